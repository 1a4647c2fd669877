"""Who plays: bot specs turned into labelled entries, bots and the functions that ask them.

A spec is an installed bot's name (``random``, ``calling-station``, any
entry point of the ``poker_tui.bots`` group) or an external program,
``cmd:python my_bot.py`` (``process:`` works too), spoken to through
``poker_tui.process_bot``. Each seat of the line-up is an entry with its own
label, so two copies of one bot are told apart: ``random#1``, ``random#2``.

Bots with a plain ``decide(view)`` are called directly, with no event loop.
Bots that only have ``async act(view)`` (process bots, I/O bots) run on one
small event loop per worker, waited on as the table waits (``referee.GRACE``).
Either way the decider hands back the bot's raw answer, or raises; the runner
asks the referee what it means.
"""

from __future__ import annotations

import asyncio
import shlex
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

from ..bots_api import PlayerView, SyncBot, bot_factories
from ..process_bot import STARTUP_GRACE, ProcessBot, program_name
from ..referee import GRACE, allowance

PROCESS_PREFIXES = ("cmd:", "process:")
NO_LIMIT = 1e6
"""Seconds a bot that keeps its own time is given under ``--time-limit 0`` (no limit)."""

Decider = Callable[[PlayerView], object]
"""Asks one bot for a decision: its raw answer (the referee judges it), or an exception."""


@dataclass(frozen=True, slots=True)
class Entry:
    """One seat of the line-up: the spec as given and a label unique in the match."""

    index: int
    spec: str
    label: str

    @property
    def command(self) -> str | None:
        """The external command of a process bot, else None."""
        for prefix in PROCESS_PREFIXES:
            if self.spec.startswith(prefix):
                return self.spec[len(prefix):].strip()
        return None


def short_name(spec: str) -> str:
    """The name a spec shows under: the bot name, or the program's file name
    (``cmd:python bots/my_bot.py --fast`` shows as ``my_bot.py``, as at the table)."""
    for prefix in PROCESS_PREFIXES:
        if spec.startswith(prefix):
            return program_name(shlex.split(spec[len(prefix):]))
    return spec


def make_lineup(seat_specs: tuple[str, ...] | list[str]) -> list[Entry]:
    """Entries for the seats; a name used more than once gets #1, #2, ... in seat order."""
    names = [short_name(s) for s in seat_specs]
    counts = {n: names.count(n) for n in names}
    seen: dict[str, int] = {}
    entries = []
    for i, (spec, name) in enumerate(zip(seat_specs, names, strict=True)):
        if counts[name] > 1:
            seen[name] = seen.get(name, 0) + 1
            name = f"{name}#{seen[name]}"
        entries.append(Entry(i, spec, name))
    return entries


class BotMaker:
    """Builds the bot of each entry.

    In-process bots are built fresh from a seed whenever the runner asks
    (cheap, and a fresh bot is the same in any process). Process bots are
    started once per worker and given the new seed through ``reset()``
    instead, since starting a program costs far more than a block of hands.
    """

    def __init__(self, entries: list[Entry], time_limit: float = 5.0) -> None:
        self.entries = entries
        self.time_limit = time_limit
        self.own_limit = time_limit or NO_LIMIT  # what bots that keep their own time are told
        self._factories: dict[str, Any] = {}
        self._processes: dict[int, Any] = {}
        self._loop: asyncio.AbstractEventLoop | None = None
        named = [e for e in entries if e.command is None]
        if named:
            infos = bot_factories()
            for e in named:
                info = infos.get(e.spec)
                if info is None or info.factory is None:
                    known = ", ".join(sorted(k for k, v in infos.items() if v.factory is not None))
                    why = "" if info is None else f" ({info.description})"
                    raise ValueError(f"no bot named {e.spec!r}{why}; installed bots: {known or 'none'}"
                                     "; or run a program with cmd:COMMAND")
                self._factories[e.spec] = info.factory
        for e in entries:
            if e.command is not None and not e.command:
                raise ValueError(f"{e.spec!r} names no command to run")

    def build(self, entry: Entry, seed: int) -> Any:
        """A bot for this entry, fresh (or reset, for a process bot) and seeded."""
        if entry.command is None:
            return self._factories[entry.spec](seed=seed)
        bot = self._processes.get(entry.index)
        if bot is None:
            bot = ProcessBot(entry.command, seed=seed, time_limit=self.own_limit)
            self._processes[entry.index] = bot
        else:
            # The same program plays on with this block's seed: ``reset`` sends it along, so
            # a block plays the same in whichever job runs it.
            bot.seed = seed
            reset(bot)
        return bot

    def decider(self, bot: Any) -> Decider:
        """The function the runner calls for a decision: ``decide``, or ``act`` awaited on
        this worker's event loop as the table awaits it (``referee.allowance``)."""
        decide: Decider | None = getattr(bot, "decide", None)
        if callable(decide):
            return decide
        loop = self._event_loop()
        limit = self.own_limit

        def ask(view: PlayerView) -> object:
            return loop.run_until_complete(asyncio.wait_for(bot.act(view), allowance(bot, limit)))

        return ask

    def allowances(self) -> list[float]:
        """Seconds each entry's decision may run before the lab's clock interrupts it (empty:
        no limit). Bots that keep their own time (process bots, ``async act``) get the
        guard's grace and start-up time on top, so their own, gentler timeout comes first."""
        if not self.time_limit:
            return []
        out = []
        for e in self.entries:
            factory = self._factories.get(e.spec)
            sync = factory is not None and callable(getattr(factory, "decide", None))
            extra = 0.0 if sync else GRACE + STARTUP_GRACE
            out.append(self.time_limit + extra)
        return out

    def _event_loop(self) -> asyncio.AbstractEventLoop:
        if self._loop is None:
            self._loop = asyncio.new_event_loop()
        return self._loop

    def close(self) -> None:
        """Stop the process bots and the event loop."""
        for bot in self._processes.values():
            close = getattr(bot, "close", None)
            aclose = getattr(bot, "aclose", None)
            try:
                if callable(aclose):
                    self._event_loop().run_until_complete(aclose())
                elif callable(close):
                    result = close()
                    if asyncio.iscoroutine(result):
                        self._event_loop().run_until_complete(result)
            except Exception:  # a dead program is already closed
                pass
        self._processes.clear()
        if self._loop is not None:
            self._loop.close()
            self._loop = None


def reset(bot: Any) -> None:
    """Make the bot forget everything (duplicate replays, new blocks); optional in the contract."""
    fn = getattr(bot, "reset", None)
    if callable(fn):
        fn()


def observer(bot: Any) -> Callable[[Any], None] | None:
    """The bot's ``observe`` when it really listens (not the do-nothing default)."""
    fn = getattr(type(bot), "observe", None)
    if fn is None or fn is SyncBot.observe:
        return None
    return bot.observe

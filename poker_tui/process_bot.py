"""A bot that is a separate program speaking JSON lines (docs/bot-protocol.md).

Why a process: a thread cannot be killed, so a bot that loops forever in a
thread would keep a core busy for good. A process can be killed. Untrusted
or foreign-language strategies therefore run as a child process that reads
one JSON request per line on stdin and answers decisions with one JSON line
on stdout.

Faults are raised as ``BotFault``; the referee (``poker_tui.referee``) turns
them into the fallback (a check or a fold) and a sentence, at the table and in
``sim`` alike:

- no answer within ``time_limit``: the process is killed, and started again
  for the next decision;
- the process exits or closes its output: it is started again next time;
- an unreadable answer: reported, the process keeps running;
- ``max_failures`` faults in a row: the bot sits out (``sitting_out``) and
  its process is stopped, until ``sit_in()``.
"""

from __future__ import annotations

import asyncio
import json
import os
import selectors
import shlex
import subprocess
import tempfile
import threading
import time
import weakref
from collections.abc import Sequence
from dataclasses import fields, is_dataclass
from typing import TYPE_CHECKING, Any

from .engine.actions import Action
from .engine.cards import RANK_CHARS, SUIT_CHARS, parse_card
from .engine.events import Event
from .reasons import because, clean_reason
from .referee import BotFault, Ruling

if TYPE_CHECKING:  # bots_api builds process bots (make_bot): no import back at run time
    from .bots_api import PlayerView

PROTOCOL_VERSION = 1
DEFAULT_TIME_LIMIT = 5.0
DEFAULT_MAX_FAILURES = 3
STARTUP_GRACE = 2.0
"""Extra seconds the first decision after a (re)start may take: interpreters load slowly."""


_INTERPRETERS = ("python", "pypy", "node", "ruby", "perl", "java", "sh", "bash", "Rscript")


def program_name(words: Sequence[str]) -> str:
    """The name a program plays under: its file name, past an interpreter and its options
    (``python bots/my_bot.py --fast`` plays as ``my_bot.py``), at the table and in the lab."""
    words = list(words) or ["process"]
    program = os.path.basename(words[0])
    if program.startswith(_INTERPRETERS):
        for word in words[1:]:
            if not word.startswith("-"):
                return os.path.basename(word)
    return program


def card_text(c: int) -> str:
    return RANK_CHARS[c >> 2] + SUIT_CHARS[c & 3]


def _cards(cs: Sequence[int]) -> list[str]:
    return [RANK_CHARS[c >> 2] + SUIT_CHARS[c & 3] for c in cs]


def view_to_json(view: PlayerView) -> dict[str, Any]:
    """The view as plain JSON values; cards as two-letter strings ("As", "Td")."""
    legal = view.legal
    v = view.variant
    st = view.stakes
    return {
        "player": view.player,
        "players": view.n,
        "button": view.button,
        "street": view.street,
        "street_name": view.street_name,
        "hole": _cards(view.hole),
        "hole_up": list(view.hole_up),
        "up_cards": [_cards(u) for u in view.up_cards],
        "board": _cards(view.board),
        "stacks": list(view.stacks),
        "bets": list(view.bets),
        "contrib": list(view.contrib),
        "folded": list(view.folded),
        "pot": view.pot,
        "cards_drawn": list(view.cards_drawn),
        "legal": {
            "can_fold": legal.can_fold,
            "can_check": legal.can_check,
            "call": legal.call,
            "min_raise_to": legal.min_raise_to,
            "max_raise_to": legal.max_raise_to,
            "draw_max": legal.draw_max,
            "bring_in": legal.bring_in,
        },
        "log": [[s, p, k, a] for s, p, k, a in view.log],
        "variant": {
            "code": v.code, "name": v.name, "family": v.family, "structure": v.structure.value,
            "deck_size": v.deck_size, "hole_cards": v.hole_cards, "board_cards": v.board_cards,
            "hand_order": v.hand_order, "hole_used": v.hole_used, "board_used": v.board_used,
            "streets": [s.name for s in v.streets],
        },
        "stakes": {
            "small_blind": st.small_blind, "big_blind": st.big_blind, "ante": st.ante,
            "bring_in": st.bring_in, "small_bet": st.small_bet, "big_bet": st.big_bet,
        },
    }


def action_from_json(reply: object, view: PlayerView) -> Action:
    """The Action a reply names, with its ``reason`` when the reply gives one (optional: a
    bot written before reasons still plays); BotFault with a readable reason when it names
    no action."""
    if not isinstance(reply, dict):
        raise BotFault(f"sent {reply!r}, not a JSON object", Ruling.GARBAGE)
    action = _named_action(reply, view)
    reason = clean_reason(reply.get("reason"))
    return because(action, reason) if reason else action


def _named_action(reply: dict[str, Any], view: PlayerView) -> Action:
    kind = str(reply.get("action", "")).lower().replace("_", "-")
    if kind == "fold":
        return Action.fold()
    if kind == "check":
        return Action.check()
    if kind == "call":
        return Action.call()
    if kind == "bring-in":
        return Action.bring_in()
    if kind in ("raise", "bet"):
        amount = reply.get("amount")
        if not isinstance(amount, int) or isinstance(amount, bool):
            raise BotFault(f"sent a {kind} without a whole-number amount: {reply!r}", Ruling.GARBAGE)
        return Action.raise_to(amount)
    if kind in ("all-in", "allin"):
        legal = view.legal
        if legal.max_raise_to:
            return Action.raise_to(legal.max_raise_to)
        return Action.call() if legal.call else Action.check()
    if kind == "draw":
        discard = reply.get("discard", [])
        if not isinstance(discard, list):
            raise BotFault(f"sent a draw whose discard is not a list: {reply!r}", Ruling.GARBAGE)
        try:
            return Action.draw(tuple(int(parse_card(str(c))) for c in discard))
        except ValueError as exc:
            raise BotFault(f"sent a draw with an unknown card: {exc}", Ruling.GARBAGE) from None
    raise BotFault(f"sent an unknown action {reply.get('action')!r}", Ruling.GARBAGE)


def event_to_json(event: Event) -> dict[str, Any]:
    """A public event as JSON: its class name and fields, cards as strings where named so."""
    out: dict[str, Any] = {"event": type(event).__name__}
    if is_dataclass(event):
        for f in fields(event):
            value = getattr(event, f.name)
            if f.name in ("cards", "board", "hole", "best", "discarded", "drawn") and \
                    isinstance(value, tuple):
                value = _cards(value)
            elif isinstance(value, tuple):
                value = list(value)
            out[f.name] = value
    return out


class ProcessBot:
    """A bot run as a child process; see docs/bot-protocol.md for the messages."""

    manages_time = True
    style = "external process"
    description = "Runs an external program that speaks JSON lines on stdin/stdout."

    def __init__(self, command: str | Sequence[str], seed: int | None = None,
                 name: str | None = None, time_limit: float = DEFAULT_TIME_LIMIT,
                 max_failures: int = DEFAULT_MAX_FAILURES, cwd: str | None = None,
                 startup_grace: float = STARTUP_GRACE) -> None:
        self.args = shlex.split(command) if isinstance(command, str) else list(command)
        if not self.args:
            raise ValueError("a process bot needs a command to run")
        self.name = name or program_name(self.args)
        self.seed = seed
        self.time_limit = time_limit
        self.max_failures = max_failures
        self.cwd = cwd
        self.startup_grace = startup_grace
        self.failures = 0  # in a row
        self.restarts = 0
        self.sitting_out = False
        self.faults: list[str] = []
        self._proc: subprocess.Popen[bytes] | None = None
        self._stderr: Any = None
        self._buf = b""
        self._next_id = 0
        self._fresh = False  # the next decision is the first since a (re)start
        self._started = False
        self._lock = threading.Lock()
        self._finalizer: weakref.finalize | None = None

    # --------------------------------------------------------------- process
    @property
    def pid(self) -> int | None:
        return self._proc.pid if self._proc is not None else None

    @property
    def extra_time(self) -> float:
        """Seconds added to the next decision's limit: the start-up grace of a fresh process."""
        return self.startup_grace if self._fresh or not self.running else 0.0

    @property
    def running(self) -> bool:
        return self._proc is not None and self._proc.poll() is None

    def _start(self) -> None:
        if self._started:
            self.restarts += 1
        self._stop()
        self._started = True
        self._stderr = tempfile.TemporaryFile()
        try:
            self._proc = subprocess.Popen(self.args, stdin=subprocess.PIPE, stdout=subprocess.PIPE,
                                          stderr=self._stderr, cwd=self.cwd, bufsize=0)
        except OSError as exc:
            self._proc = None
            raise BotFault(f"could not start {' '.join(self.args)!r}: {exc}", Ruling.EXITED) from None
        self._finalizer = weakref.finalize(self, _kill, self._proc)
        self._buf = b""
        self._fresh = True
        self._send({"type": "hello", "protocol": PROTOCOL_VERSION, "name": self.name,
                    "seed": self.seed})

    def _stop(self) -> None:
        proc = self._proc
        if proc is None:
            return
        _kill(proc)
        if self._finalizer is not None:
            self._finalizer.detach()
        self._proc = None

    def close(self) -> None:
        """Stop the process (it gets a ``bye`` first)."""
        with self._lock:
            if self.running:
                try:
                    self._send({"type": "bye"})
                except BotFault:
                    pass
            self._stop()

    def kill(self) -> None:
        """Stop the process now, even mid-decision (the table is closing): no lock is taken,
        so this never waits for a decision; the thread waiting for its answer sees the end
        of its output at once and returns."""
        proc = self._proc
        if proc is not None and proc.poll() is None:
            try:
                proc.kill()
            except OSError:
                pass

    def __enter__(self) -> ProcessBot:
        return self

    def __exit__(self, *exc: object) -> None:
        self.close()

    def _stderr_tail(self) -> str:
        f = self._stderr
        if f is None:
            return ""
        try:
            f.seek(0)
            text = f.read()[-400:].decode("utf-8", "replace").strip()
        except (OSError, ValueError):
            return ""
        lines = [ln for ln in text.splitlines() if ln.strip()]
        return lines[-1] if lines else ""

    def _send(self, message: dict[str, Any]) -> None:
        assert self._proc is not None and self._proc.stdin is not None
        data = (json.dumps(message, separators=(",", ":")) + "\n").encode()
        try:
            self._proc.stdin.write(data)
            self._proc.stdin.flush()
        except (BrokenPipeError, OSError, ValueError):
            raise BotFault(self._exit_text(), Ruling.EXITED) from None

    def _exit_text(self) -> str:
        proc = self._proc
        code = proc.poll() if proc is not None else None
        if code is None and proc is not None:
            try:
                code = proc.wait(timeout=0.2)
            except subprocess.TimeoutExpired:
                code = None
        tail = self._stderr_tail()
        status = f"exited with code {code}" if code is not None else "closed its output"
        return f"crashed: its process {status}" + (f" ({tail})" if tail else "")

    def _read_line(self, deadline: float) -> bytes | None:
        """One line from the bot's stdout, or None when the deadline passes."""
        assert self._proc is not None and self._proc.stdout is not None
        fd = self._proc.stdout.fileno()
        with selectors.DefaultSelector() as sel:
            sel.register(fd, selectors.EVENT_READ)
            while b"\n" not in self._buf:
                left = deadline - time.monotonic()
                if left <= 0 or not sel.select(left):
                    return None
                chunk = os.read(fd, 65536)
                if not chunk:
                    raise BotFault(self._exit_text(), Ruling.EXITED)
                self._buf += chunk
        line, _, self._buf = self._buf.partition(b"\n")
        return line

    # -------------------------------------------------------------- the bot
    def decide(self, view: PlayerView) -> Action:
        with self._lock:
            if self.sitting_out:
                raise BotFault(f"is sitting out after {self.max_failures} faults in a row",
                               Ruling.SITTING_OUT)
            try:
                action = self._ask(view)
            except BotFault as fault:
                self._failed(str(fault))
                raise
            self.failures = 0
            return action

    def _ask(self, view: PlayerView) -> Action:
        if not self.running:
            self._start()
        self._next_id += 1
        rid = self._next_id
        self._send({"type": "act", "id": rid, "view": view_to_json(view)})
        limit = self.time_limit + (self.startup_grace if self._fresh else 0.0)
        deadline = time.monotonic() + limit
        while True:
            line = self._read_line(deadline)
            if line is None:
                self._stop()  # kill it; the next decision starts a fresh process
                # the referee words it, as for every bot: "ran out of time (5 s)"
                raise BotFault(f"ran out of time ({self.time_limit:g} s)", Ruling.LATE)
            if not line.strip():
                continue
            try:
                reply = json.loads(line)
            except ValueError:
                raise BotFault(f"sent a line that is not JSON: {line[:80]!r}", Ruling.GARBAGE) from None
            if isinstance(reply, dict) and reply.get("id", rid) != rid:
                continue  # a late answer to an earlier request
            self._fresh = False
            return action_from_json(reply, view)

    def _failed(self, text: str) -> None:
        self.failures += 1
        self.faults.append(text)
        if self.failures >= self.max_failures:
            self.sitting_out = True
            self._stop()

    async def act(self, view: PlayerView) -> Action:
        return await asyncio.to_thread(self.decide, view)

    def sit_in(self) -> None:
        """Let a bot that sat out play again (its process starts at the next decision)."""
        with self._lock:
            self.sitting_out = False
            self.failures = 0

    def reset(self) -> None:
        """Tell the process to forget what it learned (duplicate matches replay deals)."""
        with self._lock:
            if self.running:
                try:
                    self._send({"type": "reset", "seed": self.seed})
                except BotFault:
                    self._stop()

    def observe(self, event: Event) -> None:
        """Forward public events (never ones private to a player) as ``event`` messages."""
        if hasattr(event, "private_to"):
            return
        with self._lock:
            if self.running:
                try:
                    self._send({"type": "event", **event_to_json(event)})
                except BotFault:
                    self._stop()


def _kill(proc: subprocess.Popen[bytes]) -> None:
    if proc.poll() is None:
        try:
            proc.kill()
        except OSError:
            pass
    try:
        proc.wait(timeout=2)
    except subprocess.TimeoutExpired:
        pass
    for stream in (proc.stdin, proc.stdout):
        try:
            if stream is not None:
                stream.close()
        except OSError:
            pass

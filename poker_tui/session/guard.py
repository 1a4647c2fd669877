"""Ask a bot for a decision without letting it stop the game.

A bot that raises, answers with an illegal action or runs past its time
limit is checked for that decision, or folded when it cannot check (in a
draw it stands pat); the fault is reported so the table can show it on the
seat and the log can keep it. A thread cannot be killed, so a bot that
overruns in a thread would keep running in the background until it returns;
the table therefore runs bots in processes, which are killed and restarted
instead: Python bots in a worker per seat (``session.bot_process``), programs
through ``poker_tui.process_bot``. The lab interrupts an overrun in place
(``lab.watchdog``).

``BotGuard`` keeps the fault history of one seat and sits the bot out after
``max_faults`` failures in a row.
"""

from __future__ import annotations

import asyncio
import logging
import time
from dataclasses import dataclass, field

from ..bots_api import PlayerView, fallback
from ..engine.actions import Action, ActionKind

DEFAULT_TIME_LIMIT = 5.0
"""Seconds a bot may think per decision in play (``GameConfig.bot_time_limit``)."""
DEFAULT_MAX_FAULTS = 3
"""Failures in a row after which a guarded bot sits out."""
GRACE = 0.5
"""Extra seconds given to a bot that enforces its own limit (a process bot kills itself first)."""

log = logging.getLogger("poker_tui.bots")

_KINDS = frozenset(ActionKind)
__all__ = ["BotGuard", "Decision", "check_legal", "decide_safely", "decide_sync", "fallback"]


@dataclass(frozen=True, slots=True)
class Decision:
    action: Action
    fault: str | None = None  # a sentence when the bot failed and a default was used


def check_legal(view: PlayerView, action: object) -> str | None:
    """Why the action is not legal for this view, or None when it is.

    Stricter than the engine in one way: a raise below the minimum is refused
    here even where the house turns it into the minimum raise (002 §3.5.1),
    because a bot is expected to read ``legal.min_raise_to``.
    """
    legal = view.legal
    if not isinstance(action, Action):
        return not_an_action(action)
    k = action.kind
    if k not in _KINDS:
        return f"answered an unknown action kind {k!r}"
    if legal.draw_max:
        if k != ActionKind.DRAW:
            return "must draw now (discard some cards, or none to stand pat)"
        cards = action.cards
        if not isinstance(cards, tuple) or len(cards) > legal.draw_max:
            return f"tried to discard more than {legal.draw_max} cards"
        if len(set(cards)) != len(cards) or any(c not in view.hole for c in cards):
            return "tried to discard cards it does not hold"
        return None
    if (k == ActionKind.FOLD and legal.can_fold) or (k == ActionKind.CHECK and legal.can_check):
        return None
    if k == ActionKind.FOLD:
        return "tried to fold where it must open (bring it in or bet)"
    if k == ActionKind.CALL and legal.call > 0:
        return None
    if k == ActionKind.BRING_IN and legal.bring_in:
        return None
    if k == ActionKind.RAISE:
        amount = action.amount
        if type(amount) is not int:
            return f"chose a raise of {amount!r} chips; chips are whole numbers"
        if not legal.max_raise_to:
            return "tried to bet or raise when it may not"
        if not legal.min_raise_to <= amount <= legal.max_raise_to:
            return (f"chose an illegal raise to {amount}"
                    f" (allowed: {legal.min_raise_to} to {legal.max_raise_to})")
        return None
    if k == ActionKind.CHECK:
        return f"tried to check facing a bet of {legal.call}"
    if k == ActionKind.CALL:
        return "tried to call when there is no bet (check instead)"
    return f"chose an illegal action ({action})"


def not_an_action(answer: object) -> str:
    """What a bot returned instead of an Action, in its own terms: "returned a dict, not an Action"."""
    if answer is None:
        return "returned None, not an Action (did decide() forget a return?)"
    kind = type(answer).__name__
    article = "an" if kind[:1].lower() in "aeiou" else "a"
    return f"returned {article} {kind} ({_short(answer)}), not an Action"


def _short(value: object) -> str:
    text = repr(value)
    return text if len(text) <= 40 else text[:37] + "..."


def bot_name(bot: object) -> str:
    return str(getattr(bot, "name", type(bot).__name__))


async def decide_safely(bot: object, view: PlayerView,
                        time_limit: float = DEFAULT_TIME_LIMIT) -> Decision:
    """The bot's action if it is legal and in time, else the fallback with the fault named.

    A bot with ``manages_time = True`` (a process bot) is told the limit through
    its ``time_limit`` attribute and given ``GRACE`` more, so it can kill and
    restart its own process and report the overrun itself.
    """
    name = bot_name(bot)
    if getattr(bot, "sitting_out", False):
        return Decision(fallback(view), f"{name} is sitting out")
    wait = time_limit
    if getattr(bot, "manages_time", False):
        bot.time_limit = time_limit  # type: ignore[attr-defined]
        wait = time_limit + GRACE + float(getattr(bot, "extra_time", 0.0))
    try:
        action = await asyncio.wait_for(bot.act(view), timeout=wait)  # type: ignore[attr-defined]
    except TimeoutError:
        return Decision(fallback(view), f"{name} ran out of time ({time_limit:g} s)")
    except asyncio.CancelledError:
        raise
    except Exception as exc:  # any bot bug must not stop the game
        return Decision(fallback(view), _crash_text(name, exc))
    problem = check_legal(view, action)
    if problem is not None:
        return Decision(fallback(view), f"{name} {problem}")
    return Decision(action)


def decide_sync(bot: object, view: PlayerView, time_limit: float | None = None) -> Decision:
    """The synchronous twin for headless matches: ``bot.decide(view)`` with the same checks.

    Nothing here interrupts the call, so an overrun is only reported after the fact (when
    ``time_limit`` is given); the decision still counts as a fault. ``poker-tui sim`` does
    not come through here: its runner calls ``decide`` under ``lab.watchdog``'s clock.
    """
    name = bot_name(bot)
    if getattr(bot, "sitting_out", False):
        return Decision(fallback(view), f"{name} is sitting out")
    if time_limit is not None and getattr(bot, "manages_time", False):
        bot.time_limit = time_limit  # type: ignore[attr-defined]
    extra = float(getattr(bot, "extra_time", 0.0)) if time_limit is not None else 0.0
    t0 = time.perf_counter() if time_limit is not None else 0.0
    try:
        action = bot.decide(view)  # type: ignore[attr-defined]
    except Exception as exc:
        return Decision(fallback(view), _crash_text(name, exc))
    if time_limit is not None and time.perf_counter() - t0 > time_limit + GRACE + extra:
        return Decision(fallback(view), f"{name} ran out of time ({time_limit:g} s)")
    problem = check_legal(view, action)
    if problem is not None:
        return Decision(fallback(view), f"{name} {problem}")
    return Decision(action)


def _crash_text(name: str, exc: BaseException) -> str:
    text = str(exc)
    if getattr(exc, "bot_fault", False):  # the bot's own report (process bots)
        return f"{name} {text}"
    return f"{name} crashed: {type(exc).__name__}{': ' + text if text else ''}"


@dataclass
class BotGuard:
    """One seat's bot with its time limit and fault history.

    Every fault is logged (logger ``poker_tui.bots``) and kept in ``faults``;
    ``last_fault`` is what the table shows on the seat. After ``max_faults``
    failures in a row the bot sits out (``sitting_out``): its decisions are
    the fallback until ``sit_in()``. A process bot that sits itself out
    (repeated crashes) is honoured the same way.
    """

    bot: object
    time_limit: float = DEFAULT_TIME_LIMIT
    max_faults: int = DEFAULT_MAX_FAULTS
    faults: list[str] = field(default_factory=list)
    in_a_row: int = 0
    decisions: int = 0
    _sitting_out: bool = False

    @property
    def name(self) -> str:
        return bot_name(self.bot)

    @property
    def last_fault(self) -> str | None:
        return self.faults[-1] if self.faults else None

    @property
    def sitting_out(self) -> bool:
        return self._sitting_out or bool(getattr(self.bot, "sitting_out", False))

    def sit_in(self) -> None:
        """Give the bot another chance (a person chose to; nothing does it automatically)."""
        self._sitting_out = False
        self.in_a_row = 0
        revive = getattr(self.bot, "sit_in", None)
        if callable(revive):
            revive()

    async def decide(self, view: PlayerView) -> Decision:
        if self.sitting_out:
            return Decision(fallback(view), f"{self.name} is sitting out")
        return self._record(await decide_safely(self.bot, view, self.time_limit))

    def decide_sync(self, view: PlayerView) -> Decision:
        if self.sitting_out:
            return Decision(fallback(view), f"{self.name} is sitting out")
        return self._record(decide_sync(self.bot, view, self.time_limit))

    def _record(self, decision: Decision) -> Decision:
        self.decisions += 1
        if decision.fault is None:
            self.in_a_row = 0
            return decision
        self.faults.append(decision.fault)
        self.in_a_row += 1
        log.warning("bot fault: %s", decision.fault)
        if self.in_a_row >= self.max_faults and not self._sitting_out:
            self._sitting_out = True
            note = f"{self.name} sits out after {self.in_a_row} faults in a row"
            self.faults.append(note)
            log.warning("%s", note)
            return Decision(decision.action, f"{decision.fault}; {note}")
        return decision

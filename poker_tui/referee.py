"""The referee for bots: what a bot's answer means, what its seat plays, and the one sentence.

Why: the table, ``sim`` and ``exploit`` all ask bots for decisions, and a bot's
answer must mean the same in each: a raise below the minimum cannot be a fold
at the table and a raise in the lab. Every mode hands the answer (or the way
the bot failed to give one) to this module and plays the ``Verdict`` it
returns; only how a mode runs the bot (a worker process, the lab's interval
timer) and what it does after repeated faults differ.

The policy (docs/bot-protocol.md, "The referee", keeps the table):

- a legal answer is played as given;
- a declared bet or raise outside the legal range is read as the house reads a
  person's declaration (``engine.raising``): below the minimum it becomes the
  minimum (002 §3.5.1(a)), above the stake it is all-in where the house says
  so (002 §3.5.1(b)); the seat plays that, and the sentence says so. A raise
  the house refuses is illegal;
- anything else (an illegal action, something that is not an ``Action``, an
  exception, an answer past the time limit, a process that exits) is a fault:
  the seat plays the one fallback, ``fallback`` (the engine's ``safe_default``:
  stand pat in a draw; check, else fold; stud's lowest card brings it in), and
  the sentence names the bot and what it did, in its own terms.

Every verdict but "played" carries its sentence in ``fault``; the modes count
and show those sentences as the bot's faults.
"""

from __future__ import annotations

import asyncio
import time
from collections.abc import Callable
from dataclasses import dataclass
from enum import StrEnum
from typing import TYPE_CHECKING, Protocol, TypeGuard, cast

from .engine.actions import Action, ActionKind, IllegalAction, safe_default
from .engine.raising import RaiseTerms
from .reasons import keep_reason, reason_of

if TYPE_CHECKING:  # the referee stands on the engine alone: bots_api and process bots import it
    from .bots_api import Bot, PlayerView

DEFAULT_TIME_LIMIT = 5.0
"""Seconds a bot may think per decision (the table's ``GameConfig.bot_time_limit``, ``sim``'s
``--time-limit``)."""
DEFAULT_MAX_FAULTS = 3
"""Faults after which a bot sits out (at the table: in a row; in the lab: overruns)."""
GRACE = 0.5
"""Extra seconds given to a bot that keeps its own time (a process bot stops itself first)."""

Terms = Callable[[], RaiseTerms]
"""How the house reads a declared raise for the seat to act: ``Hand.raise_terms``, asked only
when a bot's raise is outside the legal range."""

_KINDS = frozenset(ActionKind)


class Decides(Protocol):
    """A bot asked without an event loop (headless callers): ``SyncBot.decide``."""

    def decide(self, view: PlayerView) -> object: ...


class KeepsTime(Protocol):
    """A bot that keeps its own time (``manages_time``): told the limit before each decision."""

    time_limit: float


def keeps_time(bot: object) -> TypeGuard[KeepsTime]:
    """True for a bot that says it keeps its own time (a process bot stops itself first)."""
    return bool(getattr(bot, "manages_time", False))


class Ruling(StrEnum):
    """What kind of answer the bot gave."""

    PLAYED = "played"  # a legal action, played as given
    CORRECTED = "corrected"  # a declared raise the house reads as another amount
    ILLEGAL = "illegal"  # an Action the rules do not allow now
    GARBAGE = "garbage"  # not an Action at all (None, a dict, an unreadable line)
    LATE = "late"  # no answer within the time limit
    CRASHED = "crashed"  # an exception instead of an answer
    EXITED = "exited"  # the bot tried to end its process, or its process ended
    SITTING_OUT = "sitting out"  # the bot is not asked any more


@dataclass(frozen=True, slots=True)
class Verdict:
    """What the seat plays, and the sentence when that is not simply the bot's answer."""

    action: Action
    fault: str | None = None
    ruling: Ruling = Ruling.PLAYED

    @property
    def reason(self) -> str | None:
        """The bot's reason for what its seat plays (``reasons``): None after a fault, when the
        seat plays the fallback, or when the bot gave none. Formatted only when read."""
        return reason_of(self.action)


class BotFault(Exception):
    """A bot that runs elsewhere (a program, a worker process) failed one decision; the message
    completes "<name> ...". ``ruling`` says how; a late one is worded by the referee."""

    bot_fault = True

    def __init__(self, text: str = "", ruling: Ruling = Ruling.CRASHED) -> None:
        super().__init__(text)
        self.ruling = ruling


def fallback(view: PlayerView) -> Action:
    """What a seat plays when its bot's answer does not stand: the engine's one ladder."""
    return safe_default(view.legal)


def bot_name(bot: object) -> str:
    return str(getattr(bot, "name", type(bot).__name__))


# --------------------------------------------------------------------- answers
def judge(view: PlayerView, answer: object, name: str, terms: Terms) -> Verdict:
    """The verdict on what a bot answered for this view."""
    problem = check_legal(view, answer)
    if problem is None:
        return Verdict(cast(Action, answer))  # check_legal made sure it is an Action
    if not isinstance(answer, Action):
        return Verdict(fallback(view), f"{name} {problem}", Ruling.GARBAGE)
    if answer.kind == ActionKind.RAISE and type(answer.amount) is int and view.legal.max_raise_to:
        return _declared_raise(view, answer, name, terms, problem)
    return Verdict(fallback(view), f"{name} {problem}", Ruling.ILLEGAL)


def _declared_raise(
    view: PlayerView, answer: Action, name: str, terms: Terms, problem: str
) -> Verdict:
    """A raise outside the legal range, read as the house reads a person's (002 §3.5.1); the
    bot's reason for raising stays with the raise the seat plays."""
    x = answer.amount
    said = terms()
    try:
        played = said.judge(x).amount
    except IllegalAction:
        return Verdict(fallback(view), f"{name} {problem}", Ruling.ILLEGAL)
    if played < x:
        rule = "more than it has: it plays as all-in"
        cite = "002 §3.5.1(b)"
    else:
        rule = "below the minimum: it plays as the minimum"
        cite = "002 §3.5.1(a)"
    return Verdict(
        keep_reason(answer, Action.raise_to(played)),
        f"{name} declared {said.target(x)}, {rule}, {said.target(played)} ({cite})",
        Ruling.CORRECTED,
    )


def check_legal(view: PlayerView, action: object) -> str | None:
    """Why the answer is not exactly one of ``view.legal``'s options, or None when it is."""
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
            return (
                f"chose an illegal raise to {amount}"
                f" (allowed: {legal.min_raise_to} to {legal.max_raise_to})"
            )
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


def refused(
    view: PlayerView, answer: Action, name: str, terms: Terms, exc: IllegalAction
) -> Verdict:
    """The verdict on an answer the engine refused: the referee's own, or, where the referee
    passed it (the engine has the last word), an illegal action with the engine's reason."""
    verdict = judge(view, answer, name, terms)
    if verdict.fault is not None:
        return verdict
    return Verdict(fallback(view), f"{name} chose an illegal action ({exc})", Ruling.ILLEGAL)


# -------------------------------------------------------------------- failures
def failed(view: PlayerView, name: str, exc: BaseException, time_limit: float) -> Verdict:
    """The verdict on a decision that raised instead of answering."""
    ruling = getattr(exc, "ruling", None)
    if isinstance(exc, TimeoutError) or ruling == Ruling.LATE:
        return late(view, name, time_limit)
    if ruling == Ruling.SITTING_OUT:  # a program that sat itself out, as the table says it
        return sitting_out(view, name)
    if isinstance(exc, SystemExit):
        return Verdict(fallback(view), f"{name} {tried_to_exit(exc)}", Ruling.EXITED)
    if getattr(exc, "bot_fault", False):  # a program or a worker words its own fault
        return Verdict(fallback(view), f"{name} {exc}", ruling or Ruling.CRASHED)
    return Verdict(fallback(view), f"{name} {crash_words(exc)}", Ruling.CRASHED)


def late(view: PlayerView, name: str, time_limit: float) -> Verdict:
    return Verdict(fallback(view), f"{name} ran out of time ({time_limit:g} s)", Ruling.LATE)


def sitting_out(view: PlayerView, name: str) -> Verdict:
    return Verdict(fallback(view), f"{name} is sitting out", Ruling.SITTING_OUT)


def crash_words(exc: BaseException) -> str:
    """``crashed: ValueError: the reason`` (no colon after the type when there is no reason)."""
    text = str(exc)
    return f"crashed: {type(exc).__name__}{': ' + text if text else ''}"


def tried_to_exit(exc: SystemExit) -> str:
    return f"tried to end the program (SystemExit({exc.code!r}))"


# ---------------------------------------------------------------------- asking
def allowance(bot: object, time_limit: float) -> float:
    """Seconds to wait for the bot: a bot that keeps its own time (``manages_time``) is told
    the limit and waited on ``GRACE`` longer (plus its start-up time), so it reports first."""
    if not keeps_time(bot):
        return time_limit
    bot.time_limit = time_limit
    return time_limit + GRACE + float(getattr(bot, "extra_time", 0.0))


async def ask(bot: Bot, view: PlayerView, time_limit: float, terms: Terms) -> Verdict:
    """Await ``bot.act(view)`` within the time limit and judge the answer (the table)."""
    name = bot_name(bot)
    if getattr(bot, "sitting_out", False):
        return sitting_out(view, name)
    wait = allowance(bot, time_limit)
    try:
        answer = await asyncio.wait_for(bot.act(view), timeout=wait)
    except asyncio.CancelledError:
        raise
    except Exception as exc:  # any bot bug must not stop the game
        return failed(view, name, exc, time_limit)
    return judge(view, answer, name, terms)


def ask_sync(
    bot: Decides, view: PlayerView, terms: Terms, time_limit: float | None = None
) -> Verdict:
    """``bot.decide(view)`` judged the same way, for headless callers. Nothing here interrupts
    the call, so an overrun is only found after the fact (when ``time_limit`` is given); the
    lab interrupts its bots instead (``lab.watchdog``)."""
    name = bot_name(bot)
    if getattr(bot, "sitting_out", False):
        return sitting_out(view, name)
    allowed = 0.0
    if time_limit is not None:
        allowance(bot, time_limit)  # a bot that keeps its own time is told the limit
        allowed = time_limit + GRACE + float(getattr(bot, "extra_time", 0.0))  # measured after
    t0 = time.perf_counter()
    try:
        answer = bot.decide(view)
    except Exception as exc:
        return failed(view, name, exc, time_limit or 0.0)
    if time_limit is not None and time.perf_counter() - t0 > allowed:
        return late(view, name, time_limit)
    return judge(view, answer, name, terms)

"""Ask a bot for a decision without letting it stop the game.

A bot that raises, answers with an illegal action or runs past its time
limit is checked for that decision, or folded when it cannot check; the
fault is reported so the table can show it and the log can keep it.
"""

from __future__ import annotations

import asyncio
from dataclasses import dataclass

from ..bots_api import PlayerView
from ..engine.actions import CHECK, FOLD, Action, ActionKind

DEFAULT_TIME_LIMIT = 5.0


@dataclass(frozen=True, slots=True)
class Decision:
    action: Action
    fault: str | None = None  # a sentence when the bot failed and a default was used


def fallback(view: PlayerView) -> Action:
    """Check when free, else fold; in a draw, stand pat."""
    if view.legal.draw_max:
        return Action.draw(())
    return CHECK if view.legal.can_check else FOLD


def check_legal(view: PlayerView, action: object) -> str | None:
    """Why the action is not legal for this view, or None when it is."""
    legal = view.legal
    if not isinstance(action, Action):
        return f"answered {action!r}, which is not an Action"
    k = action.kind
    if legal.draw_max:
        if k != ActionKind.DRAW:
            return "must draw (discard some cards or none)"
        if len(action.cards) > legal.draw_max or any(c not in view.hole for c in action.cards):
            return "tried to discard cards it does not hold"
        return None
    if k == ActionKind.FOLD or (k == ActionKind.CHECK and legal.can_check):
        return None
    if k == ActionKind.CALL and legal.call > 0:
        return None
    if k == ActionKind.BRING_IN and legal.bring_in:
        return None
    if k == ActionKind.RAISE and legal.max_raise_to and \
            legal.min_raise_to <= action.amount <= legal.max_raise_to:
        return None
    return f"chose an illegal action ({action})"


async def decide_safely(bot: object, view: PlayerView, time_limit: float = DEFAULT_TIME_LIMIT) -> Decision:
    """The bot's action if it is legal and in time, else the fallback with the fault named."""
    name = getattr(bot, "name", type(bot).__name__)
    try:
        action = await asyncio.wait_for(bot.act(view), timeout=time_limit)  # type: ignore[attr-defined]
    except TimeoutError:
        return Decision(fallback(view), f"{name} ran out of time ({time_limit:g} s)")
    except asyncio.CancelledError:
        raise
    except Exception as exc:  # any bot bug must not stop the game
        return Decision(fallback(view), f"{name} crashed: {type(exc).__name__}: {exc}")
    problem = check_legal(view, action)
    if problem is not None:
        return Decision(fallback(view), f"{name} {problem}")
    return Decision(action)

"""The review of the hand just played, for the table's summary after each hand (docs/review.md).

Why a job and not the reviews: a review replays the hand and computes equities
(tens of milliseconds a decision), too slow for the table's event loop. The
job captures the finished hand now, on the loop, and the screen runs it in a
thread; the next deal cannot change what it reads. Only a game with one human
gets one: in a hot-seat game a review on the shared screen would tell one
player how strong another's hidden hand was.
"""

from __future__ import annotations

from collections.abc import Callable
from functools import partial

from ..review import DecisionReview, Thresholds, review_hand
from .game import GameSession

__all__ = ["review_job"]


def review_job(
    session: GameSession, thresholds: Thresholds | None = None
) -> Callable[[], list[DecisionReview]] | None:
    """A call that reviews the human's decisions in the hand just finished, or None when
    there is nothing to review (no finished hand, the human not dealt in, a hot-seat game)."""
    hand, humans = session.hand, session.config.humans
    if hand is None or not hand.over or len(humans) != 1 or humans[0] not in session.order:
        return None
    played = (session.hand_no, hand, list(session.order))
    return partial(review_hand, session.config, played, humans[0], thresholds)

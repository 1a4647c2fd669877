"""What the replayer says beside each of the viewer's decisions: the coach's numbers and the
review's verdict.

Why here and not in the screen: both are computed from the saved hand (the
review from the journal's record, ``review.review_hand``; the coach from the
state the viewer saw at that turn, ``odds.coach.advise``), and the screen reads
only words and numbers. The coach's arguments come from the viewer's own
``TableState`` (their cards, the board, the cards shown to them), so no number
can rest on a card they did not see. Both use a fixed seed: the same hand says
the same every time (docs/review.md). Slow enough (tens of milliseconds a
decision) that the screen asks for them off its thread.
"""

from __future__ import annotations

from dataclasses import dataclass

from ..odds.coach import advise
from ..review import DecisionReview, review_hand
from .saved_hands import HandReplay
from .state import TableState

COACH_TRIALS = 3_000
"""Deals per equity where the coach cannot enumerate: about a point of error, quick."""


@dataclass(frozen=True, slots=True)
class CoachNumbers:
    """The coach's numbers at a turn, as the viewer could have asked for them then."""

    equity: float  # against random hands of the live opponents
    opponents: int
    pot_odds: float  # pot / call (inf when the call is free)
    call_needs: float  # the equity a call breaks even at
    outs: int  # hold'em: the cards that make the best hand


@dataclass(frozen=True, slots=True)
class DecisionNote:
    """One of the viewer's decisions: what they did, the coach's numbers and the review."""

    step: int
    seat: int
    action: str  # the action's words, amounts marked (``amounts.money``)
    coach: CoachNumbers | None  # None at a draw or an optional blind
    review: DecisionReview | None  # None where the review grades nothing (a draw)


def coach_numbers(state: TableState, variant: str) -> CoachNumbers | None:
    """The coach's numbers for the viewer's turn in ``state`` (None if it is not a betting
    turn of the viewer)."""
    facing, viewer = state.facing, state.viewer
    if facing is None or viewer is None or facing.is_draw or facing.blind_choice:
        return None
    hole = [c.card for c in state.seats[viewer].cards if c.card is not None]
    board = [c.card for c in state.board if c.card is not None]
    seen = [  # every other card the viewer could see: up cards, cards shown
        c.card for s in state.seats if s.seat != viewer for c in s.cards if c.card is not None
    ]
    live = sum(1 for s in state.seats if s.dealt_in and not s.folded and s.seat != viewer)
    if not hole or live == 0:
        return None
    advice = advise(
        hole,
        board,
        [None] * live,
        facing.pot,
        facing.to_call,
        dead=seen,
        variant=variant,
        trials=COACH_TRIALS,
        seed=0,
    )
    return CoachNumbers(
        advice.equity_vs_random, live, advice.pot_odds, advice.call_needs, len(advice.outs)
    )


def decision_notes(replay: HandReplay) -> dict[int, DecisionNote]:
    """Every decision of the replay's viewer, by its step: the coach at that turn, and the
    review's grade of the action taken (``review.review_hand``, default thresholds)."""
    viewer = replay.viewer
    if viewer is None or not replay.decisions:
        return {}
    reviews = {r.action_index: r for r in review_hand(replay.config, replay.record, viewer)}
    notes = {}
    for step, index in replay.decisions.items():
        state = replay.state(step)
        after = replay.state(step + 1) if step + 1 < len(replay.steps) else state
        words = after.seats[viewer].last_action or replay.actions[index][1]
        notes[step] = DecisionNote(
            step, viewer, words, coach_numbers(state, replay.config.variant), reviews.get(index)
        )
    return notes

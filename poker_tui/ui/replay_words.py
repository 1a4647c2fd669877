"""The replayer's words: a decision's coach numbers and verdict, and where a step stands.

Kept apart from the screen so the words are one thing to read and to test: every
sentence the replayer shows beside a decision is built here, from a
``DecisionNote`` (``session.decision_notes``) and the money format the table uses.
"""

from __future__ import annotations

import math
from collections.abc import Callable

from ..session import CoachNumbers, DecisionNote, spell

VERDICT_MARK = {"best": "✓✓", "correct": "✓", "inaccuracy": "?!", "mistake": "?", "blunder": "??"}
"""A chess-like mark per verdict, so the list of decisions reads at a glance."""

HONESTY = "Equity against estimated ranges, not a solver (docs/review.md)."
"""Said under the verdicts: the review is a model, and the screen says so."""


def percent(x: float) -> str:
    return f"{100 * x:.0f}%"


def coach_line(c: CoachNumbers) -> str:
    """``Coach: 41% against 2 random hands · pot odds 3.0 to 1 · a call needs 25% · 9 outs``."""
    hands = "a random hand" if c.opponents == 1 else f"{c.opponents} random hands"
    parts = [f"Coach: {percent(c.equity)} against {hands}"]
    if c.call_needs > 0:
        odds = "free" if math.isinf(c.pot_odds) else f"{c.pot_odds:.1f} to 1"
        parts += [f"pot odds {odds}", f"a call needs {percent(c.call_needs)}"]
    if c.outs:
        parts.append(f"{c.outs} outs")
    return " · ".join(parts)


def verdict_line(note: DecisionNote, say: Callable[[int], str]) -> str:
    """``?  Call 20: mistake, 1.3 bb lost`` (or just the action where nothing was graded)."""
    action = spell(note.action, say)
    review = note.review
    if review is None:
        return f"   {action}"
    mark = VERDICT_MARK.get(review.verdict, "")
    lost = f", {review.ev_lost_bb:.1f} bb lost" if review.ev_lost_bb >= 0.05 else ""
    return f"{mark:<2} {action}: {review.verdict}{lost}"


def note_lines(note: DecisionNote, say: Callable[[int], str]) -> list[str]:
    """Everything said about one decision: the action, the coach, the review's sentence."""
    lines = [f"Your decision: {spell(note.action, say)}"]
    if note.coach is not None:
        lines.append(coach_line(note.coach))
    review = note.review
    if review is not None:
        against = "random hands" if review.vs_random else "their estimated ranges"
        lines.append(f"Review: {review.verdict} · {percent(review.equity)} against {against}")
        lines.append(review.sentence)
    elif note.coach is None:
        lines.append("A draw: the coach and the review grade betting decisions only.")
    return lines

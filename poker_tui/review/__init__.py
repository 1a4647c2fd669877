"""The decision review: each of a player's decisions in a saved hand, priced and graded.

Why a package of its own, above the store and the odds and below the session:
it reads finished hands from the journal (``store``) and asks the coach's
equity (``odds``); the command line, the table's summary and the replayer all
call ``review_hand`` / ``review_game`` and show the same verdicts. The model
(estimated ranges, a price per option, thresholds in big blinds) and its limits
are in docs/review.md: equity against estimated ranges is not a solver.
"""

from __future__ import annotations

from .decision import DecisionReview
from .hands import human_seats, review_game, review_hand
from .totals import Totals, totals
from .verdicts import VERDICTS, Thresholds, parse_thresholds

__all__ = [
    "VERDICTS",
    "DecisionReview",
    "Thresholds",
    "Totals",
    "human_seats",
    "parse_thresholds",
    "review_game",
    "review_hand",
    "totals",
]

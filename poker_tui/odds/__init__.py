"""Odds: ranges, equity in every game, outs and prices; a layer above the engine, below the session.

Why a package of its own: the ``equity`` command, the coach and the bots ask
the same questions, and the answers must agree with exact enumeration and
with the project's own random stream (``stream``), whatever numpy version is
installed. It imports the engine and numpy only (tests/test_layers.py).
docs/odds.md describes the range grammar, the methods and the stream.
"""

from __future__ import annotations

from .equity import Answer, OddsError, equity, is_holdem
from .holdem import hero_vs_weights
from .outs import Out, outs
from .prices import call_needs, fold_equity_needs, pot_odds
from .ranges import ALL_COMBOS, Range, RangeError, parse_range
from .result import Result

__all__ = [
    "ALL_COMBOS",
    "Answer",
    "OddsError",
    "Out",
    "Range",
    "RangeError",
    "Result",
    "call_needs",
    "equity",
    "fold_equity_needs",
    "hero_vs_weights",
    "is_holdem",
    "outs",
    "parse_range",
    "pot_odds",
]

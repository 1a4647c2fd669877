"""The push/fold bot's charts come from the library's solver (``poker_tui.tournament.pushfold``),
where ``poker-tui pushfold``, the coach and the bots share one computation; this module only
keeps the names the bots import."""

from __future__ import annotations

from functools import lru_cache

import numpy as np

from poker_tui.odds.preflop import hu_matrix, pair_weights
from poker_tui.tournament.pushfold import call_value
from poker_tui.tournament.pushfold import first_in as solve

__all__ = ["call_value", "solve", "tables"]


@lru_cache(maxsize=1)
def tables() -> tuple[np.ndarray, np.ndarray]:
    """(equity matrix E[i, j] of class i vs class j, weight W[i, j] of compatible combo pairs);
    one pair for the process (the equity bot reads it on every decision before the flop)."""
    return hu_matrix(), pair_weights()

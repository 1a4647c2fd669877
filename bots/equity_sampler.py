"""The equity bot's Monte Carlo sampler: compiled where it was built, numpy elsewhere, same result.

Why: the sampler is most of the equity bot's thinking after the flop, and the
bot's decisions are pinned to its seed. ``bots/_equity_sampler.c`` makes
exactly the draws of ``poker_tui.engine.batch.sampled_equity_vs_range`` (the
same PCG64 outputs, the same Lemire draws and redraws, the same seven-card
values) in one loop instead of some eighty numpy calls. It is an optional
extension (``setup.py``): an install without a C compiler uses the numpy
replay (``batch_replay.sampled_equity_of``), which returns the same float for
every call, so a seeded match plays the same hands either way, only slower.
``POKER_TUI_NO_C_SAMPLER=1`` forces the numpy path (for comparing the two).
"""

from __future__ import annotations

import os
from collections.abc import Sequence
from types import ModuleType

import numpy as np

from poker_tui.engine.batch import _BITS, _KEY
from poker_tui.engine.batch_replay import ComboTable, sampled_equity_of, seven_card_tables
from poker_tui.engine.hand_tables import RANK_BITS

__all__ = ["COMPILED", "sampled_equity"]


def _load() -> ModuleType | None:
    """The compiled sampler with the evaluator's tables handed over, or None."""
    if os.environ.get("POKER_TUI_NO_C_SAMPLER") or np.dtype(np.intp).itemsize != 8:
        return None  # switched off, or combo tables of 4-byte cards the C side does not read
    try:
        from . import _equity_sampler  # type: ignore[attr-defined]
    except ImportError:
        return None
    rank, shift, flush = seven_card_tables()
    _equity_sampler.set_tables(
        np.ascontiguousarray(rank, dtype=np.uint16), np.ascontiguousarray(shift, dtype=np.uint8),
        np.ascontiguousarray(flush, dtype=np.uint16), np.ascontiguousarray(_KEY, dtype=np.int64),
        np.ascontiguousarray(_BITS, dtype=np.int64), RANK_BITS)
    return _equity_sampler


_C = _load()
COMPILED = _C is not None
"""Whether the compiled sampler is in use (``benchmarks/bench_bots.py`` says which ran)."""

def sampled_equity(hole: Sequence[int], board: Sequence[int], table: ComboTable,
                   weights: np.ndarray, samples: int, seed: int) -> float:
    """``batch_replay.sampled_equity_of(hole, board, table, weights, samples, seed)``, compiled
    from the flop on where the extension was built (the same float either way)."""
    if _C is not None and 3 <= len(board) <= 5 and 0 <= seed < 1 << 32 and \
            0 < samples <= 1 << 24 and weights.dtype == np.float64 and \
            weights.flags.c_contiguous and weights.flags.aligned:
        return _C.equity(hole[0], hole[1], bytes(tuple(board)), table.combos, weights, samples,
                         seed)
    return sampled_equity_of(hole, board, table, weights, samples, seed)

"""Rows of distinct cards drawn uniformly at random, for Monte Carlo equity.

Monte Carlo draws distinct cards per row by rejection (redraw rows with a
repeated card, or with a card the row may not take), which is exactly uniform.
"""

from __future__ import annotations

import numpy as np

__all__ = ["distinct_rows"]


def distinct_rows(
    rng: np.random.Generator, n_avail: int, rows: int, k: int, forbid: np.ndarray | None = None
) -> np.ndarray:
    """(rows, k) indices into ``n_avail`` cards, distinct within a row, uniformly random.

    Rejection: draw with replacement, redraw rows that repeat a card (or hit a
    ``forbid``-den index for that row, shape (rows, j)) until none does.
    """
    out = rng.integers(0, n_avail, size=(rows, k))
    todo = np.flatnonzero(_repeats(out, forbid))  # the first look needs no row copies
    while todo.size:
        out[todo] = rng.integers(0, n_avail, size=(todo.size, k))
        todo = todo[_repeats(out[todo], None if forbid is None else forbid[todo])]
    return out


def _repeats(rows: np.ndarray, banned: np.ndarray | None) -> np.ndarray:
    """Which rows repeat a card, or hold one of their ``banned`` cards."""
    bad = np.zeros(len(rows), dtype=bool)
    k = rows.shape[1]
    for i in range(k):
        col = rows[:, i]
        for j in range(i + 1, k):
            bad |= col == rows[:, j]
        if banned is not None:
            for j in range(banned.shape[1]):
                bad |= col == banned[:, j]
    return bad

"""What an equity answer holds, and how sampled deals add up to one.

Every hold'em and generic equity function answers with a ``Result``: each
player's win, tie and pot shares, whether it is exact, and the Monte Carlo
standard errors when it is not.
"""

from __future__ import annotations

from dataclasses import dataclass

import numpy as np

__all__ = ["PlayerCombos", "Result", "sampled_result", "score_rows"]


@dataclass(frozen=True)
class Result:
    """Each player's win and tie shares and equity (pot share), and how they were found.

    ``stderr`` is the Monte Carlo standard error of each equity (None when exact);
    ``deals`` the boards enumerated (each matchup's count summed) or the samples.
    """

    win: tuple[float, ...]
    tie: tuple[float, ...]
    equity: tuple[float, ...]
    exact: bool
    deals: int
    stderr: tuple[float, ...] | None = None
    seed: int | None = None


PlayerCombos = tuple[np.ndarray, np.ndarray]
"""An (N, 2) intp array of combos and its (N,) float weights, all positive."""


def score_rows(values: list[np.ndarray]) -> np.ndarray:
    """(4, P): per player, wins, ties, pot shares and squared shares summed over the rows."""
    v = np.stack(values)
    top = v == v.max(axis=0)
    count = top.sum(axis=0)
    share = top / count
    return np.stack(
        [
            (top & (count == 1)).sum(axis=1),
            (top & (count > 1)).sum(axis=1),
            share.sum(axis=1),
            (share * share).sum(axis=1),
        ]
    )


def sampled_result(totals: np.ndarray, samples: int, seed: int) -> Result:
    """The Result of ``samples`` deals from ``score_rows`` totals: means and standard errors."""
    win, tie, share, square = totals / float(samples)
    se = np.sqrt(np.maximum(square - share * share, 0.0) / max(samples - 1, 1))
    return Result(
        tuple(map(float, win)),
        tuple(map(float, tie)),
        tuple(map(float, share)),
        False,
        samples,
        tuple(map(float, se)),
        seed,
    )

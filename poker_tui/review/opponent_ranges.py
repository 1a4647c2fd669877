"""What could each opponent hold? A hold'em range narrowed by the actions they took so far.

Why a model of our own: the review reads a finished hand from the journal and
may use only what the reviewed player could see then (the public action log,
the board, their own cards). Starting from every combo, each action keeps a
slice of the range at full weight and the rest at a small weight, never zero,
so a wild opponent's bluffs stay possible (docs/review.md, "The model"):

- before the flop, by the 169 classes' strength (all-in equity against a
  random hand): an open raise keeps the top 20 %, a 3-bet the top 8 %, a
  4-bet or more the top 4 %, a shove of half a stack or more the top 10 %
  (5 % over a raise); a limp keeps the middle (5-60 %), a call of a raise the
  band 3-35 %, a call of a re-raise the band 1-12 %; a check changes nothing;
- after the flop, by each combo's made hand on that street's board: a raise
  keeps the top 30 %, a bet the top 50 %, a call the top 70 %, and a check
  takes 40 % off the top 8 % (strong hands usually bet).

This is a model, not a read: opponents who play otherwise get ranges that
are wrong for them, and the review says so (docs/review.md).
"""

from __future__ import annotations

from collections.abc import Sequence
from functools import lru_cache

import numpy as np

from ..engine.batch import evaluate_pairs
from ..engine.kinds import WAGERS, LogKind
from ..odds.preflop import COMBO_COUNT, COMBOS, hu_matrix, pair_weights
from ..odds.ranges import Range

__all__ = ["continuing", "estimated_range"]

LogEntry = tuple[int, int, str, int]
"""(street, player, kind, amount) as ``Hand.log`` keeps it."""

_FLAT = np.array([tuple(sorted(c)) for cs in COMBOS for c in cs], dtype=np.intp)
"""The 1,326 combos as (low card, high card), grouped by class in ``CLASSES`` order."""
_CLASS_OF_COMBO = np.repeat(np.arange(169), COMBO_COUNT.astype(int))
_POSTFLOP = ((LogKind.RAISE, 0.30, 0.20), (LogKind.BET, 0.50, 0.35), (LogKind.CALL, 0.70, 0.40))


@lru_cache(maxsize=1)
def _class_top() -> np.ndarray:
    """Each class's top fraction: the share of all combos at least as strong (vs random)."""
    pw = pair_weights()
    strength = (hu_matrix() * pw).sum(axis=1) / pw.sum(axis=1)
    order = np.argsort(-strength, kind="stable")
    top = np.empty(169)
    top[order] = np.cumsum(COMBO_COUNT[order]) / COMBO_COUNT.sum()
    return top


@lru_cache(maxsize=1)
def _combo_top() -> dict[tuple[int, int], float]:
    """Each combo's class top fraction, by (low card, high card)."""
    top = _class_top()[_CLASS_OF_COMBO]
    return {(int(a), int(b)): float(t) for (a, b), t in zip(_FLAT.tolist(), top, strict=True)}


def _top(frac: float, floor: float) -> np.ndarray:
    return np.where(_class_top() <= frac + 1e-9, 1.0, floor)


def _band(lo: float, hi: float, outside: float) -> np.ndarray:
    t = _class_top()
    return np.where((t > lo) & (t <= hi + 1e-9), 1.0, outside)


def _preflop(log: Sequence[LogEntry], player: int, stack: int, unit: int) -> np.ndarray:
    """Class weights (169) from ``player``'s actions before the flop."""
    w = np.ones(169)
    raises = 0
    for street, p, kind, amount in log:
        if street != 0:
            break
        if p == player:
            if kind in WAGERS:
                if amount >= 0.5 * stack and amount > 12 * unit:
                    w *= _top(0.10 if raises == 0 else 0.05, 0.02)
                else:
                    w *= _top((0.20, 0.08, 0.04)[min(raises, 2)], 0.03 if raises == 0 else 0.02)
            elif kind == LogKind.CALL:
                lo, hi, out = ((0.05, 0.60, 0.25), (0.03, 0.35, 0.10), (0.01, 0.12, 0.05))[
                    min(raises, 2)
                ]
                w *= _band(lo, hi, out)
        if kind in WAGERS:
            raises += 1
    return w


def _keep_top(
    weights: np.ndarray, values: np.ndarray, frac: float, above: float, below: float
) -> None:
    """Scale, in place, the strongest ``frac`` of the range's weight by ``above`` and the
    rest by ``below`` (``values``: each combo's hand value, higher is stronger)."""
    order = np.argsort(values, kind="stable")  # weakest first
    share = np.cumsum(weights[order]) / max(float(weights.sum()), 1e-12)
    strong = order[share > 1.0 - frac - 1e-9]
    factor = np.full(len(weights), below)
    factor[strong] = above
    weights *= factor


def estimated_range(
    log: Sequence[LogEntry],
    player: int,
    stack: int,
    unit: int,
    board: Sequence[int],
    boards: Sequence[int],
    known: Sequence[int],
) -> Range:
    """``player``'s range after the actions in ``log``: ``stack`` the chips it began the
    hand with, ``board`` the cards out now, ``boards[s]`` how many board cards street ``s``
    had, ``known`` the cards the reviewed player can see (their own and the board)."""
    weights = _preflop(log, player, stack, unit)[_CLASS_OF_COMBO]
    dead = set(known)
    alive = np.array([a not in dead and b not in dead for a, b in _FLAT])
    weights = np.where(alive, weights, 0.0)
    for street in range(1, len(boards)):
        cards = list(board[: boards[street]])
        kinds = [k for s, p, k, _ in log if s == street and p == player]
        if len(cards) < 3 or not kinds or len(cards) < boards[street]:
            continue
        values = np.where(alive, evaluate_pairs(_FLAT, cards), -1)
        for kind, frac, below in _POSTFLOP:
            if kind in kinds:
                _keep_top(weights, values, frac, 1.0, below)
                break
        else:
            if LogKind.CHECK in kinds:
                _keep_top(weights, values, 0.08, 0.6, 1.0)
    return _as_range(weights, dead)


def _as_range(weights: np.ndarray, dead: set[int]) -> Range:
    kept = np.flatnonzero(weights > 0)
    return Range(
        {(int(_FLAT[i, 0]), int(_FLAT[i, 1])): float(weights[i]) for i in kept}, frozenset(dead)
    )


def continuing(r: Range, frac: float, board: Sequence[int]) -> Range:
    """The strongest ``frac`` of ``r``'s weight: the part that calls a raise (by class
    strength before the flop, by made hand after)."""
    if frac >= 1.0 or not r.weights:
        return r
    combos = np.array(list(r.weights), dtype=np.intp)
    weights = np.fromiter(r.weights.values(), np.float64, len(r.weights))
    if len(board) >= 3:
        values = evaluate_pairs(combos, list(board)).astype(np.float64)
    else:
        top = _combo_top()
        values = -np.array([top[(int(a), int(b))] for a, b in combos])
    _keep_top(weights, values, frac, 1.0, 0.0)
    kept = np.flatnonzero(weights > 0)
    return Range({(int(combos[i, 0]), int(combos[i, 1])): float(weights[i]) for i in kept}, r.dead)

"""Many hold'em hands valued at once with numpy: what the evaluator says, a whole array per call.

Why a separate module: the engine stays stdlib-only; only code that asks for
equity imports numpy. The lookups are the evaluator's own tables (same card
keys, same values), turned into arrays, so a batch value is exactly what
:func:`poker_tui.engine.evaluator.evaluate` returns for the same cards.

How a batch of seven-card hands is valued:

- key = sum of the cards' ``CARD_KEYS`` (rank-key sum in the low 23 bits,
  suit counts above) and bits = sum of ``1 << (16 * suit + rank)`` (distinct
  cards, so the sum is an OR);
- value = ``NONFLUSH[key & RANK_MASK]`` (the evaluator's own uint16 array
  indexed by rank-key sum, shared without a copy), except where
  ``FLUSH_SUIT[key >> 23]`` names a suit with five or more cards: there
  value = ``FLUSH[(bits >> 16 * suit) & 0x1FFF]``.

The sums of every board to come are ``board_sums.py``'s; equity built on
these values is ``batch_equity.py`` (known hands, random opponents) and
``range_equity.py`` (a weighted range). All of them are for hold'em style
hands: two hole cards each, a board of up to five, the standard 52-card order
(001 §9.1).
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Literal

import numpy as np

from .hand_tables import (
    CARD_KEYS,
    FLUSH_SUIT,
    HIGH_NONFLUSH7,
    RANK_BITS,
    RANK_MASK,
    SUIT_RANK_BITS,
    tables,
)

__all__ = ["evaluate_batch", "evaluate_pairs", "hand_values", "nonflush_values"]

_KEY = np.array(CARD_KEYS, dtype=np.int64)
_BITS = np.array([1 << (16 * (c & 3) + (c >> 2)) for c in range(52)], dtype=np.int64)
_CARD_BIT = np.array([1 << c for c in range(52)], dtype=np.int64)


class _Arrays:
    """The evaluator's tables as numpy arrays, built on first use.

    The 7-card table is the evaluator's own 16-bit array, shared without a
    copy; 5- and 6-card tables are made from its dicts when first asked for.
    """

    def __init__(self) -> None:
        t = tables("high")
        self.nonflush: dict[int, np.ndarray] = {7: np.frombuffer(HIGH_NONFLUSH7, dtype=np.uint16)}
        self.flush = np.array([0 if v is None else int(v) for v in t.flush], dtype=np.uint16)
        suit_of = {id(b): s for s, b in enumerate(SUIT_RANK_BITS)}
        self.flush_suit = np.array(
            [-1 if b is None else suit_of[id(b)] for b in FLUSH_SUIT], dtype=np.int8
        )

    def nonflush_for(self, n: int) -> np.ndarray:
        arr = self.nonflush.get(n)
        if arr is None:
            d = tables("high").nonflush[n]
            keys = np.fromiter(d.keys(), dtype=np.int64, count=len(d))
            arr = np.zeros(int(keys.max()) + 1, dtype=np.uint16)
            arr[keys] = np.fromiter(map(int, d.values()), dtype=np.uint16, count=len(d))
            self.nonflush[n] = arr
        return arr


_ARRAYS: list[_Arrays] = []


def _arrays() -> _Arrays:
    if not _ARRAYS:
        _ARRAYS.append(_Arrays())
    return _ARRAYS[0]


def _values(keys: np.ndarray, bits: np.ndarray, n: int = 7) -> np.ndarray:
    """Values (uint16) of hands of ``n`` cards given their key sums and suit-bit sums."""
    a = _arrays()
    v: np.ndarray = a.nonflush_for(n)[keys & RANK_MASK]
    suit = a.flush_suit[keys >> RANK_BITS]
    idx = np.flatnonzero(suit >= 0)
    if idx.size:
        shift = suit[idx].astype(np.int64) * 16
        v[idx] = a.flush[(bits[idx] >> shift) & 0x1FFF]
    return v


class _SevenTables:
    """The 7-card tables shaped for a branch-free formula: a flush always beats the best
    non-flush reading of the same cards (with five of a suit among seven cards, no full house
    or quads fits beside them), so a hand's value is the larger of the two lookups."""

    def __init__(self) -> None:
        a = _arrays()
        # suit-count code -> how far to shift the suit-rank bits to bring the flush suit's
        # 13 bits down; 64 (all bits gone: flush entry 0, value 0) when there is no flush
        self.shift = np.where(a.flush_suit >= 0, a.flush_suit.astype(np.int64) * 16, 64)
        self.flush = a.flush
        assert self.flush[0] == 0


_SEVEN: list[_SevenTables] = []


def hand_values(keys: np.ndarray, bits: np.ndarray, n: int = 7, clip: bool = False) -> np.ndarray:
    """Values (uint16) of hands of ``n`` cards (5 to 7) from their key and suit-rank bit sums,
    by the branch-free formula: what :func:`evaluate_batch` gives for the same cards.

    ``clip=True`` lets sums of impossible hands (a card twice, in a grid cell the caller
    ignores) read some table entry instead of raising IndexError."""
    if not _SEVEN:
        _SEVEN.append(_SevenTables())
    t = _SEVEN[0]
    mode: Literal["clip", "raise"] = "clip" if clip else "raise"
    shift = t.shift.take(keys >> RANK_BITS, mode=mode)
    flush: np.ndarray = t.flush[(bits >> shift) & 0x1FFF]
    rank = _arrays().nonflush_for(n).take(keys & RANK_MASK, mode=mode)
    np.maximum(rank, flush, out=flush)
    return flush


def nonflush_values(rank_keys: np.ndarray, n: int = 7) -> np.ndarray:
    """Values (uint16) of hands of ``n`` cards that are not flushes, from their rank-key sums
    (``key & RANK_MASK``): the half of :func:`hand_values` that depends on ranks alone, for a
    caller that values many hands sharing few rank sums (every combo on one board). A sum no
    hand has (a rank five times) reads some entry instead of raising: the caller ignores it."""
    return _arrays().nonflush_for(n).take(rank_keys, mode="clip")


def evaluate_batch(hands: np.ndarray | Sequence[Sequence[int]]) -> np.ndarray:
    """Values of many 5, 6 or 7 card hands at once: an (N, n) int array -> (N,) uint16.

    Equal to ``evaluate()`` row by row (standard high order, 001 §9.1).
    """
    h = np.asarray(hands, dtype=np.intp)
    if h.ndim != 2 or not 5 <= h.shape[1] <= 7:
        raise ValueError(f"hands must be an (N, 5..7) array of cards, not shape {h.shape}")
    return _values(_KEY[h].sum(axis=1), _BITS[h].sum(axis=1), h.shape[1])


def evaluate_pairs(pairs: np.ndarray, fixed: Sequence[int]) -> np.ndarray:
    """Values of each two-card pair of an (N, 2) array together with the same ``fixed`` cards
    (3 to 5): what ``evaluate_batch`` gives for the rows ``pair + fixed``, without building
    them (bots rank every combo of a range on the board this way)."""
    base_k = base_b = 0
    for c in fixed:
        base_k += CARD_KEYS[c]
        base_b += 1 << (16 * (c & 3) + (c >> 2))
    a, b = pairs[:, 0], pairs[:, 1]
    return _values(_KEY[a] + _KEY[b] + base_k, _BITS[a] + _BITS[b] + base_b, 2 + len(fixed))

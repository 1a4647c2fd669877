"""Which combos a board leaves alive, and every live combo ranked on that board.

Why a module of its own: ranking the 1,326 combos on a board is the equity
bot's costliest step after its odds call (the first seat to ask on each new
flop, turn and river pays it), and it is cheaper than valuing every combo
whole. A hand's non-flush value depends only on its ranks, and a combo's two
ranks take one of 91 rank sums: those 91 are looked up in the evaluator's
table (instead of one random read of a 16 MB table per combo), and spread to
the combos. A flush needs three board cards of one suit: only then are the
combos that can make one valued whole (``hand_values``), so every value is
the evaluator's own, the same as valuing every combo whole.
"""

from __future__ import annotations

import numpy as np

from poker_tui.engine.batch import _BITS, _KEY, hand_values, nonflush_values
from poker_tui.engine.hand_tables import CARD_KEYS, RANK_MASK

from .ranges import ALL_COMBOS

COMBOS = np.array(ALL_COMBOS, dtype=np.intp)  # (1326, 2), grouped by class
COMBO_BITS = np.array([(1 << a) | (1 << b) for a, b in ALL_COMBOS], dtype=np.int64)
_COMBO_KEY = _KEY[COMBOS[:, 0]] + _KEY[COMBOS[:, 1]]
_COMBO_SUITS = _BITS[COMBOS[:, 0]] + _BITS[COMBOS[:, 1]]
_RANK_SUMS, _RANK_SUM_OF = np.unique(_COMBO_KEY & RANK_MASK, return_inverse=True)
"""The 91 rank sums of two cards, and each combo's (by index into them)."""
_SUITED = np.stack([((COMBOS & 3) == s).sum(axis=1) for s in range(4)])
"""(4, 1326): how many cards of each suit each combo holds."""


def _frozen(w: np.ndarray) -> np.ndarray:
    """A memoised array is shared: make writing to it an error, not a silent change."""
    w.flags.writeable = False
    return w


_BOARD_ALIVE: dict[tuple[int, ...], np.ndarray] = {}


def board_alive(board: tuple[int, ...]) -> np.ndarray:
    """1.0 for each combo that misses the board, 0.0 for the rest (memoised, read-only): every
    seat at the table asks about the same board."""
    hit = _BOARD_ALIVE.get(board)
    if hit is None:
        known = 0
        for c in board:
            known |= 1 << c
        if len(_BOARD_ALIVE) >= 64:  # the boards of the hands in play
            _BOARD_ALIVE.clear()
        hit = _BOARD_ALIVE[board] = _frozen(((COMBO_BITS & known) == 0).astype(np.float64))
    return hit


def combo_values(board: tuple[int, ...], live: np.ndarray) -> np.ndarray:
    """The value (uint16) of each combo of ``live`` (indexes of combos missing the board) with
    the board's 3 to 5 cards: what ``evaluate_pairs(COMBOS[live], board)`` gives."""
    base_k = base_b = 0
    suits = [0, 0, 0, 0]
    for c in board:
        base_k += CARD_KEYS[c]
        base_b += 1 << (16 * (c & 3) + (c >> 2))
        suits[c & 3] += 1
    n = 2 + len(board)
    by_sum = nonflush_values(_RANK_SUMS + (base_k & RANK_MASK), n)
    values = by_sum.take(_RANK_SUM_OF.take(live))
    most = max(suits)
    if most >= 3:  # a flush is possible: value whole the combos that can make it
        where = np.flatnonzero(_SUITED[suits.index(most)].take(live) >= 5 - most)
        can = live.take(where)
        values[where] = hand_values(
            _COMBO_KEY.take(can) + base_k, _COMBO_SUITS.take(can) + base_b, n
        )
    return values


_ORDERS: dict[tuple[int, ...], np.ndarray] = {}


def board_order(board: tuple[int, ...]) -> np.ndarray:
    """Combo indexes ranked weakest first on ``board`` (ties by index), combos using a board card
    left out.

    Why: ranking a range on a board depends on the board alone. Every seat that
    asks about any opponent on this board reuses it; a subset of combos keeps
    this order, so ranking it is a filter instead of a sort.
    """
    order = _ORDERS.get(board)
    if order is None:
        live = board_alive(board).nonzero()[0]
        order = live.take(combo_values(board, live).argsort(kind="stable"))
        if len(_ORDERS) >= 64:  # the boards of the hands in play; old ones are not asked again
            _ORDERS.clear()
        _ORDERS[board] = order
    return order

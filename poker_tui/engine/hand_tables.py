"""The evaluator's lookup tables: card keys, growing 5-card classes to 6 and 7 cards, and the
per-order registry that builds each order's tables once, on first use.

evaluator.py explains the keys and the table layout; hand_lookup.py reads these tables.
"""

from __future__ import annotations

import threading
from array import array
from collections.abc import Sequence
from itertools import repeat
from operator import itemgetter

from .cards import DECK_LOWEST_RANK
from .hand_classes import Class, classes_high, classes_low, rank_mask
from .hand_value import SHORT_CATEGORY_ORDER, HandValue, make_value

ORDERS = ("high", "short", "low")

RANK_KEYS: tuple[int, ...] = (0, 1, 5, 22, 98, 453, 2031, 8698, 22854, 83661, 262349, 636345,
                              1479181)
"""Per-rank keys whose sums identify rank multisets of equal size (SKPokerEval)."""
RANK_BITS = 23
RANK_MASK = (1 << RANK_BITS) - 1
SUIT_KEYS: tuple[int, ...] = (1, 8, 64, 512)
"""Octal digits: the high part of a key sum is the count of each suit."""

CARD_KEYS: tuple[int, ...] = tuple(RANK_KEYS[c >> 2] + (SUIT_KEYS[c & 3] << RANK_BITS)
                                   for c in range(52))
"""The key of each card int; a hand's key is the sum over its cards."""
CARD_RANK_KEYS: tuple[int, ...] = tuple(RANK_KEYS[c >> 2] for c in range(52))

SUIT_RANK_BITS: tuple[tuple[int, ...], ...] = tuple(
    tuple(1 << (c >> 2) if c & 3 == s else 0 for c in range(52)) for s in range(4))
"""``SUIT_RANK_BITS[s][card]``: the card's rank bit if it is of suit ``s``, else 0."""


def _flush_suits() -> list[tuple[int, ...] | None]:
    """Suit-count code -> the rank-bit table of the suit holding five or more cards."""
    out: list[tuple[int, ...] | None] = [None] * 4096
    for code in range(4096):
        for s in range(4):
            if (code >> (3 * s)) & 7 >= 5:
                out[code] = SUIT_RANK_BITS[s]
    return out


FLUSH_SUIT: list[tuple[int, ...] | None] = _flush_suits()

_CODE_SHIFT = 40  # building only: rank counts (3 bits each) below, the rank-key sum above


_QUAD_BITS = sum(4 << (3 * r) for r in range(13))  # bit 2 of a count field: four of that rank


def _allowed_steps(ranks: Sequence[int]) -> dict[int, tuple[int, ...]]:
    """Quad bits of a code -> the code increments of the ranks that may still be added."""
    steps = {r: (1 << (3 * r)) + (RANK_KEYS[r] << _CODE_SHIFT) for r in ranks}
    allowed = {0: tuple(steps.values())}  # a quad's rank cannot be added again
    for q in ranks:
        allowed[4 << (3 * q)] = tuple(inc for r, inc in steps.items() if r != q)
    return allowed


def _grow(level: dict[int, int], ranks: Sequence[int]) -> dict[int, int]:
    """Multisets with one more card -> the best value among the multisets they extend.

    A code is the rank counts (3 bits each) plus the rank-key sum above bit 40.
    Items are visited in increasing value and later writes win, so each new
    multiset keeps its maximum; the inner loop runs in C (dict.update/zip/map).
    """
    allowed = _allowed_steps(ranks)
    out: dict[int, int] = {}
    update = out.update
    for code, v in sorted(level.items(), key=itemgetter(1)):
        update(zip(map(code.__add__, allowed[code & _QUAD_BITS]), repeat(v)))
    return out


def _grow_dense(level: dict[int, int], ranks: Sequence[int]) -> array[int]:
    """Like :func:`_grow`, but straight into a 16-bit array indexed by rank-key sum.

    Used for the hot 7-card high table: array stores are cheaper than dict
    inserts, and the array is what ``evaluate()`` reads.
    """
    allowed = {q: tuple(inc >> _CODE_SHIFT for inc in incs)
               for q, incs in _allowed_steps(ranks).items()}
    size = 1 + max((code >> _CODE_SHIFT) + max(allowed[code & _QUAD_BITS]) for code in level)
    dense = array("H", bytes(2 * size))
    for code, v in sorted(level.items(), key=itemgetter(1)):
        base = code >> _CODE_SHIFT
        for inc in allowed[code & _QUAD_BITS]:
            dense[base + inc] = v
    return dense


def _grow_flush(level: dict[int, int], ranks: Sequence[int]) -> dict[int, int]:
    """Suited rank masks with one more card -> the best value among those they extend."""
    out: dict[int, int] = {}
    get = out.get
    bits = [1 << r for r in ranks]
    for m, v in level.items():
        for b in bits:
            if not m & b:
                c = m | b
                if get(c, 0) < v:
                    out[c] = v
    return out


class Tables:
    """The lookup tables of one hand order: values, non-flush dict per size, flush list.

    With ``dense7`` the 7-card non-flush table is the 16-bit array ``dense7``
    (value ints by rank-key sum) instead of ``nonflush[7]``.
    """

    __slots__ = ("order", "deck_size", "values", "nonflush", "flush", "ranks", "dense7")

    def __init__(self, order: str, deck_size: int, classes: list[Class], ranks: Sequence[int],
                 dense7: bool = False):
        self.order = order
        self.deck_size = deck_size
        self.ranks = tuple(ranks)
        values: list[HandValue | None] = [None]
        values += [make_value(i, cat, rs, order, deck_size)
                   for i, (cat, rs, _) in enumerate(classes, 1)]
        self.values: list[HandValue | None] = values
        level: dict[int, int] = {}
        flush5: dict[int, int] = {}
        for i, (_, rs, suited) in enumerate(classes, 1):
            if suited:
                flush5[rank_mask(rs)] = i
            else:
                level[sum((1 << (3 * r)) + (RANK_KEYS[r] << _CODE_SHIFT) for r in rs)] = i
        self.nonflush: dict[int, dict[int, HandValue]] = {}
        self.dense7: array[int] | None = None
        for n in (5, 6, 7):
            if n == 7 and dense7:
                self.dense7 = _grow_dense(level, ranks)
                break
            if n > 5:
                level = _grow(level, ranks)
            table = {code >> _CODE_SHIFT: value for code, v in level.items()
                     if (value := values[v]) is not None}  # only values[0] is None
            if len(table) != len(level):  # the rank keys must separate equal-size multisets
                raise RuntimeError("rank keys collide; the evaluator tables are wrong")
            self.nonflush[n] = table
        self.flush: list[HandValue | None] = [None] * 8192
        if flush5:
            fl = flush5
            for n in (5, 6, 7):
                if n > 5:
                    fl = _grow_flush(fl, ranks)
                for m, v in fl.items():
                    self.flush[m] = values[v]


def _build_high() -> Tables:
    return Tables("high", 52, classes_high(0, range(9)), range(13), dense7=True)


def _build_short(deck_size: int) -> Tables:
    if deck_size not in (40, 36, 32):
        raise ValueError(f"short-deck order is for 40, 36 or 32 card decks (001 §9.3), "
                         f"not {deck_size}")
    low = DECK_LOWEST_RANK[deck_size]
    strength = [SHORT_CATEGORY_ORDER.index(c) for c in range(9)]
    return Tables("short", deck_size, classes_high(low, strength), range(low, 13))


def _build_low() -> Tables:
    return Tables("low", 52, classes_low(), range(13))


HIGH_NONFLUSH7 = array("H")
"""Seven-card non-flush values of the high order as 16-bit ints indexed by rank-key sum
(15.6 MB; 0 = impossible). An array index beats a dict lookup by ~1.6x and stays fast
when other processes crowd the caches. Filled in place on first use."""
HIGH_VALUES: list[HandValue | None] = []
"""The high order's value objects by int, filled in place on first use."""
HIGH_FLUSH: list[HandValue | None] = [None] * 8192
"""Flush table of the high order (rank mask -> value), filled in place on first use."""
BUILT_TABLES: dict[tuple[str, int], Tables] = {}
HIGH_KEY = ("high", 52)
_LOCK = threading.Lock()


def tables(order: str = "high", deck_size: int = 52) -> Tables:
    """The tables of a hand order, built on first use; ``deck_size`` matters for "short" only.

    Building takes about 0.1 s per order, so importing the engine stays fast
    and a program that never evaluates a low hand never builds that table.
    Thread-safe: bots evaluating in worker threads build each table once.
    """
    key = (order, deck_size if order == "short" else 52)
    t = BUILT_TABLES.get(key)
    if t is not None:
        return t
    with _LOCK:
        t = BUILT_TABLES.get(key)
        if t is None:
            if order == "high":
                t = _build_high()
                # Fill the objects evaluate() has bound as defaults, then publish.
                HIGH_VALUES.extend(t.values)
                HIGH_FLUSH[:] = t.flush
                t.flush = HIGH_FLUSH
                dense7 = t.dense7
                if dense7 is None:
                    raise RuntimeError("the high tables are built with their 7-card array")
                HIGH_NONFLUSH7.extend(dense7)  # one C call: evaluate() sees all of it or none
                t.dense7 = HIGH_NONFLUSH7
            elif order == "short":
                t = _build_short(deck_size)
            elif order == "low":
                t = _build_low()
            else:
                raise ValueError(f"hand order must be one of {ORDERS}, not {order!r}")
            BUILT_TABLES[key] = t
    return t


def warm(*orders: tuple[str, int]) -> None:
    """Build tables now (default: the high order), e.g. before forking sim workers.

    ``warm()``; ``warm(("short", 36), ("low", 52))``.
    """
    for order, deck_size in orders or (HIGH_KEY,):
        tables(order, deck_size)


def value_table(order: str = "high", deck_size: int = 52) -> list[HandValue | None]:
    """Every value object of an order, indexed by its int (index 0 is None)."""
    return tables(order, deck_size).values

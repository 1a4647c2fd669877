"""Every distinct 5-card hand of a hand order, weakest first: the rule books' rankings as data.

The high order (001 §9.1), the short-deck order (001 §9.3, flush over full
house, the ace also below the deck's lowest rank) and ace-to-five low
(001 §9.1(k)). hand_tables.py numbers these lists and grows them to 6 and 7
cards; evaluator.py explains the design.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from itertools import combinations

from .hand_value import (
    FLUSH,
    FOUR_OF_A_KIND,
    FULL_HOUSE,
    HIGH_CARD,
    ONE_PAIR,
    STRAIGHT,
    STRAIGHT_FLUSH,
    THREE_OF_A_KIND,
    TWO_PAIR,
)

Class = tuple[int, tuple[int, ...], bool]
"""A distinct 5-card hand: (category index, ranks in tie-break order, is it suited)."""


def rank_mask(ranks: Iterable[int]) -> int:
    m = 0
    for r in ranks:
        m |= 1 << r
    return m


def _straights(low: int) -> dict[int, tuple[int, ...]]:
    """Rank mask -> ranks top first, for each straight of a deck whose lowest rank is ``low``.

    The ace also plays below the deck's lowest rank (001 §9.1(f), §9.2, §9.3(f)):
    5-4-3-2-A in 52 cards, 8-7-6-5-A in 40, 9-8-7-6-A in 36, T-9-8-7-A in 32.
    """
    out = {rank_mask(range(hi - 4, hi + 1)): tuple(range(hi, hi - 5, -1)) for hi in range(low + 4, 13)}
    wheel = (low + 3, low + 2, low + 1, low, 12)
    out[rank_mask(wheel)] = wheel
    return out


def classes_high(low: int, strength: Sequence[int]) -> list[Class]:
    """Every distinct 5-card hand of the deck, weakest first, under a category ``strength``.

    ``strength[c]`` is the position of category ``c`` in the order (identity for
    001 §9.1; flush and full house swapped for 001 §9.3). Within a category,
    hands compare by their ranks tuple (001 §9.1 (b)-(j)).
    """
    desc = tuple(range(12, low - 1, -1))
    straights = _straights(low)
    keyed: list[tuple[int, tuple[int, ...], Class]] = []

    def add(cat: int, ranks: tuple[int, ...], suited: bool, tie: tuple[int, ...]) -> None:
        keyed.append((strength[cat], tie, (cat, ranks, suited)))

    for five in combinations(desc, 5):
        st = straights.get(rank_mask(five))
        if st is None:
            add(HIGH_CARD, five, False, five)
            add(FLUSH, five, True, five)
        else:
            add(STRAIGHT, st, False, st[:1])
            add(STRAIGHT_FLUSH, st, True, st[:1])
    for a in desc:
        others = tuple(r for r in desc if r != a)
        for k in combinations(others, 3):
            add(ONE_PAIR, (a, a) + k, False, (a,) + k)
        for k2 in combinations(others, 2):
            add(THREE_OF_A_KIND, (a, a, a) + k2, False, (a,) + k2)
        for b in others:
            add(FULL_HOUSE, (a, a, a, b, b), False, (a, b))
            add(FOUR_OF_A_KIND, (a, a, a, a, b), False, (a, b))
            if b < a:
                for k1 in others:
                    if k1 != b:
                        add(TWO_PAIR, (a, a, b, b, k1), False, (a, b, k1))
    keyed.sort(key=lambda t: (t[0], t[1]))
    return [c for _, _, c in keyed]


def _low_rank(r: int) -> int:
    """Ace-to-five: the ace is the lowest card (001 §9.1(k) as A-5 lowball plays it)."""
    return (r + 1) % 13


SHAPE_ORDER_LOW = (HIGH_CARD, ONE_PAIR, TWO_PAIR, THREE_OF_A_KIND, FULL_HOUSE, FOUR_OF_A_KIND)
"""Low hands from least to most paired (001 §9.1(k): the reverse of the high order)."""


def classes_low() -> list[Class]:
    """Every ace-to-five low, weakest first (001 §9.1(k)).

    Straights and flushes do not count against a low, so only the rank
    multiset matters: unpaired hands beat paired ones, then fewer/lower
    pairs, then the highest card down, with the ace lowest.
    """
    asc = tuple(sorted(range(13), key=_low_rank))  # A, 2, ..., K
    desc = asc[::-1]
    keyed: list[tuple[int, tuple[int, ...], Class]] = []

    def add(cat: int, ranks: tuple[int, ...]) -> None:
        badness = (SHAPE_ORDER_LOW.index(cat), tuple(_low_rank(r) for r in ranks))
        keyed.append((badness[0], badness[1], (cat, ranks, False)))

    for five in combinations(desc, 5):
        add(HIGH_CARD, five)
    for a in desc:
        others = tuple(r for r in desc if r != a)
        for k in combinations(others, 3):
            add(ONE_PAIR, (a, a) + k)
        for k2 in combinations(others, 2):
            add(THREE_OF_A_KIND, (a, a, a) + k2)
        for b in others:
            add(FULL_HOUSE, (a, a, a, b, b))
            add(FOUR_OF_A_KIND, (a, a, a, a, b))
            if _low_rank(b) < _low_rank(a):
                for k1 in others:
                    if k1 != b:
                        add(TWO_PAIR, (a, a, b, b, k1))
    # Sort best low first (least bad), then list weakest first.
    keyed.sort(key=lambda t: (t[0], t[1]))
    return [c for _, _, c in reversed(keyed)]

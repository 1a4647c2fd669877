"""The hand a player holds right now, named for the table: "You have: a Pair of Queens".

A hand is five cards at the showdown, but a player wants to know what they
hold at every street: two cards before the flop, three or four in stud, an
Omaha hand before its board. So this names the best hand the cards so far
can make under the game's own rule (any of the cards; exactly two hole cards
and three of the board for Omaha and Manila, 001 §17.5(d), §14.4(d),
§15.4(d), with fewer board cards counting all of them), in the game's hand
order (high, short deck 001 §9.3, or ace-to-five low 001 §9.1(k)).

Names follow :mod:`.hand_value` with one kicker for a high card ("Ace-King
high") and none otherwise ("Pair of Queens", "Flush, Ace high"); a low names
all its cards ("8-6-4-2-A low"). With five cards or more it is the showdown
value itself (one table lookup, or a few for Omaha), so calling it once per
event costs microseconds.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Sequence
from itertools import combinations

from .hand_value import (
    FOUR_OF_A_KIND,
    HIGH_CARD,
    ONE_PAIR,
    THREE_OF_A_KIND,
    TWO_PAIR,
    HandValue,
    hand_name,
    make_value,
)
from .showdown import hand_value
from .variant import Variant


def current_hand(variant: Variant, hole: Sequence[int], board: Sequence[int] = ()) -> str:
    """The name of the best hand ``hole`` makes with the ``board`` so far ("" without cards).

    Hold'em preflop: ``Pair of Queens`` or ``Ace-King high``; stud on third street:
    ``Three of a Kind, Sevens``; a made hand: ``Straight, Nine high``; lowball:
    ``8-6-4-2-A low``.
    """
    value = current_value(variant, hole, board)
    if value is None:
        return ""
    return hand_name(value, 1 if value.category_index == HIGH_CARD else 0)


def current_value(variant: Variant, hole: Sequence[int],
                  board: Sequence[int] = ()) -> HandValue | None:
    """The best hand so far as a :class:`HandValue` (None without cards). With fewer than
    five cards to use it is built here and names the hand only: it is not a table value
    and must not be compared with showdown values."""
    hole, board = list(hole), list(board)
    n_hole, n_board = variant.hole_used, variant.board_used
    if n_hole is None and n_board is None:
        if len(hole) + len(board) >= 5:
            return hand_value(variant, hole, board)
        return _partial(hole + board, variant)
    n_hole = n_hole if n_hole is not None else 5 - (n_board or 0)
    n_board = n_board if n_board is not None else 5 - n_hole
    if len(hole) >= n_hole and len(board) >= n_board:
        return hand_value(variant, hole, board)
    # Before the board is complete enough: exactly n_hole of one's own cards (or all of
    # them, if fewer were dealt) with every board card dealt so far.
    take = min(n_hole, len(hole))
    best: tuple[tuple[int, tuple[int, ...]], HandValue] | None = None
    for own in combinations(hole, take):
        v = _partial(list(own) + board[:n_board], variant)
        if v is not None:
            key = _key(v)
            if best is None or key > best[0]:
                best = (key, v)
    return best[1] if best else None


def _key(v: HandValue) -> tuple[int, tuple[int, ...]]:
    if v.order == "low":  # fewer and lower cards are better: compare as a low reads
        return (-_SHAPE_RANK[v.category_index], tuple(-((r + 1) % 13) for r in v.ranks))
    return (_SHAPE_RANK[v.category_index], v.ranks)


_SHAPE_RANK = {HIGH_CARD: 0, ONE_PAIR: 1, TWO_PAIR: 2, THREE_OF_A_KIND: 3, FOUR_OF_A_KIND: 4}
"""Fewer than five cards make only these, in this order in every deck (001 §9.1, §9.3)."""


def _partial(cards: list[int], variant: Variant) -> HandValue | None:
    """A name-only value for 1-4 cards: the pairs, trips or quads first, then the rest."""
    if not cards:
        return None
    order = variant.hand_order
    counts = Counter(c >> 2 for c in cards)
    if order == "low":
        by = sorted(counts.items(), key=lambda rc: (rc[1], (rc[0] + 1) % 13), reverse=True)
    else:
        by = sorted(counts.items(), key=lambda rc: (rc[1], rc[0]), reverse=True)
    ranks = tuple(r for r, k in by for _ in range(k))
    shape = sorted(counts.values(), reverse=True)
    if shape[0] == 4:
        cat = FOUR_OF_A_KIND
    elif shape[0] == 3:
        cat = THREE_OF_A_KIND
    elif shape[0] == 2:
        cat = TWO_PAIR if len(shape) > 1 and shape[1] == 2 else ONE_PAIR
    else:
        cat = HIGH_CARD
    return make_value(0, cat, ranks, order, variant.deck_size)

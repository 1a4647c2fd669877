"""How a variant turns hole and board cards into a comparable hand value.

The variant says which cards may be used (any five; exactly two hole and
three board for Omaha, 001 §17; two of three hole cards for Three Card
Manila, 001 §15) and which hand order applies (high, short deck 001 §9.3,
or ace-to-five low 001 §9.1(k)).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from .evaluator import best_cards, best_of, evaluate, evaluate_low, evaluate_short
from .variant import Variant

if TYPE_CHECKING:
    from .hand import Hand


def hand_value(variant: Variant, hole: list[int], board: list[int]) -> int:
    order = variant.hand_order
    if variant.hole_used is not None:
        return best_of(hole, board, variant.hole_used, variant.board_used or 0, order,
                       variant.deck_size)
    cards = hole + board if board else hole
    if order == "high":
        return evaluate(cards)
    if order == "short":
        return evaluate_short(cards, variant.deck_size)
    return evaluate_low(cards)


def describe(variant: Variant, value: int) -> str:
    """A readable name for a value this variant produced ("Flush, Ace high")."""
    return str(value)


def best_five(variant: Variant, hole: list[int], board: list[int]) -> tuple[int, ...]:
    """The five cards that make the hand, for highlighting at the table."""
    if variant.hole_used is not None:
        return tuple(best_cards(hole, board, variant.hole_used, variant.board_used or 0,
                                variant.hand_order, variant.deck_size))
    return tuple(best_cards(hole, board, None, None, variant.hand_order, variant.deck_size))


def high_suit_order(hand: Hand, winners: list[int]) -> list[int]:
    """001's odd-chip rule: the winner holding the highest card by suit among the
    hole cards used gets the odd chip (spades > hearts > diamonds > clubs)."""

    def key(p: int) -> int:
        used = set(best_five(hand.variant, hand.hole[p], hand.board)) & set(hand.hole[p])
        cards = used or set(hand.hole[p])
        return max(cards)  # card ints order by rank, then suit (cards.py)

    return sorted(winners, key=key, reverse=True)

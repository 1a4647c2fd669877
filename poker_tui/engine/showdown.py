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
    """001's odd-chip rule: the winner holding the highest card by suit (spades > hearts >
    diamonds > clubs) gets the odd chips. Which cards count is the variant's
    ``odd_chip_cards``: all of the player's own cards ("hole": 001 §11.4(d), §12.4(e),
    §13.4(e), §14.4(e), §16.5(e)) or the hole cards used in the hand ("used": §15.4(e),
    §17.5(e)). Card ints order by rank, then suit (cards.py), so ``max`` is the highest."""
    variant = hand.variant

    def key(p: int) -> int:
        own = hand.hole[p]
        if variant.odd_chip_cards == "used":
            used = set(best_five(variant, own, hand.board)) & set(own)
            if used:
                return max(used)
        return max(own)

    return sorted(winners, key=key, reverse=True)

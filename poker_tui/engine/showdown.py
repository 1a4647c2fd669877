"""How a variant turns hole and board cards into a comparable hand value.

The variant says which cards may be used (any five; exactly two hole and
three board for Omaha, 001 §17; two of three hole cards for Three Card
Manila, 001 §15) and which hand order applies (high, short deck 001 §9.3,
or ace-to-five low 001 §9.1(k)).
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping, Sequence
from dataclasses import replace
from typing import TYPE_CHECKING

from .evaluator import best_cards, best_of, evaluate, evaluate_low, evaluate_short
from .events import Event, HandShown
from .hand_value import HandValue, hand_name, kickers_to_name, value_object
from .variant import Variant

if TYPE_CHECKING:
    from .settlement import BettingRecord


def hand_value(variant: Variant, hole: list[int], board: list[int]) -> HandValue:
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


def as_value(variant: Variant, value: int) -> HandValue:
    """The shared :class:`HandValue` for ``value`` in this variant's hand order."""
    if isinstance(value, HandValue):
        return value
    return value_object(int(value), variant.hand_order, variant.deck_size)


def describe(variant: Variant, value: int) -> str:
    """The hand's name with every kicker of its five cards ("Pair of Queens, Ace-King-Nine
    kickers"): the name on its own, when there is no other hand to tell it from."""
    return hand_name(as_value(variant, value))


def describe_showdown(variant: Variant, shown: Mapping[int, int],
                      contests: Iterable[Iterable[int]]) -> dict[int, str]:
    """The name of each shown hand, with the kickers down to the card that separates it from
    the other shown hands it competed with (it shared a pot with them: ``contests`` are the
    pots' eligible players). Against an equal hand every kicker is named, so a split says why.

    ``{0: "Pair of Queens, Ace kicker", 1: "Pair of Queens, King kicker", 2: "Flush, Nine
    high"}``. Mucked hands are not in ``shown`` and never shape another hand's name.
    """
    values = {p: as_value(variant, v) for p, v in shown.items()}
    rivals: dict[int, set[int]] = {p: set() for p in values}
    for group in contests:
        members = [p for p in group if p in values]
        for p in members:
            rivals[p].update(members)
    return {p: hand_name(v, kickers_to_name(v, [values[q] for q in rivals[p] if q != p]))
            for p, v in values.items()}


def name_shown(variant: Variant, events: list[Event], start: int,
               contests: Iterable[Iterable[int]]) -> dict[int, str]:
    """Give the ``HandShown`` events from ``events[start:]`` (one showdown) their
    :func:`describe_showdown` names, in place, and return them by player for the pots'
    awards. The settlement calls this once every hand of the showdown is shown or mucked,
    before the events leave the hand."""
    shown = {e.player: e.value for e in events[start:] if isinstance(e, HandShown)}
    names = describe_showdown(variant, shown, contests)
    for i in range(start, len(events)):
        e = events[i]
        if isinstance(e, HandShown) and e.description != names[e.player]:
            events[i] = replace(e, description=names[e.player])
    return names


def best_five(variant: Variant, hole: list[int], board: list[int]) -> tuple[int, ...]:
    """Exactly the five cards that make the hand, as the hand reads: pairs and trips first,
    then kickers high to low, a straight from its top card (a wheel 5-4-3-2-A), a flush
    high to low. Omaha and Manila take exactly their hole and board counts (001 §17.5(d),
    §14.4(d), §15.4(d)); other games any five. Equal sets: the higher cards by rank, then
    suit (spades highest), so the choice is the same every time."""
    if variant.hole_used is not None:
        return tuple(best_cards(hole, board, variant.hole_used, variant.board_used or 0,
                                variant.hand_order, variant.deck_size))
    return tuple(best_cards(hole, board, None, None, variant.hand_order, variant.deck_size))


def read_order(cards: Sequence[int], best: Sequence[int]) -> tuple[int, ...]:
    """A player's shown cards as the hand reads: those among the five that play in the order
    of ``best``, then the rest high to low (``4♠ 5♥ 3♠ A♦ 2♦`` reads ``5♥ 4♠ 3♠ 2♦ A♦``)."""
    own = set(cards)
    playing = [c for c in best if c in own]
    rest = sorted((c for c in cards if c not in set(playing)), reverse=True)
    return tuple(playing + rest)


def high_suit_order(hand: BettingRecord, winners: list[int]) -> list[int]:
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

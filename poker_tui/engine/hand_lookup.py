"""Evaluating a hand: one sum of card keys and a table lookup (the hot path; see evaluator.py)."""

from __future__ import annotations

from collections.abc import Callable, Iterable, Sequence

from .hand_tables import (
    BUILT_TABLES,
    CARD_KEYS,
    CARD_RANK_KEYS,
    FLUSH_SUIT,
    HIGH_FLUSH,
    HIGH_KEY,
    HIGH_NONFLUSH7,
    HIGH_VALUES,
    ORDERS,
    RANK_BITS,
    RANK_MASK,
    Tables,
    tables,
)
from .hand_value import HandValue, hand_name


def _bad_cards(cards: Iterable[int], what: str) -> ValueError:
    cards = list(cards)
    return ValueError(f"cannot evaluate {len(cards)} cards {cards!r} as {what}: "
                      f"give 5 to 7 distinct cards of the deck")


def evaluate(cards: Iterable[int], _k: Sequence[int] = CARD_KEYS,
             _fs: Sequence[tuple[int, ...] | None] = FLUSH_SUIT,
             _nf7: Sequence[int] = HIGH_NONFLUSH7,
             _vals: Sequence[HandValue | None] = HIGH_VALUES,
             _fl: Sequence[HandValue | None] = HIGH_FLUSH) -> HandValue:
    """The best standard high hand (001 §9.1) in 5, 6 or 7 cards; greater is better.

    Returns a shared :class:`HandValue` (1..7462, 7462 a royal flush). The
    trailing parameters are lookup tables bound as locals for speed.
    """
    try:
        n = len(cards)  # type: ignore[arg-type]  # the fast path: no isinstance per call
    except TypeError:
        cards = tuple(cards)
        n = len(cards)
    if n == 7:
        try:  # free in 3.11 unless raised
            a, b, c, d, e, f, g = cards
            k = _k[a] + _k[b] + _k[c] + _k[d] + _k[e] + _k[f] + _k[g]
            bits = _fs[k >> 23]
            if bits is None:
                v = _vals[_nf7[k & 0x7FFFFF]]
            else:
                v = _fl[bits[a] + bits[b] + bits[c] + bits[d] + bits[e] + bits[f] + bits[g]]
        except (IndexError, TypeError):
            v = None
        if v is not None:
            return v
        if HIGH_KEY not in BUILT_TABLES:  # first call: build the tables, then look again
            tables()
            return evaluate(cards)
        raise _bad_cards(cards, "a high hand")
    return _evaluate_any(cards, n, BUILT_TABLES.get(HIGH_KEY) or tables())  # type: ignore[arg-type]  # len() worked: a collection


def _evaluate_any(cards: Sequence[int], n: int, t: Tables) -> HandValue:
    """The general path: any hand size the tables hold (5-7), any order with suits."""
    if not 5 <= n <= 7:  # more cards could overflow a suit count (8 spades look like 0)
        raise _bad_cards(cards, f"a {t.order} hand")
    try:
        k = sum(map(CARD_KEYS.__getitem__, cards))
        bits = FLUSH_SUIT[k >> RANK_BITS]
        if bits is None:
            return t.nonflush[n][k & RANK_MASK]
        v = t.flush[sum(map(bits.__getitem__, cards))]
    except (KeyError, IndexError, TypeError):
        v = None
    if v is None:
        raise _bad_cards(cards, f"a {t.order} hand for a {t.deck_size} card deck")
    return v


def evaluate_short(cards: Iterable[int], deck_size: int = 36) -> HandValue:
    """The best hand in 5-7 cards of a 40, 36 or 32 card deck, in the 001 §9.3 order.

    Flush beats full house, and the ace also plays low below the deck's lowest
    rank (A-5-6-7-8 in 40 cards, A-6-7-8-9 in 36, A-7-8-9-T in 32; 001 §9.2).
    Values are comparable only with values of the same deck size.
    """
    t = BUILT_TABLES.get(("short", deck_size)) or tables("short", deck_size)
    if not isinstance(cards, (list, tuple)):
        cards = tuple(cards)
    return _evaluate_any(cards, len(cards), t)


def evaluate_low(cards: Iterable[int]) -> HandValue:
    """The best ace-to-five low in 5-7 cards (001 §9.1(k)); GREATER IS BETTER.

    Straights and flushes do not count against a low; the ace is the lowest
    card; pairs are bad (a paired hand loses to any unpaired one). The best
    value (5-4-3-2-A) is 6175. ``.category`` is "Low" for an unpaired hand, or
    the pair name ("One Pair", "Two Pair", ...) for a paired one.
    """
    t = BUILT_TABLES.get(("low", 52)) or tables("low")
    if not isinstance(cards, (list, tuple)):
        cards = tuple(cards)
    try:
        return t.nonflush[len(cards)][sum(map(CARD_RANK_KEYS.__getitem__, cards))]
    except (KeyError, IndexError, TypeError):
        raise _bad_cards(cards, "an ace-to-five low") from None


def evaluator_for(order: str = "high", deck_size: int = 52) -> Callable[[Sequence[int]], HandValue]:
    """The evaluate function of a hand order, with the deck size bound for "short"."""
    if order == "high":
        return evaluate
    if order == "short":
        t = tables("short", deck_size)
        return lambda cards: _evaluate_any(cards, len(cards), t)
    if order == "low":
        tables("low")
        return evaluate_low
    raise ValueError(f"hand order must be one of {ORDERS}, not {order!r}")


def describe(value: HandValue, kickers: int | None = None) -> str:
    """The hand's name with its deciding kickers (all by default): "Pair of Queens, Ace-King-Nine
    kickers", "Full House, Kings full of Jacks". ``str(value)`` is the name without kickers."""
    return hand_name(value, kickers)

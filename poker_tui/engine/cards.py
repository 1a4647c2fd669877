"""Cards as small integers, so decks shuffle, hash and index tables cheaply.

A card is ``rank * 4 + suit`` with ranks 0..12 for 2..A and suits 0..3 for
clubs, diamonds, hearts, spades. That order is the suit order of 002 §3.8
(spades highest, clubs lowest), so ``max(cards)`` is the high card of a
button draw and the card integer order is "rank, then suit".
"""

from __future__ import annotations

from collections.abc import Iterable

RANK_CHARS = "23456789TJQKA"
SUIT_CHARS = "cdhs"
SUIT_SYMBOLS = "♣♦♥♠"
RANK_NAMES = ("Two", "Three", "Four", "Five", "Six", "Seven", "Eight", "Nine", "Ten",
              "Jack", "Queen", "King", "Ace")
RANK_PLURALS = ("Twos", "Threes", "Fours", "Fives", "Sixes", "Sevens", "Eights", "Nines",
                "Tens", "Jacks", "Queens", "Kings", "Aces")
SUIT_NAMES = ("clubs", "diamonds", "hearts", "spades")

CLUBS, DIAMONDS, HEARTS, SPADES = range(4)


class Card(int):
    """A card: an ``int`` (usable as a table index) that prints as ``As``."""

    __slots__ = ()

    @property
    def rank(self) -> int:
        """0 for a deuce .. 12 for an ace."""
        return self >> 2

    @property
    def suit(self) -> int:
        """0 clubs, 1 diamonds, 2 hearts, 3 spades."""
        return self & 3

    def __str__(self) -> str:
        return RANK_CHARS[self >> 2] + SUIT_CHARS[self & 3]

    def __repr__(self) -> str:
        return f"Card({str(self)!r})"

    @property
    def symbol(self) -> str:
        """``A♠``: the rank with a suit symbol, for the table."""
        rank = "10" if self >> 2 == 8 else RANK_CHARS[self >> 2]
        return rank + SUIT_SYMBOLS[self & 3]

    @property
    def name(self) -> str:
        return f"{RANK_NAMES[self >> 2]} of {SUIT_NAMES[self & 3]}"


CARDS: tuple[Card, ...] = tuple(Card(i) for i in range(52))
"""Every card object, indexed by its integer, so no card is built twice."""


def card(rank: int, suit: int) -> Card:
    return CARDS[rank * 4 + suit]


def parse_card(text: str) -> Card:
    """Parse ``As``, ``td``, ``10d`` or ``A♠`` into a card."""
    t = text.strip()
    if len(t) == 3 and t[:2] == "10":
        t = "T" + t[2]
    if len(t) != 2:
        raise ValueError(f"{text!r} is not a card: write a rank and a suit, like As or 10d")
    r = RANK_CHARS.find(t[0].upper())
    s = SUIT_CHARS.find(t[1].lower())
    if s < 0:
        s = SUIT_SYMBOLS.find(t[1])
    if r < 0:
        raise ValueError(f"{text!r} is not a card: the rank must be one of {RANK_CHARS} or 10")
    if s < 0:
        raise ValueError(f"{text!r} is not a card: the suit must be one of c, d, h, s")
    return CARDS[r * 4 + s]


def parse_cards(text: str | Iterable[str]) -> list[Card]:
    """Parse ``"AsKd 10h"``, ``"As Kd Th"`` or a list of card strings."""
    if isinstance(text, str):
        items: list[str] = []
        for word in text.replace(",", " ").split():
            i = 0
            while i < len(word):
                n = 3 if word[i:i + 2] == "10" else 2
                items.append(word[i:i + n])
                i += n
    else:
        items = list(text)
    cards = [parse_card(t) for t in items]
    if len(set(cards)) != len(cards):
        raise ValueError(f"the same card appears twice in {' '.join(map(str, cards))}")
    return cards


def format_cards(cards: Iterable[int]) -> str:
    return " ".join(str(CARDS[c]) for c in cards)


DECK_LOWEST_RANK = {52: 0, 40: 3, 36: 4, 32: 5}
"""001 §4.1: the lowest rank index in each deck (2, 5, 6 and 7)."""


def deck(size: int = 52) -> tuple[Card, ...]:
    """The cards of a 52, 40, 36 or 32 card deck (001 §4.1)."""
    if size not in DECK_LOWEST_RANK:
        raise ValueError(f"a deck has 52, 40, 36 or 32 cards, not {size} (001 §4.1)")
    return CARDS[DECK_LOWEST_RANK[size] * 4:]

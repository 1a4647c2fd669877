"""The value of a poker hand: an ``int`` that compares as an int and prints as a name.

Showdown code only ever compares values (greater is better, equal is a
split), so a value is a plain ``int`` subclass. Every value object is made
once when its table is built and the evaluator hands out those shared
objects, so evaluating never allocates.

Values are only comparable within one hand order: standard high (1..7462),
one short deck (001 §9.3) or ace-to-five low (001 §9.1(k)).
"""

from __future__ import annotations

from .cards import RANK_CHARS, RANK_NAMES, RANK_PLURALS

CATEGORIES: tuple[str, ...] = (
    "High Card", "One Pair", "Two Pair", "Three of a Kind", "Straight",
    "Flush", "Full House", "Four of a Kind", "Straight Flush",
)
"""Category names in standard order, weakest first (001 §9.1 (j) up to (a))."""

(HIGH_CARD, ONE_PAIR, TWO_PAIR, THREE_OF_A_KIND, STRAIGHT, FLUSH, FULL_HOUSE,
 FOUR_OF_A_KIND, STRAIGHT_FLUSH) = range(9)

SHORT_CATEGORY_ORDER: tuple[int, ...] = (
    HIGH_CARD, ONE_PAIR, TWO_PAIR, THREE_OF_A_KIND, STRAIGHT, FULL_HOUSE, FLUSH,
    FOUR_OF_A_KIND, STRAIGHT_FLUSH,
)
"""Category indexes weakest first in a 40/36/32 card deck: flush beats full house (001 §9.3)."""

LOW_CATEGORY = "Low"
"""``.category`` of an unpaired ace-to-five low; paired lows keep their pair names."""

ACE = 12


class HandValue(int):
    """A hand's value: compare as an int (greater wins, equal splits); ``str()`` names it.

    Attributes (set once when the table is built):

    - ``category``: a name from :data:`CATEGORIES` (``"Low"`` for an unpaired low).
    - ``category_index``: the index of that name in :data:`CATEGORIES` (0 for
      an unpaired low). It names the category; it is *not* the strength order in
      a short deck, where a flush (5) beats a full house (6). Compare values.
    - ``ranks``: the five ranks (0=deuce..12=ace) in the order that decides
      ties: quads/trips/pairs first, then kickers; straights from the top card
      down (a wheel is 5-4-3-2-A); lows from the highest card down with the
      ace last (7-5-4-3-A).
    - ``order``: ``"high"``, ``"short"`` or ``"low"``; ``deck_size``: 52, 40, 36 or 32.
    """

    category: str
    category_index: int
    ranks: tuple[int, ...]
    order: str
    deck_size: int

    def __str__(self) -> str:
        name = self.__dict__.get("_name")
        if name is None:
            name = self.__dict__["_name"] = _name(self)
        return name

    def __repr__(self) -> str:
        return f"HandValue({int(self)}, {str(self)!r})"

    def __reduce__(self) -> tuple[object, ...]:
        # Unpickles (e.g. in a sim worker process) to the shared table object.
        return (value_object, (int(self), self.order, self.deck_size))

    @property
    def name(self) -> str:
        return str(self)


def make_value(value: int, category_index: int, ranks: tuple[int, ...], order: str,
               deck_size: int = 52) -> HandValue:
    """Build one value object; only the table builders call this."""
    hv = HandValue(value)
    d = hv.__dict__
    d["deck_size"] = deck_size
    d["category_index"] = category_index
    d["category"] = (LOW_CATEGORY if order == "low" and category_index == HIGH_CARD
                     else CATEGORIES[category_index])
    d["ranks"] = ranks
    d["order"] = order
    return hv


def value_object(value: int, order: str = "high", deck_size: int = 52) -> HandValue:
    """The shared :class:`HandValue` for a plain int produced by ``order`` (e.g. read from a store)."""
    from .evaluator import value_table  # the evaluator builds the tables; imported late

    table = value_table(order, deck_size)
    if not 1 <= value < len(table):
        raise ValueError(f"{value} is not a {order} hand value for a {deck_size} card deck")
    return table[value]


def low_rank_text(ranks: tuple[int, ...]) -> str:
    """``7-5-4-3-2`` or ``5-4-3-2-A``: a low hand written as players say it."""
    return "-".join(RANK_CHARS[r] for r in ranks)


def _name(hv: HandValue) -> str:
    c = hv.category_index
    r = hv.ranks
    if hv.order == "low":
        return _low_name(c, r)
    if c == STRAIGHT_FLUSH:
        return "Royal Flush" if r[0] == ACE else f"Straight Flush, {RANK_NAMES[r[0]]} high"
    if c == FOUR_OF_A_KIND:
        return f"Four of a Kind, {RANK_PLURALS[r[0]]}"
    if c == FULL_HOUSE:
        return f"Full House, {RANK_PLURALS[r[0]]} full of {RANK_PLURALS[r[3]]}"
    if c == FLUSH:
        return f"Flush, {RANK_NAMES[r[0]]} high"
    if c == STRAIGHT:
        return f"Straight, {RANK_NAMES[r[0]]} high"
    if c == THREE_OF_A_KIND:
        return f"Three of a Kind, {RANK_PLURALS[r[0]]}"
    if c == TWO_PAIR:
        return f"Two Pair, {RANK_PLURALS[r[0]]} and {RANK_PLURALS[r[2]]}"
    if c == ONE_PAIR:
        return f"One Pair, {RANK_PLURALS[r[0]]}"
    return f"High Card, {RANK_NAMES[r[0]]}"


def _low_name(c: int, r: tuple[int, ...]) -> str:
    """``Seven-Five low (7-5-4-3-2)``; paired lows: ``One Pair, Nines (9-9-5-3-A)``."""
    text = low_rank_text(r)
    if c == HIGH_CARD:
        return f"{RANK_NAMES[r[0]]}-{RANK_NAMES[r[1]]} low ({text})"
    if c == FOUR_OF_A_KIND:
        head = f"Four of a Kind, {RANK_PLURALS[r[0]]}"
    elif c == FULL_HOUSE:
        head = f"Full House, {RANK_PLURALS[r[0]]} full of {RANK_PLURALS[r[3]]}"
    elif c == THREE_OF_A_KIND:
        head = f"Three of a Kind, {RANK_PLURALS[r[0]]}"
    elif c == TWO_PAIR:
        head = f"Two Pair, {RANK_PLURALS[r[0]]} and {RANK_PLURALS[r[2]]}"
    else:
        head = f"One Pair, {RANK_PLURALS[r[0]]}"
    return f"{head} ({text})"

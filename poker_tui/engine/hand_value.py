"""The value of a poker hand: an ``int`` that compares as an int and prints as a name.

Showdown code only ever compares values (greater is better, equal is a
split), so a value is a plain ``int`` subclass. Every value object is made
once when its table is built and the evaluator hands out those shared
objects, so evaluating never allocates.

Names (001 §9.1 order, as players say them): ``str(value)`` is the plain name
("Pair of Queens", "Ace high", "8-6-4-2-A low"); :func:`hand_name` adds the
kickers that decide a tie ("Pair of Queens, Ace-King-Nine kickers",
"Ace-King-Jack-Nine-Seven high"); :func:`kickers_to_name` says how many of them
tell one hand apart from the others it competes with, so a showdown names just
the kickers that decide ("Pair of Queens, Ace kicker" against "Pair of Queens,
King kicker").

Values are only comparable within one hand order: standard high (1..7462),
one short deck (001 §9.3) or ace-to-five low (001 §9.1(k)).
"""

from __future__ import annotations

from collections.abc import Iterable

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
            name = self.__dict__["_name"] = hand_name(self, 0)
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
    found = table[value] if 0 <= value < len(table) else None  # index 0 holds no value
    if found is None:
        raise ValueError(f"{value} is not a {order} hand value for a {deck_size} card deck")
    return found


def low_rank_text(ranks: tuple[int, ...]) -> str:
    """``7-5-4-3-2`` or ``5-4-3-2-A``: a low hand written as players say it."""
    return "-".join(RANK_CHARS[r] for r in ranks)


FIRST_KICKER: tuple[int | None, ...] = (1, 2, 4, 3, None, 1, None, 4, None)
"""Per category index: where the kickers start in ``HandValue.ranks`` (None: the name
says everything). A flush counts its cards after the top one as kickers, like a high card."""


def kickers_of(hv: HandValue) -> tuple[int, ...]:
    """The ranks that decide a tie once the name's own ranks are equal (001 §9.1 (b)-(j))."""
    if hv.order == "low":
        return ()  # a low is always named with all five cards
    first = FIRST_KICKER[hv.category_index]
    return () if first is None else hv.ranks[first:]


def kickers_to_name(hv: HandValue, others: Iterable[HandValue]) -> int:
    """How many kickers tell ``hv`` apart from every hand in ``others`` that bears the same
    name: down to the first kicker that differs; all of them against an equal hand (a
    split is explained by every card). Hands of another name need none."""
    kickers = kickers_of(hv)
    if not kickers:
        return 0
    first = FIRST_KICKER[hv.category_index] or 0
    head = (hv.category_index, hv.ranks[:first])
    need = 0
    for o in others:
        if (o.category_index, o.ranks[:first]) != head or o.order != hv.order:
            continue
        theirs = o.ranks[first:]
        differ = next((i for i, (a, b) in enumerate(zip(kickers, theirs, strict=True)) if a != b),
                      len(kickers) - 1)
        need = max(need, differ + 1)
    return need


def _words(ranks: Iterable[int]) -> str:
    return "-".join(RANK_NAMES[r] for r in ranks)


def _kicker_words(kickers: tuple[int, ...]) -> str:
    return f", {_words(kickers)} kicker" + ("s" if len(kickers) > 1 else "")


def hand_name(hv: HandValue, kickers: int | None = None) -> str:
    """The hand as players name it, with ``kickers`` of its deciding kickers (None: all).

    ``King high`` / ``Ace-King-Jack high``; ``Pair of Queens`` / ``Pair of Queens, Ace
    kicker`` / ``Pair of Queens, Ace-King-Nine kickers``; ``Two Pair, Kings and Sevens,
    Ace kicker``; ``Three of a Kind, Sevens, Ace-King kickers``; ``Flush, Ace-King high``;
    ``Four of a Kind, Aces, King kicker``. Straights and full houses are named whole by
    their own ranks. A low is always all five cards: ``8-6-4-2-A low``.
    """
    c = hv.category_index
    r = hv.ranks
    if hv.order == "low":
        return _low_name(c, r)
    k = kickers_of(hv)
    k = k if kickers is None else k[:max(0, kickers)]
    if c == STRAIGHT_FLUSH:
        return "Royal Flush" if r[0] == ACE else f"Straight Flush, {RANK_NAMES[r[0]]} high"
    if c == FOUR_OF_A_KIND:
        return f"Four of a Kind, {RANK_PLURALS[r[0]]}" + (_kicker_words(k) if k else "")
    if c == FULL_HOUSE:
        return f"Full House, {RANK_PLURALS[r[0]]} full of {RANK_PLURALS[r[3]]}"
    if c == FLUSH:
        return f"Flush, {_words(r[:1] + k)} high"
    if c == STRAIGHT:
        return f"Straight, {RANK_NAMES[r[0]]} high"
    if c == THREE_OF_A_KIND:
        return f"Three of a Kind, {RANK_PLURALS[r[0]]}" + (_kicker_words(k) if k else "")
    if c == TWO_PAIR:
        return (f"Two Pair, {RANK_PLURALS[r[0]]} and {RANK_PLURALS[r[2]]}"
                + (_kicker_words(k) if k else ""))
    if c == ONE_PAIR:
        return f"Pair of {RANK_PLURALS[r[0]]}" + (_kicker_words(k) if k else "")
    return f"{_words(r[:1] + k)} high"


def _low_name(c: int, r: tuple[int, ...]) -> str:
    """``8-6-4-2-A low``; paired lows: ``Pair of Nines (9-9-5-3-A)``."""
    text = low_rank_text(r)
    if c == HIGH_CARD:
        return f"{text} low"
    if c == FOUR_OF_A_KIND:
        head = f"Four of a Kind, {RANK_PLURALS[r[0]]}"
    elif c == FULL_HOUSE:
        head = f"Full House, {RANK_PLURALS[r[0]]} full of {RANK_PLURALS[r[3]]}"
    elif c == THREE_OF_A_KIND:
        head = f"Three of a Kind, {RANK_PLURALS[r[0]]}"
    elif c == TWO_PAIR:
        head = f"Two Pair, {RANK_PLURALS[r[0]]} and {RANK_PLURALS[r[2]]}"
    else:
        head = f"Pair of {RANK_PLURALS[r[0]]}"
    return f"{head} ({text})"

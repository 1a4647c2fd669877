"""Hand evaluation by table lookup: high (001 §9.1), short deck (001 §9.3), A-5 low (001 §9.1(k)).

Why tables: showdowns, bots and headless sims evaluate millions of hands, so
``evaluate()`` on seven cards is one tuple index per card, an add, and two
list/array lookups, with no per-call objects (about 3M calls/s in CPython
3.11 here, faster than eval7's C code called from Python).

How: every card has a key ``RANK_KEYS[rank] + (SUIT_KEYS[suit] << RANK_BITS)``.

- The rank keys (SKPokerEval's) are chosen so that the sum over any multiset
  of up to seven ranks, each at most four times, is unique among multisets
  with the same number of cards (tests/test_evaluator.py checks it). The low
  ``RANK_BITS`` of a hand's key sum therefore name its ranks. For seven cards
  a 16-bit array indexed by that sum holds the best non-flush value (15.6 MB:
  an array index is ~1.6x faster than a dict lookup and degrades less when
  other processes crowd the caches); 5 and 6 cards use one dict per size.
- The suit keys are octal digits, so the high part of the key sum holds the
  count of each suit: a 4096-entry list says which suit (if any) has five or
  more cards. Only then (about 3% of seven-card hands) are that suit's ranks
  OR-ed into a 13-bit mask and looked up in an 8192-entry flush table. With
  at most seven cards a flush excludes quads and full houses, so the flush
  value is the answer in both the standard and the short-deck orders.

The tables are built from rank counts (the 5-card classes, then "one more
card" steps taking the max), not by enumerating 5-card subsets. Each order's
tables are built on first use (about 0.1 s; :func:`warm` builds them ahead),
so importing the engine costs a few milliseconds.

Inputs are 5 to 7 distinct card ints (``rank * 4 + suit``, see cards.py).
Distinctness is not checked on the fast path: repeated cards give a wrong
value or a ValueError.
"""

from __future__ import annotations

import threading
from array import array
from collections.abc import Callable, Iterable, Sequence
from itertools import combinations, repeat
from operator import itemgetter

from .cards import CARDS, DECK_LOWEST_RANK, Card
from .hand_value import (
    CATEGORIES,
    FLUSH,
    FOUR_OF_A_KIND,
    FULL_HOUSE,
    HIGH_CARD,
    ONE_PAIR,
    SHORT_CATEGORY_ORDER,
    STRAIGHT,
    STRAIGHT_FLUSH,
    THREE_OF_A_KIND,
    TWO_PAIR,
    HandValue,
    hand_name,
    make_value,
    value_object,
)

__all__ = [
    "CATEGORIES", "HandValue", "evaluate", "evaluate_short", "evaluate_low", "best_of",
    "best_cards", "describe", "value_table", "value_object", "ORDERS", "tables", "warm",
]

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


# ---------------------------------------------------------------- table building

Class = tuple[int, tuple[int, ...], bool]
"""A distinct 5-card hand: (category index, ranks in tie-break order, is it suited)."""


def _mask(ranks: Iterable[int]) -> int:
    m = 0
    for r in ranks:
        m |= 1 << r
    return m


def _straights(low: int) -> dict[int, tuple[int, ...]]:
    """Rank mask -> ranks top first, for each straight of a deck whose lowest rank is ``low``.

    The ace also plays below the deck's lowest rank (001 §9.1(f), §9.2, §9.3(f)):
    5-4-3-2-A in 52 cards, 8-7-6-5-A in 40, 9-8-7-6-A in 36, T-9-8-7-A in 32.
    """
    out = {_mask(range(hi - 4, hi + 1)): tuple(range(hi, hi - 5, -1)) for hi in range(low + 4, 13)}
    wheel = (low + 3, low + 2, low + 1, low, 12)
    out[_mask(wheel)] = wheel
    return out


def _classes_high(low: int, strength: Sequence[int]) -> list[Class]:
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
        st = straights.get(_mask(five))
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


def _classes_low() -> list[Class]:
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


def _grow_dense(level: dict[int, int], ranks: Sequence[int]) -> array:
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
                flush5[_mask(rs)] = i
            else:
                level[sum((1 << (3 * r)) + (RANK_KEYS[r] << _CODE_SHIFT) for r in rs)] = i
        self.nonflush: dict[int, dict[int, HandValue]] = {}
        self.dense7: array | None = None
        for n in (5, 6, 7):
            if n == 7 and dense7:
                self.dense7 = _grow_dense(level, ranks)
                break
            if n > 5:
                level = _grow(level, ranks)
            table = {code >> _CODE_SHIFT: values[v] for code, v in level.items()}
            if len(table) != len(level):  # the rank keys must separate equal-size multisets
                raise RuntimeError("rank keys collide; the evaluator tables are wrong")
            self.nonflush[n] = table  # type: ignore[assignment]
        self.flush: list[HandValue | None] = [None] * 8192
        if flush5:
            fl = flush5
            for n in (5, 6, 7):
                if n > 5:
                    fl = _grow_flush(fl, ranks)
                for m, v in fl.items():
                    self.flush[m] = values[v]


def _build_high() -> Tables:
    return Tables("high", 52, _classes_high(0, range(9)), range(13), dense7=True)


def _build_short(deck_size: int) -> Tables:
    if deck_size not in (40, 36, 32):
        raise ValueError(f"short-deck order is for 40, 36 or 32 card decks (001 §9.3), "
                         f"not {deck_size}")
    low = DECK_LOWEST_RANK[deck_size]
    strength = [SHORT_CATEGORY_ORDER.index(c) for c in range(9)]
    return Tables("short", deck_size, _classes_high(low, strength), range(low, 13))


def _build_low() -> Tables:
    return Tables("low", 52, _classes_low(), range(13))


_NF7 = array("H")
"""Seven-card non-flush values of the high order as 16-bit ints indexed by rank-key sum
(15.6 MB; 0 = impossible). An array index beats a dict lookup by ~1.6x and stays fast
when other processes crowd the caches. Filled in place on first use."""
_VALUES: list[HandValue | None] = []
"""The high order's value objects by int, filled in place on first use."""
_FL: list[HandValue | None] = [None] * 8192
"""Flush table of the high order (rank mask -> value), filled in place on first use."""
_TABLES: dict[tuple[str, int], Tables] = {}
_HIGH_KEY = ("high", 52)
_LOCK = threading.Lock()


def tables(order: str = "high", deck_size: int = 52) -> Tables:
    """The tables of a hand order, built on first use; ``deck_size`` matters for "short" only.

    Building takes about 0.1 s per order, so importing the engine stays fast
    and a program that never evaluates a low hand never builds that table.
    Thread-safe: bots evaluating in worker threads build each table once.
    """
    key = (order, deck_size if order == "short" else 52)
    t = _TABLES.get(key)
    if t is not None:
        return t
    with _LOCK:
        t = _TABLES.get(key)
        if t is None:
            if order == "high":
                t = _build_high()
                # Fill the objects evaluate() has bound as defaults, then publish.
                _VALUES.extend(t.values)
                _FL[:] = t.flush
                t.flush = _FL
                _NF7.extend(t.dense7)  # one C call: evaluate() sees all of it or none
                t.dense7 = _NF7
            elif order == "short":
                t = _build_short(deck_size)
            elif order == "low":
                t = _build_low()
            else:
                raise ValueError(f"hand order must be one of {ORDERS}, not {order!r}")
            _TABLES[key] = t
    return t


def warm(*orders: tuple[str, int]) -> None:
    """Build tables now (default: the high order), e.g. before forking sim workers.

    ``warm()``; ``warm(("short", 36), ("low", 52))``.
    """
    for order, deck_size in orders or (_HIGH_KEY,):
        tables(order, deck_size)


def value_table(order: str = "high", deck_size: int = 52) -> list[HandValue | None]:
    """Every value object of an order, indexed by its int (index 0 is None)."""
    return tables(order, deck_size).values


# ---------------------------------------------------------------- evaluation


def _bad_cards(cards: Sequence[int], what: str) -> ValueError:
    return ValueError(f"cannot evaluate {len(cards)} cards {list(cards)!r} as {what}: "
                      f"give 5 to 7 distinct cards of the deck")


def evaluate(cards: Iterable[int], _k: Sequence[int] = CARD_KEYS,
             _fs: Sequence[tuple[int, ...] | None] = FLUSH_SUIT,
             _nf7: Sequence[int] = _NF7, _vals: Sequence[HandValue | None] = _VALUES,
             _fl: Sequence[HandValue | None] = _FL) -> HandValue:
    """The best standard high hand (001 §9.1) in 5, 6 or 7 cards; greater is better.

    Returns a shared :class:`HandValue` (1..7462, 7462 a royal flush). The
    trailing parameters are lookup tables bound as locals for speed.
    """
    try:
        n = len(cards)  # type: ignore[arg-type]
    except TypeError:
        cards = tuple(cards)
        n = len(cards)
    if n == 7:
        try:  # free in 3.11 unless raised
            a, b, c, d, e, f, g = cards  # type: ignore[misc]
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
        if _HIGH_KEY not in _TABLES:  # first call: build the tables, then look again
            tables()
            return evaluate(cards)
        raise _bad_cards(cards, "a high hand")  # type: ignore[arg-type]
    return _evaluate_any(cards, n, _TABLES.get(_HIGH_KEY) or tables())  # type: ignore[arg-type]


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
    t = _TABLES.get(("short", deck_size)) or tables("short", deck_size)
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
    t = _TABLES.get(("low", 52)) or tables("low")
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


# ---------------------------------------------------------------- choosing cards

def _five_card_sets(hole: Sequence[int], board: Sequence[int], n_hole: int | None,
                    n_board: int | None) -> list[tuple[int, ...]]:
    """Every 5-card set the showdown rule allows.

    ``n_hole``/``n_board`` None: any five of hole + board. Otherwise exactly
    that many of each (Omaha 2+3, 001 §17.5(d); Two/Three Card Manila 2+3,
    001 §14.5(d), §15.5(d)). If only one is given the other is 5 minus it.
    """
    if n_hole is None and n_board is None:
        cards = tuple(hole) + tuple(board)
        if len(cards) < 5:
            raise ValueError(f"a hand needs five cards, there are only {len(cards)}")
        return list(combinations(cards, 5))
    if n_hole is None:
        n_hole = 5 - n_board  # type: ignore[operator]
    if n_board is None:
        n_board = 5 - n_hole
    if n_hole + n_board != 5 or n_hole < 0 or n_board < 0:
        raise ValueError(f"a hand is five cards: {n_hole} hole + {n_board} board is not five")
    if len(hole) < n_hole or len(board) < n_board:
        raise ValueError(f"the rule uses exactly {n_hole} hole and {n_board} board cards, but "
                         f"there are {len(hole)} hole and {len(board)} board cards")
    boards = list(combinations(board, n_board))
    return [h + b for h in combinations(hole, n_hole) for b in boards]


def best_of(hole: Sequence[int], board: Sequence[int], n_hole: int | None = None,
            n_board: int | None = None, order: str = "high", deck_size: int = 52) -> HandValue:
    """The best hand using exactly ``n_hole`` hole and ``n_board`` board cards.

    Omaha: ``best_of(hole4, board5, 2, 3)`` (001 §17.5(d): four suited hole
    cards and one suited board card are no flush). Three Card Manila:
    ``best_of(hole3, board5, 2, 3, "short", 36)``. With both counts None it is
    the best five of all the cards (hold'em, stud, draw).
    """
    ev = evaluator_for(order, deck_size)
    if n_hole is None and n_board is None and 5 <= len(hole) + len(board) <= 7:
        return ev(list(hole) + list(board))
    if (n_hole and n_board and n_hole + n_board == 5 and order != "low"
            and len(hole) >= n_hole and len(board) >= n_board):
        v = _best_split(hole, board, n_hole, n_board, tables(order, deck_size))
        if v is not None:
            return v
    return max(map(ev, _five_card_sets(hole, board, n_hole, n_board)))


_Parts = tuple[list[int], list[list[int]], list[list[int]]]
_SPLIT_BOARD: tuple[object, _Parts | None] = (None, None)
"""The last board's combinations (a showdown asks for every player with the same board)."""


def _combo_key(combo: tuple[int, ...]) -> tuple[int, int, int]:
    """(rank-key sum, the suit if all cards share one else -1, sum of rank bits)."""
    total = bits = 0
    suit = combo[0] & 3
    for c in combo:
        total += CARD_RANK_KEYS[c]
        bits += 1 << (c >> 2)
        if c & 3 != suit:
            suit = -1
    return total, suit, bits


def _combo_parts(cards: Sequence[int], k: int) -> _Parts:
    """The board's k-card combinations: every rank-key sum; per suit s, the sums of those
    not all of suit s and the rank bits of those all of suit s."""
    sums: list[int] = []
    except_suit: list[list[int]] = [[], [], [], []]
    suited: list[list[int]] = [[], [], [], []]
    for combo in combinations(cards, k):
        total, suit, bits = _combo_key(combo)
        sums.append(total)
        for s in range(4):
            if s == suit:
                suited[s].append(bits)
            else:
                except_suit[s].append(total)
    return sums, except_suit, suited


def _best_split(hole: Sequence[int], board: Sequence[int], n_hole: int, n_board: int,
                t: Tables) -> HandValue | None:
    """:func:`best_of` for exactly ``n_hole`` + ``n_board`` = 5 cards (Omaha, Manila): the
    same values from the same tables, without a call per five cards. Each hole
    combination's rank-key sum plus each board combination's is looked up in C; a flush
    only where both parts are of one suit. None when a card is not in the tables (the
    general path then says why)."""
    global _SPLIT_BOARD
    key = (tuple(board), n_board, t)
    cached = _SPLIT_BOARD
    if cached[0] == key:
        parts = cached[1]
    else:
        parts = _combo_parts(board, n_board)
        _SPLIT_BOARD = (key, parts)
    sums, except_suit, suited = parts  # type: ignore[misc]
    nf, fl = t.nonflush[5].__getitem__, t.flush.__getitem__
    best = None
    try:
        for combo in combinations(hole, n_hole):
            total, suit, bits = _combo_key(combo)
            if suit < 0:
                v = max(map(nf, map(total.__add__, sums)))
            else:
                others, flushes = except_suit[suit], suited[suit]
                v = max(map(nf, map(total.__add__, others))) if others else None
                if flushes:
                    f = max(map(fl, map(bits.__add__, flushes)))
                    if v is None or f > v:
                        v = f
            if best is None or v > best:
                best = v
    except (KeyError, IndexError, TypeError):
        return None  # an impossible hand: let the general path raise
    return best


def best_cards(hole: Sequence[int], board: Sequence[int] = (), n_hole: int | None = None,
               n_board: int | None = None, order: str = "high",
               deck_size: int = 52) -> tuple[Card, ...]:
    """The five cards that make the best hand, for the UI to highlight.

    Same rules as :func:`best_of`. The cards come in tie-break order (the
    pair before its kickers, a wheel as 5-4-3-2-A). When several sets of five
    make the same value, the one with the higher cards by rank then suit is
    chosen, so the result is deterministic.
    """
    ev = evaluator_for(order, deck_size)
    best_key: tuple[int, list[int]] | None = None
    best: tuple[int, ...] = ()
    for five in _five_card_sets(hole, board, n_hole, n_board):
        key = (ev(five), sorted(five, reverse=True))
        if best_key is None or key > best_key:
            best_key, best = key, five
    value = ev(best)
    left = sorted(best, reverse=True)
    out: list[Card] = []
    for r in value.ranks:
        c = next(c for c in left if c >> 2 == r)
        left.remove(c)
        out.append(CARDS[c])
    return tuple(out)

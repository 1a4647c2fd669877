"""Choosing cards: the best five a showdown rule allows, and the value they make.

Why a module of its own: the evaluator (``engine.evaluator``) values a set of
cards; which five of a player's cards may be used is the game's rule (any five;
exactly two hole and three board for Omaha, 001 §17.5(d); Manila, 001 §14.5(d),
§15.5(d)). ``best_of`` gives the value, ``best_cards`` the five cards, for
highlighting. Both are re-exported by ``engine.evaluator``.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from itertools import combinations
from typing import cast

from .cards import CARDS, Card
from .hand_lookup import evaluator_for
from .hand_tables import CARD_RANK_KEYS, Tables, tables
from .hand_value import HandValue


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
        n_hole = 5 - (n_board or 0)  # n_board is given here: both None returned above
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
    parts = cached[1] if cached[0] == key else None
    if parts is None:
        parts = _combo_parts(board, n_board)
        _SPLIT_BOARD = (key, parts)
    sums, except_suit, suited = parts
    nf = t.nonflush[5].__getitem__
    # Every mask of five cards of one suit holds a value (None only at other masks).
    fl = cast("Callable[[int], HandValue]", t.flush.__getitem__)
    best: HandValue | None = None
    v: HandValue | None
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
            if v is not None and (best is None or v > best):
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

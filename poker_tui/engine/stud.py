"""Stud betting order: who brings it in and who opens later rounds.

001 §12.2(a), §13.2(a): after the first deal the player with the lowest up card
opens; between equal ranks the lower suit does (clubs lowest, then diamonds,
hearts, spades). §12.3(b), §13.3(b): later rounds are opened by the best hand
showing, and between equal hands by the player holding the highest card by
suit. §19.10, §19.17: an all-in player never brings it in; if the best hand
showing is all-in, the player to its immediate left opens.

This module only reads a hand's public fields (cards, stacks, folds) and says
who opens; the bring-in itself is a betting action of ``engine.betting``.
Hand calls into this module only for stud streets, so hold'em pays nothing.
"""

from __future__ import annotations

from itertools import combinations_with_replacement, compress
from typing import TYPE_CHECKING

from .evaluator import CARD_RANK_KEYS, RANK_KEYS
from .variant import Opener

if TYPE_CHECKING:
    from .hand_fields import HandFields as Hand  # the public fields the ordering reads

_SHAPES = {(1,): 0, (1, 1): 0, (1, 1, 1): 0, (1, 1, 1, 1): 0,  # no pair
           (2,): 1, (2, 1): 1, (2, 1, 1): 1,  # one pair
           (2, 2): 2,  # two pair
           (3,): 3, (3, 1): 3,  # three of a kind
           (4,): 4}  # four of a kind


def showing_strength(cards: list[int] | tuple[int, ...]) -> tuple[int, tuple[int, ...]]:
    """The value of up to four cards showing: (category, ranks in tie-break order).

    Straights and flushes need five cards, so only pairs, two pair, trips and
    quads count (001 §9.1 applied to the cards showing); ranks break ties,
    groups first (a pair before its kickers), each from the highest down.
    """
    counts: dict[int, int] = {}
    for c in cards:
        r = c >> 2
        counts[r] = counts.get(r, 0) + 1
    groups = sorted(counts.items(), key=lambda rc: (rc[1], rc[0]), reverse=True)
    shape = tuple(n for _, n in groups)
    return _SHAPES.get(shape, 0), tuple(r for r, _ in groups)


_SHOWING: list[dict[int, tuple[int, tuple[int, ...]]]] = []
"""``_SHOWING[k][rank-key sum]``: :func:`showing_strength` of every k-card rank multiset
(k = 0..4), filled on first use. The sums of ``evaluator.RANK_KEYS`` are unique among
multisets of one size, so this is a plain lookup for the stud openers below."""


def _showing_table() -> list[dict[int, tuple[int, tuple[int, ...]]]]:
    if not _SHOWING:
        table: list[dict[int, tuple[int, tuple[int, ...]]]] = [{0: showing_strength(())}]
        for k in range(1, 5):
            table.append({sum(RANK_KEYS[r] for r in ranks): showing_strength([r * 4 for r in ranks])
                          for ranks in combinations_with_replacement(range(13), k)})
        _SHOWING[:] = table
    return _SHOWING


def up_cards(hand: Hand, p: int) -> list[int]:
    """Player p's cards dealt face up (the community card is not one of them, 001 §13.4(b))."""
    return list(compress(hand.hole[p], hand.hole_up[p]))  # the two lists always match


def bring_in_player(hand: Hand) -> int:
    """001 §12.2(a), §13.2(a), §19.17: the lowest up card among players who still have chips;
    card ints order by rank then suit with clubs lowest (cards.py), so ``min`` decides."""
    best, who = 99, -1
    for p in range(hand.n):
        if hand.folded[p] or hand.stacks[p] <= 0:
            continue
        ups = up_cards(hand, p)
        if ups:
            low = min(ups)
            if low < best:
                best, who = low, p
    return who


def high_hand_player(hand: Hand) -> int:
    """001 §12.3(b), §13.3(b): the best hand showing, ties to the highest card by suit.

    All-in players count here; the betting round then passes the action to the
    first player on their left who can act (001 §19.10, §19.17).
    """
    best: tuple[tuple[int, tuple[int, ...]], int] | None = None  # (strength, highest card)
    who = -1
    table = _SHOWING or _showing_table()
    rank_key = CARD_RANK_KEYS.__getitem__
    for p in range(hand.n):
        if hand.folded[p]:
            continue
        ups = up_cards(hand, p)
        if not ups:
            continue
        k = len(ups)
        strength = table[k][sum(map(rank_key, ups))] if k < 5 else showing_strength(ups)
        key = (strength, max(ups))
        if best is None or key > best:
            best, who = key, p
    return who


def stud_opener(hand: Hand, opener: Opener) -> int:
    """The player a stud betting round starts from: the bring-in (the lowest up card) on the
    first round, the best hand showing after (left of the button if nobody shows a card)."""
    if opener == Opener.BRING_IN:
        return bring_in_player(hand)
    p = high_hand_player(hand)
    return p if p >= 0 else (hand.button + 1) % hand.n

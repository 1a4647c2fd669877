"""Stud betting order: who brings it in, who opens later rounds, and the bring-in itself.

001 §12.2(a), §13.2(a): after the first deal the player with the lowest up card
opens; between equal ranks the lower suit does (clubs lowest, then diamonds,
hearts, spades). §12.3(b), §13.3(b): later rounds are opened by the best hand
showing, and between equal hands by the player holding the highest card by
suit. §19.10, §19.17: an all-in player never brings it in; if the best hand
showing is all-in, the player to its immediate left opens.

The bring-in is the opener's choice between a small forced bet
(``Stakes.bring_in``) and a full opening bet (a "completion"). With
``Stakes.bring_in == 0`` the opener must bet at least the table minimum,
exactly as 001 words it ("shall place a bet not less than the table minimum").
Hand calls into this module only for stud streets, so hold'em pays nothing.
"""

from __future__ import annotations

from itertools import combinations_with_replacement, compress
from typing import TYPE_CHECKING

from .actions import Action, ActionKind, IllegalAction, LegalActions
from .evaluator import CARD_RANK_KEYS, RANK_KEYS
from .kinds import LogKind
from .variant import Opener

if TYPE_CHECKING:
    from .hand import Hand

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

    All-in players count here; ``Hand._open_betting`` then passes the action to the
    first player on their left who can act (001 §19.10, §19.17).
    """
    best: tuple | None = None
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


def first_to_act_stud(hand: Hand, opener: Opener) -> int:
    """The player a stud betting round starts from; marks the bring-in as due."""
    if opener == Opener.BRING_IN:
        p = bring_in_player(hand)
        hand.bring_in_player = p
        hand._bring_in_due = True
        return p
    p = high_hand_player(hand)
    return p if p >= 0 else (hand.button + 1) % hand.n


def bring_in_legal(hand: Hand, p: int) -> LegalActions:
    """The opener of a stud hand may not fold or check: bring it in, or complete."""
    lo, hi = hand._raise_bounds(p)
    bi = hand.stakes.bring_in
    amount = min(bi, hand.stacks[p]) if bi > 0 else 0
    return LegalActions(p, False, False, 0, lo, hi, 0, amount)


def apply_bring_in(hand: Hand, p: int, action: Action) -> None:
    """Post the bring-in for player p (the only other choice is to complete: a raise)."""
    legal = bring_in_legal(hand, p)
    if action[0] != ActionKind.BRING_IN:
        options = f"bring it in for {legal.bring_in} or " if legal.bring_in else ""
        raise IllegalAction(
            f"You have the lowest card showing and must open: {options}bet"
            f" {legal.min_raise_to}{' or more' if legal.max_raise_to > legal.min_raise_to else ''}"
            " (001 §12.2(a), §13.2(a)).")
    if not legal.bring_in:
        raise IllegalAction(
            f"These stakes have no bring-in: the lowest card opens with a bet of at least"
            f" {legal.min_raise_to} (001 §12.2(a), §13.2(a)).")
    amount = legal.bring_in
    hand.stacks[p] -= amount
    if not hand.stacks[p]:
        hand.n_actors -= 1
    hand.bets[p] += amount
    hand.contrib[p] += amount
    hand.bet_to = amount  # the level stays 0: the next full bet is a completion
    hand._bring_in_due = False
    hand._special = False
    hand.acted_at[p] = hand.full_raises
    hand.needs[p] = False
    hand._record(p, action, LogKind.BRING_IN, amount)
    hand._advance(p)

"""The big blind ante (TDA; today's WSOP structures): one ante for the table, posted by the
big blind, dead money in the main pot whoever wins it (docs/rules.md, "Big blind ante")."""

from __future__ import annotations

import random

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from poker_tui.engine import NLHE, Action, Hand, Stakes

STAKES = Stakes(50, 100, big_blind_ante=100)


def check_down(hand: Hand) -> None:
    while not hand.over:
        legal = hand.legal_actions()
        hand.apply(Action.check() if legal.can_check else Action.call())


def test_the_big_blind_posts_the_tables_ante_dead_and_loses_it_to_the_winner():
    hand = Hand(NLHE, STAKES, [5000] * 4, button=0, seed=3)
    bb = hand.bb_player
    assert hand.stacks[bb] == 5000 - 100 - 100
    assert "big blind ante" in [k for _, p, k, _ in hand.log if p == bb]
    check_down(hand)
    assert sum(hand.stacks) == 4 * 5000  # every chip accounted for
    winners = [p for p in range(4) if hand.stacks[p] > 5000 - 100]
    if bb not in winners:
        assert hand.stacks[bb] == 5000 - 200  # the dead ante never comes back to a loser


def test_a_short_big_blind_posts_the_blind_first_and_the_ante_from_what_is_left():
    hand = Hand(NLHE, STAKES, [5000, 5000, 150, 5000], button=0, seed=1)
    bb = hand.bb_player
    assert bb == 2
    posts = {k: a for _, p, k, a in hand.log if p == bb}
    assert posts == {"big blind": 100, "big blind ante": 50}
    assert hand.stacks[bb] == 0


@settings(max_examples=60, deadline=None)
@given(st.lists(st.integers(30, 3000), min_size=2, max_size=6), st.integers(0, 10**6))
def test_chips_add_up_with_a_big_blind_ante_in_every_hand(stacks, seed):
    hand = Hand(NLHE, STAKES, stacks, button=0, seed=seed)
    rng = random.Random(seed)
    while not hand.over:
        legal = hand.legal_actions()
        choice = rng.random()
        if legal.max_raise_to and choice < 0.3:
            hand.apply(Action.raise_to(rng.randint(legal.min_raise_to, legal.max_raise_to)))
        elif choice < 0.45 and not legal.can_check:
            hand.apply(Action.fold())
        else:
            hand.apply(Action.check() if legal.can_check else Action.call())
    assert sum(hand.stacks) == sum(stacks)
    assert all(s >= 0 for s in hand.stacks)


def test_pokerkit_replays_big_blind_ante_hands_to_the_same_stacks():
    pokerkit = pytest.importorskip("pokerkit", reason="PokerKit (the bench extra) is not installed")
    from poker_tui.engine.phh import to_phh

    checked = 0
    for seed in range(40):
        rng = random.Random(seed)
        n = rng.randint(2, 6)
        stacks = [rng.randint(500, 4000) for _ in range(n)]
        hand = Hand(NLHE, STAKES, stacks, button=0, seed=seed, record=True)
        while not hand.over:
            legal = hand.legal_actions()
            if legal.max_raise_to and rng.random() < 0.25:
                hand.apply(Action.raise_to(legal.max_raise_to))
            else:
                hand.apply(Action.check() if legal.can_check else Action.call())
        text = to_phh(hand)
        if text.startswith("# PokerKit would not"):
            continue
        history = pokerkit.HandHistory.loads(text)
        final = list(history)[-1]
        ours = [hand.stacks[p] for p in _phh_players(hand)]
        assert list(final.stacks) == ours == list(history.finishing_stacks), text
        checked += 1
    assert checked >= 30


def _phh_players(hand: Hand) -> list[int]:
    from poker_tui.engine.phh import phh_order

    return phh_order(hand)

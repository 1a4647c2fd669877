"""Hypothesis over every game, deck and structure: chips are conserved, one player acts
at a time, illegal actions change nothing, and a hand replays from its start."""

from __future__ import annotations

import random

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from poker_tui.engine import Action, Hand, IllegalAction, replay
from poker_tui.engine.games import default_stakes, every_structure
from poker_tui.engine.house_rules import PROFILES, fee_per_hand, percentage_rake

GAMES = every_structure()


def random_action(hand: Hand, rnd: random.Random) -> Action:
    legal = hand.legal_actions()
    if legal.is_draw:
        hole = hand.hole[hand.to_act]
        return Action.draw(rnd.sample(hole, rnd.randint(0, legal.draw_max)))
    options = []
    if legal.can_fold:
        options.append(Action.fold())
    if legal.can_check:
        options.append(Action.check())
    elif legal.call:
        options.append(Action.call())
    if legal.bring_in:
        options.append(Action.bring_in())
    if legal.max_raise_to:
        options.append(Action.raise_to(rnd.randint(legal.min_raise_to, legal.max_raise_to)))
        options.append(Action.raise_to(legal.max_raise_to))
    assert options, f"no legal action in {hand!r}"
    return rnd.choice(options)


def play_out(hand: Hand, rnd: random.Random) -> None:
    total = sum(hand.start.stacks)
    steps = 0
    while not hand.over:
        steps += 1
        assert steps < 400
        p = hand.to_act
        assert 0 <= p < hand.n and not hand.folded[p]
        assert hand.stacks[p] > 0 or hand.phase != "bet"
        assert sum(hand.stacks) + hand.pot == total
        if rnd.random() < 0.05:  # an illegal action is refused and changes nothing
            before = (list(hand.stacks), list(hand.bets), hand.to_act, len(hand.actions))
            try:
                hand.apply(Action.raise_to(10**9))
            except IllegalAction:
                assert (list(hand.stacks), list(hand.bets), hand.to_act,
                        len(hand.actions)) == before
        hand.apply(random_action(hand, rnd))
    assert hand.to_act == -1
    assert sum(hand.stacks) + hand.rake == total
    assert all(s >= 0 for s in hand.stacks)
    assert sum(hand.winnings) + hand.rake == hand.pot
    again = replay(hand.start, hand.actions)
    assert again.stacks == hand.stacks and again.rake == hand.rake


@st.composite
def hands(draw):
    v = draw(st.sampled_from(GAMES))
    n = draw(st.integers(v.min_players, v.max_players))
    stakes = default_stakes(v)
    unit = stakes.min_bet
    stacks = draw(st.lists(st.integers(1, 60 * unit), min_size=n, max_size=n))
    house = PROFILES[draw(st.sampled_from(sorted(PROFILES)))]
    rake = draw(st.sampled_from(["none", "none", "percent", "fee"]))
    if rake == "percent":
        house = percentage_rake(house, 5, cap=draw(st.integers(0, 3 * unit)))
    elif rake == "fee":
        house = fee_per_hand(house, 1)
    return Hand(v, stakes, stacks, draw(st.integers(0, n - 1)), house=house,
                seed=draw(st.integers(0, 2**32 - 1)))


@settings(max_examples=1500, deadline=None)
@given(hands(), st.randoms(use_true_random=False))
def test_chips_conserved_in_every_game_deck_and_structure(hand, rnd):
    play_out(hand, rnd)


@pytest.mark.parametrize("variant", GAMES, ids=[v.code for v in GAMES])
def test_every_game_and_structure_plays_forty_random_hands(variant):
    rnd = random.Random(variant.code)
    stakes = default_stakes(variant)
    for i in range(40):
        n = rnd.randint(variant.min_players, variant.max_players)
        stacks = [rnd.randint(1, 80 * stakes.min_bet) for _ in range(n)]
        play_out(Hand(variant, stakes, stacks, i % n, seed=i), rnd)

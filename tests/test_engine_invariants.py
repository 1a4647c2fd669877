"""Hypothesis over No-Limit Hold'em: chips are conserved, every reachable state has exactly
one player to act or is over, illegal actions change nothing, and a hand replays exactly."""

from __future__ import annotations

from hypothesis import given, settings
from hypothesis import strategies as st

from poker_tui.engine import NLHE, Action, Hand, IllegalAction, Stakes, replay
from poker_tui.engine.house_rules import PROFILES, percentage_rake

from .conftest import examples
from .hand_state import assert_refused_unchanged, state_of, surely_illegal


@st.composite
def hands(draw):
    n = draw(st.integers(2, 10))
    stacks = draw(st.lists(st.integers(1, 400), min_size=n, max_size=n))
    button = draw(st.integers(0, n - 1))
    seed = draw(st.integers(0, 2**32 - 1))
    house = PROFILES[draw(st.sampled_from(sorted(PROFILES)))]
    if draw(st.booleans()):
        house = house.with_(straddle_allowed=True)  # 002 §3.10
    if draw(st.booleans()):
        house = percentage_rake(house, 5, cap=draw(st.integers(0, 10)))
    ante = draw(st.sampled_from([0, 0, 1]))
    return Hand(NLHE, Stakes(1, 2, ante=ante, straddle=4), stacks, button, seed=seed, house=house,
                record=draw(st.booleans()))


@settings(max_examples=examples(300), deadline=None)
@given(hands(), st.randoms(use_true_random=False))
def test_chips_conserved_and_one_player_to_act(hand, rnd):
    total = sum(hand.start.stacks)
    while not hand.over:
        p = hand.to_act
        assert 0 <= p < hand.n and not hand.folded[p] and hand.stacks[p] > 0
        legal = hand.legal_actions()
        choice = hand.phase == "straddle"  # 002 §3.10: post it or decline, before the deal
        assert legal.player == p and legal.can_fold != choice
        assert legal.can_check != (legal.call > 0)  # exactly one of check or call
        assert sum(hand.stacks) + hand.pot == total
        if rnd.random() < 0.2:
            assert_refused_unchanged(hand, rnd.choice(surely_illegal(hand, rnd)))
        options = [Action.check() if legal.can_check else Action.call()]
        if not choice:
            options.append(Action.fold())
        if legal.can_raise:
            options.append(Action.raise_to(rnd.randint(legal.min_raise_to, legal.max_raise_to)))
        hand.apply(rnd.choice(options))
    assert hand.to_act == -1
    assert sum(hand.stacks) + hand.rake == total
    assert all(s >= 0 for s in hand.stacks)
    try:
        hand.legal_actions()
    except IllegalAction as exc:
        assert str(exc) == "The hand is over; nobody is to act."
    else:
        raise AssertionError("a finished hand offered legal actions")
    again = replay(hand.start, hand.actions, record=hand.events is not None)
    assert state_of(again) == state_of(hand)

"""Hypothesis: chips are conserved and every reachable state has one player to act or is over."""

from __future__ import annotations

from hypothesis import given, settings
from hypothesis import strategies as st

from poker_tui.engine import NLHE, Action, Hand, Stakes, replay
from poker_tui.engine.house_rules import PROFILES


@st.composite
def hands(draw):
    n = draw(st.integers(2, 10))
    stacks = draw(st.lists(st.integers(1, 400), min_size=n, max_size=n))
    button = draw(st.integers(0, n - 1))
    seed = draw(st.integers(0, 2**32 - 1))
    house = PROFILES[draw(st.sampled_from(sorted(PROFILES)))]
    ante = draw(st.sampled_from([0, 0, 1]))
    return Hand(NLHE, Stakes(1, 2, ante=ante), stacks, button, seed=seed, house=house)


@settings(max_examples=300, deadline=None)
@given(hands(), st.randoms(use_true_random=False))
def test_chips_conserved_and_one_player_to_act(hand, rnd):
    total = sum(hand.start.stacks)
    while not hand.over:
        assert 0 <= hand.to_act < hand.n
        assert not hand.folded[hand.to_act] and hand.stacks[hand.to_act] > 0 or hand.phase == "draw"
        assert sum(hand.stacks) + hand.pot == total
        legal = hand.legal_actions()
        options = [Action.fold(), Action.check() if legal.can_check else Action.call()]
        if legal.can_raise:
            options.append(Action.raise_to(rnd.randint(legal.min_raise_to, legal.max_raise_to)))
        hand.apply(rnd.choice(options))
    assert hand.to_act == -1
    assert sum(hand.stacks) + hand.rake == total
    assert all(s >= 0 for s in hand.stacks)
    again = replay(hand.start, hand.actions)
    assert again.stacks == hand.stacks

"""Hypothesis over every game, deck and structure: chips are conserved, one player acts
at a time, every illegal action is refused with a sentence and leaves every slot of the
hand as it was, and a hand replays from its start to exactly the same state."""

from __future__ import annotations

import random

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from poker_tui.engine import Action, Hand, replay
from poker_tui.engine.games import default_stakes, every_structure
from poker_tui.engine.house_rules import PROFILES, fee_per_hand, percentage_rake

from .conftest import examples
from .hand_state import assert_refused_unchanged, state_of, surely_illegal

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
        # Exactly one player to act: a live one, with chips unless it is a draw or the
        # over-blind choice, and the legal options are that player's and not empty.
        p = hand.to_act
        assert 0 <= p < hand.n and not hand.folded[p]
        assert hand.stacks[p] > 0 or hand.phase != "bet"
        legal = hand.legal_actions()
        assert legal.player == p
        assert (legal.can_fold or legal.can_check or legal.call or legal.max_raise_to
                or legal.draw_max or legal.bring_in)
        assert sum(hand.stacks) + hand.pot == total and min(hand.stacks) >= 0
        if rnd.random() < 0.15:  # an illegal action is refused and changes nothing at all
            assert_refused_unchanged(hand, rnd.choice(surely_illegal(hand, rnd)))
        hand.apply(random_action(hand, rnd))
    assert hand.to_act == -1
    assert sum(hand.stacks) + hand.rake == total
    assert all(s >= 0 for s in hand.stacks)
    assert sum(hand.winnings) + hand.rake == hand.pot
    assert_refused_unchanged(hand, Action.check())  # nobody acts in a finished hand
    assert_settled_by_the_rules(hand)
    again = replay(hand.start, hand.actions, record=hand.events is not None)
    assert state_of(again) == state_of(hand)


def assert_settled_by_the_rules(hand: Hand) -> None:
    """Each pot, recomputed from contributions and hand values, went where the rules say:
    side pots from the smallest all-in up, only contributors eligible (002 §3.18.2(d),
    004 §66); the best eligible hand wins, ties split to the chip (002 §4.5, 001 §11.4(d));
    the rake never above the cap (002 §4.1.1, 001 §8.7)."""
    live = [p for p in range(hand.n) if not hand.folded[p]]
    pots = [pot for pot, _, _ in hand.pots_awarded]
    assert sum(pot.amount for pot in pots) == hand.pot
    levels = sorted({hand.contrib[p] for p in live if hand.contrib[p] > 0})
    for pot in pots:  # eligible: every live player who put in at least the pot's level
        assert set(pot.eligible) in [{p for p in live if hand.contrib[p] >= lv} for lv in levels]
    values = {p: hand.value_of(p) for p in live} if len(live) > 1 else {live[0]: 0}
    for pot, shares, rake in hand.pots_awarded:
        best = max(values[p] for p in pot.eligible)
        assert set(shares) == {p for p in pot.eligible if values[p] == best}
        assert sum(shares.values()) + rake == pot.amount
        if not hand.house.odd_chips_to_one:
            assert max(shares.values()) - min(shares.values()) <= 1
    house = hand.house
    if house.rake_cap:
        assert hand.rake <= house.rake_cap + house.rake_per_hand_fee


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
    if draw(st.booleans()):
        house = house.with_(short_raise="reject")  # 002 §3.5.1 as a refusal, not a correction
    return Hand(v, stakes, stacks, draw(st.integers(0, n - 1)), house=house,
                seed=draw(st.integers(0, 2**32 - 1)), record=draw(st.booleans()))


@settings(max_examples=examples(1500), deadline=None)
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

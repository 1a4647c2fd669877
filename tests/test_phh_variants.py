"""PHH exports of Limit Hold'em, Pot-Limit Omaha and Limit Seven Card Stud replay in PokerKit
to the same finishing stacks; where PokerKit plays a rule differently, the export says so."""

from __future__ import annotations

import random

import pytest

from poker_tui.engine import Hand, Stakes
from poker_tui.engine.games import default_stakes, get_variant
from poker_tui.engine.house_rules import PROFILES, RWS
from poker_tui.engine.phh import pokerkit_deviation, to_phh

from .test_variants_invariants import random_action
from .variant_decks import B, C, R, X, hand_of, play

pokerkit = pytest.importorskip("pokerkit")


def replay_in_pokerkit(text: str) -> tuple[list[int], list[int]]:
    hh = pokerkit.HandHistory.loads(text)
    states = [state for state, _action in hh.state_actions]
    assert not states[-1].status, "PokerKit did not finish the hand"
    return list(states[-1].stacks), list(hh.finishing_stacks)


def random_hands(code: str, count: int, depth: int, seed: int):
    v = get_variant(code)
    stakes = default_stakes(v)
    rnd = random.Random(seed)
    for i in range(count):
        n = rnd.randint(2, min(v.max_players, 7))
        stacks = [rnd.randint(1, depth * stakes.min_bet) for _ in range(n)]
        house = PROFILES[rnd.choice(sorted(PROFILES))]
        hand = Hand(v, stakes, stacks, i % n, house=house, seed=rnd.randrange(2**32))
        while not hand.over:
            hand.apply(random_action(hand, rnd))
        yield hand


@pytest.mark.filterwarnings("ignore:There is no reason for this player to fold")
@pytest.mark.parametrize("code,pk", [("lhe", "FT"), ("plo", "PO"), ("stud7", "F7S")])
@pytest.mark.parametrize("depth", [8, 60])
def test_exports_replay_in_pokerkit_to_the_same_stacks(code, pk, depth):
    exported = 0
    hands = list(random_hands(code, 70, depth, seed=depth))
    for hand in hands:
        text = to_phh(hand, hand_id=1)
        assert f"variant = '{pk}'" in text
        if pokerkit_deviation(hand):
            assert text.startswith("# PokerKit would not replay this hand")
            continue
        exported += 1
        theirs, ours = replay_in_pokerkit(text)
        assert theirs == ours, text
    assert exported >= len(hands) // 2


def test_games_pokerkit_does_not_know_cannot_be_exported():
    for code in ("draw", "manila2", "manila3", "stud5", "stud7-40", "nlo", "stud7/pl"):
        v = get_variant(code)
        hand = next(random_hands(code, 1, 20, seed=1))
        assert v.pokerkit is None
        with pytest.raises(ValueError, match="PokerKit has no PHH game matching"):
            to_phh(hand)
        assert "no PHH game" in pokerkit_deviation(hand)


def test_head_to_head_fifth_bet_is_a_pokerkit_deviation_001_11_5_g():
    h = hand_of("lhe", [1000, 1000], ["AsAh", "KsKh"], "2c3d4h8c9d",
                stakes=Stakes(1, 2, small_bet=2, big_bet=4))
    play(h, R(4), R(6), R(8), R(10), R(12))  # no cap head to head
    while not h.over:
        h.apply(X if h.legal_actions().can_check else C)
    assert "four bets and raises" in pokerkit_deviation(h)


def test_stud_opener_tie_by_suit_is_a_pokerkit_deviation_001_13_3_b():
    holes = ["7s8sKd7c5c6cAc", "9s9hKs7h4d5d6d", "TsTh2c3d4h5h6h"]  # K-7 and K-7 showing
    h = hand_of("stud7", [100] * 3, holes, button=2,
                stakes=Stakes(0, 10, ante=1, bring_in=3, small_bet=10, big_bet=20))
    play(h, B, C, C)
    assert h.to_act == 1  # the king of spades opens under 001; PokerKit would pick seat 0
    while not h.over:
        h.apply(X if h.legal_actions().can_check else C)
    assert "ties" in pokerkit_deviation(h)


def test_short_all_in_completion_is_a_pokerkit_deviation_001_10_2():
    h = hand_of("lhe", [500, 14, 500], ["AsAh", "KsKh", "QsQh"], "2c3d4h8c9d",
                stakes=Stakes(5, 10, small_bet=10, big_bet=20), house=RWS)
    play(h, C, C, X, R(4), R(10))  # an all-in bet of 4, completed to 10
    while not h.over:
        h.apply(X if h.legal_actions().can_check else C)
    assert "completion" in pokerkit_deviation(h)

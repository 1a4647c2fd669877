"""Limit Hold'em (003) and fixed-limit betting (001 §10.2, §11.5(g)), one test per rule."""

from __future__ import annotations

import pytest

from poker_tui.engine import Hand, IllegalAction, Stakes
from poker_tui.engine.games import get_variant
from poker_tui.engine.house_rules import RWS

from .variant_decks import C, F, R, X, hand_of, play

STAKES = Stakes(5, 10, small_bet=10, big_bet=20)
HOLES = ["AsAh", "KsKh", "QsQh", "JsJh", "TsTh", "9s9h"]


def lhe(stacks, button=0, house=RWS, holes=None):
    holes = holes or HOLES[:len(stacks)]
    return hand_of("lhe", stacks, holes, "2c3d4h8c9d", button=button, stakes=STAKES, house=house)


def test_two_to_eleven_players_003():
    v = get_variant("lhe")
    assert (v.min_players, v.max_players) == (2, 11)
    Hand(v, STAKES, [100] * 11, seed=1)
    with pytest.raises(ValueError, match=r"2 to 11 players, not 12 \(003\)"):
        Hand(v, STAKES, [100] * 12, seed=1)


def test_blinds_are_half_and_one_small_bet_003_blind_schedule():
    h = lhe([200] * 4)
    assert h.bets == [0, 5, 10, 0] and h.to_act == 3


def test_small_bet_on_first_two_rounds_big_bet_after_003_001_11_5():
    h = lhe([500] * 3)
    legal = h.legal_actions()
    assert (legal.min_raise_to, legal.max_raise_to) == (20, 20)  # preflop: raise by the small bet
    play(h, C, C, X)
    assert h.street_name == "Flop"
    assert (h.legal_actions().min_raise_to, h.legal_actions().max_raise_to) == (10, 10)
    play(h, X, X, X)
    assert h.street_name == "Turn"
    assert (h.legal_actions().min_raise_to, h.legal_actions().max_raise_to) == (20, 20)
    play(h, R(20))
    assert h.legal_actions().min_raise_to == 40  # a raise is one more big bet


def test_a_bet_and_three_raises_a_round_001_11_5_g_003():
    h = lhe([1000] * 3)
    play(h, C, C, X)  # to the flop
    play(h, R(10), R(20), R(30), R(40))  # bet and three raises
    legal = h.legal_actions()
    assert legal.max_raise_to == 0 and legal.call == 20  # 2 raised to 20 before
    with pytest.raises(IllegalAction, match="capped at a bet and 3 raises"):
        h.apply(R(50))


def test_preflop_the_big_blind_is_the_bet_so_three_raises_cap_it_001_1_1_001_11_5_g():
    h = lhe([1000] * 3)
    play(h, R(20), R(30), R(40))  # the blind and three raises: four bets
    assert h.legal_actions().max_raise_to == 0


def test_no_cap_head_to_head_001_11_5_g():
    h = lhe([1000] * 3)
    play(h, F, C, X)  # two players remain
    for level in range(10, 100, 10):
        play(h, R(level))
    assert h.bet_to == 90 and h.legal_actions().max_raise_to == 100


def test_short_all_in_bet_under_half_allows_a_completion_001_10_2():
    # Flop: player 1 bets all-in for 4 (< half of 10): player 2 may call 4 or complete to 10.
    h = lhe([500, 14, 500])
    play(h, C, C, X)
    play(h, R(4))  # small blind (1) all-in for 4
    legal = h.legal_actions()
    assert legal.call == 4 and (legal.min_raise_to, legal.max_raise_to) == (10, 10)
    play(h, R(10))  # the completion is a full bet: the button may raise it
    assert h.legal_actions().min_raise_to == 20


def test_short_all_in_bet_of_half_or_more_is_a_bet_001_10_2():
    h = lhe([500, 16, 500])
    play(h, C, C, X)
    play(h, R(6))  # all-in for 6 of a 10 bet: a bet, so the next raise is a full bet over it
    legal = h.legal_actions()
    assert legal.call == 6 and legal.min_raise_to == 16


def test_short_all_in_raise_of_half_or_more_is_not_a_raise_001_10_2_001_1_1():
    # Flop: 1 bets 10, 2 raises all-in to 17: 0 may call 17 or raise a full bet over it
    # (the call amount plus the raise, 001 §1.1 "Raise"); 1, who bet, may only call.
    h = lhe([500, 500, 27])
    play(h, C, C, X)
    play(h, R(10), R(17))
    legal = h.legal_actions()
    assert legal.player == 0 and legal.call == 17 and legal.min_raise_to == 27
    play(h, C)
    legal = h.legal_actions()
    assert legal.player == 1 and legal.call == 7 and legal.max_raise_to == 0


def test_short_all_in_raise_under_half_allows_completing_the_raise_001_10_2():
    h = lhe([500, 500, 23])
    play(h, C, C, X)
    play(h, R(10), R(13))  # a raise of 3: less than half a raise
    legal = h.legal_actions()
    assert legal.call == 13 and (legal.min_raise_to, legal.max_raise_to) == (20, 20)
    play(h, C)
    assert h.legal_actions().max_raise_to == 0  # the bettor may not raise the excess


def test_half_bet_rule_off_treats_every_short_all_in_as_a_call_amount():
    h = lhe([500, 14, 500], house=RWS.with_(half_bet_rule=False))
    play(h, C, C, X)
    play(h, R(4))
    assert h.legal_actions().min_raise_to == 14  # a full bet over the all-in

"""Audit of the other games (issue #6) against 001 and 003: the cap and who counts for it,
pot and spread limits after a bet, stud's cap and openers, the over-blind, the player
limits and 001's odd chip and rake in hold'em and stud, with exact chips."""

from __future__ import annotations

import pytest

from poker_tui.engine import Hand, Stakes
from poker_tui.engine.cards import deck as make_deck
from poker_tui.engine.games import default_stakes, get_variant
from poker_tui.engine.house_rules import CASINO_001, RWS, percentage_rake

from .variant_decks import B, C, F, R, X, check_down, hand_of, play

LIMIT = Stakes(5, 10, small_bet=10, big_bet=20)
STUD = Stakes(0, 10, ante=1, bring_in=3, small_bet=10, big_bet=20)
HOLES = ["AsAh", "KsKh", "QsQh", "JsJh"]
THREE_STUD = ["7s8sKd4c5c6cAc", "9s9h2c3d4d5d6d", "TsThQdKc4h5h6h"]  # 1 has the 2c up


def lhe(stacks: list[int], button: int = 0) -> Hand:
    return hand_of("lhe", stacks, HOLES[:len(stacks)], "2c3d4h8c9d", button=button, stakes=LIMIT)


# --------------------------------------------------------------- fixed-limit cap


def test_no_cap_head_to_head_from_the_deal_001_11_5_g():
    h = lhe([1000, 1000])
    for level in range(20, 70, 10):  # the blind and five raises
        play(h, R(level))
    legal = h.legal_actions()
    assert h.bet_to == 60 and (legal.min_raise_to, legal.max_raise_to) == (70, 70)


def test_an_all_in_player_keeps_the_betting_three_handed_so_the_cap_holds_001_1_1_001_10_1():
    h = lhe([1000, 1000, 30])  # 1 sb, 2 bb with 30
    play(h, R(20), C, C)  # 2 has 10 left
    play(h, R(10), C)  # flop: 1 bets, 2 calls all-in
    play(h, R(20), R(30), R(40))  # three raises between 0 and 1 alone
    legal = h.legal_actions()
    assert legal.player == 1 and legal.call == 10 and legal.max_raise_to == 0


def test_short_all_in_raise_does_not_count_towards_the_cap_001_10_2_001_11_5_g():
    h = lhe([1000, 1000, 35, 1000], button=3)  # 0 sb, 1 bb, 2 utg with 35
    play(h, C, C, C, X)
    play(h, R(10), R(20), R(25))  # bet, raise, and 2's all-in 5 over: not a raise
    legal = h.legal_actions()
    assert legal.player == 3 and (legal.min_raise_to, legal.max_raise_to) == (35, 35)
    play(h, R(35))  # the second raise
    legal = h.legal_actions()
    assert legal.player == 0 and (legal.min_raise_to, legal.max_raise_to) == (45, 45)
    play(h, R(45))  # the third raise caps it
    legal = h.legal_actions()
    assert legal.player == 1 and legal.call == 25 and legal.max_raise_to == 0


# --------------------------------------------------------------- pot and spread limit


def test_pot_limit_bet_is_the_pot_and_a_raise_adds_the_call_first_001_11_5_e():
    h = hand_of("nlhe/pl", [1000, 1000, 10], HOLES[:3], stakes=Stakes(1, 2))
    play(h, C, C, X)  # a pot of 6
    legal = h.legal_actions()
    assert legal.player == 1 and (legal.min_raise_to, legal.max_raise_to) == (2, 6)
    play(h, R(6), R(8))  # 2 is all-in for 8, short of a raise
    legal = h.legal_actions()  # pot 20, call 8 -> 28: raise to 8 + 28; at least 8 + 6
    assert legal.player == 0 and legal.call == 8 and (legal.min_raise_to, legal.max_raise_to) == (14, 36)


def test_spread_limit_first_bet_between_the_minimum_and_maximum_then_the_last_bet_001_11_5_f():
    h = hand_of("nlhe/sl", [1000] * 3, HOLES[:3], stakes=Stakes(1, 2, spread_max=10))
    play(h, C, C, X)
    legal = h.legal_actions()
    assert (legal.min_raise_to, legal.max_raise_to) == (2, 10)
    play(h, R(7))
    legal = h.legal_actions()
    assert (legal.min_raise_to, legal.max_raise_to) == (14, 17)


# --------------------------------------------------------------- stud


def test_stud_cap_is_the_completion_and_three_raises_the_bring_in_is_no_bet_001_13_5_e():
    h = hand_of("stud7", [500] * 3, THREE_STUD, button=2, stakes=STUD)
    play(h, B, R(10), R(20), R(30), R(40))  # bring-in, complete, three raises
    legal = h.legal_actions()
    assert legal.player == 0 and legal.call == 20 and legal.max_raise_to == 0


def test_five_card_stud_antes_then_the_bring_in_001_12_1_b_001_12_2_a():
    h = hand_of("stud5", [100] * 3, ["As2d", "Ks2c", "Qs3c"], button=2, stakes=STUD)
    assert h.contrib == [1, 1, 1] and h.bets == [0, 0, 0] and h.to_act == 1
    play(h, B)
    assert h.contrib == [1, 4, 1] and h.legal_actions().call == 3


def test_five_card_stud_equal_hands_showing_highest_card_by_suit_opens_001_12_3_b():
    holes = ["2sKd7c8d9d", "3sKs7h8h9h", "4s2c3cTdJd"]  # up: K-7 and K-7; 2 brings it in
    h = hand_of("stud5", [100] * 3, holes, button=2, stakes=STUD)
    assert h.to_act == 2
    play(h, B, C, C)
    assert h.street == 1 and h.to_act == 1  # the king of spades


def test_seven_card_stud_40_cards_six_players_community_card_on_seventh_street_001_13_4_a():
    cards = list(make_deck(40))
    h = Hand(get_variant("stud7-40"), STUD, [500] * 6, 5, deck=cards)
    check_down(h)
    assert h.board == [cards[36]] and all(len(hole) == 6 for hole in h.hole)


# --------------------------------------------------------------- draw


def test_over_blind_counts_as_a_raise_towards_the_cap_docs_001_11_5_g():
    h = hand_of("draw", [100] * 4, ["AsAhAdAcKs", "2c3d4h5s7c", "QsQhQdQcKh", "JsJhJdJcKd"],
                stakes=Stakes(1, 2, small_bet=2, big_bet=4))
    play(h, R(4))  # 3 posts the over-blind: the blind and a raise
    play(h, R(6), R(8))  # two more raises cap it
    legal = h.legal_actions()
    assert legal.player == 2 and legal.call == 6 and legal.max_raise_to == 0


def test_over_blind_not_offered_without_double_the_big_blind_docs_001_11_1_c_iv():
    h = hand_of("draw", [100, 100, 100, 3], ["AsAhAdAcKs", "2c3d4h5s7c", "QsQhQdQcKh",
                                             "JsJhJdJcKd"], stakes=Stakes(1, 2, small_bet=2, big_bet=4))
    assert h.phase == "bet" and h.to_act == 3 and h.legal_actions().call == 2


# --------------------------------------------------------------- players per game


@pytest.mark.parametrize(("code", "most"), [("nlhe", 10), ("plo", 10), ("nlo", 10),
                                            ("manila2", 11), ("manila3", 9)])
def test_too_many_players_refused_with_the_rule_001_5_1(code, most):
    v = get_variant(code)
    Hand(v, default_stakes(v), [100] * most, 0, seed=1)
    with pytest.raises(ValueError, match=rf"^{v.name} is played by 2 to {most} players,"
                                         rf" not {most + 1} \(001 §5.1\)$"):
        Hand(v, default_stakes(v), [100] * (most + 1), 0, seed=1)


# --------------------------------------------------------------- 001's odd chip and rake


def holdem_split(house):
    # A royal flush on the board: 1 and 2 split 7 (antes 3, blinds completed, button folded).
    # 1 holds the only spade (2s); 2 holds the highest card (4c).
    h = hand_of("nlhe", [100] * 3, ["5c6c", "2s3c", "4c2d"], "AhKhQhJhTh",
                stakes=Stakes(1, 2, ante=1), house=house)
    play(h, F, C, X)
    return check_down(h)


def test_holdem_odd_chip_to_the_highest_hole_card_rank_before_suit_001_16_5_e():
    assert holdem_split(CASINO_001).winnings == [0, 3, 4]  # the 4c outranks the 2s


def test_holdem_odd_chip_left_of_the_button_under_rws_002_4_5():
    assert holdem_split(RWS).winnings == [0, 4, 3]


def test_no_percentage_on_a_pot_of_antes_and_an_uncalled_bring_in_001_8_5_001_8_6():
    stakes = Stakes(0, 10, ante=5, bring_in=3, small_bet=10, big_bet=20)
    for house, rake in ((CASINO_001, 0), (RWS, 1)):
        h = hand_of("stud7", [100] * 3, THREE_STUD, button=2, stakes=stakes,
                    house=percentage_rake(house, 10))
        play(h, B, F, F)  # the bring-in is uncalled and comes back: a pot of antes only
        assert h.over and h.rake == rake and h.winnings[1] == 15 - rake

"""Omaha (001 §17): four hole cards, exactly two of them with three of the board."""

from __future__ import annotations

from poker_tui.engine import Stakes
from poker_tui.engine.games import get_variant
from poker_tui.engine.house_rules import CASINO_001

from .variant_decks import C, R, X, check_down, hand_of, play


def test_four_hole_cards_dealt_one_at_a_time_from_left_of_button_001_17_1_d():
    h = hand_of("plo", [100] * 3, ["AsAhAdAc", "KsKhKdKc", "QsQhQdQc"], button=2)
    assert [len(c) for c in h.hole] == [4, 4, 4]
    assert h.deck[:4] == [h.hole[0][0], h.hole[1][0], h.hole[2][0], h.hole[0][1]]


def test_ten_players_at_most_001_5_1_a_v():
    v = get_variant("plo")
    assert v.max_players == 10 and v.hole_cards == 4


def test_hand_is_exactly_two_hole_and_three_board_001_17_5_d():
    # With any five cards player 0 would hold broadway (Q-J-T in hand, A-K on board);
    # with exactly two hole cards 0 has only ace high and loses to 1's pair of threes.
    board = "Ah9c5d2sKc"
    h = hand_of("plo", [100, 100], ["QhJhTh8h", "7c6c3d3s"], board)
    check_down(h)
    assert h.winnings[1] > 0 and h.winnings[0] == 0


def test_board_straight_does_not_play_without_two_hole_cards_001_17_5_d():
    board = "9c8d7h6s5c"  # a straight on board
    h = hand_of("plo", [100, 100], ["AsAhKdKc", "2c2d3h4s"], board)
    check_down(h)
    # 0 makes only aces (As Ah + 9-8-7); 1 makes the seven-high straight with 4s 3h + 7-6-5.
    assert h.winnings[1] > 0 and h.winnings[0] == 0


def test_pot_limit_raise_includes_the_call_001_17_6_d():
    h = hand_of("plo", [1000] * 4, ["AsAhAdAc", "KsKhKdKc", "QsQhQdQc", "JsJhJdJc"],
                stakes=Stakes(1, 2))
    legal = h.legal_actions()  # pot 3, call 2 -> 5: raise to 7
    assert legal.max_raise_to == 7
    play(h, R(7), C)
    assert h.legal_actions().max_raise_to == 7 + (1 + 2 + 7 + 7 + 6)  # pot plus the call


def test_no_limit_omaha_has_no_cap_001_17_6_f():
    h = hand_of("nlo", [10**5] * 2, ["AsAhAdAc", "KsKhKdKc"], stakes=Stakes(1, 2))
    for level in (4, 8, 16, 32, 64, 128):
        play(h, R(level))
    assert h.legal_actions().max_raise_to == 10**5


def play_split(house):
    # 0 and 1 both make the queen-high straight with two hole cards; 2 loses a pot of 15.
    h = hand_of("plo", [100] * 3, ["QdJc3h3c", "QsJh4c4d", "5c5d6c6d"], "Tc9d8h2c2d", button=2,
                stakes=Stakes(1, 2), house=house)
    play(h, C, C, X)  # preflop: button, small blind, big blind
    play(h, X, X, R(3), C, C)  # flop
    play(h, X, X, X, X, X, X)  # turn and river
    assert h.over and h.pot == 15
    return h


def test_odd_chip_to_highest_suit_among_hole_cards_used_001_17_5_e():
    h = play_split(CASINO_001)
    assert (h.winnings[0], h.winnings[1]) == (7, 8)  # Qs beats Qd


def test_odd_chip_left_of_button_under_rws_002_4_5():
    h = play_split(CASINO_001.with_(odd_chip="left-of-button", odd_chips_to_one=False))
    assert (h.winnings[0], h.winnings[1]) == (8, 7)

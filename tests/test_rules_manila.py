"""Two Card Manila (001 §14) and Three Card Manila (001 §15)."""

from __future__ import annotations

import pytest

from poker_tui.engine import Hand, Stakes
from poker_tui.engine.cards import deck
from poker_tui.engine.evaluator import evaluate_short
from poker_tui.engine.games import default_stakes, get_variant
from poker_tui.engine.house_rules import CASINO_001

from .variant_decks import C, F, X, check_down, hand_of, play

STAKES = Stakes(1, 2, small_bet=2, big_bet=4)


def test_two_card_manila_uses_32_cards_and_seats_eleven_001_5_1_d_iv():
    v = get_variant("manila2")
    assert v.deck_size == 32 and v.max_players == 11 and v.hand_order == "short"
    h = Hand(v, STAKES, [100] * 11, seed=3)
    cards = [c for hole in h.hole for c in hole] + h.board
    assert len(set(cards)) == 23 and set(cards) <= set(deck(32))


def test_community_card_dealt_with_the_hole_cards_001_14_1_d():
    h = hand_of("manila2", [100] * 3, ["AsAh", "KsKh", "QsQh"], "7c8c9cTcJc", stakes=STAKES)
    assert [str(c) for c in h.board] == ["7c"] and h.street == 0
    assert all(len(hole) == 2 for hole in h.hole)


def test_one_more_community_card_each_round_five_rounds_001_14_3_001_14_4():
    h = hand_of("manila2", [100] * 3, ["AsAh", "KsKh", "QsQh"], "7c8c9cTcJd", stakes=STAKES)
    sizes = []
    while not h.over:
        sizes.append((h.street, len(h.board)))
        legal = h.legal_actions()
        h.apply(X if legal.can_check else C)
    rounds = sorted(set(sizes))
    assert rounds == [(0, 1), (1, 2), (2, 3), (3, 4), (4, 5)]


def test_first_round_left_of_last_blind_later_left_of_button_001_14_2_a_001_14_3_b():
    h = hand_of("manila2", [100] * 4, ["AsAh", "KsKh", "QsQh", "JsJh"], stakes=STAKES)
    assert h.to_act == 3  # button 0, blinds 1 and 2
    play(h, C, C, C, X)
    assert h.street == 1 and h.to_act == 1


def test_small_bet_two_rounds_then_big_bet_001_11_5_fixed_limit():
    h = hand_of("manila2", [500] * 2, ["AsAh", "KsKh"], stakes=STAKES)
    bets: dict[int, int] = {}
    while not h.over:
        legal = h.legal_actions()
        bets.setdefault(h.street, legal.max_raise_to - h.bet_to)
        h.apply(X if legal.can_check else C)
    assert list(bets.values()) == [2, 2, 4, 4, 4]  # small bet two rounds, then the big bet


def test_hand_is_both_hole_cards_and_three_board_cards_001_14_4_d():
    # The board holds four clubs and player 0 one more: a hold'em flush, but a Manila
    # hand takes both hole cards, so 0 has ace high. Player 1 pairs nines.
    h = hand_of("manila2", [100] * 2, ["9cKd", "9s9h"], "7c8cTcJcAd", stakes=STAKES)
    check_down(h)
    assert h.winnings[1] > 0 and h.winnings[0] == 0


def test_flush_beats_full_house_in_short_deck_001_9_3_d_e():
    flush = evaluate_short([int(c) for c in _cards("AcJc9c8c7c")], 32)
    full = evaluate_short([int(c) for c in _cards("KsKhKd7d7s")], 32)
    assert flush > full


def test_ace_makes_the_smallest_straight_with_seven_eight_nine_ten_001_9_2_c_001_9_3_f():
    low = evaluate_short([int(c) for c in _cards("As7d8h9cTs")], 32)
    assert low.category == "Straight" and low.ranks[0] == 8  # ten high


def test_three_card_manila_two_of_three_hole_cards_001_15_4_d():
    # Player 0 holds three spades and the board three: two of them make the flush.
    h = hand_of("manila3", [100] * 2, ["AsKsQs", "9h9d6c"], "7s8s9sTdJc",
                stakes=STAKES)
    check_down(h)
    assert h.winnings[0] > 0 and h.shown[0].category == "Flush"


def test_three_card_manila_36_cards_nine_players_or_32_cards_seven_001_5_1_c_d():
    assert (get_variant("manila3").deck_size, get_variant("manila3").max_players) == (36, 9)
    assert (get_variant("manila3-32").deck_size, get_variant("manila3-32").max_players) == (32, 7)
    with pytest.raises(ValueError, match=r"2 to 7 players, not 8 \(001 §5.1\)"):
        Hand(get_variant("manila3-32"), default_stakes(get_variant("manila3-32")), [50] * 8, seed=1)


def test_three_card_manila_odd_chip_to_highest_hole_card_used_001_15_4_e():
    # 1 and 2 make the same straight with Q-J in the hole and T-9-8 on the board; the
    # small blind folds, leaving a pot of 5. Player 1's ace of spades is not used in
    # the hand, player 2's queen of spades is: player 2 takes the odd chip.
    h = hand_of("manila3", [50, 50, 50], ["6c6dKd", "QdJcAs", "QsJhKc"], "Tc9d8hAdAh",
                button=2, stakes=STAKES, house=CASINO_001)
    play(h, C, F, X)  # preflop: the button calls, the small blind folds, the big blind checks
    play(h, *[X] * 8)  # four more rounds checked
    assert h.over and h.winnings[1:] == [2, 3]


def _cards(text):
    from poker_tui.engine import parse_cards

    return parse_cards(text)

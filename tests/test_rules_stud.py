"""Five Card Stud (001 §12) and Seven Card Stud (001 §13), one test per rule."""

from __future__ import annotations

import pytest

from poker_tui.engine import Hand, IllegalAction, Stakes
from poker_tui.engine.cards import deck as make_deck
from poker_tui.engine.evaluator import evaluate
from poker_tui.engine.events import ForcedBet, PlayerActed
from poker_tui.engine.games import get_variant
from poker_tui.engine.house_rules import CASINO_001

from .hand_state import assert_refused_unchanged
from .variant_decks import B, C, F, R, X, check_down, hand_of, play, stacked

STAKES = Stakes(0, 10, ante=1, bring_in=3, small_bet=10, big_bet=20)
# Three players, button 2: cards go to 0, 1, 2. Down, down, up, then up x3, then down.
THREE = ["7s8sKd4c5c6cAc", "9s9h2c3d4d5d6d", "TsThQdKc4h5h6h"]


def stud7(stacks, holes=THREE, button=2, stakes=STAKES, house=CASINO_001, code="stud7"):
    return hand_of(code, stacks, holes, button=button, stakes=stakes, house=house)


def test_every_player_antes_001_13_1_b():
    h = stud7([100] * 3)
    antes = [e for e in h.events if isinstance(e, ForcedBet)]
    assert [(e.kind, e.amount) for e in antes] == [("ante", 1)] * 3
    assert h.contrib == [1, 1, 1] and h.bets == [0, 0, 0]


def test_two_cards_down_then_one_up_001_13_1_c():
    h = stud7([100] * 3)
    assert all(up == [False, False, True] for up in h.hole_up)
    assert [str(h.hole[p][2]) for p in range(3)] == ["Kd", "2c", "Qd"]


def test_lowest_up_card_brings_it_in_001_13_2_a():
    h = stud7([100] * 3)
    assert h.to_act == 1 and h.bring_in_player == 1  # the deuce of clubs
    legal = h.legal_actions()
    assert legal.bring_in == 3 and legal.min_raise_to == 10 and not legal.can_fold


def test_equal_lowest_ranks_clubs_bring_it_in_001_13_2_a():
    holes = ["7s8s2d4c5c6cAc", "9s9h2c3d4d5d6d", "TsTh2h3c4h5h6h"]
    h = stud7([100] * 3, holes)
    assert h.to_act == 1  # 2c below 2d below 2h


def test_bring_in_may_not_fold_or_check_and_nothing_changes_001_13_2_a():
    h = stud7([100] * 3)
    for a in (F, X, C):
        message = assert_refused_unchanged(h, a)
        assert message == ("You have the lowest card showing and must open: bring it in for 3"
                           " or bet 10 (001 §12.2(a), §13.2(a)).")


def test_bring_in_then_complete_then_raise_a_full_bet_001_13_2():
    h = stud7([100] * 3)
    play(h, B)
    assert h.bets[1] == 3
    legal = h.legal_actions()
    assert legal.player == 2 and legal.call == 3 and legal.min_raise_to == 10  # complete
    play(h, R(10))
    assert h.events[-1].kind == "complete" and h.events[-1].text == "Complete to 10"
    assert h.legal_actions().min_raise_to == 20


def test_bring_in_player_may_complete_instead_001_13_2_a():
    h = stud7([100] * 3)
    play(h, R(10))
    assert h.bets[1] == 10 and h.legal_actions().min_raise_to == 20


def test_without_a_bring_in_the_low_card_bets_the_table_minimum_001_12_2_a():
    h = stud7([100] * 3, stakes=Stakes(0, 10, ante=1, small_bet=10, big_bet=20))
    legal = h.legal_actions()
    assert legal.bring_in == 0 and legal.min_raise_to == 10 and not legal.can_check
    with pytest.raises(IllegalAction, match="no bring-in"):
        h.apply(B)


def test_called_bring_in_closes_the_round_001_13_2_b():
    h = stud7([100] * 3)
    play(h, B, C, C)
    assert h.street == 1  # the bring-in has no option when everyone calls


def test_highest_hand_showing_opens_later_rounds_001_13_3_b():
    holes = ["7s8sKd2h5c6cAc", "9s9h3c3d4d5d6d", "TsThQd2c4h5h6h"]  # 1 shows a pair of threes
    h = stud7([100] * 3, holes)
    assert h.to_act == 1  # the three of clubs brings it in
    play(h, B, C, C)
    assert h.street == 1 and h.to_act == 1


def test_equal_hands_showing_the_highest_card_by_suit_opens_001_13_3_b():
    holes = ["7s8sKd7c5c6cAc", "9s9hKs7h4d5d6d", "TsTh2c3d4h5h6h"]  # K-7 and K-7
    h = stud7([100] * 3, holes)
    play(h, B, C, C)  # 2 (the deuce of clubs) brought it in
    assert h.street == 1 and h.to_act == 1  # the king of spades


def test_all_in_high_hand_passes_the_opening_to_its_left_001_19_17():
    holes = ["7s8sAhAs4c5c6c", "9s9h2c3d4d5d6d", "TsThKdKc4h5h6h"]
    h = stud7([11, 100, 100], holes)
    play(h, B, C, R(10), C, C)  # 0 completes all-in for its last 10
    assert h.is_all_in(0) and h.street == 1
    assert h.to_act == 1  # 0 shows aces but is all-in: the player on its left opens


def test_all_in_low_card_does_not_bring_it_in_001_19_17():
    holes = ["7s8s2c4c5c6cAc", "9s9h3c3d4d5d6d", "TsThKdKc4h5h6h"]
    h = stud7([1, 100, 100], holes)  # player 0 is all-in with the ante
    assert h.is_all_in(0) and h.bring_in_player == 1 and h.to_act == 1


def test_big_bet_from_fifth_street_seventh_card_down_001_13_4_a():
    h = stud7([500] * 3)
    sizes = {}
    while not h.over:
        legal = h.legal_actions()
        if legal.bring_in:
            h.apply(B)
            continue
        sizes.setdefault(h.street, legal.max_raise_to - h.level)
        h.apply(X if legal.can_check else C)
    assert sizes == {0: 10, 1: 10, 2: 20, 3: 20, 4: 20}
    assert all(up == [False, False, True, True, True, True, False] for up in h.hole_up)


def test_community_card_when_the_deck_runs_short_001_13_4_a_001_13_4_d():
    v = get_variant("stud7")
    cards = list(make_deck(52))
    h = Hand(v, STAKES, [500] * 8, 7, deck=cards)
    check_down(h)
    assert len(h.board) == 1 and h.board[0] == cards[48]  # 48 dealt, 4 left for 8 players
    assert all(len(hole) == 6 for hole in h.hole)
    for p, value in h.shown.items():
        assert value == evaluate(h.hole[p] + h.board)  # every hand may use the community card


def test_opener_with_a_community_card_ignores_it_001_13_4_b():
    from poker_tui.engine.stud import up_cards

    v = get_variant("stud7")
    h = Hand(v, STAKES, [500] * 8, 7, deck=list(make_deck(52)))
    while h.street < 4:
        legal = h.legal_actions()
        h.apply(B if legal.bring_in else X if legal.can_check else C)
    assert h.board and all(h.board[0] not in up_cards(h, p) for p in range(8))


def test_max_players_by_deck_001_5_1():
    expected = {"stud7": 8, "stud7-40": 6, "stud7-32": 4, "stud5": 10, "stud5-40": 8,
                "stud5-32": 6}
    for code, most in expected.items():
        v = get_variant(code)
        assert v.max_players == most
        with pytest.raises(ValueError, match=rf"not {most + 1} \(001 §5.1\)"):
            Hand(v, STAKES, [100] * (most + 1), seed=1)


def split_pot_of_nine(house):
    # 0 and 1 both make nines with A-K-Q; 0 brings it in (2d), 1 calls, 2 folds: a pot of 9.
    holes = ["AhKh2d9c9dQc3c", "AsKd3h9s9hQd2h", "TsTh4hJcJdJs5h"]
    h = hand_of("stud7", [100] * 3, holes, button=2, stakes=STAKES, house=house, out={1: {2}})
    play(h, B, C, F)
    check_down(h)
    assert h.shown[0] == h.shown[1] and sum(h.winnings) == 9
    return h


def test_odd_chips_to_the_hand_with_the_highest_card_by_suit_001_13_4_e():
    h = split_pot_of_nine(CASINO_001)
    assert h.winnings[:2] == [4, 5]  # player 1 holds the ace of spades


def test_odd_chip_left_of_the_button_under_rws_002_4_5():
    from poker_tui.engine.house_rules import RWS

    h = split_pot_of_nine(RWS)
    assert h.winnings[:2] == [5, 4]


def test_five_card_stud_one_down_one_up_then_three_up_001_12_1_c_001_12_3():
    holes = ["2s3s4s5s6s", "7h8h9hThJh", "2c3c4c5c6c"]
    h = hand_of("stud5", [100] * 3, holes, button=2, stakes=STAKES)
    assert [len(x) for x in h.hole] == [2, 2, 2] and h.hole_up[0] == [False, True]
    check_down(h)
    assert all(up == [False, True, True, True, True] for up in h.hole_up)
    assert len(get_variant("stud5").streets) == 4


def test_five_card_stud_lowest_up_card_brings_in_001_12_2_a():
    holes = ["As2d", "Ks2c", "Qs3c"]
    h = hand_of("stud5", [100] * 3, holes, button=2, stakes=STAKES)
    assert h.to_act == 1  # 2c below 2d
    events = [e for e in h.events if isinstance(e, PlayerActed)]
    assert events == []
    play(h, B)
    assert h.events[-1].text == "Bring-in 3"


def test_stakes_with_a_bring_in_as_large_as_the_bet_are_refused_001_13_2_a():
    with pytest.raises(ValueError, match="bring-in .* must be smaller than the minimum bet"):
        Hand(get_variant("stud7"), Stakes(0, 10, ante=1, bring_in=10, small_bet=10), [100] * 3,
             seed=1)


def test_stud_hands_need_antes_or_a_bring_in():
    with pytest.raises(ValueError, match="needs antes or a bring-in"):
        Hand(get_variant("stud7"), Stakes(0, 10, small_bet=10), [100] * 3, seed=1)


def test_stacked_deck_helper_matches_stud_deal():
    d = stacked(get_variant("stud7"), 2, THREE)
    assert [str(c) for c in d[:3]] == ["7s", "9s", "Ts"]

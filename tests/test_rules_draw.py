"""Draw (001 §11): blinds, the over-blind, one draw, betting before and after it."""

from __future__ import annotations

import pytest

from poker_tui.engine import Action, Hand, IllegalAction, Stakes, parse_cards
from poker_tui.engine.cards import deck as make_deck
from poker_tui.engine.events import CardsDealt, ForcedBet
from poker_tui.engine.games import get_variant
from poker_tui.engine.house_rules import CASINO_001

from .hand_state import assert_refused_unchanged
from .variant_decks import C, F, R, X, check_down, play, stacked

STAKES = Stakes(1, 2, small_bet=2, big_bet=4)
D = Action.draw
FOUR = ["AsAhAdAcKs", "2c3d4h5s7c", "QsQhQdQcKh", "JsJhJdJcKd"]


def draw_hand(holes, button=0, replacements="", code="draw", stakes=STAKES, house=CASINO_001,
              stacks=None):
    v = get_variant(code)
    n = len(holes)
    dealt = stacked(v, button, holes)[:5 * n]
    extra = parse_cards(replacements) if replacements else []
    rest = [c for c in make_deck(v.deck_size) if c not in dealt and c not in extra]
    return Hand(v, stakes, stacks or [100] * n, button, deck=dealt + extra + rest, house=house,
                record=True)


def decline(hand):
    assert hand.phase == "over-blind"
    hand.apply(X)
    return hand


def test_blinds_then_five_cards_down_one_at_a_time_001_11_1_c_d():
    h = decline(draw_hand(FOUR))
    assert [e.kind for e in h.events if isinstance(e, ForcedBet)] == ["small blind", "big blind"]
    assert h.bets == [0, 1, 2, 0]
    dealt = [e for e in h.events if isinstance(e, CardsDealt)]
    assert [e.player for e in dealt] == [1, 2, 3, 0] and all(len(e.cards) == 5 for e in dealt)
    assert all(not any(up) for up in h.hole_up)


def test_over_blind_offered_before_the_deal_left_of_the_last_blind_001_11_1_c_iv():
    h = draw_hand(FOUR)
    assert h.phase == "over-blind" and h.to_act == 3 and h.hole == [[], [], [], []]
    legal = h.legal_actions()
    assert legal.can_check and (legal.min_raise_to, legal.max_raise_to) == (4, 4)


def test_over_blind_is_double_the_last_blind_001_11_5_c():
    h = draw_hand(FOUR)
    assert assert_refused_unchanged(h, R(6)) == ("Post the over-blind of 4 (double the big blind,"
                                                 " 001 §11.5(c)) or check to decline it.")
    play(h, R(4))
    assert h.bets == [0, 1, 2, 4] and all(len(c) == 5 for c in h.hole)
    assert [e.kind for e in h.events if isinstance(e, ForcedBet)][-1] == "over-blind"


def test_first_round_starts_left_of_the_over_blind_001_11_2_a():
    h = play(draw_hand(FOUR), R(4))
    assert h.to_act == 0 and h.legal_actions().call == 4


def test_declined_over_blind_first_round_starts_left_of_the_big_blind_001_11_2_a():
    h = decline(draw_hand(FOUR))
    assert h.to_act == 3 and h.legal_actions().call == 2
    assert (0, 3, "decline", 0) in h.log
    assert any(getattr(e, "text", "") == "Declines the over-blind" for e in h.events)


def test_no_over_blind_head_to_head_and_no_heads_up_exception_001_11_1_c():
    """001 has no heads-up exception: left of the button posts the first blind and acts first."""
    h = draw_hand(FOUR[:2])
    assert h.phase == "bet" and h.bets == [2, 1] and h.to_act == 1
    # The NLHE books' reading (000 §3.7, 002 §3.9): the button posts the small blind, acts first.
    h = draw_hand(FOUR[:2], house=CASINO_001.with_(heads_up_button_small_blind=True))
    assert h.phase == "bet" and h.bets == [1, 2] and h.to_act == 0


def test_draw_from_left_of_the_button_any_or_all_cards_001_11_3_a():
    h = decline(draw_hand(FOUR, replacements="2s3s4s5s6s7s8s9s"))
    play(h, C, C, C, X)  # to the draw
    assert h.phase == "draw" and h.to_act == 1
    legal = h.legal_actions()
    assert legal.is_draw and legal.draw_max == 5
    old = list(h.hole[1])
    play(h, D(old))  # player 1 draws five
    assert sorted(h.hole[1]) == sorted(parse_cards("2s3s4s5s6s")) and h.to_act == 2
    play(h, D(()), D(h.hole[3][:1]), D(()))
    assert h.phase == "bet"


def test_draw_must_discard_own_cards_once():
    h = decline(draw_hand(FOUR))
    play(h, C, C, C, X)
    with pytest.raises(IllegalAction, match="your own hand"):
        h.apply(D(h.hole[2][:1]))
    with pytest.raises(IllegalAction, match="time to draw"):
        h.apply(X)


def test_earlier_discards_reshuffled_when_the_deck_runs_out_001_11_3_b():
    v = get_variant("draw")
    holes = FOUR[:3]
    dealt = stacked(v, 0, holes)[:15]
    h = Hand(v, STAKES, [100] * 3, 0, deck=dealt + parse_cards("2s3s4s"), house=CASINO_001)
    decline(h)
    play(h, C, C, X)  # button, small blind, big blind
    assert h.phase == "draw" and h.to_act == 1
    first = h.hole[1][:2]
    play(h, D(first))  # takes 2s 3s; one card left
    mine = h.hole[2][:3]
    play(h, D(mine))  # takes 4s, then two of player 1's discards, never its own
    assert set(first) <= set(h.hole[2]) and not set(mine) & set(h.hole[2])


def test_final_round_opens_left_of_the_last_blind_001_11_4_a():
    h = decline(draw_hand(FOUR))
    play(h, C, C, C, X)
    play(h, D(()), D(()), D(()), D(()))
    assert h.street_name == "After the draw" and h.to_act == 3  # not 1, left of the button


def test_big_bet_after_the_draw():
    h = decline(draw_hand(FOUR))
    assert h.legal_actions().min_raise_to == 4  # a raise of the small bet
    play(h, C, C, C, X, D(()), D(()), D(()), D(()))
    assert h.legal_actions().max_raise_to == 4  # the big bet


def test_highest_five_card_hand_wins_001_11_4_c():
    h = check_down(decline(draw_hand(FOUR)))
    assert h.winnings[0] > 0 and max(h.shown, key=h.shown.get) == 0  # four aces


def split_pot_of_five(house):
    # 1 and 2 hold the same straight; 2 holds the ace of spades. The small blind folds.
    holes = ["2c3d4h5s7c", "AhKhQhJhTc", "AsKdQdJdTd"]
    h = decline(draw_hand(holes, button=2, house=house))
    play(h, C, F, X)  # preflop: button calls, small blind folds, big blind checks
    play(h, D(()), D(()))  # the draw, from left of the button
    play(h, X, X)  # after the draw
    assert h.over and h.shown[1] == h.shown[2]
    return h


def test_odd_chip_to_the_highest_card_by_suit_001_11_4_d():
    assert split_pot_of_five(CASINO_001).winnings == [0, 2, 3]


def test_odd_chip_left_of_the_button_under_rws_002_4_5():
    from poker_tui.engine.house_rules import RWS

    assert split_pot_of_five(RWS).winnings == [0, 3, 2]


def test_players_by_deck_001_5_1():
    for code, most in (("draw", 8), ("draw-40", 6), ("draw-32", 5)):
        v = get_variant(code)
        assert v.max_players == most
        with pytest.raises(ValueError, match=rf"not {most + 1} \(001 §5.1\)"):
            Hand(v, STAKES, [100] * (most + 1), seed=1)


def test_lowball_lowest_hand_wins_straights_and_flushes_do_not_count_001_9_1_k():
    holes = ["5h4h3h2hAh", "6c4d3s2c7d", "KsKhKdKcQs"]
    h = check_down(decline(draw_hand(holes, button=2, code="lowball")))
    assert h.winnings[0] > 0 and h.winnings[1] == 0  # the wheel, though a straight flush

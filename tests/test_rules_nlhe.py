"""No-Limit Hold'em rules, one test per rule, named and cited after the rule books."""

from __future__ import annotations

from fractions import Fraction

import pytest

from poker_tui.engine import Action, IllegalAction, Stakes, replay
from poker_tui.engine.events import HandMucked, HandShown, PotAwarded
from poker_tui.engine.games import NLHE
from poker_tui.engine.house_rules import RWS, RWS_2017
from poker_tui.engine.table import Table

from .conftest import make_hand
from .hand_state import assert_refused_unchanged

F, X, C = Action.fold(), Action.check(), Action.call()
R = Action.raise_to


def play(hand, *actions):
    for a in actions:
        hand.apply(a)
    return hand


# ----------------------------------------------------------------- blinds and order


def test_blinds_left_of_button_and_first_to_act_000_3_7_002_3_9_002_3_12_1():
    h = make_hand([100] * 6, button=0)
    assert h.bets == [0, 1, 2, 0, 0, 0]
    assert h.to_act == 3  # left of the big blind


def test_heads_up_button_posts_small_blind_acts_first_preflop_last_after_000_3_7_000_3_8_1():
    h = make_hand([100, 100], button=1)
    assert h.bets == [2, 1]  # the button (1) posts the small blind
    assert h.to_act == 1  # and acts first preflop
    play(h, C, X)
    assert h.street_name == "Flop"
    assert h.to_act == 0  # the big blind acts first after the flop; the button last


def test_big_blind_has_the_option_002_3_12_2_000_3_8_1b():
    h = make_hand([100] * 3, button=0)
    play(h, C, C)  # button calls, small blind completes
    assert h.to_act == 2 and h.street == 0
    legal = h.legal_actions()
    assert legal.can_check and legal.min_raise_to == 4
    play(h, R(6))  # the big blind raises on its option
    assert h.street == 0 and h.to_act == 0


def test_first_to_act_after_flop_is_left_of_button_002_3_14_1():
    h = make_hand([100] * 4, button=2)
    play(h, C, C, C, X)  # 1 (utg), 2 (button), 3 (sb), 0 (bb)
    assert h.street_name == "Flop"
    assert h.to_act == 3


def test_first_to_act_skips_folded_player_left_of_button_002_3_14_1():
    h = make_hand([100] * 4, button=0)
    play(h, C, C, F, X)  # 3 utg, 0 button, 1 sb folds, 2 bb checks
    assert h.to_act == 2


# ----------------------------------------------------------------- bet sizes


def test_minimum_bet_is_one_big_blind_000_3_3():
    h = make_hand([100] * 2, button=0)
    play(h, C, X)
    legal = h.legal_actions()
    assert legal.min_raise_to == 2 and legal.max_raise_to == 98


def test_minimum_raise_amount_is_last_raise_increment_002_1_28():
    h = make_hand([1000] * 3, button=0)
    play(h, R(10))  # button raises to 10: an increment of 8
    assert h.legal_actions().min_raise_to == 18
    play(h, R(30))  # small blind re-raises by 20
    assert h.legal_actions().min_raise_to == 50


def test_no_cap_on_raises_in_no_limit_000_3_3():
    h = make_hand([10_000] * 2, button=0)
    level = 2
    for _ in range(12):
        level *= 2
        play(h, R(level))
    assert h.bet_to == level and h.street == 0


def test_raise_below_minimum_message_and_unchanged_state_002_3_5_1_reject():
    h = make_hand([1000] * 3, button=0, house=RWS.with_(short_raise="reject"))
    play(h, R(20))
    message = assert_refused_unchanged(h, R(30))
    assert message == "Raise to 30 is below the minimum, a raise to 38."


def test_declared_raise_below_minimum_becomes_minimum_raise_002_3_5_1a():
    h = make_hand([1000] * 3, button=0)
    play(h, R(20))
    play(h, R(30))  # declared 30; the minimum raise is to 38
    assert h.bets[1] == 38 and h.actions[-1][1] == R(38)


def test_illegal_actions_have_sentences_and_change_nothing():
    h = make_hand([100] * 3, button=0, house=RWS.with_(over_stake="reject"))
    assert assert_refused_unchanged(h, X) == "You cannot check: it costs 2 to call."
    assert (assert_refused_unchanged(h, R(500))
            == "Raise to 500 is more than you have; all-in is a raise to 100.")
    assert assert_refused_unchanged(h, R(2)) == ("Raise to 2 does not raise the bet of 2;"
                                                   " call instead, or raise to at least 4.")
    play(h, C, C, X)
    assert assert_refused_unchanged(h, C) == "There is no bet to call; check instead."


# ----------------------------------------------------------------- all-ins


def test_all_in_for_less_than_a_call_keeps_the_full_bet_to_call_002_3_19_1_002_3_19_2():
    h = make_hand([1000, 1000, 1000, 25], button=3)  # 0 sb, 1 bb, 2 utg, 3 button (25 chips)
    play(h, R(50))  # utg raises to 50
    play(h, C)  # button calls all-in for 25 (less than the call)
    assert h.stacks[3] == 0 and h.bets[3] == 25
    legal = h.legal_actions()  # small blind must still call the full 50
    assert legal.call == 49


def test_incomplete_all_in_raise_does_not_reopen_betting_002_3_19_3_004_26():
    # Flop: 0 bets 100, 1 calls, 2 is all-in for 150 (a raise of 50 < 100): 0 and 1 may only call or fold.
    h = make_hand([1000, 1000, 152], button=2)  # 0 sb, 1 bb, 2 button
    play(h, C, C, X)  # button calls 2, sb calls, bb checks
    assert h.street_name == "Flop" and h.to_act == 0
    play(h, R(100), C, R(150))
    assert h.to_act == 0
    legal = h.legal_actions()
    assert legal.call == 50 and not legal.can_raise
    with pytest.raises(IllegalAction, match="does not reopen"):
        h.apply(R(400))
    play(h, C)
    assert not h.legal_actions().can_raise  # 1 also acted already


def test_incomplete_all_in_preflop_does_not_reopen_002_3_19_3():
    # 0 button raises to 100, 1 sb all-in for 150 total (incomplete), 2 bb folds: 0 can only call.
    h = make_hand([1000, 150, 1000], button=0)
    play(h, R(100), R(150), F)
    assert h.to_act == 0
    legal = h.legal_actions()
    assert legal.call == 50 and not legal.can_raise
    # But the big blind, who had not acted, could have raised:
    h2 = make_hand([1000, 150, 1000], button=0)
    play(h2, R(100), R(150))
    assert h2.legal_actions().can_raise and h2.legal_actions().min_raise_to == 248  # 150 + 98


def test_half_raise_all_in_reopens_under_000_3_14_3():
    h = make_hand([1000, 1000, 152], button=2, house=RWS_2017)
    play(h, C, C, X, R(100), C, R(150))  # all-in raise of 50: half of 100
    assert h.legal_actions().can_raise


def test_uncalled_bet_is_returned_002_4_3():
    h = make_hand([1000, 1000], button=0)
    play(h, R(300), F)
    assert h.over
    assert h.stacks == [1002, 998]


def test_uncalled_part_of_a_bet_over_an_all_in_is_returned():
    h = make_hand([100, 1000], button=0)
    play(h, C, R(500), C)  # the button calls all-in for 100 total
    assert h.over
    assert sum(h.stacks) == 1100
    assert h.contrib == [100, 100]


def test_side_pots_from_smallest_all_in_up_only_contributors_eligible_002_3_18_d_004_66():
    # 0 has 50, 1 has 100, 2 and 3 have 1000. Everyone all-in or calling.
    holes = ["AsAh", "KsKh", "QsQh", "JsJh"]
    h = make_hand([50, 100, 1000, 1000], button=3, holes=holes, board="2c3d4h8c9d")
    # 0 sb, 1 bb, 2 utg, 3 button
    play(h, R(200), C, C, C)  # 2 raises to 200, 3 calls, 0 all-in 50, 1 all-in 100
    play(h, X, X, X, X, X, X)  # 2 and 3 check it down
    assert h.over
    from poker_tui.engine.pots import build_pots

    pots = build_pots(h.contrib, h.folded)
    assert [p.amount for p in pots] == [200, 150, 200]
    assert [p.eligible for p in pots] == [(0, 1, 2, 3), (1, 2, 3), (2, 3)]
    assert h.winnings == [200, 150, 200, 0]  # aces, kings, queens win a pot each


def test_showdown_last_raiser_of_final_round_shows_first_002_3_18_2a():
    h = make_hand([1000] * 3, button=0, holes=["2s3h", "AsAh", "KsKh"], board="2c7d9hTcJd")
    play(h, C, C, X)  # flop
    play(h, X, X, X)  # turn
    play(h, X, X, X)  # river: 1 bets, 2 raises, 0 folds, 1 calls
    play(h, R(10), R(30), F, C)
    shown = [e.player for e in h.events if isinstance(e, HandShown)]
    assert shown[0] == 2


def test_showdown_first_bettor_shows_first_when_no_raise_002_3_18_2c():
    h = make_hand([1000] * 3, button=0, holes=["AdAc", "KsKh", "QsQh"], board="2c7d9hTcJd")
    play(h, C, C, X, X, X, X, X, X, X)
    play(h, X, R(10), C, C)  # river: 1 checks, 2 bets, 0 calls, 1 calls
    order = [e.player for e in h.events if isinstance(e, (HandShown, HandMucked))]
    assert order[0] == 2


def test_showdown_all_checked_first_left_of_button_shows_first_002_3_18_2c_000_3_13_2b():
    h = make_hand([1000] * 3, button=1, holes=["AdAc", "KsKh", "QsQh"], board="2c7d9hTcJd")
    play(h, C, C, X)
    for _ in range(9):
        h.apply(X)
    order = [e.player for e in h.events if isinstance(e, (HandShown, HandMucked))]
    assert order[0] == 2


def test_showdown_bet_on_turn_but_river_checked_left_of_button_first_002_3_18_2c():
    h = make_hand([1000] * 3, button=1, holes=["AdAc", "KsKh", "QsQh"], board="2c7d9hTcJd")
    play(h, C, C, X)  # preflop
    play(h, X, X, X)  # flop: 2, 0, 1
    play(h, X, R(10), C, C)  # turn: 0 bets, 1 and 2 call
    play(h, X, X, X)  # river checked around
    order = [e.player for e in h.events if isinstance(e, (HandShown, HandMucked))]
    assert order[0] == 2  # the first active player left of the button, not the turn bettor


def test_showdown_after_all_in_run_out_bettor_of_last_betting_round_first_002_3_18_2e():
    h = make_hand([100, 1000, 1000], button=0, holes=["AdAc", "KsKh", "QsQh"], board="2c7d9hTcJd")
    play(h, C, C, X)  # preflop
    play(h, X, R(100), C, F)  # flop: 2 bets, 0 calls all-in, 1 folds: no more betting
    assert h.over
    order = [e.player for e in h.events if isinstance(e, (HandShown, HandMucked))]
    assert order == [2, 0]  # the flop bettor shows first; the all-in aces show and win


def test_losing_hand_may_be_mucked_002_3_18_2f():
    h = make_hand([1000] * 2, button=0, holes=["AsAh", "2c7h"], board="KdQc9s4h3d")
    play(h, C, X)
    for _ in range(6):
        h.apply(X)
    # Heads-up the big blind (1) is first left of the button: it shows; the aces beat it.
    # Order: 1 shows first (all checked on the river), 0 shows the better hand.
    kinds = [(type(e).__name__, e.player) for e in h.events if isinstance(e, (HandShown, HandMucked))]
    assert kinds == [("HandShown", 1), ("HandShown", 0)]
    h2 = make_hand([1000] * 2, button=0, holes=["2c7h", "AsAh"], board="KdQc9s4h3d")
    play(h2, C, X)
    for _ in range(6):
        h2.apply(X)
    kinds = [(type(e).__name__, e.player) for e in h2.events if isinstance(e, (HandShown, HandMucked))]
    assert kinds == [("HandShown", 1), ("HandMucked", 0)]


def test_side_pot_players_show_before_main_pot_all_in_002_3_18_2d():
    h = make_hand([50, 1000, 1000], button=0, holes=["AsAh", "KsKh", "QsQh"], board="2c3d4h8c9d")
    play(h, R(50), C, C)  # 0 all-in 50; 1 and 2 call
    play(h, R(100), C, X, X, X, X)  # a side pot between 1 and 2
    order = [e.player for e in h.events if isinstance(e, (HandShown, HandMucked))]
    assert order[:2] in ([1, 2], [2, 1])
    assert order[-1] == 0
    awards = [e.pot for e in h.events if isinstance(e, PotAwarded)]
    assert awards == [1, 0]  # the latest side pot is resolved first


def test_split_pot_odd_chip_to_first_player_left_of_button_002_4_5():
    # Board plays: a royal flush on board, both split. Pot 3 chips: 1 + 2 blinds... make it odd.
    h = make_hand([1000, 1000, 1000], button=0, holes=["2c3d", "2d3c", "4h5h"],
                  board="AsKsQsJsTs")
    play(h, F, R(4), C)  # button folds, sb raises to 4, bb calls: an even pot of 8
    for _ in range(6):
        h.apply(X)
    assert h.winnings[1] == h.winnings[2] == 4
    h = make_hand([1000, 1000, 1000], button=0, holes=["2c3d", "2d3c", "4h5h"],
                  board="AsKsQsJsTs", stakes=Stakes(1, 2, ante=1))
    play(h, F, C, X)  # pot: antes 3 + 2 + 2 = 7, split between 1 and 2
    for _ in range(6):
        h.apply(X)
    assert h.winnings[1] == 4 and h.winnings[2] == 3  # 1 is the first left of the button


def test_three_way_split_odd_chips_go_clockwise_from_left_of_button_002_4_5():
    h = make_hand([1000] * 4, button=0, holes=["2c3d", "2d3c", "4h5h", "4c5c"],
                  board="AsKsQsJsTs", stakes=Stakes(1, 2, ante=1))
    play(h, F, C, C, X)  # 3 folds; pot 4 antes + 6 = 10 for 0, 1 and 2
    for _ in range(9):
        h.apply(X)
    assert h.winnings == [3, 4, 3, 0]  # the odd chip to 1, the first left of the button


# ----------------------------------------------------------------- rake


def test_rake_percentage_with_cap_main_pot_first_000_4_1_002_4_1_1():
    house = RWS.with_(rake_percent=Fraction(5, 100), rake_cap=6)
    h = make_hand([100, 1000, 1000], button=1, holes=["AsAh", "KsKh", "QsQh"],
                  board="2c3d4h8c9d", house=house)
    # 2 sb, 0 bb, 1 button. 1 raises to 300, 2 calls, 0 all-in for 100.
    play(h, R(300), C, C)
    play(h, X, X, X, X, X, X)
    assert h.over
    # main pot 300 -> rake 15 capped at 6; side pot 400 -> nothing left under the cap.
    awards = {e.pot: e for e in h.events if isinstance(e, PotAwarded)}
    assert awards[0].rake == 6 and awards[1].rake == 0
    assert h.rake == 6
    assert sum(h.stacks) + h.rake == 2100


def test_uncalled_raise_increment_is_not_raked_002_4_3():
    house = RWS.with_(rake_percent=Fraction(10, 100))
    h = make_hand([1000, 1000], button=0, house=house)
    play(h, R(10), R(100), F)  # the raise increment to 100 is returned, not raked
    assert h.rake == 2  # 10% of the 20 that was called
    assert h.stacks == [990, 1008]


# ----------------------------------------------------------------- button, straddle


def test_first_button_by_high_card_draw_with_suit_order_002_3_8():
    t = Table(NLHE, Stakes(1, 2), 4, seed=3)
    for i in range(4):
        t.sit(i, f"p{i}", 200)
    b = t.draw_button()
    cards = t.draw_for_button
    assert b == max(cards, key=lambda s: cards[s])
    # Suit order: spades > hearts > diamonds > clubs for the same rank.
    from poker_tui.engine import parse_card

    assert parse_card("As") > parse_card("Ah") > parse_card("Ad") > parse_card("Ac")


def test_button_moves_clockwise_each_hand_002_3_8():
    t = Table(NLHE, Stakes(1, 2), 4, seed=5)
    for i in range(4):
        t.sit(i, f"p{i}", 200)
    hand, order = t.start_hand()
    first = t.button
    while not hand.over:
        hand.apply(Action.fold() if not hand.legal_actions().can_check else Action.check())
    t.finish_hand(hand, order)
    t.start_hand()
    assert t.button == (first + 1) % 4


def test_straddle_acts_last_preflop_002_3_10():
    house = RWS.with_(straddle_allowed=True)
    h = make_hand([1000] * 4, button=0, stakes=Stakes(1, 2, straddle=4), house=house)
    play(h, R(4))  # seat 3, left of the big blind, chooses to straddle before the deal
    assert h.bets == [0, 1, 2, 4]
    assert h.to_act == 0  # left of the straddler (3)
    play(h, C, C, C)
    assert h.to_act == 3 and h.legal_actions().can_check  # the straddle's option
    assert h.legal_actions().min_raise_to == 8


def test_the_straddle_is_a_choice_before_the_deal_002_1_47_3_10():
    """002 §1.47 "an optional Blind", §3.10 "may, before the Initial Deal, place": the
    player left of the big blind is asked before any card is dealt, and may decline."""
    house = RWS.with_(straddle_allowed=True)
    h = make_hand([1000] * 4, button=0, stakes=Stakes(1, 2, straddle=4), house=house)
    legal = h.legal_actions()
    assert (h.phase, h.street_name, h.to_act) == ("straddle", "Straddle", 3)
    assert legal.can_check and not legal.can_fold and legal.min_raise_to == legal.max_raise_to == 4
    assert all(not cards for cards in h.hole)  # nothing dealt yet
    message = assert_refused_unchanged(h, R(6))
    assert message == "Post the straddle of 4 (double the big blind, 002 §1.47) or check to decline it."
    play(h, X)  # declined: the hand is dealt as a plain blinds hand
    assert h.bets == [0, 1, 2, 0] and h.straddle_player == -1
    assert h.to_act == 3 and all(len(cards) == 2 for cards in h.hole)
    assert h.legal_actions().call == 2


def test_no_straddle_offered_to_a_stack_short_of_it_002_1_47():
    house = RWS.with_(straddle_allowed=True)
    h = make_hand([1000, 1000, 1000, 3], button=0, stakes=Stakes(1, 2, straddle=4), house=house)
    assert h.phase == "bet" and h.straddle_player == -1 and h.to_act == 3


def test_no_straddle_with_two_players_002_3_10():
    house = RWS.with_(straddle_allowed=True)
    h = make_hand([1000] * 2, button=0, stakes=Stakes(1, 2, straddle=4), house=house)
    assert sorted(h.bets) == [1, 2] and h.phase == "bet"


def test_short_big_blind_still_sets_the_full_call():
    h = make_hand([1000, 1000, 1], button=0)  # 2 is the big blind with one chip
    assert h.bets == [0, 1, 1]
    assert h.legal_actions().call == 2


# ----------------------------------------------------------------- replay, seeds


def test_hand_replays_exactly_from_start_and_actions():
    import random

    rng = random.Random(9)
    h = make_hand([500, 300, 800, 1000], button=1, record=False)
    h = type(h)(h.variant, h.stakes, [500, 300, 800, 1000], 1, seed=42)
    while not h.over:
        legal = h.legal_actions()
        options = [Action.fold(), Action.check() if legal.can_check else Action.call()]
        if legal.can_raise:
            options.append(R(rng.randint(legal.min_raise_to, legal.max_raise_to)))
        h.apply(rng.choice(options))
    again = replay(h.start, h.actions)
    assert again.stacks == h.stacks and again.board == h.board and again.hole == h.hole


def test_seed_makes_the_deal_reproducible():
    from poker_tui.engine import Hand

    a = Hand(NLHE, Stakes(1, 2), [100] * 6, 0, seed=7)
    b = Hand(NLHE, Stakes(1, 2), [100] * 6, 0, seed=7)
    c = Hand(NLHE, Stakes(1, 2), [100] * 6, 0, seed=8)
    assert a.deck == b.deck and a.deck != c.deck

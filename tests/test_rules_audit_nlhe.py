"""No-Limit Hold'em audit: each rule of issue #2 checked against the words of 000/002/004,
with exact chips and orders. Complements tests/test_rules_nlhe.py where that file was
silent or asserted less than the rule says."""

from __future__ import annotations

import random
import secrets

import pytest

from poker_tui.engine import Action, Hand, IllegalAction, Stakes, parse_cards
from poker_tui.engine import hand as hand_module
from poker_tui.engine.events import BetsReturned, HandMucked, HandShown, PlayerActed, PotAwarded
from poker_tui.engine.games import NLHE
from poker_tui.engine.house_rules import RWS, percentage_rake
from poker_tui.engine.pots import build_pots
from poker_tui.engine.table import Table

from .conftest import make_hand

F, X, C = Action.fold(), Action.check(), Action.call()
R = Action.raise_to
STRADDLE = RWS.with_(straddle_allowed=True)


def play(hand: Hand, *actions: Action) -> Hand:
    for a in actions:
        hand.apply(a)
    return hand


def showing(hand: Hand) -> list[tuple[str, int]]:
    """The showdown as it happened: ("show" | "muck", player) in order."""
    return [("show" if isinstance(e, HandShown) else "muck", e.player)
            for e in hand.events if isinstance(e, HandShown | HandMucked)]


# --------------------------------------------------------------- blinds and order of play


def test_heads_up_button_small_blind_first_preflop_last_on_every_later_street_000_3_7_000_3_8_1():
    h = make_hand([100, 100], button=0)
    assert h.bets == [1, 2] and h.to_act == 0  # the button posts the small blind and acts first
    play(h, C)
    assert h.to_act == 1 and h.legal_actions().can_check  # the big blind's option
    play(h, X)
    for street in ("Flop", "Turn", "River"):
        assert h.street_name == street and h.to_act == 1  # the big blind first after the flop
        play(h, X)
        assert h.to_act == 0  # the button last
        play(h, X)
    assert h.over and h.stacks == [102, 98]  # aces beat kings for the pot of 4


def test_big_blind_checking_its_option_closes_the_first_round_002_3_12_2():
    h = make_hand([100] * 3, button=0)
    play(h, C, C)
    legal = h.legal_actions()
    assert legal.player == 2 and legal.can_check and legal.call == 0
    play(h, X)
    assert h.street_name == "Flop" and h.contrib == [2, 2, 2] and h.to_act == 1


def test_minimum_bet_on_a_later_street_is_one_big_blind_whatever_the_raises_before_000_3_3():
    h = make_hand([1000] * 3, button=0)
    play(h, R(10), R(30), C, C)  # raises of 8 and 20 preflop
    assert h.street_name == "Flop"
    legal = h.legal_actions()
    assert (legal.min_raise_to, legal.max_raise_to) == (2, 970)
    play(h, R(2))
    assert h.legal_actions().min_raise_to == 4  # a raise of at least the bet (002 §1.28)


# --------------------------------------------------------------- all-ins


def test_all_in_for_less_than_a_call_leaves_the_minimum_raise_alone_002_3_19_2():
    h = make_hand([1000, 1000, 1000, 25], button=3)  # 0 sb, 1 bb, 2 utg, 3 button
    play(h, R(50), C)  # a raise of 48; the button calls all-in for 25
    legal = h.legal_actions()
    assert legal.player == 0 and legal.call == 49 and legal.min_raise_to == 98  # 50 + 48


def test_full_raise_after_an_incomplete_all_in_reopens_the_betting_for_everyone_002_3_19_3():
    h = make_hand([1000, 150, 1000, 1000], button=0)  # 1 sb, 2 bb, 3 utg
    play(h, R(100), C, R(150))  # utg raises 98; the button calls; the sb is all-in 50 short
    legal = h.legal_actions()
    assert legal.player == 2 and legal.min_raise_to == 248  # the bb has not acted: 150 + 98
    play(h, R(300))  # a full raise of 150
    for p in (3, 0):  # "all subsequent Players shall have the full options of Action"
        legal = h.legal_actions()
        assert legal.player == p and legal.can_raise and legal.min_raise_to == 450
        play(h, C)


def test_short_all_ins_do_not_add_up_to_a_full_raise_002_3_19_3():
    # Flop: 0 bets 100; 1 is all-in for 150 and 2 for 200, each 50 over the bet before.
    # Together they raise 100, but neither is a Raise, so 0, who bet, may only call.
    h = make_hand([1000, 152, 202, 1000], button=3)  # 0 sb, 1 bb, 2 utg, 3 button
    play(h, C, C, C, X)
    assert h.street_name == "Flop" and h.to_act == 0
    play(h, R(100), R(150), R(200))
    legal = h.legal_actions()
    assert legal.player == 3 and legal.can_raise and legal.min_raise_to == 300  # not acted yet
    play(h, C)
    legal = h.legal_actions()
    assert legal.player == 0 and legal.call == 100 and not legal.can_raise


def test_short_all_in_opening_bet_below_the_big_blind_is_a_bet_not_a_raise_002_3_19_2_002_3_19_3():
    # The brief's case: the big blind is 10 and a player opens the flop all-in for 5.
    h = make_hand([1000, 15, 1000], button=2, stakes=Stakes(5, 10))  # 0 sb, 1 bb, 2 button
    play(h, C, C, X)
    play(h, X)  # 0 checks
    legal = h.legal_actions()
    assert legal.player == 1 and (legal.min_raise_to, legal.max_raise_to) == (5, 5)
    play(h, R(5))
    assert h.events[-1].text == "Bet 5 (all-in)"
    legal = h.legal_actions()  # the button calls 5, or raises a full big blind over it
    assert legal.player == 2 and legal.call == 5 and legal.min_raise_to == 15
    play(h, C)
    # 0 only checked: it has "not yet placed a Bet for this Betting Round" (002 §3.19.3),
    # so it may still raise; the button, who called the 5, may not after that.
    legal = h.legal_actions()
    assert legal.player == 0 and legal.call == 5 and legal.min_raise_to == 15
    play(h, R(15))  # a full bet of 10 over the 5: a Raise, which reopens for the button
    legal = h.legal_actions()
    assert legal.player == 2 and legal.call == 10 and legal.min_raise_to == 25


def test_short_all_in_bet_does_not_reopen_for_a_player_who_called_a_bet_002_3_19_3():
    h = make_hand([1000, 1000, 117], button=2, stakes=Stakes(5, 10))
    play(h, C, C, X)
    play(h, R(100), C, R(107))  # 0 bets 100, 1 calls, 2 is all-in for 107: 7 over the bet
    assert h.bets == [100, 100, 107]
    for p in (0, 1):
        legal = h.legal_actions()
        assert legal.player == p and legal.call == 7 and not legal.can_raise
        with pytest.raises(IllegalAction, match="does not reopen the betting"):
            h.apply(R(300))
        play(h, C)
    assert h.street_name == "Turn"


# --------------------------------------------------------------- pots


def test_uncalled_bet_goes_back_before_the_pot_is_built_002_4_3():
    h = make_hand([1000, 1000, 1000], button=0)
    play(h, C, C, X)
    play(h, R(60), F, F)  # 1 bets 60 on the flop; nobody calls
    returned = [e for e in h.events if isinstance(e, BetsReturned)]
    assert [(e.player, e.amount) for e in returned] == [(1, 60)]
    assert h.stacks == [998, 1004, 998] and h.winnings == [0, 6, 0]


def test_side_pots_keep_a_folded_players_chips_but_not_his_claim_002_3_18_2_d_004_66():
    # 0 is all-in for 50; 2 puts in 150 and folds on the flop; 1 and 3 go on.
    holes = ["AsAh", "KsKh", "QsQh", "JsJh"]
    h = make_hand([50, 1000, 1000, 1000], button=3, holes=holes, board="2c3d4h8c9d")
    play(h, R(150), C, C, C)  # 2 raises to 150, 3 calls, 0 all-in for 50, 1 calls
    play(h, R(100), F, C)  # flop: 1 bets 100, 2 folds, 3 calls
    pots = build_pots(h.contrib, h.folded)
    assert [(p.amount, p.eligible) for p in pots] == [(200, (0, 1, 3)), (500, (1, 3))]
    while not h.over:
        h.apply(X)
    assert h.winnings == [200, 500, 0, 0]  # aces take the main pot, kings the side pot


# --------------------------------------------------------------- showdown order


def river(stacks: list[int], holes: list[str]) -> Hand:
    """Three players checked to the river; 0 is first to act (button 2)."""
    h = make_hand(stacks, button=2, holes=holes, board="2c7d9hTcJd")
    play(h, C, C, X, *[X] * 6)
    assert h.street_name == "River" and h.to_act == 0
    return h


def test_last_raiser_shows_first_not_a_later_short_all_in_002_3_18_2_a_002_3_19_3():
    h = river([1000, 1000, 362], ["2s3h", "AsAh", "KsKh"])
    play(h, R(100), R(300), R(360), F, C)  # 2's all-in is 60 over 300: not a Raise
    assert showing(h) == [("show", 1), ("muck", 2)]  # the raiser's aces; the kings muck


def test_first_bettor_shows_first_when_nobody_raised_even_after_a_short_all_in_002_3_18_2_c():
    h = river([1000, 1000, 152], ["2s3h", "AsAh", "KsKh"])
    play(h, R(100), C, R(150), C, C)  # 2 is all-in 50 over the bet: no Raise this round
    assert showing(h) == [("show", 0), ("show", 1), ("muck", 2)]


def test_betting_ended_before_the_river_highest_bet_shows_first_002_3_18_2_e():
    h = make_hand([1000, 1000, 362], button=2, holes=["2s3h", "AsAh", "KsKh"],
                  board="2c7d9hTcJd")
    play(h, C, C, X)
    play(h, R(100), R(300), R(360), F, C)  # flop: 2's all-in of 360 is the highest Bet
    assert h.over and showing(h) == [("show", 2), ("show", 1)]


def test_one_player_left_wins_without_showing_002_3_18_1():
    h = play(make_hand([100] * 3, button=0), R(10), F, F)
    assert h.over and h.shown == {} and showing(h) == [] and h.winnings == [5, 0, 0]


# --------------------------------------------------------------- split pots


def test_odd_chip_goes_to_the_first_winner_left_of_the_button_002_4_5():
    # 4 players, button 2, antes 1: 3 (sb) folds. 0 (bb) is the first active player left
    # of the button but loses; 1 and 2 split 11 chips. docs/rules.md: the odd chip goes
    # to the first *winner* left of the button.
    h = make_hand([100] * 4, button=2, holes=["9c7h", "QcJd", "QdJc", "3c4c"],
                  board="AhKd8c5s2d", stakes=Stakes(1, 2, ante=1))
    play(h, C, C, F, X)
    while not h.over:
        h.apply(X)
    assert h.pot == 11 and h.winnings == [0, 6, 5, 0]


def test_two_odd_chips_one_each_clockwise_from_the_left_of_the_button_002_4_5():
    h = make_hand([1000] * 5, button=0, holes=["2c3d", "4d5d", "4h5h", "4c5c", "6c7d"],
                  board="AsKsQsJsTs", stakes=Stakes(1, 2, ante=1))
    play(h, F, F, C, C, X)  # 3 and 4 fold: 5 antes + 3 x 2 = 11 for 0, 1 and 2
    while not h.over:
        h.apply(X)
    assert h.winnings == [3, 4, 4, 0, 0]  # 1 and 2 come before the button (0)


# --------------------------------------------------------------- a short big blind


def test_short_big_blind_call_and_minimum_raise_stay_at_the_full_blind_docs_rules():
    h = make_hand([1000, 1000, 1], button=0, holes=["KsKh", "QsQh", "AsAh"])
    legal = h.legal_actions()
    assert h.bets == [0, 1, 1] and legal.call == 2 and legal.min_raise_to == 4
    play(h, C, C)  # the button calls 2, the small blind completes; the big blind is all-in
    assert h.street_name == "Flop" and h.contrib == [2, 2, 1]
    assert [(p.amount, p.eligible) for p in build_pots(h.contrib, h.folded)] == [
        (3, (0, 1, 2)), (2, (0, 1))]
    while not h.over:
        h.apply(X)
    assert h.stacks == [1000, 998, 3]  # the big blind's aces win the 3 it could win


def test_short_big_blind_heads_up_the_call_over_it_comes_back_docs_rules():
    h = make_hand([100, 1], button=0)
    legal = h.legal_actions()
    assert (legal.call, legal.can_check, legal.can_raise) == (1, False, False)
    play(h, C)
    assert h.over and h.contrib == [1, 1] and h.stacks == [101, 0]


# --------------------------------------------------------------- rake


def test_rake_cap_is_per_hand_the_side_pot_pays_what_the_main_pot_left_002_4_1_1():
    house = percentage_rake(RWS, 10, cap=20)
    h = make_hand([50, 1000, 1000], button=2, holes=["AsAh", "KsKh", "QsQh"],
                  board="2c3d4h8c9d", house=house)
    play(h, R(100), C, C)  # 2 raises, 0 all-in for 50, 1 calls
    while not h.over:
        h.apply(X)
    awards = sorted((e.pot, e.amount, e.rake) for e in h.events if isinstance(e, PotAwarded))
    assert awards == [(0, 135, 15), (1, 95, 5)]  # 10% of 150, then 5 of the 10 left to the cap
    assert h.rake == 20 and h.stacks == [135, 995, 900]


def test_uncalled_raise_increment_on_the_flop_is_not_raked_002_4_3():
    h = make_hand([1000, 1000], button=0, house=percentage_rake(RWS, 10))
    play(h, C, X)
    play(h, R(100), R(300), F)  # 1 bets 100, 0 raises to 300, 1 folds: 200 comes back
    assert h.rake == 20 and h.stacks == [1082, 898]  # 10% of 4 + 100 + 100 = 204, rounded down


# --------------------------------------------------------------- the button


class _Dealt(random.Random):
    """An rng whose ``sample`` deals chosen cards (the high-card draw for the button)."""

    def __init__(self, cards: str) -> None:
        super().__init__(0)
        self.cards = parse_cards(cards)

    def sample(self, population, k, *, counts=None):  # type: ignore[override]
        return self.cards[:k]


def test_first_button_to_the_highest_card_spades_over_hearts_002_3_8():
    t = Table(NLHE, Stakes(1, 2), 4, seed=1)
    for i in range(4):
        t.sit(i, f"p{i}", 200)
    t.rng = _Dealt("KdAhAsAc")
    assert t.draw_button() == 2  # the ace of spades beats the aces of hearts and clubs
    t.rng = _Dealt("AcKsQsJs")
    assert t.draw_button() == 0  # rank first: the ace of clubs beats the king of spades


def test_button_moves_to_the_next_player_dealt_in_no_dead_button_002_3_8_004_70():
    t = Table(NLHE, Stakes(1, 2), 6, seed=1)
    for s in (0, 2, 3, 5):
        t.sit(s, f"p{s}", 100)
    t.button = 3
    t.hands_played = 1
    hand, order = t.start_hand()
    assert t.button == 5 and order[hand.button] == 5
    assert (order[hand.sb_player], order[hand.bb_player]) == (0, 2)
    t.seats[0].stack = 0  # seat 0 is broke: the button skips it and the empty seat 1
    hand, order = t.start_hand()
    assert t.button == 2 and order == [2, 3, 5] and order[hand.button] == 2
    assert (order[hand.sb_player], order[hand.bb_player]) == (3, 5)


# --------------------------------------------------------------- straddle


def test_straddle_is_twice_the_big_blind_002_1_47():
    with pytest.raises(ValueError, match=r"^a straddle is twice the big blind: 4, not 5 \(002 §1.47\)"):
        Hand(NLHE, Stakes(1, 2, straddle=5), [100] * 4, 0, seed=1, house=STRADDLE)


def test_three_handed_the_button_straddles_and_the_small_blind_acts_first_002_3_10():
    h = make_hand([1000] * 3, button=0, stakes=Stakes(1, 2, straddle=4), house=STRADDLE)
    h.apply(R(4))  # the button, left of the big blind three-handed, chooses to straddle
    assert h.bets == [4, 1, 2] and h.straddle_player == 0 and h.to_act == 1


def test_big_blind_faces_the_straddle_and_a_raise_gives_up_the_straddlers_last_word_002_3_12_2():
    h = make_hand([1000] * 5, button=0, stakes=Stakes(1, 2, straddle=4), house=STRADDLE)
    h.apply(R(4))  # 002 §3.10: the straddle is posted by choice before the deal
    assert h.bets == [0, 1, 2, 4, 0] and h.to_act == 4
    play(h, C, C, C)  # 4 and the button call 4; the small blind completes to 4
    legal = h.legal_actions()
    assert legal.player == 2 and legal.call == 2 and not legal.can_check  # 002 §3.12.2
    play(h, R(20))  # the big blind raises: the round proceeds as normal (002 §3.10.1)
    legal = h.legal_actions()
    assert legal.player == 3 and legal.call == 16 and legal.min_raise_to == 36
    play(h, C, C, C, C)
    assert h.street_name == "Flop" and h.contrib == [20] * 5


# --------------------------------------------------------------- declared raises


def test_declared_raise_below_the_minimum_with_too_few_chips_goes_all_in_002_3_5_1_a():
    h = make_hand([1000, 1000, 30], button=0)
    play(h, R(20), F)  # a raise of 18; the big blind has 30 in all, short of 38
    legal = h.legal_actions()
    assert (legal.min_raise_to, legal.max_raise_to) == (30, 30)
    play(h, R(25))  # declared 25: the minimum it can make is all-in for 30
    assert h.bets[2] == 30 and h.stacks[2] == 0 and h.actions[-1][1] == R(30)
    legal = h.legal_actions()
    assert legal.player == 0 and legal.call == 10 and not legal.can_raise  # 002 §3.19.3


def test_declared_raise_below_the_minimum_refused_under_reject_names_the_all_in():
    h = make_hand([1000, 1000, 30], button=0, house=RWS.with_(short_raise="reject"))
    play(h, R(20), F)
    with pytest.raises(IllegalAction, match=r"^Raise to 25 is below the minimum, a raise to 30\.$"):
        h.apply(R(25))


# --------------------------------------------------------------- shuffling


def test_without_a_seed_the_deck_comes_from_secrets_system_random(monkeypatch):
    made: list[random.Random] = []

    class Spy(secrets.SystemRandom):
        def __init__(self) -> None:
            super().__init__()
            made.append(self)

    monkeypatch.setattr(hand_module.secrets, "SystemRandom", Spy)
    Hand(NLHE, Stakes(1, 2), [100] * 6, 0)
    assert len(made) == 1
    Hand(NLHE, Stakes(1, 2), [100] * 6, 0, seed=5)
    assert len(made) == 1  # a seed uses random.Random(seed) instead
    a = Hand(NLHE, Stakes(1, 2), [100] * 6, 0, seed=5)
    assert a.deck == Hand(NLHE, Stakes(1, 2), [100] * 6, 0, seed=5).deck


def test_events_name_a_short_all_in_raise_as_an_all_in():
    h = make_hand([1000, 1000, 30], button=0)
    play(h, R(20), F, R(30))
    acted = [e for e in h.events if isinstance(e, PlayerActed)]
    assert acted[-1].text == "Raise to 30 (all-in)" and acted[-1].all_in

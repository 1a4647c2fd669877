"""Every contested reading is a named ``HouseRules`` option: one test per option and book,
named after the rule, playing each reading both ways (docs/rules.md, "House options")."""

from __future__ import annotations

import dataclasses

import pytest

from poker_tui.engine import Action, Hand, IllegalAction, Stakes, replay
from poker_tui.engine.cards import deck as make_deck
from poker_tui.engine.cards import parse_cards
from poker_tui.engine.games import NLHE, get_variant
from poker_tui.engine.house_rules import (
    CASINO_001,
    OPTIONS,
    PROFILES,
    RWS,
    RWS_2017,
    TDA,
    HouseRules,
)
from poker_tui.engine.phh import pokerkit_deviation
from poker_tui.engine.table import Table
from poker_tui.store.codec import start_from_json, start_to_json

from .conftest import make_hand
from .hand_state import assert_refused_unchanged
from .variant_decks import check_down, stacked

F, X, C, B = Action.fold(), Action.check(), Action.call(), Action.bring_in()
R = Action.raise_to
D = Action.draw


def play(hand, *actions):
    for a in actions:
        hand.apply(a)
    return hand


# ------------------------------------------------------- 002 §3.5.1(b): above the stake


def test_declared_raise_above_the_stake_is_all_in_002_3_5_1_b():
    for house in (RWS, RWS_2017):  # the RWS books as written
        h = make_hand([100] * 3, button=0, house=house)
        judged = h.judge_raise(500)
        assert judged.amount == 100 and "002 §3.5.1(b)" in judged.note
        h.apply(R(500))
        assert h.stacks[0] == 0 and h.bets[0] == 100 and h.actions[-1][1] == R(100)


def test_declared_raise_above_the_stake_refused_when_the_house_says_so_002_3_5_1_b():
    h = make_hand([100] * 3, button=0, house=RWS.with_(over_stake="reject"))
    assert assert_refused_unchanged(h, R(500)) == (
        "Raise to 500 is more than you have; all-in is a raise to 100.")


def test_above_the_limit_is_never_all_in_in_fixed_limit_002_3_5_1_b():
    """All-in is the answer only where all-in is a legal amount: a fixed-limit raise has one size."""
    v = get_variant("lhe")
    h = Hand(v, Stakes(1, 2), [100] * 3, 0, house=RWS, seed=3)
    with pytest.raises(IllegalAction, match="above the fixed-limit maximum"):
        h.judge_raise(50)


# ------------------------------------------------- heads-up blinds: 001 §16.1(c) vs 002 §3.9


def test_heads_up_no_exception_left_of_the_button_posts_the_first_blind_001_16_1_c():
    h = make_hand([100, 100], button=1, house=CASINO_001)
    assert h.sb_player == 0 and h.bb_player == 1 and h.bets == [1, 2]
    assert h.to_act == 0  # left of the big blind, which is the button
    play(h, C, X)
    assert h.street == 1 and h.to_act == 0  # after the flop: left of the button again


def test_heads_up_the_button_posts_the_small_blind_and_acts_first_000_3_7_002_3_9():
    for house in (RWS, CASINO_001.with_(heads_up_button_small_blind=True)):
        h = make_hand([100, 100], button=1, house=house)
        assert h.sb_player == 1 and h.bets == [2, 1] and h.to_act == 1
        play(h, C, X)
        assert h.to_act == 0  # after the flop the big blind acts first


def test_table_blind_seats_follow_the_heads_up_reading_001_16_1_c():
    assert Table(NLHE, Stakes(1, 2), 2, house=CASINO_001)._blind_seats([3, 5], 1) == (3, 5)
    assert Table(NLHE, Stakes(1, 2), 2, house=RWS)._blind_seats([3, 5], 1) == (5, 3)


def test_phh_names_the_heads_up_deviation_001_16_1_c():
    h = make_hand([100, 100], button=1, house=CASINO_001)
    play(h, F)
    assert "001 §16.1(c)" in (pokerkit_deviation(h) or "")
    g = make_hand([100, 100], button=1, house=RWS)
    play(g, F)
    assert pokerkit_deviation(g) is None


# ------------------------------------------- burns counted: 001 §12.4(a), §13.4(a)

STUD = Stakes(0, 10, ante=1, bring_in=3, small_bet=10, big_bet=20)


def test_burns_are_shuffled_back_to_complete_the_deal_001_12_4_a():
    """Eight players, Five Card Stud on 40 cards: 16 + 3 x 8 cards dealt and 4 burns. The
    last round finds 5 cards and 4 burns: enough, so the burns are shuffled back in."""
    v = get_variant("stud5-40")
    cards = list(make_deck(40))
    h = Hand(v, STUD, [500] * 8, 7, deck=cards, house=CASINO_001)
    check_down(h)
    assert not h.board and all(len(hole) == 5 for hole in h.hole)
    assert len(h.reshuffled) == 1 and sorted(h.reshuffled[0]) == sorted(cards[35:] + cards[16:35:9])
    plain = Hand(v, STUD, [500] * 8, 7, deck=cards, house=CASINO_001.with_(burn_cards=False))
    check_down(plain)
    assert not plain.board and not plain.burned and all(len(hole) == 5 for hole in plain.hole)
    assert plain.hole != h.hole  # the burns moved the cards, not the decision


def test_community_card_when_even_the_burns_fall_short_001_13_4_a():
    v = get_variant("stud7")
    cards = list(make_deck(52))
    h = Hand(v, STUD, [500] * 8, 7, deck=cards, house=CASINO_001)
    check_down(h)
    assert len(h.board) == 1 and all(len(hole) == 6 for hole in h.hole)
    # 24 + 3 x 8 cards and 4 burns left nothing: the 4 burns were shuffled, one burnt, one turned
    assert len(h.reshuffled) == 1 and len(h.reshuffled[0]) == 4 and h.board[0] in h.reshuffled[0]
    plain = Hand(v, STUD, [500] * 8, 7, deck=cards, house=CASINO_001.with_(burn_cards=False))
    check_down(plain)
    assert plain.board == [cards[48]] and not plain.reshuffled


def test_burns_are_replayed_from_the_start_001_12_4_a():
    v = get_variant("stud5-40")
    h = Hand(v, STUD, [500] * 8, 7, deck=list(make_deck(40)), house=CASINO_001)
    check_down(h)
    again = replay(start_from_json(start_to_json(h.start)), h.actions)
    assert again.hole == h.hole and again.stacks == h.stacks


# ------------------------------------------------ the over-blind and the cap: 001 §11.5(g)

LIMIT = Stakes(1, 2, small_bet=2, big_bet=4)


def raises_allowed(house: HouseRules) -> int:
    """Raises four players can make before the draw after the over-blind is posted."""
    v = get_variant("draw")
    h = Hand(v, LIMIT, [500] * 4, 0, house=house, seed=5)
    play(h, R(4))  # player 3 posts the over-blind
    count = 0
    while h.street == 0 and h.phase == "bet" and h.legal_actions().can_raise:
        h.apply(R(h.legal_actions().min_raise_to))
        count += 1
    return count


def test_over_blind_counts_toward_the_raise_cap_001_11_5_g():
    # big blind (the bet) + over-blind + two raises = a bet and three raises
    assert raises_allowed(CASINO_001) == 2


def test_over_blind_need_not_count_toward_the_raise_cap_001_11_5_g():
    assert raises_allowed(CASINO_001.with_(over_blind_counts_to_cap=False)) == 3


# ------------------------------------------- short all-ins adding up: TDA vs 002 §3.19.3


def short_allins(house: HouseRules) -> Hand:
    """Player 3 raises to 100 (by 98); 4 and 1 go all-in short (by 50, then 60): 110 over 3's bet."""
    h = make_hand([1000, 210, 1000, 1000, 150], button=0, house=house)
    play(h, R(100), R(150), C, R(210), C)  # 3 raises, 4 all-in, 0 calls, 1 all-in, 2 calls
    assert h.to_act == 3
    return h


def test_short_allins_never_reopen_the_betting_002_3_19_3():
    h = short_allins(RWS)
    assert not h.legal_actions().can_raise
    assert "002 §3.19.3" in assert_refused_unchanged(h, R(400))


def test_short_allins_that_add_up_to_a_full_raise_reopen_it_tda():
    h = short_allins(TDA)
    assert h.legal_actions().can_raise and h.legal_actions().min_raise_to == 210 + 98
    play(h, C)
    assert h.to_act == 0 and not h.legal_actions().can_raise  # 0 faces only 60 more: no full raise


# ------------------------------------------------ a reshuffle's order: 001 §11.3(b)


def draw_to_reshuffle(reshuffles=()):
    v = get_variant("draw")
    dealt = stacked(v, 0, ["AsAhAdAcKs", "2c3d4h5s7c", "QsQhQdQcKh"])[:15]
    deck = dealt + parse_cards("2s3s4s")
    h = Hand(v, LIMIT, [100] * 3, 0, deck=deck, house=CASINO_001, record=True, reshuffles=reshuffles)
    play(h, X, C, C, X)  # decline the over-blind; button, small blind, big blind
    play(h, D(h.hole[1][:2]), D(h.hole[2][:3]))  # the second draw runs the deck out
    return h


def test_a_reshuffle_order_can_be_supplied_001_11_3_b():
    h = draw_to_reshuffle()
    (order,) = h.reshuffled
    given = tuple(reversed(order))
    g = draw_to_reshuffle((given,))
    assert g.reshuffled == [given] and g.hole[2][-2:] == list(given[:2])
    with pytest.raises(ValueError, match="reshuffle 1 supplies the cards"):
        draw_to_reshuffle(((0, 1),))


def test_a_journaled_hand_with_a_reshuffle_replays_to_the_same_cards_and_stacks_001_11_3_b():
    h = draw_to_reshuffle()
    given = tuple(reversed(h.reshuffled[0]))
    g = draw_to_reshuffle((given,))
    check_down(g)
    start = start_from_json(start_to_json(g.start))
    assert start.reshuffles == (given,)
    again = replay(start, g.actions)
    assert again.hole == g.hole and again.stacks == g.stacks and again.reshuffled == [given]


# ------------------------------------------------ the bring-in, said publicly: 001 §12.2(a)


def test_legal_actions_say_when_a_bring_in_is_due_001_12_2_a():
    v = get_variant("stud7")
    h = Hand(v, dataclasses.replace(STUD, bring_in=0), [100] * 3, 0, seed=2)
    legal = h.legal_actions()
    assert legal.bring_in == 0 and legal.bring_in_due and h.bring_in_due  # must bet the minimum
    play(h, R(legal.min_raise_to))
    assert not h.legal_actions().bring_in_due and not h.bring_in_due


# ------------------------------------------------ every option, listed and overridable


def test_every_option_is_listed_with_its_choices_and_any_profile_overrides_it():
    fields = {f.name for f in dataclasses.fields(HouseRules)}
    for name, label, choices in OPTIONS:
        assert name in fields and label and len(choices) >= 2
        for profile in PROFILES.values():
            for choice in choices:
                assert getattr(profile.with_(**{name: choice}), name) == choice
    assert {"rws", "rws-2017", "casino-001", "roberts-004", "tda"} <= set(PROFILES)


def test_a_word_outside_an_option_is_refused():
    with pytest.raises(ValueError):
        RWS.with_(over_stake="sometimes")

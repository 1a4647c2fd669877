"""Commission under 001 §8: percentage with a cap, fee per hand, time charge, and exemptions."""

from __future__ import annotations

from fractions import Fraction

import pytest

from poker_tui.engine import Stakes
from poker_tui.engine.house_rules import (
    CASINO_001,
    RWS,
    fee_per_hand,
    percentage_rake,
    time_charge,
)

from .variant_decks import C, F, R, X, hand_of, play

HOLES = ["AsAh", "KsKh", "QsQh"]
BOARD = "2c3d4h8c9d"
STAKES = Stakes(10, 20)


def nlhe(house, stacks=(1000, 1000, 1000), holes=HOLES):
    return hand_of("nlhe", list(stacks), holes[:len(stacks)], BOARD, stakes=STAKES, house=house)


def to_showdown(h):
    while not h.over:
        h.apply(X if h.legal_actions().can_check else C)
    return h


def test_percentage_of_the_pot_up_to_the_cap_001_8_2_a_001_8_7():
    h = to_showdown(play(nlhe(percentage_rake(RWS, 10, cap=25)), R(100), C, C))
    assert h.rake == 25 and sum(h.stacks) == 3000 - 25  # 10% of 300 would be 30


def test_percentage_rake_must_be_a_share_of_the_pot():
    with pytest.raises(ValueError):
        percentage_rake(RWS, 150)
    assert percentage_rake(RWS, 5).rake_percent == Fraction(1, 20)


def test_fee_per_hand_even_when_everyone_folds_001_8_2_b():
    h = play(nlhe(fee_per_hand(RWS, 3)), F, F)
    # The uncalled half of the big blind goes back first (001 §8.5): a pot of 20.
    assert h.rake == 3 and h.winnings[2] == 20 - 3


def test_time_charge_per_player_in_advance_inactive_players_too_001_8_2_c():
    house = RWS.with_(time_charge_per_hour=15)
    assert time_charge(house, [500, 0, 10]) == [15, 0, 10]
    assert time_charge(RWS, [500, 500]) == [0, 0]


def test_uncalled_wager_is_not_raked_001_8_5():
    h = play(nlhe(percentage_rake(RWS, 10)), R(200), F, F)
    # 20 of the raise is called by nobody... the pot is the blinds plus 20 matched: 50
    assert h.pot == 50 and h.rake == 5


def test_no_percentage_on_a_pot_of_blinds_only_001_8_6():
    house = percentage_rake(CASINO_001, 10)
    h = play(nlhe(house), F, F)  # folded round to the big blind
    assert h.rake == 0 and h.winnings[2] == 20
    rws = play(nlhe(percentage_rake(RWS, 10)), F, F)
    assert rws.rake == 2  # a house without the exemption


def test_no_percentage_on_a_split_among_everyone_who_fed_the_pot_001_8_8():
    holes = ["AsKd", "AhKc", "7c7d"]  # 0 and 1 will split with the same hand
    h = nlhe(percentage_rake(CASINO_001, 10), stacks=(1000, 1000), holes=holes)
    to_showdown(play(h, R(100), C))
    assert h.shown[0] == h.shown[1] and h.rake == 0


def test_split_pot_is_raked_when_another_player_fed_it_001_8_8():
    holes = ["7c7d", "AsKd", "AhKc"]
    h = nlhe(percentage_rake(CASINO_001, 10), holes=holes)
    to_showdown(play(h, C, C, R(100), F, C))  # the button calls 20, then folds to a raise
    assert h.shown[1] == h.shown[2] and h.rake == 22  # 10% of 220


def test_no_percentage_on_a_three_way_split_nobody_else_fed_001_8_8():
    holes = ["AsKd", "AhKc", "AdKh"]
    h = to_showdown(play(nlhe(percentage_rake(CASINO_001, 10), holes=holes), C, C, X))
    assert len({h.shown[p] for p in range(3)}) == 1 and h.rake == 0

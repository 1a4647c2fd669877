"""001 §11.5(b): the last compulsory blind is at least the table minimum."""

from __future__ import annotations

import pytest

from poker_tui.engine import Hand, Stakes, get_variant
from poker_tui.engine.games import all_variants, default_stakes


def test_a_big_blind_below_the_minimum_bet_is_refused_001_11_5_b():
    lhe = get_variant("lhe")
    with pytest.raises(ValueError, match=r"the big blind, 2, is below the minimum bet of 4: the last"
                                         r" blind is at least the table minimum \(001 §11.5\(b\)\)"):
        Hand(lhe, Stakes(1, 2, small_bet=4, big_bet=8), [100] * 4, 0, seed=1)


def test_every_game_s_default_stakes_respect_the_table_minimum_001_11_5_b():
    for v in all_variants():
        for bb in (2, 10, 50):
            st = default_stakes(v, bb)
            if v.blinds:
                assert st.big_blind >= st.min_bet, (v.code, st)
            Hand(v, st, [100 * st.min_bet] * min(4, v.max_players), 0, seed=1)  # accepted

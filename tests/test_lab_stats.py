"""The numbers: win rates, confidence intervals and the play statistics behind them."""

from __future__ import annotations

import math
import statistics

from hypothesis import given
from hypothesis import strategies as st

from poker_tui.engine.actions import Action
from poker_tui.lab import MatchConfig, run_match
from poker_tui.lab.statistics import Z95, interval
from poker_tui.lab.tally import Tally
from poker_tui.stats.hand_facts import hand_facts


@given(st.lists(st.integers(-400, 400), min_size=2, max_size=60), st.integers(1, 6))
def test_interval_is_mean_plus_minus_1_96_standard_errors(xs, per_unit):
    got = interval(len(xs), sum(xs), sum(x * x for x in xs), per_unit, 2)
    mean = statistics.fmean(xs)
    half = Z95 * statistics.stdev(xs) / math.sqrt(len(xs))
    scale = 1000 / (per_unit * 2)
    assert math.isclose(got[0], (mean - half) * scale, rel_tol=1e-9, abs_tol=1e-6)
    assert math.isclose(got[1], (mean + half) * scale, rel_tol=1e-9, abs_tol=1e-6)


def test_no_interval_from_one_sample():
    assert interval(1, 10, 100, 1, 2) is None


def play(hand, *actions):
    for a in actions:
        hand.apply(a)
    return hand


def test_vpip_pfr_and_aggression_read_from_the_log(hand_factory):
    # 4 players, button 0 (aces): SB 1, BB 2, UTG 3 (jacks) acts first.
    hand = hand_factory([200] * 4, button=0)
    play(hand,
         Action.raise_to(6),  # UTG raises: VPIP and PFR
         Action.call(),  # button calls: VPIP only
         Action.fold(),  # SB folds after posting: neither
         Action.call(),  # BB calls: VPIP
         # flop: BB checks, UTG bets, button calls, BB folds
         Action.check(), Action.raise_to(10), Action.call(), Action.fold(),
         # turn: UTG bets, button raises, UTG calls
         Action.raise_to(20), Action.raise_to(60), Action.call(),
         # river: checked down
         Action.check(), Action.check())
    assert hand.over
    vpip, pfr, aggressive, calls, showdown, won = hand_facts(hand)
    assert vpip == [True, False, True, True]
    assert pfr == [False, False, False, True]
    assert aggressive == [1, 0, 0, 2]  # button: raise on the turn; UTG: flop and turn bets
    assert calls == [1, 0, 0, 1]
    assert showdown == [True, False, False, True]
    assert won == [True, False, False, False]  # aces (seat 0) beat jacks on 2c3d4h8c9d


def test_the_big_blind_checking_its_option_is_not_vpip(hand_factory):
    hand = hand_factory([200] * 3, button=0)
    play(hand, Action.call(), Action.call(), Action.check(),  # limp, complete, BB checks
         *[Action.check()] * 9)
    vpip, pfr, *_ = hand_facts(hand)
    assert vpip == [True, True, False]
    assert pfr == [False, False, False]


def test_chips_are_conserved_and_tallies_merge_exactly():
    result = run_match(MatchConfig(players=5, hands=600, seed=8))
    t = result.tally
    assert sum(t.net) + t.rake == 0
    assert t.hands == [600] * 5 and t.hands_total == 600 and t.units == [600] * 5
    merged = Tally(5)
    for seed_block in (0, 1):
        part = Tally(5)
        part.hands[0] = seed_block + 1
        part.sq[1] = 7
        merged.merge(part)
    assert merged.hands[0] == 3 and merged.sq[1] == 14


def test_showdown_counts_and_shares():
    result = run_match(MatchConfig(players=2, bots=("station",), hands=200, seed=3))
    a, b = result.summaries()
    # two calling stations see every showdown together
    assert a.showdowns == b.showdowns == 200
    assert a.showdowns_won + b.showdowns_won >= 200  # split pots count for both
    assert 0 < a.showdown_share < 1
    assert a.pfr == 0 and a.vpip > 0


def test_a_split_pot_counts_as_won_for_each_bot_that_shared_it_and_is_counted_once_as_shared(
        hand_factory):
    """Why the won column can add up to more than the showdowns: it says, per bot, that
    it took chips; the tally also counts the showdowns two or more took chips in."""
    hand = hand_factory([200] * 2, button=0, holes=["AsKd", "AhKc"], board="2c3d4h8c9s")
    play(hand, Action.call(), *[Action.check()] * 7)
    assert hand.over and hand.winnings == [2, 2]
    tally = Tally(2)
    tally.count_hand(hand, (0, 1))
    assert tally.showdowns == [1, 1] and tally.sd_won == [1, 1]
    assert tally.shared_showdowns == 1
    merged = Tally(2)
    merged.merge(tally)
    merged.merge(tally)
    assert merged.shared_showdowns == 2


def test_the_report_explains_a_won_column_that_adds_up_to_more_than_the_showdowns():
    from rich.console import Console

    from poker_tui.lab.report import render

    result = run_match(MatchConfig(players=2, bots=("station",), hands=200, seed=3))
    shared = result.tally.shared_showdowns
    a, b = result.summaries()
    assert a.showdowns_won + b.showdowns_won == a.showdowns + shared  # every showdown, once
    console = Console(width=200, record=True)
    console.print(render(result))
    text = console.export_text()
    assert shared > 0
    assert f"in {shared:,} showdowns two or more did (a split pot" in text
    assert result.to_json()["shared_showdowns"] == shared


@given(st.integers(0, 2**32 - 1), st.permutations(range(6)))
def test_the_lab_counts_what_hand_facts_reads_seat_by_seat(seed, seating):
    """One definition of VPIP, PFR, aggression and showdowns: the lab's counters through any
    seating add up to exactly what ``hand_facts`` reads from the same hands."""
    import random

    from poker_tui.engine import NLHE, Hand, Stakes

    rng = random.Random(seed)
    tally = Tally(6)
    want = [[0] * 6 for _ in range(6)]  # vpip, pfr, aggressive, calls, showdowns, won per entry
    for h in range(8):
        hand = Hand(NLHE, Stakes(1, 2), [200] * 6, h % 6, rng=rng)
        while hand.to_act >= 0:
            legal = hand.legal_actions()
            pick = rng.randrange(3 if legal.max_raise_to else 2)
            if pick == 0:
                hand.apply(Action.check() if legal.can_check else Action.fold())
            elif pick == 1:
                hand.apply(Action.check() if legal.can_check else Action.call())
            else:
                hand.apply(Action.raise_to(rng.randint(legal.min_raise_to, legal.max_raise_to)))
        tally.count_hand(hand, tuple(seating))
        for column, facts in zip(want, hand_facts(hand), strict=True):
            for p, x in enumerate(facts):
                column[seating[p]] += x
    got = [tally.vpip, tally.pfr, tally.aggressive, tally.calls, tally.showdowns, tally.sd_won]
    assert got == want

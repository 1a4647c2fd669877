"""ICM (Malmuth-Harville) against published worked examples and a brute-force second opinion."""

from __future__ import annotations

from itertools import combinations, permutations

import pytest
from hypothesis import given
from hypothesis import strategies as st

from poker_tui.tournament import icm as icm_module
from poker_tui.tournament import icm_equities
from poker_tui.tournament.icm import exact_steps


def brute_force(chips: list[int], paid: list[float]) -> list[float]:
    """Every ordered choice of the paid places, each weighted by Harville's product."""
    out = [0.0] * len(chips)
    for chosen in combinations(range(len(chips)), min(len(paid), len(chips))):
        for order in permutations(chosen):
            p, left = 1.0, sum(chips)
            for j in order:
                p *= chips[j] / left
                left -= chips[j]
            for place, j in enumerate(order):
                out[j] += p * paid[place]
    return out


def test_wikipedia_worked_example_50_30_20_chips_paying_70_30():
    # Wikipedia, "Independent Chip Model": A, B, C hold 50%, 30%, 20% of the chips and
    # 1st pays 70, 2nd 30: ICM(A) ~ 45, ICM(B) ~ 32, ICM(C) ~ 22 (to the article's rounding).
    a, b, c = icm_equities([50, 30, 20], [70, 30]).equities
    assert (round(a), round(b), round(c)) == (45, 32, 23)
    assert a == pytest.approx(70 * 0.5 + 30 * (0.3 * 0.5 / 0.7 + 0.2 * 0.5 / 0.8))


def test_published_four_handed_final_table():
    # pailiku.com ICM calculator's worked result page: stacks 5000/3000/1500/500,
    # pool 1000 paid 500/300/200 -> 377.78, 312.89, 225.60, 83.73.
    got = icm_equities([5000, 3000, 1500, 500], [500, 300, 200]).equities
    assert [round(x, 2) for x in got] == [377.78, 312.89, 225.60, 83.73]


def test_simpleicm_bubble_example():
    # aidanf.net, "Sample ICM calculation with SimpleICM": 9-player sit-and-go paying
    # 50/30/20, four left; the big blind folding keeps 0.2563 of the pool, calling and
    # winning is worth 0.3566.
    fold = icm_equities([1600, 1400, 7800, 2700], [0.5, 0.3, 0.2]).equities[3]
    win = icm_equities([1600, 1400, 4500, 6000], [0.5, 0.3, 0.2]).equities[3]
    assert (round(fold, 4), round(win, 4)) == (0.2563, 0.3566)


@given(
    st.lists(st.integers(1, 10_000), min_size=1, max_size=6),
    st.lists(st.integers(0, 100), min_size=1, max_size=6),
)
def test_exact_icm_matches_brute_force_and_sums_to_the_paid_pool(chips, paid):
    result = icm_equities(chips, paid)
    reachable = paid[: len(chips)]
    assert result.exact
    assert result.equities == pytest.approx(brute_force(chips, reachable), abs=1e-9)
    assert sum(result.equities) == pytest.approx(sum(reachable))
    for row in result.place_probabilities:
        assert all(0.0 <= p <= 1.0 + 1e-12 for p in row)


def test_equal_stacks_share_equally_and_the_bigger_stack_is_worth_more_but_less_than_its_chips():
    same = icm_equities([1000] * 5, [50, 30, 20]).equities
    assert same == pytest.approx([20.0] * 5)
    big, small = icm_equities([9000, 1000], [65, 35]).equities
    assert big > small and big < 100 * 0.9  # chips are worth less than their share at the top


def test_ten_players_are_always_exact():
    result = icm_equities(list(range(100, 1100, 100)), [10] * 10)
    assert result.exact and sum(result.equities) == pytest.approx(100)


def test_a_large_field_is_sampled_with_an_error_that_covers_the_exact_answer(monkeypatch):
    chips = [1000 + 37 * i for i in range(14)]
    paid = [30, 20, 15, 10, 8, 6, 5, 4, 2]
    exact = icm_equities(chips, paid).equities  # 14 players, 9 paid: still within budget
    assert exact_steps(14, 9) > 14 * 2**9
    monkeypatch.setattr(icm_module, "EXACT_BUDGET", 0)
    sampled = icm_equities(chips, paid, trials=4000, seed=7)
    assert not sampled.exact and sampled.trials == 4000
    for got, want, se in zip(sampled.equities, exact, sampled.standard_errors, strict=True):
        assert abs(got - want) <= 4 * se


@pytest.mark.parametrize(
    "stacks, payouts, words",
    [
        ([], [1], "at least one stack"),
        ([100, 0], [1], "Stack 2 is 0"),
        ([100, -5], [1], "Stack 2 is -5"),
        ([100, 2.5], [1], "not a whole number"),
        ([100], [], "at least one payout"),
        ([100], [-1], "Payout 1"),
        ([100], [float("nan")], "Payout 1"),
    ],
)
def test_impossible_input_gets_a_sentence(stacks, payouts, words):
    with pytest.raises(ValueError, match=words):
        icm_equities(stacks, payouts)


def test_a_sampled_answer_repeats_for_its_seed(monkeypatch):
    monkeypatch.setattr(icm_module, "EXACT_BUDGET", 0)
    stacks = [300, 200, 100, 50, 25, 10, 5, 1, 1, 1, 1]
    a = icm_equities(stacks, [5, 3, 2], trials=500, seed=3)
    assert a == icm_equities(stacks, [5, 3, 2], trials=500, seed=3)
    assert a != icm_equities(stacks, [5, 3, 2], trials=500, seed=4)

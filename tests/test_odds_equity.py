"""Equity agrees with exact enumeration done here independently, and with published figures.

The independent enumerations walk every board with ``itertools`` and value
hands with the engine's own evaluator (``evaluate``, ``hand_value``,
``evaluate_batch``), none of the odds library's grid, weighting or stream.
Published figures: OMPEval's EquityCalculator tests (zekyll/OMPEval,
test.cpp, ``TESTDATA``: exact counts of deals by winners) and eval7's
equity tests (julianandrews/pyeval7, tests/test_equity.py).
"""

from __future__ import annotations

import os
from itertools import combinations, product

import numpy as np
import pytest

from poker_tui.engine.batch import evaluate_batch
from poker_tui.engine.cards import deck, parse_cards
from poker_tui.engine.evaluator import evaluate
from poker_tui.engine.games import get_variant
from poker_tui.engine.showdown import hand_value
from poker_tui.odds import OddsError, equity, hero_vs_weights, parse_range
from poker_tui.odds.holdem_sampled import holdem_sampled


def cards(text: str) -> list[int]:
    return [int(c) for c in parse_cards(text)]


def shares_by_enumeration(
    variant: str, hands: list[list[int]], board: list[int], dead: list[int] = ()
) -> list[float]:
    """Each hand's pot share over every completion of the board: plain loops."""
    v = get_variant(variant)
    used = set(board) | set(dead) | {c for h in hands for c in h}
    rest = [int(c) for c in deck(v.deck_size) if c not in used]
    total = [0.0] * len(hands)
    n = 0
    for more in combinations(rest, v.board_cards - len(board)):
        full = board + list(more)
        values = [hand_value(v, h, full) for h in hands]
        best = max(values)
        winners = [i for i, x in enumerate(values) if x == best]
        for i in winners:
            total[i] += 1 / len(winners)
        n += 1
    return [t / n for t in total]


def subsets(n: int, k: int) -> np.ndarray:
    """Every k-subset of range(n), ascending rows in lexicographic order: each row of the
    (k-1)-subsets followed by every larger index, in turn."""
    rows = np.arange(n)[:, None]
    for _ in range(k - 1):
        last = rows[:, -1]
        reps = n - 1 - last
        rows = np.repeat(rows, reps, axis=0)
        within = np.arange(len(rows)) - np.repeat(np.cumsum(reps) - reps, reps)
        rows = np.hstack([rows, (np.repeat(last + 1, reps) + within)[:, None]])
    return rows


def test_subsets_are_itertools_combinations():
    assert subsets(7, 3).tolist() == [list(c) for c in combinations(range(7), 3)]


def test_ace_king_suited_against_queens_preflop_is_46_21_percent():
    """AsKs v QdQc over all 1,712,304 boards, enumerated here with evaluate_batch."""
    hero, vill = cards("AsKs"), cards("QdQc")
    rest = np.array([c for c in range(52) if c not in hero + vill])
    boards = rest[subsets(48, 5)]
    assert len(boards) == 1_712_304
    wins = ties = 0
    for s in range(0, len(boards), 300_000):
        b = boards[s : s + 300_000]
        a = evaluate_batch(np.hstack([np.tile(hero, (len(b), 1)), b]))
        q = evaluate_batch(np.hstack([np.tile(vill, (len(b), 1)), b]))
        wins += int((a > q).sum())
        ties += int((a == q).sum())
    independent = (wins + ties / 2) / len(boards)
    answer = equity(["AsKs", "QdQc"])
    assert answer.result.exact
    assert answer.result.equity[0] == pytest.approx(independent, abs=1e-12)
    assert round(answer.result.equity[0] * 100, 2) == 46.21


def test_three_way_on_the_flop():
    hands = [cards("AsKs"), cards("QdQc"), cards("JhTh")]
    board = cards("2s7dTc")
    want = shares_by_enumeration("nlhe", hands, board)
    got = equity(["AsKs", "QdQc", "JhTh"], board).result
    assert got.exact
    assert got.equity == pytest.approx(want, abs=1e-12)


def test_an_omaha_hand_uses_exactly_two_hole_cards():
    hands = [cards("AsKsQdJd"), cards("AhAd2c3c")]
    board = cards("2h7hTc")
    want = shares_by_enumeration("plo", hands, board)
    got = equity(["AsKsQdJd", "AhAd2c3c"], board, variant="plo").result
    assert got.exact
    assert got.equity == pytest.approx(want, abs=1e-12)
    # four hearts on the board and one in the hand is no flush in Omaha (001 §17)
    river = cards("2h7hTh9h")
    flush = equity(["AhKsQdJd", "KdKc3s3c"], river, variant="plo").result
    assert flush.equity == pytest.approx(
        shares_by_enumeration("plo", [cards("AhKsQdJd"), cards("KdKc3s3c")], river), abs=1e-12
    )


def test_range_against_range_on_the_turn():
    board = cards("2s7dTc4h")
    left, right = parse_range("AA, KK", board), parse_range("AKs, QQ", board)
    total = np.zeros(2)
    weight = 0.0
    for a, b in product(left.weights, right.weights):
        if set(a) & set(b):
            continue
        total += shares_by_enumeration("nlhe", [list(a), list(b)], board)
        weight += 1
    got = equity(["AA, KK", "AKs, QQ"], board).result
    assert got.exact
    assert got.equity == pytest.approx(list(total / weight), abs=1e-12)


def test_short_deck_flush_beats_a_full_house():
    """Manila (32 cards, 001 §9.3): As Ks's flush beats nines full of jacks."""
    river = cards("Js9s8sJd7c")
    assert equity(["AsKs", "9h9d"], river, variant="manila2").result.equity == (1.0, 0.0)
    # the same seven cards in the standard order: the full house wins
    nlhe = get_variant("nlhe")
    assert hand_value(nlhe, cards("9h9d"), cards("9sJsJd")) > hand_value(
        nlhe, cards("AsKs"), cards("Js9s8s")
    )
    turn = cards("Js9s8sJd")
    want = shares_by_enumeration("manila2", [cards("AsKs"), cards("9h9d")], turn)
    got = equity(["AsKs", "9h9d"], turn, variant="manila2").result
    assert got.exact and got.equity == pytest.approx(want, abs=1e-12)


def _omp_equity(counts: list[int], players: int) -> list[float]:
    total = sum(counts)
    return [
        sum(c / bin(m).count("1") for m, c in enumerate(counts) if m >> j & 1) / total
        for j in range(players)
    ]


@pytest.mark.skipif(
    not os.environ.get("POKER_TUI_SLOW_TESTS"),
    reason="6,000 matchups x 1,035 boards: several seconds; POKER_TUI_SLOW_TESTS=1",
)
def test_ompeval_exact_counts_with_a_random_range():
    """OMPEval test.cpp TESTDATA case 3, enumerated (its Monte Carlo twin runs always)."""
    got = equity(["random", "AA", "33"], "2c3c8h", "6h", exact=True).result
    want = _omp_equity([0, 808395, 1681125, 20076, 12151512, 0, 0, 0], 3)
    assert got.equity == pytest.approx(want, abs=1e-12)


def test_ompeval_exact_counts():
    """OMPEval test.cpp TESTDATA case 5, enumerated."""
    got = equity(["3d7d", "2h9h", "2c9c"], "5d5h5c", "3s3c").result
    want = _omp_equity([0, 183, 28, 0, 28, 0, 380, 201], 3)
    assert got.exact and got.equity == pytest.approx(want, abs=1e-12)


@pytest.mark.parametrize(
    ("players", "board", "dead", "counts"),
    [
        (["AA", "KK"], "", "", [0, 50371344, 10986372, 285228]),
        (["AK", "random"], "2c3c", "", [0, 159167583, 108567320, 6233737]),
        (["random", "AA", "33"], "2c3c8h", "6h", [0, 808395, 1681125, 20076, 12151512, 0, 0, 0]),
        (
            ["random", "random", "AK"],
            "4hAd3c4c7c",
            "6h",
            [0, 1461364, 1461364, 6386, 6760010, 42420, 42420, 108],
        ),
        (
            ["AA,KK", "KK,QQ", "QQ,AA"],
            "",
            "",
            [0, 348272820, 119882736, 37653912, 303253020, 74015280, 1266624, 3904200],
        ),
    ],
)
def test_ompeval_figures_within_three_standard_errors(players, board, dead, counts):
    got = equity(players, board, dead, trials=20_000, seed=11).result
    assert not got.exact
    for e, se, want in zip(got.equity, got.stderr, _omp_equity(counts, len(players)), strict=True):
        assert abs(e - want) <= 3 * se


def test_eval7_exact_figures():
    """eval7 tests/test_equity.py test_hand_vs_range_exact."""
    river = "KhJd8c5d2s"
    assert equity(["AcAh", "AA"], river).result.equity[0] == pytest.approx(0.5, abs=1e-12)
    assert equity(["AcAh", "AsAd"], river).result.equity[0] == pytest.approx(0.5, abs=1e-12)
    assert equity(["AsAd", "AA, A3o, 32s"], river).result.equity[0] == pytest.approx(
        0.95, abs=1e-12
    )


def test_eval7_monte_carlo_figures():
    """eval7: AsAd v 'AA, A3o, 32s' preflop 0.85337, 3h2c 0.22865 (their own error 0.002)."""
    for hand, want in (("AsAd", 0.85337), ("3h2c", 0.22865)):
        got = equity([hand, "AA, A3o, 32s"], trials=40_000, seed=3).result
        assert abs(got.equity[0] - want) <= 3 * got.stderr[0] + 0.002


def test_monte_carlo_lies_within_three_standard_errors_of_exact():
    cases = [
        (["AsKs", "QdQc"], ""),
        (["AsKs", "QdQc", "JhTh"], "2s7dTc"),
        (["QQ+, AKs", "JJ-99, AQs"], "2s7dTc"),
    ]
    for players, board in cases:
        exact = equity(players, board, exact=True).result
        mc = equity(players, board, trials=20_000, seed=5).result
        for e, m, se in zip(exact.equity, mc.equity, mc.stderr, strict=True):
            assert abs(e - m) <= 3 * se, (players, e, m, se)
    omaha = equity(["AsKsQdJd", "AhAd2c3c"], "2h7hTc", variant="plo")
    sampled = equity(["AsKsQdJd", "AhAd2c3c"], "2h7hTc", variant="plo", trials=20_000, seed=5)
    assert abs(omaha.result.equity[0] - sampled.result.equity[0]) <= 3 * sampled.result.stderr[0]


def test_ten_players_one_of_them_with_aces():
    got = equity(["AsAd"] + ["random"] * 9, trials=4000, seed=2).result
    assert sum(got.equity) == pytest.approx(1.0)
    assert got.equity[0] > 0.25 > max(got.equity[1:])  # aces win about 31% nine-handed


def test_stud_and_draw_against_random_hands():
    pat = equity(["AsKsQsJsTs", "random"], variant="draw", trials=2000, seed=1).result
    assert pat.equity[0] == 1.0  # a royal flush: nothing beats it, nothing ties it
    wheel = equity(["5s4h3d2cAs", "random"], variant="lowball", trials=2000, seed=1).result
    assert wheel.equity[0] > 0.99
    trips = equity(["AsAhAd", "random", "random"], variant="stud7", trials=4000, seed=2).result
    # three aces dealt first win against two random stud hands most of the time
    low = equity(["2s7h9d", "random", "random"], variant="stud7", trials=4000, seed=2).result
    assert trips.equity[0] > 0.6 > 1 / 3 > low.equity[0]
    assert sum(trips.equity) == pytest.approx(1.0)


def test_stud_against_random_agrees_with_plain_dealing():
    """Seven card stud, a hand of three against one random hand: the library's Monte Carlo
    against a plain shuffle-and-deal Monte Carlo here, within their combined error."""
    import random

    v = get_variant("stud7")
    hero = cards("QsQhJd")
    rng = random.Random(8)
    rest = [c for c in range(52) if c not in hero]
    wins = 0.0
    n = 6000
    for _ in range(n):
        drawn = rng.sample(rest, 11)
        a, b = hand_value(v, hero + drawn[:4], []), hand_value(v, drawn[4:], [])
        wins += 1.0 if a > b else 0.5 if a == b else 0.0
    plain = wins / n
    got = equity(["QsQhJd", "random"], variant="stud7", trials=n, seed=4).result
    se = (got.stderr[0] ** 2 + plain * (1 - plain) / n) ** 0.5
    assert abs(got.equity[0] - plain) <= 3 * se


def test_the_bots_fast_path_is_the_general_sampler():
    """``hero_vs_weights`` gives what ``holdem_sampled`` gives for the same question and seed."""
    rng = np.random.default_rng(3)
    combos = np.array(parse_range("random").combos()[0])
    for trial in range(30):
        deal = rng.permutation(52)
        hero, board = deal[:2].tolist(), deal[2 : 2 + (3, 4)[trial % 2]].tolist()
        w = rng.random(len(combos))
        w[np.isin(combos, hero + board).any(axis=1)] = 0.0
        fast = hero_vs_weights(hero, board, combos, w, 300, trial)
        full = holdem_sampled([(np.array([hero]), np.ones(1)), (combos, w)], board, [], 300, trial)
        assert fast == full.equity[0]


def test_the_bots_rows_redrawn_in_ints_draw_what_the_array_redraw_draws():
    """A row whose first board attempts all clash is drawn on in plain ints (``_redraw_few``):
    the same cards as ``_board_try``, attempt after attempt, for the turn and the river."""
    from poker_tui.odds import stream
    from poker_tui.odds.holdem import _redraw_few
    from poker_tui.odds.holdem_sampled import _board_try

    rng = np.random.default_rng(8)
    for trial in range(40):
        m = 1 + trial % 2
        deal = rng.permutation(52)
        rest = np.sort(deal[: 40 + trial % 7])  # the deck less the board and the hero
        rows = np.sort(rng.choice(300, size=5, replace=False))
        taken = np.zeros(300, dtype=np.int64)  # each row's opponent holds two cards of rest
        for r in rows:
            a, b = rng.choice(rest, size=2, replace=False)
            taken[r] = (1 << int(a)) | (1 << int(b)) | (1 << 62 if m == 2 else 0)
        seed_key = stream.key(trial)
        chosen = np.full(300, -1, dtype=np.int64)
        _redraw_few(seed_key, rows, taken, rest, m, 3, chosen)
        todo, attempt = np.arange(len(rows)), 3
        want = np.full(len(rows), -1, dtype=np.int64)
        while todo.size:
            cards, clash = _board_try(
                seed_key,
                rows[todo].astype(np.uint64),
                taken[rows[todo]] & ~(1 << 62),
                rest,
                m,
                attempt,
            )
            want[todo] = cards[0] * 52 + cards[1] if m == 2 else cards[0]
            todo, attempt = todo[clash], attempt + 1
        assert (chosen[rows] == want).all()


def test_the_bots_river_is_exact():
    board = cards("KhJd8c5d2s")
    r = parse_range("AA, A3o, 32s", board + cards("AsAd"))
    combos, w = r.combos()
    assert hero_vs_weights(cards("AsAd"), board, combos, w, 300, 1, 1326) == pytest.approx(0.95)


@pytest.mark.parametrize(
    ("players", "board", "dead", "variant", "words"),
    [
        (["AsKs", "AsQd"], "", "", "nlhe", "As is given twice"),
        (["AsKs", "QQ"], "QsQdQh", "Qc", "nlhe", "holds no hand"),
        (["AsKs"], "", "", "nlhe", "2 to 10 players"),
        (["AsKs", "QQ"], "2c3c4c5c6c7c", "", "nlhe", "at most 5"),
        (["AsKs", "QsQd"], "2c", "", "manila2", "not in the 32-card deck"),
        (["AsKs", "QsQd"], "", "", "plo", "has 4 cards, not 2"),
        (["AA", "AA", "AA"], "", "", "nlhe", "no deal gives every player"),
    ],
)
def test_impossible_input_is_one_sentence(players, board, dead, variant, words):
    with pytest.raises(OddsError) as err:
        equity(players, board, dead, variant, trials=200, seed=1)
    assert words in str(err.value)
    assert "\n" not in str(err.value)


def test_evaluate_is_what_the_grid_values():
    """A spot check that the grid's hand values are the evaluator's: a river showdown."""
    board = cards("2s7dTcJh3c")
    hero, vill = cards("AsKs"), cards("QdQc")
    want = 1.0 if evaluate(hero + board) > evaluate(vill + board) else 0.0
    assert equity(["AsKs", "QdQc"], board).result.equity[0] == want

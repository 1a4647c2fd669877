"""The numpy batch path gives the pure-Python evaluator's values, and equity adds up."""

from __future__ import annotations

import itertools
import random
from math import comb

import numpy as np
import pytest

from poker_tui.engine import batch
from poker_tui.engine.batch import evaluate_batch
from poker_tui.engine.batch_equity import equity
from poker_tui.engine.board_sums import board_segments, board_sums
from poker_tui.engine.cards import card, parse_cards
from poker_tui.engine.evaluator import CARD_KEYS, evaluate
from poker_tui.engine.range_equity import equity_vs_range


def h(text: str) -> list[int]:
    return [int(c) for c in parse_cards(text)]


def python_equity(hero: list[int], villain: list[int], board: list[int]) -> float:
    """Exact heads-up equity by the pure-Python evaluator over every completion."""
    rest = [c for c in range(52) if c not in set(hero + villain + board)]
    total = 0.0
    n = 0
    for extra in itertools.combinations(rest, 5 - len(board)):
        b = board + list(extra)
        a, v = evaluate(hero + b), evaluate(villain + b)
        total += 1.0 if a > v else 0.5 if a == v else 0.0
        n += 1
    return total / n


@pytest.mark.parametrize("n", [5, 6, 7])
def test_batch_values_equal_python_values(n: int) -> None:
    rng = np.random.default_rng(n)
    hands = np.argsort(rng.random((30_000, 52)), axis=1)[:, :n]
    got = evaluate_batch(hands)
    assert got.dtype == np.uint16
    assert got.tolist() == [int(evaluate(row)) for row in hands.tolist()]


def test_batch_values_on_flush_heavy_hands() -> None:
    rng = random.Random(5)
    hands = []
    for _ in range(5000):
        suit = rng.randrange(4)
        suited = rng.sample([card(r, suit) for r in range(13)], rng.choice((5, 6, 7)))
        others = rng.sample([c for c in range(52) if c & 3 != suit], 7 - len(suited))
        hands.append(suited + others)
    assert evaluate_batch(hands).tolist() == [int(evaluate(x)) for x in hands]


def test_board_sums_enumerate_every_subset_in_lexicographic_order() -> None:
    cards = np.array(h("2c5d9hTsJcQdKhAs"))
    for k in range(0, 6):
        keys, bits, held = board_sums(cards, k, "key bits cards")
        subsets = list(itertools.combinations(cards.tolist(), k))
        assert len(keys) == len(subsets) == comb(len(cards), k)
        assert keys.tolist() == [sum(CARD_KEYS[c] for c in s) for s in subsets]
        assert held.tolist() == [sum(1 << c for c in s) for s in subsets]
        assert len(bits) == len(subsets)


def test_board_segments_are_board_sums_in_chunks() -> None:
    cards = np.array(h("2c5d9hTsJcQdKhAs3c"))
    for k in range(0, 6):
        keys, bits = board_sums(cards, k)
        segs = list(board_segments(cards, k))
        assert np.concatenate([s[0] for s in segs]).tolist() == keys.tolist()
        assert np.concatenate([s[1] for s in segs]).tolist() == bits.tolist()


@pytest.mark.parametrize(("hero", "villain", "board"), [
    ("AhKh", "QsQd", "2h7hTc"),
    ("5c5d", "AsKs", "5s9sKd"),
    ("7h2c", "AdAc", "3c4c"),
    ("JsTs", "9d8d", "QsKs2d9c"),
])
def test_exact_equity_equals_python_enumeration(hero: str, villain: str, board: str) -> None:
    assert equity(h(hero), [h(villain)], h(board)) == pytest.approx(
        python_equity(h(hero), h(villain), h(board)), abs=1e-12)


def test_preflop_boards_sample_equal_python_evaluator() -> None:
    """All 1,712,304 boards are used; a seeded sample of them is re-valued in Python."""
    hero, vill = h("AhAs"), h("KdKc")
    rest = np.array([c for c in range(52) if c not in hero + vill])
    keys, bits = board_sums(rest, 5)
    boards = list(itertools.combinations(rest.tolist(), 5))
    assert len(keys) == len(boards) == 1_712_304
    rng = random.Random(1)
    idx = rng.sample(range(len(boards)), 5000)
    hk = sum(CARD_KEYS[c] for c in hero)
    hb = int(batch._BITS[hero].sum())
    got = batch._values(keys[idx] + hk, bits[idx] + hb)
    assert got.tolist() == [int(evaluate(hero + list(boards[i]))) for i in idx]


def test_aa_vs_kk_preflop_exact() -> None:
    # AhAs v KdKc (no shared suit) is 81.26% for the aces (eval7 by brute force agrees);
    # over all 36 suit pairings it is the familiar 81.95%.
    assert equity(h("AhAs"), [h("KdKc")]) == pytest.approx(0.8125549, abs=1e-7)
    shares = [equity([card(12, a), card(12, b)], [[card(11, c), card(11, d)]])
              for a, b in itertools.combinations(range(4), 2)
              for c, d in itertools.combinations(range(4), 2)]
    assert sum(shares) / len(shares) == pytest.approx(0.8195, abs=5e-5)


def test_per_player_shares_sum_to_one_and_ties_split() -> None:
    shares = equity(h("AhKh"), [h("QsQd"), h("JcTc")], per_player=True)
    assert isinstance(shares, list) and len(shares) == 3
    assert sum(shares) == pytest.approx(1.0)
    # Board royal flush: everyone splits.
    split = equity(h("2c3d"), [h("4h5s")], h("AsKsQsJsTs"), per_player=True)
    assert split == [0.5, 0.5]


def test_monte_carlo_is_close_to_exact_and_seeded() -> None:
    exact = equity(h("AhKh"), [h("QsQd")])
    mc = equity(h("AhKh"), [h("QsQd")], samples=100_000, seed=3)
    assert mc == pytest.approx(exact, abs=0.01)
    assert mc == equity(h("AhKh"), [h("QsQd")], samples=100_000, seed=3)


def test_random_villain_exact_on_flop_and_sampled_preflop() -> None:
    exact = equity(h("AhKh"), 1, h("2h7hTc"))
    assert exact == pytest.approx(equity(h("AhKh"), 1, h("2h7hTc"), samples=200_000, seed=1),
                                  abs=0.01)
    pre = equity(h("AhKh"), 1, seed=2)  # too many deals to enumerate: sampled
    assert 0.65 < pre < 0.69  # AKs v a random hand is about 67%
    assert equity(h("AhAd"), 3, samples=50_000, seed=1) == pytest.approx(0.64, abs=0.02)


def test_dead_cards_are_removed() -> None:
    # Every remaining heart dead: hero's flush draw is gone.
    hearts = [card(r, 2) for r in range(13) if card(r, 2) not in h("AhKh2h7h")]
    with_dead = equity(h("AhKh"), [h("QsQd")], h("2h7hTc"), dead=hearts)
    assert with_dead < equity(h("AhKh"), [h("QsQd")], h("2h7hTc"))


def test_range_of_every_combo_equals_a_random_villain() -> None:
    combos = list(itertools.combinations(range(52), 2))
    assert equity_vs_range(h("AhKh"), combos, h("2h7hTc")) == pytest.approx(
        equity(h("AhKh"), 1, h("2h7hTc")), abs=1e-12)


def test_range_weights_and_card_removal() -> None:
    qq = [(card(10, a), card(10, b)) for a, b in itertools.combinations(range(4), 2)]
    kk = [(card(11, a), card(11, b)) for a, b in itertools.combinations(range(4), 2)]
    board = h("2h7hTc")
    only_qq = equity_vs_range(h("AhKh"), qq, board)
    mixed = equity_vs_range(h("AhKh"), [(c, 1.0) for c in qq] + [(c, 0.0) for c in kk], board)
    assert mixed == pytest.approx(only_qq)
    # Weighted mix of two single combos is the weighted mix of their equities.
    e1 = equity(h("AhKh"), [h("QsQd")], board)
    e2 = equity(h("AhKh"), [h("JcJd")], board)
    w = equity_vs_range(h("AhKh"), [(h("QsQd"), 3), (h("JcJd"), 1)], board)
    assert w == pytest.approx(0.75 * e1 + 0.25 * e2)
    assert equity_vs_range(h("AhKh"), [h("QsQd"), h("JcJd")], board, weights=[3, 1]) == w
    as_array = np.array([h("QsQd"), h("JcJd")])
    assert equity_vs_range(h("AhKh"), as_array, board, weights=np.array([3.0, 1.0])) == w
    cards = [tuple(parse_cards("QsQd")), tuple(parse_cards("JcJd"))]  # Card objects work too
    assert equity_vs_range(parse_cards("AhKh"), cards, parse_cards("2h7hTc"), weights=[3, 1]) == w
    with pytest.raises(ValueError):
        equity_vs_range(h("AhKh"), [h("QsQd"), h("JcJd")], board, weights=[1])
    # Combos holding hero's cards are impossible and dropped.
    assert equity_vs_range(h("AhKh"), [h("AhQd"), h("QsQd")], board) == pytest.approx(e1)
    with pytest.raises(ValueError):
        equity_vs_range(h("AhKh"), [h("AhQd")], board)


def test_range_monte_carlo_close_to_exact() -> None:
    combos = [(c, 1.0) for c in itertools.combinations(h("AsAcKsKcQsQcJsJc"), 2)]
    board = h("2h7hTc")
    exact = equity_vs_range(h("AhKh"), combos, board)
    mc = equity_vs_range(h("AhKh"), combos, board, samples=100_000, seed=4)
    assert mc == pytest.approx(exact, abs=0.01)
    pre = equity_vs_range(h("AhKh"), combos, seed=1)  # preflop: sampled
    assert 0.0 < pre < 1.0


def test_bad_inputs() -> None:
    with pytest.raises(ValueError):
        equity(h("AhKh"), [h("AhQd")])
    with pytest.raises(ValueError):
        equity(h("AhKhQh"), [h("2c3c")])
    with pytest.raises(ValueError):
        equity(h("AhKh"), [])
    with pytest.raises(ValueError):
        evaluate_batch([[1, 2, 3, 4]])

"""The replayed sampler gives exactly the Generator path's equity, seed by seed.

Why it matters: the equity bot's decisions are pinned to its seed, and
``batch_replay`` reproduces numpy's Generator draws (``random``, Lemire's
``integers``, the redraws of rows that repeat a card) from raw PCG64 output
instead of calling the Generator. Any slip changes an equity, so these tests
compare against ``batch.sampled_equity_vs_range`` directly.
"""

from __future__ import annotations

import numpy as np
import pytest

from poker_tui.engine import batch, batch_replay
from poker_tui.engine.batch import evaluate_batch
from poker_tui.engine.batch_replay import ComboTable, sampled_equity_of

ALL_COMBOS = np.array([(a, b) for a in range(52) for b in range(a + 1, 52)], dtype=np.intp)
TABLE = ComboTable(ALL_COMBOS)
COMBO_MASK = (1 << ALL_COMBOS[:, 0]) | (1 << ALL_COMBOS[:, 1])


def _case(rng: np.random.Generator, board_cards: int, tiny: bool = False):
    cards = rng.permutation(52)
    hero, board = cards[:2].tolist(), cards[2:2 + board_cards].tolist()
    known = sum(1 << c for c in hero + board)
    idx = np.flatnonzero((COMBO_MASK & known) == 0)
    idx = idx[rng.random(idx.size) < rng.random() + 0.02]
    if not idx.size:
        idx = np.flatnonzero((COMBO_MASK & known) == 0)[:1]
    weights = rng.random(idx.size) + 0.01
    if tiny:
        weights *= 1e-300  # the sum is too small to scale by 2**-53 in one step
    full = np.zeros(len(ALL_COMBOS))
    full[idx] = weights
    return hero, board, idx, weights, full


@pytest.mark.parametrize("board_cards", [0, 3, 4, 5])
def test_replayed_equity_equals_the_generator_path(board_cards):
    rng = np.random.default_rng(board_cards)
    for trial in range(250):
        hero, board, idx, weights, full = _case(rng, board_cards, tiny=trial % 25 == 0)
        samples = int(rng.integers(1, 400))
        seed = int(rng.integers(0, 2**32)) if trial % 10 else trial % 3
        expected = batch.sampled_equity_vs_range(hero, board, ALL_COMBOS[idx], weights, samples, seed)
        assert sampled_equity_of(hero, board, TABLE, full, samples, seed) == expected


def test_a_rejected_draw_hands_the_call_to_the_generator(monkeypatch):
    """When the replay cannot vouch for its draws, the answer still equals the Generator's."""
    monkeypatch.setattr(batch_replay._Boards, "_convert", _always_inexact(batch_replay._Boards._convert))
    rng = np.random.default_rng(9)
    for board_cards in (3, 4):
        hero, board, idx, weights, full = _case(rng, board_cards)
        expected = batch.sampled_equity_vs_range(hero, board, ALL_COMBOS[idx], weights, 300, 77)
        assert sampled_equity_of(hero, board, TABLE, full, 300, 77) == expected


def _always_inexact(convert):
    def inexact(self, raw):
        out = convert(self, raw)
        self.exact = False
        return out
    return inexact


def test_lemire_draws_match_integers_and_rejections_are_noticed():
    """With a range whose rejection zone is a tenth of all words, the replay either matches
    ``Generator.integers`` or says it cannot (never a silent mismatch), and both happen."""
    a = int(0.9 * 2**32)  # 2**32 % a is a tenth of 2**32: one word in ten would be redrawn
    rest = _Identity(a)  # the draws themselves
    seen = {True: 0, False: 0}
    for seed in range(200):
        bitgen = np.random.PCG64(seed)
        raw = bitgen.random_raw(10 + 4)
        boards = batch_replay._Boards(bitgen, raw[10:], rest, 1)
        draws = boards.take(6).copy()
        gen = np.random.Generator(np.random.PCG64(seed))
        gen.random(10)
        expected = gen.integers(0, a, size=6)
        seen[boards.exact] += 1
        if boards.exact:
            assert draws.tolist() == expected.tolist()
    assert seen[True] and seen[False]


class _Identity:
    """A "rest of the deck" of ``a`` entries that maps each draw to itself, without the memory."""

    def __init__(self, a: int) -> None:
        self.a = a

    def __len__(self) -> int:
        return self.a

    def take(self, draws: np.ndarray) -> np.ndarray:
        return draws.copy()


def test_small_ranges_match_integers_across_calls():
    """Several ``integers`` calls in a row, odd sizes included: a half-word left over carries."""
    for seed in range(300):
        a = 40 + seed % 12
        sizes = [1 + seed % 7, 2 * (seed % 5) + 1, 3]
        bitgen = np.random.PCG64(seed)
        raw = bitgen.random_raw(25)
        boards = batch_replay._Boards(bitgen, raw[5:], np.arange(a, dtype=np.int64), 1)
        gen = np.random.Generator(np.random.PCG64(seed))
        gen.random(5)
        for size in sizes:
            assert boards.take(size).tolist() == gen.integers(0, a, size=size).tolist()
        assert boards.exact


def test_seeding_in_plain_ints_equals_numpy():
    assert batch_replay._STATE_OK
    for seed in [*range(64), 2**31, 2**32 - 1, 123456789]:
        ref = np.random.PCG64(seed)
        assert batch_replay._seeded(seed).random_raw(4).tolist() == ref.random_raw(4).tolist()


@pytest.mark.parametrize("n", [5, 6, 7])
def test_hand_values_equal_the_evaluator_flushes_included(n):
    rng = np.random.default_rng(n)
    hands = np.array([rng.permutation(52)[:n] for _ in range(4000)])
    suited = np.array([rng.choice(np.arange(s, 52, 4), 5, replace=False).tolist()
                       + rng.choice(52, n - 5, replace=False).tolist() for s in rng.integers(0, 4, 2000)])
    suited = suited[[len(set(r)) == n for r in suited.tolist()]]
    for rows in (hands, suited):
        keys = batch._KEY[rows].sum(axis=1)
        bits = batch._BITS[rows].sum(axis=1)
        assert batch_replay.hand_values(keys, bits, n).tolist() == evaluate_batch(rows).tolist()


def test_seeds_hashed_in_bulk_equal_seeds_hashed_one_by_one():
    seeds = [0, 1, 2**32 - 1, *np.random.default_rng(8).integers(0, 2**32, 500).tolist()]
    one_by_one = [batch_replay._seed_words(s) for s in seeds]
    batch_replay._PREPARED.clear()
    batch_replay.prepare_seeds([*seeds, -1, 2**32])  # out-of-range seeds are skipped
    assert all(batch_replay.seed_prepared(s) for s in seeds)
    assert not batch_replay.seed_prepared(2**32)
    assert [batch_replay._PREPARED[s] for s in seeds] == one_by_one
    for s in seeds[:40]:
        assert batch_replay._seeded(s).random_raw(3).tolist() == np.random.PCG64(s).random_raw(3).tolist()

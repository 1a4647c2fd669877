"""The compiled sampler gives exactly the numpy path's equity, seed by seed, and the same decisions.

Why it matters: the equity bot's decisions are pinned to its seed, and
``bots/_equity_sampler.c`` reproduces numpy's SeedSequence, PCG64, ``random``,
Lemire's ``integers`` (rejections and the carried half-word included) and the
seven-card tables by hand. Any slip changes an equity, so every case is
compared with ``batch.sampled_equity_vs_range``, numpy's own Generator.
"""

from __future__ import annotations

import os
import subprocess
import sys

import numpy as np
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st
from poker_tui_bots import equity_bot, equity_sampler
from poker_tui_bots.equity_sampler import sampled_equity
from poker_tui_bots.opponent_model import COMBO_TABLE, COMBOS

from poker_tui.engine import batch
from poker_tui.engine.batch_replay import sampled_equity_of
from tests.test_bots_speed_digest import decisions_digest

pytestmark = pytest.mark.skipif(
    not equity_sampler.COMPILED,
    reason="poker_tui_bots._equity_sampler was not built (no C compiler at install): the numpy path is in use")

COMBO_MASK = (1 << COMBOS[:, 0]) | (1 << COMBOS[:, 1])


def _weights(hero: list[int], board: list[int], density: float, seed: int) -> np.ndarray:
    """Random weights over the combos that miss hero and board, zero elsewhere."""
    rng = np.random.default_rng(seed)
    known = sum(1 << c for c in hero + board)
    alive = (COMBO_MASK & known) == 0
    w = np.where(alive & (rng.random(len(COMBOS)) < density), rng.random(len(COMBOS)) + 0.01, 0.0)
    if not w.any():
        w[np.flatnonzero(alive)[0]] = 1.0
    return w


def _generator_equity(hero, board, w, samples, seed) -> float:
    nz = np.flatnonzero(w)
    return batch.sampled_equity_vs_range(hero, board, COMBOS[nz], w[nz], samples, seed)


@settings(max_examples=300, deadline=None)
@given(cards=st.permutations(list(range(52))), board_cards=st.sampled_from([3, 4, 5]),
       density=st.floats(0.001, 1.0), samples=st.integers(1, 700),
       seed=st.integers(0, 2**32 - 1), wseed=st.integers(0, 2**16))
def test_the_compiled_sampler_equals_numpys_generator(cards, board_cards, density, samples, seed, wseed):
    hero, board = cards[:2], cards[2:2 + board_cards]
    w = _weights(hero, board, density, wseed)
    expected = _generator_equity(hero, board, w, samples, seed)
    assert sampled_equity(hero, board, COMBO_TABLE, w, samples, seed) == expected
    assert sampled_equity_of(hero, board, COMBO_TABLE, w, samples, seed) == expected


@pytest.mark.parametrize("seed", [118481, 297847, 334159, 528292])
def test_a_draw_lemire_rejects_is_redrawn_as_numpy_does(seed):
    """Seeds found by search whose first 600 board draws on a flop (47 cards left) hold a
    half-word that Lemire's method rejects (about one draw in 10^8)."""
    raw = np.random.PCG64(seed).random_raw(600)
    halves = raw[300:600].view(np.uint32).astype(np.uint64)
    assert ((halves * 47) & 0xFFFFFFFF < 2**32 % 47).any()  # the case really is a rejection
    hero, board = [0, 5], [10, 20, 30]
    w = np.where((COMBO_MASK & sum(1 << c for c in hero + board)) == 0, 1.0, 0.0)
    assert sampled_equity(hero, board, COMBO_TABLE, w, 300, seed) == _generator_equity(hero, board, w, 300, seed)


def test_weights_too_small_to_scale_in_one_step_still_match():
    hero, board = [3, 17], [40, 41, 50, 8]
    w = _weights(hero, board, 0.3, 4) * 1e-300
    for seed in (0, 1, 2**32 - 1):
        assert sampled_equity(hero, board, COMBO_TABLE, w, 300, seed) == _generator_equity(hero, board, w, 300, seed)


def test_what_the_compiled_sampler_cannot_take_goes_to_the_numpy_path():
    """Before the flop, a seed beyond 32 bits, or float32 weights: still the Generator's answer."""
    hero, board = [3, 17], [40, 41, 50]
    w = _weights(hero, board, 0.5, 5)
    assert sampled_equity(hero, board, COMBO_TABLE, w, 200, 2**40) == _generator_equity(hero, board, w, 200, 2**40)
    assert sampled_equity(hero, [], COMBO_TABLE, _weights(hero, [], 0.5, 6), 50, 9) == \
        _generator_equity(hero, [], _weights(hero, [], 0.5, 6), 50, 9)
    w32 = w.astype(np.float32)
    assert sampled_equity(hero, board, COMBO_TABLE, w32, 200, 3) == sampled_equity_of(hero, board, COMBO_TABLE, w32, 200, 3)


def test_bad_input_is_a_clear_error_not_a_crash():
    c = equity_sampler._C
    flat = COMBO_TABLE.combos.astype(np.int64).ravel()
    w = np.ones(len(COMBOS))
    with pytest.raises(ValueError, match="3 to 5 board cards"):
        c.equity(0, 1, bytes([2, 3]), flat, w, 10, 1)
    with pytest.raises(ValueError, match="two distinct hole cards"):
        c.equity(0, 0, bytes([2, 3, 4]), flat, w, 10, 1)
    with pytest.raises(ValueError, match="two int64 cards per float64 weight"):
        c.equity(0, 1, bytes([2, 3, 4]), flat[:-2], w, 10, 1)
    with pytest.raises(ValueError, match="outside 0..51"):
        c.equity(0, 1, bytes([2, 3, 60]), flat, w, 10, 1)


def test_the_equity_bot_decides_the_same_with_either_sampler(monkeypatch):
    specs = ("equity",) * 6
    compiled = decisions_digest("nlhe", specs, 60, 31)
    monkeypatch.setattr(equity_sampler, "_C", None)
    monkeypatch.setattr(equity_bot, "COMPILED", False)
    assert decisions_digest("nlhe", specs, 60, 31) == compiled


def test_the_environment_switch_turns_the_compiled_sampler_off():
    code = "from poker_tui_bots import equity_sampler; print(equity_sampler.COMPILED)"
    env = {**os.environ, "POKER_TUI_NO_C_SAMPLER": "1"}
    out = subprocess.run([sys.executable, "-c", code], env=env, capture_output=True, text=True, check=True)
    assert out.stdout.strip() == "False"


@pytest.mark.parametrize("weight", [5e-324, 1e-310])
@pytest.mark.parametrize("seed", [0, 1, 2])
def test_a_subnormal_total_picks_the_last_positive_combo_as_numpy_does(weight, seed):
    """random * total can round up to total only when total is subnormal: the pick then runs
    past every running sum, and numpy, over the positive weights alone, takes the last of them
    (found in review: both samplers took the table's last combo, of zero weight)."""
    hero, board = [0, 5], [10, 20, 30]
    w = np.zeros(len(COMBOS))
    w[0] = weight  # combo (48, 49): the only one
    expected = _generator_equity(hero, board, w, 200, seed)
    assert sampled_equity(hero, board, COMBO_TABLE, w, 200, seed) == expected
    assert sampled_equity_of(hero, board, COMBO_TABLE, w, 200, seed) == expected


def test_the_compiled_sampler_refuses_what_it_cannot_take_with_a_sentence():
    c = equity_sampler._C
    flat = COMBO_TABLE.combos.astype(np.int64).ravel()
    w = np.ones(len(COMBOS))
    for seed in (2**32, 2**64 + 5, -1, "5"):
        with pytest.raises(ValueError, match="0 <= seed < 2"):
            c.equity(0, 1, bytes([2, 3, 4]), flat, w, 10, seed)
    with pytest.raises(ValueError, match="two int64 cards"):
        c.equity(0, 1, bytes([2, 3, 4]), flat.astype(np.float64), w, 10, 1)
    with pytest.raises(ValueError, match="samples"):
        c.equity(0, 1, bytes([2, 3, 4]), flat, w, 2**24 + 1, 1)
    with pytest.raises(RuntimeError, match="already set"):
        c.set_tables(np.zeros(1, np.uint16), np.zeros(1, np.uint8), np.zeros(8192, np.uint16),
                     np.zeros(52, np.int64), np.zeros(52, np.int64), 23)


def test_a_board_given_as_numpy_cards_takes_the_compiled_path_too():
    hero, board = [3, 17], np.array([40, 41, 50], dtype=np.int64)
    w = _weights(hero, board.tolist(), 0.5, 8)
    assert sampled_equity(hero, board, COMBO_TABLE, w, 300, 4) == _generator_equity(hero, board.tolist(), w, 300, 4)

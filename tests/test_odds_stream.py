"""The project's random stream (``poker_tui.odds.stream``) is the spec in docs/odds.md.

Why: Monte Carlo answers and the bots' decisions are pinned to seeds; the
numpy code must compute exactly the spec's plain-integer words, and a
sample's words must not depend on how many samples run or in what chunks.
"""

from __future__ import annotations

import numpy as np

from poker_tui.odds import stream
from poker_tui.odds.holdem_sampled import holdem_sampled
from poker_tui.odds.ranges import parse_range


def test_mix_is_splitmix64_first_output_for_seed_zero():
    """Vigna's splitmix64.c seeded with 0 first returns 0xE220A8397B1DCDAF."""
    assert stream.mix(stream.GAMMA) == 0xE220A8397B1DCDAF


def test_numpy_words_equal_the_spec_in_plain_ints():
    for seed in (0, 1, 2**32 - 1, 2**64 - 1, -5):
        key = stream.key(seed)
        rows = np.array([0, 1, 7, 2**40 - 1], dtype=np.uint64)
        for t in (0, 3, 2**23 + 1):
            got = stream.words(key, rows, t)
            assert [int(x) for x in got] == [stream.word(seed, int(i), t) for i in rows]


def test_unit_and_below_follow_the_spec():
    w = np.array([0, 2**64 - 1, 0x8000000000000000], dtype=np.uint64)
    assert stream.unit(w).tolist() == [0.0, (2**53 - 1) / 2**53, 0.5]
    assert stream.below(w, 52).tolist() == [0, 51, 26]


def test_a_sample_does_not_depend_on_the_chunking():
    players = [parse_range("AsKs").combos(), parse_range("QQ+, AKo").combos()]
    whole = holdem_sampled(players, [], [], 3000, 9)
    pieces = holdem_sampled(players, [], [], 3000, 9, chunk=700)
    assert whole == pieces

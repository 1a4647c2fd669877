"""PettingZoo's own checks on the gym: ``api_test`` with 1,000 cycles and ``seed_test``, on
no-limit and limit hold'em, Omaha, stud, draw and lowball, at 2 and 6 players."""

from __future__ import annotations

import warnings

import pytest

pytest.importorskip(
    "pettingzoo", reason="the gym needs the rl extra: pip install 'poker-tui-room[rl]'"
)

from pettingzoo.test import api_test, seed_test  # noqa: E402

from poker_tui.rl import env  # noqa: E402

TABLES = [
    ("nlhe", 2),
    ("nlhe", 6),
    ("lhe", 2),
    ("lhe", 6),
    ("plo", 6),
    ("manila3", 6),
    ("stud7", 2),
    ("stud5", 6),
    ("draw", 6),
    ("lowball", 2),
]

# PettingZoo's checker warns about every Dict observation space (its own classic games too).
EXPECTED_WARNINGS = (
    "Observation space for each agent probably should be",
    "Observation is not a NumPy array",
)


@pytest.mark.parametrize(("variant", "players"), TABLES)
def test_pettingzoo_api_test(variant: str, players: int) -> None:
    with warnings.catch_warnings(record=True) as caught:
        warnings.simplefilter("always")
        api_test(env(variant=variant, players=players), num_cycles=1000)
    other = [str(w.message) for w in caught if not str(w.message).startswith(EXPECTED_WARNINGS)]
    assert other == []


@pytest.mark.parametrize(("variant", "players"), TABLES)
def test_pettingzoo_seed_test(variant: str, players: int) -> None:
    seed_test(lambda: env(variant=variant, players=players), num_cycles=1000)

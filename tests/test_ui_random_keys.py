"""Random keys at every screen (lobby, table, palette, dialogs, help, house options, lists)
at three terminal sizes end no app: no crash report, no ``ScreenStackError``.

CI presses ``KEYS_IN_CI`` keys a size (a few seconds); ``POKER_TUI_RANDOM_KEYS=10000`` presses
that many a size locally (see tests/random_keys.py). An exception inside the app ends
``run_test`` with that exception, so a crash fails the test with its traceback and seed.
"""

from __future__ import annotations

import os

import pytest

from tests.random_keys import Tally, press_randomly

KEYS_IN_CI = 40
SIZES = [(40, 12), (80, 24), (120, 40)]


@pytest.mark.parametrize("size", SIZES, ids=lambda s: f"{s[0]}x{s[1]}")
async def test_random_keys_end_no_app(size):
    keys = int(os.environ.get("POKER_TUI_RANDOM_KEYS") or KEYS_IN_CI)
    seed = int(os.environ.get("POKER_TUI_RANDOM_SEED") or 31) * 1000 + size[0]
    tally = Tally()
    try:
        await press_randomly(size, keys, seed, tally)
    except Exception as exc:
        raise AssertionError(
            f"seed {seed}, key {tally.keys}; the last keys:\n" + "\n".join(tally.recent)
        ) from exc
    assert tally.keys >= keys
    line = f"{size[0]}x{size[1]}: {tally.keys} keys, {tally.apps} apps, screens {tally.screens}"
    print(line)
    report = os.environ.get("POKER_TUI_RANDOM_REPORT")  # a long run's figures, one line a size
    if report:
        with open(report, "a", encoding="utf-8") as out:
            out.write(line + "\n")

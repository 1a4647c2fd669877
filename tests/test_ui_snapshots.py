"""Snapshots of the main screens at 80x24 and 120x40 (pytest-textual-snapshot).

The scenarios come from ``tests/scenarios.py``: stacked decks, scripted bots and
no delays, so every run draws the same picture. Update with ``--snapshot-update``
after a deliberate change, and look at the SVGs before committing them.
"""

from __future__ import annotations

import pytest

from tests.scenarios import SCENARIOS, SIZES

CASES = [(s, size) for s in SCENARIOS for size in SIZES]


@pytest.mark.parametrize("scenario,size", CASES,
                         ids=[f"{s.name}-{w}x{h}" for s, (w, h) in CASES])
def test_screen_snapshot(snap_compare, monkeypatch, scenario, size):
    from poker_tui import bots_api
    from poker_tui.bots_api import BotInfo

    # The lobby describes the installed bots; pin them so the picture does not
    # change whenever a bot's description does.
    fixed = {"tag": BotInfo("tag", "tight", "Tight-aggressive: plays few hands, bets them hard.",
                            object), "random": BotInfo("random", "random", "Random actions.",
                                                       object)}
    monkeypatch.setattr(bots_api, "bot_factories", lambda: fixed)  # the lobby loads them late
    assert snap_compare(scenario.make(), terminal_size=size, run_before=scenario.run_before)

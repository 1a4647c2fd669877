"""The lobby's start leaves out what its first frame does not need (issue 28's start-up
target, ``benchmarks/bench_startup.py``): with no journal yet, no SQLite side of the store;
and never the hand evaluator's tables (the table and the bots use them) nor the
tournaments (a sit-and-go loads them when one is dealt)."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent

PROBE = """
import json, sys
from poker_tui.session.saves import SavedGames
from poker_tui.ui.app import PokerApp
from poker_tui.ui.screens.lobby import LobbyScreen
saves = SavedGames.at()
assert saves.unfinished() == [] and saves.problem is None
print(json.dumps(sorted(sys.modules)))
"""


def test_the_lobby_with_no_journal_yet_loads_neither_sqlite_nor_the_evaluator(tmp_path):
    env = dict(os.environ, POKER_TUI_DATA=str(tmp_path), PYTHONPATH=str(ROOT))
    out = subprocess.run(
        [sys.executable, "-c", PROBE], capture_output=True, text=True, env=env, cwd=ROOT, timeout=60
    )
    assert out.returncode == 0, out.stderr
    loaded = set(json.loads(out.stdout))
    for heavy in (
        "sqlite3",
        "poker_tui.store.journal",
        "poker_tui.engine.hand_tables",
        "poker_tui.engine.showdown",
        "poker_tui.session.narration",
        "poker_tui.tournament",
    ):
        assert heavy not in loaded, f"{heavy} is loaded before the lobby's first frame"
    assert not (tmp_path / "poker.db").exists()  # asking created nothing


FREEZE_PROBE = """
import gc
from poker_tui.ui.app import PokerApp

async def leave(pilot):
    await pilot.pause()  # the lobby's first frame, then out
    pilot.app.exit()

before = gc.get_freeze_count()
PokerApp(lobby_bots=["random"]).run(headless=True, size=(80, 24), auto_pilot=leave)
first = gc.get_freeze_count()
PokerApp(lobby_bots=["random"]).run(headless=True, size=(80, 24), auto_pilot=leave)
print(before, first, gc.get_freeze_count())
"""


def test_the_start_freezes_the_heap_it_imported_once_a_process(tmp_path):
    """README's start-up row: ``PokerApp.run`` freezes the heap loaded before it (gc.freeze),
    and a second app in the same process does not freeze what is garbage by then."""
    env = dict(os.environ, POKER_TUI_DATA=str(tmp_path), PYTHONPATH=str(ROOT))
    out = subprocess.run(
        [sys.executable, "-c", FREEZE_PROBE],
        capture_output=True,
        text=True,
        env=env,
        cwd=ROOT,
        timeout=60,
    )
    assert out.returncode == 0, out.stderr
    before, first, second = map(int, out.stdout.split())
    assert before == 0 and first > 10_000  # the modules, classes and tables imported
    assert second == first

"""Scenes of the HUD and the results screen for snapshots and screenshots/ (docs/stats.md).

Each makes its own journal in a new temporary directory, so the screenshot
script never reads or writes the player's saved games, and plays its earlier
hands headless with seeded bots and seeded keys, so every run draws the same
numbers.
"""

from __future__ import annotations

import asyncio
import tempfile
import threading
from pathlib import Path

from poker_tui.session import SavedGames
from poker_tui.session.game import GameSession
from poker_tui.store import Journal
from poker_tui.ui.app import PokerApp
from tests.scenarios import Scenario
from tests.test_session_game import drive, keys_at_random
from tests.test_ui_support import config, waiting_for

NAMES = ["You", "Ada", "Ben", "Cleo"]
KINDS: list[str | None] = [None, "maniac", "station", "rock"]


def _journal_with_hands(hands: int) -> Path:
    """A new journal holding one game of ``hands`` hands (played in a thread of its own, so
    this works inside a running event loop too)."""
    path = Path(tempfile.mkdtemp(prefix="poker-tui-scene-")) / "poker.db"

    async def play() -> None:
        session = GameSession(config(NAMES, KINDS, seed=21), journal=Journal(path))
        await drive(session, hands, keys_at_random(21))

    worker = threading.Thread(target=lambda: asyncio.run(play()))
    worker.start()
    worker.join()
    return path


def results_app() -> PokerApp:
    return PokerApp(saves=SavedGames(Journal(_journal_with_hands(24))), misclick_guard=0)


async def results_shown(pilot) -> None:  # type: ignore[no-untyped-def]
    await pilot.press("ctrl+g")
    await pilot.pause()
    reading = [w for w in pilot.app.workers if w.group == "results"]
    if reading:  # none: already done (an empty list would wait for every worker)
        await pilot.app.workers.wait_for_complete(reading)
    await pilot.pause()


def hud_app() -> PokerApp:
    path = _journal_with_hands(12)
    return PokerApp(
        config(NAMES, KINDS, seed=22), saves=SavedGames(Journal(path)), misclick_guard=0
    )


async def hud_shown(pilot) -> None:  # type: ignore[no-untyped-def]
    await waiting_for(pilot, "action")
    await pilot.press("h")
    await pilot.pause()
    reading = [w for w in pilot.app.workers if w.group == "hud"]
    if reading:
        await pilot.app.workers.wait_for_complete(reading)
    await pilot.pause()


STATS_SCENES: tuple[Scenario, ...] = (
    Scenario("results", results_app, results_shown),
    Scenario("hud", hud_app, hud_shown),
)

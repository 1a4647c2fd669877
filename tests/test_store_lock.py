"""One writer per game: another window sees the game as being played and cannot fork it.

The holder is a real second process (the lock belongs to a process, as a window
does); it is told when to go on through its stdin.
"""

from __future__ import annotations

import asyncio
import json
import os
import signal
import subprocess
import sys
import textwrap
from pathlib import Path

import pytest

from poker_tui.cli import main
from poker_tui.session.saves import SavedGames
from poker_tui.store import Journal
from poker_tui.store.errors import GameInUse
from poker_tui.store.lock import holder, lock_path
from poker_tui.ui.app import PokerApp
from poker_tui.ui.screens.lobby import LobbyScreen
from tests.test_layers import ROOT
from tests.test_session_game import drive
from tests.test_ui_support import PolicyBot, calls, config, until

HOLDER = textwrap.dedent("""
    import asyncio, sys
    from poker_tui.session.game import GameSession
    from poker_tui.session.saves import SavedGames
    from tests.test_session_game import drive
    from tests.test_ui_support import PolicyBot, calls, config

    def bots():
        return {1: PolicyBot(calls), 2: PolicyBot(calls)}

    saves = SavedGames.at(sys.argv[1])
    session = saves.new(config(["You", "Ada", "Ben"], seed=4), bots=bots())
    asyncio.run(drive(session, 3))          # three hands; the game stays open and locked
    print("holding", session.session_id, flush=True)
    if sys.stdin.readline().strip() != "go on":
        raise SystemExit(0)
    again = saves.resume(session.session_id, bots=bots())
    asyncio.run(drive(again, 6))            # hands 4 to 6 of the same game
    print("done", flush=True)
""")


def start_holder(path: Path) -> tuple[subprocess.Popen[str], int]:
    child = subprocess.Popen([sys.executable, "-c", HOLDER, str(path)], cwd=ROOT, text=True,
                             stdin=subprocess.PIPE, stdout=subprocess.PIPE,
                             stderr=subprocess.PIPE)
    assert child.stdout is not None
    line = child.stdout.readline()
    if not line.startswith("holding"):
        child.kill()
        raise AssertionError(f"the holder did not start: {line!r} {child.stderr.read()}")  # type: ignore[union-attr]
    return child, int(line.split()[1])


@pytest.fixture
def held(tmp_path: Path, monkeypatch: pytest.MonkeyPatch):  # type: ignore[no-untyped-def]
    monkeypatch.setenv("POKER_TUI_DATA", str(tmp_path))
    path = tmp_path / "poker.db"
    child, game = start_holder(path)
    yield path, child, game
    if child.poll() is None:
        child.kill()
    child.wait(timeout=30)


async def test_two_windows_never_fork_a_game_and_history_counts_each_hand_once(held, capsys):
    path, child, game = held
    saves = SavedGames.at(path)
    offered = saves.latest()
    assert offered is not None and offered.session_id == game and not offered.resumable
    assert offered.played_by == child.pid
    assert f"being played in another window (pid {child.pid})" in offered.text
    with pytest.raises(GameInUse, match=f"game {game} is being played in another window"
                                        f" \\(pid {child.pid}\\)"):
        saves.resume(game)
    assert main(["--resume"]) == 2
    err = capsys.readouterr().err
    assert err.count("\n") == 1 and f"(pid {child.pid})" in err
    assert main(["history", "--json"]) == 0  # reading while the other window plays
    assert [g["hands"] for g in json.loads(capsys.readouterr().out)] == [3]

    # This window plays a game of its own meanwhile ...
    mine = saves.new(config(["Zoe", "Ada", "Ben"], seed=6),
                     bots={1: PolicyBot(calls), 2: PolicyBot(calls)})
    await drive(mine, 4)
    assert mine.session_id not in (None, game)
    # ... and the other window goes on with its own.
    assert child.stdin is not None and child.stdout is not None
    child.stdin.write("go on\n")
    child.stdin.flush()
    assert (await asyncio.to_thread(child.stdout.readline)).strip() == "done"
    assert child.wait(timeout=30) == 0
    saves.close()

    assert main(["history", "--json"]) == 0
    hands = {g["id"]: g["hands"] for g in json.loads(capsys.readouterr().out)}
    assert hands == {game: 6, mine.session_id: 4}
    for sid, count in hands.items():
        assert main(["history", "export", str(sid), "--text", "-"]) == 0
        text = capsys.readouterr().out
        numbers = [line.split(":")[0] for line in text.splitlines()
                   if line.startswith("poker-tui Hand #")]
        assert numbers == [f"poker-tui Hand #{sid}-{n}" for n in range(1, count + 1)]
    journal = Journal.reader(path)
    assert journal is not None
    dealt = journal.rows("SELECT session_id, number, COUNT(*) FROM hands GROUP BY 1, 2")
    journal.close()
    assert all(n == 1 for _, _, n in dealt) and len(dealt) == 10  # no hand dealt twice


def test_a_killed_holders_lock_is_gone(held):
    path, child, game = held
    assert holder(path, game) == child.pid
    os.kill(child.pid, signal.SIGKILL)
    child.wait(timeout=30)
    assert holder(path, game) is None
    saves = SavedGames.at(path)
    assert saves.latest() is not None and saves.latest().resumable  # type: ignore[union-attr]
    session = saves.resume(game)
    assert session.session_id == game
    saves.close()


async def test_the_lobby_offers_no_resume_for_a_game_another_window_plays(held):
    path, child, game = held
    app = PokerApp(saves=SavedGames.at(path), misclick_guard=0)
    async with app.run_test(size=(120, 40)) as pilot:
        await until(pilot, lambda: isinstance(app.screen, LobbyScreen))
        line = str(app.screen.query_one("#resume-line").render())
        assert f"being played in another window (pid {child.pid})" in line
        assert not app.screen.query("#resume")
        await pilot.press("r")
        await pilot.pause()
        assert isinstance(app.screen, LobbyScreen)


def test_an_ended_game_leaves_no_lock_file(tmp_path):
    journal = Journal(tmp_path / "poker.db")
    sid = journal.open_session({"variant": "nlhe"}, [])
    assert lock_path(journal.path, sid).exists()
    journal.close_session(sid)
    assert not lock_path(journal.path, sid).exists()
    journal.close()


def test_a_fifo_at_a_games_lock_path_is_a_sentence_not_a_blocked_lobby(tmp_path):
    """Asking who plays a game opens its lock file: a FIFO there would block that open
    (and the lobby) until someone wrote to it. It is refused with a sentence instead."""
    import os
    import threading

    from poker_tui.store.errors import StoreError
    from poker_tui.store.lock import GameLock, holder, lock_path

    if not hasattr(os, "mkfifo"):
        pytest.skip("no FIFOs on this system")
    journal = tmp_path / "poker.db"
    os.mkfifo(lock_path(journal, 3))
    said: list[str] = []

    def ask() -> None:
        for call in (lambda: holder(journal, 3), lambda: GameLock.acquire(journal, 3)):
            try:
                call()
            except StoreError as exc:
                said.append(str(exc))

    asker = threading.Thread(target=ask, daemon=True)
    asker.start()
    asker.join(10)
    assert not asker.is_alive(), "opening the lock file blocked"
    assert len(said) == 2 and all("is not a regular file" in s for s in said)

"""Resuming in the app: the lobby offers the unfinished game, R brings the table back (002 §5.1)."""

from __future__ import annotations

import pytest

from poker_tui.session import events as se
from poker_tui.session.game import GameSession
from poker_tui.session.saves import SavedGames
from poker_tui.store import Journal
from poker_tui.ui.app import PokerApp
from poker_tui.ui.screens.dialogs import ConfirmDialog
from poker_tui.ui.screens.lobby import LobbyScreen
from poker_tui.ui.screens.table import TableScreen
from tests.test_session_game import drive
from tests.test_ui_support import PolicyBot, calls, config, log_text, session_of, until, waiting_for


class Crash(Exception):
    """The terminal dies mid-hand."""


def bots() -> dict[int, object]:
    return {1: PolicyBot(calls), 2: PolicyBot(calls)}


async def crashed_game(path) -> dict[int, int]:  # type: ignore[no-untyped-def]
    """Play into hand #3 with a journal, then die there; the stacks hand #3 started with."""
    session = GameSession(config(["You", "Ada", "Ben"], seed=8), bots=bots(),
                          journal=Journal(path))
    start: dict[int, int] = {}

    def check(e: se.SessionEvent) -> None:
        if isinstance(e, se.HandStarting):
            start.clear()
            start.update({i: s.stack for i, s in enumerate(session.table.seats) if s})
        if isinstance(e, se.HumanTurn) and session.hand_no == 3:
            raise Crash

    with pytest.raises(Crash):
        await drive(session, 99, check=check)
    return start


def app_with(path) -> PokerApp:  # type: ignore[no-untyped-def]
    return PokerApp(saves=SavedGames(Journal(path)), bots=bots(), misclick_guard=0)


@pytest.mark.parametrize("press", ["r", "ctrl+r", "button"])
async def test_the_lobby_resumes_the_unfinished_game_with_the_bets_returned(tmp_path, press):
    path = tmp_path / "p.db"
    start = await crashed_game(path)
    app = app_with(path)
    async with app.run_test(size=(80, 24)) as pilot:
        await until(pilot, lambda: isinstance(app.screen, LobbyScreen))
        line = str(app.screen.query_one("#resume-line").render())
        assert "Resume: No-Limit Texas Hold'em 1/2" in line and "hand #3 interrupted" in line
        assert f"You have {start[0]} chips" in line
        if press == "button":
            await pilot.click("#resume")
        else:
            await pilot.press(press)
        session = await waiting_for(pilot, "action")
        assert session.hand_no == 4
        # Preflop of hand #4: each seat's stack plus its bet is what hand #3 started with.
        stacks = {s.seat: s.stack + s.bet for s in session.state().seats if s.occupied}
        assert stacks == start
        assert any("Hand #3 was interrupted and voided: every bet returned (002 §5.1)" in t
                   for t in log_text(app))
        session.close()


async def test_enter_out_of_habit_resumes_when_a_game_can_be_resumed(tmp_path):
    """Resume comes first and has the focus: Enter never deals a new game over a saved one."""
    path = tmp_path / "p.db"
    await crashed_game(path)
    app = app_with(path)
    async with app.run_test(size=(80, 24)) as pilot:
        await until(pilot, lambda: isinstance(app.screen, LobbyScreen))
        buttons = [b.id for b in app.screen.query("#lobby-buttons PressButton")]
        assert buttons == ["resume", "deal"] and app.screen.focused.id == "resume"
        await pilot.press("enter")
        session = await waiting_for(pilot, "action")
        assert session.hand_no == 4, "the saved game, not a new one"
        session.close()
    assert len(Journal(path).open_sessions()) == 1


async def test_ctrl_d_asks_then_deals_a_new_game_and_leaves_the_old_one_saved(tmp_path):
    path = tmp_path / "p.db"
    await crashed_game(path)
    app = app_with(path)
    async with app.run_test(size=(80, 24)) as pilot:
        await until(pilot, lambda: isinstance(app.screen, LobbyScreen))
        await pilot.press("ctrl+d")
        await until(pilot, lambda: isinstance(app.screen, ConfirmDialog), what="the question")
        assert "stays saved" in app.screen.question
        await pilot.press("y")
        await until(pilot, lambda: isinstance(app.screen, TableScreen), what="the table")
        assert session_of(app).hand_no <= 1 and len(session_of(app).config.seats) == 6
        session_of(app).close()
    assert len(Journal(path).open_sessions()) == 2  # the new game and the one left to resume


async def test_no_saved_game_no_resume_line_and_r_does_nothing(tmp_path):
    app = app_with(tmp_path / "p.db")
    async with app.run_test(size=(80, 24)) as pilot:
        await until(pilot, lambda: isinstance(app.screen, LobbyScreen))
        assert not app.screen.query("#resume-line") and not app.screen.query("#resume")
        await pilot.press("r")
        await pilot.pause()
        assert isinstance(app.screen, LobbyScreen)


async def test_quitting_with_confirmation_keeps_the_game_to_resume(tmp_path):
    """Quitting is "stop for now": the saved game stays open and the lobby offers it next time."""
    path = tmp_path / "p.db"
    app = PokerApp(config(["You", "Ada"]), bots={1: PolicyBot(calls)},
                   saves=SavedGames(Journal(path)))
    async with app.run_test(size=(80, 24)) as pilot:
        await waiting_for(pilot, "action")
        assert len(Journal(path).open_sessions()) == 1
        await pilot.press("ctrl+q")
        await until(pilot, lambda: isinstance(app.screen, ConfirmDialog))
        assert "start poker-tui again to resume" in app.screen.question
        await pilot.press("y")
        await pilot.pause()
    assert len(Journal(path).open_sessions()) == 1


async def test_leaving_for_a_new_game_ends_the_saved_game(tmp_path):
    path = tmp_path / "p.db"
    app = PokerApp(config(["You", "Ada"]), bots={1: PolicyBot(calls)},
                   saves=SavedGames(Journal(path)))
    async with app.run_test(size=(80, 24)) as pilot:
        await waiting_for(pilot, "action")
        app.action_new_game()
        await until(pilot, lambda: isinstance(app.screen, ConfirmDialog))
        await pilot.press("y")
        await until(pilot, lambda: isinstance(app.screen, LobbyScreen))
    assert Journal(path).open_sessions() == []


async def test_a_resumed_session_sits_straight_down(tmp_path):
    """``poker-tui --resume``: the app opens on the table, not the lobby."""
    path = tmp_path / "p.db"
    start = await crashed_game(path)
    saves = SavedGames(Journal(path))
    app = PokerApp(saves=saves, session=saves.resume(bots=bots()), misclick_guard=0)
    async with app.run_test(size=(80, 24)) as pilot:
        session = await waiting_for(pilot, "action")
        assert session.recovered is not None and session.recovered.voided == [3]
        table = app.table_screen
        assert table is not None and table.config.seats[0].stack == start[0]
        session.close()

"""Every open game is offered, newest first, and any of them can be resumed: from the lobby's
list or with ``poker-tui --resume GAME``; a game another window played comes back to the
lobby once that window is gone; ^D asks before dealing over a game that can be resumed."""

from __future__ import annotations

import os
import signal

from poker_tui.cli import main
from poker_tui.session.saves import SavedGames
from poker_tui.store import Journal
from poker_tui.ui.app import PokerApp
from poker_tui.ui.screens.dialogs import ConfirmDialog
from poker_tui.ui.screens.lobby import LobbyScreen, saved_label
from poker_tui.ui.widgets.choice import Choice
from tests.test_store_lock import held  # noqa: F401  (the fixture: a game another process holds)
from tests.test_ui_resume import app_with, crashed_game
from tests.test_ui_support import session_of, until, waiting_for


async def two_open_games(path) -> list[int]:  # type: ignore[no-untyped-def]
    await crashed_game(path)
    await crashed_game(path)
    return Journal(path).open_ids()


async def test_two_open_games_are_listed_newest_first_and_the_older_resumes(tmp_path):
    path = tmp_path / "p.db"
    newer, older = await two_open_games(path)
    assert newer > older
    app = app_with(path)
    async with app.run_test(size=(80, 24)) as pilot:
        await until(pilot, lambda: isinstance(app.screen, LobbyScreen))
        listed = app.screen.query_one("#saved", Choice)
        assert [v for _, v in listed.options] == [newer, older]
        assert listed.options[0][0].startswith(f"game {newer} · No-Limit Texas Hold'em 1/2")
        listed.value = older
        await pilot.pause()
        await pilot.press("r")
        await waiting_for(pilot, "action")
        assert session_of(app).session_id == older
        session_of(app).close()


async def test_ctrl_d_with_a_game_to_resume_asks_and_back_deals_nothing(tmp_path):
    path = tmp_path / "p.db"
    await crashed_game(path)
    app = app_with(path)
    async with app.run_test(size=(80, 24)) as pilot:
        await until(pilot, lambda: isinstance(app.screen, LobbyScreen))
        await pilot.press("ctrl+d")
        await until(pilot, lambda: isinstance(app.screen, ConfirmDialog), what="the question")
        await pilot.press("n")
        await until(pilot, lambda: isinstance(app.screen, LobbyScreen), what="the lobby again")
    assert len(Journal(path).open_sessions()) == 1


async def test_a_lobby_offers_resume_once_the_other_window_is_gone(held):  # noqa: F811
    path, child, game = held
    app = PokerApp(saves=SavedGames.at(path), misclick_guard=0)
    async with app.run_test(size=(120, 40)) as pilot:
        await until(pilot, lambda: isinstance(app.screen, LobbyScreen))
        assert not app.screen.query("#resume")
        os.kill(child.pid, signal.SIGKILL)
        child.wait(timeout=30)
        await until(pilot, lambda: bool(app.screen.query("#resume")), what="Resume to come back")
        assert "Resume: No-Limit Texas Hold'em" in str(
            app.screen.query_one("#resume-line").render()
        )
        await pilot.press("r")
        await waiting_for(pilot, "action")
        assert session_of(app).session_id == game
        session_of(app).close()


async def test_resume_game_names_any_open_game_and_refuses_others(tmp_path, monkeypatch, capsys):
    monkeypatch.setenv("POKER_TUI_DATA", str(tmp_path))
    newer, older = await two_open_games(tmp_path / "poker.db")
    resumed: list[int] = []

    def finish(app, saves):  # type: ignore[no-untyped-def]
        resumed.append(app.start_session.session_id)
        app.start_session.close()
        return 0

    monkeypatch.setattr("poker_tui.commands.play.finish", finish)
    assert main(["--resume", str(older)]) == 0
    assert main(["--resume"]) == 0
    assert resumed == [older, newer]
    assert main(["--resume", "999"]) == 2
    assert main(["--resume", "x1"]) == 2
    err = capsys.readouterr().err.splitlines()
    assert err[0] == (
        f"poker-tui: There is no unfinished game 999; the unfinished games are {newer} and {older}."
    )
    assert err[1].startswith("poker-tui: argument --resume: GAME is a game number")


def test_a_saved_game_is_named_by_its_number_in_the_list():
    from poker_tui.session.saves import SavedGame

    game = SavedGame(7, "Limit Seven Card Stud 3/6, ante 1", 12, True, (("You", 200),))
    assert saved_label(game) == "game 7 · Limit Seven Card Stud 3/6 · hand #12 interrupted"

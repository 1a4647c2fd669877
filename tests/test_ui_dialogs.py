"""The dialogs answer once, whenever the keys come: before they are drawn, or three at a time."""

from __future__ import annotations

import pytest
from textual import events

from poker_tui.ui.app import PokerApp
from poker_tui.ui.screens.dialogs import BustDialog, ConfirmDialog, NoticeDialog
from poker_tui.ui.screens.lobby import LobbyScreen
from tests.test_ui_support import until

DIALOGS = [
    lambda: ConfirmDialog("Quit?"),
    lambda: BustDialog("You", "200"),
    lambda: NoticeDialog("Noted."),
]


@pytest.mark.parametrize("make", DIALOGS, ids=["confirm", "bust", "notice"])
async def test_a_dialog_dismissed_before_it_mounted_ends_nothing(make):
    """``NoMatches: '#no' on ConfirmDialog``: the focus was set in on_mount, after the answer."""
    app = PokerApp(lobby_bots=["random"])
    answers: list[object] = []
    async with app.run_test(size=(80, 24)) as pilot:
        await until(pilot, lambda: isinstance(app.screen, LobbyScreen))
        dialog = make()
        app.push_screen(dialog, answers.append)
        dialog.dismiss(None)
        await pilot.pause()
        assert isinstance(app.screen, LobbyScreen)
    assert len(answers) == 1 and app.return_code in (None, 0)


@pytest.mark.parametrize("key", ["y", "n", "enter"])
async def test_three_answers_at_once_answer_once_and_leave_the_screen_beneath(key):
    app = PokerApp(lobby_bots=["random"])
    answers: list[object] = []
    async with app.run_test(size=(80, 24)) as pilot:
        await until(pilot, lambda: isinstance(app.screen, LobbyScreen))
        app.push_screen(ConfirmDialog("Sure?"), answers.append)
        await pilot.pause()
        for _ in range(3):
            app.post_message(events.Key(key, key if len(key) == 1 else "\r"))
        await pilot.pause()
        assert isinstance(app.screen, LobbyScreen)
    assert len(answers) == 1 and app.return_code in (None, 0)

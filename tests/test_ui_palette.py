"""^P then PageUp at once must not end the app (Textual 8.2.8 ``KeyError: 0`` in the option list)."""

from __future__ import annotations

import pytest
from textual import events
from textual.command import CommandList

from poker_tui.ui.app import PokerApp
from poker_tui.ui.palette import SafeCommandPalette
from poker_tui.ui.screens.lobby import LobbyScreen
from tests.test_ui_support import until


@pytest.mark.parametrize("key", ["pageup", "pagedown"])
async def test_ctrl_p_then_a_page_key_at_once_keeps_the_app_running(key):
    app = PokerApp(lobby_bots=["random"])
    async with app.run_test(size=(80, 24)) as pilot:
        await until(pilot, lambda: isinstance(app.screen, LobbyScreen))
        await pilot.press("ctrl+p", key)
        await until(pilot, lambda: isinstance(app.screen, SafeCommandPalette), what="the palette")
        await pilot.press(key)
        assert isinstance(app.screen, SafeCommandPalette)
    assert app.return_code in (None, 0)  # the test ended the app, not a crash


async def test_a_page_key_landing_with_the_first_results_moves_within_the_list(monkeypatch):
    """The crash needs the key to arrive after the results are added and before the list is
    laid out; posting it from ``add_options`` puts it exactly there."""
    added = CommandList.add_options
    seen: list[int] = []

    def add_then_page_up(self, items):  # type: ignore[no-untyped-def]
        result = added(self, items)
        if not seen:
            seen.append(self.option_count)
            self.app.post_message(events.Key("pageup", None))
        return result

    monkeypatch.setattr(CommandList, "add_options", add_then_page_up)
    app = PokerApp(lobby_bots=["random"])
    async with app.run_test(size=(120, 40)) as pilot:
        await until(pilot, lambda: isinstance(app.screen, LobbyScreen))
        await pilot.press("ctrl+p")
        await until(pilot, lambda: bool(seen), what="the palette's first results")
        await pilot.pause()
        palette = app.screen
        assert isinstance(palette, SafeCommandPalette)  # still open: no crash
        assert palette.query_one(CommandList).highlighted == 0
    assert app.return_code in (None, 0)


async def test_ctrl_p_then_enter_three_times_at_once_runs_one_command_and_keeps_the_table():
    """The keys land together: the second and third Enter reached a palette already dismissed
    and popped the table, then the last screen (``ScreenStackError: Can't pop screen``)."""
    from poker_tui.ui.screens.help import HelpScreen
    from poker_tui.ui.screens.table import TableScreen
    from tests.test_ui_support import config

    app = PokerApp(config(["You", "Ada"]), misclick_guard=0)
    async with app.run_test(size=(80, 24)) as pilot:
        await until(pilot, lambda: isinstance(app.screen, TableScreen), what="the table")
        await pilot.press("ctrl+p")
        for _ in range(4):
            app.post_message(events.Key("enter", "\r"))
        await until(pilot, lambda: not isinstance(app.screen, SafeCommandPalette))
        await pilot.pause()
        assert [type(s) for s in app.screen_stack[1:]] in ([TableScreen, HelpScreen], [TableScreen])
    assert app.return_code in (None, 0)


async def test_ctrl_p_as_the_app_quits_opens_nothing_that_fails():
    """Y to the quit question and ^P at once: the palette opened as the app was closing, and
    its search found no list (``NoMatches: CommandList``), ending the app with an error."""
    from poker_tui.ui.screens.dialogs import ConfirmDialog

    app = PokerApp(lobby_bots=["random"])
    async with app.run_test(size=(80, 24)) as pilot:
        await until(pilot, lambda: isinstance(app.screen, LobbyScreen))
        await pilot.press("ctrl+c")
        await until(pilot, lambda: isinstance(app.screen, ConfirmDialog), what="the question")
        for key in ("y", "ctrl+p"):
            app.post_message(events.Key(key, key if key == "y" else None))
        await pilot.pause(0.3)  # the search's first batch waits a quarter second
    assert app.return_code in (None, 0)

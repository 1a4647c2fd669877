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

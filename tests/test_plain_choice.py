"""Plain mode as a lobby choice and a settings choice, not only ``play --plain`` (issue 29).

The lobby's Display field and the settings screen's Display say the same thing
(``plain`` in settings.toml's ``[game]``); with plain lines, dealing closes the drawn
lobby and the game is played in plain lines in the same terminal (docs/accessibility.md).
"""

from __future__ import annotations

import tomllib

from poker_tui.settings import Settings, save_settings, settings_path
from poker_tui.ui.app import PokerApp
from poker_tui.ui.screens.lobby import LobbyScreen
from poker_tui.ui.screens.settings import SettingsScreen
from poker_tui.ui.widgets.choice import Choice
from tests.test_plain_pty import CONTROL, PlainGame, leave_the_table, play_one_hand
from tests.test_settings import _lobby_ready, _lobby_value
from tests.test_ui_support import until


async def test_plain_lines_chosen_in_the_lobby_end_the_drawn_app_with_that_game_to_play():
    app = PokerApp()
    async with app.run_test(size=(100, 40)) as pilot:
        lobby = await _lobby_ready(pilot)
        lobby.query_one("#seats", Choice).value = 3
        lobby.query_one("#display", Choice).value = True
        await pilot.pause()
        wanted = lobby.config()
        await pilot.press("ctrl+d")
        await until(pilot, lambda: app.plain_config is not None, what="the game to play plainly")
    assert app.plain_config == wanted  # played by commands.play once the app is gone
    assert not any(s.__class__.__name__ == "TableScreen" for s in app.screen_stack)
    saved = tomllib.loads(settings_path().read_text(encoding="utf-8"))
    assert saved["game"]["plain"] is True and saved["game"]["seats"] == 3


async def test_plain_lines_chosen_on_the_settings_screen_survive_a_restart_in_the_lobby():
    app = PokerApp()
    async with app.run_test(size=(100, 40)) as pilot:
        await _lobby_ready(pilot)
        assert _lobby_value(app, "display") is False  # the drawn table unless asked
        await pilot.press("ctrl+s")
        await until(pilot, lambda: isinstance(app.screen, SettingsScreen))
        app.screen.query_one("#set-display", Choice).value = True
        await pilot.press("enter")
        await until(pilot, lambda: isinstance(app.screen, LobbyScreen))
        assert _lobby_value(app, "display") is True
    assert tomllib.loads(settings_path().read_text(encoding="utf-8"))["game"]["plain"] is True

    again = PokerApp()  # a restart
    async with again.run_test(size=(100, 40)) as pilot:
        await _lobby_ready(pilot)
        assert _lobby_value(again, "display") is True
        assert again.screen.choice().plain


def test_a_game_dealt_in_plain_lines_from_the_lobby_is_played_in_plain_lines(tmp_path):
    """``poker-tui`` in a real terminal, the settings saying plain lines: Ctrl+D in the lobby,
    then a whole hand by keys, read as appended lines with no escape or box drawing."""
    game = Settings().with_game(seats=2, bots=["station"], pace="fast", plain=True)
    save_settings(game, tmp_path / "settings.toml")
    plain = PlainGame(tmp_path, command=())
    try:
        plain.until(r"Deal", timeout=60)  # the drawn lobby
        plain.press("\x04")  # Ctrl+D deals
        start = plain.until(r"Hand #1").start()
        text = play_one_hand(plain, lambda turn: "c")
        assert leave_the_table(plain) == 0
    finally:
        plain.close()
    assert "Hand 1 is over." in text
    assert not CONTROL.search(plain.text[start:]), "plain lines held an escape or box drawing"
    # the engine's note cites 002 §3.8; a player hears the words only (docs/accessibility.md)
    assert "the first button" in plain.text and "§" not in plain.text

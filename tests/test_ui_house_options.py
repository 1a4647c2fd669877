"""The lobby's house options (^O): a screen of its own over the lobby, every option a field;
what is kept there is in the game's config, the about line and the table's help."""

from __future__ import annotations

import subprocess
import sys

from poker_tui.engine.house_rules import OPTIONS
from poker_tui.ui.app import PokerApp
from poker_tui.ui.screens.help import HelpScreen
from poker_tui.ui.screens.lobby import LobbyScreen
from poker_tui.ui.screens.table import TableScreen
from poker_tui.ui.widgets.choice import Choice
from tests.test_ui_support import until

HEADS_UP = "#opt-heads-up-button-small-blind"


def about(lobby: LobbyScreen) -> str:
    return str(lobby.query_one("#lobby-about").render())


async def open_options(pilot, lobby: LobbyScreen):  # type: ignore[no-untyped-def]
    from poker_tui.ui.screens.house_options import HouseOptionsScreen

    await pilot.press("ctrl+o")
    await until(pilot, lambda: isinstance(pilot.app.screen, HouseOptionsScreen),
                what="the house options")
    return pilot.app.screen


async def test_an_option_changed_in_the_lobby_is_played_and_shown_in_the_tables_help():
    app = PokerApp(lobby_bots=["random"])
    async with app.run_test(size=(100, 34)) as pilot:
        await until(pilot, lambda: isinstance(app.screen, LobbyScreen), what="the lobby")
        lobby = app.screen
        await pilot.pause()
        lobby.query_one("#seats", Choice).value = 2
        lobby.query_one("#pace", Choice).value = "fast"
        options = await open_options(pilot, lobby)
        fields = options.query(Choice)
        assert [f.label_text for f in fields] == [label for _, label, _ in OPTIONS]
        heads_up = options.query_one(HEADS_UP, Choice)
        assert heads_up.value == "yes" and heads_up.shown == "yes (profile)"
        heads_up.focus()
        await pilot.press("right")  # the second choice: no heads-up exception (001 §16.1(c))
        assert heads_up.value == "no"
        await pilot.press("enter")  # keeps the choices
        await until(pilot, lambda: app.screen is lobby, what="the lobby again")
        assert lobby.house_options == (("heads_up_button_small_blind", "no"),)
        assert "1 option changed" in about(lobby)
        assert "Heads-up, the button posts the small blind: no" in about(lobby)
        await pilot.press("ctrl+d")
        await until(pilot, lambda: isinstance(app.screen, TableScreen), what="the table")
        table = app.screen
        assert table.config.house_options == (("heads_up_button_small_blind", "no"),)
        assert not table.session.house.heads_up_button_small_blind
        await until(pilot, lambda: "House: RWS 2024 +1" in str(
            table.query_one("#topbar").render()), what="the top bar to say the option")
        app.action_help()
        await until(pilot, lambda: isinstance(app.screen, HelpScreen), what="the help")
        rules = app.screen.rules_text
        assert "Options changed for this table (1): Heads-up, the button posts the small blind:" \
               " **no**" in rules
        assert "Heads-up, the player left of the button posts the small blind" in rules
        table.session.close()


async def test_esc_forgets_and_ctrl_r_goes_back_to_the_profile():
    app = PokerApp(lobby_bots=["random"])
    async with app.run_test(size=(100, 34)) as pilot:
        await until(pilot, lambda: isinstance(app.screen, LobbyScreen), what="the lobby")
        lobby = app.screen
        await pilot.pause()
        lobby.query_one("#house", Choice).value = "casino-001"
        assert "House options" in [c.title for c in app.get_system_commands(lobby)]
        options = await open_options(pilot, lobby)
        burn = options.query_one("#opt-burn-cards", Choice)
        assert burn.value == "yes" and burn.shown == "yes (profile)"
        burn.value = "no"
        await pilot.press("escape")
        await until(pilot, lambda: app.screen is lobby, what="the lobby again")
        assert lobby.house_options == ()
        options = await open_options(pilot, lobby)
        options.query_one("#opt-burn-cards", Choice).value = "no"
        options.query_one("#house-options-cancel").focus()
        await pilot.press("enter")  # Enter on the Cancel button cancels
        await until(pilot, lambda: app.screen is lobby, what="the lobby again")
        assert lobby.house_options == ()
        options = await open_options(pilot, lobby)
        options.query_one("#opt-burn-cards", Choice).value = "no"
        options.query_one("#opt-all-in-face-up", Choice).value = "yes"
        await pilot.press("enter")
        await until(pilot, lambda: app.screen is lobby, what="the lobby again")
        assert lobby.house_options == (("burn_cards", "no"), ("all_in_face_up", "yes"))
        # another profile: the options it already has are no change; the others stay
        lobby.query_one("#house", Choice).value = "rws"
        await pilot.pause()
        assert lobby.house_options == (("all_in_face_up", "yes"),)
        assert "kept when the profile changes" in about(lobby)
        lobby.query_one("#house", Choice).value = "casino-001"
        await pilot.pause()
        options = await open_options(pilot, lobby)
        assert options.query_one("#opt-all-in-face-up", Choice).value == "yes"
        assert options.query_one("#opt-burn-cards", Choice).value == "yes"
        assert options.query_one("#opt-straddle-allowed", Choice).disabled
        await pilot.press("ctrl+r")
        await pilot.press("enter")
        await until(pilot, lambda: app.screen is lobby, what="the lobby again")
        assert lobby.house_options == () and "changed" not in about(lobby)
        assert lobby.config().house_options == ()


def test_the_options_screen_loads_only_when_opened():
    code = ("import sys, poker_tui.ui.app; "
            "sys.exit('poker_tui.ui.screens.house_options' in sys.modules)")
    assert subprocess.run([sys.executable, "-c", code], timeout=60).returncode == 0

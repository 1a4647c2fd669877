"""The lobby changes no choice behind the player's back: a game that narrows a field (at
most four players, no straddle) narrows it only while that game is chosen."""

from __future__ import annotations

from poker_tui.ui.app import PokerApp
from poker_tui.ui.screens import lobby as lobby_screen
from poker_tui.ui.screens.lobby import LobbyScreen
from poker_tui.ui.widgets.choice import Choice
from tests.test_ui_support import until


async def lobby(pilot, app) -> LobbyScreen:  # type: ignore[no-untyped-def]
    await until(pilot, lambda: isinstance(app.screen, LobbyScreen), what="the lobby")
    await until(pilot, lambda: app.screen.ready, what="the lobby to listen")
    return app.screen


class PausedClock:
    """The lobby's clock for type-to-find, moved by the test: a loaded machine's slow key
    presses must not split a word into two searches, and a pause needs no real wait."""

    def __init__(self) -> None:
        self.now = 1000.0

    def monotonic(self) -> float:
        return self.now


async def test_finding_a_four_player_game_and_back_keeps_six_seats(monkeypatch):
    """Type-to-find passes ``stud7-32`` (2-4 players) on the way to ``nlhe``: Seats came back
    at 4, and Enter dealt a 4-handed game."""
    clock = PausedClock()
    monkeypatch.setattr(lobby_screen, "time", clock)
    app = PokerApp(lobby_bots=["random"])
    async with app.run_test(size=(80, 24)) as pilot:
        screen = await lobby(pilot, app)
        screen.query_one("#variant", Choice).focus()
        await pilot.press(*"stud7-32")
        await until(pilot, lambda: screen.query_one("#seats", Choice).value == 4)
        clock.now += lobby_screen.FIND_RESET_SECONDS + 0.1  # a pause starts a new search
        await pilot.press(*"nlhe")
        await until(pilot, lambda: screen.query_one("#variant", Choice).value == "nlhe")
        await pilot.pause()
        assert screen.query_one("#seats", Choice).value == 6
        assert len(screen.config().seats) == 6


async def test_seats_and_humans_the_player_chose_come_back_after_a_smaller_game():
    app = PokerApp(lobby_bots=["random"])
    async with app.run_test(size=(80, 24)) as pilot:
        screen = await lobby(pilot, app)
        seats, humans, variant = (
            screen.query_one(f"#{i}", Choice) for i in ("seats", "humans", "variant")
        )
        seats.value = 9
        humans.value = 6
        await pilot.pause()
        variant.value = "stud7-32"
        await pilot.pause()
        assert (seats.value, humans.value) == (4, 4)
        variant.value = "nlhe"
        await pilot.pause()
        assert (seats.value, humans.value) == (9, 6)


async def test_a_straddle_chosen_comes_back_after_a_game_with_no_blinds():
    app = PokerApp(lobby_bots=["random"])
    async with app.run_test(size=(80, 24)) as pilot:
        screen = await lobby(pilot, app)
        straddle, variant = (
            screen.query_one("#straddle", Choice),
            screen.query_one("#variant", Choice),
        )
        straddle.value = True
        await pilot.pause()
        variant.value = "stud7"
        await pilot.pause()
        assert straddle.disabled and straddle.value is False
        variant.value = "nlhe"
        await pilot.pause()
        assert not straddle.disabled and straddle.value is True


async def test_a_seat_count_the_player_picks_in_a_small_game_is_kept():
    app = PokerApp(lobby_bots=["random"])
    async with app.run_test(size=(80, 24)) as pilot:
        screen = await lobby(pilot, app)
        seats, variant = screen.query_one("#seats", Choice), screen.query_one("#variant", Choice)
        variant.value = "stud7-32"
        await pilot.pause()
        seats.value = 3
        await pilot.pause()
        variant.value = "nlhe"
        await pilot.pause()
        assert seats.value == 3


async def test_the_hint_says_what_enter_does_and_which_key_deals():
    app = PokerApp(lobby_bots=["random"])
    async with app.run_test(size=(80, 24)) as pilot:
        screen = await lobby(pilot, app)
        hint = str(screen.query_one("#lobby-hint").render())
        assert hint.startswith("^D deals") and "Enter chooses" in hint
        assert "Enter deals" not in hint and "Enter or" not in hint


def test_unseen_hand_and_practice_are_remembered_in_the_settings_file():
    """The last game's [game] holds every lobby field, the two new ones too: a file the app
    wrote itself must not be "applied except: game.show_hands is not a setting"."""
    from poker_tui.settings import load_settings, save_settings
    from poker_tui.ui.choices import TableChoice
    from poker_tui.ui.user_settings import game_of, table_choice

    choice = TableChoice(show_hands="ask", practice=True)
    settings, _ = load_settings()
    assert save_settings(settings.with_game(**game_of(choice))) == ""
    again, report = load_settings()
    assert report == ""
    assert table_choice(again.game) == choice

"""The results screen: ^G from the lobby or the table, your numbers by the fields' choice, a
bankroll graph drawn by plotext (docs/stats.md)."""

from __future__ import annotations

from textual.widgets import DataTable, Static
from textual_plotext import PlotextPlot

from poker_tui.session import SavedGames
from poker_tui.store import Journal, default_path
from poker_tui.ui.app import PokerApp
from poker_tui.ui.screens.lobby import LobbyScreen
from poker_tui.ui.screens.results import ResultsScreen
from poker_tui.ui.widgets.choice import Choice
from tests.test_history_filters import saved


def journal_of_two_games() -> None:
    saved("nlhe", [0, 0, 1])  # You: -1 -1 +1 at 1/2
    saved("lhe", [1, 1])  # You: +1 +1


def app() -> PokerApp:
    return PokerApp(saves=SavedGames(Journal(default_path())), misclick_guard=0)


async def results_read(pilot) -> ResultsScreen:  # type: ignore[no-untyped-def]
    await pilot.press("ctrl+g")
    await pilot.pause()
    screen = pilot.app.screen
    assert isinstance(screen, ResultsScreen)
    reading = [w for w in pilot.app.workers if w.group == "results"]
    if reading:  # none: already done (an empty list would wait for every worker)
        await pilot.app.workers.wait_for_complete(reading)
    await pilot.pause()
    return screen


def rows(screen: ResultsScreen) -> list[tuple[str, ...]]:
    table = screen.query_one(DataTable)
    return [tuple(str(c) for c in table.get_row_at(i)) for i in range(table.row_count)]


async def test_ctrl_g_shows_your_results_and_the_fields_choose_the_hands():
    journal_of_two_games()
    async with app().run_test(size=(120, 40)) as pilot:
        screen = await results_read(pilot)
        words = str(screen.query_one("#results-summary", Static).render())
        assert words.startswith("You: 5 hands, +1 chips, +10.0 bb/100 (95%: ")
        assert rows(screen) == [
            ("No-Limit Texas Hold'em", "3", "-1", "-16.7", rows(screen)[0][4]),
            ("Limit Texas Hold'em", "2", "+2", "+50.0", "+50 to +50"),
        ]  # no spread
        screen.query_one("#by", Choice).value = "position"
        await pilot.pause()
        assert [r[:3] for r in rows(screen)] == [("BB", "3", "+3"), ("BTN", "2", "-2")]
        screen.query_one("#game", Choice).value = "nlhe"
        await pilot.pause()
        assert str(screen.query_one("#results-summary", Static).render()).startswith(
            "You: 3 hands, -1 chips, -16.7 bb/100"
        )
        assert screen.query_one("#stakes", Choice).options == [("all stakes", ""), ("1/2", "1/2")]
        graph = screen.query_one(PlotextPlot)
        assert graph.size.width > 20
        await pilot.press("escape")
        await pilot.pause()
        assert isinstance(pilot.app.screen, LobbyScreen)


async def test_with_no_saved_game_the_screen_says_so():
    async with PokerApp(misclick_guard=0).run_test(size=(80, 24)) as pilot:
        screen = await results_read(pilot)
        assert "No saved games yet" in str(screen.query_one("#results-summary", Static).render())
        assert rows(screen) == []


def test_results_screen_snapshot(snap_compare):
    journal_of_two_games()

    async def open_results(pilot) -> None:  # type: ignore[no-untyped-def]
        await results_read(pilot)

    assert snap_compare(app(), terminal_size=(100, 32), run_before=open_results)

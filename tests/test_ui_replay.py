"""The replayer at the keys (Pilot): from the lobby and from the table, the list and its
filters, stepping a hand action by action and street by street, the showdown, the next
hand, whose eyes in hot seat, and the review's verdicts beside your decisions, the same
as the review's own (``review.review_game``, what ``history review --json`` prints)."""

from __future__ import annotations

from poker_tui.review import review_game
from poker_tui.session import SavedGames
from poker_tui.store import Journal, default_path
from poker_tui.ui.app import PokerApp
from poker_tui.ui.screens.privacy import PrivacyScreen
from poker_tui.ui.screens.replay import ReplayScreen
from poker_tui.ui.screens.replay_browser import ReplayBrowser
from poker_tui.ui.widgets.hand_log import HandLog
from poker_tui.ui.widgets.table_view import TableView
from tests.replay_scenes import replay_app, saved_game, to_the_blunder, to_the_list
from tests.test_ui_support import act, config, until


async def keys(pilot, *pressed: str) -> None:  # type: ignore[no-untyped-def]
    """Each key's action in turn, the screen settled after each."""
    for key in pressed:
        await act(pilot, key)
        await pilot.pause()


async def test_from_the_lobby_a_hand_is_stepped_and_your_call_is_the_reviews_blunder():
    app = replay_app()
    async with app.run_test(size=(120, 40)) as pilot:
        await to_the_blunder(pilot)
        screen = app.screen
        assert isinstance(screen, ReplayScreen) and screen.replay.hand.hand_no == 1
        assert screen.query_one(TableView).table_state is screen.replay.state(screen.step_no)
        note = screen.notes[screen.step_no]
        assert note.review is not None and note.review.verdict == "blunder"
        side = str(screen.query_one("#decisions").render())
        assert f"blunder, {note.review.ev_lost_bb:.1f} bb lost" in side
        assert note.review.sentence in " ".join(side.split())
        assert "not a solver" in side and "Coach:" in side
        journal = Journal.reader(app.saves.path)
        assert journal is not None
        try:  # the verdicts the command line prints, decision for decision
            reviewed = review_game(journal, screen.game.session_id, 0)
        finally:
            journal.close()
        ours = [n.review for n in screen.notes.values()]
        assert [(r.verdict, r.ev_lost_bb) for r in reviewed if r.hand_no == 1] == [
            (r.verdict, r.ev_lost_bb) for r in ours if r is not None
        ]
        # the showdown, the deal, street by street, the next hand and back
        await keys(pilot, "s")
        assert screen.step_no == screen.replay.showdown
        assert any(s.hand_name for s in screen.table_state.seats)
        await keys(pilot, "home")
        assert screen.step_no == 0
        await keys(pilot, "down")
        first_street = screen.step_no
        assert first_street == screen.replay.streets[1]
        await keys(pilot, "left")
        assert screen.step_no == first_street - 1
        await keys(pilot, "up")
        assert screen.step_no == 0
        log = screen.query_one(HandLog)
        await keys(pilot, "end")
        assert any("wins" in line for line in log.lines_text)
        await keys(pilot, "n")
        assert screen.replay.hand.hand_no == 2 and screen.step_no == 0
        await keys(pilot, "n")  # the last hand: it stays, and says so
        assert screen.replay.hand.hand_no == 2
        await keys(pilot, "p")
        assert screen.replay.hand.hand_no == 1
        await keys(pilot, "escape")
        assert isinstance(app.screen, ReplayBrowser)
        await keys(pilot, "escape")
        assert type(app.screen).__name__ == "LobbyScreen"


async def test_the_list_is_filtered_from_the_keyboard():
    app = replay_app()
    async with app.run_test(size=(120, 40)) as pilot:
        await until(pilot, lambda: type(app.screen).__name__ == "LobbyScreen")
        await keys(pilot, "ctrl+y")
        await until(pilot, lambda: isinstance(app.screen, ReplayBrowser) and app.screen.hands)
        browser = app.screen
        assert [h.hand_no for h in browser.hands] == [1, 2]
        await keys(pilot, "shift+tab", "right")  # the pot filter: 10 bb or more
        assert [h.hand_no for h in browser.hands] == [1]
        await keys(pilot, "left", "shift+tab", "right")  # any pot; a showdown
        assert [h.hand_no for h in browser.hands] == [1]
        await keys(pilot, "right")  # no showdown
        assert [h.hand_no for h in browser.hands] == [2]
        await keys(pilot, "left", "left", "shift+tab", "right")  # either; hands you won
        assert [h.hand_no for h in browser.hands] == [2]
        await keys(pilot, "right")  # hands you lost
        assert [h.hand_no for h in browser.hands] == [1]


async def test_at_the_table_y_opens_this_games_hands_for_the_player_at_the_keys():
    saves = SavedGames(Journal(default_path()))
    app = PokerApp(config(["You", "Ada"], seed=3), saves=saves, misclick_guard=0)
    async with app.run_test(size=(120, 40)) as pilot:
        await until(pilot, lambda: app.table_screen is not None)
        session = app.table_screen.session
        for _ in range(20):  # check or call to the end of the first hand
            await until(pilot, lambda: session.waiting_for in ("action", "next"))
            if session.waiting_for == "next":
                break
            await keys(pilot, "c")
        await keys(pilot, "y")
        await until(pilot, lambda: isinstance(app.screen, ReplayBrowser) and app.screen.hands)
        browser = app.screen
        assert browser.game.session_id == session.session_id and browser.locked
        assert browser.viewer == 0
        await keys(pilot, "tab", "enter")
        assert isinstance(app.screen, ReplayScreen) and app.screen.viewer == 0
        await keys(pilot, "escape", "escape")
        assert app.screen is app.table_screen


async def test_in_hot_seat_v_hands_the_replay_to_the_next_player_behind_the_privacy_screen():
    journal = Journal(default_path())
    saved_game(journal, humans=2)
    journal.close()
    app = PokerApp(saves=SavedGames.at(default_path()))
    async with app.run_test(size=(120, 40)) as pilot:
        await until(pilot, lambda: type(app.screen).__name__ == "LobbyScreen")
        await keys(pilot, "ctrl+y")
        await until(pilot, lambda: isinstance(app.screen, ReplayBrowser) and app.screen.hands)
        assert [name for name, _ in app.screen.query_one("#filter-viewer").options] == [
            "You",
            "Ada",
        ]
        await keys(pilot, "tab", "enter")
        screen = app.screen
        assert isinstance(screen, ReplayScreen) and screen.viewer == 0
        await keys(pilot, "end", "v")
        assert isinstance(app.screen, PrivacyScreen) and app.screen.player == "Ada"
        await keys(pilot, "enter")
        assert app.screen is screen and screen.viewer == 1
        assert screen.table_state.viewer == 1


async def test_enter_on_the_game_list_replays_the_hand_under_the_cursor():
    """The list opens on the games; its footer says Enter replays the hand: it does at once."""
    app = replay_app()
    async with app.run_test(size=(80, 24)) as pilot:
        await to_the_list(pilot)
        browser = app.screen
        assert browser.focused is not None and browser.focused.id == "replay-games"
        await pilot.press("enter")
        await until(pilot, lambda: isinstance(app.screen, ReplayScreen), what="the replay")
        assert app.screen.replay.hand.hand_no == browser.hands[0].hand_no

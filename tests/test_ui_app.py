"""The app around the table: lobby, help, quit, palette, keys while bots think, long sessions."""

from __future__ import annotations

from poker_tui.session.config import Pace
from poker_tui.ui.app import PokerApp
from poker_tui.ui.keys import AMOUNT_KEYS, TABLE_KEYS
from poker_tui.ui.screens.dialogs import ConfirmDialog
from poker_tui.ui.screens.help import HelpScreen
from poker_tui.ui.screens.lobby import LobbyScreen
from poker_tui.ui.screens.table import TableScreen
from tests.test_ui_support import PolicyBot, calls, config, session_of, until, waiting_for


async def test_enter_in_the_lobby_deals_a_six_seat_game_against_five_bots():
    app = PokerApp()
    async with app.run_test(size=(80, 24)) as pilot:
        await until(pilot, lambda: isinstance(app.screen, LobbyScreen))
        await pilot.press("enter")
        await until(pilot, lambda: isinstance(app.screen, TableScreen), what="the table")
        cfg = app.screen.config
        assert len(cfg.seats) == 6
        assert sum(s.is_human for s in cfg.seats) == 1
        assert cfg.buy_in == 100 * cfg.stakes.big_blind
        app.screen.session.close()


async def test_the_lobby_explains_a_bad_stack():
    app = PokerApp()
    async with app.run_test(size=(80, 24)) as pilot:
        await until(pilot, lambda: isinstance(app.screen, LobbyScreen))
        lobby = app.screen
        lobby.query_one("#stack").value = "0"
        await pilot.press("enter")
        await pilot.pause()
        assert isinstance(app.screen, LobbyScreen)
        assert "from 1 to 10000" in str(lobby.query_one("#lobby-error").render())


async def test_help_lists_every_key_and_the_house_rules():
    app = PokerApp(config(["You", "Ada"]), bots={1: PolicyBot(calls)})
    async with app.run_test(size=(100, 40)) as pilot:
        await waiting_for(pilot, "action")
        await pilot.press("question_mark")
        await until(pilot, lambda: isinstance(app.screen, HelpScreen))
        text = app.screen.keys_text + app.screen.rules_text
        for k in TABLE_KEYS + AMOUNT_KEYS:
            assert k.description in text
        assert "becomes the minimum raise (002 §3.5.1)" in text
        await pilot.press("escape")
        assert isinstance(app.screen, TableScreen)


async def test_quit_asks_first_at_any_time():
    app = PokerApp(config(["You", "Ada"]), bots={1: PolicyBot(calls)})
    async with app.run_test(size=(80, 24)) as pilot:
        await waiting_for(pilot, "action")
        await pilot.press("q")
        await until(pilot, lambda: isinstance(app.screen, ConfirmDialog))
        await pilot.press("n")
        await pilot.pause()
        assert isinstance(app.screen, TableScreen) and app.is_running
        await pilot.press("ctrl+q")
        await until(pilot, lambda: isinstance(app.screen, ConfirmDialog))
        await pilot.press("y")
        await pilot.pause()
    assert app.return_code == 0


async def test_the_command_palette_offers_new_game_help_and_quit():
    app = PokerApp(config(["You", "Ada"]), bots={1: PolicyBot(calls)})
    async with app.run_test(size=(80, 24)) as pilot:
        await waiting_for(pilot, "action")
        titles = [c.title for c in app.get_system_commands(app.screen)]
        assert titles[:3] == ["New game", "Help", "Quit"]
        assert titles.count("Quit") == 1
        # "New game" leaves the table for the lobby, after asking.
        app.action_new_game()
        await until(pilot, lambda: isinstance(app.screen, ConfirmDialog))
        await pilot.press("y")
        await until(pilot, lambda: isinstance(app.screen, LobbyScreen), what="the lobby")


async def test_keys_answer_while_a_bot_thinks():
    """The bot thinks in its worker thread until the test lets it go: every key below is
    answered while it still thinks (no clock involved)."""
    import threading

    go = threading.Event()

    def slow(view):  # type: ignore[no-untyped-def]
        go.wait(30)  # a bot thinking hard in its worker thread
        return calls(view)

    cfg = config(["You", "Slow"])
    app = PokerApp(cfg, bots={1: PolicyBot(slow, "slow")}, misclick_guard=0)
    async with app.run_test(size=(120, 40)) as pilot:
        session = await waiting_for(pilot, "action")
        await pilot.press("c")
        await until(pilot, lambda: session.model.thinking, what="the bot to think")
        screen = app.screen
        await pilot.press("l")
        assert screen.has_class("-hide-log")
        await pilot.press("question_mark")
        assert isinstance(app.screen, HelpScreen)
        await pilot.press("escape")
        assert app.screen is screen and session.model.thinking, "the bot was still thinking"
        go.set()
        await until(pilot, lambda: not session.model.thinking, what="the bot's answer")


async def test_a_long_session_of_hands_runs_without_error():
    cfg = config(["You", "Ada", "Ben", "Cleo", "Dev", "Eve"], next_hand="pause", seed=13)
    app = PokerApp(cfg, misclick_guard=0)
    async with app.run_test(size=(80, 24)) as pilot:
        session = await waiting_for(pilot, "action")
        keys = ["c", "c", "c", "f", "r", "a"]
        i = 0
        while session.hand_no < 10:
            await until(pilot, lambda: session.waiting_for in ("action", "bust") or session.over,
                        timeout=10)
            if session.over:
                break
            if session.waiting_for == "bust":
                await pilot.press("r")
                continue
            key = keys[i % len(keys)]
            i += 1
            await pilot.press(key)
            if key == "r":
                await pilot.press("h", "enter")
            if key in "fa" and session.waiting_for == "action":
                await pilot.pause()
                if isinstance(app.screen, ConfirmDialog):
                    await pilot.press("y")
        assert session.hand_no >= 10
        chips = sum(s.stack for s in session.table.seats if s is not None)
        assert chips % 200 == 0  # buy-ins of 200, nothing created or lost


async def test_bots_thinking_delay_shows_a_thinking_seat():
    cfg = config(["You", "Ada"])
    from dataclasses import replace

    app = PokerApp(replace(cfg, pace=Pace(0.3, 0, 0, 0)), bots={1: PolicyBot(calls)},
                   misclick_guard=0)
    async with app.run_test(size=(80, 24)) as pilot:
        await until(pilot, lambda: app.table_screen is not None and (
            session_of(app).model.thinking or session_of(app).waiting_for == "action"))
        if session_of(app).waiting_for == "action":
            await pilot.press("c")  # your turn came first: act, then the bot thinks
        await until(pilot, lambda: session_of(app).model.thinking, what="a thinking bot")
        state = session_of(app).state()
        thinking = [s for s in state.seats if s.thinking]
        assert [s.name for s in thinking] == ["Ada"]
        assert "Ada is thinking" in str(app.screen.query_one("#status").render())


async def test_ctrl_d_deals_from_a_text_field():
    """The hint says ^D deals: a focused Input must not swallow it."""
    app = PokerApp()
    async with app.run_test(size=(80, 24)) as pilot:
        await until(pilot, lambda: isinstance(app.screen, LobbyScreen))
        app.screen.query_one("#name").focus()
        await pilot.pause()
        await pilot.press("ctrl+d")
        await until(pilot, lambda: isinstance(app.screen, TableScreen), what="the table")
        app.screen.session.close()


async def test_hot_seat_players_get_names_not_you():
    app = PokerApp()
    async with app.run_test(size=(80, 24)) as pilot:
        await until(pilot, lambda: isinstance(app.screen, LobbyScreen))
        app.screen.query_one("#humans").value = 2
        await pilot.pause()
        names = [s.name for s in app.screen.config().seats]
        assert names[:2] == ["Ann", "Bob"]  # the lobby's real defaults, as shown in its fields

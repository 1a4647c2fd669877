"""A straddle at the table: the lobby offers it, the session asks before the deal (002 §3.10)."""

from __future__ import annotations

from dataclasses import replace

from poker_tui.engine import Action, Stakes
from poker_tui.engine import events as ev
from poker_tui.session import events as se
from poker_tui.session.game import GameSession
from poker_tui.ui.app import PokerApp
from poker_tui.ui.screens.lobby import LobbyScreen
from poker_tui.ui.screens.table import TableScreen
from poker_tui.ui.widgets.action_bar import ActionBar
from tests.test_session_game import drive, human_calls
from tests.test_ui_support import PolicyBot, calls, config, log_text, until

STRADDLE = Stakes(1, 2, straddle=4)


def straddle_game(names: list[str]):  # -> GameConfig
    return config(names, [None] + ["station"] * (len(names) - 1), stakes=STRADDLE)


async def test_the_player_left_of_the_big_blind_is_asked_before_the_deal_002_3_10():
    """Three-handed the button is left of the big blind: over three hands the human is asked once."""
    asked = []

    def human(f):  # post the straddle when asked, else check or call
        if f.blind_choice:
            asked.append((f.blind_choice, f.status(), f.raise_word, f.action_label(4)))
            return Action.raise_to(4)
        return human_calls(f)

    session = GameSession(straddle_game(["You", "Ada", "Ben"]))
    events = await drive(session, 3, human)
    assert asked == [("straddle", "Before the deal: post the straddle of 4 (R) or decline it (C)",
                      "Straddle", "Straddle 4")]
    posted = [e.event for e in events if isinstance(e, se.TableEvent)
              and isinstance(e.event, ev.ForcedBet) and e.event.kind == "straddle"]
    declines = [e.event for e in events if isinstance(e, se.TableEvent)
                and isinstance(e.event, ev.PlayerActed) and e.event.kind == "decline"]
    assert len(posted) == 1 and posted[0].amount == 4
    assert len(declines) == 2  # the station bots decline when it is their turn to choose
    lines = [e.text for e in events if isinstance(e, se.LogLine)]
    assert "You post the straddle 4" in lines
    assert sum(line.endswith("declines the straddle") for line in lines) == 2


async def test_the_keys_say_decline_and_straddle_and_c_declines():
    bots = {1: PolicyBot(calls), 2: PolicyBot(calls)}
    app = PokerApp(straddle_game(["You", "Ada", "Ben"]), bots=bots, misclick_guard=0)
    async with app.run_test(size=(80, 24)) as pilot:
        session = None
        for _ in range(60):  # the human is asked on one hand in three, before any other turn
            await until(pilot, lambda: app.table_screen is not None
                        and app.table_screen.session.waiting_for in ("action", "next"))
            await pilot.pause()
            session = app.table_screen.session
            if session.waiting_for == "next":
                session.next_hand()
                continue
            if session.facing is not None and session.facing.blind_choice:
                break
            session.submit(human_calls(session.facing))
        assert session is not None and session.facing is not None and session.facing.blind_choice
        hints = {label for _, label, _, _ in app.screen.query_one(ActionBar).hints()}
        assert {"Decline", "Straddle 4"} <= hints
        await pilot.press("c")
        await until(pilot, lambda: any("You decline the straddle" in x for x in log_text(app)))
        session.close()


async def test_the_lobby_offers_the_straddle_in_blind_games_only():
    app = PokerApp()
    async with app.run_test(size=(120, 40)) as pilot:
        await until(pilot, lambda: isinstance(app.screen, LobbyScreen))
        lobby = app.screen
        lobby.query_one("#straddle").value = True
        assert lobby.config().stakes.straddle == 4
        lobby.query_one("#variant").value = "stud7"
        await pilot.pause()
        assert lobby.query_one("#straddle").disabled and lobby.config().stakes.straddle == 0
        lobby.query_one("#variant").value = "nlhe"
        lobby.query_one("#straddle").value = True
        await pilot.pause()
        await pilot.press("enter")
        await until(pilot, lambda: isinstance(app.screen, TableScreen), what="the table")
        assert app.screen.config.stakes == replace(app.screen.config.stakes, straddle=4)
        app.screen.session.close()


"""The coach panel at the table: O toggles it; the lobby, settings and ``play --coach`` turn it on;
answers come from a worker and a stale one is dropped; in hot seat it shows nothing while the
keyboard changes hands (docs/odds.md, "The coach")."""

from __future__ import annotations

import argparse

import pytest

from poker_tui.commands.play_options import add_options, request_from
from poker_tui.settings import Settings, save_settings
from poker_tui.ui.app import PokerApp
from poker_tui.ui.screens.lobby import LobbyScreen
from poker_tui.ui.screens.table import TableScreen
from poker_tui.ui.widgets.choice import Choice
from poker_tui.ui.widgets.coach_panel import CoachAnswered, CoachPanel
from tests.scenarios import coach_settled, hot_seat, lobby_ready, mid_hand, to_flop_bet
from tests.test_ui_support import until, waiting_for


@pytest.fixture(autouse=True)
def own_settings(monkeypatch, tmp_path):  # type: ignore[no-untyped-def]
    monkeypatch.setenv("POKER_TUI_DATA", str(tmp_path))


def panel_of(app: PokerApp) -> CoachPanel:
    screen = app.table_screen
    assert screen is not None
    return screen.query_one(CoachPanel)


async def coached_at_the_flop_bet(pilot, app: PokerApp) -> CoachPanel:  # type: ignore[no-untyped-def]
    """The coached table at its bet on the flop, the panel's first numbers drawn."""
    await to_flop_bet(pilot)
    panel = panel_of(app)
    await coach_settled(pilot, panel)
    return panel


async def test_o_shows_the_coach_with_the_hand_the_equity_and_the_price_then_hides_it():
    app = mid_hand()
    async with app.run_test(size=(120, 40)) as pilot:
        await to_flop_bet(pilot)
        panel = panel_of(app)
        assert not panel.display and not app.screen.coach
        assert not app.screen.session.reasons_shown
        await pilot.press("o")
        await coach_settled(pilot, panel)
        assert panel.display and panel.final
        assert app.screen.session.reasons_shown  # the bots say why while the coach is on
        text = panel.text().plain
        assert text.startswith("Coach A♠ Q♠") and "v their ranges" in text
        assert "Cleo" in text and "raised first in, bet the flop" not in text  # the last words
        assert "% of hands: bet the flop)" in text
        assert "a call needs" in text and "Outs" in text
        await pilot.press("o")
        await pilot.pause()
        assert not panel.display and not app.screen.coach
        assert not app.screen.session.reasons_shown


async def test_an_answer_for_a_state_the_table_has_left_is_dropped():
    app = mid_hand()
    app.coach = True
    async with app.run_test(size=(120, 40)) as pilot:
        panel = await coached_at_the_flop_bet(pilot, app)
        shown = panel.text().plain
        stale = panel.answer
        assert stale is not None
        from dataclasses import replace

        panel.post_message(CoachAnswered(replace(stale, key=(0,), cards=(0, 1)), final=True))
        await pilot.pause()
        assert panel.text().plain == shown and panel.answer is stale


async def test_the_panel_keeps_its_height_between_answers_so_the_table_does_not_move():
    """docs/odds.md, "The coach": the next numbers repaint the panel alone."""
    app = mid_hand()
    app.coach = True
    async with app.run_test(size=(120, 40)) as pilot:
        panel = await coached_at_the_flop_bet(pilot, app)
        answered = panel.text().plain
        height, table = panel.size.height, app.screen.query_one("#main").size.height
        assert answered.count("\n") >= 2 and height >= 3
        await pilot.press("c")  # call: the next turn's numbers come in the same space
        await coach_settled(pilot, panel)
        assert panel.text().plain != answered
        assert (panel.size.height, app.screen.query_one("#main").size.height) == (height, table)
        panel.table_state = None  # a one-line wait ("your numbers come at your next turn")
        await pilot.pause()
        assert panel.text().plain.count("\n") == 0
        assert (panel.size.height, app.screen.query_one("#main").size.height) == (height, table)


async def test_play_coach_and_the_settings_file_turn_the_coach_on():
    parser = argparse.ArgumentParser()
    add_options(parser)
    assert request_from(parser.parse_args(["--coach"])).coach
    assert not request_from(parser.parse_args([])).coach
    save_settings(Settings().with_table(coach=True))
    app = PokerApp(lobby_bots=["random"])
    async with app.run_test(size=(100, 40)) as pilot:
        await lobby_ready(pilot)
        coach = app.screen.query_one("#coach", Choice)
        assert coach.value is True  # the lobby opens with the saved setting
        coach.value = False
        await pilot.press("ctrl+d")
        await until(pilot, lambda: isinstance(app.screen, TableScreen), what="the table")
        assert app.coach is False and app.screen.coach is False
        app.screen.session.close()


async def test_the_lobby_deals_a_coached_table():
    app = PokerApp(lobby_bots=["random"])
    async with app.run_test(size=(100, 40)) as pilot:
        lobby = app.screen
        await lobby_ready(pilot)
        assert isinstance(lobby, LobbyScreen)
        lobby.query_one("#coach", Choice).value = True
        await pilot.press("ctrl+d")
        await until(pilot, lambda: isinstance(app.screen, TableScreen), what="the table")
        assert app.screen.coach and panel_of(app).display
        app.screen.session.close()


async def test_in_hot_seat_the_coach_shows_nothing_while_the_keyboard_changes_hands():
    from poker_tui.ui.screens.privacy import PrivacyScreen

    app = hot_seat()
    app.coach = True
    async with app.run_test(size=(120, 40)) as pilot:
        await until(pilot, lambda: isinstance(app.screen, PrivacyScreen), what="the handover")
        panel = panel_of(app)
        assert panel.wanted is None and panel.answer is None
        assert "A" not in panel.text().plain.replace("Coach", "")  # no card, no numbers
        await pilot.press("enter")
        session = await waiting_for(pilot, "action")
        await coach_settled(pilot, panel)
        holder = session.state()
        assert panel.answer is not None and panel.answer.seat == holder.viewer
        own = tuple(c.card for c in holder.seats[panel.answer.seat].cards)
        assert panel.answer.cards == own


async def test_a_question_the_odds_cannot_answer_is_said_and_the_table_goes_on(monkeypatch):
    from poker_tui.ui.widgets import coach_panel

    def refuses(*_args: object, **_kw: object) -> None:
        raise ValueError("the ranges do not fit together")

    monkeypatch.setattr(coach_panel, "coaching", refuses)
    app = mid_hand()
    async with app.run_test(size=(120, 40)) as pilot:
        await to_flop_bet(pilot)
        panel = panel_of(app)
        await pilot.press("o")
        await coach_settled(pilot, panel)
        assert panel.text().plain == (
            "Coach · no numbers this turn: the ranges do not fit together"
        )
        await pilot.press("c")  # the table still takes its keys
        await waiting_for(pilot, "action")

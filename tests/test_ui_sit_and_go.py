"""A sit-and-go from the keyboard (docs/tournaments.md, "Play a sit-and-go"): the lobby deals
one, the bar above the felt says the level and what comes next, and when you are out the bots
play to a results screen with every place and prize (G skips their play)."""

from __future__ import annotations

from dataclasses import replace

from poker_tui.cli import main
from poker_tui.session import Finish, TableState, TournamentStatus
from poker_tui.session.config import Pace, tournament_config
from poker_tui.tournament.structure import BUNDLED
from poker_tui.ui.app import PokerApp
from poker_tui.ui.screens.lobby import LobbyScreen
from poker_tui.ui.screens.tournament_results import TournamentResults
from poker_tui.ui.widgets.action_bar import ActionBar
from poker_tui.ui.widgets.choice import Choice
from poker_tui.ui.widgets.tournament_bar import TournamentBar, tournament_line
from tests.scenarios import ScriptBot, sit_and_go, sit_and_go_results, stacked_source
from tests.test_ui_support import all_in, caught_up, session_of, until


async def test_a_sit_and_go_is_played_to_the_results_screen_from_the_keyboard():
    app = sit_and_go()
    async with app.run_test(size=(120, 40)) as pilot:
        await until(pilot, lambda: app.table_screen is not None and caught_up(app))
        bar = app.table_screen.query_one(TournamentBar)
        assert bar.display and "Level 1: 10/20" in str(bar.render())
        await sit_and_go_results(pilot)
        results = app.screen
        assert isinstance(results, TournamentResults)
        status = results.state.tournament
        assert status is not None and status.over
        assert [(f.place, f.name, f.prize) for f in status.finishes][0] == (1, "Ada", 260)
        you = next(f for f in status.finishes if f.name == "You")
        assert (you.place, you.prize, you.hand_no) == (4, 0, 1)
        assert sum(f.prize for f in status.finishes) == status.pool == 400
        await pilot.press("enter")
        await until(pilot, lambda: isinstance(app.screen, LobbyScreen), what="the lobby")


async def test_out_of_the_sit_and_go_e_skips_the_bots_play_to_the_results():
    """You shove 7-2 into aces and go out; the three bots then check it down for many hands
    (only blinds in each pot) until G skips the rest."""
    names = ["You", "Ada", "Ben", "Cleo"]
    fast = replace(BUNDLED["turbo"], level_length=1)  # the blinds rise every hand
    cfg = tournament_config(fast, names, [None] + ["script"] * 3, seed=21)
    cfg = replace(cfg, pace=Pace(0.2, 0.2, 0.2, 0.2), next_hand="key")  # time to press G
    holes = {0: "7c2d", 1: "AsAd", 2: "QcJd", 3: "KcKh"}
    bots = {
        1: ScriptBot(),
        2: ScriptBot({"Preflop": ["fold"]}),
        3: ScriptBot({"Preflop": ["fold"]}),
    }
    app = PokerApp(
        cfg,
        bots=bots,  # type: ignore[arg-type]
        deck_for_hand=stacked_source(holes, "Kd9s4c2h3s"),
        misclick_guard=0,
    )
    async with app.run_test(size=(80, 24)) as pilot:
        await until(
            pilot,
            lambda: (
                app.table_screen is not None
                and caught_up(app)
                and session_of(app).waiting_for == "action"
            ),
            what="your turn",
        )
        session = session_of(app)
        await pilot.press("g")  # not yet: you are still in
        assert "once you are out" in str(app.table_screen.query_one("#status").render())
        await all_in(pilot)
        await until(pilot, lambda: bool(session.tournament_status().humans_out), what="your exit")
        bar = app.table_screen.query_one(ActionBar)

        def footer_knows() -> bool:
            drawn = bar.table_state.tournament if bar.table_state is not None else None
            return caught_up(app) and drawn is not None and drawn.humans_out

        await until(pilot, footer_knows, what="the footer")
        hints = [label for _, label, _, _ in bar.hints()]
        assert "Results" in hints and "Sit out" not in hints  # the footer says G; no sitting out
        await pilot.press("g")
        await until(pilot, lambda: isinstance(app.screen, TournamentResults), what="the results")
        status = session.tournament_status()
        assert status is not None and status.over and status.skipping
        assert status.finishes[-1].name == "You" and len(status.finishes) == 4


async def test_the_lobby_deals_a_sit_and_go_and_greys_out_the_cash_games_fields():
    app = PokerApp(lobby_bots=["random"])
    async with app.run_test(size=(80, 24)) as pilot:
        await until(pilot, lambda: isinstance(app.screen, LobbyScreen), what="the lobby")
        lobby = app.screen
        field = lobby.query_one("#tournament", Choice)
        field.value = "regular"
        await pilot.pause()
        assert lobby.query_one("#stakes").disabled and lobby.query_one("#stack").disabled
        await pilot.press("ctrl+d")
        await until(pilot, lambda: app.table_screen is not None, what="the table")
        config = session_of(app).config
        assert config.tournament is not None and config.tournament.name == "regular"
        assert config.buy_in == 1500 and not config.bot_rebuy
        assert (config.stakes.small_blind, config.stakes.big_blind) == (10, 20)


def _state(status: TournamentStatus, hero: int = 0, shared: bool = False) -> TableState:
    return TableState(
        "No-Limit Hold'em",
        "holdem",
        1,
        "Preflop",
        (),
        5,
        (),
        (),
        0,
        20,
        hero,
        hero,
        shared=shared,
        tournament=status,
    )


STATUS = TournamentStatus(
    "Turbo",
    3,
    16,
    "25/50",
    "50/100",
    "4 hands",
    6,
    5,
    600,
    (390, 210),
    (Finish(6, 4, "Eve", 0, 7),),
)


def test_the_bar_says_the_level_what_comes_next_and_who_is_left_as_far_as_it_fits():
    wide = tournament_line(_state(STATUS), 120)
    assert wide == " Level 3: 25/50  ·  next 50/100 in 4 hands  ·  5 of 6 left  ·  pays 390/210"
    narrow = tournament_line(_state(STATUS), 50)
    assert narrow == " Level 3: 25/50 · next 50/100 in 4 hands"
    out = replace(STATUS, humans_out=True, finishes=(Finish(6, 0, "You", 0, 7),))
    assert tournament_line(_state(out), 80) == (
        " You finished 6th · the bots play on · G skips to the results · Level 3: 25/50"
    )


def test_play_refuses_a_structure_without_a_tournament_and_an_unknown_one_in_a_sentence(capsys):
    assert main(["play", "--structure", "turbo"]) == 2
    err = capsys.readouterr().err.strip().splitlines()
    assert len(err) == 1 and "--tournament" in err[0]
    assert main(["play", "--tournament", "--structure", "nosuch"]) == 2
    err = capsys.readouterr().err.strip().splitlines()
    assert len(err) == 1 and "Unknown tournament structure 'nosuch'" in err[0]
    assert main(["play", "--tournament", "--variant", "stud7"]) == 2
    assert "has no blinds" in capsys.readouterr().err


def test_a_seat_out_of_a_sit_and_go_shows_its_place():
    from poker_tui.ui.widgets.table_view import _out

    assert _out(_state(STATUS), 4) == "out · 6th"
    assert _out(_state(STATUS), 2) == "out of chips"  # not placed (yet)
    assert _out(replace(_state(STATUS), tournament=None), 4) == "out of chips"  # a cash game

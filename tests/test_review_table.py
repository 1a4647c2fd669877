"""The review at the table: a line per decision of yours after each hand, when the settings
ask (docs/review.md, "At the table"); the same verdicts as ``history review --json``."""

from __future__ import annotations

import json

from poker_tui.cli import main
from poker_tui.engine import Action
from poker_tui.session.saves import SavedGames
from poker_tui.settings import Settings, save_settings
from poker_tui.store import Journal, default_path
from poker_tui.ui.app import PokerApp
from poker_tui.ui.review_summary import HEADER
from poker_tui.ui.widgets.hand_log import HandLog
from tests.test_ui_support import (
    PolicyBot,
    caught_up,
    config,
    log_text,
    shoves,
    stacked,
    until,
    waiting_for,
)

SIZE = (120, 40)


def app_with_review(on: bool) -> PokerApp:
    """You (7-2 offsuit) against Ada (aces), who moves all in at every chance; saved."""
    save_settings(Settings().with_table(review=on))
    return PokerApp(
        config(["You", "Ada"], [None, "random"], stacks=[400, 200]),  # You do not bust
        bots={1: PolicyBot(shoves)},
        deck_for_hand=stacked({0: "7c2d", 1: "AsAh"}, "KdQs9h4c3s"),
        saves=SavedGames(Journal(default_path())),
        misclick_guard=0,
    )


async def call_down(pilot) -> None:
    """Call (or check) until the hand is over."""
    session = await waiting_for(pilot, "action")
    while session.waiting_for == "action":
        await pilot.press("c")
        await until(
            pilot,
            lambda: caught_up(pilot.app) and session.waiting_for in ("action", "next"),
            what="a turn",
        )
    await waiting_for(pilot, "next")


async def reviewed(app: PokerApp) -> None:
    """Until the review's thread (if one started) is done: its lines then come next."""
    running = [w for w in app.workers if w.group == "review"]
    if running:  # an empty list would wait for every worker, the session's loop too
        await app.workers.wait_for_complete(running)


def review_lines(app: PokerApp) -> list[str]:
    lines = log_text(app)
    start = next((i for i, line in enumerate(lines) if line.startswith(HEADER)), None)
    return [] if start is None else lines[start:]


async def test_calling_the_shove_with_seven_two_is_a_blunder_at_the_table_and_in_json(capsys):
    app = app_with_review(True)
    async with app.run_test(size=SIZE) as pilot:
        await call_down(pilot)  # You call Ada's all-in
        await reviewed(app)
        await until(pilot, lambda: bool(review_lines(app)), what="the review's lines")
        shown = review_lines(app)
        app.table_screen.in_bb = True  # B: amounts in big blinds, the review's too
        await pilot.pause()
        in_bb = app.table_screen.query_one(HandLog).shown_lines()
        app.table_screen.session.close()
    assert any(line.startswith("Preflop, call 99 BB: blunder.") for line in in_bb)
    assert main(["history", "review", "--json"]) == 0
    decisions = json.loads(capsys.readouterr().out)["decisions"]
    assert decisions[-1]["action"] == "call 198" and decisions[-1]["verdict"] == "blunder"
    assert shown[0].startswith(f"{HEADER} hand #1, {len(decisions)} decisions, about ")
    assert shown[1:] == [
        f"{d['street']}, {d['action']}: {d['verdict']}. {d['sentence']}" for d in decisions
    ]


async def test_the_summary_is_off_by_default():
    app = app_with_review(False)
    async with app.run_test(size=SIZE) as pilot:
        await call_down(pilot)
        await reviewed(app)
        await pilot.pause()
        assert review_lines(app) == []
        app.table_screen.session.close()


def test_the_example_in_docs_review_md_is_what_the_table_says():
    from pathlib import Path

    from poker_tui.review import review_hand
    from poker_tui.session import plain
    from poker_tui.ui.review_summary import review_lines as summary
    from tests.conftest import make_hand

    docs = (Path(__file__).parents[1] / "docs" / "review.md").read_text(encoding="utf-8")
    start = docs.index(HEADER)
    example = docs[start : docs.index("```", start)].strip().splitlines()
    hand = make_hand([400, 200], button=0, holes=["7c2d", "AsAh"], board="KdQs9h4c3s")
    for action in ("call", "shove", "call"):
        hand.apply(Action.raise_to(200) if action == "shove" else Action.call())
    assert [plain(line) for line in summary(1, review_hand({}, hand, 0))] == example


async def test_review_is_turned_on_from_the_settings_screen():
    import tomllib

    from poker_tui.settings import settings_path
    from poker_tui.ui.screens.lobby import LobbyScreen
    from poker_tui.ui.screens.settings import SettingsScreen
    from poker_tui.ui.widgets.choice import Choice

    app = PokerApp()
    async with app.run_test(size=SIZE) as pilot:
        await until(
            pilot,
            lambda: isinstance(app.screen, LobbyScreen) and app.screen.bots_loaded,
            what="the lobby with its bots",
        )
        await pilot.pause()
        app.action_settings()
        await until(pilot, lambda: isinstance(app.screen, SettingsScreen), what="the settings")
        await pilot.pause()
        assert app.screen.query_one("#set-review", Choice).value is False  # off by default
        app.screen.query_one("#set-review", Choice).value = True
        await pilot.press("enter")
        await until(pilot, lambda: isinstance(app.screen, LobbyScreen), what="the lobby again")
        assert app.settings.table["review"] is True
    saved = tomllib.loads(settings_path().read_text(encoding="utf-8"))
    assert saved["table"]["review"] is True and saved["table"]["review_thresholds"] == "0.1,0.5,1,2"

"""The session summary when you leave a table: hands, net, bb/100, the biggest pot, the blunders
(docs/stats.md); the blunders are the decision review's."""

from __future__ import annotations

from textual.notifications import Notification

from poker_tui.review import review_game
from poker_tui.session import SavedGames
from poker_tui.stats.session_summary import SessionSummary, session_summaries
from poker_tui.store import Journal, default_path
from poker_tui.ui.app import PokerApp
from poker_tui.ui.screens.dialogs import ConfirmDialog
from tests.test_review import save_game
from tests.test_ui_support import PolicyBot, act, calls, caught_up, config, until, waiting_for


def test_a_saved_game_sums_up_with_the_reviews_blunders(tmp_path):
    """You call Ada's all-in with 7-2 offsuit (a 400 pot lost, a blunder), then raise and
    fold to her all-in (20 lost; the 180 she put over your raise goes back to her)."""
    journal = Journal(tmp_path / "j.sqlite")
    game = save_game(journal)
    [you] = session_summaries(journal, game)
    blunders = [r for r in review_game(journal, game) if r.verdict == "blunder"]
    assert you == SessionSummary("You", 2, -220, 100 * -110 / 2, 400, len(blunders))
    assert len(blunders) >= 1 and blunders[0].action == "call 198"
    assert you.sentence() == (
        f"You: 2 hands, -220 chips (-5500.0 bb/100), biggest pot 400, {len(blunders)} blunder"
        f"{'s' if len(blunders) != 1 else ''}."
    )
    [fast] = session_summaries(journal, game, review=False)
    assert fast.blunders is None and fast.sentence().endswith("biggest pot 400.")
    assert SessionSummary("Zed", 0, 0, None, 0, None).sentence() == (
        "Zed: no hand finished at this table."
    )


def table_app() -> PokerApp:
    return PokerApp(
        config(["You", "Ada"], [None, "station"], seed=5),
        bots={1: PolicyBot(calls)},
        saves=SavedGames(Journal(default_path())),
        misclick_guard=0,
    )


async def one_hand(pilot) -> None:  # type: ignore[no-untyped-def]
    """You call this hand down; then the table waits for the next."""
    session = await waiting_for(pilot, "action")
    while True:
        await until(
            pilot, lambda: caught_up(pilot.app) and session.waiting_for in ("action", "next")
        )
        if session.waiting_for == "next":
            return
        await act(pilot, "c")


async def test_quitting_prints_the_summary_after_the_app_closes(capsys):
    app = table_app()
    async with app.run_test(size=(100, 30)) as pilot:
        await one_hand(pilot)
        await pilot.press("ctrl+q")
        await until(pilot, lambda: isinstance(app.screen, ConfirmDialog))
        await pilot.press("y")
        await pilot.pause()
    # Textual prints App.exit's message in the terminal once the app has closed
    words = " ".join(capsys.readouterr().err.split())
    assert words.startswith("Session summary: You: 1 hand, ")
    assert "biggest pot 4," in words and words.endswith("blunders.")


async def test_a_new_game_shows_the_summary_in_the_lobby():
    app = table_app()
    notes: list[Notification] = []
    async with app.run_test(size=(100, 30)) as pilot:
        await one_hand(pilot)
        app.notify = lambda message, **kw: notes.append(Notification(message, **kw))  # type: ignore[method-assign]
        app.action_new_game(confirm=False)
        await pilot.pause()
    [note] = notes
    assert note.title == "Session summary" and note.message.startswith(
        "Session summary: You: 1 hand"
    )

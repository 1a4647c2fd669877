"""Key S at the table: sit out from the next hand, then come back posting the missed
blinds (002 §5.7.3, 003)."""

from __future__ import annotations

from textual.widgets import Static

from poker_tui.ui.app import PokerApp
from poker_tui.ui.widgets.action_bar import ActionBar
from tests.test_session_game import human_calls
from tests.test_ui_support import PolicyBot, calls, config, log_text, until


async def next_pause(pilot, app) -> None:  # type: ignore[no-untyped-def]
    """Play the human's turns (check or call) until the table waits for the next hand."""
    for _ in range(40):
        await until(pilot, lambda: app.table_screen is not None
                    and app.table_screen.session.waiting_for in ("action", "next"))
        await pilot.pause()
        session = app.table_screen.session
        if session.waiting_for == "next":
            return
        session.submit(human_calls(session.facing))
    raise AssertionError("the hand did not end")


async def test_s_sits_you_out_while_the_bots_play_and_s_again_brings_you_back_posting():
    bots = {i: PolicyBot(calls) for i in (1, 2, 3)}
    app = PokerApp(config(["You", "Ada", "Ben", "Cleo"], seed=5), bots=bots, misclick_guard=0)
    async with app.run_test(size=(100, 30)) as pilot:
        await next_pause(pilot, app)
        session = app.table_screen.session
        hints = {label for _, label, _, _ in app.screen.query_one(ActionBar).hints()}
        assert "Sit out" in hints
        await pilot.press("s")
        await until(pilot, lambda: any("You sit out from the next hand" in x for x in log_text(app)),
                    what="sitting out in the log")
        for _ in range(4):  # the blinds go round the others; you are dealt out
            number = session.hand_no
            await pilot.press("n")
            await until(pilot, lambda: session.hand_no > number)  # noqa: B023
            assert 0 not in session.order
            await next_pause(pilot, app)
        status = str(app.screen.query_one("#status", Static).render())
        assert "Sitting out · Coming back posts the missed big blind 2" in status
        hints = {label for _, label, _, _ in app.screen.query_one(ActionBar).hints()}
        assert "I'm back" in hints
        await pilot.press("s")
        await until(pilot, lambda: any("You are back and post the missed big blind 2 " in x
                                       for x in log_text(app)), what="the return in the log")
        number = session.hand_no
        await pilot.press("n")
        await until(pilot, lambda: session.hand_no > number)
        assert 0 in session.order
        back = next(i for i, x in enumerate(log_text(app)) if "You are back" in x)

        def posted() -> bool:
            return any("You post the missed big blind 2" in x or "You post the big blind 2" in x
                       for x in log_text(app)[back:])

        await until(pilot, posted, what="your blind on return")
        session.close()

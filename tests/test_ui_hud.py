"""The HUD at the table: H shows each opponent's numbers on their seat, read from the journal
off the UI thread, and they follow every hand (docs/stats.md)."""

from __future__ import annotations

from poker_tui.session import SavedGames
from poker_tui.session.game import GameSession
from poker_tui.stats.hud import OpponentBook, hud_text
from poker_tui.store import Journal, default_path
from poker_tui.ui.app import PokerApp
from poker_tui.ui.widgets.hud_panel import HudPanel
from poker_tui.ui.widgets.table_view import TableView
from tests.test_session_game import drive
from tests.test_ui_support import PolicyBot, act, calls, caught_up, config, until, waiting_for

NAMES = ["You", "Ada", "Ben"]
KINDS: list[str | None] = [None, "maniac", "station"]


def independent() -> OpponentBook:
    journal = Journal.reader(default_path())
    assert journal is not None
    book = OpponentBook(["You"])
    book.read(journal)
    journal.close()
    return book


async def hud_read(pilot) -> None:  # type: ignore[no-untyped-def]
    """Until the HUD's reading thread is done and its answer handled."""
    reading = [w for w in pilot.app.workers if w.group == "hud"]
    if reading:  # none: already done (an empty list would wait for every worker)
        await pilot.app.workers.wait_for_complete(reading)
    await pilot.pause()


def seat_lines(table: TableView) -> str:
    return "\n".join(
        "".join(s.text for s in table.render_line(y)) for y in range(table.size.height)
    )


async def test_h_shows_each_opponents_numbers_on_their_seat_and_they_follow_each_hand():
    earlier = GameSession(
        config(NAMES, KINDS, seed=3),
        bots={1: PolicyBot(calls), 2: PolicyBot(calls)},
        journal=Journal(default_path()),
    )
    await drive(earlier, 3)
    app = PokerApp(
        config(NAMES, KINDS, seed=4, next_hand="key"),
        bots={1: PolicyBot(calls), 2: PolicyBot(calls)},
        saves=SavedGames(Journal(default_path())),
        misclick_guard=0,
    )
    async with app.run_test(size=(120, 40)) as pilot:
        session = await waiting_for(pilot, "action")
        screen = app.table_screen
        assert screen is not None
        table, panel = screen.query_one(TableView), screen.query_one(HudPanel)
        assert table.hud is None and not panel.display
        await pilot.press("h")
        await hud_read(pilot)
        book = independent()
        assert table.hud is not None and set(table.hud) == {1, 2}
        for seat, who in ((1, "bot:maniac"), (2, "bot:station")):
            mine, theirs = table.hud[seat].stats, book.of(who)
            assert mine is not None and theirs is not None
            assert (mine.hands, mine.vpip, mine.pfr, mine.showdowns) == (
                theirs.hands,
                theirs.vpip,
                theirs.pfr,
                theirs.showdowns,
            ) and mine.hands == 3
        assert panel.display and "bot:maniac" in str(panel.render())
        assert hud_text(table.hud[1].stats, 8)[:2] == "n3" and "n3 " in seat_lines(table)
        while True:  # you call this hand down
            await until(pilot, lambda: caught_up(app) and session.waiting_for in ("action", "next"))
            if session.waiting_for == "next":
                break
            await act(pilot, "c")
        await hud_read(pilot)
        assert table.hud[1].stats is not None and table.hud[1].stats.hands == 4
        assert independent().of("bot:maniac").hands == 4
        await pilot.press("h")
        assert table.hud is None and not panel.display and "n4 " not in seat_lines(table)

"""The seam between the session and the screen, and the honest table of issue 17.

The screen draws the ``TableState`` it is given (``SessionChanged`` messages,
or the state read right after a key's action), its display choices are
reactives bound to the widgets, and every amount and card follows them.
"""

from __future__ import annotations

from dataclasses import replace

from poker_tui.session import events as se
from poker_tui.session.config import Pace, ShowHands
from poker_tui.session.events import WaitKind
from poker_tui.ui.app import PokerApp
from poker_tui.ui.bridge import SessionChanged
from poker_tui.ui.screens.dialogs import ConfirmDialog
from poker_tui.ui.screens.table import TableScreen
from poker_tui.ui.widgets.action_bar import ActionBar
from poker_tui.ui.widgets.hand_log import HandLog
from poker_tui.ui.widgets.table_view import TableView
from tests.test_ui_support import (
    PolicyBot,
    all_in,
    calls,
    caught_up,
    config,
    folds,
    shoves,
    stacked,
    until,
    waiting_for,
)

SIZE = (120, 40)


async def test_a_key_press_first_repaint_shows_the_new_state(monkeypatch):
    """The action is played and its events sent before the key's handler returns, so the
    very first frame painted after the key already shows it (not the old table)."""
    painted: list[tuple[int, bool]] = []  # (key presses so far, your seat folded)
    presses = [0]
    paint = TableView.paint

    def spy(view: TableView):  # type: ignore[no-untyped-def]
        state = view.table_state
        painted.append((presses[0], bool(state and state.seats[0].folded)))
        return paint(view)

    fold = TableScreen.action_fold

    def folding(screen: TableScreen) -> None:  # counted when the key's handler runs: a frame
        presses[0] = 1  # already due before the key reached the app is not "after the key"
        fold(screen)

    monkeypatch.setattr(TableView, "paint", spy)
    monkeypatch.setattr(TableScreen, "action_fold", folding)
    app = PokerApp(config(["You", "Ada", "Ben"]), bots={1: PolicyBot(shoves), 2: PolicyBot(calls)},
                   misclick_guard=0)
    async with app.run_test(size=SIZE) as pilot:
        session = await waiting_for(pilot, "action")
        assert session.facing.to_call > 0
        await pilot.press("f")
        assert presses[0] == 1, "F reached the table's fold"
        after = [folded for n, folded in painted if n == 1]
        assert after and after[0], "the first paint after F shows your hand folded"


async def test_the_screen_hears_the_session_only_through_messages():
    seen: list[SessionChanged] = []

    def hook(message: object) -> None:
        if isinstance(message, SessionChanged):
            seen.append(message)

    app = PokerApp(config(["You", "Ada"]), bots={1: PolicyBot(calls)}, misclick_guard=0)
    async with app.run_test(size=SIZE, message_hook=hook) as pilot:
        session = await waiting_for(pilot, "action")
        assert len(session.listeners) == 1, "one listener: the bridge, which only posts"
        seqs = sorted({m.seq for m in seen})
        assert seqs == list(range(1, len(seqs) + 1)), "every event reached the screen, in order"
        assert app.table_screen.handled_seq == app.table_screen.bridge.seq
        turn = [m for m in seen if isinstance(m.event, se.HumanTurn)][-1]
        assert turn.state.facing is not None and turn.state.waiting_for == WaitKind.ACTION
        assert app.table_screen.table_state.facing == session.facing
        assert not hasattr(app.table_screen, "events_seen")


async def test_big_blinds_reach_every_amount_and_four_colours_every_card():
    holes = {0: "AsAd", 1: "KcKd"}
    app = PokerApp(config(["You", "Ada"], seed=3), bots={1: PolicyBot(calls)},
                   deck_for_hand=stacked(holes, "2c7d9h4s3s"), misclick_guard=0)
    async with app.run_test(size=SIZE) as pilot:
        await waiting_for(pilot, "action")
        await all_in(pilot)
        await waiting_for(pilot, "next")
        screen = app.table_screen
        log, table, bar = (screen.query_one(w) for w in (HandLog, TableView, ActionBar))
        await pilot.press("b")
        assert screen.in_bb and table.in_bb and log.in_bb and bar.in_bb, "bound, not copied"
        lines = log.shown_lines()
        assert "You win the pot of 200 BB with a Pair of Aces" in lines
        assert "You post the big blind 1 BB" in lines or "You post the small blind 0.5 BB" in lines
        text = table.paint().plain()
        assert "You win 200 BB" in text and "You win 200 " not in text.replace("200 BB", "")
        status = str(screen.query_one("#status").render())
        assert "You win 200 BB" in status
        await pilot.press("4")
        assert log.four_color and table.four_color
        clubs = log.get_component_rich_style("log--clubs")
        assert any(seg.style and seg.style.color == clubs.color
                   for strip in log.lines for seg in strip if "♣" in seg.text), \
            "clubs in the log take the fourth colour"


async def test_all_in_asks_once_in_no_limit_and_can_be_told_not_to():
    app = PokerApp(config(["You", "Ada"]), bots={1: PolicyBot(calls)}, misclick_guard=0)
    async with app.run_test(size=SIZE) as pilot:
        session = await waiting_for(pilot, "action")
        await pilot.press("a")
        await until(pilot, lambda: isinstance(app.screen, ConfirmDialog), what="the question")
        assert "all-in" in str(app.screen.question).lower()
        await pilot.press("n")
        await waiting_for(pilot, "action")
        assert session.hand.actions == [] or all(a.kind != "raise" for _, a in session.hand.actions)
        await pilot.press("a", "y")
        await until(pilot, lambda: caught_up(app) and session.waiting_for in ("next", "bust"))
    quick = replace(config(["You", "Ada"]), confirm_all_in=False)
    app = PokerApp(quick, bots={1: PolicyBot(calls)}, misclick_guard=0)
    async with app.run_test(size=SIZE) as pilot:
        session = await waiting_for(pilot, "action")
        await pilot.press("a")
        await until(pilot, lambda: caught_up(app) and session.waiting_for in ("next", "bust"))


async def test_your_best_hand_is_named_under_your_cards():
    holes = {0: "QsQd", 1: "7c2d"}
    app = PokerApp(config(["You", "Ada"]), bots={1: PolicyBot(calls)},
                   deck_for_hand=stacked(holes, "Qh7d2s4c9c"), misclick_guard=0)
    async with app.run_test(size=SIZE) as pilot:
        session = await waiting_for(pilot, "action")
        assert session.state().best_hand == "a Pair of Queens"
        assert "Pair of Queens" in app.table_screen.query_one(TableView).paint().plain()
        assert "You have: a Pair of Queens" in str(app.table_screen.query_one("#status").render())
        while session.hand.street_name != "Flop":
            await pilot.press("c")
            session = await waiting_for(pilot, "action")
        assert session.state().best_hand.startswith("Three of a Kind, Queens")


async def test_show_or_muck_is_the_players_and_practice_shows_the_bots_mucks():
    holes = {0: "7c2d", 1: "AsAd"}
    cfg = replace(config(["You", "Ada"]), show_hands=ShowHands.ASK, practice=True)
    app = PokerApp(cfg, bots={1: PolicyBot(calls)}, deck_for_hand=stacked(holes, "KcQd9h4s3s"),
                   misclick_guard=0)
    async with app.run_test(size=SIZE) as pilot:
        session = await waiting_for(pilot, "action")
        while session.waiting_for == "action":
            await pilot.press("c")
            await until(pilot, lambda: caught_up(app) and (
                session.waiting_for in ("action", "show", "next")))
        assert session.waiting_for == "show", "you lost without having to show: asked"
        if session.waiting_for == "show":
            await until(pilot, lambda: isinstance(app.screen, ConfirmDialog))
            await pilot.press("y")
            await waiting_for(pilot, "next")
            assert "You show 7♣ 2♦ (after the hand)" in app.table_screen.query_one(HandLog).lines_text
            you = session.state().seats[0]
            assert [c.card for c in you.cards] and all(c.up for c in you.cards)


async def test_a_showdown_with_side_pots_stays_twice_the_pause():
    holes = {0: "KsKh", 1: "AsAh", 2: "QsQh"}
    cfg = replace(config(["You", "Ada", "Ben"], stacks=[100, 40, 200], next_hand="pause"),
                  pace=Pace(0, 0, 0, 5.0))
    waits: list[float | None] = []
    app = PokerApp(cfg, bots={1: PolicyBot(calls), 2: PolicyBot(calls)},
                   deck_for_hand=stacked(holes, "2c7d9hJc3s"), misclick_guard=0)
    async with app.run_test(size=SIZE) as pilot:
        session = await waiting_for(pilot, "action")
        session.subscribe(lambda e: waits.append(e.seconds)
                          if isinstance(e, se.WaitingForNextHand) else None)
        await all_in(pilot)
        await waiting_for(pilot, "next")
        assert session.state().many_pots and waits == [10.0]


async def test_hot_seat_starts_every_hand_with_nobody_at_the_keys():
    from poker_tui.session.game import GameSession

    session = GameSession(config(["Alice", "Bob", "Cleo"], [None, None, "random"]),
                          bots={2: PolicyBot(folds)})
    starts: list[int | None] = []
    session.subscribe(lambda e: starts.append(session.state().viewer)  # from the first hand on
                      if isinstance(e, se.HandStarting) else None)
    app = PokerApp(session=session, misclick_guard=0)
    async with app.run_test(size=SIZE) as pilot:
        await until(pilot, lambda: app.table_screen is not None)
        for _ in range(200):
            await until(pilot, lambda: caught_up(app) and session.waiting_for is not None)
            if session.hand_no >= 3:
                break
            kind = session.waiting_for
            await pilot.press({"handover": "enter", "action": "c", "next": "n"}.get(kind, "n"))
    assert len(starts) >= 3 and set(starts) == {None}

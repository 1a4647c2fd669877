"""What a new player met at the table in a real terminal, each pinned by a Pilot test.

The hand log wrapped at 20 columns after being hidden, the pot was missing
before the flop, a typed amount was appended to the one the entry opened with,
an error hid the turn's words for good, the next-hand pause did not count down,
and a second ^C did not quit.
"""

from __future__ import annotations

import asyncio

from poker_tui.session import events as se
from poker_tui.session.config import Pace
from poker_tui.ui.app import PokerApp
from poker_tui.ui.screens import table as table_screen
from poker_tui.ui.screens.dialogs import BustDialog, ConfirmDialog
from poker_tui.ui.widgets.hand_log import HandLog
from poker_tui.ui.widgets.raise_panel import RaisePanel
from poker_tui.ui.widgets.table_view import TableView
from tests.test_ui_support import (
    PolicyBot,
    all_in,
    calls,
    config,
    session_of,
    shoves,
    until,
    waiting_for,
)


def status_text(app: PokerApp) -> str:
    return str(app.screen.query_one("#status").render())


def table_text(app: PokerApp) -> str:
    return app.screen.query_one(TableView).paint().plain()


def unbroken(log: HandLog) -> list[str]:
    """Log sentences short enough for one row that were still wrapped."""
    width = log.wrapped_at
    rows = [strip.text.rstrip() for strip in log.lines]
    return [line.strip() for line in log.shown_lines()
            if 0 < len(line.strip()) <= width - 1
            and not any(line.strip() in row for row in rows)]


async def play_hands(pilot, app: PokerApp, hands: int) -> None:  # type: ignore[no-untyped-def]
    session = session_of(app)
    while session.hand_no < hands:
        await until(pilot, lambda: session.waiting_for in ("action", "next"))
        await pilot.press("c" if session.waiting_for == "action" else "n")
        await pilot.pause()


async def test_the_log_hidden_for_a_while_reads_at_its_full_width():
    app = PokerApp(config(["You", "Ada", "Ben"], [None, "calls", "calls"]),
                   bots={1: PolicyBot(calls), 2: PolicyBot(calls)}, misclick_guard=0)
    async with app.run_test(size=(120, 40)) as pilot:
        await waiting_for(pilot, "action")
        await pilot.press("l")  # hide the log, play on
        await play_hands(pilot, app, 3)
        await pilot.press("l")  # and show it again
        await pilot.pause()
        log = app.screen.query_one(HandLog)
        assert log.wrapped_at == log.scrollable_content_region.width > 30
        assert any("Hand #3" in strip.text for strip in log.lines), "what came while hidden"
        assert unbroken(log) == []


async def test_on_a_narrow_terminal_the_log_opens_wrapped_to_fit_and_at_the_newest_line():
    app = PokerApp(config(["You", "Ada", "Ben"], [None, "calls", "calls"]),
                   bots={1: PolicyBot(calls), 2: PolicyBot(calls)}, misclick_guard=0)
    async with app.run_test(size=(80, 24)) as pilot:
        await waiting_for(pilot, "action")
        await play_hands(pilot, app, 3)
        log = app.screen.query_one(HandLog)
        assert not log.display, "hidden by default on 80 columns"
        await pilot.press("l")
        await pilot.pause()
        assert log.display and log.wrapped_at > 30
        assert unbroken(log) == []
        # scrolled to the end once the opened log is laid out (a refresh later)
        await until(pilot, lambda: log.scroll_y == log.max_scroll_y > 0,
                    what="the newest lines in view")
        await pilot.press("l")
        await play_hands(pilot, app, 4)
        await pilot.press("l")  # lines that came while hidden are added, not lost
        await pilot.pause()
        assert any("Hand #4" in strip.text for strip in log.lines)
        assert unbroken(log) == []


async def test_the_pot_is_shown_before_the_flop_and_counts_the_bets_in_front():
    app = PokerApp(config(["You", "Ada"], [None, "calls"]), bots={1: PolicyBot(shoves)},
                   misclick_guard=0)
    async with app.run_test(size=(120, 40)) as pilot:
        session = await waiting_for(pilot, "action")
        state = session.state()
        assert not state.pots and state.total_pot == 3  # the blinds, still in front
        assert "Pot 3" in table_text(app)


async def test_a_pot_with_bets_beside_it_shows_the_total():
    def bets_the_flop(view):  # type: ignore[no-untyped-def]
        from poker_tui.engine.actions import Action

        if view.street_name == "Flop" and view.legal.max_raise_to and view.legal.can_check:
            return Action.raise_to(view.legal.min_raise_to)
        return calls(view)

    app = PokerApp(config(["You", "Ada"], [None, "calls"]), bots={1: PolicyBot(bets_the_flop)},
                   misclick_guard=0)
    async with app.run_test(size=(120, 40)) as pilot:
        session = await waiting_for(pilot, "action")
        while not (session.hand.street_name == "Flop" and session.facing.to_call):
            await pilot.press("c")
            session = await waiting_for(pilot, "action")
        state = session.state()
        collected = sum(p.amount for p in state.pots)
        assert state.total_pot > collected
        assert f"Pot {collected}  ·  total {state.total_pot}" in table_text(app)


async def test_typing_an_amount_replaces_the_one_the_entry_opened_with():
    app = PokerApp(config(["You", "Ada"], [None, "calls"]), bots={1: PolicyBot(calls)},
                   misclick_guard=0)
    async with app.run_test(size=(100, 30)) as pilot:
        session = await waiting_for(pilot, "action")
        await pilot.press("r")
        panel = app.screen.query_one(RaisePanel)
        assert panel.amount == session.facing.legal.min_raise_to and panel.selected
        await pilot.press("2", "0")
        assert panel.amount == 20, "not the minimum with 20 stuck on the end"
        await pilot.press("p")  # a preset is selected again: digits replace it too
        assert panel.amount == session.facing.preset("pot")
        await pilot.press("1", "6")
        assert panel.amount == 16
        await pilot.press("t", "backspace")
        assert panel.amount is None, "backspace clears a selected amount"
        await pilot.press("1", "2", "backspace")
        assert panel.amount == 1, "and removes a typed digit"
        await pilot.press("escape")


async def test_an_error_gives_way_to_the_turns_words(monkeypatch):
    monkeypatch.setattr(table_screen, "FLASH_SECONDS", 0.2)
    over = asyncio.Event()  # the flash's own timer has run (a loaded machine runs it late)
    flash_over = table_screen.TableScreen._flash_over

    def flash_over_and_say(self: table_screen.TableScreen) -> None:
        flash_over(self)
        over.set()

    monkeypatch.setattr(table_screen.TableScreen, "_flash_over", flash_over_and_say)
    app = PokerApp(config(["You", "Ada"], [None, "calls"]), bots={1: PolicyBot(calls)},
                   misclick_guard=0)
    async with app.run_test(size=(100, 30)) as pilot:
        session = await waiting_for(pilot, "action")
        await pilot.press("d")  # no draw in hold'em
        assert "There is no draw now" in status_text(app)
        await asyncio.wait_for(over.wait(), 30)  # then the turn's words are back
        await pilot.pause()
        assert "Your turn: " in status_text(app)
        assert session.waiting_for == "action", "and nothing was played"


async def test_the_pause_before_the_next_hand_counts_down(monkeypatch):
    from dataclasses import replace

    cfg = replace(config(["You", "Ada"], [None, "calls"], next_hand="pause"),
                  pace=Pace(0, 0, 0, 30.0))
    ticked = asyncio.Event()  # the clock's own half-second tick has run
    tick = table_screen.TableScreen._tick

    def tick_and_say(self: table_screen.TableScreen) -> None:
        tick(self)
        ticked.set()

    monkeypatch.setattr(table_screen.TableScreen, "_tick", tick_and_say)
    app = PokerApp(cfg, bots={1: PolicyBot(calls)}, misclick_guard=0)
    async with app.run_test(size=(100, 30)) as pilot:
        session = await waiting_for(pilot, "action")
        await pilot.press("f")
        await pilot.pause()
        if isinstance(app.screen, ConfirmDialog):  # checking was free: fold anyway
            await pilot.press("y")
        await waiting_for(pilot, "next")
        assert status_text(app).startswith(" Ada wins ")
        assert "· Next hand in 30 s · N deals now" in status_text(app)
        app.screen.next_at -= 10  # ten seconds on: the clock redraws the line
        ticked.clear()
        await asyncio.wait_for(ticked.wait(), 30)  # the clock's next tick, however late
        await pilot.pause()
        assert "Next hand in 20 s" in status_text(app)
        await pilot.press("n")
        await waiting_for(pilot, "action")
        assert session.hand_no == 2 and app.screen.clock is None


async def test_a_second_ctrl_c_quits():
    app = PokerApp(config(["You", "Ada"], [None, "calls"]), bots={1: PolicyBot(calls)})
    async with app.run_test(size=(80, 24)) as pilot:
        await waiting_for(pilot, "action")
        await pilot.press("ctrl+c")
        await until(pilot, lambda: isinstance(app.screen, ConfirmDialog))
        await pilot.press("ctrl+c")
        await pilot.pause()
    assert app.return_code == 0


async def test_the_top_bar_names_the_house_rules_and_fits_the_width():
    from poker_tui.engine.games import default_stakes, get_variant

    app = PokerApp(config(["You", "Ada"], [None, "calls"], variant="stud7", house="casino-001",
                          stakes=default_stakes(get_variant("stud7"), 2)),
                   bots={1: PolicyBot(calls)})
    async with app.run_test(size=(120, 40)) as pilot:
        await waiting_for(pilot, "action")
        top = str(app.screen.query_one("#topbar").render())
        assert "♠ poker-tui" in top and "House: Casino rules" in top
        await pilot.resize_terminal(80, 24)
        await pilot.pause()
        top = str(app.screen.query_one("#topbar").render())
        assert "Hand #1" in top and "Seven Card Stud" in top and len(top) <= 80


async def test_an_all_in_seat_says_so_once():
    app = PokerApp(config(["You", "Ada"], [None, "shoves"]), bots={1: PolicyBot(shoves)},
                   misclick_guard=0)
    async with app.run_test(size=(120, 40)) as pilot:
        session = await waiting_for(pilot, "action")
        if not session.state().seats[1].all_in:  # you act first: complete, then Ada shoves
            await pilot.press("c")
            session = await waiting_for(pilot, "action")
        assert session.state().seats[1].all_in
        text = table_text(app)
        assert "ALL-IN" in text and "Raise to 200" in text and "(all-in)" not in text


HANDS = 8
"""Hands of the long Pilot session: with its seeds, enough to meet every dialog and a bust."""


async def test_stacks_and_pots_add_up_on_every_turn_of_a_long_session():
    """Random keys for eight hands: every picture holds every chip bought in, through the
    raise panel, both questions (fold when checking is free, all-in) and a bust. The same
    keys' actions are checked for sixty hands on the session alone (test_session_game)."""
    import random

    rng = random.Random(5)
    names = ["You", "Ada", "Ben", "Cleo"]
    app = PokerApp(config(names, seed=9), misclick_guard=0)
    buy_ins = [len(names) * 200]
    met: set[str] = set()
    async with app.run_test(size=(120, 40)) as pilot:
        await until(pilot, lambda: app.table_screen is not None)
        session = session_of(app)
        session.subscribe(lambda e: buy_ins.append(e.amount)
                          if isinstance(e, se.BotRebought) else None)
        while session.hand_no < HANDS and not session.over:
            await until(pilot, lambda: session.waiting_for in ("action", "bust", "next")
                        or session.over, timeout=10)
            if session.waiting_for == "bust":
                await until(pilot, lambda: isinstance(app.screen, BustDialog))
                met.add("bust")
                buy_ins.append(200)
                await pilot.press("r")
                continue
            if session.waiting_for == "next":
                await pilot.press("n")
                continue
            state = session.state()
            table_chips = sum(s.stack for s in state.seats) + state.total_pot
            assert table_chips == sum(buy_ins), f"hand {state.hand_no}"
            key = rng.choice("ccccffrra")
            await pilot.press(key)
            if key == "r" and app.screen.query_one(RaisePanel).is_open:
                met.add("raise panel")
                await pilot.press(rng.choice("mhtpa"), "enter")
            if isinstance(app.screen, ConfirmDialog):
                met.add(f"asked at {key}")
                await pilot.press("y")
            await pilot.pause()
        assert session.hand_no >= HANDS
    assert met == {"bust", "raise panel", "asked at f", "asked at a"}, "every way the keys go"
    assert len(buy_ins) > 2, "and bots bought in again"


async def test_four_marks_a_card_at_the_draw_and_is_the_four_colour_key_otherwise():
    from poker_tui.engine.games import default_stakes, get_variant

    cfg = config(["You", "Ada"], [None, "calls"], variant="draw",
                 stakes=default_stakes(get_variant("draw"), 2))
    app = PokerApp(cfg, bots={1: PolicyBot(calls)}, misclick_guard=0)
    async with app.run_test(size=(100, 30)) as pilot:
        session = await waiting_for(pilot, "action")
        screen = app.screen
        await pilot.press("4")
        assert screen.four_color, "before the draw, 4 is the four-colour deck"
        await pilot.press("4")
        assert not screen.four_color
        while not session.facing.is_draw:
            await pilot.press("c")
            session = await waiting_for(pilot, "action")
        await pilot.press("4")
        assert len(session.model.marked) == 1 and not screen.four_color, "at the draw it marks"


async def test_busted_you_are_asked_in_plain_words_and_the_seat_shows_no_chips():
    from tests.test_ui_support import stacked

    holes = {0: "7c2d", 1: "AsAh"}
    app = PokerApp(config(["You", "Bot"], [None, "shoves"]), bots={1: PolicyBot(shoves)},
                   deck_for_hand=stacked(holes, "KcQd9h4s3s"), misclick_guard=0)
    async with app.run_test(size=(100, 30)) as pilot:
        await waiting_for(pilot, "action")
        await all_in(pilot)
        await until(pilot, lambda: isinstance(app.screen, BustDialog))
        question = str(app.screen.query_one(".dialog--question").render())
        assert question == "You are out of chips."
        text = app.table_screen.query_one(TableView).paint().plain()
        assert "You · 0" in text and "ALL-IN" not in text, "the hand is over: no chips, not all-in"
        assert "King high" in text and "High Card" not in text, "hands named as the results say"
        await pilot.press("r")


async def test_hot_seat_turns_are_named_but_you_is_not_you_you():
    from poker_tui.ui.screens.privacy import PrivacyScreen

    app = PokerApp(config(["You", "Bob"], [None, None]), misclick_guard=0)
    seen = set()
    async with app.run_test(size=(100, 30)) as pilot:
        for _ in range(6):
            await until(pilot, lambda: session_of(app).waiting_for in ("handover", "action"))
            session = session_of(app)
            if session.waiting_for == "handover":
                await until(pilot, lambda: isinstance(app.screen, PrivacyScreen))
                await pilot.press("enter")
                continue
            await pilot.pause()
            who = session.name(session.waiting_seat)
            seen.add(who)
            expected = " Your turn: " if who == "You" else " Bob, your turn: "
            assert status_text(app).startswith(expected)
            await pilot.press("c")
            await pilot.pause()
            if isinstance(app.screen, ConfirmDialog):
                await pilot.press("n")
        assert seen == {"You", "Bob"}

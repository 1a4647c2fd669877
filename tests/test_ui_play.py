"""Whole hands played from key presses at the table (Textual Pilot, bots with no delay)."""

from __future__ import annotations

from poker_tui.ui.app import PokerApp
from poker_tui.ui.screens.dialogs import BustDialog, ConfirmDialog
from poker_tui.ui.widgets.raise_panel import RaisePanel
from tests.test_ui_support import (
    PolicyBot,
    all_in,
    calls,
    config,
    folds,
    log_text,
    session_of,
    shoves,
    stacked,
    until,
    waiting_for,
)

SIZE = (100, 30)


def heads_up(bot=calls, **kw):
    """You against one scripted bot."""
    return PokerApp(config(["You", "Bot"], [None, "random"], **kw), bots={1: PolicyBot(bot)},
                    misclick_guard=0)


async def test_fold_from_the_keyboard_ends_the_hand():
    app = PokerApp(config(["You", "Ada", "Ben"]), bots={1: PolicyBot(shoves), 2: PolicyBot(calls)},
                   misclick_guard=0)
    async with app.run_test(size=SIZE) as pilot:
        session = await waiting_for(pilot, "action")
        assert session.facing.to_call > 0
        await pilot.press("f")
        await waiting_for(pilot, "next")
        assert "You fold" in log_text(app)
        assert session.state().seats[0].folded


async def test_folding_when_checking_is_free_asks_first():
    app = heads_up(calls)
    async with app.run_test(size=SIZE) as pilot:
        session = await waiting_for(pilot, "action")
        # Call or check until checking is free, then try to fold.
        while not session.facing.can_check:
            await pilot.press("c")
            session = await waiting_for(pilot, "action")
        await pilot.press("f")
        await until(pilot, lambda: isinstance(app.screen, ConfirmDialog), what="the fold question")
        await pilot.press("n")
        await pilot.pause()
        assert session.waiting_for == "action", "saying no keeps your cards"
        assert not any(line.startswith("You fold") for line in log_text(app))
        await pilot.press("f")
        await until(pilot, lambda: isinstance(app.screen, ConfirmDialog))
        await pilot.press("y")
        await waiting_for(pilot, "next")
        assert "You fold" in log_text(app)


async def test_check_and_call_play_a_hand_to_showdown():
    app = heads_up(calls)
    async with app.run_test(size=SIZE) as pilot:
        for _ in range(10):
            await waiting_for(pilot, "action")
            await pilot.press("c")
            await until(pilot, lambda: session_of(app).waiting_for in ("action", "next"))
            if session_of(app).waiting_for == "next":
                break
        lines = log_text(app)
        assert any(line.startswith(("You call", "You check")) for line in lines)
        assert any(line.startswith("River:") for line in lines)
        assert any(" win" in line for line in lines)


async def test_raise_with_a_typed_amount():
    app = heads_up(calls)
    async with app.run_test(size=SIZE) as pilot:
        await waiting_for(pilot, "action")
        await pilot.press("r")
        panel = app.screen.query_one(RaisePanel)
        assert panel.is_open
        await pilot.press("backspace", "backspace", "backspace", "1", "2")
        assert panel.amount == 12
        await pilot.press("enter")
        await pilot.pause()
        assert not panel.is_open
        assert "You raise to 12" in log_text(app) or "You bet 12" in log_text(app)


async def test_each_preset_sets_the_amount():
    app = heads_up(calls)
    async with app.run_test(size=SIZE) as pilot:
        session = await waiting_for(pilot, "action")
        facing = session.facing
        await pilot.press("r")
        panel = app.screen.query_one(RaisePanel)
        for key, name in (("h", "half"), ("t", "three_quarter"), ("p", "pot"), ("a", "all_in"),
                          ("m", "min")):
            await pilot.press(key)
            assert panel.amount == facing.preset(name), name
        await pilot.press("up")
        assert panel.amount == facing.preset("min") + facing.unit
        await pilot.press("down", "down")
        assert panel.amount == facing.preset("min"), "never below the minimum"
        await pilot.press("p", "enter")
        await pilot.pause()
        assert f"You raise to {facing.preset('pot')}" in log_text(app)


async def test_an_illegal_amount_is_explained_and_the_entry_stays_open():
    app = heads_up(calls)
    async with app.run_test(size=SIZE) as pilot:
        session = await waiting_for(pilot, "action")
        await pilot.press("r")
        panel = app.screen.query_one(RaisePanel)
        await pilot.press("1")  # (an amount above the stake would be all-in, 002 §3.5.1(b))
        await pilot.press("enter")
        await pilot.pause()
        assert panel.is_open
        assert "does not raise" in panel.message
        assert session.waiting_for == "action"
        await pilot.press("f")  # no table key acts while the entry is open
        assert session.waiting_for == "action" and panel.is_open
        await pilot.press("escape")
        assert not panel.is_open
        assert session.waiting_for == "action", "cancelling changes nothing"


async def test_a_short_raise_becomes_the_minimum_and_says_so():
    app = heads_up(calls)
    async with app.run_test(size=SIZE) as pilot:
        session = await waiting_for(pilot, "action")
        lo = session.facing.legal.min_raise_to
        bet_to = session.facing.bet_to
        await pilot.press("r")
        panel = app.screen.query_one(RaisePanel)
        for _ in range(6):
            await pilot.press("backspace")
        await pilot.press(*str(bet_to + 1))
        assert bet_to + 1 < lo
        assert "becomes the minimum" in panel.message
        await pilot.press("enter")
        await pilot.pause()
        assert not panel.is_open
        assert f"You raise to {lo}" in log_text(app)
        assert any("becomes the minimum" in line for line in log_text(app))


async def test_all_in_key():
    app = heads_up(calls)
    async with app.run_test(size=SIZE) as pilot:
        await waiting_for(pilot, "action")
        await all_in(pilot)
        await waiting_for(pilot, "bust") if False else await until(
            pilot, lambda: session_of(app).waiting_for in ("next", "bust"))
        assert any(line.startswith("You raise to 200 and are all-in") for line in log_text(app))


async def test_misclick_guard_keeps_a_check_from_becoming_a_big_call():
    app = PokerApp(config(["You", "Bot"], [None, "random"]), bots={1: PolicyBot(shoves)},
                   misclick_guard=5.0)
    async with app.run_test(size=SIZE) as pilot:
        session = await waiting_for(pilot, "action")
        if session.facing.to_call <= session.facing.unit:
            await pilot.press("c")  # a small call is never held back
            await until(pilot, lambda: session.waiting_for != "action" or
                        session.facing.to_call > session.facing.unit)
            session = await waiting_for(pilot, "action")
        assert session.facing.to_call > session.facing.unit  # the bot shoved
        await pilot.press("c")
        await pilot.pause()
        assert session.waiting_for == "action", "the first C right after the raise is held"
        assert "Press C again" in str(app.screen.query_one("#status").render())
        app.table_screen.turn_started -= 10  # the guard's seconds have passed
        await pilot.press("c")
        await until(pilot, lambda: session.waiting_for != "action")
        assert any(line.startswith("You call") for line in log_text(app))


async def test_showdown_with_a_side_pot_settles_each_pot():
    holes = {0: "KsKh", 1: "AsAh", 2: "QsQh"}
    app = PokerApp(config(["You", "Ada", "Ben"], stacks=[100, 40, 200]),
                   bots={1: PolicyBot(calls), 2: PolicyBot(calls)},
                   deck_for_hand=stacked(holes, "2c7d9hJc3s"), misclick_guard=0)
    async with app.run_test(size=SIZE) as pilot:
        await waiting_for(pilot, "action")
        await all_in(pilot)
        await waiting_for(pilot, "next")
        lines = log_text(app)
        assert "Ada wins the main pot of 120 with a Pair of Aces" in lines
        assert "You win side pot 1 of 120 with a Pair of Kings" in lines
        state = session_of(app).state()
        assert [(p.label, p.amount, p.winners) for p in state.pots] == [
            ("Main pot", 120, ("Ada",)), ("Side pot 1", 120, ("You",))]
        assert state.seats[1].winner and state.seats[0].winner
        shown = {s.name: [c.card for c in s.cards] for s in state.seats if s.hand_name}
        assert set(shown) == {"You", "Ada"} or set(shown) == {"You", "Ada", "Ben"}


async def test_bust_then_rebuy_or_leave():
    holes = {0: "7c2d", 1: "AsAh"}
    app = PokerApp(config(["You", "Bot"], [None, "random"]), bots={1: PolicyBot(shoves)},
                   deck_for_hand=stacked(holes, "KcQd9h4s3s"), misclick_guard=0)
    async with app.run_test(size=SIZE) as pilot:
        await waiting_for(pilot, "action")
        await all_in(pilot)
        await until(pilot, lambda: isinstance(app.screen, BustDialog), what="the bust dialog")
        await pilot.press("r")
        session = await waiting_for(pilot, "next")
        assert session.table.seats[0].stack == 200
        await pilot.press("n")
        await waiting_for(pilot, "action")
        await all_in(pilot)
        await until(pilot, lambda: isinstance(app.screen, BustDialog))
        await pilot.press("l")
        await until(pilot, lambda: session.over, what="the game to end")
        assert "Everyone has left" in session.over_reason


async def test_folding_bot_gives_you_the_blinds():
    app = heads_up(folds)
    async with app.run_test(size=SIZE) as pilot:
        session = await waiting_for(pilot, "action")
        await pilot.press("c")
        await until(pilot, lambda: session.waiting_for in ("next", "action"))
        assert session.waiting_for in ("next", "action")

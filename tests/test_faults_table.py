"""At the table a stuck, sleeping, exiting or confused bot never stops the game (issue 19).

The bot runs in a worker process of its own (``session.bot_process``): an
overrun kills that process, the seat shows the fault, the hand goes on with
a check or a fold, and nothing of the bot is left running afterwards. Quit
leaves at once even while a bot is stuck.
"""

from __future__ import annotations

import multiprocessing
import sys
import threading
import time
from dataclasses import replace

import pytest

from poker_tui.session.bot_process import SeatProcess, can_host, seat_bot
from poker_tui.ui.app import PokerApp
from tests.stuck_bots import Dict, Exits, Loop, Sleepy, SysExit
from tests.test_ui_support import config, session_of, until

SIZE = (100, 30)


def bot_code_running() -> list[str]:
    """Threads of this process whose stack is inside a test bot's code."""
    out = []
    for ident, frame in sys._current_frames().items():
        f = frame
        while f is not None:
            if f.f_code.co_filename.endswith("stuck_bots.py"):
                out.append(str(ident))
                break
            f = f.f_back
    return out


def bot_processes() -> list[multiprocessing.Process]:
    return [p for p in multiprocessing.active_children() if p.name.startswith("poker-tui bot")]


async def play_until(pilot, done, timeout: float = 15.0) -> None:  # type: ignore[no-untyped-def]
    """Check or call whenever asked, deal on, until ``done()``."""
    app = pilot.app
    start = time.monotonic()
    while not done():
        assert time.monotonic() - start < timeout, "the game stopped going on"
        session = session_of(app) if app.table_screen is not None else None
        if session is not None and session.waiting_for == "action":
            await pilot.press("c")
        elif session is not None and session.waiting_for == "next":
            await pilot.press("n")
        await pilot.pause(0.01)


@pytest.mark.parametrize(("bad", "fault"), [
    (Loop, "ran out of time (0.3 s)"),
    (Sleepy, "ran out of time (0.3 s)"),
    (Exits, "ended its process (exit code 1"),
    (SysExit, "tried to end the program (SystemExit(3))"),
    (Dict, "returned a dict ({'action': 'call'}), not an Action"),
])
async def test_a_faulty_bot_at_the_table_is_stopped_and_the_game_goes_on(bad, fault) -> None:
    bot = SeatProcess(bad())
    cfg = replace(config(["You", "Bad"], [None, "random"]), bot_time_limit=0.3)
    app = PokerApp(cfg, bots={1: bot}, misclick_guard=0)
    async with app.run_test(size=SIZE) as pilot:
        await until(pilot, lambda: app.table_screen is not None)
        session = session_of(app)
        guard = session.guards[1]
        await play_until(pilot, lambda: guard.sitting_out)  # three faults in a row
        shown = session.state().seats[1].fault
        assert any(fault in f for f in guard.faults), guard.faults
        assert "sits out" in shown or fault.split(" (")[0] in shown, shown
        hands = session.hand_no
        await play_until(pilot, lambda: session.hand_no >= hands + 2)  # the game goes on
        assert not bot.running
        assert bot_processes() == []
        assert bot_code_running() == []
        await pilot.press("ctrl+q")
        await pilot.press("y")
    assert not app.is_running


def stuck_table() -> tuple[PokerApp, SeatProcess]:
    """A heads-up table whose bot loops for ever in its worker (a minute's limit: it stays stuck)."""
    bot = SeatProcess(Loop())
    cfg = replace(config(["You", "Loop"], [None, "random"]), bot_time_limit=60)
    return PokerApp(cfg, bots={1: bot}, misclick_guard=0), bot


async def until_stuck(pilot, app: PokerApp, bot: SeatProcess):  # type: ignore[no-untyped-def]
    """Play until the looping bot is thinking; the session."""
    await until(pilot, lambda: app.table_screen is not None)
    session = session_of(app)
    await play_until(pilot, lambda: session.model.thinking and bot.running)
    return session


async def test_quit_leaves_within_a_second_while_a_bot_is_stuck() -> None:
    app, bot = stuck_table()
    async with app.run_test(size=SIZE) as pilot:
        session = await until_stuck(pilot, app, bot)
        pid = bot.pid
        assert pid is not None and bot_processes()
        await pilot.pause(0.2)  # the bot is stuck, burning its own core, not the table's
        assert session.waiting_for is None
        await pilot.press("ctrl+q")
        t0 = time.monotonic()
        await pilot.press("y")
    assert time.monotonic() - t0 < 1.0
    assert not bot.running and bot_processes() == []
    assert bot_code_running() == []


async def test_the_screen_answers_keys_while_a_bot_is_stuck() -> None:
    app, bot = stuck_table()
    async with app.run_test(size=SIZE) as pilot:
        await until_stuck(pilot, app, bot)
        screen = app.table_screen
        before = screen.in_bb
        await pilot.press("b")
        assert screen.in_bb != before  # the key took effect while the bot thinks
        await pilot.press("ctrl+q")
        await pilot.press("y")


def test_bots_built_by_name_are_seated_in_a_process_and_handed_in_objects_as_given() -> None:
    assert can_host(Loop())
    assert isinstance(seat_bot(Loop()), SeatProcess)
    # a bot that keeps its own time (a process bot) or has its own async act is left alone
    from poker_tui.process_bot import ProcessBot

    assert not can_host(ProcessBot("python -c pass"))

    class Async:
        name = "async"

        async def act(self, view):  # type: ignore[no-untyped-def]
            raise AssertionError

    assert seat_bot(Async()).__class__ is Async


async def test_a_bot_process_keeps_what_it_learns_between_decisions() -> None:
    """Within one worker a bot keeps its state (observe, then decide), like the thread did."""
    from poker_tui_bots.random_bot import RandomBot  # type: ignore[import-not-found]

    from poker_tui.bots_api import view_for
    from poker_tui.engine import NLHE, Hand, Stakes

    threads = threading.active_count()
    host = SeatProcess(RandomBot(seed=3))
    plain = RandomBot(seed=3)
    hand = Hand(NLHE, Stakes(1, 2), [200, 200], 0, seed=1)
    try:
        for _ in range(3):
            view = view_for(hand)
            assert await host.act(view) == plain.decide(view)
    finally:
        host.close()
    assert not host.running and threading.active_count() <= threads + 1


def test_a_bot_chosen_by_name_sits_in_a_worker_process(monkeypatch) -> None:
    """The lobby's choices (bots by entry-point name) are seated in a SeatProcess."""
    import poker_tui.bots_api as api
    from poker_tui.session.game import GameSession

    real = api.bot_factories()
    monkeypatch.setattr(api, "bot_factories",
                        lambda: real | {"loop": api.BotInfo("loop", "", "loops", Loop)})
    session = GameSession(config(["You", "Loop", "Rand"], [None, "loop", "random"]))
    try:
        assert isinstance(session.bots[1], SeatProcess) and isinstance(session.bots[1].bot, Loop)
        assert isinstance(session.bots[2], SeatProcess)
        assert session.guards[1].bot is session.bots[1]
    finally:
        session.close()

"""Key to first repaint at the table, with a stuck bot seated and without it (issue 19).

Textual's ``run_test`` (headless) drives the real app with Pilot; every press of
``B`` (chips / big blinds) must repaint the table. The time from the press
to the first frame the screen composes after it (``App._display``) is
measured for:

1. the same table with no bot thinking (you are to act);
2. a bot stuck in ``while True: pass``, seated the way the table seats bots
   built by name: in a worker process of its own (``session.bot_process``);
3. for comparison, the same stuck bot in a worker thread (how in-process bots
   ran before issue 19): it holds the GIL between switches, so the screen waits.

Target: (2) under 50 ms, and close to (1).

    python benchmarks/bench_stuck_bot.py [--presses 40]
"""

from __future__ import annotations

import argparse
import asyncio
import statistics
import time
from dataclasses import replace

from poker_tui.bots_api import Action, PlayerView, SyncBot
from poker_tui.engine import Stakes
from poker_tui.session.bot_process import SeatProcess
from poker_tui.session.config import GameConfig, Pace, SeatConfig
from poker_tui.ui.app import PokerApp

SIZE = (120, 40)


class Calls(SyncBot):
    name = "calls"

    def decide(self, view: PlayerView) -> Action:
        return Action.check() if view.legal.can_check else Action.call()


class Stuck(SyncBot):
    """Loops until ``release`` (so the thread variant can end); answers never come in time."""

    name = "stuck"
    released = False

    def decide(self, view: PlayerView) -> Action:
        while not Stuck.released:
            pass
        return Action.fold()


def game() -> GameConfig:
    seats = (SeatConfig("You", None, None), SeatConfig("Bot", "random", None))
    return replace(GameConfig(seats=seats, stakes=Stakes(1, 2), pace=Pace.instant(), next_hand="key",
                              seed=7), bot_time_limit=600)


async def measure(bot: object, wait_for_bot: bool, presses: int) -> list[float]:
    app = PokerApp(game(), bots={1: bot}, misclick_guard=0)
    samples: list[float] = []
    async with app.run_test(size=SIZE) as pilot:
        paints: list[float] = []
        display = app._display

        def spy(screen, renderable):  # type: ignore[no-untyped-def]
            if renderable is not None:
                paints.append(time.perf_counter())
            return display(screen, renderable)

        app._display = spy  # type: ignore[method-assign]
        deadline = time.monotonic() + 30
        while True:  # you call until the bot must act (stuck), or until you are to act (idle)
            assert time.monotonic() < deadline, "the table never reached the state to measure"
            screen = app.table_screen
            session = screen.session if screen is not None else None
            if session is not None:
                if wait_for_bot and session.model.thinking:
                    break
                if session.waiting_for == "action":
                    if not wait_for_bot:
                        break
                    await pilot.press("c")
                elif session.waiting_for == "next":
                    await pilot.press("n")
            await asyncio.sleep(0.01)
        await pilot.pause(0.2)
        for _ in range(presses):
            await pilot.pause(0.02)
            mark = len(paints)
            t0 = time.perf_counter()
            await pilot.press("b")
            while len(paints) == mark:
                await asyncio.sleep(0)
            samples.append((paints[mark] - t0) * 1000)
        Stuck.released = True  # let a thread variant end, so the app can close
        await pilot.press("ctrl+q")
        await pilot.press("y")
    return samples


def line(label: str, samples: list[float], target: str = "") -> str:
    ordered = sorted(samples)
    p95 = ordered[max(0, int(0.95 * len(ordered)) - 1)]
    return f"  {label:<44} median {statistics.median(samples):6.1f} ms   p95 {p95:6.1f} ms   {target}"


async def main(presses: int) -> None:
    print(f"key to first repaint at the table (Textual run_test + Pilot, headless, {SIZE[0]}x{SIZE[1]},"
          f" {presses} presses of B)")
    idle = await measure(SeatProcess(Calls()), False, presses)
    print(line("no bot thinking:", idle))
    Stuck.released = False
    stuck = await measure(SeatProcess(Stuck()), True, presses)
    print(line("a stuck bot in its own process (the table):", stuck, "target < 50 ms"))
    Stuck.released = False
    thread = await measure(Stuck(), True, presses)
    print(line("a stuck bot in a thread (before issue 19):", thread))


if __name__ == "__main__":
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--presses", type=int, default=40)
    asyncio.run(main(parser.parse_args().presses))

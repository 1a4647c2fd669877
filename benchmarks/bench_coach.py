"""Your turn to the coach's first numbers on screen, at a real table (issue 25).

Textual's ``run_test`` (headless) drives the real app with Pilot at a 6-max
No-Limit Hold'em table, the coach on, five bots that check or call (so every
street is reached). For each of your turns the time runs from the screen's
``YourTurn`` message to the coach panel's first ``CoachShown`` for that turn
(the first answer, computed on a worker thread and drawn); then ``C`` plays on.
The numbers before the flop (Monte Carlo against read ranges), on the flop and
the turn (Monte Carlo, outs) and on the river (exact where cheap) are reported
apart. The evaluator's tables are built once per process before the first
hand, as the app's lobby does while the player chooses.

Target: the first numbers within 100 ms of your turn (median and p90 given).

    python benchmarks/bench_coach.py [--hands 12] [--seats 6]
"""

from __future__ import annotations

import argparse
import asyncio
import os
import statistics
import tempfile
import time

from poker_tui.bots_api import Action, PlayerView, SyncBot
from poker_tui.engine import Stakes
from poker_tui.session.config import GameConfig, Pace, SeatConfig
from poker_tui.ui import messages
from poker_tui.ui.app import PokerApp
from poker_tui.ui.widgets.coach_panel import CoachShown

SIZE = (120, 40)


class Calls(SyncBot):
    name = "calls"

    def decide(self, view: PlayerView) -> Action:
        if view.legal.draw_max:
            return Action.draw(())
        return Action.check() if view.legal.can_check else Action.call()


def game(seats: int, seed: int) -> GameConfig:
    table = (SeatConfig("You", None, None),) + tuple(
        SeatConfig(f"Bot{i}", "calls", None) for i in range(1, seats)
    )
    return GameConfig(
        seats=table, stakes=Stakes(1, 2), pace=Pace.instant(), next_hand="key", seed=seed
    )


def warm() -> None:
    """The evaluator's tables and the preflop data, built once per process."""
    from poker_tui.engine.cards import parse_cards
    from poker_tui.odds.coach import advise

    advise([int(c) for c in parse_cards("AhKh")], [], [None], 3, 2)


async def measure(
    hands: int, seats: int, seed: int, states: list[object]
) -> dict[str, list[float]]:
    times: dict[str, list[float]] = {}
    turn: dict[str, float] = {}
    got = asyncio.Event()

    def hook(m: object) -> None:
        if isinstance(m, messages.YourTurn):
            turn["at"] = time.perf_counter()
            turn["street"] = m.state.street  # type: ignore[assignment]
            turn["state"] = m.state  # type: ignore[assignment]
        elif isinstance(m, CoachShown) and not m.final and "at" in turn:
            street = str(turn.pop("street"))
            states.append(turn.pop("state"))
            times.setdefault(street, []).append(1000 * (time.perf_counter() - turn.pop("at")))
            got.set()

    app = PokerApp(
        game(seats, seed),
        bots={i: Calls(seed=i) for i in range(1, seats)},
        misclick_guard=0,
        coach=True,
    )
    async with app.run_test(size=SIZE, message_hook=hook) as pilot:
        played = 0
        while played < hands:
            await pilot.pause()
            screen = app.table_screen
            if screen is None:
                break
            session = screen.session
            if session.waiting_for == "next":
                played += 1
                session.next_hand()
                continue
            if session.waiting_for == "action" and screen.facing is not None:
                got.clear()
                if "at" in turn:
                    await asyncio.wait_for(got.wait(), 30)
                await pilot.press("c")
        if app.table_screen is not None:
            app.table_screen.session.close()
    return times


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--hands", type=int, default=12)
    parser.add_argument("--seats", type=int, default=6)
    parser.add_argument("--seed", type=int, default=7)
    args = parser.parse_args()
    os.environ.setdefault("POKER_TUI_DATA", tempfile.mkdtemp(prefix="bench-coach-"))
    t = time.perf_counter()
    warm()
    print(f"tables built in {1000 * (time.perf_counter() - t):.0f} ms (once per process)")
    states: list[object] = []
    times = asyncio.run(measure(args.hands, args.seats, args.seed, states))
    every = [x for xs in times.values() for x in xs]
    print(f"load average {os.getloadavg()[0]:.1f}; {len(every)} turns over {args.hands} hands")
    print("wall time, your turn to the first numbers drawn:")
    report(times)
    print("anchor, the same table and turns with an answer that costs nothing (the thread, the")
    print("messages and the redraw alone):")
    report(asyncio.run(anchored(args.hands, args.seats, args.seed)))
    print(f"load average {os.getloadavg()[0]:.1f}")
    print("CPU time of the first answer alone (session.coaching, same states, this thread):")
    report(compute_alone(states))
    return 0


async def anchored(hands: int, seats: int, seed: int) -> dict[str, list[float]]:
    """``measure`` with the coach's computation replaced by an empty answer."""
    from poker_tui.odds.coach import Advice
    from poker_tui.session import Coaching, coaching_key
    from poker_tui.ui.widgets import coach_panel

    def free(state, variant, trials=0, seed=0, each=True, stop=None):  # type: ignore[no-untyped-def]
        key = coaching_key(state)
        if key is None:
            return None
        advice = Advice(0.5, 0.5, 0.0, True, (), 1.0, 0.5, None)
        return Coaching(key, state.viewer, (), "", advice, (), True)

    real = coach_panel.coaching
    coach_panel.coaching = free  # type: ignore[assignment]
    try:
        return await measure(hands, seats, seed, [])
    finally:
        coach_panel.coaching = real


def compute_alone(states: list[object]) -> dict[str, list[float]]:
    from poker_tui.session import coaching
    from poker_tui.ui.widgets.coach_panel import FIRST_TRIALS

    out: dict[str, list[float]] = {}
    for state in states:
        t = time.thread_time()
        coaching(state, "nlhe", FIRST_TRIALS, each=False)  # type: ignore[arg-type]
        out.setdefault(state.street, []).append(1000 * (time.thread_time() - t))  # type: ignore[attr-defined]
    return out


def report(times: dict[str, list[float]]) -> None:
    every = [x for xs in times.values() for x in xs]
    for street, xs in list(times.items()) + [("all", every)]:
        if not xs:
            continue
        xs = sorted(xs)
        p90 = xs[min(len(xs) - 1, int(0.9 * len(xs)))]
        print(
            f"{street:8} {len(xs):3} turns: median {statistics.median(xs):6.1f} ms,"
            f" p90 {p90:6.1f} ms, max {xs[-1]:6.1f} ms"
        )


if __name__ == "__main__":
    raise SystemExit(main())

"""Built-in bots' speed: hands/s of a 6-max NLHE table of one bot, against random bots' in one run.

Each bot fills all six seats (``poker-tui sim --bots BOT --players 6``) and
plays on one job through ``run_match``, the lab's own code path, 100-big-blind
stacks reset every hand, seed 1. The random bots' table is the yardstick: it
runs in the same process, interleaved with the others (random, tag, equity,
random, tag, equity, ...) so that a noisy machine slows all of them alike,
and each figure is the best of ``--repeat`` runs, in hands per second of CPU
time (this one process plays the whole match), which other programs on the
machine disturb far less than wall-clock time. Targets (issue 14): tag at
least 0.6x the random bots' hands/s, equity at least 0.1x.

    python benchmarks/bench_bots.py [--bots tag,equity] [--hands 20000] [--repeat 3]
                                    [--equity-hands 3000] [--profile BOT] [--decision-times BOT]

``--decision-times BOT`` instead times that bot's decisions in a match of its
own table (after a warm-up match): the mean before and after the flop, and for
the equity bot the mean of one call of its Monte Carlo sampler.
"""

from __future__ import annotations

import argparse
import cProfile
import pstats
import time

from poker_tui.lab import MatchConfig, run_match

TARGETS = {"tag": 0.6, "equity": 0.1}


def rate(bot: str, hands: int, seed: int = 1) -> float:
    """Hands per second of CPU time (this process plays the whole match: one job)."""
    config = MatchConfig(players=6, bots=(bot,), hands=hands, seed=seed)
    c0 = time.process_time()
    result = run_match(config, jobs=1, isolate=False)  # in this process, so its CPU time counts
    cpu = time.process_time() - c0
    assert result.hands == hands
    return hands / cpu


def decision_times(bot: str, hands: int) -> None:
    """Mean wall time of the bot's decisions before and after the flop (and of equity's sampler)."""
    from poker_tui.bots_api import make_bot

    cls = type(make_bot(bot, seed=0))
    spent: dict[str, list[float]] = {"before the flop": [0, 0.0], "after the flop": [0, 0.0]}
    decide = cls.decide

    def timed_decide(self, view):
        t = time.perf_counter()
        action = decide(self, view)
        row = spent["before the flop" if view.street <= 0 else "after the flop"]
        row[0] += 1
        row[1] += time.perf_counter() - t
        return action

    cls.decide = timed_decide
    if bot == "equity":
        from poker_tui_bots import equity_bot
        sampler = equity_bot.sampled_equity
        spent["one sampler call"] = [0, 0.0]

        def timed_sampler(*args):
            t = time.perf_counter()
            eq = sampler(*args)
            spent["one sampler call"][0] += 1
            spent["one sampler call"][1] += time.perf_counter() - t
            return eq

        equity_bot.sampled_equity = timed_sampler
    rate(bot, 300, seed=2)  # warm up: tables, caches, imports
    for row in spent.values():
        row[:] = [0, 0.0]
    rate(bot, hands)
    print(f"{bot}, 6-max NLHE, {hands:,} hands, seed 1: mean wall time")
    for what, (count, secs) in spent.items():
        print(f"  {what:16s} {secs / max(count, 1) * 1e6:8.1f} us  ({count:,} calls)")


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--bots", default="tag,equity", help="bots to time against random (default tag,equity)")
    ap.add_argument("--hands", type=int, default=20_000, help="hands per run (random and tag)")
    ap.add_argument("--equity-hands", type=int, default=3_000, help="hands per run for equity")
    ap.add_argument("--repeat", type=int, default=3)
    ap.add_argument("--profile", default=None, metavar="BOT",
                    help="instead: profile one run of BOT's table and print the top functions")
    ap.add_argument("--decision-times", default=None, metavar="BOT",
                    help="instead: time BOT's decisions before and after the flop")
    args = ap.parse_args()
    if args.decision_times:
        b = args.decision_times
        decision_times(b, args.equity_hands if b == "equity" else args.hands)
        return
    if args.profile:
        prof = cProfile.Profile()
        prof.runcall(rate, args.profile, args.equity_hands if args.profile == "equity" else args.hands)
        pstats.Stats(prof).sort_stats("tottime").print_stats(25)
        return
    bots = [b.strip() for b in args.bots.split(",") if b.strip()]
    sizes = {b: args.equity_hands if b == "equity" else args.hands for b in ["random", *bots]}
    print(f"6-max NLHE, one job, each bot in all six seats, best of {args.repeat}"
          f" (hands per run: {', '.join(f'{b} {n:,}' for b, n in sizes.items())})")
    if "equity" in sizes:
        from poker_tui_bots.equity_sampler import COMPILED
        print("  equity's sampler: " + ("compiled (poker_tui_bots._equity_sampler)" if COMPILED else
              "numpy (no compiled extension, or POKER_TUI_NO_C_SAMPLER set)"))
    for b in sizes:
        rate(b, 300)  # warm up: tables, caches, imports
    best = dict.fromkeys(sizes, 0.0)
    for _ in range(args.repeat):
        for b, n in sizes.items():
            best[b] = max(best[b], rate(b, n))
    base = best["random"]
    print(f"  {'random':8s} {base:10,.0f} hands/s")
    for b in bots:
        target = TARGETS.get(b)
        ratio = best[b] / base
        mark = "" if target is None else f"   target >= {target}x: {'met' if ratio >= target else 'NOT met'}"
        print(f"  {b:8s} {best[b]:10,.0f} hands/s   {ratio:.3f}x random{mark}")


if __name__ == "__main__":
    main()

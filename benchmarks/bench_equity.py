"""Time the equity targets: exact heads-up preflop, and 100,000 Monte Carlo boards.

Run: ``.venv/bin/python benchmarks/bench_equity.py [--repeat 5]``

Targets (2-core machine): exact AhKh v QsQd over all 1,712,304 boards in
<= 0.5 s, and hero v one random hand over 100,000 sampled deals in <= 0.1 s.
"Cold" is the first call in a fresh process: it also builds the evaluator's
tables (~0.1 s, once per process) and touches fresh memory; "warm" is the
best and median of later calls. The other rows are for information.
"""

from __future__ import annotations

import argparse
import statistics
import sys
import time
from collections.abc import Callable
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from poker_tui.engine.cards import parse_cards  # noqa: E402


def timed(fn: Callable[[], object]) -> tuple[float, object]:
    t = time.perf_counter()
    out = fn()
    return time.perf_counter() - t, out


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--repeat", type=int, default=5)
    args = ap.parse_args()

    t_import, _ = timed(lambda: __import__("poker_tui.engine.batch"))
    from poker_tui.engine.batch import equity, equity_vs_range

    hero, vill = parse_cards("AhKh"), parse_cards("QsQd")
    qq_plus = [((a, b), 1.0) for i, a in enumerate(parse_cards("AsAcAdKsKcKdQhQc"))
               for b in parse_cards("AsAcAdKsKcKdQhQc")[i + 1:] if a >> 2 == b >> 2]
    cases: list[tuple[str, Callable[[], object], float | None]] = [
        ("exact HU preflop AhKh v QsQd (1,712,304 boards)",
         lambda: equity(hero, [vill]), 0.5),
        ("Monte Carlo AhKh v 1 random hand, 100,000 deals",
         lambda: equity(hero, 1, samples=100_000, seed=1), 0.1),
        ("Monte Carlo AhKh v range (AA,KK,QQ), 100,000",
         lambda: equity_vs_range(hero, qq_plus, samples=100_000, seed=1), None),
        ("exact AhKh v 1 random hand on 2h7hTc flop",
         lambda: equity(hero, 1, parse_cards("2h7hTc")), None),
        ("Monte Carlo AhKh v 3 random hands, 100,000",
         lambda: equity(hero, 3, samples=100_000, seed=1), None),
    ]
    print(f"import poker_tui.engine.batch (numpy + evaluator): {t_import * 1000:.0f} ms")
    print(f"{'case':<52}{'cold ms':>9}{'warm best':>11}{'median':>9}{'target':>8}  result")
    for name, fn, target in cases:
        cold, result = timed(fn)
        warm = [timed(fn)[0] for _ in range(args.repeat)]
        best, med = min(warm), statistics.median(warm)
        if target is None:
            verdict, goal = "", "-"
        else:
            verdict, goal = ("ok" if max(cold, med) <= target else "SLOW"), f"{target * 1000:.0f}"
        print(f"{name:<52}{cold * 1000:>9.1f}{best * 1000:>11.1f}{med * 1000:>9.1f}"
              f"{goal:>8}  {result:.5f} {verdict}")


if __name__ == "__main__":
    main()

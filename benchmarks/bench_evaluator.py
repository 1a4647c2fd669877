"""Seven-card evaluations per second: ours vs treys, eval7 and PokerKit, side by side.

Run: ``.venv/bin/python benchmarks/bench_evaluator.py [--hands 200000] [--repeat 5]``

One seeded list of random 7-card hands is converted to each library's card
type before timing, then each library evaluates every hand with one call per
hand (a plain Python loop, as a showdown or a bot would call it). The shared
2-core machine is noisy, so each timing is repeated and the best and median
rates are printed. PokerKit is far slower, so it runs on a subset and its
rate is per hand of that subset (the rate does not depend on the count).
"""

from __future__ import annotations

import argparse
import random
import statistics
import subprocess
import sys
import time
from collections.abc import Callable
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from poker_tui.engine.cards import CARDS  # noqa: E402
from poker_tui.engine.evaluator import evaluate, warm  # noqa: E402

IMPORT_PROBE = """
import time
t = time.perf_counter()
import poker_tui.engine.evaluator as E
t1 = time.perf_counter()
E.warm()
t2 = time.perf_counter()
print(t1 - t, t2 - t1)
"""


def rates(run: Callable[[], None], n: int, repeat: int) -> tuple[float, float]:
    """(best, median) calls per second over ``repeat`` timed runs of ``n`` calls."""
    out = []
    for _ in range(repeat):
        t = time.perf_counter()
        run()
        out.append(n / (time.perf_counter() - t))
    return max(out), statistics.median(out)


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--hands", type=int, default=200_000)
    ap.add_argument("--repeat", type=int, default=5)
    ap.add_argument("--pokerkit-hands", type=int, default=2_000)
    ap.add_argument("--seed", type=int, default=2024)
    args = ap.parse_args()

    # Import (the whole engine package comes with it) and first-use table build,
    # in fresh processes; best of three.
    probes = [subprocess.run([sys.executable, "-c", IMPORT_PROBE], capture_output=True,
                             text=True, check=True, cwd=Path(__file__).resolve().parent.parent)
              for _ in range(3)]
    imp, build = (min(float(p.stdout.split()[i]) for p in probes) for i in (0, 1))
    warm()

    rng = random.Random(args.seed)
    hands = [rng.sample(range(52), 7) for _ in range(args.hands)]
    n = len(hands)
    rows: list[tuple[str, float, float, str]] = []

    def ours_ints() -> None:
        for h in hands:
            evaluate(h)

    rows.append(("poker_tui evaluate (int lists)", *rates(ours_ints, n, args.repeat), ""))

    card_hands = [[CARDS[c] for c in h] for h in hands]

    def ours_cards() -> None:
        for h in card_hands:
            evaluate(h)

    rows.append(("poker_tui evaluate (Card lists)", *rates(ours_cards, n, args.repeat), ""))

    try:
        import treys
    except ImportError:
        rows.append(("treys", 0.0, 0.0, "not installed"))
    else:
        ev = treys.Evaluator()
        tc = [treys.Card.new(str(c)) for c in CARDS]
        t_hands = [([tc[c] for c in h[:2]], [tc[c] for c in h[2:]]) for h in hands]
        te = ev.evaluate

        def run_treys() -> None:
            for hole, board in t_hands:
                te(hole, board)

        # Same order as ours (treys counts 1 = royal up to 7462), checked on a slice.
        agree = all(int(evaluate(h)) == 7463 - te(hole, board)
                    for h, (hole, board) in zip(hands[:20_000], t_hands[:20_000], strict=True))
        rows.append(("treys (pure Python)", *rates(run_treys, n, args.repeat),
                     "values agree" if agree else "VALUES DISAGREE"))

    try:
        import eval7
    except ImportError:
        rows.append(("eval7", 0.0, 0.0, "not installed"))
    else:
        ec = [eval7.Card(str(c)) for c in CARDS]
        e_hands = [[ec[c] for c in h] for h in hands]
        e7 = eval7.evaluate

        def run_eval7() -> None:
            for h in e_hands:
                e7(h)

        rows.append(("eval7 (C extension)", *rates(run_eval7, n, args.repeat), ""))

    try:
        from pokerkit import Card as PKCard
        from pokerkit import StandardHighHand
    except ImportError:
        rows.append(("PokerKit", 0.0, 0.0, "not installed"))
    else:
        m = min(args.pokerkit_hands, n)
        pk = {c: next(iter(PKCard.parse(str(CARDS[c])))) for c in range(52)}
        p_hands = [([pk[c] for c in h[:2]], [pk[c] for c in h[2:]]) for h in hands[:m]]
        from_game = StandardHighHand.from_game

        def run_pokerkit() -> None:
            for hole, board in p_hands:
                from_game(hole, board)

        rows.append(("PokerKit StandardHighHand.from_game", *rates(run_pokerkit, m, 1),
                     f"first {m:,} hands only, one run"))

    print(f"import poker_tui.engine.evaluator (with the engine package): {imp * 1000:.0f} ms; "
          f"building the high tables on first use: {build * 1000:.0f} ms")
    print(f"{n:,} random 7-card hands (seed {args.seed}), one call per hand, "
          f"best and median of {args.repeat} runs, Python {sys.version.split()[0]}")
    print(f"{'evaluator':<38}{'best/s':>14}{'median/s':>14}   note")
    for name, best, med, note in rows:
        print(f"{name:<38}{best:>14,.0f}{med:>14,.0f}   {note}")


if __name__ == "__main__":
    main()

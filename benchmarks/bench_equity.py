"""The same equity questions to poker-tui's odds library, eval7 and PokerKit, in one run.

Run: ``.venv/bin/python benchmarks/bench_equity.py [--repeat 3] [--trials 20000]``
(eval7 and PokerKit come with the bench extra; a missing one is reported, not fatal).

Questions:

1. exact heads-up preflop, AsKs v QdQc (1,712,304 boards);
2. exact heads-up on the flop, AsKs v QdQc on 2h7hTc;
3. exact hand v range on the flop, AhKh v "QQ+, AK, 99, JTs" on 2h7hTc;
4. three-way Monte Carlo preflop, AsKs v QdQc v JhTh, ``--trials`` deals each
   (the same estimator, so the same standard error);

then, poker-tui alone, the coach's first answer (``poker_tui.odds.coach.advise``).

eval7's own functions are heads-up and its exact one takes a complete board
only, so questions 1-3 are eval7's evaluator in a Python loop over every
villain combo and board, and question 4 the same over ``random.sample``
boards, as an eval7 user would write them. PokerKit's
``calculate_equities`` is Monte Carlo only: it answers question 4, and "n/a"
stands for the exact ones. Times are the best of ``--repeat`` warm calls
(the first call, which builds tables, is reported apart); ratios are the
other library's time over poker-tui's (above 1: poker-tui is faster).
"""

from __future__ import annotations

import argparse
import random
import sys
import time
from collections.abc import Callable
from itertools import combinations
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from poker_tui.odds import equity  # noqa: E402

RANGE = "QQ+, AK, 99, JTs"


def best_time(fn: Callable[[], float], repeat: int) -> tuple[float, float, float]:
    """(first call's seconds, best warm seconds, the answer)."""
    t = time.perf_counter()
    answer = fn()
    first = time.perf_counter() - t
    best = float("inf")
    for _ in range(repeat):
        t = time.perf_counter()
        fn()
        best = min(best, time.perf_counter() - t)
    return first, best, answer


def ours(trials: int) -> dict[str, Callable[[], float]]:
    return {
        "exact HU preflop": lambda: equity(["AsKs", "QdQc"]).result.equity[0],
        "exact HU flop": lambda: equity(["AsKs", "QdQc"], "2h7hTc").result.equity[0],
        "exact hand v range, flop": lambda: equity(["AhKh", RANGE], "2h7hTc").result.equity[0],
        "3-way Monte Carlo": lambda: equity(
            ["AsKs", "QdQc", "JhTh"], trials=trials, seed=1
        ).result.equity[0],
    }


def eval7_cases(trials: int) -> dict[str, Callable[[], float]] | str:
    try:
        import eval7
    except ImportError:
        return "eval7 is not installed (pip install -e '.[bench]')"

    def cards(text: str) -> list:
        return [eval7.Card(text[i : i + 2]) for i in range(0, len(text), 2)]

    def three_way() -> float:
        hands = [cards("AsKs"), cards("QdQc"), cards("JhTh")]
        used = {str(c) for h in hands for c in h}
        deck = [c for c in eval7.Deck().cards if str(c) not in used]
        rng = random.Random(1)
        share = 0.0
        for _ in range(trials):
            board = rng.sample(deck, 5)
            values = [eval7.evaluate(h + board) for h in hands]
            best = max(values)
            if values[0] == best:
                share += 1 / values.count(best)
        return share / trials

    def exact(hero: str, villain: str, board: str) -> float:
        """Every villain combo and every board, eval7's evaluator in a Python loop (eval7's
        own exact function takes complete boards only)."""
        h, b = cards(hero), cards(board) if board else []
        total = count = 0.0
        for combo, weight in eval7.HandRange(villain).hands:
            v = list(combo)
            used = {str(c) for c in h + b + v}
            if len(used) < len(h + b + v):
                continue
            rest = [c for c in eval7.Deck().cards if str(c) not in used]
            wins = n = 0.0
            for more in combinations(rest, 5 - len(b)):
                full = b + list(more)
                a, q = eval7.evaluate(h + full), eval7.evaluate(v + full)
                wins += 1.0 if a > q else 0.5 if a == q else 0.0
                n += 1
            total += weight * wins / n
            count += weight
        return total / count

    return {
        "exact HU preflop": lambda: exact("AsKs", "QdQc", ""),
        "exact HU flop": lambda: exact("AsKs", "QdQc", "2h7hTc"),
        "exact hand v range, flop": lambda: exact("AhKh", RANGE, "2h7hTc"),
        "3-way Monte Carlo": three_way,
    }


def pokerkit_cases(trials: int) -> dict[str, Callable[[], float]] | str:
    try:
        from pokerkit import Card, Deck, StandardHighHand, calculate_equities, parse_range
    except ImportError:
        return "PokerKit is not installed (pip install -e '.[bench]')"

    def three_way() -> float:
        ranges = [parse_range(h) for h in ("AsKs", "QdQc", "JhTh")]
        return calculate_equities(
            ranges, (), 2, 5, Deck.STANDARD, (StandardHighHand,), sample_count=trials
        )[0]

    del Card
    return {"3-way Monte Carlo": three_way}


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--repeat", type=int, default=3)
    ap.add_argument("--trials", type=int, default=20_000, help="Monte Carlo deals (question 4)")
    args = ap.parse_args()
    mine = ours(args.trials)
    others = {"eval7": eval7_cases(args.trials), "PokerKit": pokerkit_cases(args.trials)}
    for name, cases in others.items():
        if isinstance(cases, str):
            print(f"{name}: {cases}")
    print(
        f"{'question':<26}{'poker-tui ms':>13}{'(first)':>9}{'eval7 ms':>10}{'ratio':>8}"
        f"{'PokerKit ms':>13}{'ratio':>8}  player 1's equity: poker-tui / eval7 / PokerKit"
    )
    for question, fn in mine.items():
        first, best, answer = best_time(fn, args.repeat)
        row = f"{question:<26}{best * 1000:>13.1f}{first * 1000:>9.0f}"
        answers = [f"{answer:.5f}"]
        for name, cases in others.items():
            wide = 10 if name == "eval7" else 13
            other = None if isinstance(cases, str) else cases.get(question)
            if other is None:
                row += f"{'n/a':>{wide}}{'':>8}"
                answers.append("-")
                continue
            slow = question != "exact HU flop"  # one warm call: loops in Python take seconds
            _, theirs, their_answer = best_time(other, 1 if slow else args.repeat)
            row += f"{theirs * 1000:>{wide}.1f}{theirs / best:>7.1f}x"
            answers.append(f"{their_answer:.5f}")
        print(row + "  " + " / ".join(answers))
    coach_first_answer(args.repeat)


def coach_first_answer(repeat: int) -> None:
    """The coach's first numbers (odds.coach.advise: equity v random and v two ranges, outs,
    prices) on a flop and on a turn: the issue asks for them within 100 ms."""
    from poker_tui.engine.cards import parse_cards
    from poker_tui.odds.coach import advise

    hole = [int(c) for c in parse_cards("AhKh")]
    for board in ("2h7hTc", "2h7hTc9s"):
        b = [int(c) for c in parse_cards(board)]
        first, best, _ = best_time(
            lambda b=b: (
                advise(hole, b, ["TT+, AQs+, 77", None], 300, 100, bet=200).equity_vs_ranges
            ),
            repeat,
        )
        print(
            f"coach's first answer, AhKh on {board} v a range and a random hand: "
            f"{best * 1000:.1f} ms warm, {first * 1000:.0f} ms first call (target 100 ms)"
        )


if __name__ == "__main__":
    main()

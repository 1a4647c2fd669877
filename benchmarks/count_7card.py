"""Count the categories of all 133,784,560 seven-card hands (a whole-table check).

Run: ``.venv/bin/python benchmarks/count_7card.py [--python]``

Uses the numpy batch path (poker_tui.engine.batch), whose values equal the
pure-Python evaluator's (tests/test_batch_equity.py). Hands are enumerated as
(first card i, second card j, five later cards): the key sums of the five
later cards are one suffix of the sums of all 5-card subsets of the deck, so
each of the 1,326 (i, j) chunks is one vector add and one lookup.

``--python`` instead calls the pure-Python ``evaluate()`` once per hand
(``itertools.combinations``; about a minute), checking that path in full.
"""

from __future__ import annotations

import argparse
import sys
import time
from collections import Counter
from itertools import combinations
from math import comb
from pathlib import Path

import numpy as np

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from poker_tui.engine import batch  # noqa: E402
from poker_tui.engine.board_sums import board_sums  # noqa: E402
from poker_tui.engine.evaluator import CATEGORIES, evaluate, value_table  # noqa: E402

EXPECTED = {
    "Straight Flush": 41_584, "Four of a Kind": 224_848, "Full House": 3_473_184,
    "Flush": 4_047_644, "Straight": 6_180_020, "Three of a Kind": 6_461_620,
    "Two Pair": 31_433_400, "One Pair": 58_627_800, "High Card": 23_294_460,
}


def count_numpy() -> np.ndarray:
    """Hands per value, by the numpy batch path."""
    keys5, bits5 = board_sums(np.arange(52), 5)
    total5 = comb(52, 5)
    per_value = np.zeros(7463, dtype=np.int64)
    for i in range(52):
        ki, bi = int(batch._KEY[i]), int(batch._BITS[i])
        for j in range(i + 1, 52):
            start = total5 - comb(52 - (j + 1), 5)  # subsets whose first card is after j
            if start >= total5:
                continue
            k = keys5[start:] + (ki + int(batch._KEY[j]))
            b = bits5[start:] + (bi + int(batch._BITS[j]))
            per_value += np.bincount(batch._values(k, b), minlength=7463)
    return per_value


def count_python() -> np.ndarray:
    """Hands per value, one pure-Python ``evaluate()`` call per hand."""
    per_value = np.zeros(7463, dtype=np.int64)
    for v, n in Counter(map(evaluate, combinations(range(52), 7))).items():
        per_value[v] = n
    return per_value


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--python", action="store_true", help="use the pure-Python evaluator")
    args = ap.parse_args()
    t0 = time.perf_counter()
    per_value = count_python() if args.python else count_numpy()
    elapsed = time.perf_counter() - t0
    how = "pure-Python evaluate()" if args.python else "numpy batch path"

    values = value_table()
    counts = dict.fromkeys(CATEGORIES, 0)
    for v in np.flatnonzero(per_value):
        counts[values[v].category] += int(per_value[v])
    total = sum(counts.values())
    print(f"{total:,} seven-card hands, {np.count_nonzero(per_value):,} distinct values, "
          f"{elapsed:.1f} s ({how})")
    ok = True
    for name in reversed(CATEGORIES):
        good = counts[name] == EXPECTED[name]
        ok &= good
        note = "ok" if good else f"expected {EXPECTED[name]:,}"
        print(f"{name:<16}{counts[name]:>14,}   {note}")
    print("all counts as expected" if ok and total == comb(52, 7) else "MISMATCH")
    sys.exit(0 if ok else 1)


if __name__ == "__main__":
    main()

"""Measure the bot ladder: duplicate matches, mbb/hand with 95% intervals, into docs/bots.md.

Why duplicate: poker luck is huge. Replaying each deal with the seats rotated
(every bot plays every seat's cards against the same cards) cancels most of
it, so a few thousand deals separate the bots. The matches are played by the
strategy lab (``poker_tui.lab.run_match``, the engine of ``poker-tui sim
--duplicate``); the interval is taken over deal groups (docs/lab.md).

Tables written:

1. heads-up, every pair of the ladder: the row bot's win rate against the column bot;
2. 6-max, one copy of the row bot against five copies of the column bot;
3. short stacks (12 big blinds) heads-up, where push/fold is meant to shine.

    .venv/bin/python scripts/crosstable.py                 # the full run, about an hour on 2 cores
    .venv/bin/python scripts/crosstable.py --hands 600 --print   # a quick look, no file written
"""

from __future__ import annotations

import argparse
import re
import sys
import time
from itertools import combinations
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from poker_tui.engine.variant import Stakes  # noqa: E402
from poker_tui.lab import MatchConfig, run_match  # noqa: E402

LADDER = ("random", "station", "rock", "maniac", "tag", "equity", "pushfold")
WEAK = ("random", "station", "rock", "maniac")
STRONG = ("tag", "equity")
STAKES = Stakes(5, 10)
BEGIN = "<!-- crosstable:begin -->"
END = "<!-- crosstable:end -->"


def match(bots: tuple[str, ...], hands: int, seed: int, jobs: int, stack_bb: int = 100
          ) -> tuple[float, tuple[float, float] | None, int, int]:
    """(mbb/hand, 95% interval, hands, faults) of the first bot."""
    cfg = MatchConfig(variant="nlhe", players=len(bots), bots=bots, hands=hands, seed=seed,
                      stakes=STAKES, stack=stack_bb * STAKES.big_blind, duplicate=True)
    result = run_match(cfg, jobs=jobs)
    summaries = result.summaries()
    hero = summaries[0]
    faults = sum(s.faults for s in summaries)
    return hero.mbb_per_hand, hero.mbb_ci, hero.hands, faults


def cell(mbb: float, ci: tuple[float, float] | None, hands: int) -> str:
    if ci is None:
        return f"{mbb:+.0f} ({hands} h)"
    half = (ci[1] - ci[0]) / 2
    mark = "**" if ci[0] > 0 else ""
    return f"{mark}{mbb:+.0f} ± {half:.0f}{mark} ({hands:,} h)"


def table(rows: tuple[str, ...], cols: tuple[str, ...], results: dict[tuple[str, str], str]) -> list[str]:
    out = ["| bot \\ against | " + " | ".join(cols) + " |",
           "|---|" + "---|" * len(cols)]
    for r in rows:
        out.append(f"| **{r}** | " + " | ".join(results.get((r, c), "") for c in cols) + " |")
    return out


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--hands", type=int, default=4000, help="hands per heads-up match")
    ap.add_argument("--hands-6max", type=int, default=6000, help="hands per 6-max match")
    ap.add_argument("--seed", type=int, default=2024)
    ap.add_argument("--jobs", type=int, default=2)
    ap.add_argument("--out", type=Path, default=ROOT / "docs" / "bots.md")
    ap.add_argument("--print", action="store_true", help="print the tables, do not write the file")
    args = ap.parse_args()
    t0 = time.time()
    lines: list[str] = []
    faults_total = 0

    def run(bots: tuple[str, ...], hands: int, stack_bb: int = 100) -> str:
        nonlocal faults_total
        mbb, ci, played, faults = match(bots, hands, args.seed, args.jobs, stack_bb)
        faults_total += faults
        text = cell(mbb, ci, played)
        print(f"  {bots[0]:>9} vs {','.join(sorted(set(bots[1:]))):<9} {text}  "
              f"[{time.time() - t0:.0f} s]", file=sys.stderr)
        return text

    # 1. heads-up, every pair: run each pair once, fill both cells (a zero-sum game)
    hu: dict[tuple[str, str], str] = {}
    for a, b in combinations(LADDER, 2):
        mbb, ci, played, faults = match((a, b), args.hands, args.seed, args.jobs)
        faults_total += faults
        hu[(a, b)] = cell(mbb, ci, played)
        hu[(b, a)] = cell(-mbb, None if ci is None else (-ci[1], -ci[0]), played)
        print(f"  {a:>9} vs {b:<9} {hu[(a, b)]}  [{time.time() - t0:.0f} s]", file=sys.stderr)
    lines += ["### Heads-up, 100 big blinds deep", "",
              "Row bot's win rate against the column bot in mbb/hand (thousandths of a big "
              "blind per hand) ± the 95% interval half-width over duplicate deal groups, "
              "hands played by the row bot. **Bold**: the whole interval is above zero.", ""]
    lines += table(LADDER, LADDER, hu) + [""]

    # 2. 6-max: one of the row bot, five of the column bot
    six: dict[tuple[str, str], str] = {}
    for a in STRONG + ("pushfold",):
        for b in WEAK + STRONG:
            if a != b:
                six[(a, b)] = run((a,) + (b,) * 5, args.hands_6max)
    lines += ["### 6-max, 100 big blinds deep", "",
              "One copy of the row bot against five copies of the column bot; every deal "
              "is replayed six times so the row bot plays every seat.", ""]
    lines += table(STRONG + ("pushfold",), WEAK + STRONG, six) + [""]

    # 3. short stacks heads-up: where push/fold plays its charts
    short: dict[tuple[str, str], str] = {}
    for a in ("pushfold", "tag", "equity"):
        for b in WEAK + ("tag", "equity"):
            if a != b and (b, a) not in short:
                short[(a, b)] = run((a, b), args.hands, stack_bb=12)
    lines += ["### Heads-up, 12 big blinds deep", "",
              "Short stacks: push/fold shoves or folds by its solved ranges.", ""]
    lines += table(("pushfold", "tag", "equity"), WEAK + ("tag", "equity"), short) + [""]

    minutes = (time.time() - t0) / 60
    command = (f".venv/bin/python scripts/crosstable.py --hands {args.hands} "
               f"--hands-6max {args.hands_6max} --seed {args.seed} --jobs {args.jobs}")
    header = [f"Produced by `{command}` ({minutes:.0f} minutes on this 2-core machine; "
              f"{faults_total} bot faults in all matches). No-limit hold'em, blinds "
              f"{STAKES.small_blind}/{STAKES.big_blind}, stacks reset every hand, no rake.", ""]
    block = "\n".join([BEGIN, *header, *lines, END])
    if args.print:
        print(block)
        return 0
    text = args.out.read_text() if args.out.exists() else ""
    if BEGIN in text and END in text:
        text = re.sub(re.escape(BEGIN) + ".*?" + re.escape(END), lambda _: block, text,
                      flags=re.S)
    else:
        text = text.rstrip() + "\n\n" + block + "\n"
    args.out.write_text(text)
    print(f"wrote {args.out}", file=sys.stderr)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())

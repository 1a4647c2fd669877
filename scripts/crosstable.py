"""Measure the bot ladder: duplicate matches, mbb/hand with 95% intervals, into docs/bots.md.

Why duplicate: poker luck is huge. Replaying each deal with the seats rotated
(every bot plays every seat's cards against the same cards) cancels most of
it, so a few thousand deals separate the bots. The matches are played by the
strategy lab (``poker_tui.lab.run_match``, the engine of ``poker-tui sim
--duplicate``); the interval is taken over deal groups (docs/lab.md).

Tables written:

1. heads-up, every pair of the ladder: the row bot's win rate against the column bot;
2. 6-max, one copy of the row bot against five copies of the column bot;
3. short stacks (12 big blinds) heads-up, where push/fold is meant to shine;
4. each bot 10,000 hands at a 6-max table of the ladder, with its fault count;
5. every registered game, the ladder at one table, with the fault count.

    .venv/bin/python scripts/crosstable.py                 # the full run, about an hour on 2 cores
    .venv/bin/python scripts/crosstable.py --hands 600 --hands-6max 600 --solo-hands 600 \
        --variant-hands 100 --print   # a quick look, no file written
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
        out.append(f"| {r} | " + " | ".join(results.get((r, c), "") for c in cols) + " |")
    return out


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--hands", type=int, default=12000, help="hands per heads-up match")
    ap.add_argument("--hands-6max", type=int, default=24000, help="hands per 6-max match")
    ap.add_argument("--solo-hands", type=int, default=10000,
                    help="hands per bot in the no-fault run")
    ap.add_argument("--variant-hands", type=int, default=1000, help="hands per game")
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
              "hands played by the row bot. **Bold**: the whole interval is above zero. "
              "At 100 big blinds `pushfold` plays exactly like `tag`.", ""]
    lines += table(LADDER, LADDER, hu) + [""]

    # 2. 6-max: one of the row bot, five of the column bot (pushfold is tag when deep)
    six: dict[tuple[str, str], str] = {}
    for a in STRONG:
        for b in WEAK + STRONG:
            if a != b:
                six[(a, b)] = run((a,) + (b,) * 5, args.hands_6max)
    lines += ["### 6-max, 100 big blinds deep", "",
              "One copy of the row bot against five copies of the column bot; every deal "
              "is replayed six times so the row bot plays every seat. (At this depth "
              "`pushfold` plays exactly like `tag`, as its heads-up row shows.)", ""]
    lines += table(STRONG, WEAK + STRONG, six) + [""]

    # 3. short stacks heads-up: where push/fold plays its charts
    short: dict[tuple[str, str], str] = {}
    for a in ("pushfold", "tag", "equity"):
        for b in WEAK + ("pushfold", "tag", "equity"):
            if a == b or (a, b) in short:
                continue
            mbb, ci, played, faults = match((a, b), args.hands, args.seed, args.jobs, 12)
            faults_total += faults
            short[(a, b)] = cell(mbb, ci, played)
            short[(b, a)] = cell(-mbb, None if ci is None else (-ci[1], -ci[0]), played)
            print(f"  {a:>9} vs {b:<9} {short[(a, b)]} (12 bb)  [{time.time() - t0:.0f} s]",
                  file=sys.stderr)
    lines += ["### Heads-up, 12 big blinds deep", "",
              "Short stacks: push/fold shoves or folds by its solved ranges; tag keeps "
              "playing its deep-stack charts.", ""]
    lines += table(("pushfold", "tag", "equity"), WEAK + ("pushfold", "tag", "equity"),
                   short) + [""]

    # 4. every bot, 10,000 hands at a 6-max table of the whole ladder: no faults
    lines += ["### 10,000 hands each, 6-max against the ladder", "",
              "Each bot in a duplicate 6-max match against five others of the ladder "
              "(random, station, rock, maniac and tag or equity): hands played, faults "
              "(exceptions, illegal actions, timeouts) and win rate.", "",
              "| bot | hands | faults | mbb/hand ± 95% | hands/s |", "|---|---|---|---|---|"]
    for a in LADDER:
        rest = [b for b in ("random", "station", "rock", "maniac", "tag", "equity") if b != a][:5]
        cfg = MatchConfig(variant="nlhe", players=6, bots=(a, *rest), hands=args.solo_hands,
                          seed=args.seed, stakes=STAKES, stack=100 * STAKES.big_blind,
                          duplicate=True)
        result = run_match(cfg, jobs=args.jobs)
        hero = result.summaries()[0]
        faults = sum(x.faults for x in result.summaries())
        faults_total += faults
        lines.append(f"| {a} | {hero.hands:,} | {hero.faults} | "
                     f"{cell(hero.mbb_per_hand, hero.mbb_ci, hero.hands).split(' (')[0]} | "
                     f"{result.hands_per_second:,.0f} |")
        print(f"  solo {a}: {hero.hands} hands, {faults} faults [{time.time() - t0:.0f} s]",
              file=sys.stderr)
    lines.append("")

    # 5. every game: the ladder at one table, no faults
    lines += ["### Every game", "",
              f"{args.variant_hands:,} hands of each registered game (the ladder's six "
              "strategies at one table, or as many as the game seats): faults and the "
              "best and worst bot by win rate.", "",
              "| game | players | hands | faults | best | worst |", "|---|---|---|---|---|---|"]
    from poker_tui.engine import all_variants
    from poker_tui.session.config import default_stakes

    for v in all_variants():
        n = min(6, v.max_players)
        bots = ("equity", "tag", "rock", "maniac", "station", "random")[:n]
        cfg = MatchConfig(variant=v.code, players=n, bots=bots, hands=args.variant_hands,
                          seed=args.seed, stakes=default_stakes(v, 10), stack=1000)
        result = run_match(cfg, jobs=args.jobs)
        ranked = sorted(result.summaries(), key=lambda x: -x.mbb_per_hand)
        faults = sum(x.faults for x in ranked)
        faults_total += faults
        lines.append(f"| {v.code} | {n} | {result.hands:,} | {faults} | "
                     f"{ranked[0].label} {ranked[0].mbb_per_hand:+.0f} | "
                     f"{ranked[-1].label} {ranked[-1].mbb_per_hand:+.0f} |")
        print(f"  game {v.code}: {faults} faults [{time.time() - t0:.0f} s]", file=sys.stderr)
    lines.append("")

    minutes = (time.time() - t0) / 60
    command = (f".venv/bin/python scripts/crosstable.py --hands {args.hands} "
               f"--hands-6max {args.hands_6max} --solo-hands {args.solo_hands} "
               f"--variant-hands {args.variant_hands} --seed {args.seed} --jobs {args.jobs}")
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

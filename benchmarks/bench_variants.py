"""Hands per second for every registered game, random legal actions, 6 players (fewer where
the game seats fewer), stacks of 100 minimum bets reset every hand.

    python benchmarks/bench_variants.py [--hands 5000]
"""

from __future__ import annotations

import argparse
import random
import time

from poker_tui.engine import Action, Hand
from poker_tui.engine.actions import CALL, CHECK, FOLD
from poker_tui.engine.games import all_variants, default_stakes


def rate(variant, hands: int, seed: int = 1) -> float:
    rng = random.Random(seed)
    rand = rng.random
    stakes = default_stakes(variant)
    n = min(6, variant.max_players)
    stacks = [100 * stakes.min_bet] * n
    t0 = time.perf_counter()
    for h in range(hands):
        hand = Hand(variant, stakes, stacks, h % n, rng=rng)
        while hand.to_act >= 0:
            legal = hand.legal_actions()
            if legal.draw_max:
                hole = hand.hole[hand.to_act]
                hand.apply(Action.draw(hole[:int(rand() * 4)]))
            elif legal.bring_in:
                hand.apply(Action.bring_in())
            elif not legal.can_fold and not legal.can_check:
                hand.apply(Action.raise_to(legal.min_raise_to))
            else:
                pick = int(rand() * (3 if legal.max_raise_to else 2))
                if pick == 0:
                    hand.apply(CHECK if legal.can_check else FOLD)
                elif pick == 1:
                    hand.apply(CHECK if legal.can_check else CALL)
                else:
                    lo = legal.min_raise_to
                    hand.apply(Action.raise_to(lo + int(rand() * (legal.max_raise_to - lo + 1))))
    return hands / (time.perf_counter() - t0)


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--hands", type=int, default=5000)
    args = ap.parse_args()
    print(f"{'variant':<12} {'players':>7} {'hands/s':>10}")
    for v in all_variants():
        print(f"{v.code:<12} {min(6, v.max_players):>7} {rate(v, args.hands):>10,.0f}")


if __name__ == "__main__":
    main()

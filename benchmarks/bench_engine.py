"""6-max No-Limit Hold'em hands per second with random legal actions: ours and PokerKit.

Both engines play the same kind of hands: 6 players, 200-chip stacks, blinds
1/2, each decision uniform over the legal action kinds (fold, check/call,
bet/raise to a uniform legal amount), stacks reset every hand; every hand
is dealt from a shuffled deck and played to its showdown or last fold. PokerKit
is slow, so it plays fewer hands; rates are per second either way. Both warm
up first (our evaluator tables, PokerKit's lookups), so neither pays its
one-off set-up inside the timing. Rates are hands per second of wall time
and, less disturbed by other processes on a shared machine, of CPU time.

    python benchmarks/bench_engine.py [--hands 50000] [--pokerkit-hands 1000]
"""

from __future__ import annotations

import argparse
import random
import time

from poker_tui.engine import NLHE, Hand, Stakes
from poker_tui.engine.actions import CALL, CHECK, FOLD, Action


def ours(hands: int, seed: int = 1) -> tuple[float, float]:
    """(hands/s of wall time, hands/s of CPU time)."""
    rng = random.Random(seed)
    stakes = Stakes(1, 2)
    stacks = [200] * 6
    rand = rng.random
    t0, c0 = time.perf_counter(), time.process_time()
    for h in range(hands):
        hand = Hand(NLHE, stakes, stacks, h % 6, rng=rng)
        while hand.to_act >= 0:
            legal = hand.legal_actions()
            k = 3 if legal.max_raise_to else 2
            pick = int(rand() * k)
            if pick == 0:
                hand.apply(CHECK if legal.can_check else FOLD)
            elif pick == 1:
                hand.apply(CHECK if legal.can_check else CALL)
            else:
                lo = legal.min_raise_to
                hand.apply(Action.raise_to(lo + int(rand() * (legal.max_raise_to - lo + 1))))
    return hands / (time.perf_counter() - t0), hands / (time.process_time() - c0)


def pokerkit_rate(hands: int, seed: int = 1) -> tuple[float, float]:
    """(hands/s of wall time, hands/s of CPU time)."""
    from pokerkit import Automation, NoLimitTexasHoldem

    rng = random.Random(seed)
    rand = rng.random
    automations = (
        Automation.ANTE_POSTING, Automation.BET_COLLECTION, Automation.BLIND_OR_STRADDLE_POSTING,
        Automation.CARD_BURNING, Automation.HOLE_DEALING, Automation.BOARD_DEALING,
        Automation.HOLE_CARDS_SHOWING_OR_MUCKING, Automation.HAND_KILLING,
        Automation.CHIPS_PUSHING, Automation.CHIPS_PULLING,
    )
    t0, c0 = time.perf_counter(), time.process_time()
    for _ in range(hands):
        state = NoLimitTexasHoldem.create_state(automations, True, 0, (1, 2), 2, (200,) * 6, 6)
        while state.status:
            k = 3 if state.can_complete_bet_or_raise_to() else 2
            pick = int(rand() * k)
            if pick == 0 and state.can_fold() and state.checking_or_calling_amount:
                state.fold()
            elif pick < 2 or k == 2:
                state.check_or_call()
            else:
                lo = state.min_completion_betting_or_raising_to_amount
                hi = state.max_completion_betting_or_raising_to_amount
                state.complete_bet_or_raise_to(lo + int(rand() * (hi - lo + 1)))
    return hands / (time.perf_counter() - t0), hands / (time.process_time() - c0)


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--hands", type=int, default=50_000)
    ap.add_argument("--pokerkit-hands", type=int, default=1_000)
    args = ap.parse_args()
    ours(2_000)  # warm up
    a, a_cpu = ours(args.hands)
    print(f"{'engine':<12} {'hands':>8} {'hands/s':>12} {'CPU hands/s':>12}")
    print(f"{'poker-tui':<12} {args.hands:>8} {a:>12,.0f} {a_cpu:>12,.0f}")
    try:
        pokerkit_rate(50)  # warm up
        b, b_cpu = pokerkit_rate(args.pokerkit_hands)
        print(f"{'pokerkit':<12} {args.pokerkit_hands:>8} {b:>12,.0f} {b_cpu:>12,.0f}")
        print(f"ratio: {a / b:,.0f}x (CPU time: {a_cpu / b_cpu:,.0f}x)")
    except ImportError:
        print("pokerkit not installed: pip install -e '.[bench]'")


if __name__ == "__main__":
    main()

"""6-max No-Limit Hold'em hands per second with random legal actions: ours and PokerKit.

Both engines play the same kind of hands: 6 players, 200-chip stacks, blinds
1/2, each decision uniform over the legal action kinds (fold, check/call,
bet/raise to a uniform legal amount), stacks reset every hand. PokerKit is
slow, so it plays fewer hands; rates are per second either way.

    python benchmarks/bench_engine.py [--hands 50000] [--pokerkit-hands 1000]
"""

from __future__ import annotations

import argparse
import random
import time

from poker_tui.engine import NLHE, Hand, Stakes
from poker_tui.engine.actions import CALL, CHECK, FOLD, Action


def ours(hands: int, seed: int = 1) -> float:
    rng = random.Random(seed)
    stakes = Stakes(1, 2)
    stacks = [200] * 6
    rand = rng.random
    t0 = time.perf_counter()
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
    return hands / (time.perf_counter() - t0)


def pokerkit_rate(hands: int, seed: int = 1) -> float:
    from pokerkit import Automation, NoLimitTexasHoldem

    rng = random.Random(seed)
    rand = rng.random
    automations = (
        Automation.ANTE_POSTING, Automation.BET_COLLECTION, Automation.BLIND_OR_STRADDLE_POSTING,
        Automation.CARD_BURNING, Automation.HOLE_DEALING, Automation.BOARD_DEALING,
        Automation.HOLE_CARDS_SHOWING_OR_MUCKING, Automation.HAND_KILLING,
        Automation.CHIPS_PUSHING, Automation.CHIPS_PULLING,
    )
    t0 = time.perf_counter()
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
    return hands / (time.perf_counter() - t0)


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--hands", type=int, default=50_000)
    ap.add_argument("--pokerkit-hands", type=int, default=1_000)
    args = ap.parse_args()
    ours(2_000)  # warm up
    a = ours(args.hands)
    print(f"{'engine':<12} {'hands':>8} {'hands/s':>12}")
    print(f"{'poker-tui':<12} {args.hands:>8} {a:>12,.0f}")
    try:
        b = pokerkit_rate(args.pokerkit_hands)
        print(f"{'pokerkit':<12} {args.pokerkit_hands:>8} {b:>12,.0f}")
        print(f"ratio: {a / b:,.0f}x")
    except ImportError:
        print("pokerkit not installed: pip install -e '.[bench]'")


if __name__ == "__main__":
    main()

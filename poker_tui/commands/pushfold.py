"""``poker-tui pushfold``: push/fold equilibrium ranges for short stacks, in chips or ICM.

Stacks are listed in the order the players act before the flop, the last two
the small and the big blind (heads-up: the button's small blind, then the big
blind). Headless: no Textual. Bad input is one sentence and exit status 2.
"""

from __future__ import annotations

import argparse
import json
from typing import TypedDict

from .icm import parse_stacks

MAX_ROUNDS = 20_000


def register(sub: argparse._SubParsersAction) -> None:
    pf = sub.add_parser(
        "pushfold",
        help="push/fold equilibrium ranges for short stacks (chips or ICM)",
        description="The push and call ranges of the push-or-fold game for short stacks, solved"
        " by fictitious play over the 169 starting hands with exact all-in"
        " equities: in chips, or under ICM with --payouts. Stacks go in the order"
        " players act before the flop; the last two post the small and the big"
        " blind (docs/tournaments.md).",
    )
    pf.add_argument(
        "--stacks",
        required=True,
        metavar="S1,S2,...",
        help="chips of each player in preflop order, blinds last: 2000,2000 is"
        " heads-up (small blind first)",
    )
    pf.add_argument("--blinds", required=True, metavar="SB/BB", help="e.g. 100/200")
    pf.add_argument("--ante", type=int, default=0, help="every player's ante (default 0)")
    pf.add_argument(
        "--bb-ante",
        type=int,
        default=0,
        help="a big blind ante: the big blind posts it for the table (default 0)",
    )
    pf.add_argument(
        "--payouts",
        default=None,
        metavar="P1,P2,...",
        help="solve under ICM for these prizes (50,30,20); without it, in chips",
    )
    pf.add_argument(
        "--rounds", type=int, default=1500, help="rounds of fictitious play (default 1,500)"
    )
    pf.add_argument("--json", action="store_true", help="print the ranges as JSON")
    pf.set_defaults(func=run)


SEATS = ("UTG", "UTG+1", "UTG+2", "UTG+3", "LJ", "HJ", "CO", "BTN", "SB", "BB")


class _Call(TypedDict):
    caller: str
    share: float
    range: str


class _Push(TypedDict):
    pusher: str
    share: float
    range: str
    calls: list[_Call]


def position_names(n: int) -> list[str]:
    """Names of the seats in preflop order: ..., CO, BTN, SB, BB (heads-up: SB, BB)."""
    return ["SB", "BB"] if n == 2 else list(SEATS[len(SEATS) - n :])


def parse_blinds(text: str) -> tuple[int, int]:
    small, slash, big = text.partition("/")
    if not slash or not small.strip().isdigit() or not big.strip().isdigit():
        raise ValueError(f"--blinds {text!r} is not SB/BB in chips, e.g. 100/200.")
    return int(small), int(big)


def run(args: argparse.Namespace) -> int:
    from ..odds.preflop import combo_share
    from ..tournament import parse_payouts
    from ..tournament.pushfold import solve, table_spot

    stacks = parse_stacks(args.stacks)
    small, big = parse_blinds(args.blinds)
    if not 1 <= args.rounds <= MAX_ROUNDS:
        raise ValueError(f"--rounds must be from 1 to {MAX_ROUNDS:,}, not {args.rounds:,}.")
    if any(s <= 0 for s in stacks):
        raise ValueError("Every stack must be above 0 chips.")
    payouts = parse_payouts(args.payouts) if args.payouts else None
    spot = table_spot(stacks, small, big, args.ante, args.bb_ante, payouts)
    solution = solve(spot, rounds=args.rounds)
    names = position_names(len(stacks))
    unit = "% of the prize pool" if payouts else "big blinds"
    scale = (100 / sum(payouts[: len(stacks)])) if payouts else 1 / big

    def seat(i: int) -> dict[str, object]:
        return {
            "position": names[i],
            "stack": stacks[i],
            "exploitability": solution.exploitability[i] * scale,
            "value": solution.values[i] * scale,
        }

    pushes: list[_Push] = []
    for k in range(len(stacks) - 1):
        calls: list[_Call] = [
            {
                "caller": names[q],
                "share": combo_share(solution.call[(k, q)]),
                "range": solution.call_range(k, q),
            }
            for q in range(k + 1, len(stacks))
        ]
        pushes.append(
            {
                "pusher": names[k],
                "share": combo_share(solution.push[k]),
                "range": solution.push_range(k),
                "calls": calls,
            }
        )
    if args.json:
        print(
            json.dumps(
                {
                    "model": "icm" if payouts else "chips",
                    "rounds": args.rounds,
                    "unit": unit,
                    "blinds": [small, big],
                    "ante": args.ante,
                    "bb_ante": args.bb_ante,
                    "payouts": list(payouts or []),
                    "players": [seat(i) for i in range(len(stacks))],
                    "pushes": pushes,
                },
                indent=2,
            )
        )
        return 0
    model = f"ICM for {'/'.join(f'{p:g}' for p in payouts)}" if payouts else "chips"
    print(
        f"Push/fold equilibrium in {model}, blinds {small}/{big}"
        + (f", ante {args.ante}" if args.ante else "")
        + (f", big blind ante {args.bb_ante}" if args.bb_ante else "")
        + f" ({args.rounds:,} rounds of fictitious play)."
    )
    for k, p in enumerate(pushes):
        print(
            f"\n{p['pusher']} ({stacks[k]:,} chips, {stacks[k] / big:.1f} BB) pushes"
            f" {100 * float(p['share']):.1f}% when first in: {p['range'] or 'nothing'}"
        )
        for c in p["calls"]:
            print(
                f"  {c['caller']} calls {100 * float(c['share']):.1f}%: {c['range'] or 'nothing'}"
            )
    worst = max(solution.exploitability) * scale
    print(
        f"\nDistance from equilibrium: a player who deviates gains at most {worst:.4f} {unit}"
        " per hand (each player's figure is in --json)."
    )
    return 0

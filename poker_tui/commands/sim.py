"""``poker-tui sim``: headless matches between bots."""

from __future__ import annotations

import argparse
import json


def register(sub: argparse._SubParsersAction) -> None:
    sim = sub.add_parser("sim", help="play hands headless between bots and print the results")
    sim.add_argument("--variant", default="nlhe")
    sim.add_argument("--players", type=int, default=6)
    sim.add_argument("--hands", type=int, default=1000)
    sim.add_argument("--seed", type=int, default=None)
    sim.add_argument("--bots", default=None, help="comma-separated bot names, one per seat (or one for all)")
    sim.add_argument("--phh-dir", default=None, help="write one .phh hand history per hand here")
    sim.add_argument("--json", action="store_true", help="print the results as JSON")
    sim.set_defaults(func=run)


def run(args: argparse.Namespace) -> int:
    from ..sim import run_sim

    bots = args.bots.split(",") if args.bots else None
    result = run_sim(variant=args.variant, players=args.players, hands=args.hands, seed=args.seed,
                     bots=bots, phh_dir=args.phh_dir)
    data = result.to_json()
    if args.json:
        print(json.dumps(data, indent=2))
        return 0
    print(f"{data['hands']} hands of {data['variant']} in {data['seconds']} s"
          f" ({data['hands_per_second']:,.0f} hands/s)")
    for s in data["seats"]:
        print(f"  seat {s['seat']:>2}  {s['bot']:<16} net {s['net']:>+10}  {s['bb_per_100']:>+9.2f} bb/100")
    return 0

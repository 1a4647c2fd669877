"""The ``poker-tui`` command: the table by default, plus sim, bots and variants.

Subcommands import what they need only when run, so ``poker-tui sim`` never
loads Textual and the table starts without loading the simulator.
"""

from __future__ import annotations

import argparse
import json
import sys


def _cmd_play(args: argparse.Namespace) -> int:
    from .ui.app import PokerApp

    PokerApp().run()
    return 0


def _cmd_sim(args: argparse.Namespace) -> int:
    from .sim import run_sim

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


def _cmd_bots(args: argparse.Namespace) -> int:
    from .bots_api import bot_factories

    infos = sorted(bot_factories().values(), key=lambda i: i.name)
    if args.json:
        print(json.dumps([{"name": i.name, "style": i.style, "description": i.description}
                          for i in infos], indent=2))
        return 0
    width = max((len(i.name) for i in infos), default=4)
    for i in infos:
        print(f"{i.name:<{width}}  {i.style:<18}  {i.description}")
    return 0


def _cmd_variants(args: argparse.Namespace) -> int:
    from .engine.games import VARIANTS, all_variants

    rows = []
    for v in all_variants():
        names = sorted({k for k, x in VARIANTS.items() if x is v} - {v.code})
        rows.append({"code": v.code, "name": v.name, "aliases": names, "deck": v.deck_size,
                     "structure": v.structure.value, "min_players": v.min_players,
                     "max_players": v.max_players, "family": v.family})
    if args.json:
        print(json.dumps(rows, indent=2))
        return 0
    for r in rows:
        alias = f" (also {', '.join(r['aliases'])})" if r["aliases"] else ""
        print(f"{r['code']:<10} {r['name']}{alias}: {r['deck']} cards, {r['structure']},"
              f" {r['min_players']}-{r['max_players']} players")
    return 0


def build_parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(prog="poker-tui", description="A terminal poker room.")
    parser.set_defaults(func=_cmd_play)
    sub = parser.add_subparsers(title="commands")

    sim = sub.add_parser("sim", help="play hands headless between bots and print the results")
    sim.add_argument("--variant", default="nlhe")
    sim.add_argument("--players", type=int, default=6)
    sim.add_argument("--hands", type=int, default=1000)
    sim.add_argument("--seed", type=int, default=None)
    sim.add_argument("--bots", default=None, help="comma-separated bot names, one per seat (or one for all)")
    sim.add_argument("--phh-dir", default=None, help="write one .phh hand history per hand here")
    sim.add_argument("--json", action="store_true", help="print the results as JSON")
    sim.set_defaults(func=_cmd_sim)

    bots = sub.add_parser("bots", help="list the installed bots")
    bots.add_argument("--json", action="store_true")
    bots.set_defaults(func=_cmd_bots)

    variants = sub.add_parser("variants", help="list the games and their --variant names")
    variants.add_argument("--json", action="store_true")
    variants.set_defaults(func=_cmd_variants)
    return parser


def main(argv: list[str] | None = None) -> int:
    parser = build_parser()
    args = parser.parse_args(argv)
    try:
        return args.func(args)
    except ValueError as exc:  # a user error: one clear sentence, no traceback
        print(f"poker-tui: {exc}", file=sys.stderr)
        return 2


if __name__ == "__main__":
    sys.exit(main())

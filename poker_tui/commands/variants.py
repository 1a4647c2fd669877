"""``poker-tui variants``: every game with its --variant names."""

from __future__ import annotations

import argparse
import json


def register(sub: argparse._SubParsersAction) -> None:
    variants = sub.add_parser("variants", help="list the games and their --variant names")
    variants.add_argument("--json", action="store_true")
    variants.set_defaults(func=run)


def run(args: argparse.Namespace) -> int:
    from ..engine.games import VARIANTS, all_variants

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

"""``poker-tui variants``: every game with its --variant names, deck, structure and players."""

from __future__ import annotations

import argparse
import json
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from ..engine.variant import Variant


def register(sub: argparse._SubParsersAction) -> None:
    variants = sub.add_parser(
        "variants", help="list the games and their --variant names",
        description="List every game: its --variant names, deck, betting structure and player"
                    " range. Any game also plays under another structure: add /nl, /pl, /hpl,"
                    " /fl or /sl to its name (e.g. stud7/pl).")
    variants.add_argument("--json", action="store_true", help="print the list as JSON")
    variants.set_defaults(func=run)


def describe_streets(v: Variant) -> str:
    """"2 down | flop 3 | turn 1 | river 1": what each round deals, for the listing."""
    parts = []
    for s in v.streets:
        bits = []
        if s.hole_down:
            bits.append(f"{s.hole_down} down")
        if s.hole_up:
            bits.append(f"{s.hole_up} up")
        if s.board:
            bits.append(f"{s.board} board")
        if s.draw:
            bits.append("draw")
        parts.append(f"{s.name}: {', '.join(bits) or 'betting'}")
    return "; ".join(parts)


def rows() -> list[dict]:
    from ..engine.games import VARIANTS, all_variants, default_stakes
    from ..engine.variant import STRUCTURE_TOKENS

    out = []
    for v in all_variants():
        names = [v.code] + sorted({k for k, x in VARIANTS.items() if x is v} - {v.code})
        st = default_stakes(v)
        out.append({
            "code": v.code,
            "name": v.name,
            "names": names,
            "aliases": names[1:],
            "game": v.game,
            "family": v.family,
            "deck": v.deck_size,
            "structure": v.structure.value,
            "other_structures": [f"{v.code}/{tok}" for s, tok in STRUCTURE_TOKENS.items()
                                 if s != v.structure],
            "raise_cap": v.raise_cap,
            "min_players": v.min_players,
            "max_players": v.max_players,
            "players_rule": v.players_rule,
            "hole_cards": v.hole_cards,
            "up_cards": v.up_cards,
            "board_cards": v.board_cards,
            "draw": v.has_draw,
            "forced_bets": ("antes and bring-in" if v.bring_in
                            else "blinds and over-blind" if v.over_blind else "blinds"),
            "hand_order": v.hand_order,
            "showdown": v.showdown_rule,
            "streets": describe_streets(v),
            "default_stakes": {k: getattr(st, k) for k in st.__dataclass_fields__
                               if getattr(st, k)},
            "pokerkit": v.pokerkit,
            "rules": v.rules,
            "description": v.description,
        })
    return out


def run(args: argparse.Namespace) -> int:
    data = rows()
    if args.json:
        print(json.dumps(data, indent=2, ensure_ascii=False))
        return 0
    width = max(len(", ".join(r["names"])) for r in data)
    print(f"{'--variant names':<{width}}  {'game':<42} {'deck':>4}  {'structure':<14} players")
    for r in data:
        print(f"{', '.join(r['names']):<{width}}  {r['name']:<42} {r['deck']:>4}  "
              f"{r['structure']:<14} {r['min_players']}-{r['max_players']}")
    print("\nAny game under another betting structure: add /nl (no limit), /pl (pot limit),"
          " /hpl (half-pot limit), /fl (fixed limit) or /sl (spread limit), e.g. stud7/pl."
          "\nDetails (streets, showdown rule, default stakes): poker-tui variants --json")
    return 0

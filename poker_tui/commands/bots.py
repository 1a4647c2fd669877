"""``poker-tui bots``: the installed bots, found through the ``poker_tui.bots`` entry points."""

from __future__ import annotations

import argparse
import json


def register(sub: argparse._SubParsersAction) -> None:
    bots = sub.add_parser("bots", help="list the installed bots")
    bots.add_argument("--json", action="store_true")
    bots.set_defaults(func=run)


def run(args: argparse.Namespace) -> int:
    from ..bots_api import bot_factories

    infos = sorted(bot_factories().values(), key=lambda i: i.name)
    if args.json:
        print(json.dumps([{"name": i.name, "style": i.style, "description": i.description}
                          for i in infos], indent=2))
        return 0
    width = max((len(i.name) for i in infos), default=4)
    style_width = max((len(i.style) for i in infos), default=5)
    for i in infos:
        print(f"{i.name:<{width}}  {i.style:<{style_width}}  {i.description}")
    return 0

"""``poker-tui equity``: each player's win, tie and equity, and how it was found.

Hands or ranges in, one per player (``AsKs``, ``QQ+,AKs``, ``random``; in
Omaha, stud and draw a list of hands or ``random``). Exact enumeration
when it fits a second or so, else Monte Carlo on the project's random
stream with its standard error (docs/odds.md).
"""

from __future__ import annotations

import argparse
import json


def register(sub: argparse._SubParsersAction) -> None:
    p = sub.add_parser(
        "equity",
        help="win, tie and equity of hands or ranges, in any game",
        description="Each player's chance to win, to tie and share of the pot at showdown. "
        "A player is a hand (AsKs), a hold'em range in PokerStove notation "
        "(QQ+,AKs,A5s-A2s,KQo:0.5) or random; in Omaha, stud and draw a list of "
        "hands or random. Exact where it fits, else Monte Carlo with its standard "
        "error (docs/odds.md).",
    )
    p.add_argument(
        "players",
        nargs="+",
        metavar="HAND|RANGE",
        help="one per player, 2 to 10 (quote ranges with spaces)",
    )
    p.add_argument("--board", default="", help="community cards dealt so far, e.g. 2s7dTc")
    p.add_argument("--dead", default="", help="cards known to be out of play")
    p.add_argument("--variant", default="nlhe", help="game code (poker-tui variants)")
    how = p.add_mutually_exclusive_group()
    how.add_argument("--exact", action="store_true", help="enumerate every deal, however long")
    how.add_argument("--trials", type=int, help="Monte Carlo deals (default: exact if it fits)")
    p.add_argument("--seed", type=int, help="the random stream's seed (default: a fresh one)")
    p.add_argument("--json", action="store_true", help="print the answer as JSON")
    p.set_defaults(func=run)


def run(args: argparse.Namespace) -> int:
    from ..engine.cards import format_cards
    from ..engine.games import get_variant
    from ..odds import equity

    try:
        variant = get_variant(args.variant)
    except (KeyError, ValueError):
        raise ValueError(f"{args.variant!r} is not a game: poker-tui variants lists them") from None
    answer = equity(
        args.players,
        args.board,
        args.dead,
        variant,
        exact=True if args.exact else None,
        trials=args.trials,
        seed=args.seed,
    )
    r = answer.result
    if args.json:
        print(
            json.dumps(
                {
                    "variant": variant.code,
                    "board": format_cards(answer.board),
                    "dead": format_cards(answer.dead),
                    "exact": r.exact,
                    "deals": r.deals,
                    "seed": None if r.exact else r.seed,
                    "players": [
                        {
                            "hand": h,
                            "win": w,
                            "tie": t,
                            "equity": e,
                            **({} if r.stderr is None else {"stderr": s}),
                        }
                        for h, w, t, e, s in zip(
                            answer.players,
                            r.win,
                            r.tie,
                            r.equity,
                            r.stderr or r.equity,
                            strict=True,
                        )
                    ],
                },
                indent=2,
            )
        )
        return 0
    print(
        variant.name
        + (f", board {format_cards(answer.board)}" if answer.board else ", preflop")
        + (f", dead {format_cards(answer.dead)}" if answer.dead else "")
    )
    width = max(12, *(len(h) for h in answer.players))
    print(
        f"{'player':<{width}}  {'win':>8} {'tie':>8} {'equity':>8}"
        + ("" if r.exact else f" {'± s.e.':>8}")
    )
    for i, h in enumerate(answer.players):
        row = f"{h:<{width}}  {r.win[i]:>8.2%} {r.tie[i]:>8.2%} {r.equity[i]:>8.2%}"
        if r.stderr is not None:
            row += f" {r.stderr[i]:>8.2%}"
        print(row)
    print(answer.method())
    return 0

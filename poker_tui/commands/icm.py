"""``poker-tui icm``: what each stack is worth in prize money (Malmuth-Harville ICM).

Headless and quick: no Textual, only the tournament library. Stacks and payouts
come as comma lists; a payout table may also be named (``65/35``,
``winner-takes-all``). Bad input is one sentence and exit status 2 (cli.main).
"""

from __future__ import annotations

import argparse
import json


def register(sub: argparse._SubParsersAction) -> None:
    icm = sub.add_parser(
        "icm",
        help="tournament equity of stacks for a payout table (ICM)",
        description="Each player's share of the prize pool under the Independent Chip Model"
        " (Malmuth-Harville): exact up to 10 players and for larger fields while"
        " the work stays small, sampled with a standard error beyond"
        " (docs/tournaments.md).",
    )
    icm.add_argument(
        "--stacks",
        required=True,
        metavar="S1,S2,...",
        help="each player's chips, e.g. 5000,3000,2000",
    )
    icm.add_argument(
        "--payouts",
        required=True,
        metavar="P1,P2,...",
        help="each place's prize, first first: 50,30,20 or 50/30/20 (percent or"
        " money), or a name: winner-takes-all, 65/35",
    )
    icm.add_argument(
        "--trials",
        type=int,
        default=None,
        metavar="N",
        help="finishing orders to sample when the field is too large to do"
        " exactly (default 200,000)",
    )
    icm.add_argument("--seed", type=int, default=0, help="the sampling seed (default 0)")
    icm.add_argument("--json", action="store_true", help="print the result as JSON")
    icm.set_defaults(func=run)


MAX_PLAYERS = 10_000
MAX_TRIALS = 50_000_000


def parse_stacks(text: str) -> list[int]:
    parts = [p.strip() for p in text.split(",")]
    if len(parts) > MAX_PLAYERS:
        raise ValueError(f"--stacks lists {len(parts):,} players: at most {MAX_PLAYERS:,}.")
    out = []
    for i, p in enumerate(parts):
        if not p.isdigit():
            raise ValueError(f"Stack {i + 1} ({p!r}) is not a whole number of chips.")
        out.append(int(p))
    return out


def run(args: argparse.Namespace) -> int:
    from ..tournament import icm_equities, parse_payouts
    from ..tournament.icm import DEFAULT_TRIALS

    stacks = parse_stacks(args.stacks)
    payouts = parse_payouts(args.payouts)
    trials = DEFAULT_TRIALS if args.trials is None else args.trials
    if not 2 <= trials <= MAX_TRIALS:
        raise ValueError(f"--trials must be from 2 to {MAX_TRIALS:,}, not {trials:,}.")
    result = icm_equities(stacks, payouts, trials=trials, seed=args.seed)
    total = sum(stacks)
    pool = sum(payouts[: len(stacks)])
    if args.json:
        print(
            json.dumps(
                {
                    "method": "exact" if result.exact else "sampled",
                    "trials": result.trials,
                    "seed": None if result.exact else args.seed,
                    "payouts": list(payouts),
                    "players": [
                        {
                            "seat": i + 1,
                            "stack": s,
                            "chip_share": s / total,
                            "equity": e,
                            "equity_share": e / pool if pool else 0.0,
                            "standard_error": result.standard_errors[i]
                            if result.standard_errors
                            else 0.0,
                            "places": list(result.place_probabilities[i]),
                        }
                        for i, (s, e) in enumerate(zip(stacks, result.equities, strict=True))
                    ],
                },
                indent=2,
            )
        )
        return 0
    from rich.table import Table

    from ..console import stdout_console

    table = Table(title=f"ICM: {result.method}", title_justify="left")
    table.add_column("player", justify="right")
    table.add_column("stack", justify="right")
    table.add_column("chips", justify="right")
    table.add_column("equity", justify="right")
    table.add_column("of the pool", justify="right")
    for i, (s, e) in enumerate(zip(stacks, result.equities, strict=True)):
        err = f" ± {1.96 * result.standard_errors[i]:.2f}" if result.standard_errors else ""
        table.add_row(
            str(i + 1),
            f"{s:,}",
            f"{100 * s / total:.1f}%",
            f"{e:,.2f}{err}",
            f"{100 * e / pool:.1f}%" if pool else "-",
        )
    stdout_console(highlight=False).print(table)
    if not result.exact:
        print("± is a 95% interval (1.96 standard errors) of the sampled answer.")
    return 0

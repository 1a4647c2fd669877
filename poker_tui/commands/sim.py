"""``poker-tui sim``: headless matches between bots, with win rates you can trust.

Everything heavy lives in ``poker_tui.lab``; this module turns the command
line into a ``MatchConfig`` and the result into a table, JSON or CSV.
"""

from __future__ import annotations

import argparse
import dataclasses
import json
import sys
from pathlib import Path
from typing import TYPE_CHECKING

from ..names import printable

if TYPE_CHECKING:
    from ..engine.variant import Stakes, Variant
    from ..lab import MatchConfig


def register(sub: argparse._SubParsersAction) -> None:
    sim = sub.add_parser(
        "sim", help="play hands headless between bots and print the results",
        description="Play hands headless between bots and report each bot's win rate with a 95% "
                    "confidence interval, VPIP, PFR, aggression and showdowns (docs/lab.md).")
    game = sim.add_argument_group("game")
    game.add_argument("--variant", default="nlhe", metavar="GAME", help="game (see `poker-tui variants`); default nlhe")
    game.add_argument("--players", type=int, default=None, metavar="N",
                      help="seats, 2-10 (default: one per bot named, else 6 or as many as the game seats)")
    game.add_argument("--blinds", default=None, metavar="SB/BB",
                      help="small and big blind in chips, e.g. 1/2 (default 1/2)")
    game.add_argument("--ante", type=int, default=None, metavar="CHIPS", help="ante per player in chips")
    game.add_argument("--bring-in", type=int, default=None, metavar="CHIPS", help="stud bring-in in chips")
    game.add_argument("--stack", type=int, default=None, metavar="CHIPS", help="starting stack in chips")
    game.add_argument("--stack-bb", type=int, default=100, metavar="BB",
                      help="starting stack in big blinds when --stack is not given (default 100)")
    game.add_argument("--house", default="rws", metavar="PROFILE", help="house rules profile (default rws)")
    game.add_argument("--house-option", action="append", default=[], metavar="FIELD=CHOICE",
                      help="change one option of the profile, e.g. burn_cards=yes (repeatable;"
                           " docs/rules.md lists them)")
    game.add_argument("--straddle", action="store_true",
                      help="the player left of the big blind may straddle twice it (002 §3.10)")
    match = sim.add_argument_group("match")
    match.add_argument("--bots", default=None, metavar="A,B,...",
                       help="comma-separated bots, one per seat, repeated to fill the seats"
                            " (default random); cmd:COMMAND runs an external program")
    match.add_argument("--bot", action="append", default=[], metavar="SPEC",
                       help="add one bot (repeatable; use it for commands containing commas)")
    match.add_argument("--hands", type=int, default=1000, metavar="N", help="hands to play (default 1000)")
    match.add_argument("--seed", type=int, default=None, metavar="S",
                       help="master seed; the same seed repeats the match exactly (default: random,"
                            " and reported)")
    match.add_argument("--duplicate", action="store_true",
                       help="replay every deal with the seats rotated so every bot plays every"
                            " seat's cards")
    match.add_argument("--mode", choices=("cash", "table"), default="cash",
                       help="cash: stacks reset every hand (default); table: stacks carry over and"
                            " a busted bot rebuys")
    match.add_argument("--jobs", type=int, default=None, metavar="N",
                       help="processes to use (default: all cores); results do not depend on it")
    match.add_argument("--backend", choices=("local", "ray"), default="local",
                       help="where the blocks are played: local processes (default) or Ray tasks"
                            " (pip install 'poker-tui-room[ray]'; docs/lab.md); same results")
    match.add_argument("--address", default=None, metavar="ADDR",
                       help="with --backend ray: a running Ray cluster (default: start a local"
                            " Ray on 127.0.0.1 with --jobs CPUs)")
    match.add_argument("--time-limit", type=float, default=5.0, metavar="SECONDS",
                       help="seconds a bot may think per decision, as at the table (default 5);"
                            " an overrun is interrupted and checked or folded; 0 turns it off")
    tour = sim.add_argument_group("tournaments")
    tour.add_argument("--tournament", action="store_true",
                      help="play sit-and-gos instead of cash hands: rising blinds, places, prizes"
                           " and each bot's ROI (docs/lab.md)")
    tour.add_argument("--structure", default="turbo", metavar="NAME|FILE",
                      help="turbo, regular, deep, heads-up or a TOML file (docs/tournaments.md)")
    tour.add_argument("--tournaments", type=int, default=100, metavar="N",
                      help="sit-and-gos to play (default 100)")
    out = sim.add_argument_group("output")
    out.add_argument("--json", action="store_true", help="print the results as JSON (docs/lab.md)")
    out.add_argument("--csv", default=None, metavar="FILE",
                     help="write one row per hand and seat to FILE")
    out.add_argument("--phh-dir", default=None, metavar="DIR",
                     help="write one PHH hand history per hand into DIR")
    out.add_argument("--text-dir", default=None, metavar="DIR",
                     help="write one PokerStars-style text hand history per hand into DIR")
    out.add_argument("--pokerstars-header", action="store_true",
                     help="with --text-dir: the PokerStars-style first line import tools"
                          " require (docs/store.md)")
    out.add_argument("--ohh", default=None, metavar="FILE",
                     help="write every hand as Open Hand History 1.4.6 to FILE")
    out.add_argument("--no-progress", action="store_true", help="never draw the progress bar")
    sim.set_defaults(func=run)


def _stakes(args: argparse.Namespace, variant: Variant) -> Stakes:
    from ..session.config import default_stakes

    sb: int | None = None
    bb: int | None = None
    if args.blinds is not None:
        try:
            left, right = args.blinds.split("/")
            sb, bb = int(left), int(right)
        except ValueError:
            raise ValueError(f"--blinds takes SB/BB in whole chips, like 1/2, not {args.blinds!r}") from None
        if sb < 0 or bb <= 0 or sb > bb:
            raise ValueError("the small blind must be between 0 and the big blind, which must be positive")
    stakes = default_stakes(variant, bb if bb is not None else 2)
    changes: dict[str, int] = {}
    if sb is not None and bb is not None and getattr(variant, "blinds", True):
        changes.update(small_blind=sb, big_blind=bb)
    if args.ante is not None:
        if args.ante < 0:
            raise ValueError("the ante cannot be negative")
        changes["ante"] = args.ante
    if args.bring_in is not None:
        if args.bring_in < 0:
            raise ValueError("the bring-in cannot be negative")
        changes["bring_in"] = args.bring_in
    if getattr(args, "straddle", False):
        if not getattr(variant, "blinds", False) or getattr(variant, "over_blind", False):
            raise ValueError(f"{getattr(variant, 'name', 'this game')} has no straddle: it is a"
                             " blind posted left of the big blind in blind games (002 §3.10)")
        changes["straddle"] = 2 * (bb if bb is not None else stakes.big_blind)
    return dataclasses.replace(stakes, **changes)


def config_from_args(args: argparse.Namespace):  # -> MatchConfig
    from ..engine.games import get_variant
    from ..lab import MatchConfig, house_profile
    from ..lab.config import check_time_limit
    from ..lab.seeds import fresh_master_seed

    specs = [s.strip() for s in args.bots.split(",")] if args.bots else []
    specs += [s.strip() for s in args.bot]
    if any(not s for s in specs):
        raise ValueError("an empty bot name in --bots; separate names with single commas")
    specs = specs or ["random"]
    if args.pokerstars_header and args.text_dir is None:
        raise ValueError("--pokerstars-header goes with --text-dir DIR")
    variant = get_variant(args.variant)
    players = (args.players if args.players is not None
               else len(specs) if len(specs) > 1 else min(6, variant.max_players))
    stakes = _stakes(args, variant)
    unit = stakes.unit
    if args.stack is not None:
        stack = args.stack
    else:
        if args.stack_bb <= 0:
            raise ValueError("--stack-bb must be positive")
        stack = args.stack_bb * unit
    if args.jobs is not None and args.jobs < 1:
        raise ValueError("--jobs must be at least 1")
    check_time_limit(args.time_limit, "--time-limit")
    house = house_profile(args.house)
    if args.house_option:  # the play command's FIELD=CHOICE, with its sentences
        from ..engine.house_rules import with_options
        from .play_options import house_options

        house = with_options(house, house_options(args.house_option))
    if stakes.straddle:
        house = house.with_(straddle_allowed=True)
    return MatchConfig(
        variant=variant.code, players=players, bots=tuple(specs), hands=args.hands,
        seed=fresh_master_seed() if args.seed is None else args.seed, stakes=stakes, stack=stack,
        mode=args.mode, duplicate=args.duplicate, house=house,
        phh_dir=args.phh_dir, time_limit=args.time_limit,
        text_dir=Path(args.text_dir) if args.text_dir else None,
        ohh_path=Path(args.ohh) if args.ohh else None, pokerstars_header=args.pokerstars_header,
    )


def run(args: argparse.Namespace) -> int:
    from ..lab import run_match
    from ..lab.parallel import jobs_to_use
    from ..lab.preflight import preflight

    config = config_from_args(args)
    if args.tournament:
        return run_tournaments(args, config)
    played = config.deals * config.replays
    if played != config.hands:  # never more hands than asked without a word
        print(f"poker-tui: --duplicate plays whole deal groups of {config.replays} hands (each"
              f" deal from every seat): {config.hands:,} hands rounded up to {played:,}.",
              file=sys.stderr)
    preflight(config, csv_path=args.csv, backend=args.backend, address=args.address)
    jobs, lowered = jobs_to_use(args.jobs, on_cluster=args.address is not None)
    if lowered:  # a cluster's CPUs are not this machine's
        print(f"poker-tui: {lowered}", file=sys.stderr)
    result = run_match(config, jobs=jobs, csv_path=args.csv, progress=not args.no_progress,
                       backend=args.backend, address=args.address)
    if args.json:
        print(json.dumps(result.to_json(), indent=2))
        print(f"{result.hands:,} hands in {result.seconds:.2f} s ({result.hands_per_second:,.0f} hands/s,"
              f" {result.jobs} job{'s' if result.jobs != 1 else ''})", file=sys.stderr)
    else:
        from ..lab.report import print_report

        print_report(result)
    if result.failure:
        print(f"poker-tui: {printable(result.failure)}", file=sys.stderr)
        return 1
    return 130 if result.interrupted else 0


def run_tournaments(args: argparse.Namespace, match: MatchConfig) -> int:
    """``sim --tournament``: sit-and-gos between the bots (docs/lab.md, "Tournaments")."""
    from ..lab.parallel import jobs_to_use
    from ..lab.preflight import preflight
    from ..lab.tournament import TournamentConfig
    from ..lab.tournament_match import print_tournament_report, run_tournament_match
    from ..tournament.structure_file import load_structure

    for option, given in (("--phh-dir", args.phh_dir), ("--text-dir", args.text_dir),
                          ("--ohh", args.ohh), ("--mode table", args.mode != "cash")):
        if given:
            raise ValueError(f"{option} is for cash hands; --tournament reports places and ROI"
                             " (--json, --csv)")
    structure = load_structure(args.structure)
    import dataclasses

    match = dataclasses.replace(match, stack=structure.starting_stack)
    config = TournamentConfig(match, structure, args.tournaments)
    preflight(match, csv_path=args.csv, backend=args.backend, address=args.address)  # as cash
    jobs, _ = jobs_to_use(args.jobs, on_cluster=args.address is not None)
    result = run_tournament_match(config, jobs=jobs, backend=args.backend, address=args.address)
    if args.csv:
        Path(args.csv).write_text(result.csv_text(), encoding="utf-8")
    if args.json:
        print(json.dumps(result.to_json(), indent=2))
    else:
        print_tournament_report(result)
    if result.failure:
        print(f"poker-tui: {printable(result.failure)}", file=sys.stderr)
        return 1
    return 130 if result.interrupted else 0

"""``poker-tui play``: sit straight down at a table described on the command line.

Every lobby field is an option (``--variant stud7 --seats 6 --bots tag,equity
--stakes 1/2 --stack 100 --humans 2 --house casino-001 --pace fast``...); the
answers become the same ``TableChoice`` the lobby builds, so a value the lobby
would refuse is refused here with the same sentence. Options are read as
text and checked here, so every bad value is one sentence and exit status 2.
"""

from __future__ import annotations

import argparse
from dataclasses import dataclass
from typing import TYPE_CHECKING

from ..names import player_name
from ..ui.choices import (
    BIG_BLINDS,
    HOUSE_LABELS,
    MAX_HUMANS,
    PACES,
    SHOW_HANDS,
    TableChoice,
    default_bot,
    installed_bots,
    stakes_label,
)

if TYPE_CHECKING:
    from ..engine.variant import Variant
    from ..session.saves import SavedGames


@dataclass(frozen=True, slots=True)
class PlayRequest:
    """What ``play`` was asked for: the table, and how to show and keep it."""

    choice: TableChoice
    four_color: bool = False
    coach: bool = False
    save: bool = True
    plain: bool = False


def register(sub: argparse._SubParsersAction) -> None:
    play = sub.add_parser(
        "play", help="sit straight down at a table (every lobby field is an option)",
        description="Open the table directly, skipping the lobby. Every option is a lobby"
                    " field; the defaults are the lobby's.")
    add_options(play)
    play.set_defaults(func=run)


def add_options(parser: argparse.ArgumentParser) -> None:
    o = parser.add_argument
    o("--variant", default="nlhe", metavar="GAME",
      help="the game: nlhe, lhe, plo, stud7, draw... (poker-tui variants lists them)")
    o("--seats", default="6", metavar="N", help="players at the table, bots included (6)")
    o("--humans", default="1", metavar="N",
      help=f"humans at one keyboard, 1 to {MAX_HUMANS} (2 or more: hot seat)")
    o("--name", default=None, metavar="NAME", help="the first human's name (You; Ann in hot seat)")
    o("--others", default="", metavar="NAMES",
      help="the other humans' names, comma separated (Bob, Carol...)")
    o("--bots", default="", metavar="BOTS",
      help="the bots, comma separated: one name for every bot seat, or one per seat"
           " (poker-tui bots lists them)")
    o("--stakes", default="", metavar="S",
      help="the stakes as the lobby shows them (1/2, 2/4) or the big blind (2)")
    o("--stack", default="100", metavar="BB", help="the buy-in in big blinds (100)")
    o("--house", default="rws", metavar="RULES",
      help="house rules: " + ", ".join(HOUSE_LABELS))
    o("--house-option", action="append", default=[], metavar="FIELD=CHOICE",
      help="change one option of the house rules, e.g. burn_cards=yes or"
           " heads_up_button_small_blind=no (repeatable; docs/rules.md lists them)")
    o("--pace", default="normal", metavar="PACE", help="bot pace: " + ", ".join(PACES))
    o("--next", default="pause", metavar="WHEN",
      help="the next hand: pause (after a pause) or key (on N)")
    o("--deck", default="two", metavar="COLOURS", help="two or four colours")
    o("--coach", action="store_true",
      help="the coach on: your equity, outs and what a call needs, at your turn (O toggles it)")
    o("--straddle", action="store_true", help="offer a straddle of 2 BB (blind games)")
    o("--show-hands", default="muck", metavar="WHEN",
      help="your hand nobody had to see (a loser at showdown, a pot won with no call): muck"
           " (muck it), show (show it) or ask (ask each time)")
    o("--practice", action="store_true",
      help="practice: after each hand, show the bots' hands that were mucked")
    o("--tournament", action="store_true",
      help="a sit-and-go: blind levels, no rebuys, places and prizes (docs/tournaments.md)")
    o("--structure", default=None, metavar="NAME|FILE",
      help="the sit-and-go's structure: turbo (the default), regular, deep, heads-up, or a"
           " TOML file of your own")
    o("--no-save", action="store_true", help="play without saving the game")
    o("--plain", action="store_true",
      help="plain mode for screen readers: every event one appended line, keys read the"
           " table out (docs/accessibility.md)")


def _number(option: str, text: str, lo: int, hi: int) -> int:
    if not text.strip().isdigit() or not lo <= int(text) <= hi:
        raise ValueError(f"--{option} is a number from {lo} to {hi}, not {text!r}.")
    return int(text)


def _variant(text: str) -> Variant:
    from ..engine.games import get_variant

    try:
        return get_variant(text)
    except (KeyError, ValueError):
        raise ValueError(f"--variant {text!r} is not a game; poker-tui variants lists them.")\
            from None


MAX_BIG_BLIND = 10**9
"""The largest big blind ``--stakes`` takes: with 10,000 big blinds a seat and ten seats the
chips stay far inside the journal's 64-bit integers (SQLite's INTEGER)."""


def _big_blind(code: str, text: str) -> int:
    """``2`` (the big blind) or ``1/2`` as the lobby writes the stakes of this game."""
    if not text:
        return BIG_BLINDS[0]
    if text.isdigit() and int(text) > 0:
        if int(text) > MAX_BIG_BLIND:
            raise ValueError(f"--stakes: the big blind is at most {MAX_BIG_BLIND:,} chips.")
        return int(text)
    small, slash, big = text.partition("/")
    if slash and small.isdigit() and big.isdigit() and int(big) <= MAX_BIG_BLIND:
        for bb in sorted({int(small), int(big), int(big) // 2, *BIG_BLINDS} - {0}):
            if stakes_label(code, bb).split(" ")[0] == text:
                return bb
    examples = ", ".join(stakes_label(code, bb).split(" ")[0] for bb in BIG_BLINDS[:3])
    raise ValueError(f"--stakes {text!r} is not a stake this game is dealt at; try {examples},"
                     " or a big blind (--stakes 2).")


def _bots(text: str, count: int) -> tuple[str, ...]:
    from ..bots_api import bot_factories

    known = installed_bots(bot_factories())
    names = [x.strip() for x in text.split(",") if x.strip()] or [default_bot(known)]
    unknown = [x for x in names if x not in known]
    if unknown:
        raise ValueError(f"--bots: {', '.join(unknown)} is not an installed bot; choose from"
                         f" {', '.join(known)}.")
    if len(names) == 1:
        return tuple(names * count)
    if len(names) != count:
        raise ValueError(f"--bots names {len(names)} bots for {count} bot seats: give one name"
                         f" for all of them or {count}.")
    return tuple(names)


def house_options(texts: list[str]) -> tuple[tuple[str, str], ...]:
    """``FIELD=CHOICE`` texts as checked overrides; the engine's sentence for a bad one."""
    from ..engine.house_rules import normal_options

    overrides = []
    for text in texts:
        field, equals, choice = text.partition("=")
        if not equals or not field.strip() or not choice.strip():
            raise ValueError(f"--house-option {text!r} is not FIELD=CHOICE; for example"
                             " --house-option burn_cards=yes.")
        try:
            overrides.append(normal_options([(field, choice)])[0])
        except ValueError as exc:
            raise ValueError(f"--house-option {text!r}: {exc}") from None
    return normal_options(overrides)


def request_from(args: argparse.Namespace) -> PlayRequest:
    """The table the options describe; ValueError with one sentence for a value that is not."""
    v = _variant(args.variant)
    seats = _number("seats", args.seats, max(2, v.min_players), min(10, v.max_players))
    humans = _number("humans", args.humans, 1, min(MAX_HUMANS, seats))
    if args.house not in HOUSE_LABELS:
        raise ValueError(f"--house {args.house!r} is not a house-rules profile; choose from"
                         f" {', '.join(HOUSE_LABELS)}.")
    if args.pace not in PACES:
        raise ValueError(f"--pace {args.pace!r} is not a pace; choose from {', '.join(PACES)}.")
    if args.next not in ("pause", "key"):
        raise ValueError(f"--next {args.next!r} is not a choice; say pause or key.")
    if args.show_hands not in SHOW_HANDS:
        raise ValueError(f"--show-hands {args.show_hands!r} is not a choice; say"
                         f" {', '.join(SHOW_HANDS)}.")
    if args.deck not in ("two", "four"):
        raise ValueError(f"--deck {args.deck!r} is not a choice; say two or four.")
    if args.straddle and (not v.blinds or v.over_blind):
        raise ValueError(f"--straddle: {v.name} has no straddle; it is a blind game's"
                         " option.")
    tournament = ""
    if args.structure is not None and not args.tournament:
        raise ValueError("--structure is a sit-and-go's: add --tournament.")
    if args.tournament:
        tournament = args.structure or "turbo"
    others = tuple(player_name(x, "--others: a name") for x in args.others.split(",") if x.strip())
    name = (player_name(args.name, "--name") if args.name is not None
            else "You" if humans == 1 else "Ann")
    choice = TableChoice(
        variant=v.code, seats=seats, humans=humans,
        name=name, others=others, bots=_bots(args.bots, seats - humans),
        big_blind=_big_blind(args.variant, args.stakes),
        stack_bb=_number("stack", args.stack, 1, 10000), house=args.house, pace=args.pace,
        next_hand=args.next, straddle=args.straddle,
        house_options=house_options(args.house_option), show_hands=args.show_hands,
        practice=args.practice, tournament=tournament)
    choice.config()  # ValueError with the lobby's sentence when the game cannot be played
    return PlayRequest(choice, four_color=args.deck == "four", coach=args.coach,
                       save=not args.no_save,
                       plain=getattr(args, "plain", False))


def run(args: argparse.Namespace) -> int:
    request = request_from(args)
    from ..session.saves import SavedGames

    saves = SavedGames.at() if request.save else None
    if request.plain:
        return run_plain(request, saves)
    from ..ui.app import PokerApp
    from .play import finish

    try:  # crash reports and store errors as the lobby's way in has them
        return finish(PokerApp(request.choice.config(), saves=saves,
                               four_color=request.four_color, coach=request.coach), saves)
    finally:
        if saves is not None:
            saves.close()


def run_plain(request: PlayRequest, saves: SavedGames | None) -> int:
    """The table in plain lines (``--plain``): no Textual, the same session and journal."""
    from .play import play_plain_game

    try:
        return play_plain_game(request.choice.config(), saves, coach=request.coach)
    finally:
        if saves is not None:
            saves.close()

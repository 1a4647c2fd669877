"""``poker-tui history review [GAME]``: each of your decisions in a saved game, graded.

Why a command: the review (``poker_tui.review``, docs/review.md) is most use
after a session, away from the table. It prints each decision with its equity
against the opponents' estimated ranges, the price, the big blinds of
estimated EV it gave up and the verdict, then the totals by street and by kind
of mistake; ``--json`` gives the same numbers the table and the replayer show.
"""

from __future__ import annotations

import argparse
import json
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from ..names import printable

if TYPE_CHECKING:  # the parser is built for every command: the review loads when it runs
    from ..review import DecisionReview, Thresholds, Totals

HONESTY = (
    "Equity against ranges estimated from each opponent's actions, each option priced as if"
    " no more betting followed: a model, not a solver (docs/review.md)."
)


def register(actions: argparse._SubParsersAction) -> None:
    review = actions.add_parser(
        "review",
        help="your decisions in a saved game: equity, price, bb lost and a verdict",
        description="Each betting decision of the humans in saved game GAME (the newest when"
        " none is given): equity against the opponents' estimated ranges, the price, the big"
        " blinds of estimated EV given up, a verdict (best, correct, inaccuracy, mistake,"
        " blunder) and one sentence; then the totals by street and by kind of mistake. A model,"
        " not a solver (docs/review.md).",
    )
    review.add_argument(
        "game",
        nargs="?",
        default=None,
        metavar="GAME",
        help="the saved game's id (see `poker-tui history`); default the newest",
    )
    review.add_argument(
        "--hand", type=str, default=None, metavar="N", help="only hand number N of the game"
    )
    review.add_argument(
        "--seat",
        type=str,
        default=None,
        metavar="N",
        help="only the player in seat N (1 is the first), a bot's seat too",
    )
    review.add_argument(
        "--thresholds",
        default=None,
        metavar="C,I,M,B",
        help="the least bb lost for correct, inaccuracy, mistake and blunder"
        " (default from settings.toml, else 0.1,0.5,1,2)",
    )
    review.add_argument("--json", action="store_true", help="print the review as JSON")
    review.set_defaults(func=run_review)


def _whole(text: str, what: str) -> int:
    try:
        value = int(text)
    except ValueError:
        value = 0
    if value < 1:
        raise ValueError(f"{text!r} is not a {what}: write a whole number from 1")
    return value


def thresholds_of(text: str | None) -> Thresholds:
    """``--thresholds`` when given, else the settings file's, else the defaults."""
    from ..review import parse_thresholds

    if text is not None:
        return parse_thresholds(text)
    from ..settings import TABLE_DEFAULTS, load_settings

    settings, _ = load_settings()
    saved = str(settings.table.get("review_thresholds", TABLE_DEFAULTS["review_thresholds"]))
    try:
        return parse_thresholds(saved)
    except ValueError as exc:
        raise ValueError(f"settings.toml's review_thresholds: {exc}") from None


def run_review(args: argparse.Namespace) -> int:
    from ..review import review_hand, totals
    from ..store.review import game, games, played_hands
    from .history import _journal, game_id, game_name, hot_seat_in_play, say_left_out

    limits = thresholds_of(args.thresholds)
    hand_no = None if args.hand is None else _whole(args.hand, "hand number")
    seat = None if args.seat is None else _whole(args.seat, "seat number") - 1
    sid = None if args.game is None else game_id(args.game)
    journal = _journal()
    if journal is None:
        raise ValueError("there are no saved games yet: play a game with `poker-tui`")
    left_out: list[str] = []
    try:
        if sid is None:
            found = games(journal, left_out)
            if not found:
                raise ValueError("there are no saved games yet: play a game with `poker-tui`")
            summary = found[0]
        else:
            summary = game(journal, sid)
        sid = summary.session_id
        if hot_seat_in_play(summary):
            raise ValueError(
                f"saved game {sid} is a hot-seat game still being played: its review"
                " would show one player's hands to another; review it once it is over"
            )
        names = {p.seat: p.name for p in summary.players}
        if seat is not None and seat not in names:
            raise ValueError(
                f"saved game {sid} has no seat {seat + 1}; its seats are 1 to {len(names)}"
            )
        seats = [p.seat for p in summary.players if p.human] if seat is None else [seat]
        reviews: list[DecisionReview] = []
        hands = 0
        for played in played_hands(journal, sid, left_out=left_out):
            if hand_no is not None and played.number != hand_no:
                continue
            hands += 1
            for s in seats:
                reviews += review_hand(summary.config, played, s, limits)
    finally:
        journal.close()
    say_left_out(list(dict.fromkeys(left_out)))  # the list of games and the hands may both say it
    if hand_no is not None and not hands:
        raise ValueError(f"saved game {sid} has no finished hand {hand_no}")
    shown = GameReview(sid, game_name(summary.config), names, limits, reviews, totals(reviews))
    if args.json:
        print(json.dumps(review_json(shown), indent=2, ensure_ascii=False))
    else:
        print_review(shown)
    return 1 if left_out else 0


@dataclass(frozen=True)
class GameReview:
    """What the command shows: the game, its players' names by seat, and the review."""

    sid: int
    name: str
    names: dict[int, str]
    limits: Thresholds
    reviews: list[DecisionReview]
    sums: Totals


def review_json(g: GameReview) -> dict[str, Any]:
    """The ``--json`` shape: seats numbered from 1 as ``history --json`` numbers them."""
    sid, names, limits, reviews, sums = g.sid, g.names, g.limits, g.reviews, g.sums
    decisions = []
    for r in reviews:
        d = r.as_dict()
        d["seat"] = r.seat + 1
        d["player"] = names.get(r.seat, "")
        decisions.append(d)
    t = limits
    return {
        "game": sid,
        "name": g.name,
        "model": HONESTY,
        "thresholds": {
            "correct": t.correct,
            "inaccuracy": t.inaccuracy,
            "mistake": t.mistake,
            "blunder": t.blunder,
        },
        "decisions": decisions,
        "totals": sums.as_dict(),
    }


_STYLE = {
    "best": "green",
    "correct": "green",
    "inaccuracy": "yellow",
    "mistake": "red",
    "blunder": "bold red",
}


def print_review(g: GameReview) -> None:
    sid, name, names, limits, reviews, sums = g.sid, g.name, g.names, g.limits, g.reviews, g.sums
    from rich.console import Console
    from rich.text import Text

    console = Console(highlight=False)
    console.print(Text(f"Review of game {sid}, {name}", style="bold"))
    if not reviews:
        console.print("No decisions to review in these hands.")
    hand = None
    for r in reviews:
        if r.hand_no != hand:
            hand = r.hand_no
            console.print(Text(f"\nHand {hand}", style="bold"))
        line = Text(f"  {printable(names.get(r.seat, '?'))}, {r.street}: {r.action}  ")
        line.append(r.verdict, style=_STYLE.get(r.verdict, ""))
        line.append(f"  {r.sentence}")
        console.print(line)
    if reviews:
        console.print(
            Text(
                f"\n{sums.decisions} decisions, about {sums.ev_lost_bb:.1f} bb given up",
                style="bold",
            )
        )
        counts = ", ".join(f"{n} {v}" for v, n in sums.by_verdict.items() if n)
        console.print(f"  verdicts: {counts}")
        streets = ", ".join(f"{s} {b:.1f} bb ({n})" for s, (n, b) in sums.by_street.items())
        console.print(f"  by street: {streets}")
        if sums.by_kind:
            kinds = sorted(sums.by_kind.items(), key=lambda kv: -kv[1][1])
            console.print("  by kind: " + ", ".join(f"{k} {b:.1f} bb ({n})" for k, (n, b) in kinds))
    console.print(
        f"Thresholds (bb lost): correct {limits.correct:g}, inaccuracy"
        f" {limits.inaccuracy:g}, mistake {limits.mistake:g}, blunder"
        f" {limits.blunder:g}. {HONESTY}",
        style="dim",
    )

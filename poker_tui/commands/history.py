"""``poker-tui history``: the games you played, their statistics, and their hands exported.

Reads the journal the table writes (``store.default_path()``, ``$POKER_TUI_DATA``
overrides) and never writes to it. Everything is headless: no Textual here,
only rich for the tables and the bankroll chart.

- ``history``: the saved games, newest first, with each human's result;
- ``history stats``: VPIP, PFR, aggression, showdowns and bb/100 with its 95%
  interval per player (the lab's definitions), and a bankroll chart;
- ``history export ID``: one PHH file per hand (``--phh DIR``) and/or
  PokerStars-style text (``--text FILE``, ``-`` for the screen).
"""

from __future__ import annotations

import argparse
import json
import sys
from datetime import datetime
from pathlib import Path
from typing import TYPE_CHECKING, Any

from ..names import printable, shown_path

if TYPE_CHECKING:
    from rich.text import Text

    from ..stats.players import PlayerStats
    from ..store import Journal
    from ..store.review import GameSummary, PlayedHand

NO_GAMES = "No saved games yet: play a game with `poker-tui`."
NO_HANDS = "No finished hands yet: play a game with `poker-tui`."


def register(sub: argparse._SubParsersAction) -> None:
    history = sub.add_parser(
        "history", help="review, measure and export the games you played",
        description="The saved games, newest first, with each human's net chips and bb/100."
                    " `history stats` measures each player; `history review` grades your"
                    " decisions (docs/review.md); `history export ID` writes hand"
                    " histories (docs/store.md).")
    history.add_argument("--json", action="store_true", help="print the list as JSON")
    history.set_defaults(func=run_list)
    actions = history.add_subparsers(title="actions")
    stats = actions.add_parser(
        "stats", help="per-player statistics and a bankroll chart",
        description="Hands, net chips, bb/100 with a 95% confidence interval, VPIP, PFR,"
                    " aggression and showdowns per player over every saved hand (or one game),"
                    " with the same definitions as `poker-tui sim` (docs/lab.md).")
    stats.add_argument("--player", default=None, metavar="NAME",
                       help="one player: a human's seat name, or bot:NAME for a bot")
    stats.add_argument("--game", default=None, metavar="ID", help="only this saved game")
    stats.add_argument("--all", action="store_true", help="bots too (default: the humans)")
    stats.add_argument("--variant", default=None, metavar="GAME",
                       help="only hands of this game (a code or alias: `poker-tui variants`)")
    stats.add_argument("--since", default=None, metavar="WHEN",
                       help="only hands started since WHEN: a date (2026-11-01), a date and time,"
                            " or a span back from now (7d, 12h, 4w)")
    stats.add_argument("--by", default=None, choices=("game", "stakes", "position", "opponent"),
                       help="each player's results split by game, stakes, position or opponent")
    stats.add_argument("--json", action="store_true", help="print the statistics as JSON")
    stats.set_defaults(func=run_stats)
    export = actions.add_parser(
        "export", help="write a game's hands as PHH files, PokerStars-style text or OHH",
        description="Write the finished hands of saved game ID: one PHH file per hand (the"
                    " format PokerKit reads), PokerStars-style text and/or Open Hand History.")
    export.add_argument("id", metavar="ID", help="the saved game (see `poker-tui history`)")
    export.add_argument("--phh", default=None, metavar="DIR", help="write one .phh file per hand into DIR")
    export.add_argument("--text", default=None, metavar="FILE",
                        help="write PokerStars-style hand histories to FILE (- for the screen)")
    export.add_argument("--show-hidden-cards", action="store_true",
                        help="write every human's hidden cards, mucked ones too, even while a"
                             " hot-seat game is still being played (then its players could"
                             " read each other's hands); PHH always holds every card")
    export.add_argument("--pokerstars-header", action="store_true",
                        help="with --text: begin each hand with the PokerStars-style line that"
                             " import tools require (PokerKit, trackers); docs/store.md")
    export.add_argument("--ohh", default=None, metavar="FILE",
                        help="write Open Hand History 1.4.6 (JSON, one hand a block) to FILE")
    export.set_defaults(func=run_export)
    from .history_review import register as register_review

    register_review(actions)


# ---------------------------------------------------------------- the journal
def _journal() -> Journal | None:
    """The saved games opened read-only, or None when nothing was ever saved (nothing is created).

    A file that is not a poker-tui journal, is newer, or is damaged is a StoreError sentence.
    """
    from ..store import Journal

    return Journal.reader()


SQLITE_MAX = 2**63 - 1


def game_id(text: str) -> int:
    """A saved game's id as typed: a whole number the journal can hold, or a sentence."""
    try:
        value = int(text)
    except ValueError:
        raise ValueError(f"{text!r} is not a game id: a game's number, as `poker-tui history`"
                         " lists them") from None
    if not 1 <= value <= SQLITE_MAX:
        raise ValueError(f"there is no saved game {text} (ids are whole numbers from 1 to"
                         f" {SQLITE_MAX:,}); `poker-tui history` lists them")
    return value


def say_left_out(left_out: list[str]) -> None:
    """Games and hands the journal could not read: each said once, the rest was read."""
    for sentence in left_out[:5]:
        print(f"poker-tui: left out: {sentence}", file=sys.stderr)
    if len(left_out) > 5:
        print(f"poker-tui: and {len(left_out) - 5} more left out.", file=sys.stderr)


def game_name(config: dict[str, Any]) -> str:
    """``No-Limit Texas Hold'em 1/2``, or the journaled code for a game no longer known."""
    from ..engine.games import get_variant
    from ..session.config import config_from_dict
    from ..session.game import stakes_text

    try:
        cfg = config_from_dict(config)
        return f"{get_variant(cfg.variant).name} {stakes_text(cfg)}"
    except (ValueError, KeyError, TypeError):
        return printable(str(config.get("variant", "?")))


def say_unreadable(unreadable: list[tuple[int, int]]) -> None:
    """Hands left out because this version no longer replays them to their journaled result."""
    if unreadable:
        which = ", ".join(f"#{sid}-{number}" for sid, number in unreadable[:5])
        more = f" and {len(unreadable) - 5} more" if len(unreadable) > 5 else ""
        print(f"poker-tui: {len(unreadable)} saved hand{'s' if len(unreadable) != 1 else ''}"
              f" left out ({which}{more}): this version does not replay them to the journaled"
              " result.", file=sys.stderr)


def _local(created: str) -> str:
    return datetime.fromisoformat(created).astimezone().strftime("%Y-%m-%d %H:%M")


# --------------------------------------------------------------- history list
def game_json(g: GameSummary) -> dict[str, Any]:
    return {
        "id": g.session_id, "created": g.created, "game": game_name(g.config),
        "variant": g.config.get("variant"), "stakes": g.config.get("stakes"), "hands": g.hands,
        "status": g.status, "resumable": g.status == "open",
        "players": [{"seat": p.seat + 1, "name": p.name, "player": p.identity, "human": p.human,
                     "hands": g.dealt.get(p.seat, 0), "net": g.net.get(p.seat, 0),
                     "bb_per_100": g.bb_per_100(p.seat)} for p in g.players],
    }


def run_list(args: argparse.Namespace) -> int:
    from ..store.review import games

    journal = _journal()
    left_out: list[str] = []
    try:
        found = games(journal, left_out) if journal is not None else []
    finally:
        if journal is not None:
            journal.close()
    say_left_out(left_out)
    exit_status = 1 if left_out else 0
    if args.json:
        print(json.dumps([game_json(g) for g in found], indent=2, ensure_ascii=False))
        return exit_status
    if not found:
        print(NO_GAMES if not left_out else "No saved game could be read.")
        return exit_status
    from rich import box
    from rich.table import Table
    from rich.text import Text

    from ..console import stdout_console

    table = Table(box=box.SIMPLE_HEAD, title="Saved games", title_justify="left", pad_edge=False)
    table.add_column("id", justify="right")
    table.add_column("date", no_wrap=True)
    table.add_column("game")
    table.add_column("hands", justify="right")
    table.add_column("status")
    table.add_column("net chips, bb/100", no_wrap=True)
    for g in found:
        result = Text()
        for p in g.players:
            if not p.human:
                continue
            net, rate = g.net.get(p.seat, 0), g.bb_per_100(p.seat)
            if result:
                result.append("\n")
            result.append(f"{printable(p.name)} ")
            result.append(f"{net:+,}", style="green" if net > 0 else "red" if net < 0 else "")
            result.append(f", {rate:+.1f}" if rate is not None else ", -", style="dim")
        status = Text(g.status, style="bold" if g.status == "open" else "dim")
        table.add_row(str(g.session_id), _local(g.created), Text(game_name(g.config)), f"{g.hands:,}",
                      status, result)
    console = stdout_console()
    console.print(table)
    console.print("open: `poker-tui --resume` or the lobby resumes it. `poker-tui history stats`"
                  " measures each player; `poker-tui history review ID` grades your decisions;"
                  " `poker-tui history export ID --text -` shows a game's hands.", style="dim")
    return exit_status


# ---------------------------------------------------------------------- stats
def choose(all_stats: list[PlayerStats], player: str | None, everyone: bool) -> list[PlayerStats]:
    """The players asked for: one by name (``tag`` finds ``bot:tag``), the humans, or all."""
    if player is None:
        return [s for s in all_stats if everyone or s.human]
    wanted = player.lower()
    for name in (wanted, f"bot:{wanted}"):
        hit = [s for s in all_stats if s.player.lower() == name]
        if hit:
            return hit
    known = ", ".join(printable(s.player) for s in all_stats)
    raise ValueError(f"no player '{printable(player)}' in the saved hands; the players are: {known}")


def _pct(x: float | None) -> str:
    return "-" if x is None else f"{100 * x:.0f}%"


def bankroll_chart(points: list[int], width: int = 60, height: int = 12, title: str = "") -> Text:
    """Net chips after each hand, drawn by plotext with axes and a zero line (docs/stats.md)."""
    from rich.text import Text

    from ..stats.bankroll_plot import bankroll_text

    return Text.from_ansi(bankroll_text(points, width, height, title))


def run_stats(args: argparse.Namespace) -> int:
    from ..stats.period import HandFilter
    from ..stats.players import player_stats
    from ..store.review import game, played_hands
    from .history_results import results_json, results_table

    if args.game is not None:
        args.game = game_id(args.game)
    kept = HandFilter.typed(args.since, args.variant)
    journal = _journal()
    unreadable: list[tuple[int, int]] = []
    left_out: list[str] = []
    hands: list[PlayedHand] = []
    if journal is None:
        if args.game is not None:
            raise ValueError(f"there is no saved game {args.game}; `poker-tui history` lists them")
        all_stats = []
    else:
        try:
            if args.game is not None:
                game(journal, args.game, [])  # a sentence for a bad id
            hands = [p for p in played_hands(journal, args.game, unreadable, left_out)
                     if kept.keeps(p)]
            all_stats = player_stats(hands)
        finally:
            journal.close()
    say_unreadable(unreadable)
    say_left_out(left_out)
    exit_status = 1 if left_out else 0
    if not all_stats:
        if args.json:
            print("[]")
        else:
            print(NO_HANDS if args.game is None and kept == HandFilter() else
                  "No finished hands match." if args.game is None else
                  f"Saved game {args.game} has no finished hands{' that match' if kept != HandFilter() else ''} yet.")
        return exit_status
    chosen = choose(all_stats, args.player, args.all)
    if args.json:
        out = [s.to_json() for s in chosen]
        if args.by:
            for s, entry in zip(chosen, out, strict=True):
                entry[f"by_{args.by}"] = results_json(hands, s.player, args.by)
        print(json.dumps(out, indent=2, ensure_ascii=False))
        return exit_status
    from rich import box
    from rich.table import Table
    from rich.text import Text

    from ..console import stdout_console

    where = f"saved game {args.game}" if args.game is not None else "every saved game"
    table = Table(box=box.SIMPLE_HEAD, title=f"Players over {where}", title_justify="left",
                  pad_edge=False, collapse_padding=True)  # eleven columns fit in 80
    for name in ("player", "hands", "net", "bb/100", "95% CI", "VPIP", "PFR", "3B", "AF", "WTSD",
                 "W$SD"):
        table.add_column(name, justify="left" if name == "player" else "right", no_wrap=True)
    for s in chosen:
        ci = s.bb_ci
        table.add_row(Text(printable(s.player)), f"{s.hands:,}", f"{s.net:+,}",
                      f"{s.bb_per_100:+.1f}" if s.bb_per_100 is not None else "-",
                      Text(f"{ci[0]:+.0f}..{ci[1]:+.0f}" if ci else "n/a", style="dim"),
                      _pct(s.share(s.vpip)), _pct(s.share(s.pfr)),
                      _pct(s.share(s.three_bets, s.three_bet_chances)),
                      "-" if s.aggression is None else f"{s.aggression:.1f}",
                      _pct(s.share(s.showdowns)), _pct(s.share(s.showdowns_won, s.showdowns)))
    console = stdout_console()
    console.print(table)
    console.print("VPIP, PFR: money put in, and raised, in the first betting round; 3B: re-raised"
                  " when facing one bet or raise there; AF: bets and"
                  " raises per call after it; WTSD: hands seen to the showdown; W$SD: showdowns"
                  " won; 95% CI: of bb/100 (docs/stats.md).", style="dim")
    width = max(30, min(80, console.width))
    for s in chosen:
        if args.by:
            console.print()
            console.print(results_table(hands, s.player, args.by))
        console.print()
        console.print(Text.assemble((printable(s.player), "bold"), f": bankroll over {s.hands:,} hands,"
                                    f" {s.net:+,} chips"))
        console.print(bankroll_chart(s.bankroll, width=width))
    return exit_status


# --------------------------------------------------------------------- export
def hot_seat_in_play(summary: GameSummary) -> bool:
    """Two or more humans share the game and it is still open: one of them could read the
    others' hands of the hands already played (docs/store.md, "Reviewing your games")."""
    return summary.status == "open" and sum(p.human for p in summary.players) >= 2


def run_export(args: argparse.Namespace) -> int:
    from ..engine.games import get_variant
    from ..engine.phh import phh_refusal, pokerkit_deviation, to_phh
    from ..store.ohh_export import ohh_refusal, write_ohh
    from ..store.review import game, played_hands
    from ..store.text_export import write_histories

    if args.phh is None and args.text is None and args.ohh is None:
        raise ValueError("say where to write: --phh DIR for PHH files, --text FILE (or -) for"
                         " PokerStars-style text, --ohh FILE for Open Hand History")
    if args.pokerstars_header and args.text is None:
        raise ValueError("--pokerstars-header goes with --text FILE")
    args.id = game_id(args.id)
    journal = _journal()
    if journal is None:
        raise ValueError(f"there is no saved game {args.id}; `poker-tui history` lists them")
    left_out: list[str] = []
    try:
        summary = game(journal, args.id, [])  # its hands' sentences come with the hands below
        if args.phh is not None:
            refusal = phh_refusal(get_variant(str(summary.config.get("variant"))))
            if refusal:
                raise ValueError(f"{refusal}; export it with --text instead")
        if args.ohh is not None:
            refusal = ohh_refusal(get_variant(str(summary.config.get("variant"))))
            if refusal:
                raise ValueError(f"{refusal}; export it with --text instead")
        unreadable: list[tuple[int, int]] = []
        hands = list(played_hands(journal, args.id, unreadable, left_out))
    finally:
        journal.close()
    say_unreadable(unreadable)
    say_left_out(left_out)
    if not hands:
        raise ValueError(f"saved game {args.id} has no finished hands to export")
    hide = hot_seat_in_play(summary) and not args.show_hidden_cards
    if hide and args.phh is not None:
        raise ValueError(f"saved game {args.id} is a hot-seat game still being played, and PHH"
                         " holds every player's cards: export it with --text (hidden cards left"
                         " out), wait until the game has ended, or add --show-hidden-cards")
    said = sys.stderr if args.text == "-" else sys.stdout
    if args.phh is not None:
        folder = Path(args.phh)
        try:
            folder.mkdir(parents=True, exist_ok=True)
            differ = 0
            for played in hands:
                differ += pokerkit_deviation(played.hand) is not None
                name = f"game-{played.session_id}-hand-{played.number:05d}.phh"
                (folder / name).write_text(to_phh(played.hand, hand_id=f"{played.session_id}-"
                                                  f"{played.number}"), encoding="utf-8")
        except OSError as exc:
            raise ValueError(f"cannot write PHH files into {shown_path(folder)}"
                             f" ({exc.strerror or exc})") from exc
        note = (f"; {differ} begin with a comment saying where PokerKit would settle them"
                " differently (docs/rules.md)") if differ else ""
        print(f"Wrote {len(hands):,} PHH hand histories to {printable(str(folder))}{note}.",
              file=said)
    if hide:
        print(f"Saved game {args.id} is a hot-seat game still being played: its players' hidden"
              " cards are left out unless shown (--show-hidden-cards writes them).", file=said)
    header = args.pokerstars_header
    if args.text == "-":
        write_histories(hands, sys.stdout, pokerstars_header=header, hide_hidden=hide)
    elif args.text is not None:
        try:
            with open(args.text, "w", encoding="utf-8") as out:
                write_histories(hands, out, pokerstars_header=header, hide_hidden=hide)
        except OSError as exc:
            raise ValueError(f"cannot write {shown_path(args.text)} ({exc.strerror or exc})") from exc
        print(f"Wrote {len(hands):,} hands as PokerStars-style text to {printable(args.text)}.",
              file=said)
    if args.ohh is not None:
        try:
            with open(args.ohh, "w", encoding="utf-8") as out:
                write_ohh(hands, out, hide_hidden=hide)
        except OSError as exc:
            raise ValueError(f"cannot write {shown_path(args.ohh)} ({exc.strerror or exc})") from exc
        print(f"Wrote {len(hands):,} hands as Open Hand History to {printable(args.ohh)}.",
              file=said)
    return 1 if left_out else 0

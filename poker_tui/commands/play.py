"""``poker-tui`` with no command: open the lobby and play.

Every game is journaled (``store.default_path()``, ``$POKER_TUI_DATA``
overrides) so it can be resumed after the terminal dies; ``--resume`` sits
straight down at the latest unfinished game (``--resume 12``: game 12, as
the lobby numbers them), ``--no-save`` plays without a journal.
"""

from __future__ import annotations

import argparse
import sys
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from textual.app import App

    from ..session import GameConfig
    from ..session.saves import SavedGames


def add_arguments(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("--resume", nargs="?", const="", default=None, metavar="GAME",
                        help="resume an unfinished game: the latest, or GAME by its number (the"
                             " lobby lists them); a hand cut off mid-play is voided")
    parser.add_argument("--no-save", action="store_true",
                        help="play without saving the game (nothing to resume later)")


def run(args: argparse.Namespace) -> int:
    """0 after a clean quit; 2 with the sentence after a store error met at the table; 70 with
    a crash report's path after an internal error (the lobby or table said it first)."""
    from ..session.saves import SavedGames
    from ..ui.app import PokerApp

    resuming = args.resume is not None
    if resuming and args.no_save:
        raise ValueError("--resume needs the saved games; leave out --no-save")
    game = _game_number(args.resume) if args.resume else None
    saves = None if args.no_save else SavedGames.at()
    try:
        session = None
        if resuming:
            assert saves is not None
            if game is not None:
                _check_open(saves, game)
            session = saves.resume(game)  # ValueError: no game, another window plays it, damaged
        return finish(PokerApp(saves=saves, session=session), saves)
    finally:
        if saves is not None:
            saves.close()


def _game_number(text: str) -> int:
    if not text.isdigit() or int(text) < 1:
        raise ValueError(f"argument --resume: GAME is a game number as the lobby lists them"
                         f" (game 12: --resume 12), not {text[:40]!r}.")
    return int(text)


def _check_open(saves: SavedGames, game: int) -> None:
    """ValueError naming the unfinished games when ``game`` is not one of them."""
    games = [g.session_id for g in saves.unfinished()]
    if game in games:
        return
    if not games:
        raise ValueError(f"There is no unfinished game {game}, and no other to resume.")
    listed = ", ".join(map(str, games[:-1])) + (" and " if len(games) > 1 else "") + str(games[-1])
    raise ValueError(f"There is no unfinished game {game}; the unfinished"
                     f" game{'s are' if len(games) > 1 else ' is'} {listed}.")


def finish(app: App[None], saves: SavedGames | None) -> int:
    """Run the app with crash reports on, then say what went wrong, if anything, once."""
    from ..crash import EXIT_CRASH, report_app_crashes, sentence

    crash = report_app_crashes(app)
    app.run()
    if crash.crashed:
        print(sentence(crash.report), file=sys.stderr)
        return EXIT_CRASH
    plain = getattr(app, "plain_config", None)  # the lobby dealt a game in plain lines
    if plain is not None:
        return play_plain_game(plain, saves)
    error = saves.error if saves is not None else None
    if error:
        print(f"poker-tui: {error}", file=sys.stderr)
        return 2
    return 0


def play_plain_game(config: GameConfig, saves: SavedGames | None, coach: bool = False) -> int:
    """``config`` played in plain lines (``play --plain``, or the lobby's Display: plain
    lines): no Textual, the same session and journal; 2 with the store's sentence."""
    import asyncio

    from ..plain.terminal import play_plain
    from ..session import GameSession

    session = saves.new(config) if saves is not None else GameSession(config)
    if saves is not None and saves.problem:
        print(f"Saved games: {saves.problem}", flush=True)
    asyncio.run(play_plain(session, coach=coach))
    error = saves.error if saves is not None else None
    if error:
        print(f"poker-tui: {error}", file=sys.stderr)
        return 2
    return 0

"""``poker-tui`` with no command: open the lobby and play.

Every game is journaled (``store.default_path()``, ``$POKER_TUI_DATA``
overrides) so it can be resumed after the terminal dies; ``--resume`` sits
straight down at the latest unfinished game, ``--no-save`` plays without a
journal.
"""

from __future__ import annotations

import argparse
import sys
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from textual.app import App

    from ..session.saves import SavedGames


def add_arguments(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("--resume", action="store_true",
                        help="resume the latest unfinished game (voiding a hand cut off mid-play,"
                             " 002 §5.1)")
    parser.add_argument("--no-save", action="store_true",
                        help="play without saving the game (nothing to resume later)")


def run(args: argparse.Namespace) -> int:
    """0 after a clean quit; 2 with the sentence after a store error met at the table; 70 with
    a crash report's path after an internal error (the lobby or table said it first)."""
    from ..session.saves import SavedGames
    from ..ui.app import PokerApp

    if args.resume and args.no_save:
        raise ValueError("--resume needs the saved games; leave out --no-save")
    saves = None if args.no_save else SavedGames.at()
    try:
        session = None
        if args.resume:
            assert saves is not None
            session = saves.resume()  # ValueError: no game, another window plays it, damaged
        return finish(PokerApp(saves=saves, session=session), saves)
    finally:
        if saves is not None:
            saves.close()


def finish(app: App[None], saves: SavedGames | None) -> int:
    """Run the app with crash reports on, then say what went wrong, if anything, once."""
    from ..crash import EXIT_CRASH, report_app_crashes, sentence

    report_app_crashes(app)
    app.run()
    if app.crashed:  # type: ignore[attr-defined]
        print(sentence(app.crash_report), file=sys.stderr)  # type: ignore[attr-defined]
        return EXIT_CRASH
    error = saves.error if saves is not None else None
    if error:
        print(f"poker-tui: {error}", file=sys.stderr)
        return 2
    return 0

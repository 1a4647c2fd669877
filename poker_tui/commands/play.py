"""``poker-tui`` with no command: open the lobby and play.

Every game is journaled (``store.default_path()``, ``$POKER_TUI_DATA``
overrides) so it can be resumed after the terminal dies; ``--resume`` sits
straight down at the latest unfinished game, ``--no-save`` plays without a
journal.
"""

from __future__ import annotations

import argparse


def add_arguments(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("--resume", action="store_true",
                        help="resume the latest unfinished game (voiding a hand cut off mid-play,"
                             " 002 §5.1)")
    parser.add_argument("--no-save", action="store_true",
                        help="play without saving the game (nothing to resume later)")


def run(args: argparse.Namespace) -> int:
    from ..session.saves import SavedGames
    from ..ui.app import PokerApp

    if args.resume and args.no_save:
        raise ValueError("--resume needs the saved games; leave out --no-save")
    saves = None if args.no_save else SavedGames.at()
    try:
        session = None
        if args.resume:
            assert saves is not None
            session = saves.resume()  # ValueError: "There is no unfinished game to resume."
        PokerApp(saves=saves, session=session).run()
    finally:
        if saves is not None:
            saves.close()
    return 0

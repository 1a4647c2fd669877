"""The ``poker-tui`` command: the lobby by default, plus play, sim, bots, variants and history.

Each subcommand lives in ``poker_tui/commands/`` and imports what it needs
only when run, so ``poker-tui sim`` never loads Textual.
"""

from __future__ import annotations

import argparse
import sys

from . import __version__
from .commands import (
    bots,
    exploit,
    history,
    icm,
    play,
    play_options,
    pushfold,
    serve,
    sim,
    variants,
)


def build_parser(commands: bool = True) -> argparse.ArgumentParser:
    """The whole command line; without ``commands``, only the lobby's own options."""
    parser = argparse.ArgumentParser(prog="poker-tui", description="A terminal poker room.")
    parser.add_argument("--version", action="version", version=f"poker-tui {__version__}")
    parser.set_defaults(func=play.run)
    play.add_arguments(parser)
    if not commands:
        return parser
    sub = parser.add_subparsers(title="commands")
    for command in (play_options, sim, bots, variants, history, exploit, icm, pushfold, serve):
        command.register(sub)
    return parser


def main(argv: list[str] | None = None) -> int:
    words = sys.argv[1:] if argv is None else argv
    # ``poker-tui`` alone opens the lobby: its first frame need not wait for every command's parser
    args = build_parser(commands=bool(words)).parse_args(words)
    try:
        return args.func(args)
    except ValueError as exc:  # a user error: one clear sentence, no traceback
        print(f"poker-tui: {exc}", file=sys.stderr)
        return 2
    except KeyboardInterrupt:
        return 130
    except Exception as exc:  # a bug: a crash report in the data directory, one sentence
        from .crash import EXIT_CRASH, report

        report(exc, ["poker-tui", *(sys.argv[1:] if argv is None else argv)])
        return EXIT_CRASH


if __name__ == "__main__":
    sys.exit(main())

"""The ``poker-tui`` command: the lobby by default, plus play, sim, bots, variants and history.

Each subcommand lives in ``poker_tui/commands/`` and imports what it needs
only when run, so ``poker-tui sim`` never loads Textual.
"""

from __future__ import annotations

import argparse
import sys
from typing import NoReturn

from . import __version__
from .commands import (
    bots,
    equity,
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


class _Parser(argparse.ArgumentParser):
    """argparse, whose error messages echo what was typed with control characters escaped
    (``unrecognized arguments: x\x1b[2J``): a terminal would obey them."""

    def error(self, message: str) -> NoReturn:
        from .names import printable

        super().error(printable(message))


def build_parser(commands: bool = True) -> argparse.ArgumentParser:
    """The whole command line; without ``commands``, only the lobby's own options."""
    parser = _Parser(prog="poker-tui", description="A terminal poker room.")
    parser.add_argument("--version", action="version", version=f"poker-tui {__version__}")
    parser.set_defaults(func=play.run)
    play.add_arguments(parser)
    if not commands:
        return parser
    sub = parser.add_subparsers(title="commands")
    for command in (
        play_options,
        sim,
        bots,
        variants,
        history,
        exploit,
        icm,
        pushfold,
        serve,
        equity,
    ):
        command.register(sub)
    return parser


def main(argv: list[str] | None = None) -> int:
    words = sys.argv[1:] if argv is None else argv
    # ``poker-tui`` alone opens the lobby: its first frame need not wait for every command's parser
    args = build_parser(commands=bool(words)).parse_args(words)
    try:
        status = args.func(args)
        sys.stdout.flush()  # a reader that went away is met here, not at exit
        return status
    except BrokenPipeError:  # ``history --json | head -1``: stop quietly, as Unix tools do
        from .crash import EXIT_BROKEN_PIPE, quiet_stdout

        quiet_stdout()
        return EXIT_BROKEN_PIPE
    except ValueError as exc:  # a user error: one clear sentence, no traceback
        from .citations import plain_words  # words for the player; rule numbers stay in docs
        from .names import printable  # what was typed is echoed, never obeyed by the terminal

        print(f"poker-tui: {printable(plain_words(str(exc)))}", file=sys.stderr)
        return 2
    except KeyboardInterrupt:
        return 130
    except Exception as exc:  # a bug: a crash report in the data directory, one sentence
        from .crash import EXIT_CRASH, ordinary_os_error, report

        said = ordinary_os_error(exc)
        if said is not None:  # a full disk, a name too long: the machine's state, not a bug
            print(f"poker-tui: {said}", file=sys.stderr)
            return 2

        report(exc, ["poker-tui", *(sys.argv[1:] if argv is None else argv)])
        return EXIT_CRASH


if __name__ == "__main__":
    sys.exit(main())

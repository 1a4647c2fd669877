"""``poker-tui serve``: the same app in a browser tab, one game per tab (textual-serve).

Each tab starts its own ``poker-tui`` process, exactly the program a terminal
runs, so the journal, the lock (a game is played by one tab or window at a time)
and the settings behave as they do in a terminal. The server binds the loopback
address unless told otherwise: anyone who can reach the port can play and read
the journal's games, so another address needs ``--public`` and gets a warning.
"""

from __future__ import annotations

import argparse
import ipaddress
import shlex
import sys

DEFAULT_PORT = 8000


def register(sub: argparse._SubParsersAction) -> None:
    serve = sub.add_parser(
        "serve",
        help="play in a browser tab (needs the web extra)",
        description="Serve poker-tui to a web browser: open the printed address, one game per"
        " tab. Needs `pip install 'poker-tui-room[web]'`. Binds 127.0.0.1 unless"
        " --public is given.",
    )
    serve.add_argument(
        "--host",
        default="127.0.0.1",
        help="the address to bind (default 127.0.0.1, this machine only)",
    )
    serve.add_argument(
        "--port", type=int, default=DEFAULT_PORT, help=f"the port (default {DEFAULT_PORT})"
    )
    serve.add_argument(
        "--public",
        action="store_true",
        help="allow an address other than loopback: anyone who reaches it can"
        " play and see your saved games",
    )
    serve.add_argument(
        "--no-save", action="store_true", help="the games in the browser are not saved"
    )
    serve.add_argument(
        "table",
        nargs=argparse.REMAINDER,
        metavar="play ...",
        help="optional: `play` and its options, so every tab sits straight"
        " down at that table (e.g. play --variant omaha --seats 2)",
    )
    serve.set_defaults(func=run)


def is_loopback(host: str) -> bool:
    if host == "localhost":
        return True
    try:
        return ipaddress.ip_address(host).is_loopback
    except ValueError:
        return False


def app_words(no_save: bool, table: list[str]) -> list[str]:
    """What each tab runs after ``python -m poker_tui``: the lobby, or ``play ...``.

    The words are parsed here first with the real parser, so a bad option is one
    sentence before the server starts rather than a broken page in every tab.
    """
    if table and table[0] != "play":
        raise ValueError(f"after serve's own options only `play ...` may follow, not {table[0]!r}.")
    words = list(table)
    if no_save:
        words.append("--no-save")
    if table:
        from . import play_options

        parser = argparse.ArgumentParser(prog="poker-tui serve ... play", exit_on_error=False)
        play_options.add_options(parser)
        try:
            options, unknown = parser.parse_known_args(words[1:])
        except argparse.ArgumentError as exc:
            raise ValueError(f"the play options for the browser: {exc}.") from None
        if unknown:
            raise ValueError(f"{unknown[0]!r} is not an option of play (poker-tui play --help).")
        play_options.request_from(options)
    return words


def app_command(words: list[str]) -> str:
    """The shell command each tab runs: this Python, this poker-tui."""
    return shlex.join([sys.executable, "-m", "poker_tui", *words])


def run(args: argparse.Namespace) -> int:
    if not 1 <= args.port <= 65535:
        raise ValueError(f"--port must be from 1 to 65535, not {args.port}.")
    if not is_loopback(args.host):
        if not args.public:
            raise ValueError(
                f"--host {args.host} is not this machine only: anyone who reaches it could play"
                " and read your saved games. Add --public to serve it anyway."
            )
        print(
            f"poker-tui: warning: serving on {args.host}: anyone who can reach this address"
            " can play and see your saved games.",
            file=sys.stderr,
        )
    command = app_command(app_words(args.no_save, args.table))  # a bad table: its sentence first
    try:
        from textual_serve.server import Server
    except ImportError:
        raise ValueError(
            "serving to a browser needs the web extra: pip install 'poker-tui-room[web]'."
        ) from None
    from ..web import TEMPLATES

    server = Server(
        command, host=args.host, port=args.port, title="poker-tui", templates_path=TEMPLATES
    )
    shown = f"[{args.host}]" if ":" in args.host else args.host
    print(f"poker-tui: open http://{shown}:{args.port} in a browser (Ctrl+C stops).", flush=True)
    try:
        server.serve()
    except OSError as exc:
        raise ValueError(
            f"cannot serve on {args.host}:{args.port}: {exc.strerror or exc}."
        ) from None
    return 0

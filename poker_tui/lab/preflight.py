"""Refuse a match that cannot run, in one sentence, before any hand is dealt.

Why: a match that starts and then fails (a bot program that is not there,
a bot that raises when it is built, an output directory that cannot be
made) either dies with a traceback after minutes of play or, worse, goes
on and reports a winner against a seat that never played. Everything here
is checked once, in the parent, before any job starts; each problem is a
``ValueError`` with one sentence, which ``poker-tui`` prints with exit code 2.
"""

from __future__ import annotations

import os
import tempfile
import time
from pathlib import Path

from .config import MatchConfig
from .lineup import BotMaker, make_lineup

PROGRAM_GRACE = 0.5
"""Seconds a ``cmd:`` bot program is watched after it starts: one that exits at once
(no such script, a syntax error) is refused; one still running is fine."""


def preflight(config: MatchConfig, *, csv_path: str | os.PathLike | None = None,
              backend: str = "local", address: str | None = None) -> None:
    """Raise ``ValueError`` (one sentence) if the match cannot be played as asked."""
    from .backends import check_backend

    check_backend(backend, address)
    check_bots(config)
    if config.phh_dir is not None:
        check_directory(Path(config.phh_dir), "--phh-dir")
    if csv_path is not None:
        check_file(Path(csv_path), "--csv")


def check_bots(config: MatchConfig) -> None:
    """Every bot of the line-up can be built; every program starts and keeps running."""
    entries = make_lineup(config.seat_specs)
    maker = BotMaker(entries, config.time_limit)  # refuses unknown names
    try:
        seen: set[str] = set()
        for entry in entries:
            if entry.spec in seen:
                continue
            seen.add(entry.spec)
            if entry.command is None:
                try:
                    bot = maker.build(entry, 0)
                except Exception as exc:
                    raise ValueError(f"bot {entry.label!r} cannot start: it raised "
                                     f"{type(exc).__name__}: {_first_line(exc)}") from None
                close = getattr(bot, "close", None)
                if callable(close):
                    close()
            else:
                _check_program(entry.label, entry.command, config.time_limit)
    finally:
        maker.close()


def _check_program(label: str, command: str, time_limit: float) -> None:
    from ..process_bot import BotFault, ProcessBot

    bot = ProcessBot(command, seed=0, time_limit=time_limit)
    try:
        try:
            bot._start()
        except BotFault as exc:
            raise ValueError(f"bot {label!r} cannot start: {_first_line(exc)}") from None
        deadline = time.monotonic() + PROGRAM_GRACE
        while time.monotonic() < deadline and bot.running:
            time.sleep(0.02)
        if not bot.running:
            code = bot._proc.returncode if bot._proc is not None else None
            why = bot._stderr_tail()
            raise ValueError(f"bot {label!r} cannot start: {command!r} exited at once"
                             f"{f' with code {code}' if code is not None else ''}"
                             f"{f' ({why})' if why else ''}")
    finally:
        bot.close()


def check_directory(path: Path, option: str) -> None:
    """The directory exists or can be made, and a file can be written in it."""
    try:
        path.mkdir(parents=True, exist_ok=True)
        with tempfile.TemporaryFile(dir=path):
            pass
    except OSError as exc:
        raise ValueError(f"{option} {str(path)!r} cannot be written: "
                         f"{exc.strerror or exc}") from None


def check_file(path: Path, option: str) -> None:
    """The file can be created (or rewritten) where it is named; nothing is left behind."""
    if path.is_dir():
        raise ValueError(f"{option} {str(path)!r} is a directory; name a file")
    existed = path.exists()
    try:
        with open(path, "a", encoding="utf-8"):
            pass
    except OSError as exc:
        raise ValueError(f"{option} {str(path)!r} cannot be written: "
                         f"{exc.strerror or exc}") from None
    if not existed:
        path.unlink(missing_ok=True)


def _first_line(exc: BaseException) -> str:
    lines = str(exc).strip().splitlines()
    return lines[0] if lines else type(exc).__name__

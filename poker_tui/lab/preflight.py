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

from ..names import shown_path
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
    if config.text_dir is not None:
        check_directory(Path(config.text_dir), "--text-dir")
    if config.ohh_path is not None:
        check_file(Path(config.ohh_path), "--ohh")
    if csv_path is not None:
        check_file(Path(csv_path), "--csv")


def check_bots(config: MatchConfig) -> None:
    """Every bot of the line-up can be built; every program starts and keeps running."""
    entries = make_lineup(config.seat_specs)
    BotMaker(entries, config.time_limit).close()  # refuses unknown names
    programs: set[str] = set()
    for entry in entries:
        if entry.command is not None and entry.spec not in programs:
            programs.add(entry.spec)
            _check_program(entry.label, entry.command, config.time_limit)
    builds = [(e.spec, e.label) for e in entries if e.command is None]
    if builds:
        problem = _in_a_child(_build_each, config.seat_specs, config.time_limit,
                              list(dict.fromkeys(builds)))
        if problem:
            raise ValueError(problem)


def check_bot_builds(spec: str, time_limit: float = 5.0) -> None:
    """One installed bot can be built (``exploit``'s bot; ``check_bots`` does a line-up)."""
    problem = _in_a_child(_build_each, (spec,), time_limit, [(spec, spec)])
    if problem:
        raise ValueError(problem)


def _build_each(seat_specs: tuple[str, ...], time_limit: float,
                builds: list[tuple[str, str]]) -> str | None:
    """Build one of each named bot; the sentence for the first that raises, else None."""
    entries = make_lineup(seat_specs)
    maker = BotMaker(entries, time_limit)
    by_spec = {e.spec: e for e in entries}
    try:
        for spec, label in builds:
            try:
                bot = maker.build(by_spec[spec], 0)
            except Exception as exc:
                return (f"bot {label!r} cannot start: it raised "
                        f"{type(exc).__name__}: {_first_line(exc)}")
            close = getattr(bot, "close", None)
            if callable(close):
                close()
    finally:
        maker.close()
    return None


def _in_a_child(fn, *args):  # -> the child's answer
    """Run ``fn`` in a forked child and return its answer: building a bot may have side
    effects (module state, memory, even ``os._exit``) that must not reach the match."""
    import multiprocessing as mp

    if "fork" not in mp.get_all_start_methods():
        return fn(*args)
    ctx = mp.get_context("fork")
    mine, theirs = ctx.Pipe(duplex=False)
    child = ctx.Process(target=_answer, args=(theirs, fn, args), daemon=True)
    child.start()
    theirs.close()
    try:
        if mine.poll(60):
            return mine.recv()
        return None  # a constructor that takes a minute: the match's own limits deal with it
    except EOFError:
        child.join(1.0)
        return (f"building the bots ended their process (exit code {child.exitcode}):"
                " a bot's constructor exits or crashes")
    finally:
        mine.close()
        child.join(1.0)
        if child.is_alive():
            child.kill()


def _answer(conn, fn, args) -> None:
    try:
        conn.send(fn(*args))
    finally:
        conn.close()


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
        with tempfile.TemporaryFile(dir=path) as probe:
            probe.write(b"\n")
            probe.flush()
    except OSError as exc:
        raise ValueError(f"{option} {shown_path(path)} cannot be written: "
                         f"{exc.strerror or exc}") from None


def check_file(path: Path, option: str) -> None:
    """The file can be created (or rewritten) and written where it is named (``/dev/full``
    takes the open and refuses the write); nothing is left behind."""
    try:
        if path.is_dir():
            raise ValueError(f"{option} {shown_path(path)} is a directory; name a file")
        existed = path.exists()
        with open(path, "a", encoding="utf-8") as probe:
            if not path.is_file():  # a device or a pipe: one newline tells if it takes writes
                probe.write("\n")
                probe.flush()
    except OSError as exc:
        raise ValueError(f"{option} {shown_path(path)} cannot be written: "
                         f"{exc.strerror or exc}") from None
    if not existed:
        path.unlink(missing_ok=True)


def _first_line(exc: BaseException) -> str:
    lines = str(exc).strip().splitlines()
    return lines[0] if lines else type(exc).__name__

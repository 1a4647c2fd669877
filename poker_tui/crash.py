"""Crash reports: an exception nobody expected is saved to a file, never shown as a traceback.

The CLI (``cli.main``) and the Textual app (``report_app_crashes``) both end up
here: the traceback, the version, the command line and the platform go to
``crash-YYYYmmdd-HHMMSS.txt`` in the data directory (beside ``poker.db``, or
the temporary directory if that cannot be written), the player reads one
sentence saying where, and the exit status is non-zero.
"""

from __future__ import annotations

import errno
import os
import platform
import sys
import tempfile
import traceback
from dataclasses import dataclass
from datetime import datetime
from pathlib import Path
from typing import Any

EXIT_CRASH = 70  # EX_SOFTWARE: an internal error
EXIT_BROKEN_PIPE = 141  # 128 + SIGPIPE: what a shell reports for a Unix tool whose reader left

ORDINARY_ERRNOS = frozenset(getattr(errno, name) for name in (
    "ENOSPC", "EDQUOT", "EFBIG", "ENAMETOOLONG", "EACCES", "EPERM", "EROFS", "ENOENT",
    "ENOTDIR", "EISDIR", "EEXIST", "ELOOP", "EMFILE", "ENFILE", "EIO", "ENXIO", "ETXTBSY",
) if hasattr(errno, name))
"""Errors of the machine's state or of a file the user named: a sentence, not a crash report."""


def ordinary_os_error(error: BaseException) -> str | None:
    """The sentence for an ``OSError`` nobody caught that is no bug (a full disk, a file
    name too long, a directory that cannot be written), or None for anything else."""
    if not isinstance(error, OSError) or error.errno not in ORDINARY_ERRNOS:
        return None
    from .names import shown_path

    why = error.strerror or str(error)
    if error.filename is not None:
        return f"{shown_path(error.filename)} cannot be used ({why}); nothing more was written to it."
    return f"a file could not be written or read ({why}); free some space or check the disk."


def quiet_stdout() -> None:
    """Point standard output at the null device, so the interpreter's last flush of what
    was left in its buffer meets no broken pipe (the Python documentation's recipe)."""
    try:
        devnull = os.open(os.devnull, os.O_WRONLY)
        os.dup2(devnull, sys.stdout.fileno())
    except (OSError, ValueError, AttributeError):
        pass


def data_dir() -> Path:
    from .store.location import default_path  # light: no SQLite is loaded

    return default_path().parent


def write_report(error: BaseException, argv: list[str] | None = None) -> Path:
    """Save the report and return its path (the data directory, else the temporary one)."""
    from . import __version__

    stamp = datetime.now().strftime("%Y%m%d-%H%M%S")
    text = "".join([
        f"poker-tui {__version__} crash report, {datetime.now().astimezone().isoformat()}\n",
        f"command: {' '.join(argv if argv is not None else sys.argv)}\n",
        f"python {platform.python_version()} on {platform.platform()}\n",
        f"POKER_TUI_DATA={os.environ.get('POKER_TUI_DATA', '')}\n\n",
        *traceback.format_exception(type(error), error, error.__traceback__),
    ])
    for folder in (data_dir(), Path(tempfile.gettempdir())):
        try:
            folder.mkdir(parents=True, exist_ok=True)
            path = folder / f"crash-{stamp}.txt"
            n = 2
            while path.exists():
                path = folder / f"crash-{stamp}-{n}.txt"
                n += 1
            path.write_text(text, encoding="utf-8")
            return path
        except OSError:
            continue
    raise OSError("no directory to write a crash report")


def sentence(path: Path | None) -> str:
    """What the player reads instead of a traceback."""
    if path is None:
        return "poker-tui: an internal error stopped it, and no crash report could be saved."
    return (f"poker-tui: an internal error stopped it; the crash report is in {path}"
            " (please attach it to a bug report).")


def report(error: BaseException, argv: list[str] | None = None) -> Path | None:
    """Write the report and say where on stderr; the path, or None if nothing could be written."""
    try:
        path: Path | None = write_report(error, argv)
    except OSError:
        path = None
    print(sentence(path), file=sys.stderr)
    return path


@dataclass
class AppCrash:
    """What ``report_app_crashes`` saw while the app ran: a crash, and where its report went."""

    crashed: bool = False
    report: Path | None = None  # None after a crash: no report could be written


def report_app_crashes(app: Any) -> AppCrash:
    """Make a Textual app save a crash report instead of printing a traceback on exit.

    Textual calls ``App._handle_exception`` with any exception no handler caught: it
    sets the return code to 1, keeps the first exception (``run_test`` re-raises it,
    so a Pilot test still sees it) and queues a Rich traceback to print on exit. This
    replacement does the first two and writes the report instead of the traceback
    (Textual has no public hook for this, hence ``app: Any``); the caller reads the
    returned ``AppCrash`` and prints ``sentence(crash.report)`` once the terminal is
    restored.
    """
    crash = AppCrash()

    def handle(error: Exception) -> None:
        app._return_code = 1
        if app._exception is None:
            app._exception = error
            app._exception_event.set()
        if not crash.crashed:
            crash.crashed = True
            try:
                crash.report = write_report(error)
            except OSError:
                crash.report = None
        app._close_messages_no_wait()

    app._handle_exception = handle
    return crash

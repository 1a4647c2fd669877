"""Small text files the app reads as it starts (the keymap, settings): never a hang, never a
gigabyte, one sentence when the file cannot be used.

Why: ``Path.read_text`` on a FIFO blocks until a writer comes (the app sat on a blank screen
before the lobby, deaf to Ctrl-C), and on a 35 MB file it read for minutes at 1 GB. Here the
file is opened with ``O_NONBLOCK`` (a FIFO or a device opens at once and is then refused, as
is anything that is not a regular file), and at most ``limit`` bytes are read.
"""

from __future__ import annotations

import os
import stat
from pathlib import Path

KIB = 1024


class FileRefused(ValueError):
    """The file exists but cannot be used; the message is one sentence for the player."""


def read_small_text(path: Path, limit: int, what: str) -> str | None:
    """The UTF-8 text of the regular file at ``path``, or None when there is none.

    ``what`` names the file in the sentence ("the keymap"); FileRefused when it is not a
    regular file, is over ``limit`` bytes, cannot be read or is not UTF-8.
    """
    flags = os.O_RDONLY | getattr(os, "O_NONBLOCK", 0) | getattr(os, "O_NOCTTY", 0)
    try:
        fd = os.open(path, flags | getattr(os, "O_CLOEXEC", 0))
    except FileNotFoundError:
        return None
    except OSError as exc:
        raise FileRefused(f"{what} {path} could not be read ({exc.strerror or exc})") from exc
    try:
        info = os.fstat(fd)
        if not stat.S_ISREG(info.st_mode):
            raise FileRefused(f"{what} {path} is not a regular file")
        if info.st_size > limit:
            raise FileRefused(
                f"{what} {path} is {_size(info.st_size)}, more than the {_size(limit)} it may be"
            )
        data = b""
        while len(data) <= limit:  # a file that grows as it is read stops at the limit too
            chunk = os.read(fd, limit + 1 - len(data))
            if not chunk:
                break
            data += chunk
        if len(data) > limit:
            raise FileRefused(f"{what} {path} is more than the {_size(limit)} it may be")
    except OSError as exc:
        raise FileRefused(f"{what} {path} could not be read ({exc.strerror or exc})") from exc
    finally:
        os.close(fd)
    try:
        return data.decode("utf-8")
    except UnicodeDecodeError as exc:
        raise FileRefused(f"{what} {path} is not UTF-8 text (byte {exc.start})") from exc


def _size(n: int) -> str:
    return f"{n:,} bytes" if n < 10 * KIB else f"{n // KIB:,} kB"

"""The lab's output files (``--csv``, ``--phh-dir``) and the sentence when one cannot be written.

Why a module of its own: a full disk, ``/dev/full`` or a name too long is the
user's mistake or their machine's state, not a bug, so it must end the match
with one sentence and exit status 2, never a crash report. The write may
happen in the parent (the CSV, hand histories sent back by remote workers) or
in a worker (hand histories played there); both raise ``OutputFailed``, which
the supervisor passes on as it is (``lab.parallel``).
"""

from __future__ import annotations

from pathlib import Path
from typing import TextIO

from ..names import shown_path


class OutputFailed(ValueError):
    """An output file of the match could not be written: one sentence, exit status 2."""


def cannot_write(option: str, path: str | Path, exc: OSError) -> OutputFailed:
    return OutputFailed(
        f"{option}: {shown_path(path)} cannot be written ({exc.strerror or exc});"
        " the match stopped: free some space or name another place."
    )


def option_for(path: str | Path) -> str:
    """The option that asked for a per-hand file, by its name (``hand-000001.phh``)."""
    return "--text-dir" if str(path).endswith(".txt") else "--phh-dir"


def write_file(path: Path, text: str, option: str) -> None:
    """Write one whole file of the match's output."""
    try:
        path.write_text(text, encoding="utf-8")
    except OSError as exc:
        raise cannot_write(option, path, exc) from None


def append(out: TextIO, text: str, option: str) -> None:
    """Write to an output file already open (flushed, so a full disk is met now, not at close)."""
    try:
        out.write(text)
        out.flush()
    except OSError as exc:
        raise cannot_write(option, out.name, exc) from None

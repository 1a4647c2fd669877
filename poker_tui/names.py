"""Names and paths the program echoes: a player's name checked, any text made safe to print.

Why a module of its own: a name or a file name comes from the user, and a
terminal obeys the control characters in what it prints (an escape sequence
in a file name can clear the screen or retitle the window). Everything the
program echoes back goes through ``printable`` or ``shown_path``; a player's
name is checked once here, by ``player_name``, for the ``play`` command and
the lobby alike.
"""

from __future__ import annotations

import os

NAME_MAX = 12
"""The longest player name: the lobby's name field and the table's seat box hold 12."""


def printable(text: str) -> str:
    """``text`` with every character a terminal would act on written as an escape
    (``\\x1b``, ``\\n``, ``\\u202e``): what Python's ``repr`` escapes, without quotes."""
    if text.isprintable():
        return text
    return "".join(c if c.isprintable() else repr(c)[1:-1] for c in text)


def shown_path(path: str | os.PathLike[str]) -> str:
    """A path as a sentence quotes it: ``'/tmp/a b.txt'``, control characters escaped."""
    return repr(os.fspath(path))


def player_name(text: str, what: str = "A player's name") -> str:
    """The name stripped; ValueError with one sentence for an empty, overlong or
    unprintable one."""
    name = text.strip()
    if not name:
        raise ValueError(f"{what} cannot be empty.")
    if len(name) > NAME_MAX:
        raise ValueError(f"{what} is at most {NAME_MAX} characters, not {len(name):,}.")
    if not name.isprintable():
        raise ValueError(
            f"{what} '{printable(name)}' holds a control character; use letters,"
            " digits and punctuation."
        )
    return name

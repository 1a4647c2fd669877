"""Every error the journal can meet, as one sentence that names the file (and the game and hand).

A player meets these in the lobby, at the table or from ``poker-tui history``,
never as a traceback. ``StoreError`` is a ``ValueError`` (the CLI prints any
``ValueError`` as one line, status 2) and an ``sqlite3.Error`` (the session's
"this game is no longer being saved" catches those), so both callers keep
working unchanged.
"""

from __future__ import annotations

import sqlite3
from pathlib import Path

SQLITE_IOERR = 10
"""SQLite's primary result code for an I/O error (the low byte of ``sqlite_errorcode``)."""


class StoreError(ValueError, sqlite3.Error):
    """A sentence about the journal at ``path``: what went wrong and what to do."""

    def __init__(self, message: str, path: Path | str | None = None) -> None:
        super().__init__(message)
        self.path = path


class GameInUse(StoreError):
    """Another process is playing this game: it holds the game's lock (docs/store.md)."""

    def __init__(self, path: Path | str, game: int, pid: int | None) -> None:
        self.game, self.pid = game, pid
        who = f" (pid {pid})" if pid else ""
        super().__init__(f"Saved game {game} is being played in another window{who}: play it"
                         " there, or start a new game.", path)


def where(path: Path | str, game: int | None = None, hand: int | None = None) -> str:
    """``/home/a/poker.db, game 3, hand #12``: as much as is known."""
    parts = [str(path)]
    if game is not None:
        parts.append(f"game {game}")
    if hand is not None:
        parts.append(f"hand #{hand}")
    return ", ".join(parts)


def from_sqlite(exc: sqlite3.Error, path: Path | str, game: int | None = None,
                hand: int | None = None) -> StoreError:
    """The sentence for an error SQLite raised while reading or writing the journal."""
    if isinstance(exc, StoreError):
        return exc
    text = str(exc)
    lower = text.lower()
    at = where(path, game, hand)
    code = (getattr(exc, "sqlite_errorcode", None) or 0) & 0xFF
    if code == SQLITE_IOERR or "disk i/o" in lower:
        # A read or write the operating system refused (a full disk, a removed or failing
        # one): no evidence that the file is damaged, so no advice to move it away.
        message = (f"Reading or writing the saved games at {at} failed ({text}): the disk may be"
                   " full, removed or failing; free some space or check the disk, then start"
                   " again.")
    elif "malformed" in lower or "corrupt" in lower:
        message = (f"The saved games at {at} are damaged ({text}): `poker-tui history` shows"
                   " what can still be read; move the file away to start a new journal.")
    elif "not a database" in lower:
        message = (f"{path} is not a poker-tui journal ({text}); nothing was written to it: move"
                   " it away, or set POKER_TUI_DATA to another directory.")
    elif "readonly" in lower or "read-only" in lower:
        message = (f"The saved games at {at} cannot be written ({text}): make the file writable,"
                   " or set POKER_TUI_DATA to a writable directory.")
    elif "locked" in lower or "busy" in lower:
        message = (f"The saved games at {at} are locked by another program ({text}): try again"
                   " when it has finished.")
    elif "full" in lower:
        message = f"The disk holding {at} is full ({text}): free some space and start again."
    elif "no such" in lower or "has no column" in lower:
        message = (f"The saved games at {at} do not have the layout this poker-tui wrote ({text}):"
                   " move the file away to start a new journal.")
    else:
        message = f"The saved games at {at} cannot be read ({text})."
    return StoreError(message, path)


class Undecodable(StoreError):
    """One row this version cannot read: its game or hand is left out, the file is still used."""


def undecodable(path: Path | str, exc: Exception, game: int | None = None,
                hand: int | None = None) -> StoreError:
    """A row whose JSON or values this version cannot read."""
    return Undecodable(f"A saved record at {where(path, game, hand)} cannot be read"
                      f" ({type(exc).__name__}: {exc}).", path)

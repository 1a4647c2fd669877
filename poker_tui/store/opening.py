"""Opening the journal file: created whole, migrated after a backup, or refused untouched.

Nothing here writes to a file before knowing it is a poker-tui journal of a
version this code reads: the file is first inspected through a read-only
connection. A new journal is laid out in a file beside the target and linked
into place, so ``poker.db`` never exists half made and a file that appears
meanwhile (another window) is opened, not overwritten.
"""

from __future__ import annotations

import os
import sqlite3
from pathlib import Path
from urllib.parse import quote

from . import schema
from .errors import StoreError, from_sqlite

BUSY_MS = 5000  # wait this long for another window's transaction before saying so


def _uri(path: Path, immutable: bool = False) -> str:
    return f"file:{quote(str(path.resolve()))}?mode=ro" + ("&immutable=1" if immutable else "")


def _refuse_empty(path: Path) -> None:
    if path.stat().st_size == 0:
        raise StoreError(f"{path} is an empty file, not a poker-tui journal; nothing was written"
                         " to it: delete it or move it away, or set POKER_TUI_DATA to another"
                         " directory.", path)


def open_read_only(path: Path) -> tuple[sqlite3.Connection, int]:
    """A read-only connection and the journal's version; StoreError if not ours or newer.

    The file is first inspected as immutable (SQLite then makes no side files at all),
    so a file that is not ours gets nothing beside it either; a write-ahead log beside
    it means a journal in use, read normally. A journal of ours is then read with
    ``mode=ro``, which never writes it (SQLite may add its ``-wal`` and ``-shm``
    companions). In a directory this user cannot write, SQLite cannot make those;
    with no log beside the file nobody can be writing it, so it is read as immutable.
    """
    wal = path.with_name(path.name + "-wal")
    try:
        _refuse_empty(path)
        if not wal.exists():
            probe = sqlite3.connect(_uri(path, immutable=True), uri=True)
            try:
                schema.version_of(probe, path)
            finally:
                probe.close()
        db = sqlite3.connect(_uri(path), uri=True, check_same_thread=False)
    except OSError as exc:
        raise StoreError(f"Cannot read the saved games at {path} ({exc.strerror or exc}).",
                         path) from exc
    except sqlite3.Error as exc:
        raise from_sqlite(exc, path) from exc
    try:
        db.execute(f"PRAGMA busy_timeout = {BUSY_MS}")
        try:
            return db, schema.version_of(db, path)
        except sqlite3.OperationalError as exc:
            if ("readonly" not in str(exc) and "unable to open" not in str(exc)) or wal.exists():
                raise
            db.close()
            db = sqlite3.connect(_uri(path, immutable=True), uri=True, check_same_thread=False)
            return db, schema.version_of(db, path)
    except sqlite3.Error as exc:
        db.close()
        raise from_sqlite(exc, path) from exc


def _create(path: Path) -> None:
    """A new journal at ``path``, laid out aside and linked in; an existing file is kept."""
    path.parent.mkdir(parents=True, exist_ok=True)
    aside = path.with_name(f".{path.name}.new-{os.getpid()}")
    aside.unlink(missing_ok=True)
    db = sqlite3.connect(str(aside))
    try:
        db.execute("PRAGMA journal_mode=WAL")
        schema.create(db)
    finally:
        db.close()
    try:
        os.link(aside, path)  # fails if another window made one meanwhile: theirs is kept
    except FileExistsError:
        pass
    except OSError:  # a file system without hard links
        if not path.exists():
            os.replace(aside, path)
    finally:
        aside.unlink(missing_ok=True)


def open_writer(path: Path) -> tuple[sqlite3.Connection, Path | None]:
    """A read-write connection to a current journal, and the backup if it was migrated."""
    if str(path) == ":memory:":
        db = sqlite3.connect(":memory:", check_same_thread=False)
        schema.create(db)
        return db, None
    try:
        if not path.exists():
            _create(path)
        reader, version = open_read_only(path)  # refuses a file that is not ours, untouched
        reader.close()
        db = sqlite3.connect(str(path), check_same_thread=False)
    except OSError as exc:
        raise StoreError(f"Cannot open the saved games at {path} ({exc.strerror or exc}): set"
                         " POKER_TUI_DATA to a directory you can write, or play with --no-save.",
                         path) from exc
    except sqlite3.Error as exc:
        raise from_sqlite(exc, path) from exc
    try:
        db.execute(f"PRAGMA busy_timeout = {BUSY_MS}")
        if db.execute("PRAGMA journal_mode").fetchone()[0].lower() != "wal":
            db.execute("PRAGMA journal_mode=WAL")
        db.execute("PRAGMA synchronous=NORMAL")
        backup = schema.migrate(db, path, version) if version < schema.VERSION else None
    except (sqlite3.Error, OSError) as exc:
        db.close()
        if isinstance(exc, OSError):
            raise StoreError(f"Cannot back up {path} before upgrading it ({exc.strerror or exc});"
                             " nothing was changed.", path) from exc
        raise from_sqlite(exc, path) from exc
    return db, backup

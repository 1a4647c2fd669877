"""Opening the journal file: created whole, migrated after a backup, or refused untouched.

Nothing here writes to a file before knowing it is a poker-tui journal of a
version this code reads: the file is first inspected through a read-only
connection. A new journal is laid out in a file beside the target and linked
into place, so ``poker.db`` never exists half made and a file that appears
meanwhile (another window) is opened, not overwritten.
"""

from __future__ import annotations

import contextlib
import errno
import os
import sqlite3
import stat
from pathlib import Path
from urllib.parse import quote

from . import schema
from .errors import StoreError, from_sqlite

SQLITE_IOERR, SQLITE_FULL, SQLITE_CANTOPEN = 10, 13, 14
"""SQLite's primary result codes of a write the disk refused (``sqlite_errorcode & 0xFF``)."""

BUSY_MS = 5000  # wait this long for another window's transaction before saying so


def _uri(path: Path, immutable: bool = False) -> str:
    return f"file:{quote(str(path.resolve()))}?mode=ro" + ("&immutable=1" if immutable else "")


def _refuse_empty(path: Path) -> None:
    """Refuse what is no journal before SQLite opens it: a directory, a FIFO (opening it
    would block), a device (``/dev/zero`` never ends), a socket; and a 0-byte file."""
    mode = path.stat().st_mode
    if not stat.S_ISREG(mode):
        kind = ("a directory" if stat.S_ISDIR(mode) else "a FIFO" if stat.S_ISFIFO(mode)
                else "a device" if stat.S_ISCHR(mode) or stat.S_ISBLK(mode)
                else "a socket" if stat.S_ISSOCK(mode) else "not a regular file")
        raise StoreError(f"{path} is {kind}, not a poker-tui journal; nothing was read or written:"
                         " move it away, or set POKER_TUI_DATA to another directory.", path)
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


NO_HARD_LINKS = frozenset({errno.EPERM, errno.EOPNOTSUPP, errno.ENOTSUP, errno.EXDEV, errno.EMLINK})
"""``os.link`` errors of a file system without hard links (then the file is renamed in)."""


def _remove_aside(aside: Path) -> None:
    """The file laid out aside and every companion SQLite may have left beside it."""
    for suffix in ("", "-journal", "-wal", "-shm"):
        with contextlib.suppress(OSError):
            aside.with_name(aside.name + suffix).unlink(missing_ok=True)


def _lay_out(aside: Path) -> None:
    """The whole new journal in the one file ``aside``, read back and on disk.

    A rollback journal, not the write-ahead log: a commit then leaves every page in
    the file itself, where with WAL a close whose checkpoint fails (a nearly full
    disk) leaves the content in ``-wal`` beside a file that is not whole. The file is
    read back (its version, SQLite's quick check) and synced before it is linked in."""
    db = sqlite3.connect(str(aside))
    try:
        db.execute("PRAGMA journal_mode=DELETE")
        schema.create(db)
    finally:
        db.close()
    check = sqlite3.connect(_uri(aside, immutable=True), uri=True)
    try:
        if schema.version_of(check, aside) != schema.VERSION:
            raise sqlite3.DatabaseError("the new journal did not read back at the current version")
        if check.execute("PRAGMA quick_check").fetchone()[0] != "ok":
            raise sqlite3.DatabaseError("the new journal did not read back whole")
    finally:
        check.close()
    fd = os.open(aside, os.O_RDONLY)
    try:
        os.fsync(fd)
    finally:
        os.close(fd)


def damage_of(db: sqlite3.Connection, path: Path) -> StoreError | None:
    """The file's damage as one sentence, or None: SQLite's quick check of every page.

    A damaged page is otherwise found only by the query that meets it, and a lookup may
    even pass over it in silence; a writer must not go on writing into such a file."""
    try:
        found = [r[0] for r in db.execute("PRAGMA quick_check(3)")]
    except sqlite3.DatabaseError as exc:
        return from_sqlite(exc, path)
    if found == ["ok"]:
        return None
    return StoreError(f"The saved games at {path} are damaged (SQLite's check found: "
                      f"{'; '.join(str(x) for x in found)[:200]}): `poker-tui history` shows"
                      " what can still be read; move the file away to start a new journal.",
                      path)


def _create(path: Path) -> None:
    """A new journal at ``path``, laid out aside and linked in; an existing file is kept.

    Created whole or not at all: any failure (a full disk, above all) removes what was
    laid out aside, leaves no ``poker.db`` and is one sentence (docs/store.md)."""
    path.parent.mkdir(parents=True, exist_ok=True)
    aside = path.with_name(f".{path.name}.new-{os.getpid()}")
    _remove_aside(aside)
    try:
        _lay_out(aside)
        try:
            os.link(aside, path)  # fails if another window made one meanwhile: theirs is kept
        except FileExistsError:
            pass
        except OSError as exc:
            if exc.errno not in NO_HARD_LINKS:
                raise
            if not path.exists():
                os.replace(aside, path)
    except (OSError, sqlite3.Error) as exc:
        reason = exc.strerror if isinstance(exc, OSError) and exc.strerror else str(exc)
        raise StoreError(f"Cannot create the saved games at {path} ({reason}); nothing was"
                         " created: free some space, set POKER_TUI_DATA to another directory,"
                         " or play with --no-save.", path) from exc
    finally:
        _remove_aside(aside)


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
        try:
            damaged = damage_of(reader, path)  # never written into: docs/store.md
        finally:
            reader.close()
        if damaged is not None:
            raise damaged
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
    except sqlite3.Error as exc:
        db.close()
        raise from_sqlite(exc, path) from exc
    try:
        backup = schema.migrate(db, path, version) if version < schema.VERSION else None
    except (sqlite3.Error, OSError) as exc:
        db.close()
        raise _upgrade_failed(exc, path) from exc
    return db, backup


def _upgrade_failed(exc: sqlite3.Error | OSError, path: Path) -> StoreError:
    """A migration that failed left the journal as it was (``schema.migrate``): only a file
    SQLite found damaged is called damaged; a full disk or a refused write says so and that
    nothing changed."""
    if isinstance(exc, StoreError):
        return exc
    if isinstance(exc, sqlite3.Error):
        code = (getattr(exc, "sqlite_errorcode", None) or 0) & 0xFF
        if code not in (SQLITE_IOERR, SQLITE_FULL, SQLITE_CANTOPEN):
            return from_sqlite(exc, path)  # damaged, locked, read-only: said as such
        reason = str(exc)
    else:
        reason = exc.strerror or str(exc)
    return StoreError(f"Cannot upgrade the saved games at {path} to version {schema.VERSION}"
                      f" ({reason}); the file was left as it was: free some space or make the"
                      " directory writable, then start again, or play with --no-save.", path)

"""The journal's layout by version: what a file of ours looks like, and how an older one moves on.

A journal records its version in ``PRAGMA user_version`` and that it is ours in
``PRAGMA application_id``. Version 1 is the layout poker-tui wrote before it
kept a version (user_version 0), recognised by its tables and their columns.
Opening an older journal for writing migrates it in one transaction after
copying it beside itself (``poker.db.bak-<old version>``); a newer one, or a
file with tables we do not know, is refused and never written (docs/store.md).
"""

from __future__ import annotations

import sqlite3
from functools import cache
from pathlib import Path
from urllib.parse import quote

from .errors import StoreError

APPLICATION_ID = 0x504B5455  # "PKTU": this SQLite file is a poker-tui journal
VERSION = 3

SCHEMA_V1 = """
CREATE TABLE IF NOT EXISTS sessions (
    id INTEGER PRIMARY KEY,
    created TEXT NOT NULL,
    config TEXT NOT NULL,
    status TEXT NOT NULL DEFAULT 'open'
);
CREATE TABLE IF NOT EXISTS seats (
    session_id INTEGER NOT NULL REFERENCES sessions(id),
    seat INTEGER NOT NULL,
    name TEXT NOT NULL,
    kind TEXT NOT NULL,
    stack INTEGER NOT NULL,
    PRIMARY KEY (session_id, seat)
);
CREATE TABLE IF NOT EXISTS hands (
    id INTEGER PRIMARY KEY,
    session_id INTEGER NOT NULL REFERENCES sessions(id),
    number INTEGER NOT NULL,
    started TEXT NOT NULL,
    start TEXT NOT NULL,
    seats TEXT NOT NULL,
    status TEXT NOT NULL DEFAULT 'playing',
    final_stacks TEXT,
    finished TEXT
);
CREATE TABLE IF NOT EXISTS actions (
    hand_id INTEGER NOT NULL REFERENCES hands(id),
    seq INTEGER NOT NULL,
    player INTEGER NOT NULL,
    kind TEXT NOT NULL,
    amount INTEGER NOT NULL,
    cards TEXT NOT NULL,
    PRIMARY KEY (hand_id, seq)
);
"""

MIGRATIONS: dict[int, str] = {
    # 1 -> 2: the file says it is ours and which version it is (set by ``migrate``), and
    # the lobby's and history's per-game queries of hands by status get an index.
    2: "CREATE INDEX IF NOT EXISTS hands_by_game ON hands (session_id, status);",
    # 2 -> 3: a bot's reason for each of its actions, when it gave one (NULL otherwise, and
    # for every action saved before reasons were kept), for the replayer (docs/store.md).
    3: "ALTER TABLE actions ADD COLUMN reason TEXT;",
}
"""``MIGRATIONS[v]`` turns a version ``v - 1`` journal into version ``v``."""


@cache
def layout(version: int) -> dict[str, tuple[str, ...]]:
    """Each table's columns in a journal of ``version``, read from the schema itself."""
    db = sqlite3.connect(":memory:")
    db.executescript(SCHEMA_V1)
    for step in range(2, version + 1):
        db.executescript(MIGRATIONS[step])
    return _tables(db)


def _tables(db: sqlite3.Connection) -> dict[str, tuple[str, ...]]:
    names = [r[0] for r in db.execute(
        "SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%'"
        " ORDER BY name")]
    return {name: tuple(r[1] for r in db.execute(f'PRAGMA table_info("{name}")'))
            for name in names}


def create(db: sqlite3.Connection) -> None:
    """Lay out a new, empty journal at the current version."""
    with db:
        db.executescript(SCHEMA_V1)
        for step in range(2, VERSION + 1):
            db.executescript(MIGRATIONS[step])
        db.execute(f"PRAGMA application_id = {APPLICATION_ID}")
        db.execute(f"PRAGMA user_version = {VERSION}")


def foreign(path: Path | str, what: str) -> StoreError:
    return StoreError(f"{path} is not a poker-tui journal ({what}); nothing was written to it:"
                      " move it away, or set POKER_TUI_DATA to another directory.", path)


def version_of(db: sqlite3.Connection, path: Path | str) -> int:
    """The journal's version; StoreError (nothing written) for a file that is not ours or is newer."""
    user_version = db.execute("PRAGMA user_version").fetchone()[0]
    app_id = db.execute("PRAGMA application_id").fetchone()[0]
    tables = _tables(db)
    others = [r[0] for r in db.execute(
        "SELECT name FROM sqlite_master WHERE type IN ('view', 'trigger')")]
    if user_version > VERSION and app_id == APPLICATION_ID:
        raise StoreError(f"{path} was written by a newer poker-tui (journal version {user_version};"
                         f" this one reads up to {VERSION}): upgrade poker-tui, or set"
                         " POKER_TUI_DATA to another directory; nothing was written to it.", path)
    if app_id not in (0, APPLICATION_ID) or (app_id == 0 and user_version > 1):
        raise foreign(path, f"application id {app_id}, version {user_version}")
    if not tables:
        raise foreign(path, "an empty database")
    version = max(1, user_version)
    expected = layout(version)
    unknown = sorted(set(tables) - set(expected)) + sorted(others)
    if unknown:
        raise foreign(path, f"it has tables poker-tui does not write: {', '.join(unknown)}")
    for name, columns in expected.items():
        if tables.get(name) != columns:
            have = ", ".join(tables.get(name, ())) or "missing"
            raise foreign(path, f"table {name} has columns {have}; a version {version} journal"
                                f" has {', '.join(columns)}")
    return version


def backup_path(path: Path, version: int) -> Path:
    """``poker.db.bak-1``, or ``poker.db.bak-1.2`` (and on) when that name is taken."""
    candidate = path.with_name(f"{path.name}.bak-{version}")
    n = 2
    while candidate.exists():
        candidate = path.with_name(f"{path.name}.bak-{version}.{n}")
        n += 1
    return candidate


def migrate(db: sqlite3.Connection, path: Path, version: int) -> Path | None:
    """Bring a version ``version`` journal to ``VERSION``: a backup, then one transaction.

    The write lock is taken first, so the version is read again under it (two windows
    opening one old journal migrate it once) and nobody can write between the backup
    and the migration. The backup is SQLite's own copy, read through a second
    connection (consistent with the write-ahead log). Returns the backup's path, or
    None if another process had migrated the journal meanwhile; on any failure the
    journal is as it was and the backup is removed.
    """
    backup: Path | None = None
    try:
        db.execute("BEGIN IMMEDIATE")
        now = version_of(db, path)
        if now >= VERSION:
            db.execute("ROLLBACK")
            return None
        backup = backup_path(path, now)
        source = sqlite3.connect(f"file:{quote(str(path.resolve()))}?mode=ro", uri=True)
        target = sqlite3.connect(str(backup))
        try:
            source.backup(target)
        finally:
            target.close()
            source.close()
        for step in range(now + 1, VERSION + 1):
            for statement in MIGRATIONS[step].split(";"):
                if statement.strip():
                    db.execute(statement)
        db.execute(f"PRAGMA application_id = {APPLICATION_ID}")
        db.execute(f"PRAGMA user_version = {VERSION}")
        db.execute("COMMIT")
    except BaseException:
        if db.in_transaction:
            db.execute("ROLLBACK")
        if backup is not None:
            backup.unlink(missing_ok=True)  # nothing changed: no backup of it is needed
        raise
    return backup

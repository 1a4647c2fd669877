"""A nearly full disk: the journal is created whole or not at all, an upgrade that cannot
be written leaves the file as it was and says why, and neither is called damage
(docs/store.md, "poker.db never exists half made").

The disk is made "full" for one child process with ``RLIMIT_FSIZE`` (no file it writes
may grow past the limit; ``SIGXFSZ`` ignored, so a write past it fails with ``EFBIG``,
which SQLite meets as it meets ``ENOSPC``); checked on a 150 kB tmpfs by hand too.
"""

from __future__ import annotations

import errno
import json
import os
import shutil
import sqlite3
import subprocess
import sys
from pathlib import Path

import pytest

from poker_tui.store import opening
from poker_tui.store.errors import StoreError, from_sqlite
from poker_tui.store.schema import VERSION

FIXTURES = Path(__file__).parent / "fixtures"

resource = pytest.importorskip("resource", reason="RLIMIT_FSIZE is POSIX only")

CHILD = """
import json, resource, signal, sys
from pathlib import Path
from poker_tui.store.errors import StoreError
from poker_tui.store.opening import open_writer

signal.signal(signal.SIGXFSZ, signal.SIG_IGN)
path, limit = Path(sys.argv[1]), int(sys.argv[2])
hard = resource.getrlimit(resource.RLIMIT_FSIZE)[1]
resource.setrlimit(resource.RLIMIT_FSIZE, (limit, hard))
try:
    db, backup = open_writer(path)
    db.close()
    print(json.dumps({"ok": True}))
except StoreError as exc:
    print(json.dumps({"ok": False, "said": str(exc)}))
"""


def open_with_file_size_limit(path: Path, limit: int) -> dict:
    done = subprocess.run(
        [sys.executable, "-c", CHILD, str(path), str(limit)],
        capture_output=True,
        text=True,
        timeout=60,
        check=False,
    )
    assert done.returncode == 0, done.stderr  # a StoreError or success, never a traceback
    return json.loads(done.stdout)


def test_a_new_journal_is_created_whole_or_not_at_all_on_a_nearly_full_disk(tmp_path):
    outcomes = set()
    for limit in range(0, 40_000, 4096):
        folder = tmp_path / f"limit-{limit}"
        folder.mkdir()
        path = folder / "poker.db"
        got = open_with_file_size_limit(path, limit)
        outcomes.add(got["ok"])
        left = sorted(p.name for p in folder.iterdir())
        assert not [name for name in left if ".new-" in name], (limit, left)  # no litter
        if got["ok"]:
            db = sqlite3.connect(f"file:{path}?mode=ro", uri=True)
            assert db.execute("PRAGMA user_version").fetchone()[0] == VERSION
            assert db.execute("PRAGMA quick_check").fetchone()[0] == "ok"
            db.close()
        else:
            assert left == [], (limit, left)  # no poker.db at all, half made or whole
            assert got["said"].startswith(f"Cannot create the saved games at {path}")
            assert "damaged" not in got["said"] and "nothing was created" in got["said"]
    assert outcomes == {True, False}  # the sweep reached both sides of the limit


def test_a_failed_link_leaves_nothing_behind_and_says_so(tmp_path, monkeypatch):
    def no_space(src, dst):
        raise OSError(errno.ENOSPC, os.strerror(errno.ENOSPC))

    monkeypatch.setattr(opening.os, "link", no_space)
    path = tmp_path / "poker.db"
    with pytest.raises(StoreError, match="No space left on device.*nothing was created"):
        opening.open_writer(path)
    assert list(tmp_path.iterdir()) == []


def test_a_full_disk_during_an_upgrade_leaves_the_journal_as_it_was_and_is_not_called_damage(
    tmp_path,
):
    path = tmp_path / "poker.db"
    shutil.copyfile(FIXTURES / "journal-v1.db", path)
    before = path.read_bytes()
    got = open_with_file_size_limit(path, 49_152)  # the 64 kB backup cannot be written
    assert not got["ok"]
    assert "damaged" not in got["said"] and "move the file away" not in got["said"]
    assert got["said"].startswith(f"Cannot upgrade the saved games at {path}")
    assert path.read_bytes() == before
    assert not list(tmp_path.glob("poker.db.bak-*"))


def test_an_io_error_is_not_called_damage():
    exc = sqlite3.OperationalError("disk I/O error")
    said = str(from_sqlite(exc, "/x/poker.db"))
    assert "damaged" not in said and "move the file away" not in said
    assert said.startswith("Reading or writing the saved games at /x/poker.db failed")

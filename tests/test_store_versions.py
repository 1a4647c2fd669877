"""A versioned journal: an older one migrates after a backup; a newer or foreign file is refused untouched."""

from __future__ import annotations

import hashlib
import json
import shutil
import sqlite3
from pathlib import Path

import pytest

from poker_tui.cli import main
from poker_tui.session.saves import SavedGames
from poker_tui.store import Journal
from poker_tui.store.errors import StoreError
from poker_tui.store.schema import APPLICATION_ID, VERSION

FIXTURES = Path(__file__).parent / "fixtures"


def digest(path: Path) -> str:
    return hashlib.sha256(path.read_bytes()).hexdigest()


def header(path: Path) -> tuple[int, int]:
    """(user_version, application_id) as SQLite reads them (the write-ahead log included)."""
    db = sqlite3.connect(f"file:{path}?mode=ro", uri=True)
    try:
        return (db.execute("PRAGMA user_version").fetchone()[0],
                db.execute("PRAGMA application_id").fetchone()[0])
    finally:
        db.close()


@pytest.fixture
def v1(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    """A copy of the journal today's code wrote before versions (tests/fixtures/README.md)."""
    monkeypatch.setenv("POKER_TUI_DATA", str(tmp_path))
    path = tmp_path / "poker.db"
    shutil.copyfile(FIXTURES / "journal-v1.db", path)
    return path


def test_a_new_journal_is_made_whole_at_the_current_version(tmp_path):
    path = tmp_path / "sub" / "poker.db"
    Journal(path).close()
    assert sorted(p.name for p in path.parent.iterdir()) == ["poker.db"]  # no file left aside
    assert header(path) == (VERSION, APPLICATION_ID)


def test_the_previous_version_migrates_after_a_backup_and_every_hand_replays(v1):
    assert header(v1) == (0, 0)  # written before the journal had a version
    journal = Journal(v1)
    backup = v1.with_name("poker.db.bak-1")
    assert journal.backup == backup and backup.exists()
    assert header(v1) == (VERSION, APPLICATION_ID)
    expected = json.loads((FIXTURES / "journal-v1.expected.json").read_text())
    replayed = {}
    for sid in (1, 2, 3, 4):
        for number, hand, _ in journal.hands(sid):
            replayed[f"{sid}-{number}"] = hand.stacks
    assert replayed == expected and len(expected) == 27
    journal.close()
    # The backup is the old journal as it was: version 1, the same rows.
    old = sqlite3.connect(f"file:{backup}?mode=ro", uri=True)
    assert old.execute("PRAGMA user_version").fetchone()[0] == 0
    assert old.execute("SELECT COUNT(*) FROM actions").fetchone()[0] > 100
    old.close()


def test_a_migrated_journal_resumes_its_interrupted_game(v1):
    saves = SavedGames.at(v1)
    offered = saves.latest()  # read-only: the lobby never migrates
    assert header(v1) == (0, 0) and not v1.with_name("poker.db.bak-1").exists()
    assert offered is not None and offered.session_id == 4 and offered.interrupted
    session = saves.resume()
    assert session.recovered is not None and session.recovered.voided == [4]
    assert header(v1) == (VERSION, APPLICATION_ID) and v1.with_name("poker.db.bak-1").exists()
    saves.close()


def test_history_reads_the_previous_version_without_writing_it(v1, capsys):
    before = digest(v1)
    assert main(["history", "--json"]) == 0
    games = json.loads(capsys.readouterr().out)
    assert [g["id"] for g in games] == [4, 3, 2, 1]
    assert digest(v1) == before and not v1.with_name("poker.db.bak-1").exists()


def test_a_second_migration_is_not_needed_and_keeps_the_first_backup(v1):
    Journal(v1).close()
    Journal(v1).close()
    assert sorted(p.name for p in v1.parent.iterdir() if ".bak" in p.name) == ["poker.db.bak-1"]


def test_a_newer_journal_is_refused_with_a_sentence_and_never_written(tmp_path, capsys,
                                                                      monkeypatch):
    monkeypatch.setenv("POKER_TUI_DATA", str(tmp_path))
    path = tmp_path / "poker.db"
    Journal(path).close()
    db = sqlite3.connect(path)
    db.execute(f"PRAGMA user_version = {VERSION + 1}")
    db.commit()
    db.close()
    before = digest(path)
    with pytest.raises(StoreError, match="newer poker-tui"):
        Journal(path)
    with pytest.raises(StoreError, match="newer poker-tui"):
        Journal.reader(path)
    assert main(["history"]) == 2
    err = capsys.readouterr().err
    assert err.count("\n") == 1 and str(path) in err and f"version {VERSION + 1}" in err
    assert digest(path) == before


def foreign_file(path: Path) -> None:
    db = sqlite3.connect(path)
    db.execute("CREATE TABLE notes (id INTEGER PRIMARY KEY, text TEXT)")
    db.execute("INSERT INTO notes (text) VALUES ('my poker notes')")
    db.commit()
    db.close()


def renamed_column(path: Path) -> None:
    shutil.copyfile(FIXTURES / "journal-v1.db", path)
    db = sqlite3.connect(path)
    db.execute("ALTER TABLE sessions RENAME COLUMN config TO cfg")
    db.commit()
    db.close()


@pytest.mark.parametrize("make, words", [
    (foreign_file, "tables poker-tui does not write: notes"),
    (lambda p: p.write_bytes(b""), "an empty file"),
    (renamed_column, "table sessions has columns id, created, cfg, status"),
    (lambda p: p.write_text("not a database at all, just text\n" * 200), "not a poker-tui journal"),
], ids=["foreign-sqlite", "zero-bytes", "renamed-column", "text-file"])
def test_a_file_that_is_not_our_journal_is_refused_and_its_bytes_unchanged(
        tmp_path, monkeypatch, capsys, make, words):
    monkeypatch.setenv("POKER_TUI_DATA", str(tmp_path))
    path = tmp_path / "poker.db"
    make(path)
    before = digest(path)
    with pytest.raises(StoreError, match=words):
        Journal(path)
    for argv in (["history"], ["history", "stats"], ["history", "export", "1", "--text", "-"],
                 ["--resume"]):
        assert main(argv) == 2
        err = capsys.readouterr().err
        assert err.count("\n") == 1 and str(path) in err and "Traceback" not in err, argv
    saves = SavedGames.at(path)
    assert saves.latest() is None and words in (saves.problem or "")
    saves.close()
    assert digest(path) == before
    assert sorted(p.name for p in tmp_path.iterdir()) == ["poker.db"]


def test_read_only_commands_create_no_file(tmp_path, monkeypatch, capsys):
    monkeypatch.setenv("POKER_TUI_DATA", str(tmp_path / "nothing-yet"))
    for argv in (["history"], ["history", "stats"]):
        assert main(argv) == 0
    assert main(["history", "export", "1", "--text", "-"]) == 2
    assert SavedGames.at().latest() is None
    assert not (tmp_path / "nothing-yet").exists()

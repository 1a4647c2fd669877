"""Every error the store can meet is one sentence naming the file: a full disk, a lock held by
another program, a number too large for the journal."""

from __future__ import annotations

import hashlib
import shutil
import sqlite3
from pathlib import Path

import pytest

from poker_tui.cli import main
from poker_tui.session import events as se
from poker_tui.session.saves import SavedGames
from poker_tui.store import Journal, opening
from poker_tui.store.errors import StoreError
from tests.test_session_game import drive
from tests.test_ui_support import PolicyBot, calls, config

FIXTURE = Path(__file__).parent / "fixtures" / "journal-v1.db"


async def test_a_full_disk_is_said_once_at_the_table_and_kept_for_the_exit_status(tmp_path):
    path = tmp_path / "poker.db"
    journal = Journal(path)
    pages = journal.db.execute("PRAGMA page_count").fetchone()[0]
    journal.db.execute(f"PRAGMA max_page_count = {pages + 2}")  # the disk fills after a few hands
    saves = SavedGames(journal)
    session = saves.new(config(["You", "Ada", "Ben"], seed=3),
                        bots={1: PolicyBot(calls), 2: PolicyBot(calls)})
    events = await drive(session, 12)
    faults = [e.text for e in events if isinstance(e, se.LogLine) and "no longer being saved" in e.text]
    assert len(faults) == 1
    assert f"The disk holding {path}, game 1" in faults[0] and "is full" in faults[0]
    assert saves.error is not None and saves.error.startswith(f"The disk holding {path}")
    assert session.hand_no == 12  # the game went on, unsaved
    saves.close()


def test_a_journal_locked_by_another_program_is_a_sentence_and_stays_as_it_was(
        tmp_path, monkeypatch):
    monkeypatch.setattr(opening, "BUSY_MS", 50)
    path = tmp_path / "poker.db"
    shutil.copyfile(FIXTURE, path)
    other = sqlite3.connect(path)
    other.execute("BEGIN IMMEDIATE")  # another program is writing it
    with pytest.raises(StoreError, match=f"The saved games at {path} are locked by another"
                                         " program"):
        Journal(path)  # a version 1 journal: the migration needs the write lock
    other.rollback()
    other.close()
    assert sorted(p.name for p in tmp_path.iterdir() if ".bak" in p.name) == []
    before = hashlib.sha256(FIXTURE.read_bytes()).hexdigest()
    db = sqlite3.connect(f"file:{path}?mode=ro", uri=True)
    assert db.execute("PRAGMA user_version").fetchone()[0] == 0  # not migrated
    db.close()
    assert hashlib.sha256(path.read_bytes()).hexdigest() == before


@pytest.mark.parametrize("argv", [
    ["history", "stats", "--game", "99999999999999999999"],
    ["history", "export", "99999999999999999999", "--text", "-"],
    ["history", "export", "0", "--phh", "out"],
    ["history", "stats", "--game", "-3"],
    ["history", "stats", "--game", "three"],
])
def test_every_number_for_the_store_is_range_checked_with_a_sentence(tmp_path, monkeypatch,
                                                                     capsys, argv):
    monkeypatch.setenv("POKER_TUI_DATA", str(tmp_path))
    shutil.copyfile(FIXTURE, tmp_path / "poker.db")
    assert main(argv) == 2
    err = capsys.readouterr().err
    assert err.count("\n") == 1 and err.startswith("poker-tui: ") and "Traceback" not in err
    assert "game" in err and "`poker-tui history` lists them" in err
    assert not list(tmp_path.glob("crash-*"))


def test_an_id_beyond_the_journal_asked_of_the_store_is_a_sentence(tmp_path):
    journal = Journal(tmp_path / "poker.db")
    with pytest.raises(StoreError, match="out of range"):
        journal.seats(10**20)
    journal.close()


async def test_poker_tui_exits_2_with_the_sentence_after_a_write_failed_at_the_table(
        tmp_path, capsys):
    from poker_tui.commands.play import finish

    path = tmp_path / "poker.db"
    journal = Journal(path)
    pages = journal.db.execute("PRAGMA page_count").fetchone()[0]
    journal.db.execute(f"PRAGMA max_page_count = {pages + 2}")
    saves = SavedGames(journal)
    session = saves.new(config(["You", "Ada", "Ben"], seed=3),
                        bots={1: PolicyBot(calls), 2: PolicyBot(calls)})
    await drive(session, 12)
    assert journal.failure is not None

    class PlayedApp:  # the table ran; the disk filled while it did
        def run(self) -> None:
            pass

    assert finish(PlayedApp(), saves) == 2  # type: ignore[arg-type]
    err = capsys.readouterr().err
    assert err.count("\n") == 1 and err.startswith(f"poker-tui: The disk holding {path}")
    saves.close()

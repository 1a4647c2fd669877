"""A damaged journal gets sentences, never a traceback: from history, its subcommands and the TUI."""

from __future__ import annotations

import hashlib
import random
import shutil
import sqlite3
import sys
from pathlib import Path

import pytest

from poker_tui.cli import main
from poker_tui.session.saves import SavedGames
from poker_tui.store.errors import StoreError
from poker_tui.store.journal import Journal
from poker_tui.store.salvage import HandRows
from poker_tui.ui.app import PokerApp
from poker_tui.ui.screens.lobby import LobbyScreen
from poker_tui.ui.screens.table import TableScreen
from tests.terminal import play
from tests.test_ui_support import until

FIXTURE = Path(__file__).parent / "fixtures" / "journal-v1.db"
PAGE = 4096
COMMANDS = [["history"], ["history", "--json"], ["history", "stats"], ["history", "stats", "--all"],
            ["history", "export", "1", "--text", "-"], ["history", "export", "2", "--text", "-"],
            ["history", "export", "4", "--text", "-"]]


def damaged(folder: Path, offset: int = 28672, size: int = PAGE, seed: int = 18) -> Path:
    """The four-game fixture journal with ``size`` random bytes written at ``offset``."""
    folder.mkdir(parents=True, exist_ok=True)
    path = folder / "poker.db"
    shutil.copyfile(FIXTURE, path)
    noise = random.Random(seed).randbytes(size)
    with open(path, "r+b") as f:
        f.seek(offset)
        f.write(noise)
    return path


def digest(path: Path) -> str:
    return hashlib.sha256(path.read_bytes()).hexdigest()


def said_in_sentences(err: str, path: Path) -> None:
    lines = err.splitlines()
    assert lines, "nothing was said"
    assert "Traceback" not in err and "sqlite3." not in err
    assert all(line.startswith("poker-tui: ") for line in lines), err
    assert str(path) in err


def test_history_goes_on_with_the_games_it_can_read_and_says_what_it_left_out(
        tmp_path, monkeypatch, capsys):
    path = damaged(tmp_path)
    monkeypatch.setenv("POKER_TUI_DATA", str(tmp_path))
    before = digest(path)
    assert main(["history"]) == 1
    out, err = capsys.readouterr()
    said_in_sentences(err, path)
    assert "hand record" in err and "cannot be read" in err
    for game in ("No-Limit Texas", "Limit Five Card", "Limit Seven"):
        assert game in out  # every game with a readable page is listed
    for argv in COMMANDS[2:]:
        assert main(argv) == 1, argv
        said_in_sentences(capsys.readouterr().err, path)
    assert digest(path) == before
    assert not list(tmp_path.glob("crash-*"))


@pytest.mark.parametrize("page", range(1, FIXTURE.stat().st_size // PAGE + 1))
def test_random_bytes_in_any_page_give_sentences_never_a_traceback(tmp_path, monkeypatch, capsys,
                                                                   page):
    path = damaged(tmp_path, offset=(page - 1) * PAGE, seed=page)
    monkeypatch.setenv("POKER_TUI_DATA", str(tmp_path))
    for argv in COMMANDS:
        status = main(argv)
        err = capsys.readouterr().err
        assert status in (0, 1, 2), (argv, status, err)
        if status:
            said_in_sentences(err, path)
    assert not list(tmp_path.glob("crash-*"))  # no command met an error it did not expect


def test_a_row_that_does_not_decode_is_left_out_by_game(tmp_path, monkeypatch, capsys):
    path = tmp_path / "poker.db"
    shutil.copyfile(FIXTURE, path)
    db = sqlite3.connect(path)
    db.execute("UPDATE sessions SET config = '{bad' WHERE id = 2")
    db.execute("UPDATE hands SET seats = '[0, ' WHERE session_id = 3 AND number = 2")
    db.commit()
    db.close()
    monkeypatch.setenv("POKER_TUI_DATA", str(tmp_path))
    assert main(["history"]) == 1
    out, err = capsys.readouterr()
    said_in_sentences(err, path)
    assert f"{path}, game 2 cannot be read (JSONDecodeError" in err
    assert f"{path}, game 3, hand #2 cannot be read" in err
    assert "Limit Seven" not in out and "No-Limit Texas" in out
    assert main(["history", "export", "3", "--text", "-"]) == 1
    out, err = capsys.readouterr()
    assert "game 3, hand #2" in err and "Hand #3-1:" in out and "Hand #3-2:" not in out


def broken(folder: Path, kind: str) -> tuple[Path, str]:
    """A journal damaged in the middle, a foreign SQLite file, or a 0-byte file; and its words."""
    if kind == "damaged":
        return damaged(folder), "damaged"
    path = folder / "poker.db"
    if kind == "foreign":
        db = sqlite3.connect(path)
        db.execute("CREATE TABLE notes (text TEXT)")
        db.commit()
        db.close()
        return path, "not a poker-tui journal"
    path.write_bytes(b"")
    return path, "an empty file"


@pytest.mark.parametrize("kind", ["damaged", "foreign", "empty"])
async def test_the_tui_shows_an_unusable_journal_in_the_lobby_and_plays_unsaved(tmp_path, kind):
    path, words = broken(tmp_path, kind)
    before = digest(path)
    saves = SavedGames.at(path)
    app = PokerApp(saves=saves, misclick_guard=0)
    async with app.run_test(size=(120, 40)) as pilot:
        await until(pilot, lambda: isinstance(app.screen, LobbyScreen))
        notes = [n.message for n in app._notifications]
        assert any(str(path) in n and words in n and "not being saved" in n for n in notes)
        assert not app.screen.query("#resume")
        await pilot.press("enter")
        await until(pilot, lambda: isinstance(app.screen, TableScreen))
        assert app.screen.session.journal is None  # played, never written into that file
    assert saves.error is not None and str(path) in saves.error
    assert digest(path) == before


async def test_a_game_that_does_not_decode_is_said_and_the_next_one_offered(tmp_path):
    path = tmp_path / "poker.db"
    shutil.copyfile(FIXTURE, path)
    db = sqlite3.connect(path)
    db.execute("UPDATE sessions SET config = '[1, 2]' WHERE id = 4")
    db.commit()
    db.close()
    saves = SavedGames.at(path)
    app = PokerApp(saves=saves, misclick_guard=0)
    async with app.run_test(size=(120, 40)) as pilot:
        await until(pilot, lambda: isinstance(app.screen, LobbyScreen))
        notes = [n.message for n in app._notifications]
        assert any(f"{path}, game 4 cannot be read" in n for n in notes)
        assert "Limit Five Card Draw" in str(app.screen.query_one("#resume-line").render())
        await pilot.press("enter")
        await until(pilot, lambda: isinstance(app.screen, TableScreen))
        assert app.screen.session.journal is not None  # one bad row: the journal is still used
    assert saves.error is not None and "game 4 cannot be read" in saves.error
    saves.close()


@pytest.mark.parametrize("kind", ["damaged", "foreign", "empty"])
def test_the_tui_says_one_sentence_and_exits_non_zero_after_a_store_error(tmp_path, kind):
    path, _ = broken(tmp_path, kind)
    before = digest(path)
    done = play([sys.executable, "-m", "poker_tui"], {"POKER_TUI_DATA": str(tmp_path)},
                [("Saved games", b"\x11"), ("Quit poker-tui?", b"y")])
    assert done.status == 2, done
    said_in_sentences(done.after.replace("\n", ""), path)  # one sentence, wrapped at 120
    assert "Traceback" not in done.screen
    assert digest(path) == before
    made = sorted(p.name for p in tmp_path.iterdir() if p.name != "poker.db")
    # Beside a journal of ours SQLite may keep its -wal and -shm; beside any other file, nothing.
    assert made == (["poker.db-shm", "poker.db-wal"] if kind == "damaged" else [])


HANDS_PAGES = range(6, 16)
"""The fixture's pages below its last that hold rows of hands or actions."""


@pytest.mark.parametrize("page", HANDS_PAGES)
def test_history_counts_every_hand_record_it_leaves_out_even_those_a_lookup_passes_over(
        tmp_path, page):
    """A few damaged bytes in a page can hide a row from a lookup without an error: the
    count said is then every hand record not read, never fewer (28 records in all)."""
    for offset in (0, 1024, 2048, 3072):
        path = damaged(tmp_path / f"at-{offset}", offset=(page - 1) * PAGE + offset, size=512,
                       seed=page + offset)
        journal = Journal.reader(path)
        assert journal is not None
        rows = HandRows(journal)
        try:
            read = sum(len(rows.of(game, "%")) for game in (1, 2, 3, 4))
        except StoreError:
            continue  # a page every game needs: each game is left out with its sentence
        finally:
            journal.close()
        assert read + len(rows.lost) == 28, (page, offset)
        if rows.lost:
            assert f"{len(rows.lost)} hand record" in (rows.said() or "")


def test_a_damaged_journal_is_never_opened_for_writing_and_the_lobby_says_so(tmp_path):
    """Damage in a closed game's hands, which the lobby's own queries never meet: the
    quick check at open finds it, the lobby is told, no game is offered or written."""
    path = damaged(tmp_path, offset=12 * PAGE, seed=13)
    before = digest(path)
    with pytest.raises(StoreError, match=f"The saved games at {path} are damaged"):
        Journal(path)
    saves = SavedGames.at(path)
    assert saves.latest() is None
    assert saves.unusable and saves.problem is not None
    assert "damaged" in saves.problem and "not being saved" in saves.problem
    assert digest(path) == before  # SavedGames.new plays unsaved when unusable


@pytest.mark.parametrize("kind", ["a FIFO", "a directory", "a device"])
def test_a_journal_path_that_is_no_regular_file_is_refused_without_blocking(tmp_path, kind,
                                                                            monkeypatch, capsys):
    """A FIFO would block SQLite's open for ever, /dev/zero never ends: refused at once."""
    import os

    path = tmp_path / "poker.db"
    if kind == "a FIFO":
        if not hasattr(os, "mkfifo"):
            pytest.skip("no FIFOs on this system")
        os.mkfifo(path)
    elif kind == "a directory":
        path.mkdir()
    else:
        if not Path("/dev/zero").exists():
            pytest.skip("no /dev/zero on this system")
        path.symlink_to("/dev/zero")
    monkeypatch.setenv("POKER_TUI_DATA", str(tmp_path))
    assert main(["history"]) == 2
    err = capsys.readouterr().err
    assert f"{path} is {kind}, not a poker-tui journal" in err and err.count("\n") == 1
    with pytest.raises(StoreError, match=f"is {kind}"):
        Journal(path)
    saves = SavedGames.at(path)
    assert saves.latest() is None and saves.unusable and kind in (saves.problem or "")

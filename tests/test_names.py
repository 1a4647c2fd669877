"""Names and paths the program echoes: a player's name is checked once (``play`` and the
lobby share ``names.player_name``), anything echoed has its control characters escaped,
and stakes too large for the journal are refused before the table opens."""

from __future__ import annotations

import pytest

from poker_tui.cli import main
from poker_tui.names import NAME_MAX, player_name, printable, shown_path
from poker_tui.store import Journal
from poker_tui.store.errors import StoreError
from poker_tui.store.journal import SeatRecord
from poker_tui.ui.app import PokerApp


def test_printable_escapes_what_a_terminal_would_act_on_and_keeps_the_rest():
    assert printable("Ann-Marie, Zoë 🂡") == "Ann-Marie, Zoë 🂡"
    assert printable("a\x1b[2Jb\x07\n\u202e") == "a\\x1b[2Jb\\x07\\n\\u202e"
    assert shown_path("/tmp/x\x1b]0;t\x07") == "'/tmp/x\\x1b]0;t\\x07'"


@pytest.mark.parametrize(
    ("text", "said"),
    [
        ("", "cannot be empty"),
        ("   ", "cannot be empty"),
        ("x" * 100_000, f"is at most {NAME_MAX} characters, not 100,000"),
        ("Bo\x1b[31m", "'Bo\\x1b[31m' holds a control character"),
    ],
)
def test_a_name_that_cannot_be_shown_is_refused_with_one_sentence(text, said):
    with pytest.raises(ValueError, match=None) as caught:
        player_name(text, "--name")
    assert said in str(caught.value) and str(caught.value).startswith("--name ")
    assert "\x1b" not in str(caught.value)


def test_a_good_name_comes_back_stripped():
    assert player_name("  Ada ") == "Ada"


@pytest.mark.parametrize(
    ("argv", "said"),
    [
        (["--name", ""], "--name cannot be empty."),
        (["--name", "x" * 100_000], "--name is at most 12 characters, not 100,000."),
        (["--name", "a\x1b[2Jb"], "--name 'a\\x1b[2Jb' holds a control character"),
        (["--humans", "2", "--name", "Ann", "--others", "B\x07"], "--others: a name 'B\\x07'"),
        (["--stakes", "99999999999999999999"], "--stakes: the big blind is at most 1,000,000,000"),
        (
            ["--stakes", "1/99999999999999999999"],
            "--stakes '1/99999999999999999999' is not a stake",
        ),
    ],
)
def test_play_refuses_a_bad_name_or_stake_before_the_table_opens(argv, said, capsys, monkeypatch):
    def no_table(self):  # type: ignore[no-untyped-def]
        raise AssertionError(f"{argv} opened the table")

    monkeypatch.setattr(PokerApp, "run", no_table)
    assert main(["play", *argv]) == 2
    err = capsys.readouterr().err
    assert err.startswith("poker-tui: ") and said in err and err.count("\n") == 1
    assert "\x1b" not in err and "\x07" not in err


def test_a_number_too_large_for_the_journal_is_a_sentence_not_a_crash(tmp_path):
    journal = Journal(tmp_path / "poker.db")
    try:
        with pytest.raises(StoreError, match="too large for the saved games"):
            journal.open_session({"stakes": {}}, [SeatRecord(0, "You", "human", 2**70)])
        assert journal.failure is not None
    finally:
        journal.close()


def test_a_command_line_error_echoes_what_was_typed_with_control_characters_escaped(capsys):
    with pytest.raises(SystemExit) as done:
        main(["bots", "x\x1b[2J"])
    assert done.value.code == 2
    err = capsys.readouterr().err
    assert "\x1b" not in err and "unrecognized arguments: x\\x1b[2J" in err


def test_every_sentence_the_command_line_says_escapes_what_was_typed(capsys, monkeypatch):
    """The CLI's last word on a ValueError: a sentence that quotes the input raw (``play
    --bots`` names the bots as typed) is still printed with its escapes written out."""
    monkeypatch.setattr(PokerApp, "run", lambda self: pytest.fail("the table opened"))
    assert main(["play", "--bots", "a\x1b[2Jb"]) == 2
    err = capsys.readouterr().err
    assert "\x1b" not in err and "a\\x1b[2Jb is not an installed bot" in err

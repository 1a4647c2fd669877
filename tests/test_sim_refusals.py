"""``poker-tui sim`` refuses a match it cannot run: one sentence, exit code 2, no hand played.

A bot that cannot start (a program that is not there or exits at once, a
name nobody installed, a bot whose constructor raises) and an output path
that cannot be written (``--phh-dir``, ``--csv``) are found before the first
deal, so no result ever names a winner against a seat that never played.
"""

from __future__ import annotations

import sys

import pytest

from poker_tui.bots_api import BotInfo
from poker_tui.cli import main
from poker_tui.lab import lineup, match


def sim(capsys, *args: str) -> tuple[int, str, str]:
    code = main(["sim", "--no-progress", "--jobs", "1", "--hands", "50", "--seed", "1", *args])
    out, err = capsys.readouterr()
    return code, out, err


@pytest.fixture
def no_hand_played(monkeypatch):
    """Fails the test if a match is started at all."""
    def refuse(*args, **kwargs):
        raise AssertionError("a hand was about to be played")
    monkeypatch.setattr("poker_tui.lab.run_match", refuse)
    monkeypatch.setattr(match, "play_blocks", refuse)


def one_sentence(code: int, out: str, err: str) -> str:
    assert code == 2 and out == ""
    assert err.startswith("poker-tui: ") and err.count("\n") == 1 and "Traceback" not in err
    return err


def test_a_program_that_is_not_there_is_refused(capsys, no_hand_played):
    err = one_sentence(*sim(capsys, "--bots", "process:/no/such/file,tag"))
    assert "cannot start" in err and "/no/such/file" in err


def test_a_program_that_exits_at_once_is_refused(capsys, no_hand_played, tmp_path):
    missing = tmp_path / "missing_bot.py"
    err = one_sentence(*sim(capsys, "--bot", f"cmd:{sys.executable} {missing}", "--bots", "tag"))
    assert "missing_bot.py" in err and "exited at once" in err


def test_an_unknown_bot_name_is_refused(capsys, no_hand_played):
    err = one_sentence(*sim(capsys, "--bots", "no-such-bot,tag"))
    assert "no bot named 'no-such-bot'" in err


class Broken:
    name = "broken"

    def __init__(self, seed=None):
        raise RuntimeError("weights file not found\nsecond line")


def test_a_bot_whose_constructor_raises_is_refused(capsys, no_hand_played, monkeypatch):
    real = lineup.bot_factories

    def with_broken():
        found = dict(real())
        found["broken"] = BotInfo("broken", "", "raises when built", Broken)
        return found

    monkeypatch.setattr(lineup, "bot_factories", with_broken)
    err = one_sentence(*sim(capsys, "--bots", "broken,tag"))
    assert "'broken' cannot start" in err and "RuntimeError: weights file not found" in err


def test_a_phh_directory_that_cannot_be_made_is_refused(capsys, no_hand_played, tmp_path):
    blocker = tmp_path / "a-file"
    blocker.write_text("not a directory")
    err = one_sentence(*sim(capsys, "--phh-dir", str(blocker / "hands")))
    assert "--phh-dir" in err and "cannot be written" in err


def test_a_csv_in_a_missing_directory_is_refused(capsys, no_hand_played, tmp_path):
    target = tmp_path / "no" / "such" / "dir" / "hands.csv"
    err = one_sentence(*sim(capsys, "--csv", str(target)))
    assert "--csv" in err and "cannot be written" in err
    assert not target.parent.exists()


def test_a_csv_that_is_a_directory_is_refused(capsys, no_hand_played, tmp_path):
    err = one_sentence(*sim(capsys, "--csv", str(tmp_path)))
    assert "is a directory" in err


def test_good_outputs_pass_and_leave_nothing_behind_until_played(tmp_path):
    from poker_tui.lab import MatchConfig
    from poker_tui.lab.preflight import preflight

    config = MatchConfig(players=2, bots=("tag", "random"), hands=10, phh_dir=tmp_path / "phh")
    preflight(config, csv_path=tmp_path / "out.csv")
    assert not (tmp_path / "out.csv").exists() and list((tmp_path / "phh").iterdir()) == []

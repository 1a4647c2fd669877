"""Ordinary mistakes and the machine's state are one sentence, never "an internal error":
a full disk or ``/dev/full`` under ``sim --csv``/``--phh-dir``, a file name too long, a
reader that went away (``history --json | head -1``); paths and names are echoed with
their control characters escaped (docs/lab.md, docs/store.md)."""

from __future__ import annotations

import errno
import os
import pathlib
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

from poker_tui.cli import main
from poker_tui.crash import EXIT_BROKEN_PIPE, ordinary_os_error

ROOT = Path(__file__).resolve().parent.parent
FIXTURE = ROOT / "tests" / "fixtures" / "journal-v1.db"
TOO_LONG = "x" * 300  # longer than any file system's NAME_MAX (255)


def sim(capsys, *args: str) -> tuple[int, str, str]:
    code = main(["sim", "--no-progress", "--hands", "40", "--seed", "1", "--bots", "random", *args])
    out, err = capsys.readouterr()
    return code, out, err


def one_sentence(err: str) -> str:
    lines = err.strip().splitlines()
    assert len(lines) == 1 and lines[0].startswith("poker-tui: "), err
    assert "internal error" not in err and "Traceback" not in err
    return lines[0]


@pytest.mark.skipif(not Path("/dev/full").exists(), reason="no /dev/full on this system")
def test_a_csv_to_dev_full_is_one_sentence_and_exit_status_2(capsys, tmp_path, monkeypatch):
    monkeypatch.setenv("POKER_TUI_DATA", str(tmp_path))
    code, _, err = sim(capsys, "--jobs", "1", "--csv", "/dev/full")
    assert code == 2
    assert "'/dev/full' cannot be written: No space left on device" in one_sentence(err)
    assert not list(tmp_path.glob("crash-*"))


@pytest.mark.parametrize("option", ["--csv", "--phh-dir"])
def test_a_file_name_too_long_is_one_sentence_and_exit_status_2(capsys, tmp_path, option):
    code, _, err = sim(capsys, "--jobs", "1", option, str(tmp_path / TOO_LONG))
    assert code == 2
    assert "File name too long" in one_sentence(err)


def failing_after(monkeypatch, writes: int) -> None:
    """``Path.write_text`` fails with ENOSPC after ``writes`` files (inherited by forked workers)."""
    real = pathlib.Path.write_text
    left = [writes]

    def write_text(self, *args, **kwargs):
        if self.suffix == ".phh":
            left[0] -= 1
            if left[0] < 0:
                raise OSError(errno.ENOSPC, os.strerror(errno.ENOSPC))
        return real(self, *args, **kwargs)

    monkeypatch.setattr(pathlib.Path, "write_text", write_text)


@pytest.mark.parametrize("jobs", ["1", "2"])
def test_a_disk_that_fills_during_the_match_stops_it_with_one_sentence(
    capsys, tmp_path, monkeypatch, jobs
):
    """The hand histories are written in the workers: the one that meets the full disk
    says so and the match stops, exit status 2, no crash report, no worker left."""
    monkeypatch.setenv("POKER_TUI_DATA", str(tmp_path))
    failing_after(monkeypatch, 5)
    code, _, err = sim(capsys, "--jobs", jobs, "--phh-dir", str(tmp_path / "phh"))
    assert code == 2
    said = one_sentence(err)
    assert "--phh-dir: " in said and "No space left on device" in said
    assert "the match stopped" in said
    assert not list(tmp_path.glob("crash-*"))


def test_a_csv_whose_disk_fills_during_the_match_stops_it_with_one_sentence(
    capsys, tmp_path, monkeypatch
):
    from poker_tui.lab import output_files

    real = output_files.append
    calls = [0]

    def append(out, text, option):  # the header goes in; the first block's rows meet a full disk
        calls[0] += 1
        if calls[0] > 1:
            raise output_files.cannot_write(
                option, out.name, OSError(errno.ENOSPC, "No space left on device")
            )
        real(out, text, option)

    monkeypatch.setattr("poker_tui.lab.match.append", append)
    code, _, err = sim(capsys, "--jobs", "1", "--csv", str(tmp_path / "rows.csv"))
    assert code == 2 and "--csv: " in one_sentence(err)


def test_a_reader_that_goes_away_ends_history_quietly_as_unix_tools_do(tmp_path):
    """``poker-tui history | head -1``: the pipe closes before the output is written;
    nothing on stderr, the status a shell gives a tool that met SIGPIPE (141), whether the
    command prints with ``print`` or through a Rich table (whose own answer is exit 1)."""
    shutil.copyfile(FIXTURE, tmp_path / "poker.db")
    env = dict(os.environ, POKER_TUI_DATA=str(tmp_path), PYTHONPATH=str(ROOT))
    for argv in (
        ["history"],
        ["history", "stats"],
        ["history", "--json"],
        ["history", "export", "1", "--text", "-"],
        ["icm", "--stacks", "100,50", "--payouts", "70,30"],
    ):
        proc = subprocess.Popen(
            [sys.executable, "-m", "poker_tui", *argv],
            stdout=subprocess.PIPE,
            stderr=subprocess.PIPE,
            env=env,
            cwd=ROOT,
        )
        assert proc.stdout is not None and proc.stderr is not None
        proc.stdout.close()  # the reader is gone before the first line
        err = proc.stderr.read().decode()
        assert proc.wait(timeout=60) == EXIT_BROKEN_PIPE, err
        assert err == ""
    assert not list(tmp_path.glob("crash-*"))


def test_an_export_path_holding_a_terminal_escape_is_echoed_escaped(tmp_path, monkeypatch, capsys):
    shutil.copyfile(FIXTURE, tmp_path / "poker.db")
    monkeypatch.setenv("POKER_TUI_DATA", str(tmp_path))
    target = tmp_path / "hands\x1b[2J\x07.txt"
    assert main(["history", "export", "1", "--text", str(target)]) == 0
    out, err = capsys.readouterr()
    assert "\x1b" not in out + err and "\x07" not in out + err
    assert "hands\\x1b[2J\\x07.txt" in out
    assert target.exists()
    folder = tmp_path / "phh\x1b]0;title\x07"
    assert main(["history", "export", "1", "--phh", str(folder)]) == 0
    out, err = capsys.readouterr()
    assert "\x1b" not in out + err and "phh\\x1b]0;title\\x07" in out


def test_only_ordinary_os_errors_are_sentences_a_bug_is_still_a_crash_report():
    full = OSError(errno.ENOSPC, os.strerror(errno.ENOSPC))
    assert "No space left on device" in (ordinary_os_error(full) or "")
    named = OSError(errno.ENAMETOOLONG, os.strerror(errno.ENAMETOOLONG), "/tmp/a\x1bb")
    said = ordinary_os_error(named) or ""
    assert "'/tmp/a\\x1bb' cannot be used (File name too long)" in said
    assert ordinary_os_error(OSError(errno.EBADF, "Bad file descriptor")) is None
    assert ordinary_os_error(RuntimeError("a bug")) is None


def test_a_refusal_on_the_command_line_leaves_the_rule_numbers_to_the_docs(monkeypatch, capsys):
    """The engine's sentences cite the rule books for readers of the code; the player reads
    the words (issue 31): ``(002 §3.10)`` is left out, a plain parenthesis stays."""
    from poker_tui.cli import main
    from poker_tui.commands import variants

    def refuse(args):
        raise ValueError(
            "Razz has no straddle: it is a blind game's option (002 §3.10);"
            " choose a hold'em game (or Omaha)"
        )

    monkeypatch.setattr(variants, "run", refuse)
    assert main(["variants"]) == 2
    err = capsys.readouterr().err
    assert err == (
        "poker-tui: Razz has no straddle: it is a blind game's option; choose a"
        " hold'em game (or Omaha)\n"
    )

"""``poker-tui sim`` from the command line: options, errors, outputs, Ctrl-C."""

from __future__ import annotations

import io
import json
import signal
import subprocess
import sys
import time

import pytest
from rich.console import Console

from poker_tui.cli import main
from poker_tui.lab.csv_rows import COLUMNS, position_name
from poker_tui.lab.progress import MatchProgress


def run(capsys, *args: str) -> tuple[int, str, str]:
    code = main(["sim", "--no-progress", *args])
    out, err = capsys.readouterr()
    return code, out, err


def test_the_foundation_command_still_works(capsys, tmp_path):
    code, out, _ = run(capsys, "--variant", "nlhe", "--players", "6", "--hands", "30", "--seed", "1",
                       "--phh-dir", str(tmp_path), "--jobs", "1")
    assert code == 0
    assert "30 hands" in out and "hands/s" in out and "net chips" in out
    assert len(list(tmp_path.glob("*.phh"))) == 30


def test_json_schema(capsys):
    code, out, err = run(capsys, "--bots", "station,random", "--hands", "40", "--seed", "3", "--json")
    assert code == 0
    data = json.loads(out)
    assert data["schema"] == "poker-tui/sim/1"
    assert data["players"] == 2 and data["hands"] == 40 and data["complete"] is True
    assert [b["bot"] for b in data["bots"]] == ["station", "random"]
    bot = data["bots"][0]
    for key in ("net", "mbb_per_hand", "mbb_per_hand_ci", "bb_per_100", "bb_per_100_ci", "vpip",
                "pfr", "aggression_factor", "showdowns", "showdowns_won", "showdown_win_share",
                "hands", "rebuys", "faults"):
        assert key in bot
    assert bot["bb_per_100"] == pytest.approx(bot["mbb_per_hand"] / 10, abs=1e-3)
    assert "hands/s" in err  # the speed goes to stderr, never into the JSON


def test_csv_has_one_row_per_hand_and_seat(capsys, tmp_path):
    path = tmp_path / "h.csv"
    code, _, _ = run(capsys, "--players", "3", "--hands", "25", "--seed", "2", "--csv", str(path))
    assert code == 0
    lines = path.read_text().splitlines()
    assert lines[0].split(",") == list(COLUMNS)
    assert len(lines) == 1 + 25 * 3


def test_phh_files_are_written_from_every_job(capsys, tmp_path):
    code, _, _ = run(capsys, "--players", "2", "--hands", "1100", "--seed", "2", "--jobs", "2",
                     "--phh-dir", str(tmp_path), "--json")
    assert code == 0
    names = sorted(p.name for p in tmp_path.glob("*.phh"))
    assert len(names) == 1100 and names[0] == "hand-000001.phh" and names[-1] == "hand-001100.phh"


@pytest.mark.parametrize("args, words", [
    (["--bots", "nobody"], "no bot named 'nobody'"),
    (["--blinds", "two"], "--blinds takes SB/BB"),
    (["--players", "2", "--bots", "random,random,random"], "3 bots do not fit at 2 seats"),
    (["--players", "11"], "played by 2 to 10 players"),
    (["--variant", "bridge"], "unknown variant"),
    (["--house", "mine"], "unknown house rules"),
    (["--jobs", "0"], "--jobs must be at least 1"),
    (["--variant", "draw", "--phh-dir", "never-made"], "PHH hand histories exist only for"),
])
def test_bad_options_get_one_clear_sentence(capsys, args, words):
    code, out, err = run(capsys, *args, "--hands", "5")
    assert code == 2 and out == ""
    assert words in err and "Traceback" not in err


def test_blinds_ante_and_stack_options(capsys):
    code, out, _ = run(capsys, "--blinds", "5/10", "--ante", "1", "--stack", "500", "--hands", "20",
                       "--seed", "1", "--json", "--players", "3")
    data = json.loads(out)
    assert data["stakes"]["big_blind"] == 10 and data["stakes"]["ante"] == 1
    assert data["starting_stack"] == 500 and data["big_blind_unit"] == 10


def test_positions_are_named_from_the_button():
    assert [position_name(i, 2) for i in range(2)] == ["BTN/SB", "BB"]
    assert [position_name(i, 6) for i in range(6)] == ["BTN", "SB", "BB", "UTG", "HJ", "CO"]
    assert [position_name(i, 9) for i in range(9)] == \
        ["BTN", "SB", "BB", "UTG", "UTG+1", "UTG+2", "LJ", "HJ", "CO"]


def test_progress_appears_only_after_a_second_and_only_on_a_terminal():
    now = [0.0]
    screen = Console(file=io.StringIO(), force_terminal=True, width=100)
    bar = MatchProgress(10_000, console=screen, clock=lambda: now[0])
    now[0] = 0.5
    bar.advance(1000)
    assert not bar.shown
    now[0] = 1.5
    bar.advance(1000)
    assert bar.shown
    bar.close()
    assert "hands/s" in screen.file.getvalue() and not bar.shown
    piped = MatchProgress(10_000, console=Console(file=io.StringIO()), clock=lambda: now[0])
    now[0] = 9.0
    piped.advance(1000)
    assert not piped.shown


@pytest.mark.parametrize("jobs", ["1", "2"])
def test_ctrl_c_stops_cleanly_and_prints_the_results_so_far(jobs, tmp_path):
    csv_path = tmp_path / "h.csv"
    cmd = [sys.executable, "-m", "poker_tui", "sim", "--hands", "5000000", "--seed", "1",
           "--jobs", jobs, "--json", "--no-progress", "--players", "2", "--csv", str(csv_path)]
    proc = subprocess.Popen(cmd, stdout=subprocess.PIPE, stderr=subprocess.PIPE)
    deadline = time.monotonic() + 60
    while time.monotonic() < deadline:  # wait for the first block: the match is running
        if csv_path.exists() and csv_path.stat().st_size > 200:
            break
        time.sleep(0.05)
    proc.send_signal(signal.SIGINT)
    out, err = proc.communicate(timeout=60)
    assert proc.returncode == 130, err.decode()
    data = json.loads(out)
    assert data["complete"] is False
    assert 0 < data["hands"] < 5_000_000
    assert sum(b["net"] for b in data["bots"]) == -data["rake"]
    assert b"Traceback" not in err
    rows = csv_path.read_text().count("\n") - 1
    assert rows == 2 * data["hands"]  # the CSV holds exactly the hands counted


def test_bots_get_labels_unique_in_the_match():
    from poker_tui.lab.lineup import make_lineup, short_name

    assert short_name("cmd:python -u bots/my_bot.py --fast") == "my_bot.py"
    assert short_name("process:./mybot --x") == "mybot"
    labels = [e.label for e in make_lineup(["tag", "random", "tag", "cmd:python a.py"])]
    assert labels == ["tag#1", "random", "tag#2", "a.py"]

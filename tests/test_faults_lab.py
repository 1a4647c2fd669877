"""In ``poker-tui sim`` a bot can never hang, slow or silently end a match (issue 19).

The faulty bots live in tests/stuck_bots.py and reach ``poker-tui sim``
through the ``poker_tui.bots`` entry point of tests/fixtures/*.dist-info, so
every run here is a real command line, as a bot author would type it.
"""

from __future__ import annotations

import json
import math
import signal
import subprocess
import sys
import time

import pytest

from poker_tui.lab import MatchConfig, run_match
from poker_tui.lab.watchdog import BotOverran, DecisionClock, local_where

from .lab_commands import ENV, ROOT, START_UP, run_json

LIMIT = 0.2


def sim(*args: str, timeout: float = 60) -> tuple[int, dict | None, str, float]:
    """Run ``poker-tui sim --json`` with the test bots installed; (exit code, JSON, stderr, seconds)."""
    return run_json("sim", "--json", "--no-progress", "--seed", "1", *args, timeout=timeout)


@pytest.mark.parametrize("jobs", ["1", "2"])
@pytest.mark.parametrize("bot", ["loop", "sleepy"])
def test_a_stuck_bot_is_interrupted_counted_and_sits_out(bot, jobs):
    code, data, err, seconds = sim("--bots", f"{bot},random", "--hands", "50", "--jobs", jobs,
                                   "--time-limit", str(LIMIT))
    assert code == 0, err
    assert data is not None and data["complete"] and data["hands"] == 50
    stuck = data["bots"][0]
    assert stuck["overruns"] == 3 and stuck["sat_out"]  # then it sits out, as at the table
    assert f"{bot} ran out of time ({LIMIT:g} s)" in stuck["fault_examples"]
    assert any("sits out after 3 overruns" in note for note in stuck["fault_examples"])
    assert data["overruns"] == 3 and data["repeatable"] is False
    assert data["bots"][1]["faults"] == 0
    assert seconds < 3 * LIMIT + START_UP, "the limit times the stuck decisions, plus start-up"
    assert "Traceback" not in err


def test_a_stuck_bot_on_two_workers_at_once_is_stopped_in_each():
    code, data, err, seconds = sim("--bots", "loop,random", "--hands", "2100", "--jobs", "2",
                                   "--time-limit", str(LIMIT))
    assert code == 0, err
    assert data is not None and data["complete"] and data["hands"] == 2100
    assert 3 <= data["bots"][0]["overruns"] <= 6  # at most three per worker before the news spreads
    assert seconds < 6 * LIMIT + START_UP


@pytest.mark.parametrize("jobs", ["1", "2"])
@pytest.mark.parametrize(("bot", "words"), [
    ("exits", "exited with code 1 (os._exit or a crash) while exits was deciding in deal 1"),
    ("sysexit", "sysexit tried to end the program (SystemExit(3)) in deal 1"),
    ("stubborn", f"stubborn did not stop when its time ran out ({LIMIT:g} s) in deal 1"),
])
def test_a_bot_that_ends_its_process_ends_the_match_with_a_sentence(bot, words, jobs):
    code, data, err, seconds = sim("--bots", f"{bot},random", "--hands", "50", "--jobs", jobs,
                                   "--time-limit", str(LIMIT))
    assert code == 1, err
    assert words in err and "Traceback" not in err
    assert data is not None and data["complete"] is False and words in data["stopped_by"]
    assert seconds < 15


def test_partial_results_are_the_deals_played_before_the_exit():
    """A bot that exits at the first decision of its second block: the first 1,000 hands count."""
    code, data, err, _ = sim("--bots", "exits-later,random", "--hands", "2000", "--jobs", "1")
    assert code == 1
    assert "exited with code 9 (os._exit or a crash) while exits-later was deciding in deal 1001" in err
    assert data is not None and data["hands"] == 1000 and data["complete"] is False
    assert sum(b["net"] for b in data["bots"]) == -data["rake"]


def test_the_report_on_screen_says_when_a_bot_ended_the_match():
    proc = subprocess.run([sys.executable, "-m", "poker_tui", "sim", "--no-progress", "--bots",
                           "sysexit,random", "--hands", "20", "--jobs", "1"],
                          capture_output=True, text=True, env=ENV, timeout=60, cwd=ROOT)
    assert proc.returncode == 1
    assert "Match ended early" in proc.stdout and "sysexit tried to end the program" in proc.stdout


def test_a_dict_is_reported_in_the_bots_terms():
    code, data, err, _ = sim("--bots", "dict,random", "--hands", "20", "--jobs", "1")
    assert code == 0, err
    assert data is not None
    assert data["bots"][0]["fault_examples"] == ["dict returned a dict ({'action': 'call'}), not an Action"]
    assert data["repeatable"] is True and data["overruns"] == 0


@pytest.mark.parametrize("value", ["nan", "inf", "-1", "-inf"])
def test_the_time_limit_must_be_a_finite_number_of_seconds(value, capsys):
    from poker_tui.cli import main

    code = main(["sim", "--no-progress", "--hands", "5", f"--time-limit={value}"])
    out, err = capsys.readouterr()
    assert code == 2 and out == ""
    assert "--time-limit takes a finite number of seconds, 0 or more" in err
    with pytest.raises(ValueError, match="finite number of seconds"):
        MatchConfig(time_limit=float(value))


def test_time_limit_zero_turns_the_clock_off_and_changes_no_result():
    on = run_match(MatchConfig(players=3, bots=("random", "station"), hands=300, seed=4))
    off = run_match(MatchConfig(players=3, bots=("random", "station"), hands=300, seed=4,
                                time_limit=0))
    assert on.to_json() | {"time_limit": 0} == off.to_json()
    assert math.isclose(off.config.time_limit, 0)


def test_jobs_beyond_the_cores_are_lowered_with_a_sentence(capsys):
    from poker_tui.cli import main
    from poker_tui.lab import default_jobs

    code = main(["sim", "--no-progress", "--hands", "20", "--jobs", "1000", "--json"])
    out, err = capsys.readouterr()
    assert code == 0
    assert f"--jobs 1000 lowered to {default_jobs()}" in err


def test_sigterm_stops_like_ctrl_c_with_the_results_so_far(tmp_path):
    csv_path = tmp_path / "h.csv"
    cmd = [sys.executable, "-m", "poker_tui", "sim", "--hands", "5000000", "--seed", "1",
           "--jobs", "2", "--json", "--no-progress", "--players", "2", "--csv", str(csv_path)]
    proc = subprocess.Popen(cmd, stdout=subprocess.PIPE, stderr=subprocess.PIPE, cwd=ROOT)
    deadline = time.monotonic() + 60
    while time.monotonic() < deadline:
        if csv_path.exists() and csv_path.stat().st_size > 200:
            break
        time.sleep(0.05)
    proc.send_signal(signal.SIGTERM)  # to the parent only: the workers hear it through the flag
    out, err = proc.communicate(timeout=60)
    assert proc.returncode == 130, err.decode()
    data = json.loads(out)
    assert data["complete"] is False and 0 < data["hands"] < 5_000_000
    assert b"Traceback" not in err and b"BrokenPipeError" not in err


def test_the_clock_interrupts_a_decision_past_its_allowance_and_spares_quick_ones():
    where = local_where()
    clock = DecisionClock(where, [0.05, 10.0])
    with clock.armed():
        where[0] = 16 + 2  # decision 1: entry 1 (allowance 10 s) thinks: never interrupted here
        time.sleep(0.15)
        where[0] = 0
        where[0] = 32 + 1  # decision 2: entry 0 (allowance 0.05 s) loops
        caught: BotOverran | None = None
        try:
            while True:
                pass
        except BotOverran as exc:
            where[0] = 0  # as the runner does: no bot thinks now
            caught = exc
    assert caught is not None and caught.entry == 0
    assert signal.getitimer(signal.ITIMER_REAL) == (0.0, 0.0)  # disarmed on the way out


def test_workers_of_a_killed_match_leave_quietly(tmp_path):
    """SIGKILL to the parent: its workers see the pipe close, and end without a traceback."""
    csv_path = tmp_path / "h.csv"
    cmd = [sys.executable, "-m", "poker_tui", "sim", "--hands", "5000000", "--seed", "1",
           "--jobs", "2", "--no-progress", "--players", "2", "--csv", str(csv_path)]
    proc = subprocess.Popen(cmd, stdout=subprocess.DEVNULL, stderr=subprocess.PIPE, cwd=ROOT)
    deadline = time.monotonic() + 60
    while time.monotonic() < deadline:
        if csv_path.exists() and csv_path.stat().st_size > 200:
            break
        time.sleep(0.05)
    proc.kill()
    # the workers hold stderr open until they end: reading to its end waits for them all
    err = proc.stderr.read() if proc.stderr is not None else b""
    proc.wait(10)
    assert b"Traceback" not in err and b"BrokenPipeError" not in err, err.decode()

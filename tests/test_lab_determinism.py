"""The same seed gives the same match, byte for byte, whatever --jobs is."""

from __future__ import annotations

from poker_tui.cli import main


def sim_json(capsys, *args: str) -> str:
    assert main(["sim", "--json", "--no-progress", *args]) == 0
    return capsys.readouterr().out


def test_same_seed_same_json_with_one_and_two_jobs(capsys):
    args = ("--players", "6", "--hands", "2500", "--seed", "11")  # three blocks
    one = sim_json(capsys, *args, "--jobs", "1")
    two = sim_json(capsys, *args, "--jobs", "2")
    assert one == two
    assert '"hands": 2500' in one


def test_same_seed_same_json_in_duplicate_and_table_mode(capsys):
    args = ("--bots", "random,station", "--hands", "2100", "--seed", "5", "--duplicate")
    assert sim_json(capsys, *args, "--jobs", "1") == sim_json(capsys, *args, "--jobs", "2")
    args = ("--players", "3", "--hands", "2100", "--seed", "5", "--mode", "table")
    assert sim_json(capsys, *args, "--jobs", "1") == sim_json(capsys, *args, "--jobs", "2")


def test_same_seed_same_csv_with_one_and_two_jobs(tmp_path, capsys):
    for jobs in ("1", "2"):
        sim_json(capsys, "--players", "4", "--hands", "1500", "--seed", "3", "--jobs", jobs,
                 "--csv", str(tmp_path / f"{jobs}.csv"))
    one, two = (tmp_path / "1.csv").read_bytes(), (tmp_path / "2.csv").read_bytes()
    assert one == two
    assert one.count(b"\n") == 1 + 1500 * 4


def test_another_seed_gives_another_match(capsys):
    args = ("--players", "6", "--hands", "300", "--jobs", "1")
    assert sim_json(capsys, *args, "--seed", "1") != sim_json(capsys, *args, "--seed", "2")

"""Every lab option at its limits: a value the run could never honour (it would never end,
or mean nothing) is one sentence and exit status 2 before a card is dealt; a value that is
rounded is said (docs/lab.md)."""

from __future__ import annotations

import pytest

from poker_tui.cli import main
from poker_tui.lab import exploit as exploit_package
from poker_tui.lab import match

HUGE = "100000000000000000000"  # 10**20


@pytest.fixture
def nothing_played(monkeypatch):
    def refuse(*args, **kwargs):
        raise AssertionError("a run was about to be played")

    monkeypatch.setattr(match, "play_blocks", refuse)
    monkeypatch.setattr(exploit_package, "run_exploit", refuse)
    monkeypatch.setattr("poker_tui.lab.exploit.run.run_exploit", refuse, raising=False)


@pytest.mark.parametrize(
    ("argv", "said"),
    [
        (["sim", "--hands", HUGE], "--hands takes 0 to 1,000,000,000 hands, not 100,000,000,000"),
        (["sim", "--hands", "-1"], "--hands takes 0 to 1,000,000,000 hands, not -1"),
        (["sim", "--players", "0"], "is played by 2 to 10 players, not 0"),
        (["sim", "--time-limit", "nan"], "--time-limit takes a finite number of seconds"),
        (["sim", "--time-limit", "inf"], "--time-limit takes a finite number of seconds"),
        (["sim", "--jobs", "0"], "--jobs must be at least 1"),
        (["sim", "--stack-bb", "0"], "--stack-bb must be positive"),
        (["exploit", "random", "--mixed-samples", HUGE], "--mixed-samples takes 1 to 100 answers"),
        (["exploit", "random", "--mixed-samples", "0"], "--mixed-samples takes 1 to 100 answers"),
        (["exploit", "random", "--hands", HUGE], "--hands takes 1 to 1,000,000,000 hands"),
        (["exploit", "random", "--hands", "0"], "--hands takes 1 to 1,000,000,000 hands, not 0"),
        (["exploit", "random", "--stack-bb", HUGE], "--stack-bb takes 1 to 10,000 big blinds"),
        (["exploit", "random", "--holdings", HUGE], "--holdings must be between 1 and 1326"),
        (["exploit", "random", "--time-limit", "-1"], "--time-limit takes a finite number"),
        (["exploit", "random", "--jobs", "0"], "--jobs must be at least 1"),
    ],
)
def test_an_option_past_its_limit_is_one_sentence_and_exit_status_2(
    argv, said, capsys, nothing_played
):
    assert main([*argv, "--no-progress"]) == 2
    err = capsys.readouterr().err
    assert err.startswith("poker-tui: ") and said in err and err.count("\n") == 1, err


def test_duplicate_says_when_it_rounds_the_hands_up_to_whole_deal_groups(capsys):
    code = main(
        [
            "sim",
            "--duplicate",
            "--hands",
            "3",
            "--players",
            "2",
            "--bots",
            "random",
            "--seed",
            "1",
            "--jobs",
            "1",
            "--no-progress",
            "--json",
        ]
    )
    assert code == 0
    out, err = capsys.readouterr()
    assert (
        "poker-tui: --duplicate plays whole deal groups of 2 hands (each deal from every"
        " seat): 3 hands rounded up to 4."
    ) in err
    assert '"hands_requested": 3' in out and '"hands": 4' in out


def test_duplicate_says_nothing_when_the_hands_are_whole_deal_groups(capsys):
    assert (
        main(
            [
                "sim",
                "--duplicate",
                "--hands",
                "4",
                "--players",
                "2",
                "--bots",
                "random",
                "--seed",
                "1",
                "--jobs",
                "1",
                "--no-progress",
                "--json",
            ]
        )
        == 0
    )
    assert "rounded" not in capsys.readouterr().err

"""``poker-tui equity``: the table, the JSON, and one sentence with exit status 2 for bad input."""

from __future__ import annotations

import json

import pytest

from poker_tui.cli import main


def test_the_table_names_each_player_and_the_method(capsys):
    assert main(["equity", "AsKs", "QdQc", "JhTh", "--board", "2s7dTc"]) == 0
    out = capsys.readouterr().out
    assert "board 2s 7d Tc" in out
    assert "AsKs" in out and "QdQc" in out and "JhTh" in out
    assert "exact: every deal, 903 in all" in out


def test_monte_carlo_reports_trials_seed_and_standard_error_and_repeats(capsys):
    args = ["equity", "AsKs", "QQ+, AKs", "--trials", "5000", "--seed", "7", "--json"]
    assert main(args) == 0
    first = json.loads(capsys.readouterr().out)
    assert main(args) == 0
    assert json.loads(capsys.readouterr().out) == first
    assert first["exact"] is False and first["deals"] == 5000 and first["seed"] == 7
    assert [p["hand"] for p in first["players"]] == ["AsKs", "QQ+, AKs"]
    assert sum(p["equity"] for p in first["players"]) == pytest.approx(1.0)
    assert all(0 < p["stderr"] < 0.01 for p in first["players"])


def test_other_games_take_lists_of_hands(capsys):
    assert (
        main(
            [
                "equity",
                "AsKsQdJd",
                "AhAd2c3c, KhKd9c8c:0.5",
                "--variant",
                "plo",
                "--board",
                "2h7hTc",
                "--trials",
                "3000",
                "--seed",
                "1",
                "--json",
            ]
        )
        == 0
    )
    data = json.loads(capsys.readouterr().out)
    assert data["variant"] == "plo"
    assert data["players"][1]["hand"] == "AhAd2c3c, KhKd9c8c:0.5"


@pytest.mark.parametrize(
    ("args", "words"),
    [
        (["AsKs", "AsQd"], "As is given twice"),
        (["AsKs", "QX"], "'X' is not a rank"),
        (["AsKs", "QQ", "--variant", "foo"], "'foo' is not a game"),
        (["AsKs"], "2 to 10 players"),
        (["AsKs", "QQ", "--board", "2c2c"], "twice"),
        (["AsKs", "QQ", "--trials", "0"], "at least 1"),
        (["AsKs", "QQ", "--dead", "Zz"], "is not a card"),
    ],
)
def test_bad_input_is_one_sentence_and_exit_2(capsys, args, words):
    assert main(["equity", *args]) == 2
    err = capsys.readouterr().err.strip()
    assert words in err
    assert err.count("\n") == 0

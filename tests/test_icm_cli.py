"""``poker-tui icm``: the table, the JSON, and one sentence with exit 2 for bad input."""

from __future__ import annotations

import json

import pytest

from poker_tui.cli import main


def test_icm_json_gives_each_players_equity_summing_to_the_paid_pool(capsys):
    assert (
        main(["icm", "--stacks", "5000,3000,1500,500", "--payouts", "500,300,200", "--json"]) == 0
    )
    out = json.loads(capsys.readouterr().out)
    assert out["method"] == "exact"
    assert [round(p["equity"], 2) for p in out["players"]] == [377.78, 312.89, 225.60, 83.73]
    assert sum(p["equity"] for p in out["players"]) == pytest.approx(1000)
    assert out["players"][0]["chip_share"] == 0.5


def test_icm_table_names_the_method_and_each_share(capsys):
    assert main(["icm", "--stacks", "5000,3000,2000", "--payouts", "50/30/20"]) == 0
    out = capsys.readouterr().out
    assert "exact (Malmuth-Harville)" in out
    assert "38.39" in out and "32.75" in out and "28.86" in out


@pytest.mark.parametrize(
    "argv, words",
    [
        (["--stacks", "5000,0", "--payouts", "50,50"], "Stack 2 is 0"),
        (["--stacks", "5000,abc", "--payouts", "50,50"], "Stack 2 ('abc')"),
        (["--stacks", "5000,3000", "--payouts", "50,,20"], "not a list"),
        (["--stacks", "5000,3000", "--payouts", "0,0"], "pay nobody"),
        (["--stacks", "5000,3000", "--payouts", "60,40", "--trials", "1"], "--trials"),
    ],
)
def test_icm_bad_input_is_one_sentence_and_exit_2(capsys, argv, words):
    assert main(["icm", *argv]) == 2
    err = capsys.readouterr().err
    assert words in err and err.count("\n") == 1 and "Traceback" not in err

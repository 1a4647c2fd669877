"""``poker-tui history review``: the review on the command line, as text and as JSON."""

from __future__ import annotations

import json

import pytest

from poker_tui.cli import main
from poker_tui.review import Thresholds, review_game
from poker_tui.store import Journal, default_path
from tests.test_review import save_game


def run(capsys, *argv: str) -> tuple[int, str, str]:
    code = main(["history", "review", *argv])
    out, err = capsys.readouterr()
    return code, out, err


@pytest.fixture
def game() -> int:
    journal = Journal(default_path())
    try:
        return save_game(journal)
    finally:
        journal.close()


def test_json_gives_the_library_s_verdicts_and_totals(capsys, game):
    code, out, err = run(capsys, str(game), "--json")
    assert (code, err) == (0, "")
    data = json.loads(out)
    journal = Journal(default_path())
    try:
        expected = review_game(journal, game)
    finally:
        journal.close()
    assert [
        (d["hand_no"], d["verdict"], d["ev_lost_bb"], d["sentence"]) for d in data["decisions"]
    ] == [(r.hand_no, r.verdict, r.ev_lost_bb, r.sentence) for r in expected]
    assert data["decisions"][0]["verdict"] == "blunder"
    assert data["decisions"][0]["seat"] == 2 and data["decisions"][0]["player"] == "You"
    assert data["totals"]["decisions"] == 3 and "not a solver" in data["model"]
    assert data["thresholds"] == {"correct": 0.1, "inaccuracy": 0.5, "mistake": 1.0, "blunder": 2.0}


def test_text_names_each_decision_and_the_totals_and_is_honest(capsys, game):
    code, out, _ = run(capsys)  # the newest game by default
    assert code == 0
    assert f"Review of game {game}" in out and "Hand 1" in out and "Hand 2" in out
    assert "blunder" in out and "by street:" in out and "not a solver" in out


def test_one_hand_a_seat_and_thresholds_from_the_command_line(capsys, game):
    code, out, _ = run(
        capsys, str(game), "--hand", "2", "--seat", "1", "--json", "--thresholds", "100,200,300,400"
    )
    assert code == 0
    data = json.loads(out)
    assert [d["hand_no"] for d in data["decisions"]] == [2, 2]
    assert {d["player"] for d in data["decisions"]} == {"Ada"}
    assert {d["verdict"] for d in data["decisions"]} == {"best"}
    assert data["thresholds"]["blunder"] == 400


def test_thresholds_from_the_settings_file(capsys, game):
    from poker_tui.settings import Settings, save_settings

    save_settings(Settings().with_table(review_thresholds="50,60,70,80"))
    code, out, _ = run(capsys, str(game), "--hand", "1", "--json")
    assert code == 0 and json.loads(out)["decisions"][0]["verdict"] == "best"
    assert Thresholds(50, 60, 70, 80).verdict(48) == "best"


@pytest.mark.parametrize(
    ("argv", "says"),
    [
        (["99"], "there is no saved game 99"),
        (["x"], "is not a game id"),
        (["{game}", "--hand", "7"], "has no finished hand 7"),
        (["{game}", "--hand", "two"], "is not a hand number"),
        (["{game}", "--seat", "5"], "has no seat 5"),
        (["{game}", "--thresholds", "1,2"], "is not four review thresholds"),
    ],
)
def test_bad_input_is_one_sentence_and_exit_status_2(capsys, game, argv, says):
    code, out, err = run(capsys, *[a.format(game=game) for a in argv])
    assert code == 2 and out == ""
    assert says in err and err.count("\n") == 1 and "Traceback" not in err


def test_no_saved_games_is_one_sentence(capsys):
    code, _, err = run(capsys)
    assert code == 2 and "no saved games yet" in err


def test_a_damaged_journal_gets_sentences_never_a_traceback(tmp_path, monkeypatch, capsys):
    """The fixture journal of tests/test_store_damage.py with random bytes in one page: the
    review says what it left out, as ``history stats`` does, and reviews the rest."""
    from tests.test_store_damage import damaged, said_in_sentences

    path = damaged(tmp_path)
    monkeypatch.setenv("POKER_TUI_DATA", str(tmp_path))
    for argv in (["1"], ["4"], []):
        status, _, err = run(capsys, *argv)
        assert status in (1, 2), (argv, err)
        said_in_sentences(err, path)
    assert not list(tmp_path.glob("crash-*"))


def test_a_hot_seat_game_still_being_played_is_not_reviewed(capsys):
    """Two humans at one keyboard: the review would tell one how strong the other's hidden
    hands were, so it waits until the game is over (as ``history export`` does)."""
    from poker_tui.store import SeatRecord
    from tests.test_review import HEADS_UP

    journal = Journal(default_path())
    try:
        both = {**HEADS_UP, "seats": [{"name": "Ada", "bot": None}, {"name": "You", "bot": None}]}
        sid = journal.open_session(
            both, [SeatRecord(0, "Ada", "human", 200), SeatRecord(1, "You", "human", 200)]
        )
    finally:
        journal.close()
    code, out, err = run(capsys, str(sid))
    assert code == 2 and out == "" and "hot-seat game still being played" in err

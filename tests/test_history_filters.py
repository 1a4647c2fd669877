"""``history stats --variant/--since/--by``: your results over a chosen period, game and split."""

from __future__ import annotations

import json
import sqlite3
from datetime import UTC, datetime, timedelta

import pytest

from poker_tui.engine import Action, Hand
from poker_tui.engine.games import get_variant
from poker_tui.session.config import config_to_dict, default_stakes
from poker_tui.stats.period import since_moment
from poker_tui.store import Journal, default_path
from tests.test_history import journal_hand, run, seats_of
from tests.test_ui_support import config

F = Action.fold()


def saved(variant: str, buttons: list[int]) -> int:
    """A heads-up game of You and Rex where the small blind folds every hand: its id.

    Heads-up the button posts the small blind (002 §3.9): with the button You lose 1
    small blind, without it You win one."""
    v = get_variant(variant)
    stakes = default_stakes(v, 2)
    journal = Journal(default_path())
    cfg = config(["You", "Rex"], [None, "rock"], variant=variant, stakes=stakes)
    sid = journal.open_session(
        config_to_dict(cfg), seats_of(["You", "Rex"], ["human", "bot:rock"], [200, 200])
    )
    for number, button in enumerate(buttons, 1):
        journal_hand(
            journal, sid, number, Hand(v, stakes, [200, 200], button, seed=number), [F], [0, 1]
        )
    journal.close()
    return sid


def backdate(game: int, days: int) -> None:
    """The game's hands as if played ``days`` ago (the journal keeps each hand's start)."""
    when = (datetime.now(UTC) - timedelta(days=days)).isoformat(timespec="seconds")
    with sqlite3.connect(default_path()) as db:
        db.execute("UPDATE hands SET started = ? WHERE session_id = ?", (when, game))


def stats(capsys, *argv: str) -> dict:
    code, out, err = run(capsys, "stats", "--json", *argv)
    assert code == 0, err
    return json.loads(out)[0]


def test_variant_since_and_by_choose_the_hands_and_split_them(capsys):
    old = saved("nlhe", [0, 0, 1])  # You: -1 -1 +1 at 1/2
    new = saved("lhe", [1, 1])  # You: +1 +1 in limit hold'em
    backdate(old, 30)
    everything = stats(capsys)
    assert (everything["hands"], everything["net"]) == (5, 1)
    assert (
        stats(capsys, "--variant", "nlhe")["hands"],
        stats(capsys, "--variant", "nlhe")["net"],
    ) == (3, -1)
    recent = stats(capsys, "--since", "7d")
    assert (recent["hands"], recent["net"]) == (2, 2)
    assert (
        stats(capsys, "--since", (datetime.now(UTC) - timedelta(days=40)).date().isoformat())[
            "hands"
        ]
        == 5
    )
    by_game = stats(capsys, "--by", "game")["by_game"]
    assert [(r["game"], r["hands"], r["net"]) for r in by_game] == [
        ("No-Limit Texas Hold'em", 3, -1),
        ("Limit Texas Hold'em", 2, 2),
    ]
    by_position = {
        r["position"]: (r["hands"], r["net"])
        for r in stats(capsys, "--by", "position")["by_position"]
    }
    assert by_position == {"BTN": (2, -2), "BB": (3, 3)}
    by_opponent = stats(capsys, "--by", "opponent")["by_opponent"]
    assert [(r["opponent"], r["hands"]) for r in by_opponent] == [("bot:rock", 5)]
    assert by_opponent[0]["bb_per_100_ci95"] is not None
    code, out, _ = run(capsys, "stats", "--variant", "stud7")
    assert code == 0 and out.strip() == "No finished hands match."
    code, out, _ = run(capsys, "stats", "--by", "stakes")
    assert code == 0 and "You by game and stakes" in out and "bankroll over 5 hands" in out
    assert new != old


@pytest.mark.parametrize(
    "argv, words",
    [
        (["--since", "last tuesday"], "is not a date"),
        (["--variant", "snap"], "unknown variant 'snap'"),
    ],
)
def test_a_bad_filter_is_one_sentence_and_status_2(capsys, argv, words):
    code, out, err = run(capsys, "stats", *argv)
    assert code == 2 and out == ""
    assert words in err and len(err.strip().splitlines()) == 1 and "Traceback" not in err


def test_a_span_counts_back_from_now_and_a_date_is_local_midnight():
    now = datetime(2026, 11, 27, 12, 0, tzinfo=UTC)
    assert since_moment("12h", now) == datetime(2026, 11, 27, 0, 0, tzinfo=UTC)
    assert since_moment("2w", now) == now - timedelta(weeks=2)
    local = datetime(2026, 11, 1).astimezone()
    assert since_moment("2026-11-01") == local.astimezone(UTC)

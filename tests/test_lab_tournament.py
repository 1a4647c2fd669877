"""``poker-tui sim --tournament``: sit-and-gos between bots, places, prizes and ROI."""

from __future__ import annotations

import json

import pytest

from poker_tui.cli import main
from poker_tui.lab import MatchConfig
from poker_tui.lab.tournament import (
    TournamentConfig,
    TournamentRunner,
    finishing_places,
    stakes_of,
)
from poker_tui.lab.tournament_match import run_tournament_match
from poker_tui.tournament.structure import BUNDLED

LINEUP = ("pushfold", "tag", "station", "maniac")


def config(tournaments: int = 4, duplicate: bool = False, seed: int = 5) -> TournamentConfig:
    structure = BUNDLED["turbo"]
    match = MatchConfig(
        players=4,
        bots=LINEUP,
        seed=seed,
        stack=structure.starting_stack,
        duplicate=duplicate,
        time_limit=0,
    )
    return TournamentConfig(match, structure, tournaments)


def test_every_tournament_has_one_winner_and_places_and_prizes_add_up():
    runner = TournamentRunner(config())
    try:
        for block in range(2):
            result = runner.play_block(block)
            for places, prizes in zip(result.places, result.prizes, strict=True):
                assert sorted(places) == [1.0, 2.0, 3.0, 4.0] or sum(places) == 10
                assert places.count(1.0) == 1
                assert sum(prizes) == pytest.approx(4.0)  # the pool: four buy-ins
            assert all(h > 0 for h in result.hands)
    finally:
        runner.close()


@pytest.mark.parametrize("duplicate, kept", [(False, 0), (True, 1)], ids=["plain", "duplicate"])
def test_a_tournament_that_ctrl_c_cuts_short_is_not_counted(duplicate, kept):
    """The stop flag is read between hands: the tournament in play then has no places (the
    players still in would all be first), so its block reports no tournament; in duplicate
    the rotations finished before it still count."""
    runner = TournamentRunner(config(duplicate=duplicate))
    play_hand = runner._play_hand
    starts = []  # the rotations begun: each starts at hand 0

    def stopping(block, hand, r, deal, seating=None):
        starts.extend([deal] if deal == 0 else [])
        if deal == 2 and len(starts) == kept + 1:  # Ctrl-C in this rotation's third hand
            runner.stop.value = 1
        return play_hand(block, hand, r, deal, seating)

    runner._play_hand = stopping
    try:
        first = runner.play_block(0)
    finally:
        runner.close()
    assert len(starts) == kept + 1  # no rotation began after the stop
    assert len(first.places) == len(first.prizes) == len(first.hands) == kept
    assert all(sorted(p) == [1.0, 2.0, 3.0, 4.0] for p in first.places)


def test_players_busted_in_one_hand_finish_by_their_chips_at_its_start_and_ties_share():
    assert finishing_places([(0, 300), (1, 500)], 4) == {1: 3.0, 0: 4.0}
    assert finishing_places([(0, 300), (1, 300)], 4) == {0: 3.5, 1: 3.5}
    assert finishing_places([(2, 10)], 2) == {2: 2.0}


def test_the_stakes_rise_with_the_level_clock():
    turbo = BUNDLED["turbo"]
    assert stakes_of(turbo, 0).big_blind == 20
    assert stakes_of(turbo, 6).big_blind == 30
    late = stakes_of(turbo, 6 * 6)
    assert late.ante == 25 and late.big_blind == 200
    deep = stakes_of(BUNDLED["deep"], 15 * 7)
    assert deep.big_blind_ante == 150 and deep.ante == 0


def test_the_same_seed_gives_the_same_results_whatever_the_jobs():
    one = run_tournament_match(config(4), jobs=1).to_json()
    two = run_tournament_match(config(4), jobs=2).to_json()
    assert json.dumps(one) == json.dumps(two)
    assert one["tournaments"] == 4 and sum(b["played"] for b in one["bots"]) == 16


def test_duplicate_replays_each_deal_sequence_with_the_seats_rotated():
    result = run_tournament_match(config(2, duplicate=True), jobs=1, isolate=False)
    assert result.totals.tournaments == 2 * 4  # every rotation of every sequence
    for bot in result.to_json()["bots"]:
        assert bot["played"] == 8


def test_sim_tournament_json_and_refusals(capsys, tmp_path):
    out_csv = tmp_path / "t.csv"
    assert (
        main(
            [
                "sim",
                "--tournament",
                "--tournaments",
                "2",
                "--players",
                "3",
                "--bots",
                "tag,station,rock",
                "--seed",
                "3",
                "--jobs",
                "1",
                "--json",
                "--time-limit",
                "0",
                "--csv",
                str(out_csv),
            ]
        )
        == 0
    )
    data = json.loads(capsys.readouterr().out)
    assert data["mode"] == "tournament" and data["structure"]["name"] == "turbo"
    assert {b["label"] for b in data["bots"]} == {"tag", "station", "rock"}
    assert out_csv.read_text().startswith("label,spec,played,place_1")
    for argv, words in (
        (["--tournaments", "0"], "--tournaments"),
        (["--variant", "stud7"], "has no blinds"),
        (["--structure", "nope"], "Unknown tournament structure"),
        (["--phh-dir", str(tmp_path)], "is for cash hands"),
        (["--address", "10.0.0.1:6379"], "add --backend ray"),
        (["--bots", "cmd:/nonexistent/bot,tag"], "bot 'bot' cannot start"),  # before any hand
        (["--csv", str(tmp_path / "missing" / "t.csv")], "cannot be written"),
    ):
        assert main(["sim", "--tournament", "--bots", "tag,station", *argv]) == 2
        assert words in capsys.readouterr().err

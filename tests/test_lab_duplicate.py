"""Duplicate matches: every bot plays every seat's cards, and the luck of the cards cancels."""

from __future__ import annotations

import csv

import pytest

from poker_tui.lab import MatchConfig, run_match
from poker_tui.lab.seating import rotations


@pytest.mark.parametrize("players", [2, 3, 6])
def test_each_entry_holds_each_seat_once_per_deal(players):
    rots = rotations(players, duplicate=True)
    assert len(rots) == players
    for entry in range(players):
        assert sorted(r.index(entry) for r in rots) == list(range(players))
    assert rotations(players, duplicate=False) == [tuple(range(players))]


def test_heads_up_duplicate_swaps_the_cards(tmp_path):
    config = MatchConfig(players=2, bots=("random", "station"), hands=40, seed=4, duplicate=True)
    run_match(config, csv_path=tmp_path / "hands.csv")
    rows = list(csv.DictReader(open(tmp_path / "hands.csv")))
    assert len(rows) == 40 * 2
    by_deal: dict[str, list[dict]] = {}
    for row in rows:
        by_deal.setdefault(row["deal"], []).append(row)
    assert len(by_deal) == 20
    for deal_rows in by_deal.values():
        seat = {(r["replay"], r["seat"]): r for r in deal_rows}
        for s in ("1", "2"):
            first, second = seat[("1", s)], seat[("2", s)]
            assert first["hole"] == second["hole"]  # the same cards in that seat
            assert first["position"] == second["position"]  # and the same button
            assert first["bot"] != second["bot"]  # held by the other bot


def test_two_copies_of_a_deterministic_bot_break_exactly_even():
    config = MatchConfig(players=2, bots=("station",), hands=400, seed=9, duplicate=True)
    summaries = run_match(config).summaries()
    assert [s.label for s in summaries] == ["station#1", "station#2"]
    for s in summaries:
        assert s.net == 0
        lo, hi = s.mbb_ci
        assert lo <= 0 <= hi


def test_two_copies_of_random_report_zero_inside_the_interval():
    config = MatchConfig(players=2, bots=("random",), hands=3000, seed=2, duplicate=True)
    result = run_match(config, jobs=2)
    a, b = result.summaries()
    assert a.net == -b.net  # heads-up, no rake: zero-sum
    for s in (a, b):
        lo, hi = s.mbb_ci
        assert lo < 0 < hi
    assert result.to_json()["confidence"]["unit"] == "deal"


def test_calling_station_clearly_beats_random():
    config = MatchConfig(players=6, bots=("station", "random"), hands=1200, seed=1, duplicate=True)
    result = run_match(config, jobs=2)
    for s in result.summaries():
        assert s.significant
        assert (s.mbb_per_hand > 0) == s.label.startswith("station")

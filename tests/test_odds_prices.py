"""Outs, prices and the coach's one call (docs/odds.md, "Outs and prices")."""

from __future__ import annotations

import pytest

from poker_tui.engine.cards import parse_cards
from poker_tui.odds import call_needs, equity, fold_equity_needs, outs, parse_range, pot_odds
from poker_tui.odds.coach import advise


def cards(text: str) -> list[int]:
    return [int(c) for c in parse_cards(text)]


def test_prices():
    assert pot_odds(300, 100) == 3.0
    assert call_needs(300, 100) == pytest.approx(0.25)
    assert call_needs(300, 0) == 0.0
    assert fold_equity_needs(100, 100) == pytest.approx(0.5)  # a pot-sized bluff: half the time
    assert fold_equity_needs(100, 50, 0.0) == pytest.approx(1 / 3)
    # with equity when called, less fold equity is needed; enough equity needs none
    assert 0 < fold_equity_needs(100, 100, 0.3) < 0.5
    assert fold_equity_needs(100, 100, 0.4) == 0.0  # 0.4 * 300 - 100 >= 0
    e, pot, bet = 0.25, 100, 100
    f = fold_equity_needs(pot, bet, e)
    assert f * pot + (1 - f) * (e * (pot + 2 * bet) - bet) == pytest.approx(0.0)


def test_flush_draw_outs_against_sets_and_the_card_that_gives_them_quads():
    hero, board = cards("AhKh"), cards("2h7hTc")
    found = outs(hero, board, [parse_range("TT, 77", hero + board).combos()])
    assert {str(o) for o in found} == {f"{r}h (Flush)" for r in "345689JQ"}
    assert cards("Th")[0] not in {o.card for o in found}  # TdTs makes quads with it


def test_no_outs_when_ahead():
    hero, board = cards("AsAd"), cards("2h7hTc")
    assert outs(hero, board, [parse_range("KK", hero + board).combos()]) == []


def test_the_coach_agrees_with_the_equity_command_and_prices_the_call():
    hole, board = cards("AhKh"), cards("2h7hTc9s")
    advice = advise(hole, board, ["TT, 77", None], pot=300, to_call=100, bet=150, seed=1)
    exact = equity(["AhKh", "TT, 77", "random"], board, exact=True).result.equity[0]
    assert advice.exact and advice.equity_vs_ranges == pytest.approx(exact, abs=1e-12)
    assert advice.call_needs == pytest.approx(0.25) and advice.pot_odds == 3.0
    assert advice.fold_equity_needs == fold_equity_needs(300, 150, advice.equity_vs_ranges)
    assert 0.0 < advice.equity_vs_random < 1.0
    assert advice.outs  # hearts still to come


def test_the_coach_in_omaha_counts_random_hands():
    advice = advise(cards("AsKsQdJd"), cards("2h7hTc"), [None], 100, 50, variant="plo")
    assert 0 < advice.equity_vs_random < 1 and advice.outs == ()

"""The registry of games (every game of 001 plus Limit Hold'em) and ``poker-tui variants``."""

from __future__ import annotations

import json

import pytest

from poker_tui.cli import main
from poker_tui.engine import Hand
from poker_tui.engine.games import all_variants, default_stakes, every_structure, get_variant
from poker_tui.engine.variant import Structure

GAMES_001 = {"holdem": "001 §16", "omaha": "001 §17", "manila2": "001 §14",
             "manila3": "001 §15", "stud5": "001 §12", "stud7": "001 §13", "draw": "001 §11"}


def test_every_game_of_001_and_limit_holdem_is_registered():
    games = {v.game for v in all_variants()}
    assert set(GAMES_001) <= games
    assert get_variant("lhe").structure == Structure.FIXED_LIMIT
    for code in ("nlhe", "lhe", "plo"):
        assert get_variant(code).code == code


@pytest.mark.parametrize("alias,code", [("holdem", "nlhe"), ("limit-holdem", "lhe"),
                                        ("omaha", "plo"), ("stud", "stud7"),
                                        ("five-card-stud", "stud5"), ("manila", "manila2"),
                                        ("five-card-draw", "draw"), ("NLHE", "nlhe")])
def test_aliases_resolve(alias, code):
    assert get_variant(alias).code == code


def test_unknown_names_say_what_exists():
    with pytest.raises(ValueError, match="choose one of: nlhe, lhe, plo"):
        get_variant("razz")
    with pytest.raises(ValueError, match="unknown betting structure 'xx'"):
        get_variant("stud7/xx")


@pytest.mark.parametrize("variant", all_variants(), ids=[v.code for v in all_variants()])
def test_each_game_deals_within_its_deck_and_player_limit_001_5_1(variant):
    stakes = default_stakes(variant)
    hand = Hand(variant, stakes, [100 * stakes.min_bet] * variant.max_players, seed=7)
    cards = [c for hole in hand.hole for c in hole] + hand.board
    assert len(set(cards)) == len(cards)
    with pytest.raises(ValueError, match=r"is played by 2 to \d+ players"):
        Hand(variant, stakes, [100] * (variant.max_players + 1), seed=7)


def test_derived_structures_keep_the_game():
    for v in every_structure():
        base = get_variant(v.code.split("/")[0])
        assert (v.game, v.deck_size, v.streets, v.max_players) == (
            base.game, base.deck_size, base.streets, v.max_players)
        assert get_variant(v.code) is v


def test_default_stakes_fit_every_game():
    for v in every_structure():
        st = default_stakes(v)
        Hand(v, st, [50 * st.min_bet] * 2, seed=1)  # refuses stakes that cannot play
        if v.bring_in:
            assert 0 < st.bring_in < st.min_bet and st.ante > 0
        else:
            assert 0 < st.small_blind < st.big_blind


def test_variants_command_lists_every_game(capsys):
    assert main(["variants"]) == 0
    out = capsys.readouterr().out
    for v in all_variants():
        assert v.code in out and v.name in out
    assert "nlhe" in out and "lhe" in out and "plo" in out and "/pl" in out


def test_variants_command_json(capsys):
    assert main(["variants", "--json"]) == 0
    rows = json.loads(capsys.readouterr().out)
    by_code = {r["code"]: r for r in rows}
    assert set(by_code) == {v.code for v in all_variants()}
    stud = by_code["stud7"]
    assert stud["deck"] == 52 and stud["structure"] == "fixed-limit"
    assert (stud["min_players"], stud["max_players"]) == (2, 8)
    assert "stud" in stud["names"] and stud["up_cards"] == 4 and stud["pokerkit"] == "F7S"
    assert by_code["lhe"]["max_players"] == 11 and by_code["lhe"]["players_rule"] == "003"
    assert by_code["manila3-32"]["deck"] == 32 and by_code["draw"]["draw"] is True

"""Betting structures of 001 §11.5: pot limit, half-pot limit, spread limit, and the raise cap."""

from __future__ import annotations

from poker_tui.engine import Stakes
from poker_tui.engine.games import every_structure, get_variant, with_structure
from poker_tui.engine.variant import Structure

from .variant_decks import C, R, X, hand_of, play

HOLES = ["AsAh", "KsKh", "QsQh", "JsJh"]


def holdem(code, stacks, stakes=None):
    return hand_of(code, stacks, HOLES[:len(stacks)], "2c3d4h8c9d",
                   stakes=stakes or Stakes(1, 2, spread_max=10))


def test_pot_limit_adds_the_call_to_the_pot_before_the_limit_001_11_5_e():
    h = holdem("nlhe/pl", [1000] * 3)  # pot 3; player 0 faces 2
    legal = h.legal_actions()
    # call 2 -> pot 5; the raise may be 5 more: to 7
    assert (legal.min_raise_to, legal.max_raise_to) == (4, 7)
    play(h, R(7))
    legal = h.legal_actions()  # small blind: pot 10, call 6 -> 16; raise to 7 + 16 = 23
    assert legal.max_raise_to == 23


def test_half_pot_limit_is_half_the_pot_after_the_call_001_11_5_e():
    h = holdem("nlhe/hpl", [1000] * 3)
    legal = h.legal_actions()  # call 2 -> pot 5; half of it is 2: to 4
    assert (legal.min_raise_to, legal.max_raise_to) == (4, 4)
    play(h, C, C, X)  # pot 6 on the flop
    assert (h.legal_actions().min_raise_to, h.legal_actions().max_raise_to) == (2, 3)


def test_spread_limit_from_the_minimum_or_last_raise_up_to_the_maximum_001_11_5_f():
    h = holdem("nlhe/sl", [1000] * 3)
    legal = h.legal_actions()
    assert (legal.min_raise_to, legal.max_raise_to) == (4, 12)  # raise by 2..10
    play(h, R(9))  # a raise of 7
    legal = h.legal_actions()
    assert (legal.min_raise_to, legal.max_raise_to) == (16, 19)  # at least the last raise


def test_three_raises_in_fixed_and_spread_limit_none_in_pot_or_no_limit_001_11_5_g():
    for v in every_structure():
        expected = 3 if v.structure in (Structure.FIXED_LIMIT, Structure.SPREAD_LIMIT) else None
        assert v.raise_cap == expected, v.code


def test_spread_limit_is_capped_at_three_raises_001_11_5_g():
    h = holdem("nlhe/sl", [1000] * 3)
    play(h, R(4), R(6), R(8))  # the blind and three raises
    assert h.legal_actions().max_raise_to == 0


def test_pot_limit_has_no_cap_001_17_6_f():
    h = holdem("plo", [10**6] * 3)
    for _ in range(8):
        legal = h.legal_actions()
        play(h, R(legal.max_raise_to))
    assert h.legal_actions().max_raise_to > 0


def test_any_game_takes_any_structure_by_name_001_11_5_a():
    v = get_variant("stud7/pl")
    assert v.structure == Structure.POT_LIMIT and v.game == "stud7" and v.raise_cap is None
    assert get_variant(v.code) is v
    assert get_variant("nlhe/fl") is get_variant("lhe")
    assert with_structure(get_variant("lhe"), Structure.NO_LIMIT) is get_variant("nlhe")
    assert get_variant("stud7/pl").pokerkit is None  # PokerKit knows only limit stud

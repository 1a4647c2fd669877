"""Exactly the five cards that play, in the order the hand reads (001 §9.1 hand ranks).

``HandShown.best`` (what the table highlights) is five distinct cards whose value is
the hand's value, taken by the game's rule: any five (hold'em, stud, draw), exactly
two hole cards and three of the board (Omaha 001 §17.5(d), Two Card Manila 001
§14.4(d), Three Card Manila two of three, §15.4(d)). They read as players read a
hand: pairs and trips first, then kickers high to low, a straight from its top card
(a wheel 5-4-3-2-A), a flush high to low, a low with the ace last. Among equal sets
the higher cards by rank, then suit, are taken, so the choice never varies.
"""

from __future__ import annotations

import random

import pytest

from poker_tui.engine import events as ev
from poker_tui.engine.cards import CARDS, deck, parse_cards
from poker_tui.engine.evaluator import evaluator_for
from poker_tui.engine.games import all_variants, get_variant
from poker_tui.engine.showdown import best_five, hand_value, read_order

from .variant_decks import check_down, hand_of


def cards_of(text: str) -> list[str]:
    return [str(c) for c in parse_cards(text)]


def five(code: str, hole: str, board: str = "") -> list[str]:
    v = get_variant(code)
    return [str(CARDS[c]) for c in best_five(v, parse_cards(hole),
                                             parse_cards(board) if board else [])]


def deal(variant, rng: random.Random) -> tuple[list[int], list[int]]:
    cards = list(deck(variant.deck_size))
    rng.shuffle(cards)
    n_hole = sum(s.hole_down + s.hole_up for s in variant.streets)
    n_board = sum(s.board for s in variant.streets)
    return cards[:n_hole], cards[n_hole:n_hole + n_board]


@pytest.mark.parametrize("code", sorted({v.code for v in all_variants()}))
def test_exactly_five_cards_that_make_the_value_in_every_game(code):
    v = get_variant(code)
    ev_ = evaluator_for(v.hand_order, v.deck_size)
    rng = random.Random(code)
    for _ in range(300):
        hole, board = deal(v, rng)
        best = best_five(v, hole, board)
        assert len(best) == len(set(best)) == 5
        assert set(best) <= set(hole) | set(board)
        assert ev_(list(best)) == hand_value(v, hole, board)
        if v.hole_used is not None:  # Omaha and Manila: the hand's own split
            assert len(set(best) & set(hole)) == v.hole_used
            assert len(set(best) & set(board)) == v.board_used


def test_omaha_lights_two_hole_and_three_board_cards_001_17_5_d():
    # Aces full: As Ad from the hand, Ah 7c 7d from the board. The board's other ace-pairing
    # card (Kc pairs the Kh in hand) must not be lit, nor a third hole card.
    best = five("plo", "AsAdKhQc", "Ah7c7dKc2s")
    assert len(set(best) & set(cards_of("AsAdKhQc"))) == 2
    assert best == ["As", "Ah", "Ad", "7d", "7c"]  # A-A-A-K-K would take three hole cards


def test_omaha_four_suited_hole_cards_and_one_on_board_are_no_flush_001_17_5_d():
    best = five("plo", "AsKsQsJs", "2s7d9c4h3c")
    assert len(set(best) & set(cards_of("AsKsQsJs"))) == 2
    assert best == ["As", "Ks", "9c", "7d", "4h"]


def test_two_card_manila_uses_both_hole_cards_001_14_4_d():
    best = five("manila2", "Ah7d", "KsKcKdQhJh")
    assert set(cards_of("Ah7d")) <= set(best)
    assert best == ["Ks", "Kd", "Kc", "Ah", "7d"]


def test_three_card_manila_two_of_three_hole_cards_001_15_4_d():
    best = five("manila3", "AhAd9c", "AsKcKd8h7h")
    assert len(set(best) & set(cards_of("AhAd9c"))) == 2
    assert best == ["As", "Ah", "Ad", "Kd", "Kc"]


def test_a_wheel_reads_five_down_to_the_ace_001_9_1_f():
    assert five("draw", "4s5h3sAd2d") == ["5h", "4s", "3s", "2d", "Ad"]
    assert read_order(parse_cards("4s5h3sAd2d"), parse_cards("5h4s3s2dAd")) == tuple(
        parse_cards("5h4s3s2dAd"))


def test_short_deck_wheel_reads_with_the_ace_below_001_9_3_f():
    assert five("stud7-40", "Ad5c6h7s8dKcQh") == ["8d", "7s", "6h", "5c", "Ad"]


def test_pairs_first_then_kickers_high_to_low():
    assert five("nlhe", "9c2d", "Ks9h7cAs4d") == ["9h", "9c", "As", "Ks", "7c"]
    assert five("nlhe", "KhKd", "7s7cKs2h3d") == ["Ks", "Kh", "Kd", "7s", "7c"]
    assert five("stud7", "Qh4c2d8s4d4hQs") == ["4h", "4d", "4c", "Qs", "Qh"]
    assert five("nlhe", "Kh7d", "7s7cKs2h3d") == ["7s", "7d", "7c", "Ks", "Kh"]


def test_a_flush_reads_high_to_low():
    assert five("nlhe", "2h9h", "Kh4hJh3c8h") == ["Kh", "Jh", "9h", "8h", "4h"]


def test_a_low_reads_from_its_top_card_with_the_ace_last_001_9_1_k():
    assert five("lowball", "2c8h4sAh6d") == ["8h", "6d", "4s", "2c", "Ah"]


def test_equal_sets_are_chosen_the_same_way_every_time():
    # The board's straight plays; either ten makes it: the higher suit (spades) is taken.
    assert five("nlhe", "Ts2c", "Th9d8c7h6s") == ["Ts", "9d", "8c", "7h", "6s"]
    # The board plays for both; kicker cards in the hand are lower than the board's
    assert five("nlhe", "3c2c", "AsKdQh9c7s") == ["As", "Kd", "Qh", "9c", "7s"]


def test_shown_cards_read_as_the_hand_then_the_rest_high_to_low():
    cards = parse_cards("2c9dKs9s4hAh7c")
    best = parse_cards("9s9dAhKs7c")
    assert [str(CARDS[c]) for c in read_order(cards, best)] == cards_of("9s9dAhKs7c4h2c")


def test_showdown_events_carry_exactly_five_in_reading_order_001_17_5_d():
    h = hand_of("plo", [100, 100], ["AsAdKhQc", "8c8d6h5s"], "Ah7c7dKc2s")
    check_down(h)
    shows = [e for e in h.events if isinstance(e, ev.HandShown)]
    assert shows
    for e in shows:
        assert len(e.best) == 5 and len(set(e.best) & set(e.cards)) == 2
    ace = next(e for e in shows if e.player == 0)
    assert [str(CARDS[c]) for c in ace.best] == ["As", "Ah", "Ad", "7d", "7c"]

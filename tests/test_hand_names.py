"""Hands named as players name them, with the kickers that decide (001 §9.1 hand ranks).

The convention (engine/hand_value.py): ``str(value)`` is the plain name ("Pair of
Queens", "Ace high"); a showdown names each shown hand's kickers down to the card
that separates it from the other shown hands it competed with ("Pair of Queens,
Ace kicker" against "Pair of Queens, King kicker"), every kicker against an equal
hand (a split says why), none against hands of another name. A low always names
all five cards ("8-6-4-2-A low"). PokerStars text keeps PokerStars' own words.
"""

from __future__ import annotations

import dataclasses
import random

import pytest

from poker_tui.engine import events as ev
from poker_tui.engine.cards import deck, parse_cards
from poker_tui.engine.current_hand import current_hand
from poker_tui.engine.evaluator import describe, evaluate, evaluate_low
from poker_tui.engine.games import get_variant
from poker_tui.engine.hand_value import hand_name, kickers_to_name
from poker_tui.engine.house_rules import RWS
from poker_tui.engine.showdown import describe_showdown, hand_value
from poker_tui.session.narration import Narrator, with_hand
from poker_tui.store.text_export import stars_hand, stars_kicker

from .variant_decks import check_down, hand_of

SHOW_ALL = dataclasses.replace(RWS, auto_muck=False)


def names(code: str, holes: list[str], board: str = "") -> dict[int, str]:
    v = get_variant(code)
    b = parse_cards(board) if board else []
    shown = {p: hand_value(v, parse_cards(hole), b) for p, hole in enumerate(holes)}
    return describe_showdown(v, shown, [range(len(holes))])


# ---------------------------------------------------------------- kickers that decide

def test_two_ace_high_hands_say_why_one_wins_001_9_1_j():
    got = names("nlhe", ["KdJc", "KhTc"], "As8d6c4h2s")
    assert got == {0: "Ace-King-Jack high", 1: "Ace-King-Ten high"}


def test_pair_with_the_kicker_that_decides_001_9_1_i():
    got = names("nlhe", ["QsAd", "QhKc"], "Qd9c7h4s2d")
    assert got == {0: "Pair of Queens, Ace kicker", 1: "Pair of Queens, King kicker"}


def test_pair_kickers_down_to_the_third_001_9_1_i():
    # both A-K; the third kicker (Nine against Eight) decides
    got = names("nlhe", ["9s3d", "8h3c"], "QdQcAhKs2d")
    assert got == {0: "Pair of Queens, Ace-King-Nine kickers",
                   1: "Pair of Queens, Ace-King-Eight kickers"}


def test_two_pair_kicker_001_9_1_h():
    got = names("nlhe", ["Ad3c", "Qd3h"], "KsKd7c7h2s")
    assert got == {0: "Two Pair, Kings and Sevens, Ace kicker",
                   1: "Two Pair, Kings and Sevens, Queen kicker"}


def test_trips_kickers_001_9_1_g():
    got = names("nlhe", ["AdQc", "AhJc"], "7s7d7c4h2s")
    assert got == {0: "Three of a Kind, Sevens, Ace-Queen kickers",
                   1: "Three of a Kind, Sevens, Ace-Jack kickers"}


def test_four_of_a_kind_kicker_001_9_1_c():
    got = names("nlhe", ["Ad2c", "Kh3c"], "9s9d9c9h5s")
    assert got == {0: "Four of a Kind, Nines, Ace kicker", 1: "Four of a Kind, Nines, King kicker"}


def test_flush_named_down_to_the_card_that_decides_001_9_1_e():
    got = names("nlhe", ["Kh3c", "Qh3d"], "Ah9h7h4h2c")
    assert got == {0: "Flush, Ace-King high", 1: "Flush, Ace-Queen high"}


def test_hands_of_different_names_need_no_kickers():
    got = names("nlhe", ["AdKc", "7d7c"], "Qs9d7h4s2d")
    assert got == {0: "Ace high", 1: "Three of a Kind, Sevens"}


def test_a_split_names_every_kicker_so_it_says_why():
    got = names("nlhe", ["3d2c", "4c2d"], "AsKdQh9c7s")
    assert got[0] == got[1] == "Ace-King-Queen-Nine-Seven high"


def test_straights_and_full_houses_are_named_whole():
    got = names("nlhe", ["Ad2c", "Kh3c"], "Ts9d8c7h6s")  # both play the board's straight
    assert got == {0: "Straight, Ten high", 1: "Straight, Ten high"}
    got = names("nlhe", ["KdKc", "QhQc"], "KsQs4c4h2d")
    assert got == {0: "Full House, Kings full of Fours", 1: "Full House, Queens full of Fours"}


def test_only_hands_that_competed_shape_a_name():
    # 0 and 1 never shared a pot in this (made-up) grouping: each keeps its plain name
    v = get_variant("nlhe")
    board = parse_cards("As8d6c4h2s")
    shown = {0: hand_value(v, parse_cards("KdJc"), board),
             1: hand_value(v, parse_cards("KhTc"), board)}
    assert describe_showdown(v, shown, [[0], [1]]) == {0: "Ace high", 1: "Ace high"}


def test_the_kicker_count_is_the_first_that_differs():
    a = evaluate(parse_cards("QsQdAhKs9d"))
    b = evaluate(parse_cards("QhQcAdKc8d"))
    c = evaluate(parse_cards("QhQcJdTc8d"))
    assert kickers_to_name(a, [b]) == 3 and kickers_to_name(a, [c]) == 1
    assert kickers_to_name(a, [b, c]) == 3 and kickers_to_name(a, []) == 0
    assert hand_name(a, 1) == "Pair of Queens, Ace kicker"


# ---------------------------------------------------------------- every game

def test_omaha_names_the_two_plus_three_hand_001_17_5_d():
    # Exactly two hole cards: 0 plays A-K + Q-9-7, 1 plays A-J + Q-9-7 (with any five, 1's
    # hand would be A-K-Q-J-9 from the same cards).
    got = names("plo", ["AdKc3h2s", "AhJcKd2c"], "Qs9d7h5c4s")
    assert got == {0: "Ace-King-Queen-Nine-Seven high", 1: "Ace-King-Queen-Nine-Seven high"}
    got = names("plo", ["AdKc3h2s", "AhJc3d2c"], "Qs9d7h5c4s")
    assert got == {0: "Ace-King high", 1: "Ace-Queen high"}


def test_omaha_pair_kickers_come_from_two_hole_cards_001_17_5_d():
    got = names("plo", ["QhAd3c2c", "QdKh3d2d"], "Qs9d7h6c4s")
    assert got == {0: "Pair of Queens, Ace kicker", 1: "Pair of Queens, King kicker"}


def test_two_card_manila_uses_the_short_deck_order_001_14_4_d_and_9_3():
    # 32 cards (7 to ace): A-7-8-9-T is a straight, and a flush beats a full house
    got = names("manila2", ["As7d", "KhKd"], "8c9hTsKsKc")
    assert got == {0: "Straight, Ten high", 1: "Four of a Kind, Kings"}
    got = names("manila2", ["AhKd", "AdQh"], "JsJc9h8d7c")
    assert got == {0: "Pair of Jacks, Ace-King kickers", 1: "Pair of Jacks, Ace-Queen kickers"}


def test_three_card_manila_two_of_three_hole_cards_001_15_4_d():
    got = names("manila3", ["AhKd7c", "AdQh6d"], "JsJc9h8dTc")
    assert got == {0: "Pair of Jacks, Ace-King kickers", 1: "Pair of Jacks, Ace-Queen kickers"}
    # 36 cards: the ace plays below the six, A-6-7-8-9 (001 §9.2)
    got = names("manila3", ["AhKd9c", "QhJh6d"], "9s8c7h6sTh")
    assert got == {0: "Straight, Nine high", 1: "Straight, Queen high"}


def test_seven_card_stud_best_five_of_seven_001_13():
    got = names("stud7", ["KsQd9c9d4h3s2c", "JsTd9s9h4d3c2d"])
    assert got == {0: "Pair of Nines, King kicker", 1: "Pair of Nines, Jack kicker"}


def test_short_deck_stud_flush_beats_full_house_001_9_3():
    got = names("stud7-40", ["AhKh9h7h5h6c8d", "AsAdAc5d5s6d8c"])
    assert got == {0: "Flush, Ace high", 1: "Full House, Aces full of Fives"}


def test_five_card_stud_and_draw():
    assert names("stud5", ["AsKd7c5h2d", "AhQd7d5c3s"]) == {0: "Ace-King high", 1: "Ace-Queen high"}
    assert names("draw", ["5h4s3sAd2d", "KhKdQsJc9d"]) == {0: "Straight, Five high",
                                                         1: "Pair of Kings"}
    got = names("draw-32", ["AhKhQhJh9h", "AsKsQsJs8s"])
    assert got == {0: "Flush, Ace-King-Queen-Jack-Nine high",
                   1: "Flush, Ace-King-Queen-Jack-Eight high"}


def test_lows_name_all_five_cards_001_9_1_k():
    assert names("lowball", ["8s6d4h2cAs", "8h6c5d2dAh"]) == {0: "8-6-4-2-A low",
                                                             1: "8-6-5-2-A low"}
    assert names("lowball", ["9s9d5h3cAs", "KsQdJh9c8s"]) == {0: "Pair of Nines (9-9-5-3-A)",
                                                             1: "K-Q-J-9-8 low"}
    assert str(evaluate_low(parse_cards("5c4d3h2sAs"))) == "5-4-3-2-A low"


def test_describe_alone_names_every_kicker_of_the_five():
    """With no other hand to tell it from, a name carries all its kickers."""
    v = evaluate(parse_cards("QsQdAhKs9d"))
    assert describe(v) == "Pair of Queens, Ace-King-Nine kickers" and str(v) == "Pair of Queens"


# ---------------------------------------------------------------- during the hand

@pytest.mark.parametrize(("code", "hole", "board", "name"), [
    ("nlhe", "QsQd", "", "Pair of Queens"),
    ("nlhe", "AsKd", "", "Ace-King high"),
    ("nlhe", "AsKd", "2c7h9s", "Ace-King high"),
    ("nlhe", "AsKd", "Ac7h9s", "Pair of Aces"),
    ("nlhe", "AsKs", "Qs7s2s9d", "Flush, Ace high"),
    ("plo", "AsKdQhQc", "", "Pair of Queens"),
    # 001 §17.5(d): four spades in the hand and one on the board are no flush
    ("plo", "AsKsQsJs", "2s7d9c", "Ace-King high"),
    ("plo", "AsKdQhJc", "AcAh9s", "Three of a Kind, Aces"),
    ("manila2", "AsKd", "Ac", "Pair of Aces"),
    ("manila3", "AsKdQh", "Qc", "Pair of Queens"),
    ("stud7", "7s7d7h", "", "Three of a Kind, Sevens"),
    ("stud7", "7s7dKhKc", "", "Two Pair, Kings and Sevens"),
    ("stud5", "As9d", "", "Ace-Nine high"),
    ("stud7-32", "AhKh9h7hTh8c", "", "Flush, Ace high"),
    ("draw", "5h4s3sAd2d", "", "Straight, Five high"),
    ("lowball", "8s6d4h2cAs", "", "8-6-4-2-A low"),
    ("nlhe", "", "", ""),
])
def test_current_hand_names_what_the_player_holds_now(code, hole, board, name):
    v = get_variant(code)
    hole_cards = parse_cards(hole) if hole else []
    board_cards = parse_cards(board) if board else []
    assert current_hand(v, hole_cards, board_cards) == name


def test_current_hand_with_five_cards_is_the_showdown_value():
    v = get_variant("plo")
    hole, board = parse_cards("AsKdQdJd"), parse_cards("Th9s8c3h4c")
    assert current_hand(v, hole, board) == str(hand_value(v, hole, board)) == "Straight, Queen high"


# ---------------------------------------------------------------- in words

def test_names_read_as_sentences():
    assert with_hand("Pair of Queens, Ace kicker") == "a Pair of Queens, Ace kicker"
    assert with_hand("Ace-King-Jack high") == "Ace-King-Jack high"
    assert with_hand("Flush, Ace-King high") == "a Flush, Ace-King high"
    assert with_hand("Two Pair, Kings and Sevens, Ace kicker") == (
        "Two Pair, Kings and Sevens, Ace kicker")
    assert with_hand("8-6-4-2-A low") == "an 8-6-4-2-A low"
    assert with_hand("7-5-4-3-2 low") == "a 7-5-4-3-2 low"
    assert with_hand("Straight, Five high") == "a Straight, Five high"
    assert with_hand("One Pair, Aces") == "a Pair of Aces"  # names from before kickers
    assert with_hand("High Card, Ace") == "Ace high"


def test_narration_shows_cards_as_the_hand_reads():
    n = Narrator(["Ada", "Bob"], get_variant("draw"))
    dealt = tuple(parse_cards("4s5h3sAd2d"))
    best = tuple(parse_cards("5h4s3s2dAd"))
    said = n.lines(ev.HandShown(0, dealt, 1, "Straight, Five high", best))
    assert said == [("Ada shows 5♥ 4♠ 3♠ 2♦ A♦: a Straight, Five high", "show")]
    n = Narrator(["Ada", "Bob"], get_variant("nlhe"))
    said = n.lines(ev.HandShown(1, tuple(parse_cards("2d9c")), 1, "Pair of Nines",
                                tuple(parse_cards("9c9hAsKd7c"))))
    assert said == [("Bob shows 9♣ 2♦: a Pair of Nines", "show")]


# ---------------------------------------------------------------- PokerStars' words

def test_pokerstars_words_keep_their_own_format():
    def v(cards: str):
        return evaluate(parse_cards(cards))

    assert stars_hand(v("7c7h6h4cAs")) == "a pair of Sevens"
    assert stars_hand(v("AsKd9c5h3d")) == "high card Ace"
    assert stars_hand(v("5h4s3sAd2d")) == "a straight, Ace to Five"
    assert stars_hand(v("9h8s7s6d5d")) == "a straight, Five to Nine"
    assert stars_hand(v("KhQhJhTh9h")) == "a straight flush, Nine to King"
    assert stars_hand(v("AhKhQhJhTh")) == "a Royal Flush"
    assert stars_hand(v("AhKh9h7h2h")) == "a flush, Ace high"
    assert stars_hand(v("KhKdKs7h7d")) == "a full house, Kings full of Sevens"
    assert stars_hand(v("KhKd7s7h2d")) == "two pair, Kings and Sevens"
    assert stars_hand(v("KhKdKs7h2d")) == "three of a kind, Kings"
    assert stars_hand(v("KhKdKsKc2d")) == "four of a kind, Kings"


def test_pokerstars_kicker_note_against_an_earlier_shown_hand():
    board = "7c6h4c3h7h"  # sharp [Qc As] then scorpchess [Ks Ad], as PokerStars writes it
    first = evaluate(parse_cards("QcAs" + board))
    second = evaluate(parse_cards("KsAd" + board))
    assert stars_kicker(first, []) == ""
    assert stars_kicker(second, [first]) == " - Ace+King kicker"
    assert stars_kicker(first, [second]) == " - lower kicker"
    assert stars_kicker(second, [second]) == ""  # equal hands: nothing to add
    assert stars_kicker(second, [evaluate(parse_cards("KsKd" + board))]) == ""  # another name


# ---------------------------------------------------------------- at the table's showdown

def test_showdown_events_name_the_kickers_that_decide():
    h = hand_of("nlhe", [100, 100, 100], ["KdJc", "KhTc", "Td3c"], "As8d6c4h2s",
                house=SHOW_ALL)
    check_down(h)
    shown = {e.player: e.description for e in h.events if isinstance(e, ev.HandShown)}
    assert shown == {0: "Ace-King-Jack high", 1: "Ace-King-Ten high", 2: "Ace-Ten high"}
    award = [e for e in h.events if isinstance(e, ev.PotAwarded)]
    assert [e.description for e in award] == ["Ace-King-Jack high"]


@pytest.mark.parametrize("code", ["nlhe", "plo", "manila2", "manila3", "stud5", "stud7",
                                  "stud7-32", "draw", "draw-40", "lowball"])
def test_different_hands_never_share_a_name_and_equal_ones_always_do(code):
    """The promise: two shown hands with the same name split the pot; a better hand's name
    says why it wins (001 §9.1 (b)-(k))."""
    v = get_variant(code)
    rng = random.Random(code)
    n_hole = sum(s.hole_down + s.hole_up for s in v.streets)
    n_board = sum(s.board for s in v.streets)
    for _ in range(400):
        cards = list(deck(v.deck_size))
        rng.shuffle(cards)
        players = rng.randint(2, 4)
        board = cards[players * n_hole:players * n_hole + n_board]
        shown = {p: hand_value(v, cards[p * n_hole:(p + 1) * n_hole], board)
                 for p in range(players)}
        named = describe_showdown(v, shown, [range(players)])
        for p in shown:
            for q in shown:
                assert (named[p] == named[q]) == (shown[p] == shown[q]), (named, shown)


def test_pokerstars_export_of_a_kicker_battle_reads_as_pokerstars_writes_it():
    from poker_tui.store.review import PlayedHand, Player
    from poker_tui.store.text_export import hand_history

    # sharp [Qc As] shows first, scorpchess [Ks Ad] wins on the second kicker
    h = hand_of("nlhe", [100, 100, 100], ["Jd9d", "QcAs", "KsAd"], "7c6h4c3h7h", button=0,
                house=SHOW_ALL)
    check_down(h)
    players = tuple(Player(i, n, f"bot:{n}", False) for i, n in enumerate(["ann", "sharp",
                                                                            "scorpchess"]))
    text = hand_history(PlayedHand(1, 1, "2026-11-23T12:00:00+00:00", h, players, 3))
    assert "sharp: shows [Qc As] (a pair of Sevens)" in text
    assert "scorpchess: shows [Ks Ad] (a pair of Sevens - Ace+King kicker)" in text
    assert "ann: shows [Jd 9d] (a pair of Sevens - lower kicker)" in text
    assert "showed [Qc As] and lost with a pair of Sevens" in text
    assert "showed [Ks Ad] and won (" in text and ") with a pair of Sevens" in text

"""Short decks (001 §4.1, §9.2, §9.3) as the games use them."""

from __future__ import annotations

from poker_tui.engine import Stakes, parse_cards
from poker_tui.engine.cards import RANK_CHARS, deck
from poker_tui.engine.games import all_variants

from .variant_decks import check_down, hand_of

STUD = Stakes(0, 10, ante=1, bring_in=3, small_bet=10, big_bet=20)


def test_decks_of_52_40_36_32_cards_001_4_1():
    for size, lowest in ((52, "2"), (40, "5"), (36, "6"), (32, "7")):
        cards = deck(size)
        assert len(cards) == size and len(set(cards)) == size
        assert {RANK_CHARS[c >> 2] for c in cards} == set(RANK_CHARS[RANK_CHARS.index(lowest):])


def test_every_short_deck_game_uses_the_short_deck_order_001_9_3():
    for v in all_variants():
        assert v.hand_order == ("low" if v.game == "lowball" else
                                "high" if v.deck_size == 52 else "short"), v.code


def test_flush_beats_full_house_at_a_32_card_stud_table_001_9_3_d_e():
    # Player 0: a club flush; player 1: kings full. Cards: down, down, up x4, down.
    holes = ["AcJc7c8c9cKsTd", "KhKd7h7dKcQsQd"]
    h = check_down(hand_of("stud7-32", [200, 200], holes, button=1, stakes=STUD))
    assert h.value_of(0).category == "Flush" and h.value_of(1).category == "Full House"
    assert h.winnings[0] > 0 and h.winnings[1] == 0


def test_ace_plays_below_the_five_in_a_40_card_deck_001_9_2_a_001_9_3_f():
    # 0: A-5-6-7-8, the smallest straight; 1: 5-6-7-8-9 beats it.
    holes = ["As5d6h7c8dKs", "9s5h6s7d8hQc"]
    h = check_down(hand_of("draw-40", [100, 100], [x[:10] for x in holes], button=1,
                           stakes=Stakes(1, 2, small_bet=2, big_bet=4)))
    assert h.value_of(0).category == h.value_of(1).category == "Straight"
    assert h.winnings[1] > 0 and h.winnings[0] == 0


def test_short_deck_hands_are_dealt_only_from_their_deck_001_4_1():
    h = hand_of("stud5-32", [50] * 6, ["AsKs", "AhKh", "AdKd", "AcKc", "QsQh", "QdQc"],
                stakes=STUD)
    check_down(h)
    assert all(c >> 2 >= 5 for hole in h.hole for c in hole)  # seven or better
    assert parse_cards("7c")[0] in deck(32)

"""Cards and decks: parsing, formatting, deck sizes of 001 §4.1, suit order of 002 §3.8."""

from __future__ import annotations

import pytest

from poker_tui.engine import deck, format_cards, parse_card, parse_cards


def test_parse_and_format_round_trip():
    for c in deck(52):
        assert parse_card(str(c)) == c
    assert format_cards(parse_cards("As Td 10h 2c")) == "As Td Th 2c"


def test_parse_accepts_ten_as_10_and_joined_strings():
    assert parse_cards("AsKd10h") == parse_cards(["As", "Kd", "Th"])
    assert str(parse_card("10d")) == "Td"
    assert parse_card("A♠") == parse_card("As")
    assert parse_card("td") == parse_card("Td")


@pytest.mark.parametrize("text", ["", "A", "1s", "Ax", "Zs", "AsK"])
def test_bad_cards_get_a_sentence(text):
    with pytest.raises(ValueError, match="not a card"):
        parse_cards([text]) if text else parse_card(text)


def test_duplicate_cards_are_refused():
    with pytest.raises(ValueError, match="twice"):
        parse_cards("As As")


def test_deck_sizes_001_4_1():
    assert len(deck(52)) == 52
    assert {str(c)[0] for c in deck(40)} == set("56789TJQKA")
    assert {str(c)[0] for c in deck(36)} == set("6789TJQKA")
    assert {str(c)[0] for c in deck(32)} == set("789TJQKA")
    with pytest.raises(ValueError, match="001 §4.1"):
        deck(48)


def test_suit_order_spades_hearts_diamonds_clubs_002_3_8():
    assert parse_card("2s") > parse_card("2h") > parse_card("2d") > parse_card("2c")
    assert parse_card("3c") > parse_card("2s")  # rank first


def test_symbols_for_the_table():
    assert parse_card("Th").symbol == "10♥"
    assert parse_card("As").name == "Ace of spades"

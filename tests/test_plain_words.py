"""Plain mode's words: cards said as a player hears them, keys read whole from a terminal."""

from __future__ import annotations

from poker_tui.engine.cards import CARDS
from poker_tui.plain.speech import card_words, spoken
from poker_tui.plain.terminal import keys_of


def test_every_card_symbol_is_said_in_words():
    assert all(spoken(CARDS[c].symbol) == card_words(c) for c in range(52))
    assert card_words(51) == "Ace of spades" and card_words(0) == "Two of clubs"


def test_a_run_of_cards_is_said_as_a_list_and_other_words_are_kept():
    assert (
        spoken("Dealt to You: J♣ K♥ 10♦")
        == "Dealt to You: Jack of clubs, King of hearts and Ten of diamonds"
    )
    assert spoken("Ada raises to 60") == "Ada raises to 60"


def test_arrow_keys_are_passed_over_and_named_keys_named():
    assert list(keys_of("c\x1b[A\x1bOPr\r\x7f\x1b")) == ["c", "r", "enter", "backspace", "escape"]
    assert list(keys_of("\x03")) == ["ctrl+c"]


def test_a_seat_is_said_in_the_person_its_name_needs():
    from poker_tui.plain.speech import seat_line
    from poker_tui.session import SeatState

    class State:
        viewer = 0
        to_act = None

    you = SeatState(0, "You", stack=192, small_blind=True, folded=True)
    ada = SeatState(1, "Ada", stack=150)
    assert seat_line(you, State()) == "You (small blind) have 192 and have folded."  # type: ignore[arg-type]
    assert seat_line(ada, State()) == "Ada has 150."  # type: ignore[arg-type]

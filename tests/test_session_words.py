"""What the session says: the status line, bet presets, amount checks, hand-log sentences."""

from __future__ import annotations

from poker_tui.engine import NLHE
from poker_tui.engine import events as ev
from poker_tui.engine.actions import LegalActions
from poker_tui.session.amounts import plain
from poker_tui.session.facing import Facing
from poker_tui.session.narration import Narrator, agree, with_hand


def facing(call=40, pot=130, bet_to=60, my_bet=20, stack=1000, lo=100, hi=1020, check=False,
           short_raise="minimum") -> Facing:
    legal = LegalActions(0, True, check, 0 if check else call, lo, hi)
    return Facing(0, legal, pot, bet_to, my_bet, stack, 2, short_raise=short_raise)


def test_status_line_says_the_call_the_pot_and_the_pot_odds():
    assert facing().status() == "Call 40 to win 130 (pot odds 24%)"


def test_status_line_when_checking_is_free():
    f = facing(call=0, check=True, bet_to=0, my_bet=0, lo=2, hi=1000)
    assert f.status() == "Check or bet (pot 130)"


def test_a_call_of_every_chip_is_called_all_in():
    f = facing(call=40, stack=40, lo=0, hi=0)
    assert f.status() == "Call 40 all-in to win 130 (pot odds 24%)"


def test_presets_are_shares_of_the_pot_after_calling():
    f = facing()
    # pot after calling = 130 + 40 = 170; raise to 60 + share of 170.
    assert f.preset("half") == 60 + 85
    assert f.preset("three_quarter") == 60 + 127
    assert f.preset("pot") == 60 + 170
    assert f.preset("min") == 100
    assert f.preset("all_in") == 1020


def test_presets_never_leave_the_legal_bounds():
    f = facing(pot=4, call=2, bet_to=2, my_bet=0, lo=6, hi=50)
    assert f.preset("half") == 6  # half pot (raise to 5) would be below the minimum raise
    g = facing(hi=150)
    assert g.preset("pot") == 150


def test_up_and_down_step_one_big_blind_within_bounds():
    f = facing()
    assert f.step(100, +1) == 102
    assert f.step(100, -1) == 100
    assert f.step(None, +1) == 100


def test_amount_above_the_stack_is_refused_with_the_all_in_amount():
    check = facing().check_amount(5000)
    assert not check.ok and check.message == (
        "Raise to 5000 is more than you have; all-in is a raise to 1020.")


def test_amount_that_does_not_raise_is_refused():
    check = facing().check_amount(60)
    assert not check.ok and "does not raise the bet of 60" in check.message


def test_short_raise_becomes_the_minimum_under_rws_002_3_5_1():
    check = facing().check_amount(80)
    assert check.ok and check.amount == 100 and "becomes the minimum" in check.message


def test_short_raise_refused_when_the_house_says_so():
    check = facing(short_raise="reject").check_amount(80)
    assert not check.ok and "below the minimum" in check.message


def test_action_labels_follow_bet_or_raise():
    assert facing().action_label(100) == "Raise to 100"
    assert facing(bet_to=0, my_bet=0).action_label(40) == "Bet 40"
    assert facing().action_label(1020) == "Raise to 1020 (all-in)"


def test_hand_names_read_as_sentences():
    assert with_hand("Flush, Ace high") == "a Flush, Ace high"
    assert with_hand("One Pair, Aces") == "a Pair of Aces"
    assert with_hand("Two Pair, Aces and Kings") == "Two Pair, Aces and Kings"
    assert with_hand("High Card, Ace") == "Ace high"
    assert with_hand("Full House, Kings full of Twos") == "a Full House, Kings full of Twos"


def test_you_are_spoken_to():
    assert agree("You", "raises") == "You raise"
    assert agree("You", "is") == "You are"
    assert agree("Bob", "raises") == "Bob raises"


def test_narrator_tells_actions_streets_and_winners():
    n = Narrator(["Alice", "Bob"], NLHE)
    said = []
    for e in (ev.PlayerActed(0, "raise", 60, 60, False, "Raise to 60"),
              ev.PlayerActed(1, "call", 40, 60, True, "Call 40 (all-in)"),
              ev.StreetStarted(1, "Flop"),
              ev.BoardDealt((48, 45, 2), (48, 45, 2)),
              ev.HandShown(0, (51, 47), 1, "Flush, Ace high", ()),
              ev.PotAwarded(0, 340, 0, (0,), (340,), "Flush, Ace high")):
        said += [plain(text) for text, _ in n.lines(e)]
    assert said == ["Alice raises to 60", "Bob calls 40 and is all-in", "Flop: A♣ K♦ 2♥",
                    "Alice shows A♠ K♠: a Flush, Ace high",
                    "Alice wins the pot of 340 with a Flush, Ace high"]
    assert [plain(r) for r in n.results] == ["Alice wins 340 with a Flush, Ace high"]


def test_a_limit_game_is_named_by_its_bet_sizes():
    """The top bar says "2/4" for Limit Hold'em with blinds 1/2, as the lobby does."""
    from poker_tui.engine.games import get_variant
    from poker_tui.session.config import default_stakes
    from poker_tui.session.game import stakes_text
    from tests.test_ui_support import config

    lhe = config(["You", "Ada"], variant="lhe", stakes=default_stakes(get_variant("lhe"), 2))
    assert stakes_text(lhe) == "2/4"
    assert stakes_text(config(["You", "Ada"])) == "1/2"


def test_a_bet_above_the_stack_is_said_as_a_bet():
    f = facing(call=0, check=True, bet_to=0, my_bet=0, stack=318, lo=2, hi=318)
    check = f.check_amount(369)
    assert not check.ok and check.message == "Bet 369 is more than you have; all-in is a bet of 318."


def test_status_line_in_big_blinds():
    """The table's B key shows amounts in big blinds: the status line follows it."""
    in_bb = facing().status(lambda n: f"{n / 2:g} BB")
    assert in_bb == "Call 20 BB to win 65 BB (pot odds 24%)"

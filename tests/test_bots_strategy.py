"""The ladder's building blocks say what a poker player would say.

Ranges parse like the books write them, the hand reader names made hands and
draws, the draw chooser keeps what a player keeps, the push/fold solver
lands on the published heads-up Nash numbers, the opponent model narrows a
range after a raise, and the bots make the obvious decisions.
"""

from __future__ import annotations

from dataclasses import replace

import numpy as np
import pytest
from poker_tui_bots import preflop_charts as pc
from poker_tui_bots.draw import choose_discards
from poker_tui_bots.holdem import MEDIUM, MONSTER, STRONG, classify
from poker_tui_bots.opponent_model import preflop_weights
from poker_tui_bots.pushfold_chart import solve
from poker_tui_bots.ranges import (
    CLASSES,
    COMBO_COUNT,
    INDEX,
    class_of,
    combos_of,
    parse_range,
    range_fraction,
)

from poker_tui.bots_api import make_bot, view_for
from poker_tui.engine import NLHE, Action, Hand, Stakes, get_variant, parse_cards
from poker_tui.engine.actions import ActionKind
from poker_tui.session.config import default_stakes


def test_the_169_classes_cover_all_1326_combos() -> None:
    assert len(CLASSES) == 169
    assert sum(COMBO_COUNT) == 1326
    assert len(combos_of(INDEX["AA"])) == 6
    assert len(combos_of(INDEX["AKs"])) == 4
    assert len(combos_of(INDEX["AKo"])) == 12
    assert CLASSES[class_of(parse_cards("Kd As"))] == "AKo"
    assert CLASSES[class_of(parse_cards("7h 8h"))] == "87s"


@pytest.mark.parametrize("text, names", [
    ("TT+", {"TT", "JJ", "QQ", "KK", "AA"}),
    ("ATs+", {"ATs", "AJs", "AQs", "AKs"}),
    ("A5s-A2s", {"A5s", "A4s", "A3s", "A2s"}),
    ("99-77, KQ", {"99", "88", "77", "KQs", "KQo"}),
])
def test_range_notation_reads_like_the_books(text: str, names: set[str]) -> None:
    assert {CLASSES[i] for i in parse_range(text)} == names


def test_opening_ranges_widen_towards_the_button() -> None:
    widths = [range_fraction(pc.open_range(behind, False)) for behind in (7, 5, 4, 3, 2)]
    assert widths == sorted(widths)
    assert 0.12 < widths[1] < 0.17  # under the gun at six-max: about 15 %
    assert 0.38 < widths[-1] < 0.48  # the button: about 43 %


@pytest.mark.parametrize("hole, board, tier", [
    ("AsKd", "Ah7c2d", STRONG),  # top pair, top kicker
    ("QhQd", "Js7c2d", STRONG),  # overpair
    ("5c5d", "5h9sKd", MONSTER),  # a set
    ("7c6c", "Ad7d2h", MEDIUM),  # second pair
    ("JcTd", "9s8h7c", MONSTER),  # a straight
])
def test_the_hand_reader_names_made_hands(hole: str, board: str, tier: int) -> None:
    assert classify(parse_cards(hole), parse_cards(board)).tier == tier


def test_the_hand_reader_counts_draws() -> None:
    flush_draw = classify(parse_cards("AhKh"), parse_cards("Qh7h2c"))
    assert flush_draw.flush_draw and flush_draw.outs >= 9
    open_ender = classify(parse_cards("JcTd"), parse_cards("9s8h2c"))
    assert open_ender.straight_outs == 2


def _draw_view(cards: str, variant: str = "draw"):
    v = get_variant(variant)
    hand = Hand(v, default_stakes(v, 10), [500, 500], 0, seed=1)
    while not hand.legal_actions().draw_max:
        legal = hand.legal_actions()
        hand.apply(Action.check() if legal.can_check else Action.call())
    return replace(view_for(hand), hole=tuple(parse_cards(cards)))


@pytest.mark.parametrize("cards, discard", [
    ("AsKsQsJs9s", ""),  # a flush stands pat
    ("7c7d7hKs2d", "Ks2d"),  # trips draw two
    ("9c9dKhKs2d", "2d"),  # two pair draws one
    ("JcJd8h5s2d", "8h5s2d"),  # a pair draws three
    ("AhKh7h2h9c", "9c"),  # four to a flush
    ("9c8d7h6s2d", "2d"),  # an open-ended straight draw
])
def test_draw_discards_are_the_textbook_ones(cards: str, discard: str) -> None:
    view = _draw_view(cards)
    assert sorted(choose_discards(view)) == sorted(parse_cards(discard))


def test_lowball_keeps_the_small_unpaired_cards() -> None:
    discard = choose_discards(_draw_view("Ac3d5h5sKd", "lowball"))
    assert len(discard) == 2 and parse_cards("Kd")[0] in discard
    assert len({c >> 2 for c in discard}) == 2  # one of the fives and the king


def test_push_fold_matches_the_heads_up_nash_chart() -> None:
    """Published heads-up Nash: at 10 big blinds the small blind shoves about 58 % of
    hands and the big blind calls about 37 %; at 20, about 40 % and 22 %."""
    counts = np.array(COMBO_COUNT) / 1326
    push, (call,) = solve(10.0, 0.5, (1.0,), 1.5)
    assert 0.54 < float((push * counts).sum()) < 0.62
    assert 0.33 < float((call * counts).sum()) < 0.41
    push, (call,) = solve(20.0, 0.5, (1.0,), 1.5)
    assert 0.35 < float((push * counts).sum()) < 0.45
    assert 0.18 < float((call * counts).sum()) < 0.26
    assert push[INDEX["AA"]] == 1 and push[INDEX["72o"]] == 0


def test_a_raise_narrows_the_opponent_range() -> None:
    hand = Hand(NLHE, Stakes(1, 2), [200] * 6, 0, seed=2)
    first = hand.to_act
    hand.apply(Action.raise_to(6))
    w = preflop_weights(view_for(hand), first)
    assert w[INDEX["AA"]] == 1.0 and w[INDEX["72o"]] < 0.1
    hand.apply(Action.raise_to(20))
    second = (first + 1) % 6
    w3 = preflop_weights(view_for(hand), second)
    assert (w3 * COMBO_COUNT).sum() < (w * COMBO_COUNT).sum()


def _preflop_decision(bot: str, hole: str, players: int = 6) -> Action:
    n = players
    hand = Hand(NLHE, Stakes(1, 2), [200] * n, 0, seed=1)
    p = hand.to_act
    hand.hole[p] = list(parse_cards(hole))
    return make_bot(bot, seed=1).decide(view_for(hand))


@pytest.mark.parametrize("bot", ["tag", "equity", "rock"])
def test_strong_bots_raise_aces_and_fold_seven_deuce_first_in(bot: str) -> None:
    assert _preflop_decision(bot, "AsAh").kind == ActionKind.RAISE
    assert _preflop_decision(bot, "7c2d").kind == ActionKind.FOLD


def test_push_fold_shoves_short_and_folds_trash() -> None:
    hand = Hand(NLHE, Stakes(1, 2), [16, 16], 0, seed=1)  # 8 big blinds, heads-up
    hand.hole[hand.to_act] = list(parse_cards("Ks9d"))
    action = make_bot("pushfold", seed=1).decide(view_for(hand))
    assert action == Action.raise_to(16)
    hand.hole[hand.to_act] = list(parse_cards("7c2d"))
    assert make_bot("pushfold", seed=1).decide(view_for(hand)).kind == ActionKind.FOLD


def test_station_never_folds_to_a_bet_and_never_raises() -> None:
    bot = make_bot("station", seed=1)
    hand = Hand(NLHE, Stakes(1, 2), [200, 200], 0, seed=3)
    hand.apply(Action.raise_to(200))
    assert bot.decide(view_for(hand)) == Action.call()

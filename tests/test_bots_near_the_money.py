"""The built-in bots tighten near the money (bots/money.py): on a sit-and-go's bubble a call
that risks their tournament must clear the ICM price, above the chip price; at a cash table or
with the winner taking all nothing changes."""

from __future__ import annotations

from dataclasses import replace

import pytest

from bots.money import icm_price
from poker_tui.bots_api import PlayerView, make_bot, reason_of, view_for
from poker_tui.engine import NLHE, Action, Hand, Stakes
from poker_tui.engine.actions import ActionKind
from poker_tui.engine.cards import parse_cards
from poker_tui.session.config import tournament_config
from poker_tui.session.game import GameSession
from poker_tui.tournament.structure import BUNDLED

BUBBLE = (65.0, 35.0)  # three left, two paid


def bubble_call(cards: str) -> PlayerView:
    """Three left at 100/200: the big stack (2,500) shoves from the button, the short stack
    (500) folds its small blind, and the big blind (2,000) holds ``cards``."""
    hand = Hand(NLHE, Stakes(100, 200), [2500, 500, 2000], button=0, seed=1)
    hand.apply(Action.raise_to(2500))
    hand.apply(Action.fold())
    return replace(view_for(hand), hole=tuple(parse_cards(cards)))


def test_on_the_bubble_a_call_costs_more_prize_equity_than_chips():
    view = bubble_call("AsKd")
    chip, icm = icm_price(view, BUBBLE)  # type: ignore[misc]
    assert chip == pytest.approx(1800 / 4100)  # call 1,800 to win 2,300 (his 2,000 + blinds)
    assert icm == pytest.approx(0.687, abs=0.001)
    assert icm_price(view, (100.0,)) == pytest.approx((chip, chip))  # winner takes all: chips
    assert icm_price(view, ()) is None  # a cash game


@pytest.mark.parametrize("bot", ["tag", "equity"])
def test_a_bot_that_calls_ace_king_for_chips_folds_it_on_the_bubble(bot):
    view = bubble_call("AsKd")
    cash, bubble, all_or_nothing = make_bot(bot, seed=1), make_bot(bot, seed=1), make_bot(bot, 1)
    bubble.payouts = BUBBLE
    all_or_nothing.payouts = (100.0,)
    assert cash.decide(view).kind == ActionKind.CALL
    folded = bubble.decide(view)
    assert folded.kind == ActionKind.FOLD
    assert reason_of(folded).startswith("fold: near the money the call needs 69% under ICM")
    assert all_or_nothing.decide(view).kind == ActionKind.CALL
    eights = bubble_call("8s8d")  # 69% against a random hand: above the ICM price, still a call
    assert bubble.decide(eights).kind == ActionKind.CALL


def test_the_station_and_the_maniac_keep_their_style_on_the_bubble():
    view = bubble_call("Ks8d")
    for name in ("station", "maniac"):
        bot = make_bot(name, seed=1)
        bot.payouts = BUBBLE
        assert bot.decide(view).kind != ActionKind.FOLD


def test_the_table_tells_its_bots_the_payouts_of_its_sit_and_go():
    cfg = tournament_config(BUNDLED["turbo"], ["You", "Ada", "Ben"], [None, "tag", "rock"], seed=1)
    session = GameSession(cfg)
    try:
        for seat in (1, 2):
            seated = session.bots[seat]
            assert getattr(seated, "bot", seated).payouts == (65.0, 35.0)
    finally:
        session.close()


def test_the_labs_sit_and_gos_tell_their_bots_the_payouts(monkeypatch):
    from poker_tui.lab.tournament import TournamentRunner
    from tests.test_lab_tournament import config

    seated: list[object] = []
    seat = TournamentRunner._seat

    def spy(self, *args):  # type: ignore[no-untyped-def]
        out = seat(self, *args)
        seated.extend(out.bots)
        return out

    monkeypatch.setattr(TournamentRunner, "_seat", spy)
    runner = TournamentRunner(config(tournaments=1))
    try:
        runner.play_block(0)
    finally:
        runner.close()
    told = [getattr(b, "payouts", None) for b in seated]
    assert told and all(p == (65.0, 35.0) for p in told)  # pushfold, tag, station, maniac

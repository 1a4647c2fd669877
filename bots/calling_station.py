"""Calling station: loose and passive. Calls every bet, never raises, never folds to a bet.

The classic weak opponent of small-stakes games: it pays off value bets and
never bluffs, so the right play against it is to bet good hands and give up
on bad ones.
"""

from __future__ import annotations

from poker_tui.bots_api import Action, PlayerView

from .base import LadderBot, passive, said


class CallingStationBot(LadderBot):
    name = "station"
    style = "loose-passive"
    minds_the_money = False  # a calling station calls: that is its style, bubble or not
    description = "Calling station: checks or calls every bet with any hand, never raises or folds."

    def bet(self, view: PlayerView) -> Action:
        return said(view, passive(view), "a calling station checks or calls, whatever it holds")

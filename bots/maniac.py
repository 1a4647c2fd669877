"""Maniac: loose and aggressive. Raises most hands, bets when checked to, calls the rest.

Before the flop it plays about nine hands in ten and raises more than half
of them, big; after the flop it bets or raises about two times in three
whatever it holds, with sizes from two thirds of the pot to all-in, and
rarely folds. It punishes timid play and pays off strong hands.
"""

from __future__ import annotations

from poker_tui.bots_api import Action, PlayerView

from .base import LadderBot, all_in, give_up, passive, pot_raise, raises_this_street, said
from .ranges import class_of
from .strength import uses_charts


class ManiacBot(LadderBot):
    name = "maniac"
    style = "loose-aggressive"
    minds_the_money = False  # a maniac gambles: that is its style, bubble or not
    description = "Maniac: raises most hands and bets most streets with big sizes; rarely folds."
    blind_share = 0.8  # straddles nearly every time it may

    def bet(self, view: PlayerView) -> Action:
        rng = self.rng
        legal = view.legal
        r = rng.random()
        if view.street == 0 and legal.call and uses_charts(view.variant) and len(view.hole) == 2:
            from .preflop_tables import VS_RANDOM

            if VS_RANDOM[0][class_of(view.hole)] < 0.40 and r < 0.6:
                # even a maniac folds the worst trash, sometimes
                return said(view, give_up(view), "even a maniac lets the worst hands go")
        raises = raises_this_street(view)
        if legal.max_raise_to and raises < 4:
            if r < 0.04:
                return said(view, all_in(view), "a maniac shoves now and then, whatever it holds")
            if r < (0.65 if not legal.call else 0.40):
                return said(
                    view,
                    pot_raise(view, 0.66 + rng.random() * 0.9),
                    "big, as a maniac plays most hands",
                )
        if legal.call and raises >= 3 and rng.random() < 0.3:
            return said(
                view, give_up(view), "{} raises this round are too many even for a maniac", raises
            )
        if legal.call and rng.random() < 0.08:
            return said(view, give_up(view), "a rare fold, to stay unpredictable")
        return said(view, passive(view), "keeps the pot going, whatever it holds")

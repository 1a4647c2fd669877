"""Rock: tight and passive. Plays only premium hands, and even those mostly by calling.

Before the flop it enters with about the top tenth of hands, raising only
with the very best; after the flop it bets only a monster, calls with a
strong hand (a medium one against small bets) and folds everything else.
Other games: the same, read from its equity against random hands.
"""

from __future__ import annotations

from poker_tui.bots_api import Action, PlayerView

from .base import (
    LadderBot,
    bet_to,
    give_up,
    passive,
    pot_odds,
    pot_raise,
    said,
    voluntary_raises,
)
from .generic import TIGHT_PASSIVE, act_on_equity
from .holdem import MEDIUM, MONSTER, STRONG, TIER_WORDS, classify
from .ranges import class_of, parse_range
from .strength import equity_vs_random, uses_charts

PLAY = "88+, AJs+, KQs, AQo+"
RAISE = "QQ+, AKs"


class RockBot(LadderBot):
    name = "rock"
    style = "tight-passive"
    description = "Rock: plays only premium hands, raises only the very best, folds to pressure."

    def bet(self, view: PlayerView) -> Action:
        if not uses_charts(view.variant) or len(view.hole) != 2:
            return act_on_equity(view, equity_vs_random(view, self.rng, 300), TIGHT_PASSIVE,
                                 self.rng, aggressive=True)
        if view.street == 0:
            return self.preflop(view)
        reading = classify(view.hole, view.board)
        tier = TIER_WORDS[reading.tier]
        if reading.tier == MONSTER:
            if len(voluntary_raises(view, view.street)) < 2:
                return said(view, pot_raise(view, 0.6), "a monster, the only hand a rock bets")
            return said(view, passive(view), "a monster, but a rock does not raise a raise")
        if not view.legal.call:
            return said(view, passive(view), "{}: a rock bets only a monster", tier)
        odds = pot_odds(view)
        if reading.tier == STRONG and odds <= 0.4:
            return said(view, passive(view), "a strong hand, and the call needs only {:.0%}", odds)
        if reading.tier == MEDIUM and odds <= 0.25 and view.live == 2:
            return said(view, passive(view), "a medium pair heads-up, at a small price ({:.0%})",
                        odds)
        return said(view, give_up(view), "{} against a bet: a rock lets it go", tier)

    def preflop(self, view: PlayerView) -> Action:
        cls = class_of(view.hole)
        if cls in parse_range(RAISE) and len(voluntary_raises(view, 0)) < 3:
            return said(view, pot_raise(view, 0.8 if view.legal.call > view.unit else 1.0),
                        "one of the very best hands (" + RAISE + ")")
        if cls in parse_range(PLAY):
            # a rock calls, but not a raise of more than a fifth of its stack
            if bet_to(view) - view.bets[view.player] <= 0.2 * (view.stack + view.bets[view.player]):
                return said(view, passive(view), "a premium hand (" + PLAY + ") at a fair price")
            return said(view, give_up(view), "a premium hand, but the price is over a fifth of"
                        " its stack")
        return said(view, give_up(view), "not a premium hand: a rock plays about one in ten")

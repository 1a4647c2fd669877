"""Betting from an equity number, for games that have no hold'em charts.

Why: Omaha, Manila, stud, draw and short-deck games have no starting-hand
charts here, but every game has a showdown, so ``bots.strength`` can tell a
bot its share of the pot. This policy turns that share into actions with the
usual logic: bet or raise when well ahead of a fair share, call when the
price (pot odds) is right, give up otherwise. ``Style`` says how tight and
how aggressive a bot plays it.
"""

from __future__ import annotations

import random
from dataclasses import dataclass

from poker_tui.bots_api import Action, PlayerView

from .base import give_up, passive, pot_odds, pot_raise, raises_this_street, said


@dataclass(frozen=True)
class Style:
    value: float  # bet/raise when equity >= fair share * value
    enter: float  # on the first street, play on only with equity >= fair share * enter
    call_margin: float  # call when equity >= pot odds + margin
    bluff: float  # chance of betting with little when checked to
    sizes: tuple[float, float] = (0.5, 0.8)  # pot fractions for bets


TIGHT_AGGRESSIVE = Style(value=1.45, enter=1.15, call_margin=0.03, bluff=0.12)
TIGHT_PASSIVE = Style(value=2.0, enter=1.35, call_margin=0.06, bluff=0.0)
SOUND = Style(value=1.35, enter=1.05, call_margin=0.0, bluff=0.08)


def act_on_equity(view: PlayerView, eq: float, style: Style, rng: random.Random,
                  aggressive: bool = True) -> Action:
    """An action from the seat's equity; always legal in any structure."""
    live = max(view.live, 2)
    fair = 1.0 / live
    legal = view.legal
    first = view.street == 0
    raises = raises_this_street(view)
    strong = eq >= min(0.92, fair * style.value * (1 + 0.25 * max(raises - 1, 0)))
    if legal.call:
        if first and eq < fair * style.enter and not legal.bring_in:
            return said(view, give_up(view), "{:.0%} against random hands, below the {:.0%} it"
                        " plays on with", eq, fair * style.enter)
        if aggressive and strong and legal.max_raise_to and raises < 4:
            return said(view, pot_raise(view, style.sizes[1]), "{:.0%} against random hands, well"
                        " above a fair share of {:.0%}", eq, fair)
        odds = pot_odds(view)
        if eq >= odds + style.call_margin:
            return said(view, passive(view), "{:.0%} against random hands; the call needs {:.0%}",
                        eq, odds)
        return said(view, give_up(view), "{:.0%} against random hands; the call needs {:.0%}",
                    eq, odds)
    if aggressive and legal.max_raise_to:
        if strong:
            return said(view, pot_raise(view, style.sizes[0] + rng.random() *
                                        (style.sizes[1] - style.sizes[0])),
                        "{:.0%} against random hands, well above a fair share of {:.0%}", eq, fair)
        if style.bluff and live == 2 and rng.random() < style.bluff:
            return said(view, pot_raise(view, style.sizes[0]),
                        "a bluff now and then when checked to heads-up ({:.0%})", eq)
    return said(view, passive(view), "{:.0%} against random hands, not enough to bet", eq)

"""Short-stack push/fold: below 15 big blinds, all-in or fold before the flop.

With a short stack the only preflop moves that matter are the shove and
the fold; the ranges come from an equilibrium solved for the exact
situation (stack depth, blinds and antes in the pot, who has posted what
and how many players are left to act) by ``bots.pushfold_chart``, the
computation behind the Nash push/fold charts. Calling a shove compares the
equity against the shover's equilibrium range with the price. With a
deeper stack, and after the flop, it plays like the tight-aggressive bot.
"""

from __future__ import annotations

import numpy as np

from poker_tui.bots_api import Action, PlayerView

from . import preflop_charts as pc
from .base import all_in, effective_stack, give_up, passive, said, voluntary_raises
from .pushfold_chart import call_value, solve
from .ranges import class_of
from .strength import uses_charts
from .tag import TightAggressiveBot

SHORT_STACK_BB = 15.0


def _q(x: float) -> float:
    """Round to a quarter big blind so solved situations are shared by the cache."""
    return round(x * 4) / 4


class PushFoldBot(TightAggressiveBot):
    name = "pushfold"
    style = "short-stack push/fold"
    minds_the_money = False  # its charts decide its all-ins
    description = ("Short stack: below 15 big blinds shoves or folds by solved push/fold "
                   "ranges; plays tight-aggressive when deeper.")

    def bet(self, view: PlayerView) -> Action:
        bb = view.stakes.big_blind
        if (view.street == 0 and bb and uses_charts(view.variant) and len(view.hole) == 2
                and effective_stack(view) <= SHORT_STACK_BB * bb):
            return self.push_fold(view)
        return super().bet(view)

    def push_fold(self, view: PlayerView) -> Action:
        bb = view.stakes.big_blind
        me = view.player
        cls = class_of(view.hole)
        stack = _q(effective_stack(view) / bb)
        posted_me = view.bets[me] / bb
        raisers = voluntary_raises(view, 0)
        order = pc.preflop_order(view, me)
        behind = [q for q in view.opponents
                  if pc.preflop_order(view, q) > order and view.stacks[q] > 0]
        if not raisers:
            limpers = [q for q in view.opponents
                       if pc.preflop_order(view, q) < order and view.bets[q] > 0
                       and any(s == 0 and p == q and k == "call" for s, p, k, _ in view.log)]
            callers = behind + limpers
            if not callers:
                return said(view, passive(view), "nobody left to fold to a shove")
            push, _ = solve(stack, _q(posted_me), tuple(_q(view.bets[q] / bb) for q in callers),
                            _q(view.pot / bb))
            if self.rng.random() < push[cls]:
                return said(view, all_in(view), "in the push range {:.1f} bb deep ({:.0%} of the"
                            " time)", stack, push[cls])
            return said(view, give_up(view), "outside the push range {:.1f} bb deep", stack)
        shover = raisers[-1]
        shover_total = (view.stacks[shover] + view.bets[shover]) / bb
        if len(raisers) == 1:
            s_order = pc.preflop_order(view, shover)
            if view.stacks[shover] == 0:
                # an all-in: the shover's range is its equilibrium push range
                after = [q for q in range(view.n) if pc.preflop_order(view, q) > s_order]
                posted = [_blind_post(view, q) / bb for q in range(view.n)]
                dead = sum(posted) + view.stakes.ante * view.n / bb
                shove_range, _ = solve(_q(min(stack, shover_total)), _q(posted[shover]),
                                       tuple(_q(posted[q]) for q in after), _q(dead))
            else:
                # a raise that is not all-in: a standard opening range
                shove_range = np.zeros(169)
                shove_range[list(pc.open_range(view.n - 1 - s_order, view.n == 2))] = 1.0
        else:
            shove_range = np.zeros(169)
            shove_range[list(pc.chart(pc.JAM_VS_FOUR_BET))] = 1.0
        # shove (or call the shove) for the effective stack; assume the raiser calls
        s_eff = min(stack, shover_total)
        their_bet = view.bets[shover] / bb
        pot = view.pot / bb + max(0.0, s_eff - their_bet) - max(0.0, their_bet - s_eff)
        gain = call_value(cls, s_eff, posted_me, pot, shove_range)
        margin = 0.15 * len(behind)  # players still to act may wake up with a hand
        if gain > margin:
            return said(view, all_in(view), "{:+.2f} bb against the shover's range", gain)
        if behind:
            return said(view, give_up(view), "{:+.2f} bb against the shover's range, not enough"
                        " with {} still to act", gain, len(behind))
        return said(view, give_up(view), "{:+.2f} bb against the shover's range", gain)


def _blind_post(view: PlayerView, player: int) -> int:
    return sum(a for s, p, k, a in view.log
               if s == 0 and p == player and k in ("small blind", "big blind", "straddle"))

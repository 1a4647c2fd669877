"""Tight-aggressive: the solid regular. Few hands, played hard.

Before the flop it follows position charts (``bots.preflop_charts``): raise
first in from a range that widens towards the button, 3-bet for value with
a few suited-ace bluffs, call with hands that play well after the flop,
4-bet or get all-in only with the best. After the flop it reads its hand
(``bots.holdem.classify``): bets strong hands for value at half to
three-quarters of the pot, semi-bluffs draws, continuation-bets the flop as
the preflop raiser against one or two players, calls by pot odds with
medium hands and draws, and folds the rest. Other games: equity against
random hands with tight-aggressive thresholds.
"""

from __future__ import annotations

from poker_tui.bots_api import Action, PlayerView

from . import preflop_charts as pc
from .base import (
    LadderBot,
    all_in,
    bet_to,
    count,
    effective_stack,
    give_up,
    last_aggressor,
    passive,
    per_game,
    pot_odds,
    pot_raise,
    raise_to,
    said,
    voluntary_raises,
)
from .generic import TIGHT_AGGRESSIVE, act_on_equity
from .holdem import LOW_PAIR, MEDIUM, MONSTER, STRONG, TIER_WORDS, WEAK, classify
from .ranges import class_of
from .strength import equity_vs_random, uses_charts

_charts = per_game(uses_charts)


class TightAggressiveBot(LadderBot):
    name = "tag"
    style = "tight-aggressive"
    description = ("Tight-aggressive: position charts before the flop; value bets, semi-bluffs "
                   "and pot-odds calls after it.")

    def bet(self, view: PlayerView) -> Action:
        if not _charts(view.variant) or len(view.hole) != 2:
            return act_on_equity(view, equity_vs_random(view, self.rng, 300), TIGHT_AGGRESSIVE,
                                 self.rng)
        if view.street == 0:
            return self.preflop(view)
        return self.postflop(view)

    # ------------------------------------------------------------ preflop
    def preflop(self, view: PlayerView) -> Action:
        cls = class_of(view.hole)
        unit = view.unit
        raisers = voluntary_raises(view, 0)
        me = view.player
        heads_up = view.n == 2
        facing = bet_to(view)
        if facing >= 0.85 * (view.stack + view.bets[me]) and view.legal.call:
            # an all-in (or close to it): call with a range set by the stack depth;
            # heads-up ranges are wide, so call there as if twenty big blinds deep at most
            stack_bb = effective_stack(view) / unit
            if cls in pc.call_all_in_range(min(stack_bb, 19) if heads_up else stack_bb):
                return said(view, passive(view), "in its range for calling all-in {:.0f} bb deep",
                            stack_bb)
            return said(view, give_up(view), "outside its range for calling all-in {:.0f} bb deep",
                        stack_bb)
        if not raisers:
            limpers = sum(1 for s, p, k, _ in view.log if s == 0 and k == "call" and p != me)
            behind = pc.behind_first_in(view)
            opening = pc.open_range(behind, heads_up)
            if cls in opening and (limpers == 0 or cls in pc.open_range(behind + 2, False)):
                size = (2.5 if heads_up or behind >= 2 else 3.0) + limpers
                return said(view, raise_to(view, size * unit),
                            "in its opening range with {} behind", count(behind, "player"))
            if view.legal.can_check:
                return said(view, passive(view), "not worth a raise; the check is free")
            if limpers and cls in pc.chart(pc.LIMP_BEHIND):
                return said(view, passive(view), "a hand worth a limp behind the limpers")
            return said(view, give_up(view), "outside its opening range with {} behind",
                        count(behind, "player"))
        n_raises = len(raisers)
        opener = raisers[0]
        if n_raises == 1:
            return self._facing_open(view, cls, opener, facing / unit)
        if n_raises == 2:
            if cls in pc.chart(pc.FOUR_BET) or (me == opener and cls in pc.chart(pc.FOUR_BET_BLUFF)
                                                and self.rng.random() < 0.3):
                return said(view, self._raise_or_jam(view, 2.3 * facing),
                            "a four-bet: in its range against a three-bet")
            if me in raisers and cls in pc.chart(pc.CALL_THREE_BET) and \
                    view.legal.call <= 0.2 * (view.stack + view.bets[me]):
                return said(view, passive(view), "good enough to call a three-bet at this price")
            return said(view, give_up(view), "not strong enough against a three-bet")
        if cls in pc.chart(pc.JAM_VS_FOUR_BET):
            return said(view, all_in(view), "in its range against a four-bet")
        return said(view, give_up(view), "only the very best go on against a four-bet")

    def _facing_open(self, view: PlayerView, cls: int, opener: int, size_bb: float) -> Action:
        me = view.player
        early = pc.is_early(view, opener)
        if size_bb > 6:
            # an oversized raise: continue only with the top of the range
            if cls in pc.chart(pc.FOUR_BET):
                return said(view, self._raise_or_jam(view, 3 * bet_to(view)),
                            "the top of its range against an oversized raise")
            if cls in pc.chart("JJ-TT, AQs") and size_bb <= 12:
                return said(view, passive(view), "strong enough to call a raise to {:.0f} bb",
                            size_bb)
            if view.n == 2 and cls in pc.chart(pc.CALL_ALL_IN_SHORT) and size_bb <= 30:
                # heads-up a big raise is rarely only the nuts
                return said(view, passive(view), "heads-up a big raise is rarely only the nuts")
            return said(view, give_up(view), "a raise to {:.0f} bb: only the top of its range"
                        " goes on", size_bb)
        value = pc.chart(pc.THREE_BET_VALUE_EARLY if early else pc.THREE_BET_VALUE_LATE)
        bluff = pc.chart(pc.THREE_BET_BLUFF_EARLY if early else pc.THREE_BET_BLUFF_LATE)
        in_position = pc.preflop_order(view, me) > pc.preflop_order(view, opener) and \
            (view.position >= 2 or view.n == 2)
        factor = 3.0 if in_position else 4.0
        if cls in value or (cls in bluff and self.rng.random() < 0.5):
            return said(view, self._raise_or_jam(view, factor * bet_to(view)),
                        "a three-bet for value" if cls in value else "a three-bet as a bluff")
        big_blind = view.position == 1 or (view.n == 2 and view.position == 0)
        if view.n == 2 and big_blind:
            call = pc.chart(pc.HEADS_UP_DEFEND)
        elif big_blind:
            call = pc.chart(pc.BIG_BLIND_DEFEND if not early else pc.CALL_VS_LATE)
        else:
            call = pc.chart(pc.CALL_VS_EARLY if early else pc.CALL_VS_LATE)
        if cls in call and size_bb <= 4.5:
            return said(view, passive(view), "in its calling range against a raise to {:.1f} bb",
                        size_bb)
        return said(view, give_up(view), "outside its calling range against a raise to {:.1f} bb",
                    size_bb)

    def _raise_or_jam(self, view: PlayerView, target: float) -> Action:
        """Raise to ``target``, or all-in when that would commit most of the stack anyway."""
        me = view.player
        if target >= 0.4 * (view.stack + view.bets[me]):
            return all_in(view)
        return raise_to(view, target)

    # ----------------------------------------------------------- postflop
    def postflop(self, view: PlayerView) -> Action:
        reading = classify(view.hole, view.board)
        tier = reading.tier
        rng = self.rng
        legal = view.legal
        me = view.player
        multiway = view.live > 2
        river = len(view.board) >= 5
        raises = len(voluntary_raises(view, view.street))
        spr = effective_stack(view) / max(view.pot, 1)
        was_aggressor = last_aggressor(view, view.street - 1) == me
        words = TIER_WORDS[tier]
        if not legal.call:
            if tier == MONSTER:
                return said(view, pot_raise(view, 0.75) if spr > 0.6 else all_in(view),
                            "a monster, bet for value")
            if tier == STRONG:
                if river and reading.wet and multiway:
                    return said(view, passive(view), "a strong hand, but the board is wet and"
                                " several players are in")
                return said(view, pot_raise(view, 0.6), "a strong hand, bet for value")
            if tier == MEDIUM and not multiway and view.street == 1 and was_aggressor:
                return said(view, pot_raise(view, 0.45), "a medium pair: a small bet heads-up")
            if reading.outs >= 8 and not river and rng.random() < (0.6 if not multiway else 0.3):
                return said(view, pot_raise(view, 0.55), "a semi-bluff with {} outs", reading.outs)
            if was_aggressor and len(view.board) == 3 and view.live <= 3 and \
                    rng.random() < (0.6 if not multiway else 0.35):
                return said(view, pot_raise(view, 0.4), "a continuation bet as the preflop raiser")
            return said(view, passive(view), "{}: nothing to bet", words)
        odds = pot_odds(view)
        if tier == MONSTER:
            if raises >= 3:
                return said(view, all_in(view) if spr < 2 else passive(view),
                            "a monster against {}", count(raises, "raise"))
            return said(view, pot_raise(view, 0.8) if spr > 1 else all_in(view),
                        "a monster, raised for value")
        if tier == STRONG:
            # A raise of our bet, a check-raise or a big bet late in the hand: one pair is
            # rarely good against it, so only a small price keeps us in.
            # Heads-up one pair is worth more and opponents bluff more: call down.
            raised = view.bets[me] > 0 or raises >= 2
            big = odds > (0.3 if not river else 0.26)
            if view.n > 2 and (raised or (big and view.street >= 2)):
                return said(view, passive(view) if odds <= 0.22 and not river else give_up(view),
                            "a strong hand against heavy betting; the call needs {:.0%}", odds)
            if not multiway and view.street == 1 and raises == 1 and rng.random() < 0.25:
                return said(view, pot_raise(view, 0.7), "a strong hand, raised heads-up on the"
                            " flop")
            return said(view, passive(view) if odds <= (0.36 if multiway else 0.42)
                        else give_up(view), "a strong hand; the call needs {:.0%}", odds)
        # drawing: the price of one card, plus a little for what a made hand wins later
        if not river and reading.outs:
            draw_equity = reading.outs / 46 + (0.06 if spr > 2 else 0.0)
            if reading.outs >= 12 and raises == 1 and not multiway and rng.random() < 0.3:
                return said(view, pot_raise(view, 0.8), "a big draw ({} outs), raised",
                            reading.outs)
            if draw_equity >= odds:
                return said(view, passive(view), "a draw: {} outs, about {:.0%} against the"
                            " {:.0%} the call needs", reading.outs, draw_equity, odds)
        if tier == MEDIUM and raises == 1:
            limit = 0.3 if not multiway else 0.22
            return said(view, passive(view) if odds <= limit else give_up(view),
                        "a medium pair; the call needs {:.0%}", odds)
        if tier in (LOW_PAIR, WEAK) and raises == 1 and not multiway and not river:
            return said(view, passive(view) if odds <= 0.2 else give_up(view),
                        "{}; the call needs {:.0%}", words, odds)
        return said(view, give_up(view), "{} against a bet; the call needs {:.0%}", words, odds)

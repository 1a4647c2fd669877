"""Equity: decides by its share of the pot against what the opponents plausibly hold.

Each opponent gets a range from its actions (``bots.opponent_model``). Before
the flop the equity of the hand against those ranges comes from the
class-against-class table (instant); first in, it weighs the blinds it wins
when everyone folds against its equity when a defending range calls. After
the flop it asks the odds library for its equity against each opponent's
weighted range (``poker_tui.odds.hero_vs_weights``: 300 boards of the
project's random stream, exact on the river).
Then pot odds decide: call when equity pays for the price (with a little
implied odds for draws and pocket pairs when deep), bet or raise for value
when well ahead, sized by the pot. Other games: Monte Carlo equity against
random hands with the same pot-odds logic.
"""

from __future__ import annotations

import math

import numpy as np

from poker_tui.bots_api import Action, PlayerView
from poker_tui.odds import hero_vs_weights

from . import preflop_charts as pc
from .base import (
    LadderBot,
    all_in,
    effective_stack,
    give_up,
    passive,
    per_game,
    pot_odds,
    pot_raise,
    raise_to,
    raises_this_street,
    said,
    voluntary_raises,
)
from .generic import SOUND, act_on_equity
from .opponent_model import COMBOS, combo_weights, preflop_range, sampling_weights, top
from .pushfold_chart import tables
from .ranges import CLASSES, class_of
from .strength import equity_vs_random, is_holdem

_holdem = per_game(is_holdem)

_ANY_HAND = np.ones(169)
_EQ_MEMO: dict[tuple[int, object], float] = {}  # (class, range key) -> equity

_RANGES = "{:.0%} against the ranges their actions show"

SAMPLES = 300
"""Monte Carlo boards per opponent after the flop: enough to tell 40 % from 60 %."""
EXACT_BELOW = 1326
"""Exact instead of sampled when boards to come x combos is at most this: on the river, where
valuing every combo once costs what 300 samples cost."""


class EquityBot(LadderBot):
    name = "equity"
    style = "equity / pot odds"
    description = ("Equity: Monte Carlo equity against opponents' ranges read from their "
                   "actions; calls by pot odds, bets for value.")

    def bet(self, view: PlayerView) -> Action:
        if not _holdem(view.variant) or len(view.hole) != 2:
            return act_on_equity(view, equity_vs_random(view, self.rng, 400), SOUND, self.rng)
        if view.street == 0:
            return self.preflop(view)
        return self.postflop(view)

    # ------------------------------------------------------------ preflop
    def preflop(self, view: PlayerView) -> Action:
        eq_table, w_table = tables()
        cls = class_of(view.hole)
        unit = view.unit
        me = view.player
        order = pc.preflop_order(view, me)
        raisers = voluntary_raises(view, 0)
        voluntary = {p for s, p, k, _ in view.log if s == 0 and k in ("call", "raise", "bet")}
        opponents = list(view.opponents)
        in_pot = [q for q in opponents if q in voluntary]
        behind = [q for q in opponents if pc.preflop_order(view, q) > order]
        posted_me = view.bets[me]
        eff = effective_stack(view)

        def eq_vs(weights: np.ndarray, key: object = None) -> float:
            """Equity against a class-weighted range; ``key`` names a fixed range to memoise."""
            if key is not None:
                hit = _EQ_MEMO.get((cls, key))
                if hit is not None:
                    return hit
            ww = w_table[cls] * weights
            eq = float((eq_table[cls] * ww).sum() / max(ww.sum(), 1e-12))
            if key is not None:
                if len(_EQ_MEMO) >= 65536:  # keys that name one hand's actions pile up
                    _EQ_MEMO.clear()
                _EQ_MEMO[(cls, key)] = eq
            return eq

        if not raisers:
            # Raise first in (or over limpers) when the blinds we win by folds, plus our
            # realised equity against a defending range when called, beat folding.
            size = (2.5 if view.n > 2 else 2.2) * unit + sum(view.bets[q] for q in in_pot)
            defend = []
            for q in behind:
                is_bb = (q - view.button - 1) % view.n == (1 if view.n > 2 else 0)
                defend.append(0.42 if is_bb else 0.14 if view.n > 2 else 0.5)
            for _ in in_pot:
                defend.append(0.55)
            # math.prod multiplies left to right from 1.0, as numpy's product of a short list does
            p_fold = math.prod([1 - d for d in defend]) if defend else 1.0
            d_main = max(defend) if defend else 0.3
            e = eq_vs(top(d_main, 0.0), d_main)
            in_position = view.position == view.n - 1 and view.n > 2
            realise = 0.92 if in_position else 0.8
            called_pot = 2 * size + (view.pot - posted_me - max(view.bets))
            ev_raise = p_fold * view.pot + (1 - p_fold) * (realise * e * called_pot - size + posted_me)
            if view.legal.can_check:
                ev_check = eq_vs(_ANY_HAND, "any") ** max(len(in_pot), 1) * view.pot * 0.85
                if ev_raise > ev_check + unit and e > 0.55:
                    return said(view, raise_to(view, size + unit), "{:.0%} against a calling"
                                " range; raising wins more than checking", e)
                return said(view, passive(view), "{:.0%} against a calling range; checking"
                            " wins as much", e)
            if ev_raise > 0:
                return said(view, raise_to(view, size), "{:.0%} against a calling range, and"
                            " {:.0%} that everyone folds", e, p_fold)
            return said(view, give_up(view), "{:.0%} against a calling range and {:.0%} that"
                        " everyone folds: raising loses", e, p_fold)

        # Facing raises: equity against each opponent who put money in voluntarily.
        eqs = []
        for q in in_pot:
            key, weights, _ = preflop_range(view, q)
            eqs.append(eq_vs(weights, key))
        eqs = eqs or [0.5]
        eq = math.prod(eqs)
        call = view.legal.call
        stack_total = view.stack + posted_me
        all_in_call = call >= 0.85 * view.stack or view.legal.max_raise_to == 0
        if all_in_call:
            return said(view, passive(view) if eq * (view.pot + call) >= call else give_up(view),
                        "{:.0%} against the all-in range; the call needs {:.0%}", eq,
                        call / (view.pot + call))
        name = CLASSES[cls]
        speculative = name[0] == name[1] or (name.endswith("s") and abs(
            "23456789TJQKA".index(name[0]) - "23456789TJQKA".index(name[1])) <= 2)
        implied = 0.05 if speculative and eff >= 40 * unit and call <= 0.1 * stack_total else 0.0
        in_position = not behind and len(in_pot) == 1
        realise = 0.95 if in_position else 0.82
        risk = 0.93 ** len(behind)  # players still to act may wake up
        value_eq = 0.56 if len(in_pot) == 1 else 0.45
        where = "in position" if in_position else "out of position"
        if eq * risk >= value_eq and len(raisers) < 4:
            target = (3.0 if in_position else 3.7) * (posted_me + call)
            if target >= 0.4 * stack_total or len(raisers) >= 2:
                if eq >= 0.6 or len(raisers) < 2:
                    return said(view, all_in(view) if target >= 0.4 * stack_total
                                else raise_to(view, target),
                                "{:.0%} against the raisers' ranges, {}", eq, where)
                return said(view, passive(view), "{:.0%} against the raisers' ranges: enough to"
                            " call, not to raise again", eq)
            return said(view, raise_to(view, target), "{:.0%} against the raisers' ranges, {}",
                        eq, where)
        odds = pot_odds(view)
        if realise * eq * risk >= odds - implied:
            return said(view, passive(view), "{:.0%} against the raisers' ranges, {}; the call"
                        " needs {:.0%}", eq, where, odds)
        return said(view, give_up(view), "{:.0%} against the raisers' ranges, {}; the call needs"
                    " {:.0%}", eq, where, odds)

    # ----------------------------------------------------------- postflop
    def equity(self, view: PlayerView) -> float:
        eq = 1.0
        hole, board = view.hole, view.board
        for q in view.opponents:
            # combo_weights zeroes every combo that shares a card with our hole cards or the
            # board, and sampling_weights keeps the combos worth drawing: the library's terms
            weights = sampling_weights(combo_weights(view, q))
            if weights is None:
                continue
            seed = self.rng.getrandbits(32)
            eq *= hero_vs_weights(hole, board, COMBOS, weights, SAMPLES, seed, EXACT_BELOW)
        return eq

    def postflop(self, view: PlayerView) -> Action:
        eq = self.equity(view)
        live = view.live
        fair = 1.0 / live
        value = min(0.85, fair * 1.2 + 0.02)
        raises = raises_this_street(view)
        river = view.street >= len(view.variant.streets) - 1
        spr = effective_stack(view) / max(view.pot, 1)
        legal = view.legal
        if not legal.call:
            if eq >= value:
                if spr < 1.0:
                    return said(view, all_in(view), _RANGES + ", value with a short stack", eq)
                return said(view, pot_raise(view, 0.75 if eq >= value + 0.12 else 0.55),
                            _RANGES + ", bet for value", eq)
            if not river and live == 2 and 0.3 <= eq < value and self.rng.random() < 0.25:
                return said(view, pot_raise(view, 0.5), _RANGES + ", a semi-bluff", eq)
            return said(view, passive(view), _RANGES + ", below the {:.0%} it bets with", eq,
                        value)
        odds = pot_odds(view)
        implied = 0.0 if river or spr < 2 else (0.04 if view.street == 1 else 0.03)
        if eq >= max(0.72, value + 0.1 * (raises + 1)) and raises < 4 and legal.max_raise_to:
            return said(view, pot_raise(view, 0.8) if spr > 1.5 else all_in(view),
                        _RANGES + ", raised for value", eq)
        return said(view, passive(view) if eq >= odds - implied else give_up(view),
                    _RANGES + "; the call needs {:.0%}", eq, odds)

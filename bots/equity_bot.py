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

from typing import NamedTuple

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
)
from .generic import SOUND, act_on_equity
from .opponent_model import COMBOS, combo_weights, preflop_range, sampling_weights, top
from .pushfold_chart import tables
from .ranges import CLASS_OF, CLASSES
from .strength import equity_vs_random, is_holdem

_holdem = per_game(is_holdem)

_ANY_HAND = np.ones(169)
def _class_equity(cls: int, weights: np.ndarray, eq_table: np.ndarray, w_table: np.ndarray) -> float:
    """Equity of class ``cls`` against a class-weighted range, by the class-against-class table."""
    ww = w_table[cls] * weights
    return float((eq_table[cls] * ww).sum() / max(ww.sum(), 1e-12))


_EQ_MEMO: dict[object, list[float | None]] = {}
"""A fixed range's name (a top fraction a defender calls with, or "any") -> equity per class."""


def _eq_vs_fixed(cls: int, key: float | str, eq_table: np.ndarray, w_table: np.ndarray) -> float:
    """Equity against ``top(key)``, or against any hand when ``key`` is "any" (memoised: a
    first-in decision asks about the same few defending ranges every time)."""
    row = _EQ_MEMO.get(key)
    if row is None:
        row = _EQ_MEMO[key] = [None] * 169
    eq = row[cls]
    if eq is None:
        weights = _ANY_HAND if key == "any" else top(key, 0.0)  # type: ignore[arg-type]
        eq = row[cls] = _class_equity(cls, weights, eq_table, w_table)
    return eq


_EQ_BY_RANGE: dict[int, tuple[np.ndarray, dict[int, float]]] = {}
"""id of an opponent's memoised preflop weights -> (those weights, equity per class asked).
The entry holds the array, so its id is not reused while the entry lives; the seats of a
table ask about the same opener's range again and again."""


def _eq_vs_range(cls: int, weights: np.ndarray, eq_table: np.ndarray, w_table: np.ndarray) -> float:
    """Equity against an opponent's preflop range (``preflop_range``'s read-only weights)."""
    hit = _EQ_BY_RANGE.get(id(weights))
    if hit is None or hit[0] is not weights:
        if len(_EQ_BY_RANGE) >= 4096:  # ranges of hands long over are not asked again
            _EQ_BY_RANGE.clear()
        hit = _EQ_BY_RANGE[id(weights)] = (weights, {})
    eq = hit[1].get(cls)
    if eq is None:
        eq = hit[1][cls] = _class_equity(cls, weights, eq_table, w_table)
    return eq


class _Shape(NamedTuple):
    """What a seat's place at the table means before the flop (depends on the seat count and
    the button only, so it is worked out once per table shape)."""

    orders: tuple[int, ...]  # each seat's ``preflop_order``
    defend: tuple[float, ...]  # how often the seat defends against a first-in raise
    folds: tuple[float, ...]  # 1 - defend
    last: tuple[bool, ...]  # the button of a table of three or more: in position after the flop


_SHAPES: dict[tuple[int, int], _Shape] = {}


def _shape(n: int, button: int) -> _Shape:
    shape = _SHAPES.get((n, button))
    if shape is None:
        orders = tuple(pc.preflop_order_at(n, button, q) for q in range(n))
        defend = tuple(0.42 if orders[q] == n - 1 else 0.14 if n > 2 else 0.5 for q in range(n))
        last = tuple((q - button - 1) % n == n - 1 and n > 2 for q in range(n))
        shape = _SHAPES[(n, button)] = _Shape(orders, defend, tuple(1 - d for d in defend), last)
    return shape


_ACTIVE = frozenset(("bet", "raise", "complete", "call"))
"""Log kinds that put money in by choice (a str enum's members equal these words)."""

_FOLD_IN_POT = 1 - 0.55
"""A player already in the pot folds to a raise less often than one who has not acted."""


def _speculative(name: str) -> bool:
    """A pair, or suited cards at most two ranks apart: hands that flop big and play deep."""
    return name[0] == name[1] or (name.endswith("s") and abs(
        "23456789TJQKA".index(name[0]) - "23456789TJQKA".index(name[1])) <= 2)


_SPECULATIVE = tuple(_speculative(name) for name in CLASSES)

_RANGES = "{:.0%} against the ranges their actions show"
_SHORT_STACK = _RANGES + ", value with a short stack"
_BET_FOR_VALUE = _RANGES + ", bet for value"
_SEMI_BLUFF = _RANGES + ", a semi-bluff"
_BELOW_VALUE = _RANGES + ", below the {:.0%} it bets with"
_RAISED_FOR_VALUE = _RANGES + ", raised for value"
_CALL_NEEDS = _RANGES + "; the call needs {:.0%}"

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
        hole = view.hole
        cls = CLASS_OF[hole[0] * 52 + hole[1]]
        me = view.player
        log, folded, bets = view.log, view.folded, view.bets
        n = len(folded)
        # one pass over the log: the bets and raises (their count is all that is read), and
        # who put money in voluntarily (a bit per seat)
        raisers = voluntary = 0
        for s, p, k, _ in log:
            if s == 0 and k in _ACTIVE:  # one set test passes the blinds and the folds
                if k == "call":
                    voluntary |= 1 << p
                else:
                    raisers += 1
                    if k != "complete":
                        voluntary |= 1 << p
        shape = _shape(n, view.button)
        orders = shape.orders
        order = orders[me]
        in_pot: list[int] = []
        behind: list[int] = []
        for q in range(n):  # the opponents in seat order, as ``view.opponents`` gives them
            if q != me and not folded[q]:
                if voluntary >> q & 1:
                    in_pot.append(q)
                if orders[q] > order:
                    behind.append(q)
        posted_me = bets[me]
        unit = view.unit

        if not raisers:
            # Raise first in (or over limpers) when the blinds we win by folds, plus our
            # realised equity against a defending range when called, beat folding.
            size = (2.5 if n > 2 else 2.2) * unit + sum([bets[q] for q in in_pot])
            # each defender's chance to fold, multiplied left to right from 1.0 (as math.prod
            # does), the seats behind in seat order, then the players in the pot
            p_fold = 1.0
            d_main = 0.0
            defend, folds = shape.defend, shape.folds
            for q in behind:
                p_fold *= folds[q]
                d_main = max(d_main, defend[q])
            if in_pot:
                for _ in in_pot:
                    p_fold *= _FOLD_IN_POT
                d_main = 0.55
            elif not behind:
                d_main = 0.3
            e = _eq_vs_fixed(cls, d_main, eq_table, w_table)
            realise = 0.92 if shape.last[me] else 0.8
            pot = view.pot
            called_pot = 2 * size + (pot - posted_me - max(bets))
            ev_raise = p_fold * pot + (1 - p_fold) * (realise * e * called_pot - size + posted_me)
            if view.legal.can_check:
                ev_check = _eq_vs_fixed(cls, "any", eq_table, w_table) ** max(len(in_pot), 1) * pot * 0.85
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
        eq = 1.0  # the product from 1.0 in seat order, as math.prod of the equities
        for q in in_pot:
            eq *= _eq_vs_range(cls, preflop_range(view, q)[1], eq_table, w_table)
        if not in_pot:
            eq *= 0.5
        legal = view.legal
        call = legal.call
        stack = view.stack
        stack_total = stack + posted_me
        all_in_call = call >= 0.85 * stack or legal.max_raise_to == 0
        if all_in_call:
            return said(view, passive(view) if eq * (view.pot + call) >= call else give_up(view),
                        "{:.0%} against the all-in range; the call needs {:.0%}", eq,
                        call / (view.pot + call))
        implied = (0.05 if _SPECULATIVE[cls] and call <= 0.1 * stack_total
                   and effective_stack(view) >= 40 * unit else 0.0)
        in_position = not behind and len(in_pot) == 1
        realise = 0.95 if in_position else 0.82
        risk = 0.93 ** len(behind)  # players still to act may wake up
        value_eq = 0.56 if len(in_pot) == 1 else 0.45
        where = "in position" if in_position else "out of position"
        if eq * risk >= value_eq and raisers < 4:
            target = (3.0 if in_position else 3.7) * (posted_me + call)
            if target >= 0.4 * stack_total or raisers >= 2:
                if eq >= 0.6 or raisers < 2:
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
        value = min(0.85, 1.0 / live * 1.2 + 0.02)  # a fair share of the pot, and then some
        river = view.street >= len(view.variant.streets) - 1
        spr = effective_stack(view) / max(view.pot, 1)
        legal = view.legal
        if not legal.call:
            if eq >= value:
                if spr < 1.0:
                    return said(view, all_in(view), _SHORT_STACK, eq)
                return said(view, pot_raise(view, 0.75 if eq >= value + 0.12 else 0.55),
                            _BET_FOR_VALUE, eq)
            if not river and live == 2 and 0.3 <= eq < value and self.rng.random() < 0.25:
                return said(view, pot_raise(view, 0.5), _SEMI_BLUFF, eq)
            return said(view, passive(view), _BELOW_VALUE, eq, value)
        raises = raises_this_street(view)
        odds = pot_odds(view)
        implied = 0.0 if river or spr < 2 else (0.04 if view.street == 1 else 0.03)
        if eq >= max(0.72, value + 0.1 * (raises + 1)) and raises < 4 and legal.max_raise_to:
            return said(view, pot_raise(view, 0.8) if spr > 1.5 else all_in(view),
                        _RAISED_FOR_VALUE, eq)
        return said(view, passive(view) if eq >= odds - implied else give_up(view),
                    _CALL_NEEDS, eq, odds)

"""How good is my hand? Equity against random opponents, in any variant.

Why: a bot needs a quick share of the pot in any game. Before the flop of
hold'em it reads the generated class table; everywhere else it asks the
odds library (``poker_tui.odds``) to deal out the rest of the hand on the
project's random stream, with the variant's own showdown rule: the cards
each opponent shows (stud), random cards for the rest. Opponents' hands are
random here; the equity bot narrows them by their actions.
"""

from __future__ import annotations

import random
from math import comb

from poker_tui.bots_api import PlayerView
from poker_tui.engine.variant import Variant
from poker_tui.odds.generic import hero_vs_random

from .ranges import class_of


def is_holdem(variant: Variant) -> bool:
    """Two hole cards, any five of seven, a 52-card deck, high hands: the fast path applies."""
    return (variant.hole_cards == 2 and variant.deck_size == 52
            and variant.hand_order == "high" and variant.hole_used is None
            and variant.board_cards == 5)


def uses_charts(variant: Variant) -> bool:
    """Hold'em starting-hand charts make sense: two hole cards, board games, high hands."""
    return (variant.board_cards > 0 and variant.hole_cards == 2 and variant.hand_order == "high"
            and variant.hole_used is None)


def preflop_equity(hole: tuple[int, ...] | list[int], opponents: int) -> float:
    """Equity of two hole cards against ``opponents`` random hands, from the generated table."""
    from .preflop_tables import VS_RANDOM

    k = min(max(opponents, 1), len(VS_RANDOM))
    return VS_RANDOM[k - 1][class_of(hole)]


def equity_vs_random(view: PlayerView, rng: random.Random, samples: int = 400,
                     opponents: int | None = None) -> float:
    """This seat's share of the pot at showdown against the live opponents holding random cards."""
    k = view.live - 1 if opponents is None else opponents
    if k < 1:
        return 1.0
    variant = view.variant
    if is_holdem(variant):
        if not view.board:
            return preflop_equity(view.hole, k)
        return hero_vs_random(variant, view.hole, view.board, [()] * min(k, 6), samples,
                              rng.getrandbits(32))
    return monte_carlo(view, rng, max(24, samples // 8), k)


def five_card_sets(variant: Variant) -> int:
    """How many five-card hands the showdown rule compares per player (60 in Omaha)."""
    if variant.hole_used is None:
        return 1
    board = variant.board_cards
    return comb(variant.hole_cards, variant.hole_used) * comb(board, variant.board_used or 5 - variant.hole_used)


def monte_carlo(view: PlayerView, rng: random.Random, samples: int, opponents: int) -> float:
    """Deal out the rest of the hand ``samples`` times with the variant's own rules
    (``poker_tui.odds``): opponents show their up cards and hold random cards besides.

    Games that compare many five-card sets per player (Omaha: 60) get fewer
    deals, so every game costs about the same per decision. When the deck cannot
    deal every opponent out (stud with many players), fewer opponents are counted.
    """
    variant = view.variant
    sets = five_card_sets(variant)
    if sets > 10:
        samples = max(12, samples * 10 // sets)
    live = list(view.opponents)[:opponents]
    others = [tuple(view.up_cards[q]) if view.up_cards else () for q in live]
    others += [()] * (opponents - len(others))
    seed = rng.getrandbits(32)
    while others:
        try:
            return hero_vs_random(variant, view.hole, view.board, others, samples, seed)
        except ValueError:  # not enough cards to deal everyone out
            others = others[:-1]
    return 1.0

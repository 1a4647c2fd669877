"""How good is my hand? Equity against random opponents, in any variant.

Why two paths: hold'em with a standard deck goes through the project's numpy
batch evaluator (``poker_tui.engine.batch``), fast enough for every decision.
Every other game (Omaha, Manila, stud, draw, short decks, lowball) is dealt
out by a small Monte Carlo in Python that reads the variant data: how many
cards each opponent still hides, which cards are face up, how many cards the
remaining streets deal, and the variant's own showdown rule. Opponents'
hands are random here; the equity bot narrows them by their actions.
"""

from __future__ import annotations

import random
from functools import lru_cache
from math import comb

from poker_tui.bots_api import PlayerView
from poker_tui.engine.cards import deck as make_deck
from poker_tui.engine.showdown import hand_value
from poker_tui.engine.variant import Variant

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
        from poker_tui.engine.batch import equity

        return float(equity(view.hole, min(k, 6), view.board, samples=samples,
                            seed=rng.getrandbits(32)))  # type: ignore[arg-type]
    return monte_carlo(view, rng, max(24, samples // 8), k)


@lru_cache(maxsize=16)
def _deck(size: int) -> tuple[int, ...]:
    return tuple(int(c) for c in make_deck(size))


def future_cards(variant: Variant, street: int) -> tuple[int, int]:
    """(cards each player still gets, board cards still to come) after ``street``."""
    each = sum(s.hole_down + s.hole_up for s in variant.streets[street + 1:])
    board = sum(s.board for s in variant.streets[street + 1:])
    return each, board


def five_card_sets(variant: Variant) -> int:
    """How many five-card hands the showdown rule compares per player (60 in Omaha)."""
    if variant.hole_used is None:
        return 1
    board = variant.board_cards
    return comb(variant.hole_cards, variant.hole_used) * comb(board, variant.board_used or 5 - variant.hole_used)


def monte_carlo(view: PlayerView, rng: random.Random, samples: int, opponents: int) -> float:
    """Deal out the rest of the hand ``samples`` times with the variant's own rules.

    Games that compare many five-card sets per player (Omaha: 60) get fewer
    deals, so every game costs about the same per decision.
    """
    variant = view.variant
    sets = five_card_sets(variant)
    if sets > 10:
        samples = max(12, samples * 10 // sets)
    hole = list(view.hole)
    board = list(view.board)
    live = [q for q in view.opponents][:opponents]
    if len(live) < opponents:
        live += [-1] * (opponents - len(live))
    seen = set(hole) | set(board)
    ups: list[list[int]] = []
    for q in live:
        up = list(view.up_cards[q]) if q >= 0 and view.up_cards else []
        ups.append(up)
        seen.update(up)
    unknown = [c for c in _deck(variant.deck_size) if c not in seen]
    each, board_more = future_cards(variant, view.street)
    hidden = [max(0, len(hole) - len(u)) for u in ups]
    need_each = each
    total = board_more + sum(hidden) + need_each * (len(live) + 1)
    if total > len(unknown):
        # not enough cards (stud with many players): deal fewer future cards
        spare = len(unknown) - board_more - sum(hidden)
        need_each = max(0, spare // (len(live) + 1))
        total = board_more + sum(hidden) + need_each * (len(live) + 1)
    if len(hole) + need_each + len(board) + board_more < 5:
        return 1.0 / (len(live) + 1)
    wins = 0.0
    sample = rng.sample
    for _ in range(samples):
        draw = sample(unknown, total)
        pos = board_more
        full_board = board + draw[:pos] if board_more else board
        mine = hole + draw[pos:pos + need_each]
        pos += need_each
        best = hand_value(variant, mine, full_board)
        ties = 1
        lost = False
        for i in range(len(live)):
            k = hidden[i] + need_each
            theirs = ups[i] + draw[pos:pos + k]
            pos += k
            v = hand_value(variant, theirs, full_board)
            if v > best:
                lost = True
                break
            if v == best:
                ties += 1
        if not lost:
            wins += 1.0 / ties
    return wins / samples

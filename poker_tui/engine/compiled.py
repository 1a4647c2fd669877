"""What the hand state machine reads on every hand, derived once per game and per house.

Why: a ``Variant`` is plain data with derived properties (cards per player,
board cards, draws) that sum over its streets each time they are asked. A
simulator deals hundreds of thousands of hands of one game, so the hot path
reads these constants from one cached object instead. Nothing here is a rule:
each field is a pure function of the ``Variant`` (or ``HouseRules``) value.
"""

from __future__ import annotations

from typing import NamedTuple

from .cards import deck as make_deck
from .house_rules import HouseRules
from .kinds import HandOrder
from .variant import Opener, Structure, Variant


class StreetPlan(NamedTuple):
    """One street's dealing and opening, flattened."""

    name: str
    hole: int  # cards to each live player (down + up)
    ups: tuple[bool, ...]  # per card dealt to a player: is it face up
    board: int
    draw: bool
    blinds_open: bool  # Opener.BLINDS


class Game(NamedTuple):
    """Per-variant constants (see the module docstring)."""

    variant: Variant
    streets: tuple[StreetPlan, ...]
    no_limit: bool  # no limit and no bring-in: the flat raise bounds
    fixed: bool
    deck: tuple[int, ...] | None  # the full deck, in card order (None: no such deck)
    spans: tuple[tuple[tuple[int, int], ...], ...]  # by number of players: the partial
    # shuffle's steps (i, cards left from i on), one per card the hand can use
    high_any: bool  # showdown value is evaluate(hole + board): high order, any five


class House(NamedTuple):
    """Per-profile constants."""

    house: HouseRules
    rakes: bool  # any percentage or fee rake
    partial_reopen: bool  # an all-in short of a full raise may still reopen the betting


_GAMES: dict[int, Game] = {}
_HOUSES: dict[int, House] = {}


def game(variant: Variant) -> Game:
    """The cached constants of a variant (keyed by identity; the cache keeps it alive)."""
    hit = _GAMES.get(id(variant))
    if hit is not None and hit.variant is variant:
        return hit
    streets = tuple(
        StreetPlan(s.name, s.hole_down + s.hole_up,
                   tuple(j >= s.hole_down for j in range(s.hole_down + s.hole_up)),
                   s.board, s.draw, s.opener == Opener.BLINDS)
        for s in variant.streets)
    try:
        deck: tuple[int, ...] | None = make_deck(variant.deck_size)
    except ValueError:
        deck = None  # not a deck of 001 §4.1: shuffled() says so if it is asked to deal one
    spans = []
    size = len(deck) if deck is not None else 0
    for players in range(variant.max_players + 1):
        k = variant.cards_needed(players)
        spans.append(_spans(size, size if k is None or k > size else k))
    g = Game(
        variant=variant,
        streets=streets,
        no_limit=variant.structure == Structure.NO_LIMIT and not variant.bring_in,
        fixed=variant.structure == Structure.FIXED_LIMIT,
        deck=deck,
        spans=tuple(spans),
        high_any=variant.hand_order == HandOrder.HIGH and variant.hole_used is None,
    )
    if len(_GAMES) > 256:
        _GAMES.clear()
    _GAMES[id(variant)] = g
    return g


def _spans(size: int, need: int) -> tuple[tuple[int, int], ...]:
    return tuple((i, size - i) for i in range(need))


def house_of(house: HouseRules) -> House:
    """The cached constants of a house-rules profile (keyed by identity)."""
    hit = _HOUSES.get(id(house))
    if hit is not None and hit.house is house:
        return hit
    h = House(house, bool(house.rake_percent or house.rake_per_hand_fee),
              house.allin_reopen_share < 1)
    if len(_HOUSES) > 256:
        _HOUSES.clear()
    _HOUSES[id(house)] = h
    return h

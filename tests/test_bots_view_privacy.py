"""A PlayerView never holds another player's hidden cards (docs/architecture.md, "Bots and the referee").

Two proofs over many random hands of every registered game, every decision,
showdowns included:

1. Every card of the deck is a traced int. Walking the view recursively
   (dataclass fields, slots, tuples, dicts, the variant, stakes and house
   rules) finds only the seat's own cards, the board and face-up cards.
2. Swapping all cards the seat cannot see (opponents' down cards and
   discards, the undealt deck) for one another and replaying the same
   actions gives an identical view: the view is a function of what the
   seat may know.
"""

from __future__ import annotations

import enum
import json
import random
from dataclasses import fields, is_dataclass

import pytest

from poker_tui.bots_api import PlayerView, make_bot, view_for
from poker_tui.engine import Hand, all_variants
from poker_tui.engine.actions import ActionKind
from poker_tui.engine.cards import deck as make_deck
from poker_tui.engine.hand import replay
from poker_tui.process_bot import card_text, view_to_json
from poker_tui.session.config import default_stakes

VARIANTS = all_variants()


class Traced(int):
    """A card int that can be recognised wherever it ends up."""

    __slots__ = ()


def walk(obj: object, found: list[int], seen: set[int]) -> None:
    if isinstance(obj, Traced):
        found.append(int(obj))
        return
    if obj is None or isinstance(obj, (bool, int, float, str, bytes, enum.Enum)):
        return
    if id(obj) in seen:
        return
    seen.add(id(obj))
    if isinstance(obj, dict):
        for k, v in obj.items():
            walk(k, found, seen)
            walk(v, found, seen)
        return
    if isinstance(obj, (tuple, list, set, frozenset)):
        for x in obj:
            walk(x, found, seen)
        return
    if is_dataclass(obj):
        for f in fields(obj):
            walk(getattr(obj, f.name), found, seen)
    for cls in type(obj).__mro__:
        for name in getattr(cls, "__slots__", ()):
            if hasattr(obj, name):
                walk(getattr(obj, name), found, seen)
    if hasattr(obj, "__dict__"):
        walk(vars(obj), found, seen)


def visible(hand: Hand, p: int) -> set[int]:
    """Cards seat p may see: its own, the board, every face-up card."""
    out = set(hand.hole[p]) | set(hand.board)
    for q in range(hand.n):
        out |= {c for c, up in zip(hand.hole[q], hand.hole_up[q], strict=True) if up}
    return {int(c) for c in out}


def players_for(variant) -> int:
    if variant.has_draw:
        return min(4, variant.max_players)  # no reshuffled discards in a 52-card deck
    return min(6, variant.max_players)


def traced_hand(variant, n: int, rng: random.Random) -> Hand:
    cards = [Traced(int(c)) for c in make_deck(variant.deck_size)]
    rng.shuffle(cards)
    stakes = default_stakes(variant, 10)
    stacks = [rng.choice((40, 200, 1000)) for _ in range(n)]
    return Hand(variant, stakes, stacks, rng.randrange(n), deck=cards)


@pytest.mark.parametrize("variant", VARIANTS, ids=[v.code for v in VARIANTS])
def test_view_holds_only_cards_the_seat_may_see(variant) -> None:
    rng = random.Random(7)
    bot = make_bot("random", seed=3)
    decisions = 0
    for _ in range(40):
        n = players_for(variant)
        hand = traced_hand(variant, n, rng)
        while not hand.over:
            p = hand.to_act
            view = view_for(hand)
            found: list[int] = []
            walk(view, found, set())
            allowed = visible(hand, p)
            leaked = set(found) - allowed
            assert not leaked, f"view of player {p} holds hidden cards {leaked}"
            # the JSON a process bot receives names no hidden card either
            text = json.dumps(view_to_json(view))
            hidden = {int(c) for c in hand.deck} - allowed
            assert not [c for c in hidden if f'"{card_text(c)}"' in text]
            hand.apply(bot.decide(view))
            decisions += 1
    assert decisions > 100


def _permuted_view(hand: Hand, p: int, rng: random.Random) -> PlayerView | None:
    """Replay the hand with every card seat p cannot see swapped among themselves."""
    fixed = visible(hand, p)
    for q, action in hand.actions:
        if q == p and action.kind == ActionKind.DRAW:
            fixed |= {int(c) for c in action.cards}  # its own discards it knows
    hidden = [int(c) for c in hand.start.deck if int(c) not in fixed]
    shuffled = hidden[:]
    rng.shuffle(shuffled)
    pi = dict(zip(hidden, shuffled, strict=True))
    pi.update({c: c for c in fixed})
    deck = tuple(pi[int(c)] for c in hand.start.deck)
    actions = [a._replace(cards=tuple(pi[int(c)] for c in a.cards)) if a.kind == ActionKind.DRAW
               else a for _, a in hand.actions]
    other = replay(hand.start._replace(deck=deck), actions)
    if len(other.deck) != len(deck):
        return None  # the discards were reshuffled: the deal differs from here on
    return view_for(other)


@pytest.mark.parametrize("variant", VARIANTS, ids=[v.code for v in VARIANTS])
def test_view_is_the_same_whatever_the_hidden_cards(variant) -> None:
    rng = random.Random(11)
    bot = make_bot("random", seed=5)
    compared = 0
    for _ in range(15):
        n = players_for(variant)
        hand = traced_hand(variant, n, rng)
        while not hand.over:
            p = hand.to_act
            view = view_for(hand)
            other = _permuted_view(hand, p, rng)
            if other is not None:
                assert other == view, f"player {p}'s view depends on cards it cannot see"
                compared += 1
            hand.apply(bot.decide(view))
    assert compared > 30

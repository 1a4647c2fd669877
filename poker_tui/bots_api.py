"""The contract between the game and its bots (see docs/bot-protocol.md for process bots).

A bot sees a ``PlayerView``: only what its seat may know. The view holds
copies (tuples), never the hand itself, so no other player's hidden cards
are reachable from it. ``SyncBot`` lets a plain ``decide(view)`` function
be a bot: the session runs it in a worker thread, the simulator calls it
directly with no event loop. A decision may carry its reason,
``because(Action.call(), "call: the price is right")``: it plays as the plain
action, and the table shows and saves the words (``poker_tui.reasons``).
"""

from __future__ import annotations

import asyncio
from collections.abc import Iterator
from dataclasses import dataclass
from itertools import compress
from typing import Any, Protocol, runtime_checkable

from .bot_catalogue import installed_entry_points
from .engine.actions import Action, ActionKind, LegalActions, safe_default
from .engine.events import Event
from .engine.hand import Hand
from .engine.house_rules import HouseRules
from .engine.variant import Stakes, Variant
from .reasons import because, reason_of  # a decision may say why: ``because(action, "...")``
from .referee import fallback  # what a seat plays when its bot's answer does not stand

__all__ = ["Action", "ActionKind", "Bot", "BotInfo", "LegalActions", "PlayerView", "SyncBot",
           "because", "bot_factories", "fallback", "make_bot", "reason_of", "safe_default",
           "view_for"]


@dataclass(slots=True)
class PlayerView:
    """What one seat may know when it must act.

    Not ``frozen``: a frozen dataclass costs about 2 µs more to build (19 guarded
    ``object.__setattr__`` calls), a fifth of ``sim``'s whole budget per hand.
    Every field is already a copy or an immutable value, so a bot that writes
    to its view changes nothing but that view.
    """

    player: int  # this seat's index in the hand (0..n-1, clockwise)
    hole: tuple[int, ...]  # this seat's own cards
    hole_up: tuple[bool, ...]  # which of them are face up (stud)
    up_cards: tuple[tuple[int, ...], ...]  # every player's face-up cards (stud), own included
    board: tuple[int, ...]
    stacks: tuple[int, ...]  # chips behind, per player
    bets: tuple[int, ...]  # bets this round, per player
    contrib: tuple[int, ...]  # chips put in this hand, per player
    folded: tuple[bool, ...]
    pot: int  # everything committed this hand, current bets included
    button: int
    street: int
    street_name: str
    legal: LegalActions
    log: tuple[tuple[int, int, str, int], ...]  # public actions: (street, player, kind, amount)
    variant: Variant
    stakes: Stakes
    house: HouseRules
    cards_drawn: tuple[int, ...]  # draw games: how many cards each player drew last

    @property
    def n(self) -> int:
        return len(self.stacks)

    @property
    def to_call(self) -> int:
        return self.legal.call

    @property
    def big_blind(self) -> int:
        return self.stakes.big_blind

    @property
    def opponents(self) -> Iterator[int]:
        return (p for p in range(len(self.stacks)) if p != self.player and not self.folded[p])

    @property
    def position(self) -> int:
        """0 for the first to act after the button (small blind) .. n-1 for the button."""
        return (self.player - self.button - 1) % len(self.stacks)

    @property
    def stack(self) -> int:
        """This seat's chips behind."""
        return self.stacks[self.player]

    @property
    def live(self) -> int:
        """Players still in the hand (not folded), this seat included."""
        return self.folded.count(False)

    @property
    def unit(self) -> int:
        """The chips one "big blind" stands for: the big blind, or the small bet in stud."""
        return self.stakes.unit


_SHAPES: dict[int, tuple[Variant, bool, bool]] = {}  # id(variant) -> (variant, up cards?, draws?)
_NOTHING_UP = tuple(((),) * n for n in range(33))
_NO_DRAWS = tuple((0,) * n for n in range(33))
"""Shared immutable answers for games with no face-up cards or no draws: most views point
at one of these instead of building a fresh tuple per decision."""


def view_for(hand: Hand, legal: LegalActions | None = None) -> PlayerView:
    """The view of the player to act; built from copies so nothing hidden leaks."""
    p = hand.to_act
    if legal is None:
        legal = hand.legal_actions()
    n = hand.n
    hole_up = hand.hole_up
    variant = hand.variant
    shape = _SHAPES.get(id(variant))
    if shape is None or shape[0] is not variant:  # once per game: has_draw scans the streets
        shape = _SHAPES[id(variant)] = (variant, variant.up_cards > 0, variant.has_draw)
    if shape[1]:
        hole = hand.hole
        up = tuple([tuple(compress(hole[q], hole_up[q])) for q in range(n)])
    else:
        up = _NOTHING_UP[n]
    if shape[2]:
        drawn = [0] * n
        for _, q, kind, amount in hand.log:
            if kind == "draw":
                drawn[q] = amount
        cards_drawn = tuple(drawn)
    else:
        cards_drawn = _NO_DRAWS[n]
    return PlayerView(
        p, tuple(hand.hole[p]), tuple(hole_up[p]), up, tuple(hand.board), tuple(hand.stacks),
        tuple(hand.bets), tuple(hand.contrib), tuple(hand.folded), hand.pot, hand.button,
        hand.street, hand.street_name, legal, tuple(hand.log), hand.variant, hand.stakes,
        hand.house, cards_drawn,
    )


@runtime_checkable
class Bot(Protocol):
    """Anything with a name and an async ``act``; ``observe`` and ``reset`` are optional."""

    name: str

    async def act(self, view: PlayerView) -> Action: ...


class SyncBot:
    """Base for bots that are a plain function of the view.

    Subclasses implement ``decide``. ``act`` runs it in a thread so a slow
    decision never blocks the table; the simulator calls ``decide`` directly.
    """

    name = "sync"
    style = ""
    description = ""

    def __init__(self, seed: int | None = None) -> None:
        import random

        self.seed = seed
        self.rng = random.Random(seed)

    def decide(self, view: PlayerView) -> Action:
        raise NotImplementedError

    async def act(self, view: PlayerView) -> Action:
        return await asyncio.to_thread(self.decide, view)

    def observe(self, event: Event) -> None:
        """Called with every public event; override to track opponents."""

    def reset(self) -> None:
        """Forget everything learned; duplicate matches call it between replays."""
        import random

        self.rng = random.Random(self.seed)


@dataclass(frozen=True)
class BotInfo:
    name: str
    style: str
    description: str
    factory: Any


def bot_factories() -> dict[str, BotInfo]:
    """Bots installed through the ``poker_tui.bots`` entry point group."""
    found: dict[str, BotInfo] = {}
    for ep in installed_entry_points():
        try:
            factory = ep.load()
        except Exception as exc:  # a broken third-party package must not break the game
            found[ep.name] = BotInfo(ep.name, "broken", f"failed to load: {exc}", None)
            continue
        found[ep.name] = BotInfo(ep.name, getattr(factory, "style", ""),
                                 getattr(factory, "description", "") or (factory.__doc__ or "").strip().split("\n")[0],
                                 factory)
    return found


PROCESS_PREFIX = "process:"


def make_bot(name: str, seed: int | None = None) -> Any:
    """Build an installed bot by name, e.g. ``make_bot("random", seed=1)``.

    ``make_bot("process:python my_bot.py")`` starts an external program that
    speaks the JSON-lines protocol of docs/bot-protocol.md.
    """
    if name.startswith(PROCESS_PREFIX):
        from .process_bot import ProcessBot

        return ProcessBot(name[len(PROCESS_PREFIX):], seed=seed)
    factories = bot_factories()
    info = factories.get(name)
    if info is None or info.factory is None:
        known = ", ".join(sorted(k for k, v in factories.items() if v.factory is not None))
        raise ValueError(f"no bot named {name!r}; installed bots: {known or 'none'}")
    return info.factory(seed=seed)

"""Events: the one stream the UI animates, the store journals, bots observe.

A hand appends them only when asked to (``Hand(record=True)``), so headless
simulation pays nothing for them. ``player`` is the index in the hand's
player order (seat order starting anywhere; the table maps it to a seat).
Events carrying hidden cards say so with ``private_to`` so a view can drop them.
"""

from __future__ import annotations

from dataclasses import dataclass, replace

HIDDEN = -1
"""A card the receiver may not see."""


@dataclass(frozen=True, slots=True)
class Event:
    pass


@dataclass(frozen=True, slots=True)
class HandStarted(Event):
    button: int
    stacks: tuple[int, ...]
    variant: str


@dataclass(frozen=True, slots=True)
class ForcedBet(Event):
    player: int
    kind: str  # "small blind", "big blind", "straddle", "ante", "bring-in"
    amount: int
    all_in: bool


@dataclass(frozen=True, slots=True)
class StreetStarted(Event):
    street: int
    name: str


@dataclass(frozen=True, slots=True)
class CardsDealt(Event):
    """Cards dealt to a player: ``up`` cards are public, the rest are private_to that player."""

    player: int
    cards: tuple[int, ...]
    up: tuple[bool, ...]

    @property
    def private_to(self) -> int:
        return self.player


@dataclass(frozen=True, slots=True)
class BoardDealt(Event):
    cards: tuple[int, ...]
    board: tuple[int, ...]


@dataclass(frozen=True, slots=True)
class PlayerActed(Event):
    player: int
    kind: str  # "fold", "check", "call", "bet", "raise", "bring-in", "complete", "draw"
    amount: int  # chips added for a call; the round total for a bet/raise; cards drawn for a draw
    total: int  # the player's bet for the round after the action
    all_in: bool
    text: str  # "Raise to 60", "Call 40 (all-in)"


@dataclass(frozen=True, slots=True)
class CardsDrawn(Event):
    """A draw: the count is public; the new cards are private_to the player."""

    player: int
    discarded: tuple[int, ...]
    drawn: tuple[int, ...]

    @property
    def private_to(self) -> int:
        return self.player


@dataclass(frozen=True, slots=True)
class BetsReturned(Event):
    """An uncalled bet goes back to the player who made it."""

    player: int
    amount: int


@dataclass(frozen=True, slots=True)
class HandShown(Event):
    player: int
    cards: tuple[int, ...]
    value: int  # evaluator value (greater is better)
    description: str
    best: tuple[int, ...]  # the five cards that make the hand


@dataclass(frozen=True, slots=True)
class HandMucked(Event):
    player: int


@dataclass(frozen=True, slots=True)
class PotAwarded(Event):
    pot: int  # 0 for the main pot, 1.. for side pots
    amount: int  # after rake
    rake: int
    winners: tuple[int, ...]
    shares: tuple[int, ...]
    description: str  # the winning hand, or "" when everyone else folded


@dataclass(frozen=True, slots=True)
class HandEnded(Event):
    stacks: tuple[int, ...]
    net: tuple[int, ...]
    rake: int


def redact(e: Event) -> Event:
    """The event as anyone may see it: hidden cards become ``HIDDEN`` (what the table shows
    and what a bot may observe of another player's cards, at the table and in the lab)."""
    if isinstance(e, CardsDealt):
        return replace(e, cards=tuple(c if u else HIDDEN for c, u in zip(e.cards, e.up, strict=True)))
    if isinstance(e, CardsDrawn):
        return replace(e, discarded=(HIDDEN,) * len(e.discarded), drawn=(HIDDEN,) * len(e.drawn))
    return e

"""What the session tells the table: engine events mapped to seats, plus its own.

Every event here is safe to show whoever is at the keys: engine events that
carry hidden cards are redacted before they leave the session (hidden cards
become -1), and the only way to see cards is ``GameSession.state()``, which
knows who may see what.
"""

from __future__ import annotations

from dataclasses import dataclass

from ..engine.events import Event
from .facing import Facing

HIDDEN = -1
"""A card the receiver may not see."""


@dataclass(frozen=True, slots=True)
class SessionEvent:
    pass


@dataclass(frozen=True, slots=True)
class HandStarting(SessionEvent):
    hand_no: int
    button_seat: int
    seats: tuple[int, ...]  # dealt in, in hand order


@dataclass(frozen=True, slots=True)
class TableEvent(SessionEvent):
    """An engine event (redacted) with the seat of its player, if it has one."""

    event: Event
    seat: int | None


@dataclass(frozen=True, slots=True)
class LogLine(SessionEvent):
    """One readable sentence for the hand log."""

    text: str
    kind: str = "action"  # "hand", "street", "action", "show", "win", "fault", "info"


@dataclass(frozen=True, slots=True)
class BotThinking(SessionEvent):
    seat: int


@dataclass(frozen=True, slots=True)
class BotFault(SessionEvent):
    seat: int
    message: str


@dataclass(frozen=True, slots=True)
class PrivacyNeeded(SessionEvent):
    """Hot seat: every card is hidden until ``name`` has the keys (``hand_over``)."""

    seat: int
    name: str


@dataclass(frozen=True, slots=True)
class HumanTurn(SessionEvent):
    seat: int
    facing: Facing


@dataclass(frozen=True, slots=True)
class HandFinished(SessionEvent):
    hand_no: int
    results: tuple[str, ...]  # "Alice wins 340 with a Flush, Ace high", one per winner


@dataclass(frozen=True, slots=True)
class PlayerBusted(SessionEvent):
    """A human has no chips: the session waits for ``rebuy`` or ``leave``."""

    seat: int
    name: str
    buy_in: int


@dataclass(frozen=True, slots=True)
class BotRebought(SessionEvent):
    seat: int
    amount: int


@dataclass(frozen=True, slots=True)
class PlayerLeft(SessionEvent):
    seat: int
    name: str


@dataclass(frozen=True, slots=True)
class WaitingForNextHand(SessionEvent):
    seconds: float | None  # None: until a key


@dataclass(frozen=True, slots=True)
class SessionOver(SessionEvent):
    reason: str

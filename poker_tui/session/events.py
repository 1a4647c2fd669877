"""What the session tells the table: engine events mapped to seats, plus its own.

Every event here is safe to show whoever is at the keys: engine events that
carry hidden cards are redacted before they leave the session (hidden cards
become -1), and the only way to see cards is ``GameSession.state()``, which
knows who may see what.
"""

from __future__ import annotations

from dataclasses import dataclass
from enum import StrEnum

from ..engine.events import HIDDEN as HIDDEN  # a card nobody may see, on the session's face
from ..engine.events import Event
from .amounts import plain
from .facing import Facing


class LogKind(StrEnum):
    """What a hand-log line tells, so the panel can colour it."""

    HAND = "hand"
    STREET = "street"
    ACTION = "action"
    SHOW = "show"
    WIN = "win"
    FAULT = "fault"
    INFO = "info"
    REASON = "reason"  # a bot's reason for its action, when the player asked to see them


class WaitKind(StrEnum):
    """What the session is waiting for from the players."""

    ACTION = "action"  # the human at the keys acts
    HANDOVER = "handover"  # the privacy screen is passed to the next human
    BUST = "bust"  # a busted human rebuys or leaves
    NEXT = "next"  # the next hand (after the pause, or on a key)
    SHOW = "show"  # a human chooses to show or muck a hand nobody had to see


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
    """One readable sentence for the hand log; ``words`` keeps its amounts as marked numbers
    (``amounts.spell``) so the panel can say them in chips or big blinds."""

    words: str
    kind: LogKind = LogKind.ACTION

    @property
    def text(self) -> str:
        return plain(self.words)


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
    """The human at ``seat`` acts; ``facing`` is also in the state (``TableState.facing``)."""

    seat: int
    facing: Facing


@dataclass(frozen=True, slots=True)
class ActionTaken(SessionEvent):
    """A human's action was played: their cards go face down until the next handover."""

    seat: int


@dataclass(frozen=True, slots=True)
class ShowAsked(SessionEvent):
    """Show or muck (the "ask" setting): the session waits for ``show_hand(bool)``."""

    seat: int
    name: str


@dataclass(frozen=True, slots=True)
class HandFinished(SessionEvent):
    hand_no: int
    results: tuple[str, ...]  # "Alice wins 340 with a Flush, Ace high", amounts marked


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

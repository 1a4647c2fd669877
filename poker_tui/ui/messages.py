"""One Textual message per kind of session event, as the bridge posts them to the screen.

Each carries the session's event, the ``TableState`` built for the viewer at
that moment, and ``seq``, the bridge's number that orders the states. They all
derive from ``SessionChanged``, so a test (``run_test(message_hook=...)``) can
watch every one, and a screen handles each kind by its own ``on_*`` method
(``on_hand_starting``, ``on_human_turn``...) instead of one handler with a
chain of ``isinstance``. A replay, or any other source of states, posts the
same messages.
"""

from __future__ import annotations

from typing import Any, Generic, TypeVar

from textual.message import Message

from ..session import (
    ActionTaken,
    BotFault,
    BotRebought,
    BotThinking,
    HandFinished,
    HandStarting,
    HumanTurn,
    LogLine,
    PlayerBusted,
    PlayerLeft,
    PrivacyNeeded,
    SessionEvent,
    SessionOver,
    ShowAsked,
    TableEvent,
    TableState,
    WaitingForNextHand,
)

E = TypeVar("E", bound=SessionEvent)


class SessionChanged(Message, Generic[E]):
    """Something happened at the table: ``event``, and the table as it then stood.

    ``seq`` orders the states: a screen that has drawn a newer one (``Bridge.latest``,
    read right after a key's action) keeps it when an older message arrives."""

    bubble = False  # for the table screen only

    def __init__(self, event: E, state: TableState, seq: int) -> None:
        super().__init__()
        self.event = event
        self.state = state
        self.seq = seq


class TableMoved(SessionChanged[TableEvent]):
    """An engine event went out (a card dealt, a bet, a pot awarded): the table redraws."""


class LogSaid(SessionChanged[LogLine]):
    """A sentence for the hand log."""


class HandDealt(SessionChanged[HandStarting]):
    """A new hand is dealt: the last hand's result leaves the status line."""


class BotThinks(SessionChanged[BotThinking]):
    """A bot is deciding."""


class BotFaulted(SessionChanged[BotFault]):
    """A bot broke a rule or crashed; the table played its fallback."""


class HandoverNeeded(SessionChanged[PrivacyNeeded]):
    """Hot seat: the keyboard goes to the next human, behind the privacy screen."""


class YourTurn(SessionChanged[HumanTurn]):
    """The human at the keys acts."""


class ActionPlayed(SessionChanged[ActionTaken]):
    """A human's action was played."""


class ShowOrMuck(SessionChanged[ShowAsked]):
    """Show a hand nobody had to see, or muck it."""


class HandSettled(SessionChanged[HandFinished]):
    """The hand is over: its results, until the next deal."""


class Busted(SessionChanged[PlayerBusted]):
    """A human has no chips: rebuy or leave."""


class BotBoughtIn(SessionChanged[BotRebought]):
    """A busted bot bought in again."""


class PlayerGone(SessionChanged[PlayerLeft]):
    """A player left the table."""


class NextHandPause(SessionChanged[WaitingForNextHand]):
    """The pause before the next hand (seconds, or until a key)."""


class GameOver(SessionChanged[SessionOver]):
    """The game is over."""


MESSAGES: dict[type[SessionEvent], type[SessionChanged[Any]]] = {
    TableEvent: TableMoved,
    LogLine: LogSaid,
    HandStarting: HandDealt,
    BotThinking: BotThinks,
    BotFault: BotFaulted,
    PrivacyNeeded: HandoverNeeded,
    HumanTurn: YourTurn,
    ActionTaken: ActionPlayed,
    ShowAsked: ShowOrMuck,
    HandFinished: HandSettled,
    PlayerBusted: Busted,
    BotRebought: BotBoughtIn,
    PlayerLeft: PlayerGone,
    WaitingForNextHand: NextHandPause,
    SessionOver: GameOver,
}
"""Each kind of session event and the message that carries it (one for one)."""


def message_for(event: SessionEvent, state: TableState, seq: int) -> SessionChanged[Any]:
    """The message that carries ``event`` (``KeyError`` for a kind with no message: a test
    checks every kind has one)."""
    return MESSAGES[type(event)](event, state, seq)

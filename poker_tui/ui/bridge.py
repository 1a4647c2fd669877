"""The one adapter between the session and the screen: session events become messages.

The session calls its listeners inside its own loop; the listener here only
posts the event's message (``ui/messages.py``: one class per kind, each with
the state built for the viewer at that moment), so no UI code runs inside the
session loop, and the session never imports Textual. Tests watch the same
messages (``run_test(message_hook=...)``).

A screen draws from a ``StateSource``: the bridge over a live game now; a
replay of a saved hand can be another (it posts the same messages).
"""

from __future__ import annotations

from typing import Protocol

from textual.message_pump import MessagePump

from ..session import GameSession, SessionEvent, TableState
from .messages import SessionChanged, message_for

__all__ = ["Bridge", "SessionChanged", "StateSource"]


class StateSource(Protocol):
    """What a table screen draws from: states, numbered in the order they were posted."""

    seq: int

    def latest(self) -> tuple[int, TableState]:
        """The table as it stands now, with the number of the last message posted."""
        ...

    def close(self) -> None: ...


class Bridge:
    """Posts every session event to ``target`` as its message (``messages.message_for``)."""

    def __init__(self, session: GameSession, target: MessagePump) -> None:
        self.session = session
        self.target = target
        self.seq = 0
        session.subscribe(self._listener)

    def _listener(self, event: SessionEvent) -> None:
        self.seq += 1
        self.target.post_message(message_for(event, self.session.state(), self.seq))

    def latest(self) -> tuple[int, TableState]:
        """The table as it stands now, with the number of the last message posted."""
        return self.seq, self.session.state()

    def close(self) -> None:
        self.session.unsubscribe(self._listener)

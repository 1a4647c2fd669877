"""The one adapter between the session and the screen: session events become messages.

The session calls its listeners inside its own loop; the listener here only
posts a ``SessionChanged`` message (the event and the state built for the
viewer at that moment), so no UI code runs inside the session loop, and the
session never imports Textual. Tests watch the same messages
(``run_test(message_hook=...)``).
"""

from __future__ import annotations

from textual.message import Message
from textual.message_pump import MessagePump

from ..session.events import SessionEvent
from ..session.game import GameSession
from ..session.state import TableState


class SessionChanged(Message):
    """Something happened at the table: ``event``, and the table as it then stood.

    ``seq`` orders the states: a screen that has drawn a newer one (``Bridge.latest``,
    read right after a key's action) keeps it when an older message arrives."""

    bubble = False  # for the table screen only

    def __init__(self, event: SessionEvent, state: TableState, seq: int) -> None:
        super().__init__()
        self.event = event
        self.state = state
        self.seq = seq


class Bridge:
    """Posts every session event to ``target`` as a ``SessionChanged``."""

    def __init__(self, session: GameSession, target: MessagePump) -> None:
        self.session = session
        self.target = target
        self.seq = 0
        session.subscribe(self._listener)

    def _listener(self, event: SessionEvent) -> None:
        self.seq += 1
        self.target.post_message(SessionChanged(event, self.session.state(), self.seq))

    def latest(self) -> tuple[int, TableState]:
        """The table as it stands now, with the number of the last message posted."""
        return self.seq, self.session.state()

    def close(self) -> None:
        self.session.unsubscribe(self._listener)

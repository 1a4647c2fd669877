"""The end of a game: once over, every part stops at its next step.

The turn loop and the between-hands part ``end`` the game with a reason (the
journal closes it and the listeners hear ``SessionOver``); ``close`` (the
players left the screen) only ``stop``s it, and a journaled game stays open.
"""

from __future__ import annotations

from collections.abc import Callable

from .broadcast import Broadcast
from .events import SessionOver


class Ending:
    """Whether the game is over, and why."""

    def __init__(self, broadcast: Broadcast, close_journal: Callable[[], None]) -> None:
        self._broadcast = broadcast
        self._close_journal = close_journal
        self.over = False
        self.reason = ""

    def end(self, reason: str) -> None:
        """The game is over for ``reason``: saved as finished, and said."""
        self.over = True
        self.reason = reason
        self._close_journal()
        self._broadcast.emit(SessionOver(reason))

    def stop(self) -> None:
        self.over = True

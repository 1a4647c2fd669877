"""Who listens to a session, and how it speaks to them: events and hand-log lines.

Every part of the session that has something to say holds this one object,
so listeners are kept in one place and nothing else knows who they are.
"""

from __future__ import annotations

from collections.abc import Callable

from .events import LogKind, LogLine, SessionEvent

Listener = Callable[[SessionEvent], None]


class Broadcast:
    """The session's listeners: ``emit`` an event to each, ``log`` a line for the hand log."""

    def __init__(self) -> None:
        self.listeners: list[Listener] = []
        self.heard: Callable[[SessionEvent], bool] | None = None
        """When set, only the events it passes go out (a sit-and-go skipped to its results)."""

    def subscribe(self, listener: Listener) -> None:
        self.listeners.append(listener)

    def unsubscribe(self, listener: Listener) -> None:
        if listener in self.listeners:
            self.listeners.remove(listener)

    def emit(self, event: SessionEvent) -> None:
        if self.heard is not None and not self.heard(event):
            return
        for listener in list(self.listeners):
            listener(event)

    def log(self, words: str, kind: LogKind | str = LogKind.INFO) -> None:
        """One line for the hand log (amounts marked with ``amounts.money``)."""
        self.emit(LogLine(words, LogKind(kind)))

"""The one thing a session waits on from the players at a time, and its answer.

The turn loop and the between-hands part ``wait`` (an action, a handover, a
bust, the next hand, show or muck); the input methods ``resolve`` the wait, or
``answer`` the action the players were asked for. ``close`` cancels it.
"""

from __future__ import annotations

import asyncio
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

from .broadcast import Broadcast
from .events import SessionEvent, WaitKind


@dataclass
class Waiter:
    """What the session is waiting for from the players."""

    kind: WaitKind
    seat: int | None
    future: asyncio.Future[Any]


class Waiting:
    """The session's one open question to the players (``kind`` for ``seat``), if any."""

    def __init__(self, broadcast: Broadcast, is_over: Callable[[], bool]) -> None:
        self._broadcast = broadcast
        self._is_over = is_over
        self._waiter: Waiter | None = None

    @property
    def open(self) -> Waiter | None:
        """The wait still unanswered, or None."""
        w = self._waiter
        return w if w is not None and not w.future.done() else None

    @property
    def kind(self) -> WaitKind | None:
        w = self.open
        return w.kind if w is not None else None

    @property
    def seat(self) -> int | None:
        w = self.open
        return w.seat if w is not None else None

    def resolve(self, kind: WaitKind, value: object) -> None:
        """Answer the open wait, if it is of ``kind``; otherwise nothing happens."""
        w = self.open
        if w is not None and w.kind == kind:
            w.future.set_result(value)

    def cancel(self) -> None:
        w = self.open
        if w is not None:
            w.future.cancel()

    async def wait(
        self,
        kind: WaitKind,
        seat: int | None,
        announce: SessionEvent | None,
        timeout: float | None = None,
    ) -> Any:
        """Wait for the players; the waiter is set before ``announce`` goes out."""
        fut: asyncio.Future[Any] = asyncio.get_running_loop().create_future()
        self._waiter = Waiter(kind, seat, fut)
        try:
            if announce is not None:
                self._broadcast.emit(announce)
            if timeout is None:
                return await fut
            try:
                return await asyncio.wait_for(fut, timeout)
            except TimeoutError:
                return None
        except asyncio.CancelledError:
            task = asyncio.current_task()
            if self._is_over() and fut.cancelled() and not (task and task.cancelling()):
                return None  # close() ended the wait; the loop sees ``over`` and stops
            raise
        finally:
            self._waiter = None

"""What the players say to the session: the UI's only way down (``submit``, ``draw``...).

Each method either does what it is asked or returns a sentence saying why not,
changing nothing. The session waits on the players through one ``Waiter`` at a
time (``_wait``), which the input methods resolve.

A human's action is played at once, and the events it causes (up to the first
pause a person would want) are sent out before ``submit`` returns: so the
first repaint after a key press already shows the new table.
"""

from __future__ import annotations

import asyncio
from typing import Any

from ..engine.actions import Action, IllegalAction
from .bot_process import close_bots
from .core import SessionCore, Waiter
from .events import ActionTaken, SessionEvent, WaitKind


class Inputs(SessionCore):
    @property
    def waiting_for(self) -> WaitKind | None:
        """What the session waits for from the players now, if anything."""
        w = self._waiter
        return w.kind if w is not None and not w.future.done() else None

    @property
    def waiting_seat(self) -> int | None:
        w = self._waiter
        return w.seat if w is not None and not w.future.done() else None

    # -------------------------------------------------------------- actions
    def submit(self, action: Action) -> str | None:
        """Play the action of the human to act; a sentence when it cannot be played."""
        w = self._waiter
        if w is None or w.kind != WaitKind.ACTION or w.future.done() or self.hand is None \
                or self.order[self.hand.to_act] != w.seat:
            return "It is not your turn."
        try:
            self.hand.apply(action)
        except IllegalAction as exc:
            return str(exc)
        seat = w.seat
        assert seat is not None
        self._save_actions()  # type: ignore[attr-defined]
        w.future.set_result(action)
        self.hotseat.release()  # the cards go face down until the next handover
        self.facing = None
        self.model.to_act = None
        self.emit(ActionTaken(seat))
        self._send_ready()  # type: ignore[attr-defined]
        return None

    def toggle_discard(self, index: int) -> str | None:
        """Draw games: mark or unmark the card at ``index`` (0-based) for discarding."""
        if self.waiting_for != WaitKind.ACTION or self.hand is None or self.hand.phase != "draw":
            return "There is no draw now."
        hole = self.hand.hole[self.hand.to_act]
        if not 0 <= index < len(hole):
            return f"You hold {len(hole)} cards; there is no card {index + 1}."
        card = hole[index]
        marked = self.model.marked
        if card in marked:
            marked.discard(card)
        elif len(marked) >= self.hand.legal_actions().draw_max:
            return f"You may discard at most {self.hand.legal_actions().draw_max} cards."
        else:
            marked.add(card)
        return None

    def draw(self) -> str | None:
        """Discard the marked cards and draw as many (none marked: stand pat)."""
        if self.hand is None:
            return "There is no draw now."
        hole = self.hand.hole[self.hand.to_act] if self.hand.to_act >= 0 else []
        cards = tuple(c for c in hole if c in self.model.marked)
        return self.submit(Action.draw(cards))

    # ------------------------------------------------------------ answers
    def hand_over(self) -> None:
        """The privacy screen was passed: the next human has the keys."""
        self._resolve(WaitKind.HANDOVER, True)

    def next_hand(self) -> None:
        """Deal the next hand now."""
        self._resolve(WaitKind.NEXT, True)

    def rebuy(self, seat: int) -> None:
        self._resolve(WaitKind.BUST, "rebuy")

    def leave(self, seat: int) -> None:
        self._resolve(WaitKind.BUST, "leave")

    def show_hand(self, show: bool) -> None:
        """The answer to ``ShowAsked``: turn the hand face up, or muck it."""
        self._resolve(WaitKind.SHOW, show)

    def quit(self) -> None:
        """The players chose to end the game: the journal closes it (an unfinished hand is
        voided, 002 §5.1) so it is not offered for resuming, and the loop stops."""
        self._close_journal()  # type: ignore[attr-defined]
        self.close()

    def close(self) -> None:
        """Stop the loop and every bot's process; a journaled game stays open, to be resumed."""
        self.over = True
        close_bots(self.bots.values())
        w = self._waiter
        if w is not None and not w.future.done():
            w.future.cancel()

    # -------------------------------------------------------------- waiting
    def _resolve(self, kind: WaitKind, value: object) -> None:
        w = self._waiter
        if w is not None and w.kind == kind and not w.future.done():
            w.future.set_result(value)

    async def _wait(self, kind: WaitKind, seat: int | None, announce: SessionEvent | None,
                    timeout: float | None = None) -> Any:
        """Wait for the players; the waiter is set before ``announce`` goes out."""
        fut: asyncio.Future[Any] = asyncio.get_running_loop().create_future()
        self._waiter = Waiter(kind, seat, fut)
        try:
            if announce is not None:
                self.emit(announce)
            if timeout is None:
                return await fut
            try:
                return await asyncio.wait_for(fut, timeout)
            except TimeoutError:
                return None
        except asyncio.CancelledError:
            task = asyncio.current_task()
            if self.over and fut.cancelled() and not (task and task.cancelling()):
                return None  # close() ended the wait; the loop sees ``over`` and stops
            raise
        finally:
            self._waiter = None

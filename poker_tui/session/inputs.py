"""What the players say to the session: the UI's only way down (``submit``, ``draw``...).

Each method either does what it is asked or returns a sentence saying why not,
changing nothing. The session waits on the players through one wait at a time
(``Waiting``), which the input methods answer.

A human's action is played at once, and the events it causes (up to the first
pause a person would want) are sent out before ``submit`` returns: so the
first repaint after a key press already shows the new table.
"""

from __future__ import annotations

from ..engine.actions import Action, IllegalAction
from .broadcast import Broadcast
from .deal import Deal
from .events import ActionTaken, WaitKind
from .hotseat import HotSeat
from .journaling import JournalWriter
from .pacing import Pacer
from .waiting import Waiting


class Inputs:
    """The players' moves in the hand: an action, a card marked to discard, the draw."""

    def __init__(
        self,
        deal: Deal,
        waiting: Waiting,
        journal: JournalWriter,
        hotseat: HotSeat,
        pacer: Pacer,
        broadcast: Broadcast,
    ) -> None:
        self._deal = deal
        self._waiting = waiting
        self._journal = journal
        self._hotseat = hotseat
        self._pacer = pacer
        self._broadcast = broadcast

    def submit(self, action: Action) -> str | None:
        """Play the action of the human to act; a sentence when it cannot be played."""
        w = self._waiting.open
        hand = self._deal.hand
        if (
            w is None
            or w.kind != WaitKind.ACTION
            or hand is None
            or self._deal.seat_to_act != w.seat
        ):
            return "It is not your turn."
        try:
            hand.apply(action)
        except IllegalAction as exc:
            return str(exc)
        seat = w.seat
        assert seat is not None
        self._journal.actions(hand)
        w.future.set_result(action)
        self._hotseat.release()  # the cards go face down until the next handover
        self._deal.facing = None
        self._deal.model.to_act = None
        self._broadcast.emit(ActionTaken(seat))
        self._pacer.send_ready()
        return None

    def toggle_discard(self, index: int) -> str | None:
        """Draw games: mark or unmark the card at ``index`` (0-based) for discarding."""
        hand = self._deal.hand
        if self._waiting.kind != WaitKind.ACTION or hand is None or hand.phase != "draw":
            return "There is no draw now."
        hole = hand.hole[hand.to_act]
        if not 0 <= index < len(hole):
            return f"You hold {len(hole)} cards; there is no card {index + 1}."
        card = hole[index]
        marked = self._deal.model.marked
        if card in marked:
            marked.discard(card)
        elif len(marked) >= hand.legal_actions().draw_max:
            return f"You may discard at most {hand.legal_actions().draw_max} cards."
        else:
            marked.add(card)
        return None

    def draw(self) -> str | None:
        """Discard the marked cards and draw as many (none marked: stand pat)."""
        hand = self._deal.hand
        if hand is None:
            return "There is no draw now."
        hole = hand.hole[hand.to_act] if hand.to_act >= 0 else []
        cards = tuple(c for c in hole if c in self._deal.model.marked)
        return self.submit(Action.draw(cards))

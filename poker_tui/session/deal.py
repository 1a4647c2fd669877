"""The hand being played: the engine's ``Hand``, the seat of each player, and its picture.

One object, held by every part that needs the hand in play (the turn loop,
pacing, the inputs, bot turns, the journal writer), so the hand has one home:
set by ``begin`` when it is dealt, read by the others.
"""

from __future__ import annotations

from ..engine.hand import Hand
from .facing import Facing
from .model import HandModel


class Deal:
    """The current hand: ``hand`` (None before the first), ``order`` (player -> seat), the
    hand's number, its picture as sent so far (``model``), what the human to act faces, and
    the reasons the bots gave (``reasons``: by action index, for the journal)."""

    def __init__(self, model: HandModel) -> None:
        self.model = model
        self.hand: Hand | None = None
        self.order: list[int] = []
        self.hand_no = 0
        self.facing: Facing | None = None
        self.reasons: dict[int, str] = {}  # a bot's reason by the index of its action in the hand
        self.said: dict[int, str] = {}  # by seat: a reason whose action's event is still to go out

    def begin(self, hand: Hand, order: list[int]) -> None:
        self.hand, self.order, self.facing = hand, order, None
        self.reasons, self.said = {}, {}

    def explain(self, seat: int, reason: str | None) -> None:
        """The reason the bot at ``seat`` gave for the action it just took: kept for the
        journal, and for its seat once that action's event goes out (``Pacer``)."""
        hand = self.hand
        if reason and hand is not None:
            self.reasons[len(hand.actions) - 1] = reason
            self.said[seat] = reason

    def seat_of(self, player: int) -> int:
        return self.order[player]

    def player_of(self, seat: int) -> int | None:
        """The hand's index of ``seat``, or None when it is not dealt in."""
        return self.order.index(seat) if seat in self.order else None

    @property
    def seat_to_act(self) -> int | None:
        hand = self.hand
        return self.order[hand.to_act] if hand is not None and hand.to_act >= 0 else None

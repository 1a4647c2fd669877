"""Actions a player sends and the legal options the engine offers.

Actions are named tuples: cheap to build on the simulator's hot path, and
they compare and print as plain values in tests and logs.
"""

from __future__ import annotations

from enum import IntEnum
from typing import NamedTuple


class ActionKind(IntEnum):
    FOLD = 0
    CHECK = 1
    CALL = 2
    RAISE = 3  # a bet or a raise; the amount is the total bet for the round ("raise to")
    DRAW = 4  # discard the given cards and draw as many
    BRING_IN = 5  # stud: open for the bring-in instead of completing


class Action(NamedTuple):
    kind: ActionKind
    amount: int = 0
    cards: tuple[int, ...] = ()

    @staticmethod
    def fold() -> Action:
        return FOLD

    @staticmethod
    def check() -> Action:
        return CHECK

    @staticmethod
    def call() -> Action:
        return CALL

    @staticmethod
    def raise_to(amount: int) -> Action:
        return _new(Action, (_RAISE, int(amount), ()))  # Action(RAISE, amount), built cheaply

    @staticmethod
    def bring_in() -> Action:
        return BRING_IN

    @staticmethod
    def draw(cards: tuple[int, ...] | list[int] = ()) -> Action:
        return Action(ActionKind.DRAW, 0, tuple(cards))

    def __str__(self) -> str:
        k = self.kind
        if k == ActionKind.RAISE:
            return f"raise to {self.amount}"
        if k == ActionKind.DRAW:
            return f"draw {len(self.cards)}"
        name = getattr(k, "name", None)  # a malformed kind still prints, for the refusal
        return name.lower().replace("_", "-") if name else f"action {k!r}"


_new = tuple.__new__  # bots and simulators build actions on their hot path
_RAISE = ActionKind.RAISE

FOLD = Action(ActionKind.FOLD)
CHECK = Action(ActionKind.CHECK)
CALL = Action(ActionKind.CALL)
BRING_IN = Action(ActionKind.BRING_IN)


class IllegalAction(ValueError):
    """An action the rules do not allow now; the message is a sentence for the player."""


class LegalActions(NamedTuple):
    """Exactly what the player to act may do.

    ``call`` is the chips a call adds (0 when a check is possible). ``min_raise_to``
    and ``max_raise_to`` bound a bet or raise as a round total; both are 0 when
    the player may not bet or raise. ``bring_in`` is the stud bring-in amount
    when the player may open for it instead of completing.
    """

    player: int
    can_fold: bool
    can_check: bool
    call: int
    min_raise_to: int
    max_raise_to: int
    draw_max: int = 0  # a draw: how many cards may be discarded (0: not a draw)
    bring_in: int = 0

    @property
    def can_call(self) -> bool:
        return self.call > 0

    @property
    def can_raise(self) -> bool:
        return self.max_raise_to > 0

    @property
    def is_draw(self) -> bool:
        return self.draw_max > 0


def safe_default(legal: LegalActions) -> Action:
    """The one fallback ladder: what a seat plays when it has not chosen (a bot fault, a
    seat sitting out). Stand pat in a draw; check when free, else fold. Stud's lowest
    card may neither check nor fold: it brings it in, or bets the minimum when there is
    no bring-in (001 §12.2(a), §13.2(a)). Always one of ``legal``'s options."""
    if legal.draw_max:
        return Action.draw(())
    if legal.can_check:
        return CHECK
    if legal.can_fold:
        return FOLD
    if legal.bring_in:
        return BRING_IN
    if legal.max_raise_to:
        return Action.raise_to(legal.min_raise_to)
    return CALL if legal.call else FOLD

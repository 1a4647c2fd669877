"""The whole state of a hand, and actions it must refuse: for "illegal changes nothing" tests.

Why: comparing a few fields (stacks, bets, whose turn) after a refused action
would miss a half-applied action that touched anything else. ``state_of`` takes a deep
copy of every slot of the hand, so a refusal must leave it exactly as it was.
"""

from __future__ import annotations

import pickle
import random

from poker_tui.engine import Action, Hand, IllegalAction
from poker_tui.engine.actions import ActionKind

CACHES = frozenset({"_legal"})
"""Slots that only cache a pure function of the state (``legal_actions()``); compared by value."""


class HandState:
    """Every slot of a hand at one moment, except caches, as one pickle: a deep copy that is
    several times quicker to take than ``copy.deepcopy`` and compared as bytes. Equal bytes
    are the same values; different bytes (an object shared in one hand and copied in the
    other pickles differently) are unpickled and compared slot by slot, by value."""

    __slots__ = ("names", "data")

    def __init__(self, hand: Hand) -> None:
        self.names = tuple(name for cls in type(hand).__mro__
                           for name in getattr(cls, "__slots__", ())
                           if name not in CACHES and hasattr(hand, name))
        self.data = pickle.dumps(tuple(getattr(hand, name) for name in self.names),
                                 pickle.HIGHEST_PROTOCOL)

    def slots(self) -> dict[str, object]:
        return dict(zip(self.names, pickle.loads(self.data), strict=True))

    def changed(self, other: HandState) -> list[str]:
        """The slots whose values differ (a slot set in one state only counts as changed)."""
        if self.names == other.names and self.data == other.data:
            return []
        mine, theirs = self.slots(), other.slots()
        missing = object()
        return [name for name in dict.fromkeys(self.names + other.names)
                if mine.get(name, missing) != theirs.get(name, missing)]

    def __eq__(self, other: object) -> bool:
        return isinstance(other, HandState) and not self.changed(other)

    __hash__ = None  # type: ignore[assignment]

    def __repr__(self) -> str:
        return f"HandState({self.slots()!r})"


def state_of(hand: Hand) -> HandState:
    """Every slot of the hand, deep-copied (pickled), except caches."""
    return HandState(hand)


def surely_illegal(hand: Hand, rnd: random.Random) -> list[Action]:
    """Actions that ``legal_actions()`` does not allow now, whatever the phase."""
    legal = hand.legal_actions()
    hole = hand.hole[legal.player]
    out = [Action.raise_to(-5), Action(ActionKind.RAISE, hand.bet_to), Action(99)]  # type: ignore[arg-type]
    if refused_raise(hand, 10**9):  # 002 §3.5.1(b): under RWS an amount above the stake is all-in
        out.append(Action.raise_to(10**9))
    if not legal.can_fold:
        out.append(Action.fold())
    if not legal.can_check:
        out.append(Action.check())
    if not legal.call:
        out.append(Action.call())
    if not legal.bring_in:
        out.append(Action.bring_in())
    if legal.max_raise_to:
        above = legal.max_raise_to + 1 + rnd.randrange(50)
        if refused_raise(hand, above):
            out.append(Action.raise_to(above))
        if hand.house.short_raise == "reject" and legal.min_raise_to - 1 > hand.bet_to:
            out.append(Action.raise_to(legal.min_raise_to - 1))
    else:
        out.append(Action.raise_to(hand.bet_to + 1 + rnd.randrange(50)))
    others = [c for q in range(hand.n) if q != legal.player for c in hand.hole[q]]
    if legal.draw_max:
        if hole:
            out.append(Action.draw([hole[0], hole[0]]))  # the same card twice
        if others:
            out.append(Action.draw([rnd.choice(others)]))  # somebody else's card
    else:
        out.append(Action.draw(hole[:1]))
    return out


def refused_raise(hand: Hand, x: int) -> bool:
    """The engine's own judgement refuses a raise to x now (``Hand.judge_raise``)."""
    if hand.phase == "draw":
        return True
    try:
        hand.judge_raise(x)
    except IllegalAction:
        return True
    return False


def assert_refused_unchanged(hand: Hand, action: Action) -> str:
    """``action`` raises IllegalAction with a sentence and leaves every slot as it was."""
    before = state_of(hand)
    legal = None if hand.over else hand.legal_actions()
    try:
        hand.apply(action)
    except IllegalAction as exc:
        message = str(exc)
    else:
        raise AssertionError(f"{action!r} was accepted; legal: {legal}")
    assert message[:1].isupper() and message.endswith(".") and len(message.split()) >= 4, message
    changed = before.changed(state_of(hand))
    assert not changed, f"{action!r} was refused but changed {changed}"
    if legal is not None:
        assert hand.legal_actions() == legal
    return message

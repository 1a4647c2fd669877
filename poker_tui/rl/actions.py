"""The discrete actions of the gym and how each maps onto one legal engine action.

Why a module of its own: the environment, the single-agent wrapper and the lab's
policy adapter all turn an action index into an engine ``Action`` the same way,
and the mask says which indices the engine would accept now. Nothing here is a
rule: every amount comes from the engine's ``LegalActions`` and is clamped into
it, so an unmasked index always names an action ``Hand.apply`` accepts.

Layout (docs/gym.md): fold, check or call, the stud bring-in (stud games only),
one bet or raise per ``bet_sizes`` entry, all-in (the largest bet or raise), and
in draw games one action per set of hole cards to discard (bit i of ``index -
first_draw`` discards the i-th hole card; 0 stands pat).
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, field

import numpy as np

from ..bots_api import PlayerView
from ..engine.actions import Action, IllegalAction, LegalActions
from ..engine.variant import Variant

DEFAULT_BET_SIZES = (0.5, 1.0)
"""Half the pot and the pot, as PettingZoo's ``texas_holdem_no_limit`` offers."""

FOLD_INDEX, CALL_INDEX = 0, 1


@dataclass
class ActionCodec:
    """The discrete action set of one game and its mapping to engine actions."""

    variant: Variant
    bet_sizes: tuple[float, ...] = DEFAULT_BET_SIZES
    names: tuple[str, ...] = field(init=False)
    first_size: int = field(init=False)
    all_in: int = field(init=False)
    first_draw: int = field(init=False)
    bring_in: int = field(init=False)

    def __post_init__(self) -> None:
        self.bet_sizes = sizes = bet_sizes_of(self.bet_sizes)
        names = ["fold", "check/call"]
        self.bring_in = -1
        if self.variant.bring_in:
            self.bring_in = len(names)
            names.append("bring-in")
        self.first_size = len(names)
        names += [f"bet/raise {f:g} pot" for f in sizes]
        self.all_in = len(names)
        names.append("all-in")
        self.first_draw = len(names)
        if self.variant.has_draw:
            holes = self.variant.hole_cards
            for bits in range(1 << holes):
                kept = "".join("x" if bits >> i & 1 else "." for i in range(holes))
                names.append(f"draw {kept}" if bits else "stand pat")
        self.names = tuple(names)

    @property
    def size(self) -> int:
        return len(self.names)

    def mask(self, legal: LegalActions | None, holes: int = 0) -> np.ndarray:
        """1 for every index that names an action the engine accepts now (int8)."""
        out = np.zeros(self.size, dtype=np.int8)
        if legal is None:
            return out
        if legal.draw_max:
            for bits in range(1 << holes):
                if bits.bit_count() <= legal.draw_max:
                    out[self.first_draw + bits] = 1
            return out
        if legal.can_fold:
            out[FOLD_INDEX] = 1
        if legal.can_check or legal.call > 0:
            out[CALL_INDEX] = 1
        if legal.bring_in and self.bring_in >= 0:
            out[self.bring_in] = 1
        if legal.max_raise_to:
            out[self.first_size : self.all_in + 1] = 1
        return out

    def decode(self, index: int, view: PlayerView) -> Action:
        """The engine action of ``index`` for the seat of ``view``; IllegalAction when the
        index is masked out now (a sentence that names the index and the legal ones)."""
        legal = view.legal
        if not 0 <= index < self.size or not self.mask(legal, len(view.hole))[index]:
            allowed = ", ".join(
                f"{i} ({self.names[i]})" for i in np.flatnonzero(self.mask(legal, len(view.hole)))
            )
            raise IllegalAction(f"action {index} is not allowed now; allowed: {allowed}")
        if index >= self.first_draw:
            bits = index - self.first_draw
            return Action.draw(tuple(c for i, c in enumerate(view.hole) if bits >> i & 1))
        if index == FOLD_INDEX:
            return Action.fold()
        if index == CALL_INDEX:
            return Action.check() if legal.can_check else Action.call()
        if index == self.bring_in:
            return Action.bring_in()
        if index == self.all_in:
            return Action.raise_to(legal.max_raise_to)
        return Action.raise_to(self.raise_to(self.bet_sizes[index - self.first_size], view))

    @staticmethod
    def raise_to(fraction: float, view: PlayerView) -> int:
        """A bet or raise of ``fraction`` of the pot after calling, as a round total, clamped
        to the engine's legal range (a fixed-limit game has one size: every fraction is it)."""
        legal = view.legal
        called_to = view.bets[view.player] + legal.call
        target = called_to + round(fraction * (view.pot + legal.call))
        return max(legal.min_raise_to, min(legal.max_raise_to, target))


def bet_sizes_of(value: Sequence[float] | None) -> tuple[float, ...]:
    """The bet sizes as floats (``None``: the default ones); a size that is not a positive
    number is a ``ValueError``."""
    if value is None:
        return DEFAULT_BET_SIZES
    try:
        sizes = tuple(float(f) for f in value)
    except (TypeError, ValueError):
        sizes = ()
    if not sizes or any(not 0 < f < float("inf") for f in sizes):
        raise ValueError(
            f"bet sizes are positive fractions of the pot, e.g. (0.5, 1.0), not {value!r}"
        )
    return sizes

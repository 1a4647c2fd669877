"""The game an environment deals, from the keyword arguments a user gives ``env()``.

Why a module of its own: the PettingZoo environment, the single-agent wrapper
and the benchmark resolve ``variant``, ``players``, ``stakes``, ``stack`` and
``house`` the same way, and a wrong value is one sentence (a ``ValueError``)
before any hand is dealt.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from ..engine.games import default_stakes, get_variant
from ..engine.house_rules import PROFILES, RWS, HouseRules
from ..engine.start import stakes_problem
from ..engine.variant import Stakes, Variant
from .actions import bet_sizes_of

DEFAULT_STACK_BB = 100


@dataclass(frozen=True)
class TableSpec:
    """Everything a hand of the environment starts from, except the deck and the button."""

    variant: Variant
    players: int
    stakes: Stakes
    stacks: tuple[int, ...]
    house: HouseRules
    bet_sizes: tuple[float, ...]

    @property
    def unit(self) -> int:
        """Chips per big blind (the small bet in stud): rewards are in these."""
        return self.stakes.unit

    @property
    def total_chips(self) -> int:
        return sum(self.stacks)


def table_spec(
    variant: str | Variant = "nlhe",
    players: int = 2,
    stakes: Stakes | int | None = None,
    stack: int | Sequence[int] | None = None,
    house: HouseRules | str | None = None,
    bet_sizes: Sequence[float] | None = None,
) -> TableSpec:
    """Resolve the environment's arguments: ``stakes`` a ``Stakes`` or the big blind in
    chips (the game's default stakes around it), ``stack`` chips per seat (one number or
    one per seat; default 100 big blinds), ``house`` a ``HouseRules`` or a profile name."""
    v = variant if isinstance(variant, Variant) else get_variant(variant)
    if (
        isinstance(players, bool)
        or not isinstance(players, int)
        or not v.min_players <= players <= v.max_players
    ):
        raise ValueError(
            f"{v.name} is played by {v.min_players} to {v.max_players} players,"
            f" not {players!r} ({v.players_rule})"
        )
    if stakes is None or isinstance(stakes, int) and not isinstance(stakes, bool):
        if stakes is not None and stakes <= 0:
            raise ValueError(f"the big blind is a positive number of chips, not {stakes}")
        stakes = default_stakes(v, stakes)
    if not isinstance(stakes, Stakes):
        raise ValueError(f"stakes are a Stakes value or the big blind in chips, not {stakes!r}")
    problem = stakes_problem(v, stakes)
    if problem:
        raise ValueError(problem)
    if stack is None:
        stack = DEFAULT_STACK_BB * stakes.unit
    stacks = (stack,) * players if isinstance(stack, int) else tuple(stack)
    if len(stacks) != players or any(
        isinstance(s, bool) or not isinstance(s, int) or s <= 0 for s in stacks
    ):
        raise ValueError(
            f"stack is a positive whole number of chips, or one per player"
            f" ({players}), not {stack!r}"
        )
    if house is None:
        house = RWS
    elif isinstance(house, str):
        if house not in PROFILES:
            raise ValueError(
                f"no house rules profile {house!r}; choose one of: {', '.join(PROFILES)}"
            )
        house = PROFILES[house]
    if not isinstance(house, HouseRules):
        raise ValueError(f"house is a HouseRules value or a profile name, not {house!r}")
    return TableSpec(v, players, stakes, stacks, house, bet_sizes_of(bet_sizes))

"""A sit-and-go as data: blind levels, the clock that moves them, stacks, seats and payouts.

Why data: the table, the lab and a user's own TOML file all describe a tournament
the same way, and the session only asks ``level_at`` which stakes are in force
for the next hand (the stakes change between hands, never during one: TDA Rule
on level changes, recorded in docs/rules.md, "Tournaments").
"""

from __future__ import annotations

from dataclasses import asdict, dataclass, field
from typing import Any, Literal

Clock = Literal["hands", "minutes"]
CLOCKS: tuple[Clock, ...] = ("hands", "minutes")


@dataclass(frozen=True)
class Level:
    """One blind level in chips. ``big_blind_ante`` is one ante for the whole table,
    posted by the player in the big blind (as today's TDA rules and WSOP structures
    play it); ``ante`` is posted by every player."""

    small_blind: int
    big_blind: int
    ante: int = 0
    big_blind_ante: int = 0

    def describe(self) -> str:
        words = f"{self.small_blind:,}/{self.big_blind:,}"
        if self.ante:
            words += f", ante {self.ante:,}"
        if self.big_blind_ante:
            words += f", big blind ante {self.big_blind_ante:,}"
        return words


@dataclass(frozen=True)
class Structure:
    """Everything that makes a sit-and-go, chips in whole numbers."""

    name: str
    levels: tuple[Level, ...]
    level_length: int
    clock: Clock = "hands"
    starting_stack: int = 1500
    seats: int = 6
    payouts: tuple[float, ...] = (65.0, 35.0)
    variant: str = "nlhe"
    title: str = field(default="", compare=False)

    def level_at(self, hands: int = 0, minutes: float = 0.0) -> int:
        """The index of the level in force after ``hands`` hands or ``minutes`` minutes;
        the last level goes on for ever."""
        elapsed = hands if self.clock == "hands" else minutes
        return min(int(elapsed // self.level_length), len(self.levels) - 1)

    def until_next(self, hands: int = 0, minutes: float = 0.0) -> float | None:
        """Hands or minutes left in the current level; None at the last level."""
        index = self.level_at(hands, minutes)
        if index == len(self.levels) - 1:
            return None
        elapsed = hands if self.clock == "hands" else minutes
        return (index + 1) * self.level_length - elapsed

    def to_dict(self) -> dict[str, Any]:
        """Plain JSON values: what a journaled sit-and-go keeps, so a game started from a
        user's file resumes even when the file has gone."""
        data = asdict(self)
        data["levels"] = [asdict(level) for level in self.levels]
        data["payouts"] = list(self.payouts)
        return data

    @classmethod
    def from_dict(cls, data: dict[str, Any]) -> Structure:
        """The inverse of ``to_dict``; ValueError when it cannot describe a sit-and-go."""
        try:
            levels = tuple(Level(**{k: int(v) for k, v in row.items()}) for row in data["levels"])
            out = cls(
                str(data["name"]),
                levels,
                int(data["level_length"]),
                data.get("clock", "hands"),
                int(data["starting_stack"]),
                int(data["seats"]),
                tuple(float(p) for p in data["payouts"]),
                str(data.get("variant", "nlhe")),
                title=str(data.get("title", data["name"])),
            )
        except (KeyError, TypeError, ValueError, AttributeError) as exc:
            raise ValueError(f"The saved tournament structure cannot be read ({exc!r}).") from None
        if not levels or out.clock not in CLOCKS or out.level_length < 1:
            raise ValueError("The saved tournament structure has no usable blind levels.")
        return out


def _levels(*rows: tuple[int, ...]) -> tuple[Level, ...]:
    return tuple(Level(*row) for row in rows)


_SNG_LEVELS = _levels(
    (10, 20),
    (15, 30),
    (25, 50),
    (50, 100),
    (75, 150),
    (100, 200),
    (100, 200, 25),
    (150, 300, 25),
    (200, 400, 50),
    (300, 600, 75),
    (400, 800, 100),
    (600, 1200, 150),
    (800, 1600, 200),
    (1000, 2000, 250),
    (1500, 3000, 400),
    (2000, 4000, 500),
)

BUNDLED: dict[str, Structure] = {
    "turbo": Structure(
        "turbo",
        _SNG_LEVELS,
        level_length=6,
        starting_stack=1500,
        seats=6,
        payouts=(65.0, 35.0),
        title="Turbo: 1,500 chips, levels of 6 hands, pays 2",
    ),
    "regular": Structure(
        "regular",
        _SNG_LEVELS,
        level_length=12,
        starting_stack=1500,
        seats=6,
        payouts=(65.0, 35.0),
        title="Regular: 1,500 chips, levels of 12 hands, pays 2",
    ),
    "deep": Structure(
        "deep",
        _levels(
            (10, 20),
            (15, 30),
            (20, 40),
            (25, 50),
            (30, 60),
            (40, 80),
            (50, 100),
            (75, 150, 0, 150),
            (100, 200, 0, 200),
            (150, 300, 0, 300),
            (200, 400, 0, 400),
            (300, 600, 0, 600),
            (400, 800, 0, 800),
            (500, 1000, 0, 1000),
            (700, 1400, 0, 1400),
            (1000, 2000, 0, 2000),
        ),
        level_length=15,
        starting_stack=5000,
        seats=9,
        payouts=(50.0, 30.0, 20.0),
        title="Deep: 5,000 chips, levels of 15 hands, big blind ante, pays 3",
    ),
    "heads-up": Structure(
        "heads-up",
        _levels(
            (10, 20),
            (15, 30),
            (20, 40),
            (30, 60),
            (40, 80),
            (50, 100),
            (75, 150),
            (100, 200),
            (150, 300),
            (200, 400),
            (300, 600),
            (400, 800),
        ),
        level_length=10,
        starting_stack=1500,
        seats=2,
        payouts=(100.0,),
        title="Heads-up: 1,500 chips, levels of 10 hands, winner takes all",
    ),
}

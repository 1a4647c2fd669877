"""A sit-and-go as the screen shows it: the level, the clock, the places and the prizes.

Part of ``TableState`` (its ``tournament`` field, None at a cash game), so the
screen draws the tournament bar and the results from the same snapshot as the
table, and a test reads them with no screen at all.
"""

from __future__ import annotations

from dataclasses import dataclass


@dataclass(frozen=True, slots=True)
class Finish:
    """One player's finish: their place (shared places are the best of them), the prize."""

    place: int
    seat: int
    name: str
    prize: int
    hand_no: int  # the hand they went out in (0 for the winner)
    shared: bool = False  # level on chips with another player busted in the same hand


@dataclass(frozen=True, slots=True)
class TournamentStatus:
    name: str  # the structure's name ("turbo", or a file's own)
    level: int  # 1-based
    levels: int
    blinds: str  # "25/50, ante 5"
    next_blinds: str  # "" at the last level
    until_next: str  # "4 hands", "3 min"; "" at the last level
    entrants: int
    left: int  # players with chips
    pool: int  # the prize pool, in prize points (100 an entry)
    prizes: tuple[int, ...]  # by place, first first
    finishes: tuple[Finish, ...]  # best place first; the winner once the tournament is over
    over: bool = False
    humans_out: bool = False  # every human is out: the bots play the rest quickly
    skipping: bool = False  # ...unseen, straight to the results


def ordinal(n: int) -> str:
    """1st, 2nd, 3rd, 4th, 11th, 22nd."""
    if 10 <= n % 100 <= 20:
        return f"{n}th"
    return f"{n}{ {1: 'st', 2: 'nd', 3: 'rd'}.get(n % 10, 'th') }"

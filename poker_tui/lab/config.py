"""What a match is: the game, the stakes, the line-up and how the hands are played.

A ``MatchConfig`` is plain data (it pickles to worker processes). Every
illegal combination is refused here with one sentence, before a card is dealt.
"""

from __future__ import annotations

import math
from dataclasses import dataclass, field
from pathlib import Path

from ..engine.games import get_variant
from ..engine.house_rules import PROFILES, RWS, HouseRules
from ..engine.phh import phh_refusal
from ..engine.variant import Stakes, Variant

MODES = ("cash", "table")
BLOCK_HANDS = 1000
"""Hands per block: the unit of work a job takes, and a table-mode session (see docs/lab.md)."""


MAX_HANDS = 10**9
"""The most hands a ``sim`` or ``exploit`` run takes: about a day at this machine's fastest
(some 10,000 hands a second); a run of more would never end (Ctrl-C still stops any run)."""


def check_hands(hands: int, least: int = 0) -> None:
    """Refuse a number of hands below ``least`` or above ``MAX_HANDS`` (``sim``, ``exploit``)."""
    if not least <= hands <= MAX_HANDS:
        raise ValueError(f"--hands takes {least:,} to {MAX_HANDS:,} hands, not {hands:,}")


def check_time_limit(seconds: object, what: str = "the time limit") -> None:
    """Refuse a time limit that is not a finite number of seconds, 0 or more (``sim`` and
    ``exploit`` alike; nan or inf would blame every decision on the bot)."""
    if not isinstance(seconds, (int, float)) or not math.isfinite(seconds) or seconds < 0:
        shown = f"{seconds:g}" if isinstance(seconds, (int, float)) else repr(seconds)
        raise ValueError(f"{what} takes a finite number of seconds, 0 or more (0 turns the"
                         f" limit off), not {shown}")


@dataclass(frozen=True)
class MatchConfig:
    variant: str = "nlhe"
    players: int = 6
    bots: tuple[str, ...] = ("random",)  # one spec per seat; shorter lists repeat to fill the seats
    hands: int = 1000  # hands to play; with duplicate, rounded up to whole deal groups
    seed: int = 0
    stakes: Stakes = field(default_factory=lambda: Stakes(1, 2))
    stack: int = 200  # the buy-in in chips; cash mode resets to it every hand
    mode: str = "cash"  # "cash": stacks reset each hand; "table": stacks carry over, a busted bot rebuys
    duplicate: bool = False
    house: HouseRules = RWS
    phh_dir: Path | None = None
    text_dir: Path | None = None  # PokerStars-style text, one file per hand
    ohh_path: Path | None = None  # Open Hand History, every hand in one file
    pokerstars_header: bool = False  # the text's first line as import tools require
    time_limit: float = 5.0  # seconds per decision for every bot; 0 turns the limit off

    def __post_init__(self) -> None:
        v = self.game  # raises a sentence for an unknown variant
        if not v.min_players <= self.players <= v.max_players:
            raise ValueError(f"{v.name} is played by {v.min_players} to {v.max_players} players,"
                             f" not {self.players}")
        if not self.bots:
            raise ValueError("name at least one bot")
        if len(self.bots) > self.players:
            raise ValueError(f"{len(self.bots)} bots do not fit at {self.players} seats")
        check_hands(self.hands)
        if self.mode not in MODES:
            raise ValueError(f"mode must be one of {', '.join(MODES)}, not {self.mode!r}")
        if self.stack <= 0:
            raise ValueError("the starting stack must be a positive number of chips")
        if v.blinds and self.stakes.big_blind <= 0:
            raise ValueError(f"{v.name} needs a big blind")
        if not v.blinds and not (self.stakes.ante or self.stakes.bring_in):
            raise ValueError(f"{v.name} needs an ante or a bring-in")
        check_time_limit(self.time_limit)
        refusal = phh_refusal(v)
        if self.phh_dir is not None and refusal:
            raise ValueError(f"{refusal}; drop --phh-dir or use --csv")
        if self.ohh_path is not None:
            from ..store.ohh_export import ohh_refusal

            refusal = ohh_refusal(v)
            if refusal:
                raise ValueError(f"{refusal}; drop --ohh or use --text-dir")

    @property
    def game(self) -> Variant:
        return get_variant(self.variant)

    @property
    def seat_specs(self) -> tuple[str, ...]:
        """The bot spec of each seat: the list repeated in order to fill the table."""
        return tuple(self.bots[i % len(self.bots)] for i in range(self.players))

    @property
    def unit(self) -> int:
        """The chips one big blind stands for in mbb and bb/100 (the small bet in stud)."""
        return self.stakes.unit

    @property
    def replays(self) -> int:
        """Hands per deal: one, or one per seat rotation in duplicate."""
        return self.players if self.duplicate else 1

    @property
    def deals(self) -> int:
        return math.ceil(self.hands / self.replays)

    @property
    def deals_per_block(self) -> int:
        return max(1, BLOCK_HANDS // self.replays)

    @property
    def blocks(self) -> int:
        return math.ceil(self.deals / self.deals_per_block)

    def block_range(self, block: int) -> range:
        """The deal numbers (0-based) of one block."""
        first = block * self.deals_per_block
        return range(first, min(first + self.deals_per_block, self.deals))


def house_profile(name: str) -> HouseRules:
    try:
        return PROFILES[name]
    except KeyError:
        raise ValueError(f"unknown house rules {name!r}; choose one of: {', '.join(PROFILES)}") from None

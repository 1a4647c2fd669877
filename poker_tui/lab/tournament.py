"""Sit-and-gos between bots, headless: ``poker-tui sim --tournament``.

A block is one tournament (in duplicate, one per rotation of the seats over the
same decks, hand by hand). Each hand is dealt to the players still in, at the
stakes of the structure's level (``tournament.Structure``), through the same
hand loop and referee as ``sim``'s cash games (``Runner._play_hand``). A player
with no chips is out: places go from the bottom up, two busted in one hand
finish in the order of their chips at the start of it, and those level on chips
share their places' prizes (TDA; docs/rules.md, "Tournaments"). Every number of
a tournament comes from (seed, tournament, hand), so the results are the same
whatever ``--jobs``. A tournament that Ctrl-C (or a bot ending the match) cuts
short is not counted: its places would be nobody's.
"""

from __future__ import annotations

import random
from dataclasses import dataclass, field
from typing import Any

from ..engine.hand import Hand, shuffled
from ..engine.variant import Stakes
from ..tournament.payouts import prizes
from ..tournament.places import finishing_places
from ..tournament.structure import Structure
from .config import MatchConfig
from .lineup import reset
from .runner import Block, Runner
from .seeds import derive
from .tally import Tally

HANDS_PER_MINUTE = 2
"""A minute clock counts hands in the lab: about two hands a minute, as a live table deals."""
MAX_HANDS = 20_000
"""A tournament still going after this many hands ends in a chip count (docs/lab.md)."""
BUY_IN = 100
"""Each entry's buy-in, in prize units: ROI is the prize less this, over it."""


@dataclass(frozen=True)
class TournamentConfig:
    match: MatchConfig  # the game, the line-up, the seed, the house rules, duplicate, time limit
    structure: Structure
    tournaments: int

    def __post_init__(self) -> None:
        if not 1 <= self.tournaments <= 1_000_000:
            raise ValueError(f"--tournaments must be from 1 to 1,000,000, not {self.tournaments:,}")
        if not self.match.game.blinds:
            raise ValueError(
                f"{self.match.game.name} has no blinds: tournaments here are played"
                " with blind levels (a blind game: nlhe, lhe, plo...)"
            )
        if len(self.structure.payouts) > self.match.players:
            raise ValueError(
                f"the structure pays {len(self.structure.payouts)} places at a table"
                f" of {self.match.players}"
            )

    @property
    def blocks(self) -> int:
        return self.tournaments

    @property
    def rotations(self) -> int:
        return self.match.players if self.match.duplicate else 1


@dataclass
class TournamentResult:
    """One block: each rotation's places and prizes per entry, and its length in hands."""

    block: int
    places: list[list[float]]  # [rotation][entry]: the place (a shared place is its mean)
    prizes: list[list[float]]  # [rotation][entry]: the prize, in buy-ins of BUY_IN
    hands: list[int]  # [rotation]
    faults: list[int]  # per entry
    fatal: str | None = None
    sat_out: frozenset[int] = frozenset()
    chip_counts: int = 0  # rotations that hit MAX_HANDS and ended in a chip count
    fault_texts: list[str] = field(default_factory=list)


def stakes_of(structure: Structure, hands: int) -> Stakes:
    level = structure.levels[structure.level_at(hands=hands, minutes=hands / HANDS_PER_MINUTE)]
    return Stakes(
        level.small_blind, level.big_blind, ante=level.ante, big_blind_ante=level.big_blind_ante
    )


class TournamentRunner(Runner):
    """Plays tournaments (blocks) for one worker process."""

    def __init__(
        self,
        config: TournamentConfig,
        stop: Any = None,
        csv: bool = False,
        where: memoryview | None = None,
    ) -> None:
        super().__init__(config.match, stop, False, where)
        self.tconfig = config
        n = config.match.players
        pool = BUY_IN * n
        self.prize_table = prizes(pool, config.structure.payouts) + (0,) * n

    # a tournament, not a cash block: the worker factory (a parallel.BlockPlayer) takes either
    def play_block(self, block: int) -> TournamentResult:  # type: ignore[override]
        with self.clock.armed():
            return self._play_tournament(block)

    def _play_tournament(self, number: int) -> TournamentResult:
        cfg, n = self.config, self.config.players
        tally = Tally(n)
        result = TournamentResult(number, [], [], [], [0] * n)
        block = Block(
            number,
            tally,
            None,
            random.Random(derive(cfg.seed, "deck", number)),
            random.Random(derive(cfg.seed, "bots", number)),
            [],
            [0] * n,
            None,
        )
        block.seated = self._seat(block.seed_rng, tally)
        payouts = tuple(self.tconfig.structure.payouts)
        for bot in block.seated.bots:  # the built-in bots tighten near the money (bots/money.py)
            if hasattr(bot, "payouts"):
                bot.payouts = payouts
        first_button = random.Random(derive(cfg.seed, "button", number)).randrange(n)
        for r, seating in enumerate(self.rotations):
            if r:
                for bot in block.seated.bots:
                    reset(bot)
            places, hands, counted = self._one(block, seating, first_button)
            if places is None:  # cut short (Ctrl-C, or a bot ended the match): not counted
                break
            result.places.append([places[e] for e in range(n)])
            result.prizes.append([self._prize(places, e) for e in range(n)])
            result.hands.append(hands)
            result.chip_counts += counted
        result.fatal = block.fatal
        result.faults = list(tally.faults)
        result.fault_texts = [t for notes in tally.fault_notes for t in notes]
        result.sat_out = frozenset(self.sat_out)
        return result

    def _prize(self, places: dict[int, float], entry: int) -> float:
        """The entry's prize, a shared place sharing the prizes of the places it stands for."""
        place = places[entry]
        tied = [e for e, p in places.items() if p == place]
        first = round(place - (len(tied) - 1) / 2)
        shares = self.prize_table[first - 1 : first - 1 + len(tied)]
        return sum(shares) / len(tied) / BUY_IN

    def _one(
        self, block: Block, seating: tuple[int, ...], first_button: int
    ) -> tuple[dict[int, float] | None, int, int]:
        """One tournament on one seating: the places of the entries (by entry; None when a
        stop or a bot ending the match cut it short), its hands, and 1 when it ended in a
        chip count."""
        cfg, structure = self.config, self.tconfig.structure
        n = cfg.players
        stacks = [structure.starting_stack] * n  # by seat
        places: dict[int, float] = {}
        button = first_button
        hands = 0
        while sum(1 for s in stacks if s > 0) > 1:
            if hands >= MAX_HANDS:
                alive = [s for s in range(n) if stacks[s] > 0]
                ranked = finishing_places([(seating[s], stacks[s]) for s in alive], len(alive))
                places.update(ranked)
                return places, hands, 1
            if self.stop.value or block.fatal:
                return None, hands, 0
            alive = [s for s in range(n) if stacks[s] > 0]
            while stacks[button] == 0:  # the button moves on to the next player still in
                button = (button + 1) % n
            deck_rng = random.Random(derive(cfg.seed, "deck", block.number, hands))
            hand = Hand(
                self.variant,
                stakes_of(structure, hands),
                [stacks[s] for s in alive],
                alive.index(button),
                house=cfg.house,
                deck=shuffled(self.variant, len(alive), deck_rng),
                record=block.seated.record if block.seated else False,
            )
            self.where[1] = hands + 1  # watchdog.DEAL
            block.fatal = self._play_hand(block, hand, 0, hands, tuple(seating[s] for s in alive))
            if block.fatal:
                return None, hands, 0
            before = {s: stacks[s] for s in alive}
            for i, s in enumerate(alive):
                stacks[s] = hand.stacks[i]
            busted = [(seating[s], before[s]) for s in alive if stacks[s] == 0]
            if busted:
                places.update(finishing_places(busted, len(alive)))
            hands += 1
            button = (button + 1) % n
        for s in range(n):
            if stacks[s] > 0 and seating[s] not in places:
                places[seating[s]] = 1.0
        return places, hands, 0


@dataclass
class EntrySummary:
    """One bot over every tournament it played."""

    label: str
    spec: str
    played: int
    place_counts: list[int]  # [place - 1]: how often it finished there (shared places rounded)
    mean_place: float
    mean_prize: float  # in buy-ins
    roi: float  # mean (prize - buy-in) / buy-in
    roi_low: float
    roi_high: float  # the 95% interval of the ROI
    hands_per_tournament: float


@dataclass
class TournamentTotals:
    """Every block's results, merged in block order (so any --jobs gives the same numbers)."""

    players: int
    samples: list[list[float]] = field(default_factory=list)  # per entry: one ROI per sample
    places: list[list[float]] = field(default_factory=list)  # per entry
    hands: int = 0
    tournaments: int = 0
    faults: list[int] = field(default_factory=list)
    chip_counts: int = 0

    def __post_init__(self) -> None:
        n = self.players
        self.samples = [[] for _ in range(n)]
        self.places = [[] for _ in range(n)]
        self.faults = [0] * n

    def add(self, result: TournamentResult) -> None:
        n = self.players
        for e in range(n):
            rois = [row[e] - 1.0 for row in result.prizes]
            if rois:  # duplicate: the rotations of one deal sequence are one sample
                self.samples[e].append(sum(rois) / len(rois))
            self.places[e].extend(row[e] for row in result.places)
            self.faults[e] += result.faults[e]
        self.hands += sum(result.hands)
        self.tournaments += len(result.hands)
        self.chip_counts += result.chip_counts

    def summaries(self, labels: list[str], specs: list[str]) -> list[EntrySummary]:
        out = []
        per = self.hands / self.tournaments if self.tournaments else 0.0
        for e in range(self.players):
            xs = self.samples[e]
            k = len(xs)
            mean = sum(xs) / k if k else 0.0
            var = sum((x - mean) ** 2 for x in xs) / (k - 1) if k > 1 else 0.0
            half = 1.96 * (var / k) ** 0.5 if k > 1 else float("inf")
            counts = [0] * self.players
            for p in self.places[e]:
                counts[min(self.players, max(1, round(p))) - 1] += 1
            played = len(self.places[e])
            out.append(
                EntrySummary(
                    labels[e],
                    specs[e],
                    played,
                    counts,
                    sum(self.places[e]) / played if played else 0.0,
                    mean + 1.0,
                    mean,
                    mean - half,
                    mean + half,
                    per,
                )
            )
        return out

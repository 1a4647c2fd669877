"""Each player's results over saved hands: bb/100 with a 95% interval, VPIP, PFR, aggression.

The definitions are the lab's, shared rather than restated, so a number here
means exactly what it means in ``poker-tui sim``: ``hand_facts`` reads VPIP,
PFR, 3-bets, aggression and showdowns from a hand's public log, and
``interval`` turns per-hand samples into the 95% confidence interval
(docs/lab.md). ``history stats``, the HUD and the results screen all count here.

Each hand a player was dealt into is one sample; a bot that sat in two seats
of one hand gives two. Games at different stakes add up in big blinds: a
hand's net counts in the big blinds of its own table (the small bet, or the
bring-in, where there are no blinds).
"""

from __future__ import annotations

import math
from collections.abc import Container, Iterable
from dataclasses import dataclass, field
from fractions import Fraction
from itertools import accumulate
from typing import Any

from ..store.review import PlayedHand
from .hand_facts import hand_facts, three_bet_facts
from .interval import interval


@dataclass
class PlayerStats:
    """Counters for one player (a human's name, or ``bot:<name>``) over the hands read."""

    player: str
    human: bool
    hands: int = 0
    net: int = 0  # chips won minus chips lost
    vpip: int = 0  # hands with a voluntary call, bet or raise in the first round
    pfr: int = 0  # hands with a bet or raise in the first round
    aggressive: int = 0  # bets and raises after the first round
    calls: int = 0  # calls after the first round
    showdowns: int = 0  # hands still live when two or more were at the end
    showdowns_won: int = 0  # of those, the ones where it took all or part of a pot
    three_bets: int = 0  # hands with the second wager of the first round (hand_facts)
    three_bet_chances: int = 0  # hands where it acted facing exactly one first-round wager
    results: list[tuple[int, int]] = field(default_factory=list)  # (net, chips per bb) per hand

    @property
    def bb_won(self) -> Fraction:
        """Big blinds won, each hand in the big blinds of its own table (exact)."""
        return sum((Fraction(net, unit) for net, unit in self.results), Fraction(0))

    @property
    def bb_per_100(self) -> float | None:
        return float(100 * self.bb_won / self.hands) if self.hands else None

    @property
    def bb_ci(self) -> tuple[float, float] | None:
        """The 95% interval of bb/100 (None under two hands), by the lab's ``interval``.

        The samples are scaled to one chip unit (the least common multiple of the big
        blinds met), so the lab's exact integer sums apply across stakes too.
        """
        if not self.results:
            return None
        common = math.lcm(*(unit for _, unit in self.results))
        samples = [net * (common // unit) for net, unit in self.results]
        mbb = interval(len(samples), sum(samples), sum(x * x for x in samples), 1, common)
        return None if mbb is None else (mbb[0] / 10, mbb[1] / 10)

    @property
    def aggression(self) -> float | None:
        """Bets and raises per call after the first round (None when it never called there)."""
        return self.aggressive / self.calls if self.calls else None

    @property
    def bankroll(self) -> list[int]:
        """Net chips after each hand, in the order played."""
        return list(accumulate(net for net, _ in self.results))

    def share(self, count: int, of: int | None = None) -> float | None:
        whole = self.hands if of is None else of
        return count / whole if whole else None

    def to_json(self) -> dict[str, Any]:
        ci = self.bb_ci
        return {
            "player": self.player,
            "human": self.human,
            "hands": self.hands,
            "net": self.net,
            "bb_per_100": self.bb_per_100,
            "bb_per_100_ci95": list(ci) if ci else None,
            "vpip": self.share(self.vpip),
            "pfr": self.share(self.pfr),
            "aggression": self.aggression,
            "went_to_showdown": self.share(self.showdowns),
            "won_at_showdown": self.share(self.showdowns_won, self.showdowns),
            "three_bet": self.share(self.three_bets, self.three_bet_chances),
            "counts": {
                "vpip": self.vpip,
                "pfr": self.pfr,
                "bets_and_raises": self.aggressive,
                "calls": self.calls,
                "showdowns": self.showdowns,
                "showdowns_won": self.showdowns_won,
                "three_bets": self.three_bets,
                "three_bet_chances": self.three_bet_chances,
            },
            "bankroll": self.bankroll,
        }


def player_stats(hands: Iterable[PlayedHand]) -> list[PlayerStats]:
    """Every player met in ``hands``: humans first, then bots, each by name."""
    table: dict[str, PlayerStats] = {}
    for played in hands:
        add_hand(table, played)
    return sorted(table.values(), key=lambda s: (not s.human, s.player.lower()))


def add_hand(
    table: dict[str, PlayerStats], played: PlayedHand, only: Container[str] | None = None
) -> None:
    """Count one hand for each player in it (or only those in ``only``), by identity."""
    hand = played.hand
    unit = hand.stakes.unit
    vpip, pfr, aggressive, calls, showdown, won = hand_facts(hand)
    chances, three_bets = three_bet_facts(hand)
    for i, player in enumerate(played.players):
        if only is not None and player.identity not in only:
            continue
        s = table.get(player.identity)
        if s is None:
            s = table[player.identity] = PlayerStats(player.identity, player.human)
        net = hand.stacks[i] - hand.start.stacks[i]
        s.hands += 1
        s.net += net
        s.results.append((net, unit))
        s.vpip += vpip[i]
        s.pfr += pfr[i]
        s.aggressive += aggressive[i]
        s.calls += calls[i]
        s.showdowns += showdown[i]
        s.showdowns_won += won[i]
        s.three_bet_chances += chances[i]
        s.three_bets += three_bets[i]

"""From counters to numbers a person can trust: win rates with a 95% confidence interval.

The sample unit is a hand, or in duplicate a deal group (the bot's chips
summed over every replay of one deal, which cancels most of the luck of the
cards). With U units of net x_u chips, the mean per unit is m = sum(x)/U,
the sample variance s^2 = (sum(x^2) - U m^2)/(U - 1) and the standard error
s / sqrt(U). The interval is m +- 1.96 standard errors (the normal
approximation, fine for the thousands of units a match plays), converted to
milli-big-blinds per hand by dividing by the hands per unit and the big blind.
docs/lab.md walks through it.
"""

from __future__ import annotations

from dataclasses import dataclass

from ..stats.interval import Z95, interval
from .tally import Tally

__all__ = ["Z95", "BotSummary", "interval", "summarise"]

@dataclass(frozen=True, slots=True)
class BotSummary:
    entry: int
    label: str
    spec: str
    hands: int
    net: int
    mbb_per_hand: float
    mbb_ci: tuple[float, float] | None  # None with fewer than two units
    vpip: float
    pfr: float
    aggression: float | None  # None when it never called after the first round
    showdowns: int
    showdowns_won: int
    rebuys: int
    faults: int
    fault_notes: tuple[str, ...]

    @property
    def bb_per_100(self) -> float:
        return self.mbb_per_hand / 10

    @property
    def bb_ci(self) -> tuple[float, float] | None:
        return None if self.mbb_ci is None else (self.mbb_ci[0] / 10, self.mbb_ci[1] / 10)

    @property
    def showdown_share(self) -> float | None:
        return self.showdowns_won / self.showdowns if self.showdowns else None

    @property
    def significant(self) -> bool:
        """The interval lies wholly above or below zero."""
        return self.mbb_ci is not None and (self.mbb_ci[0] > 0 or self.mbb_ci[1] < 0)


def summarise(tally: Tally, labels: list[str], specs: list[str], hands_per_unit: int,
              unit_chips: int) -> list[BotSummary]:
    out = []
    for i, label in enumerate(labels):
        hands = tally.hands[i]
        net = tally.net[i]
        calls = tally.calls[i]
        out.append(BotSummary(
            entry=i, label=label, spec=specs[i], hands=hands, net=net,
            mbb_per_hand=1000 * net / (hands * unit_chips) if hands else 0.0,
            mbb_ci=interval(tally.units[i], net, tally.sq[i], hands_per_unit, unit_chips),
            vpip=tally.vpip[i] / hands if hands else 0.0,
            pfr=tally.pfr[i] / hands if hands else 0.0,
            aggression=tally.aggressive[i] / calls if calls else None,
            showdowns=tally.showdowns[i], showdowns_won=tally.sd_won[i],
            rebuys=tally.rebuys[i], faults=tally.faults[i],
            fault_notes=tuple(tally.fault_notes[i]),
        ))
    return out

"""Integer counters per line-up entry, the only state a match keeps in memory.

Everything is a sum of integers (chips, counts, squares of chips), so the
counters of blocks played in different processes add up to exactly the same
totals in any order: that is what makes ``--jobs`` invisible in the results.
Memory does not grow with the number of hands.
"""

from __future__ import annotations

from ..engine.hand import Hand
from ..stats.hand_facts import showdown_players, voluntary_play

FAULT_NOTES = 3
"""Distinct fault messages kept per entry, to show what went wrong."""


class Tally:
    """Counters for the entries of one line-up (indexed by entry)."""

    __slots__ = ("aggressive", "calls", "deals", "fault_notes", "faults", "hands", "hands_total",
                 "net", "overruns", "pfr", "rake", "rebuys", "sd_won", "shared_showdowns", "showdowns", "sq",
                 "units", "units_total", "vpip")

    def __init__(self, entries: int) -> None:
        z = [0] * entries
        self.hands = z[:]  # hands dealt in
        self.net = z[:]  # chips won minus chips lost
        self.units = z[:]  # samples for the confidence interval (hands, or deal groups)
        self.sq = z[:]  # sum over units of (net of the unit) squared
        self.vpip = z[:]  # hands with a voluntary call, bet or raise in the first round
        self.pfr = z[:]  # hands with a bet or raise in the first round
        self.aggressive = z[:]  # bets and raises after the first round
        self.calls = z[:]  # calls after the first round
        self.showdowns = z[:]  # hands still live at the showdown
        self.sd_won = z[:]  # showdowns where it won all or part of a pot
        self.rebuys = z[:]  # table mode: buy-ins after busting
        self.faults = z[:]  # decisions where the bot failed and was checked or folded
        self.overruns = z[:]  # of those, decisions interrupted at the time limit
        self.fault_notes: list[list[str]] = [[] for _ in range(entries)]
        self.hands_total = 0  # hands played (each counts once, however many seats)
        self.units_total = 0  # confidence-interval samples taken (hands, or deal groups)
        self.deals = 0
        self.rake = 0
        # Showdowns where two or more players took chips (a split pot, or the main and a
        # side pot to different players): each counts in sd_won, so its column adds up to
        # more than the showdowns played, and the report says why.
        self.shared_showdowns = 0

    def count_hand(self, hand: Hand, seating: tuple[int, ...], units: bool = True) -> None:
        """Add one finished hand: net chips, VPIP, PFR, aggression, showdowns (stats.hand_facts).

        ``units`` counts the hand as a sample of the confidence interval;
        duplicate counts whole deal groups instead (``count_group``).
        """
        final, begin = hand.stacks, hand.start.stacks
        net = self.net
        if units:
            sq = self.sq
            for s, e in enumerate(seating):
                x = final[s] - begin[s]
                if x:
                    net[e] += x
                    sq[e] += x * x
        else:
            for s, e in enumerate(seating):
                net[e] += final[s] - begin[s]
        vp, pf, aggressive, calls = voluntary_play(hand)  # vp, pf: bit p set if player p did
        s = 0
        while vp:
            if vp & 1:
                e = seating[s]
                self.vpip[e] += 1
                if pf >> s & 1:
                    self.pfr[e] += 1
            vp >>= 1
            s += 1
        for s, e in enumerate(seating):
            if aggressive[s]:
                self.aggressive[e] += aggressive[s]
            if calls[s]:
                self.calls[e] += calls[s]
        showdown = showdown_players(hand)
        if showdown:
            winnings = hand.winnings
            takers = 0
            for p in showdown:
                e = seating[p]
                self.showdowns[e] += 1
                if winnings[p] > 0:
                    self.sd_won[e] += 1
                    takers += 1
            self.shared_showdowns += takers > 1
        self.rake += hand.rake
        self.hands_total += 1
        self.units_total += units

    def close_block(self) -> None:
        """Every entry plays every hand: fill in the per-entry hand and sample counts."""
        n = len(self.net)
        self.hands = [self.hands_total] * n
        self.units = [self.units_total] * n

    def count_group(self, chips: list[int]) -> None:
        """Duplicate: one confidence-interval sample per entry, its net over a deal's replays."""
        for e, x in enumerate(chips):
            self.sq[e] += x * x
        self.units_total += 1

    def note_fault(self, entry: int, message: str) -> None:
        self.faults[entry] += 1
        notes = self.fault_notes[entry]
        if len(notes) < FAULT_NOTES and message not in notes:
            notes.append(message)

    def merge(self, other: Tally) -> None:
        """Add another block's counters to these."""
        for name in ("hands", "net", "units", "sq", "vpip", "pfr", "aggressive", "calls",
                     "showdowns", "sd_won", "rebuys", "faults", "overruns"):
            mine, theirs = getattr(self, name), getattr(other, name)
            for i, x in enumerate(theirs):
                mine[i] += x
        for mine, theirs in zip(self.fault_notes, other.fault_notes, strict=True):
            for note in theirs:
                if len(mine) < FAULT_NOTES and note not in mine:
                    mine.append(note)
        self.hands_total += other.hands_total
        self.units_total += other.units_total
        self.deals += other.deals
        self.rake += other.rake
        self.shared_showdowns += other.shared_showdowns

    def __getstate__(self) -> dict:
        return {k: getattr(self, k) for k in self.__slots__}

    def __setstate__(self, state: dict) -> None:
        for k, v in state.items():
            setattr(self, k, v)

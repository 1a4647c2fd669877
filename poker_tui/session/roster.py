"""Who sits where: the seats as set up, over the engine's ``Table`` (stacks, sitting out).

Between hands the engine ``Table`` is the one home of every seat (stack, sitting
out, missed blinds, the button); the roster puts the names and who is human
beside it, and answers the questions the other parts ask about seats.
"""

from __future__ import annotations

from ..engine.table import Table
from ..engine.variant import Variant
from ..store.journal import LEFT, SeatRecord
from .config import GameConfig
from .model import SeatInfo
from .narration import owed_text


class Roster:
    """The table's seats: ``table`` (the engine's), with names and kinds from the config."""

    def __init__(self, config: GameConfig, variant: Variant) -> None:
        self.config = config
        self.table = Table(
            variant, config.stakes, len(config.seats), house=config.house_rules, seed=config.seed
        )
        for i, s in enumerate(config.seats):
            self.table.sit(i, s.name, s.stack or config.buy_in)

    def name(self, seat: int) -> str:
        return self.config.seats[seat].name

    def names(self) -> list[str]:
        return [s.name for s in self.config.seats]

    def seat_info(self) -> list[SeatInfo]:
        """Every seat as the engine's table knows it (its one home between hands)."""
        out = []
        for i, s in enumerate(self.table.seats):
            human = self.config.seats[i].is_human
            if s is None:
                out.append(SeatInfo(self.name(i), human, False, 0, False))
            else:
                out.append(
                    SeatInfo(
                        self.name(i),
                        human,
                        True,
                        s.stack,
                        s.sitting_out,
                        self.return_cost(i) if s.sitting_out else "",
                    )
                )
        return out

    def is_sitting_out(self, seat: int) -> bool:
        t = self.table.seats[seat]
        return t is not None and t.sitting_out

    def return_cost(self, seat: int) -> str:
        """What coming back costs now, for the status line."""
        owed = owed_text(*self.table.owed(seat))
        return f"Coming back posts {owed}" if owed else "Coming back costs nothing"

    def record(self, seat: int) -> SeatRecord:
        """The seat as the journal keeps it."""
        s = self.config.seats[seat]
        kind = "human" if s.is_human else f"bot:{s.bot}"
        table_seat = self.table.seats[seat]
        if table_seat is None:
            return SeatRecord(seat, s.name, LEFT + kind, 0)
        return SeatRecord(seat, s.name, kind, table_seat.stack)

"""One seat's bot at the table: its time limit, its fault history, and sitting out.

What a bot's answer means and what the seat plays is the referee's
(``poker_tui.referee``), the same at the table, in ``sim`` and in ``exploit``;
this module keeps what only the table needs: the faults of one seat, logged,
and sitting the bot out after ``max_faults`` in a row. A thread cannot be
killed, so the table runs bots in processes, which are killed and restarted
instead: Python bots in a worker per seat (``session.bot_process``), programs
through ``poker_tui.process_bot``.
"""

from __future__ import annotations

import logging
from dataclasses import dataclass, field

from ..bots_api import Bot, PlayerView
from ..referee import (
    DEFAULT_MAX_FAULTS,
    DEFAULT_TIME_LIMIT,
    Terms,
    Verdict,
    ask,
    bot_name,
    sitting_out,
)

log = logging.getLogger("poker_tui.bots")

__all__ = ["BotGuard"]


@dataclass
class BotGuard:
    """One seat's bot with its time limit and fault history.

    Every fault is logged (logger ``poker_tui.bots``) and kept in ``faults``;
    ``last_fault`` is what the table shows on the seat. After ``max_faults``
    failures in a row the bot sits out (``sitting_out``): its decisions are
    the fallback until ``sit_in()``. A process bot that sits itself out
    (repeated crashes) is honoured the same way.
    """

    bot: Bot
    time_limit: float = DEFAULT_TIME_LIMIT
    max_faults: int = DEFAULT_MAX_FAULTS
    faults: list[str] = field(default_factory=list)
    in_a_row: int = 0
    decisions: int = 0
    _sitting_out: bool = False

    @property
    def name(self) -> str:
        return bot_name(self.bot)

    @property
    def last_fault(self) -> str | None:
        return self.faults[-1] if self.faults else None

    @property
    def sitting_out(self) -> bool:
        return self._sitting_out or bool(getattr(self.bot, "sitting_out", False))

    def sit_in(self) -> None:
        """Give the bot another chance (a person chose to; nothing does it automatically)."""
        self._sitting_out = False
        self.in_a_row = 0
        revive = getattr(self.bot, "sit_in", None)
        if callable(revive):
            revive()

    async def decide(self, view: PlayerView, terms: Terms) -> Verdict:
        """The referee's verdict on the bot's answer (``terms``: ``Hand.raise_terms``)."""
        if self.sitting_out:
            return sitting_out(view, self.name)
        return self._record(await ask(self.bot, view, self.time_limit, terms))

    def _record(self, decision: Verdict) -> Verdict:
        self.decisions += 1
        if decision.fault is None:
            self.in_a_row = 0
            return decision
        self.faults.append(decision.fault)
        self.in_a_row += 1
        log.warning("bot fault: %s", decision.fault)
        if self.in_a_row >= self.max_faults and not self._sitting_out:
            self._sitting_out = True
            note = f"{self.name} sits out after {self.in_a_row} faults in a row"
            self.faults.append(note)
            log.warning("%s", note)
            return Verdict(decision.action, f"{decision.fault}; {note}", decision.ruling)
        return decision

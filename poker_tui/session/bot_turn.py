"""A bot's turn: its decision through the guard, a thinking pause, and the referee's verdict.

The guard (guard.py) asks the bot within its time limit; the referee
(``poker_tui.referee``) says what its answer means and what the seat plays,
as in ``sim``. A fault is shown on the seat and logged, and the game goes on.
Bots observe public events, and the private ones of their own seat.
"""

from __future__ import annotations

import asyncio

from ..bots_api import view_for
from ..engine import events as ev
from ..engine.actions import IllegalAction
from ..engine.events import redact
from ..referee import refused
from .core import SessionCore
from .events import BotFault, BotThinking, LogKind


class BotTurns(SessionCore):
    async def _bot_turn(self, seat: int) -> None:
        hand = self.hand
        assert hand is not None
        legal = hand.legal_actions()
        view = view_for(hand, legal)
        self.model.thinking = True
        self.emit(BotThinking(seat))
        pause = self.sleep(self.config.pace.bot_think)
        guard = self.guards[seat]
        decision, _ = await asyncio.gather(guard.decide(view, hand.raise_terms), pause)
        try:
            hand.apply(decision.action)
        except IllegalAction as exc:  # the engine has the last word
            decision = refused(view, decision.action, guard.name, hand.raise_terms, exc)
            hand.apply(decision.action)
        fault = decision.fault
        if fault:
            self.model.seats[seat].fault = fault
            self.emit(BotFault(seat, fault))
            self.log(f"⚠ {self.name(seat)}: {fault}", LogKind.FAULT)

    def _observe(self, e: ev.Event, player: int | None) -> None:
        """Bots see public events, and the private ones of their own seat."""
        private = isinstance(e, (ev.CardsDealt, ev.CardsDrawn))
        for seat, bot in self.bots.items():
            observe = getattr(bot, "observe", None)
            if observe is None:
                continue
            mine = player is not None and seat in self.order and self.order.index(seat) == player
            try:
                observe(e if (mine or not private) else redact(e))
            except Exception as exc:  # a bot bug must not stop the game
                self.log(f"⚠ {self.name(seat)}: observe failed: {exc}", LogKind.FAULT)

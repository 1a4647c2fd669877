"""A bot's turn: its decision through the guard, a thinking pause, and the fallback.

The guard (guard.py) runs the bot with a time limit and turns a crash or a
timeout into a fault; an illegal answer is replaced by the one fallback
ladder (``bots_api.safe_default``). Either way the fault is shown on the seat and logged, and the game
goes on. Bots observe public events, and the private ones of their own seat.
"""

from __future__ import annotations

import asyncio

from ..bots_api import safe_default, view_for
from ..engine import events as ev
from ..engine.actions import IllegalAction
from .core import SessionCore
from .events import BotFault, BotThinking, LogKind
from .view import redact


class BotTurns(SessionCore):
    async def _bot_turn(self, seat: int) -> None:
        hand = self.hand
        assert hand is not None
        bot = self.bots[seat]
        legal = hand.legal_actions()
        view = view_for(hand, legal)
        self.model.thinking = True
        self.emit(BotThinking(seat))
        pause = self.sleep(self.config.pace.bot_think)
        decision, _ = await asyncio.gather(self.guards[seat].decide(view), pause)
        action = decision.action
        fault = decision.fault
        try:
            hand.apply(action)
        except IllegalAction as exc:
            fault = f"{getattr(bot, 'name', 'bot')} chose an illegal action ({exc})"
            self._apply_safe_default()
        if fault:
            self.model.seats[seat].fault = fault
            self.emit(BotFault(seat, fault))
            self.log(f"⚠ {self.name(seat)}: {fault}", LogKind.FAULT)

    def _apply_safe_default(self) -> None:
        """Play the one fallback ladder (``bots_api.safe_default``) on the engine's own options."""
        hand = self.hand
        assert hand is not None
        hand.apply(safe_default(hand.legal_actions()))

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

"""The bot seats: each bot's turn through its guard, a thinking pause, and the referee's verdict.

The guard (guard.py) asks the bot within its time limit; the referee
(``poker_tui.referee``) says what its answer means and what the seat plays,
as in ``sim``. A fault is shown on the seat and logged, and the game goes on.
Bots observe public events, and the private ones of their own seat.
"""

from __future__ import annotations

import asyncio
import random
from collections.abc import Awaitable, Callable

from ..bots_api import Bot, make_bot, view_for
from ..engine import events as ev
from ..engine.actions import IllegalAction
from ..engine.events import redact
from ..referee import refused
from .bot_process import close_bots, seat_bot
from .broadcast import Broadcast
from .config import GameConfig
from .deal import Deal
from .events import BotFault, BotThinking, LogKind
from .guard import BotGuard


class BotSeats:
    """The bots at the table by seat, each behind its guard."""

    def __init__(
        self,
        config: GameConfig,
        deal: Deal,
        broadcast: Broadcast,
        pause: Callable[[float], Awaitable[None]],
        bots: dict[int, Bot] | None = None,
    ) -> None:
        self._config = config
        self._deal = deal
        self._broadcast = broadcast
        self._pause = pause
        master = random.Random(config.seed) if config.seed is not None else random.SystemRandom()
        self.bots: dict[int, Bot] = {}
        self.guards: dict[int, BotGuard] = {}
        for i, s in enumerate(config.seats):
            if not s.is_human:
                seed = master.randrange(2**32)
                # a bot built here runs in a worker process that can be stopped (bot_process);
                # a bot object handed in is seated as given
                given = (bots or {}).get(i)
                if given is None:
                    made = make_bot(s.bot or "random", seed=seed)
                    if config.tournament is not None and hasattr(made, "payouts"):
                        made.payouts = tuple(config.tournament.payouts)  # they mind the money
                    given = seat_bot(made, config.bot_time_limit)
                self.bots[i] = given
                self.guards[i] = BotGuard(self.bots[i], config.bot_time_limit)

    def __contains__(self, seat: object) -> bool:
        return seat in self.bots

    def _name(self, seat: int) -> str:
        return self._config.seats[seat].name

    async def turn(self, seat: int) -> None:
        """The bot at ``seat`` acts on the hand in play (a fault is shown and logged)."""
        hand = self._deal.hand
        assert hand is not None
        model = self._deal.model
        legal = hand.legal_actions()
        view = view_for(hand, legal)
        model.thinking = True
        self._broadcast.emit(BotThinking(seat))
        pause = self._pause(self._config.pace.bot_think)
        guard = self.guards[seat]
        decision, _ = await asyncio.gather(guard.decide(view, hand.raise_terms), pause)
        try:
            hand.apply(decision.action)
        except IllegalAction as exc:  # the engine has the last word
            decision = refused(view, decision.action, guard.name, hand.raise_terms, exc)
            hand.apply(decision.action)
        self._deal.explain(seat, decision.reason)
        fault = decision.fault
        if fault:
            model.seats[seat].fault = fault
            self._broadcast.emit(BotFault(seat, fault))
            self._broadcast.log(f"⚠ {self._name(seat)}: {fault}", LogKind.FAULT)

    def observe(self, e: ev.Event, player: int | None) -> None:
        """Bots see public events, and the private ones of their own seat."""
        private = isinstance(e, (ev.CardsDealt, ev.CardsDrawn))
        for seat, bot in self.bots.items():
            observe = getattr(bot, "observe", None)
            if observe is None:
                continue
            mine = player is not None and self._deal.player_of(seat) == player
            try:
                observe(e if (mine or not private) else redact(e))
            except Exception as exc:  # a bot bug must not stop the game
                self._broadcast.log(f"⚠ {self._name(seat)}: observe failed: {exc}", LogKind.FAULT)

    def close(self) -> None:
        """Stop every bot's process."""
        close_bots(self.bots.values())

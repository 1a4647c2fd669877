"""What every part of a game session shares: its seats, its hand, and who listens.

``GameSession`` (game.py) is put together from one mixin per job (journaling,
the players' input, the turn loop, bot turns, pacing and narration, seat
changes); each stands on this core, so each file holds one idea and the
attributes they share are declared once, here.
"""

from __future__ import annotations

import asyncio
import random
from collections.abc import Awaitable, Callable
from dataclasses import dataclass
from typing import Any

from ..bots_api import make_bot
from ..engine.games import get_variant
from ..engine.hand import Hand
from ..engine.table import Table
from ..store.journal import Journal, RecoveredSession
from .bot_process import seat_bot
from .config import GameConfig, stakes_text
from .events import LogKind, LogLine, SessionEvent, WaitKind
from .facing import Facing
from .guard import BotGuard
from .hotseat import HotSeat
from .model import HandModel
from .narration import Narrator

Listener = Callable[[SessionEvent], None]
DeckSource = Callable[[int, int, list[int]], "list[int] | None"]
"""``(hand_no, button_seat, seats dealt in) -> deck order``: stacked decks for tests and demos."""


@dataclass
class Waiter:
    """What the session is waiting for from the players."""

    kind: WaitKind
    seat: int | None
    future: asyncio.Future[Any]



class SessionCore:
    """The shared state of a session; the jobs live in the mixins of ``GameSession``."""

    def __init__(self, config: GameConfig, *, bots: dict[int, object] | None = None,
                 deck_for_hand: DeckSource | None = None, journal: Journal | None = None) -> None:
        self.config = config
        self.variant = get_variant(config.variant)
        # the profile, the options the players chose otherwise, and the straddle if offered
        self.house = config.house_rules
        # All-in hands turned face up before the board is run out: the house profile says.
        self.all_in_face_up = self.house.all_in_face_up
        self.table = Table(self.variant, config.stakes, len(config.seats), house=self.house,
                           seed=config.seed)
        master = random.Random(config.seed) if config.seed is not None else random.SystemRandom()
        self.bots: dict[int, object] = {}
        self.guards: dict[int, BotGuard] = {}
        for i, s in enumerate(config.seats):
            self.table.sit(i, s.name, s.stack or config.buy_in)
            if not s.is_human:
                seed = master.randrange(2**32)
                # a bot built here runs in a worker process that can be stopped (bot_process);
                # a bot object handed in is seated as given
                self.bots[i] = (bots or {}).get(i) or seat_bot(make_bot(s.bot or "random", seed=seed),
                                                               config.bot_time_limit)
                self.guards[i] = BotGuard(self.bots[i], config.bot_time_limit)
        self.humans = config.humans
        self.hero = self.humans[0]
        self.hotseat = HotSeat(self.humans)
        self.deck_for_hand = deck_for_hand
        self.unit = config.stakes.unit
        self.stakes_text = stakes_text(config)
        self.model = HandModel(len(config.seats), self.variant.up_cards > 0, self.variant.board_cards,
                               self.unit)
        self.listeners: list[Listener] = []
        self.sleep: Callable[[float], Awaitable[None]] = asyncio.sleep
        """The session's clock: every pause it makes for a person (``Pace``) is awaited here,
        so a test sees the pauses asked for without timing anything."""
        self.hand: Hand | None = None
        self.order: list[int] = []
        self.hand_no = 0
        self.facing: Facing | None = None
        self.over = False
        self.over_reason = ""
        self._waiter: Waiter | None = None
        self._seen = 0  # events of the current hand sent out so far
        self._face_up = False  # all-in hands turned face up this hand
        self.narrator: Narrator | None = None
        self.journal = journal
        self.session_id: int | None = None  # the journal's id, once the game is saved
        self._hand_id: int | None = None
        self._journaled = 0  # actions of the current hand written so far
        self.recovered: RecoveredSession | None = None

    # ------------------------------------------------------------- listening
    def subscribe(self, listener: Listener) -> None:
        self.listeners.append(listener)

    def unsubscribe(self, listener: Listener) -> None:
        if listener in self.listeners:
            self.listeners.remove(listener)

    def emit(self, event: SessionEvent) -> None:
        for listener in list(self.listeners):
            listener(event)

    def log(self, words: str, kind: LogKind | str = LogKind.INFO) -> None:
        """One line for the hand log (amounts marked with ``amounts.money``)."""
        self.emit(LogLine(words, LogKind(kind)))

    def name(self, seat: int) -> str:
        return self.config.seats[seat].name

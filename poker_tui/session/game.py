"""The game session: seats around a table, and the loop that awaits each in turn.

``GameSession`` is the public class, put together from parts that each own
their state and show a small interface (docs/architecture.md, "The session"):

- ``Broadcast`` (broadcast.py): the listeners; events and log lines go out here
- ``Roster`` (roster.py): the seats as set up, over the engine's ``Table``
- ``Deal`` (deal.py): the hand in play, its seats in order, its picture (``HandModel``)
- ``Waiting`` (waiting.py): the one thing the session waits on from the players
- ``HotSeat`` (hotseat.py): who holds a shared keyboard
- ``BotSeats`` (bot_turn.py): the bots by seat, behind their guards
- ``Pacer`` (pacing.py): events sent out at a person's pace, narrated in the log
- ``JournalWriter`` (journaling.py): every hand saved as it is played
- ``Inputs`` (inputs.py): what the players say in a hand (``submit``, ``draw``...)
- ``SeatChanges`` (seats.py): between hands: shows by choice, busts, rebuys, sitting out
- ``TurnLoop`` (turns.py): deal, await each seat, settle, and go again
- ``Ending`` (ending.py): whether the game is over, and why

and ``view.table_state``, the pure function that draws the table for a viewer.

Up, the session speaks in ``SessionEvent``s to its listeners and in
``state()``; down, it hears only the input methods. No Textual here: a test
drives a session with a listener and a script, and the UI's adapter
(``ui/bridge.py``) turns the events into Textual messages.
"""

from __future__ import annotations

import asyncio
from collections.abc import Awaitable, Callable

from ..bots_api import Bot
from ..engine.actions import Action
from ..engine.games import get_variant
from ..engine.hand import Hand
from ..engine.table import Table
from ..engine.variant import Stakes
from ..store.journal import Journal, RecoveredSession
from .bot_turn import BotSeats
from .broadcast import Broadcast, Listener
from .config import GameConfig, stakes_text, stakes_words
from .deal import Deal
from .ending import Ending
from .events import LogKind, WaitKind
from .facing import Facing
from .guard import BotGuard
from .hotseat import HotSeat
from .inputs import Inputs
from .journaling import JournalWriter, recovered_config
from .model import HandModel, SeatInfo
from .narration import owed_text
from .pacing import Pacer
from .roster import Roster
from .seats import SeatChanges
from .state import TableState
from .tournament_play import TournamentPlay, hand_seconds
from .tournament_state import TournamentStatus
from .turns import DeckSource, TurnLoop
from .view import Display, Moment, redact, table_state
from .waiting import Waiting


class GameSession:
    """One game at one table: ``run()`` plays it; ``state()`` draws it; the input methods
    (``submit``, ``draw``, ``toggle_discard``, ``hand_over``, ``next_hand``, ``rebuy``,
    ``leave``, ``show_hand``, ``sit_out``, ``come_back``, ``quit``, ``close``) steer it."""

    def __init__(
        self,
        config: GameConfig,
        *,
        bots: dict[int, Bot] | None = None,
        deck_for_hand: DeckSource | None = None,
        journal: Journal | None = None,
    ) -> None:
        self.config = config
        self.variant = get_variant(config.variant)
        # the profile, the options the players chose otherwise, and the straddle if offered
        self.house = config.house_rules
        self.hero = config.humans[0]  # the seat drawn at the bottom of the table
        self.broadcast = Broadcast()
        self.roster = Roster(config, self.variant)
        # the stakes drawn before the first hand are the table's for it; then each hand's own
        self.deal = Deal(HandModel(len(config.seats), self.variant, self.roster.table.stakes))
        self.hotseat = HotSeat(config.humans)  # the humans still seated: their one home
        self.journaling = JournalWriter(journal, config, self.roster, self.broadcast)
        self.ending = Ending(self.broadcast, self.journaling.close)
        self.waiting = Waiting(self.broadcast, lambda: self.ending.over)
        self.pacer = Pacer(
            config.pace,
            self.variant,
            self.house.all_in_face_up,
            self.deal,
            self.broadcast,
            self.roster.names,
        )
        self.bot_seats = BotSeats(config, self.deal, self.broadcast, self.pacer.pause, bots)
        self.pacer.observers.append(self.bot_seats.observe)
        self.tournament: TournamentPlay | None = None  # a sit-and-go's levels, places, prizes
        if config.tournament is not None:
            self.tournament = TournamentPlay(
                config.tournament, self.roster, self.hotseat, self.broadcast, self.ending
            )
            self.pacer.sleep = self.tournament.paced(asyncio.sleep)
            self.broadcast.heard = self.tournament.heard
        self.inputs = Inputs(
            self.deal, self.waiting, self.journaling, self.hotseat, self.pacer, self.broadcast
        )
        self.seat_changes = SeatChanges(
            config,
            self.roster,
            self.hotseat,
            self.bot_seats,
            self.deal,
            self.waiting,
            self.journaling,
            self.ending,
            self.broadcast,
            self.tournament,
        )
        self.turns = TurnLoop(
            self.variant,
            self.house.short_raise,
            self.roster,
            self.deal,
            self.pacer,
            self.bot_seats,
            self.hotseat,
            self.waiting,
            self.journaling,
            self.seat_changes,
            self.ending,
            self.broadcast,
            self.hero,
            deck_for_hand,
            self.tournament,
        )

    @classmethod
    def resume(
        cls,
        journal: Journal,
        session_id: int | None = None,
        *,
        bots: dict[int, Bot] | None = None,
        deck_for_hand: DeckSource | None = None,
    ) -> GameSession:
        """The saved game (the latest open one by default) as it stood when it stopped.

        ``journal.recover`` voids an unfinished hand, every bet returned, or settles one
        whose actions reached the showdown (002 §5.1). Seats, names and bots (made again
        by name) come back with the recovered stacks; hand numbers and the button go on.
        """
        session_id, rec, config = recovered_config(journal, session_id)
        session = cls(config, bots=bots, deck_for_hand=deck_for_hand, journal=journal)
        session.journaling.session_id = session_id
        session.journaling.recovered = rec
        table = session.table
        for record in rec.seats:
            if record.left:
                session.seat_changes.unseat(record.seat)
            elif record.stack == 0:  # busted; asked to rebuy or leave before the next hand
                table_seat = table.seats[record.seat]
                assert table_seat is not None
                table_seat.stack = 0
        session.deal.hand_no = table.hands_played = rec.hands_played
        if rec.button_seat is not None:
            # The table moves the button on as it deals: a voided hand is dealt again with the
            # same button (it has no result, 002 §1.51); after a settled hand it moves on.
            table.button = (
                (rec.button_seat - 1) % table.size if rec.last_voided else rec.button_seat
            )
        if session.tournament is not None:  # its places and its clock, from the settled hands
            rows = journal.rows(
                "SELECT started, finished FROM hands WHERE session_id = ?"
                " AND status LIKE 'settled%' ORDER BY id",
                (session_id,),
                game=session_id,
            )
            session.tournament.replay(journal.hands(session_id), hand_seconds(rows))
        return session

    # ------------------------------------------------------------- playing
    async def run(self) -> None:
        """Play hands until every human has left or nobody is left to play."""
        await self.turns.run()

    async def play_hand(self) -> Hand:
        return await self.turns.play_hand()

    # ------------------------------------------------------------- the face up
    def subscribe(self, listener: Listener) -> None:
        self.broadcast.subscribe(listener)

    def unsubscribe(self, listener: Listener) -> None:
        self.broadcast.unsubscribe(listener)

    def display(self) -> Display:
        """What the table shows beside the hand, for ``view.table_state``."""
        return Display(
            self.variant,
            self.house.name,
            self.hero,
            self.hotseat.shared,
            self.journal is not None,
            self.pacer.show_reasons,
            self.tournament_status(),
        )

    def tournament_status(self) -> TournamentStatus | None:
        """A sit-and-go's level, clock, places and prizes now; None at a cash game."""
        return None if self.tournament is None else self.tournament.status()

    def moment(self) -> Moment:
        """What the session waits for now, for ``view.table_state``."""
        return Moment(self.waiting_for, self.waiting_seat, self.facing)

    def state(self) -> TableState:
        """The table as the human at the keys may see it (nobody's hidden cards when the
        keyboard is between humans)."""
        return self.state_for(self.hotseat.holder)

    def state_for(self, viewer: int | None) -> TableState:
        """The table as ``viewer`` may see it now: what ``state`` draws for whoever holds
        the keys. For tests and replays; the screen draws only ``state()``."""
        return table_state(self.model, self.seat_info(), viewer, self.display(), self.moment())

    def seat_info(self) -> list[SeatInfo]:
        return self.roster.seat_info()

    def name(self, seat: int) -> str:
        return self.roster.name(seat)

    def is_sitting_out(self, seat: int) -> bool:
        return self.roster.is_sitting_out(seat)

    def return_cost(self, seat: int) -> str:
        """What coming back costs now, for the status line."""
        return self.roster.return_cost(seat)

    @property
    def waiting_for(self) -> WaitKind | None:
        """What the session waits for from the players now, if anything."""
        return self.waiting.kind

    @property
    def waiting_seat(self) -> int | None:
        return self.waiting.seat

    # ---------------------------------------------------------- the input methods
    def submit(self, action: Action) -> str | None:
        """Play the action of the human to act; a sentence when it cannot be played."""
        return self.inputs.submit(action)

    def show_reasons(self, on: bool) -> None:
        """Say the bots' reasons in the log and draw them on their seats (or stop): a player's
        choice, from the next action on. The journal keeps them either way."""
        self.pacer.show_reasons = on

    @property
    def reasons_shown(self) -> bool:
        return self.pacer.show_reasons

    def toggle_discard(self, index: int) -> str | None:
        """Draw games: mark or unmark the card at ``index`` (0-based) for discarding."""
        return self.inputs.toggle_discard(index)

    def draw(self) -> str | None:
        """Discard the marked cards and draw as many (none marked: stand pat)."""
        return self.inputs.draw()

    def hand_over(self) -> None:
        """The privacy screen was passed: the next human has the keys."""
        self.waiting.resolve(WaitKind.HANDOVER, True)

    def next_hand(self) -> None:
        """Deal the next hand now."""
        self.waiting.resolve(WaitKind.NEXT, True)

    def rebuy(self, seat: int) -> None:
        self.waiting.resolve(WaitKind.BUST, "rebuy")

    def leave(self, seat: int) -> None:
        self.waiting.resolve(WaitKind.BUST, "leave")

    def show_hand(self, show: bool) -> None:
        """The answer to ``ShowAsked``: turn the hand face up, or muck it."""
        self.waiting.resolve(WaitKind.SHOW, show)

    def sit_out(self, seat: int) -> str | None:
        """A human sits out from the next hand (002 §5.7.3); None, or why not."""
        return self.seat_changes.sit_out(seat)

    def come_back(self, seat: int) -> str | None:
        """Dealt in again from the next hand, posting the missed blinds (003); None, or why not."""
        return self.seat_changes.come_back(seat)

    def set_stakes(self, stakes: Stakes) -> str | None:
        """The stakes from the next hand on (a tournament's blind levels); the hand in play
        keeps its own. None, or why these stakes cannot play this game."""
        try:
            self.table.set_stakes(stakes)
        except ValueError as exc:
            return str(exc).capitalize() + "."
        self.broadcast.log(
            f"From the next hand the stakes are {stakes_words(self.variant, stakes)}"
        )
        return None

    def skip_to_results(self) -> str | None:
        """A sit-and-go whose humans are all out: the bots play the rest unseen, straight to
        the results. None, or why not now."""
        if self.tournament is None:
            return "Only a sit-and-go can be skipped to its results."
        return self.tournament.skip()

    def quit(self) -> None:
        """The players chose to end the game: the journal closes it (an unfinished hand is
        voided, 002 §5.1) so it is not offered for resuming, and the loop stops."""
        self.journaling.close()
        self.close()

    def close(self) -> None:
        """Stop the loop and every bot's process; a journaled game stays open, to be resumed."""
        self.ending.stop()
        self.bot_seats.close()
        self.waiting.cancel()

    # ------------------------------------------------ the parts' state, read-only
    @property
    def table(self) -> Table:
        return self.roster.table

    @property
    def hand(self) -> Hand | None:
        return self.deal.hand

    @property
    def order(self) -> list[int]:
        return self.deal.order

    @property
    def hand_no(self) -> int:
        return self.deal.hand_no

    @property
    def model(self) -> HandModel:
        return self.deal.model

    @property
    def facing(self) -> Facing | None:
        return self.deal.facing

    @property
    def over(self) -> bool:
        return self.ending.over

    @property
    def over_reason(self) -> str:
        return self.ending.reason

    @property
    def bots(self) -> dict[int, Bot]:
        return self.bot_seats.bots

    @property
    def guards(self) -> dict[int, BotGuard]:
        return self.bot_seats.guards

    @property
    def listeners(self) -> list[Listener]:
        return self.broadcast.listeners

    @property
    def journal(self) -> Journal | None:
        return self.journaling.journal

    @property
    def session_id(self) -> int | None:
        return self.journaling.session_id

    @property
    def recovered(self) -> RecoveredSession | None:
        return self.journaling.recovered

    @property
    def sleep(self) -> Callable[[float], Awaitable[None]]:
        """The session's clock: every pause it makes for a person is awaited here."""
        return self.pacer.sleep

    @sleep.setter
    def sleep(self, clock: Callable[[float], Awaitable[None]]) -> None:
        self.pacer.sleep = clock if self.tournament is None else self.tournament.paced(clock)

    @property
    def all_in_face_up(self) -> bool:
        return self.pacer.all_in_face_up

    @all_in_face_up.setter
    def all_in_face_up(self, value: bool) -> None:
        self.pacer.all_in_face_up = value

    def log(self, words: str, kind: LogKind | str = LogKind.INFO) -> None:
        self.broadcast.log(words, kind)


__all__ = ["DeckSource", "GameSession", "Listener", "owed_text", "redact", "stakes_text"]

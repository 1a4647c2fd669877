"""The turn loop: deal a hand, await each seat in turn, settle, and go again.

A human seat awaits the action the players post (``Inputs.submit``), after a
privacy screen when the keyboard is shared; a bot seat awaits its bot
(``BotSeats``). The engine's ``Table`` deals each hand and keeps the seats
between hands; the loop only asks it.
"""

from __future__ import annotations

from collections.abc import Callable

from ..engine.hand import Hand
from ..engine.variant import Variant
from .bot_turn import BotSeats
from .broadcast import Broadcast
from .deal import Deal
from .ending import Ending
from .events import HandFinished, HandStarting, HumanTurn, LogKind, PrivacyNeeded, WaitKind
from .facing import facing_for
from .grammar import agree
from .hotseat import HotSeat
from .journaling import JournalWriter
from .narration import cards_text
from .pacing import Pacer
from .roster import Roster
from .seats import SeatChanges
from .tournament_play import TournamentPlay
from .waiting import Waiting

DeckSource = Callable[[int, int, list[int]], "list[int] | None"]
"""``(hand_no, button_seat, seats dealt in) -> deck order``: stacked decks for tests and demos."""


class TurnLoop:
    """Plays hands until the game ends: each seat in turn, then the seat changes."""

    def __init__(
        self,
        variant: Variant,
        short_raise: str,
        roster: Roster,
        deal: Deal,
        pacer: Pacer,
        bots: BotSeats,
        hotseat: HotSeat,
        waiting: Waiting,
        journal: JournalWriter,
        seat_changes: SeatChanges,
        ending: Ending,
        broadcast: Broadcast,
        hero: int,
        deck_for_hand: DeckSource | None,
        tournament: TournamentPlay | None = None,
    ) -> None:
        self._variant = variant
        self._short_raise = short_raise
        self._roster = roster
        self._table = roster.table
        self._deal = deal
        self._pacer = pacer
        self._bots = bots
        self._hotseat = hotseat
        self._waiting = waiting
        self._journal = journal
        self._seats = seat_changes
        self._ending = ending
        self._broadcast = broadcast
        self._hero = hero
        self._deck_for_hand = deck_for_hand
        self._tournament = tournament

    async def run(self) -> None:
        """Play hands until every human has left or nobody is left to play."""
        self._journal.open()
        if self._journal.recovered is not None:
            self._journal.announce_recovery(self._deal.hand_no + 1)
            await self._seats.seat_changes()  # an unanswered bust
        while not self._ending.over:
            if len(self._table.in_play()) < 2:
                self._ending.end("Not enough players with chips to deal.")
                break
            if self._tournament is not None:
                self._tournament.before_hand()  # the level in force for this hand
            hand = await self.play_hand()
            if self._tournament is not None and hand.over:
                self._tournament.after_hand(hand, self._deal.order, self._deal.hand_no)
            if self._ending.over:
                break
            await self._seats.after_hand()

    def _button_draw(self) -> None:
        """002 §3.8: the first button goes to the high card; said in the log.

        The table moves the button on at the start of every hand, so it is left one
        seat before the winner of the draw, and the table always knows the next button.
        """
        table = self._table
        winner = table.draw_button()
        card = table.draw_for_button[winner]
        self._broadcast.log(
            f"{agree(self._roster.name(winner), 'draws')} the high card,"
            f" {cards_text([card])}: the first button (002 §3.8)"
        )
        seats = table.in_play()
        table.button = seats[seats.index(winner) - 1]

    async def play_hand(self) -> Hand:
        table, deal, model = self._table, self._deal, self._deal.model
        deal.hand_no += 1
        if table.button < 0:
            self._button_draw()
        deck = None
        if self._deck_for_hand is not None:
            deck = self._deck_for_hand(deal.hand_no, table.next_button(), table.in_play())
        hand, order = table.start_hand(record=True, deck=deck)
        deal.begin(hand, order)
        self._journal.hand_start(deal.hand_no, hand, order)
        button_seat = order[hand.button]
        self._hotseat.release()  # every hand starts with nobody at a shared keyboard
        model.start_hand(deal.hand_no, button_seat, order, list(hand.start.stacks),
                         hand.start.stakes)
        private = None
        if not self._hotseat.shared and self._hero in order:
            private = order.index(self._hero)
        self._pacer.begin(private)
        self._broadcast.emit(HandStarting(deal.hand_no, button_seat, tuple(order)))
        self._broadcast.log(
            f"Hand #{deal.hand_no} · {agree(self._roster.name(button_seat), 'has')} the button",
            LogKind.HAND,
        )
        await self._pacer.drain()
        while hand.to_act >= 0 and not self._ending.over:
            seat = order[hand.to_act]
            model.to_act = seat
            model.phase = hand.phase
            if seat in self._bots:
                await self._bots.turn(seat)
            else:
                await self._human_turn(seat)
            self._journal.actions(hand, deal.reasons)  # a bot's; a human's went at submit
            model.to_act = None
            model.thinking = False
            deal.facing = None
            await self._pacer.drain()
            deal.said.clear()  # a reason whose action showed no event (a straddle declined)
        if self._ending.over and not hand.over:
            return hand  # closed mid-hand: nothing is settled
        table.finish_hand(hand, order)
        self._journal.hand_end(hand)
        model.end_hand()
        model.results = model.summary(self._roster.names())
        self._broadcast.emit(HandFinished(deal.hand_no, tuple(model.results)))
        return hand

    async def _human_turn(self, seat: int) -> None:
        if self._hotseat.needs_handover(seat):
            self._hotseat.release()
            await self._waiting.wait(
                WaitKind.HANDOVER, seat, PrivacyNeeded(seat, self._roster.name(seat))
            )
            if self._ending.over:
                return
            self._hotseat.take(seat)
        hand = self._deal.hand
        assert hand is not None
        facing = self._deal.facing = facing_for(hand, seat, self._variant, self._short_raise)
        await self._waiting.wait(WaitKind.ACTION, seat, HumanTurn(seat, facing))

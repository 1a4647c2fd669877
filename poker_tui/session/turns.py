"""The turn loop: deal a hand, await each seat in turn, settle, and go again.

A human seat awaits the action the players post (``Inputs.submit``), after a
privacy screen when the keyboard is shared; a bot seat awaits its bot
(``BotTurns``). The engine's ``Table`` deals each hand and keeps the seats
between hands; the session only asks it.
"""

from __future__ import annotations

from ..engine.hand import Hand
from .core import SessionCore
from .events import (
    HandFinished,
    HandStarting,
    HumanTurn,
    LogKind,
    PrivacyNeeded,
    SessionOver,
    WaitKind,
)
from .facing import Facing
from .narration import Narrator, agree, cards_text


class TurnLoop(SessionCore):
    async def run(self) -> None:
        """Play hands until every human has left or nobody is left to play."""
        self._open_journal()  # type: ignore[attr-defined]
        if self.recovered is not None:
            self._announce_recovery()  # type: ignore[attr-defined]
            await self._seat_changes()  # type: ignore[attr-defined]  # an unanswered bust
        while not self.over:
            if len(self.table.in_play()) < 2:
                self._end("Not enough players with chips to deal.")
                break
            await self.play_hand()
            if self.over:
                break
            await self.after_hand()  # type: ignore[attr-defined]

    def _end(self, reason: str) -> None:
        self.over = True
        self.over_reason = reason
        self._close_journal()  # type: ignore[attr-defined]
        self.emit(SessionOver(reason))

    def _button_draw(self) -> None:
        """002 §3.8: the first button goes to the high card; said in the log.

        The table moves the button on at the start of every hand, so it is left one
        seat before the winner of the draw, and the table always knows the next button.
        """
        winner = self.table.draw_button()
        card = self.table.draw_for_button[winner]
        self.log(f"{agree(self.name(winner), 'draws')} the high card, {cards_text([card])}:"
                 " the first button (002 §3.8)")
        seats = self.table.in_play()
        self.table.button = seats[seats.index(winner) - 1]

    async def play_hand(self) -> Hand:
        self.hand_no += 1
        if self.table.button < 0:
            self._button_draw()
        deck = None
        if self.deck_for_hand is not None:
            deck = self.deck_for_hand(self.hand_no, self.table.next_button(),
                                      self.table.in_play())
        hand, order = self.table.start_hand(record=True, deck=deck)
        self.hand, self.order, self._seen, self._face_up = hand, order, 0, False
        self._save_hand_start()  # type: ignore[attr-defined]
        button_seat = order[hand.button]
        self.hotseat.release()  # every hand starts with nobody at a shared keyboard
        self.model.start_hand(self.hand_no, button_seat, order,
                              [self.table.seats[s].stack for s in order])  # type: ignore[union-attr]
        private = None
        if not self.hotseat.shared and self.hero in order:
            private = order.index(self.hero)
        self.narrator = Narrator([self.name(s) for s in order], self.variant, private)
        self.emit(HandStarting(self.hand_no, button_seat, tuple(order)))
        self.log(f"Hand #{self.hand_no} · {agree(self.name(button_seat), 'has')} the button",
                 LogKind.HAND)
        await self._drain()  # type: ignore[attr-defined]
        while hand.to_act >= 0 and not self.over:
            seat = order[hand.to_act]
            self.model.to_act = seat
            self.model.phase = hand.phase
            if seat in self.bots:
                await self._bot_turn(seat)  # type: ignore[attr-defined]
            else:
                await self._human_turn(seat)
            self._save_actions()  # type: ignore[attr-defined]  # a bot's; a human's went at submit
            self.model.to_act = None
            self.model.thinking = False
            self.facing = None
            await self._drain()  # type: ignore[attr-defined]
        if self.over and not hand.over:
            return hand  # closed mid-hand: nothing is settled
        self.table.finish_hand(hand, order)
        self._save_hand_end()  # type: ignore[attr-defined]
        self.model.end_hand()
        self.model.results = self.model.summary([self.name(i) for i in range(self.table.size)])
        self.emit(HandFinished(self.hand_no, tuple(self.model.results)))
        return hand

    def _facing(self, seat: int) -> Facing:
        hand = self.hand
        assert hand is not None
        p = hand.to_act
        legal = hand.legal_actions()
        min_bet = hand.stakes.min_bet
        completes = bool(legal.bring_in) or (bool(self.variant.bring_in)
                                              and 0 < hand.bet_to < min_bet)
        return Facing(seat, legal, hand.pot, hand.bet_to, hand.bets[p], hand.stacks[p], self.unit,
                      self.variant.structure.value, self.house.short_raise, completes,
                      len(hand.hole[p]),
                      hand.phase if hand.phase in ("straddle", "over-blind") else "",
                      hand.raise_terms())

    async def _human_turn(self, seat: int) -> None:
        if self.hotseat.needs_handover(seat):
            self.hotseat.release()
            await self._wait(WaitKind.HANDOVER, seat,  # type: ignore[attr-defined]
                             PrivacyNeeded(seat, self.name(seat)))
            if self.over:
                return
            self.hotseat.take(seat)
        self.facing = self._facing(seat)
        await self._wait(WaitKind.ACTION, seat, HumanTurn(seat, self.facing))  # type: ignore[attr-defined]

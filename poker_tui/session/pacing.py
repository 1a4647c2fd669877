"""Sending a hand's events out at a person's pace, each told in the log as it goes.

The engine produces a hand's events at once (a call that ends the betting
deals the rest of the board in the same step); the session sends them out one
at a time, pausing before a new street and at the showdown so a person can
follow, and updates the hand's picture (``HandModel``) as each goes out.
Events that need no pause go out at once (``send_ready``), which is what lets
a key press's first repaint show its result.

Where the house turns all-in hands face up once no more betting can follow
(``Pacer.all_in_face_up``: the profile's flag), they are turned up here,
before the rest of the board is dealt.
"""

from __future__ import annotations

import asyncio
from collections.abc import Awaitable, Callable

from ..engine import events as ev
from ..engine.events import redact
from ..engine.variant import Variant
from .broadcast import Broadcast
from .config import Pace
from .deal import Deal
from .events import LogKind, TableEvent
from .grammar import agree
from .narration import Narrator, cards_text


class Pacer:
    """How far the hand's events have gone out, and the clock the pauses are awaited on."""

    def __init__(
        self,
        pace: Pace,
        variant: Variant,
        all_in_face_up: bool,
        deal: Deal,
        broadcast: Broadcast,
        names: Callable[[], list[str]],
    ) -> None:
        self._pace = pace
        self._variant = variant
        self._deal = deal
        self._broadcast = broadcast
        self._names = names
        self.observers: list[Callable[[ev.Event, int | None], None]] = []
        """Told of every event as it goes out, with its player (the bots)."""
        # All-in hands turned face up before the board is run out: the house profile says.
        self.all_in_face_up = all_in_face_up
        self.sleep: Callable[[float], Awaitable[None]] = asyncio.sleep
        """The session's clock: every pause it makes for a person (``Pace``) is awaited here,
        so a test sees the pauses asked for without timing anything."""
        self.narrator: Narrator | None = None
        self.show_reasons = False
        """The bots' reasons are said in the log (and drawn on their seats): a player's choice."""
        self._seen = 0  # events of the current hand sent out so far
        self._face_up = False  # all-in hands turned face up this hand

    async def pause(self, seconds: float) -> None:
        await self.sleep(seconds)

    def begin(self, private: int | None) -> None:
        """A new hand: nothing sent yet; ``private`` is the hand player whose own cards the
        log may name (None at a shared keyboard)."""
        self._seen, self._face_up = 0, False
        self.narrator = Narrator(
            [self._names()[s] for s in self._deal.order], self._variant, private
        )

    def _delay_before(self, e: ev.Event) -> float:
        pace = self._pace
        if isinstance(e, ev.BoardDealt):
            return pace.street
        if isinstance(e, (ev.HandShown, ev.HandMucked, ev.PotAwarded)):
            return pace.showdown
        return 0.0

    def _next_event(self) -> ev.Event | None:
        hand = self._deal.hand
        if hand is None or hand.events is None or self._seen >= len(hand.events):
            return None
        return hand.events[self._seen]

    async def drain(self) -> None:
        """Send the hand's new events out one at a time, pausing where a person would."""
        while (e := self._next_event()) is not None:
            delay = self._delay_before(e)
            if delay > 0:
                await self.sleep(delay)
            self._send_next()

    def send_ready(self) -> None:
        """Send out at once the events that need no pause (up to the next that does)."""
        while (e := self._next_event()) is not None and self._delay_before(e) == 0:
            self._send_next()

    def _send_next(self) -> None:
        hand, narrator = self._deal.hand, self.narrator
        assert hand is not None and hand.events is not None and narrator is not None
        e = hand.events[self._seen]
        self._seen += 1
        if isinstance(e, (ev.StreetStarted, ev.BoardDealt)) and self._betting_over():
            self._turn_all_in_hands_up()
        player = getattr(e, "player", None)
        seat = self._deal.seat_of(player) if isinstance(player, int) else None
        self._deal.model.apply(e, seat)
        reason = self._reason_for(e, seat)
        self._broadcast.emit(TableEvent(redact(e), seat))
        for words, kind in narrator.lines(e):
            self._broadcast.log(words, kind)
        if reason and seat is not None and self.show_reasons:
            self._broadcast.log(f"↳ {self._names()[seat]}: {reason}", LogKind.REASON)
        for observe in self.observers:
            observe(e, player)

    def _reason_for(self, e: ev.Event, seat: int | None) -> str | None:
        """The reason a bot gave for the action this event tells of, now on its seat."""
        if seat is None or not isinstance(e, (ev.PlayerActed, ev.CardsDrawn)):
            return None
        reason = self._deal.said.pop(seat, None)
        if reason:
            self._deal.model.seats[seat].reason = reason
        return reason

    # ------------------------------------------------------- all-in face up
    def _betting_over(self) -> bool:
        """Two or more hands live and at most one with chips: no more betting can follow."""
        if self._face_up or not self.all_in_face_up:
            return False
        if any(street.draw for street in self._variant.streets):
            return False  # a draw is still to come: the hands are not final
        live = [s for s in self._deal.model.seats if s.dealt_in and not s.folded]
        return (
            len(live) >= 2
            and sum(1 for s in live if s.stack > 0) <= 1
            and any(s.stack == 0 for s in live)
        )

    def _turn_all_in_hands_up(self) -> None:
        """All-in and called: every live hand face up before the rest is dealt."""
        hand = self._deal.hand
        assert hand is not None
        self._face_up = True
        names = self._names()
        for p, seat in enumerate(self._deal.order):
            s = self._deal.model.seats[seat]
            if s.dealt_in and not s.folded:
                self._deal.model.reveal(seat, hand.hole[p])
                self._broadcast.log(
                    f"{agree(names[seat], 'shows')} {cards_text(hand.hole[p])}"
                    " (all-in, no more betting)",
                    LogKind.SHOW,
                )

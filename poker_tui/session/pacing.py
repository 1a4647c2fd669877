"""Sending a hand's events out at a person's pace, each told in the log as it goes.

The engine produces a hand's events at once (a call that ends the betting
deals the rest of the board in the same step); the session sends them out one
at a time, pausing before a new street and at the showdown so a person can
follow, and updates the hand's picture (``HandModel``) as each goes out.
Events that need no pause go out at once (``_send_ready``), which is what lets
a key press's first repaint show its result.

Where the house turns all-in hands face up once no more betting can follow
(``SessionCore.all_in_face_up``: the profile's flag), they are turned up here,
before the rest of the board is dealt.
"""

from __future__ import annotations

from ..engine import events as ev
from ..engine.events import redact
from .core import SessionCore
from .events import LogKind, TableEvent
from .narration import agree, cards_text


class Pacing(SessionCore):
    def _delay_before(self, e: ev.Event) -> float:
        pace = self.config.pace
        if isinstance(e, ev.BoardDealt):
            return pace.street
        if isinstance(e, (ev.HandShown, ev.HandMucked, ev.PotAwarded)):
            return pace.showdown
        return 0.0

    def _next_event(self) -> ev.Event | None:
        hand = self.hand
        if hand is None or hand.events is None or self._seen >= len(hand.events):
            return None
        return hand.events[self._seen]

    async def _drain(self) -> None:
        """Send the hand's new events out one at a time, pausing where a person would."""
        while (e := self._next_event()) is not None:
            delay = self._delay_before(e)
            if delay > 0:
                await self.sleep(delay)
            self._send_next()

    def _send_ready(self) -> None:
        """Send out at once the events that need no pause (up to the next that does)."""
        while (e := self._next_event()) is not None and self._delay_before(e) == 0:
            self._send_next()

    def _send_next(self) -> None:
        hand, narrator = self.hand, self.narrator
        assert hand is not None and hand.events is not None and narrator is not None
        e = hand.events[self._seen]
        self._seen += 1
        if isinstance(e, (ev.StreetStarted, ev.BoardDealt)) and self._betting_over():
            self._turn_all_in_hands_up()
        player = getattr(e, "player", None)
        seat = self.order[player] if isinstance(player, int) else None
        self.model.apply(e, seat)
        self.emit(TableEvent(redact(e), seat))
        for words, kind in narrator.lines(e):
            self.log(words, kind)
        self._observe(e, player)  # type: ignore[attr-defined]

    # ------------------------------------------------------- all-in face up
    def _betting_over(self) -> bool:
        """Two or more hands live and at most one with chips: no more betting can follow."""
        if self._face_up or not self.all_in_face_up:
            return False
        if any(street.draw for street in self.variant.streets):
            return False  # a draw is still to come: the hands are not final
        live = [s for s in self.model.seats if s.dealt_in and not s.folded]
        return len(live) >= 2 and sum(1 for s in live if s.stack > 0) <= 1 \
            and any(s.stack == 0 for s in live)

    def _turn_all_in_hands_up(self) -> None:
        """All-in and called: every live hand face up before the rest is dealt."""
        hand = self.hand
        assert hand is not None
        self._face_up = True
        for p, seat in enumerate(self.order):
            s = self.model.seats[seat]
            if s.dealt_in and not s.folded:
                self.model.reveal(seat, hand.hole[p])
                self.log(f"{agree(self.name(seat), 'shows')} {cards_text(hand.hole[p])}"
                         " (all-in, no more betting)", LogKind.SHOW)



"""Saving a game as it is played, and bringing it back (``poker_tui.store``'s journal).

Every hand's start and every action is written the moment it is applied, so
``resume`` brings a game back after the terminal dies: the unfinished hand
voided or settled (002 §5.1). A failing disk stops the saving, never the game.
Headless matches (sim, lab) never journal.
"""

from __future__ import annotations

import sqlite3
from collections.abc import Callable
from dataclasses import replace
from typing import Any, TypeVar

from ..store.journal import LEFT, Journal, SeatRecord
from .config import config_from_dict, config_to_dict
from .core import DeckSource, SessionCore
from .events import LogKind

T = TypeVar("T")


class Journaling(SessionCore):
    @classmethod
    def resume(cls, journal: Journal, session_id: int | None = None, *,
               bots: dict[int, object] | None = None,
               deck_for_hand: DeckSource | None = None) -> Any:
        """The saved game (the latest open one by default) as it stood when it stopped.

        ``journal.recover`` voids an unfinished hand, every bet returned, or settles one
        whose actions reached the showdown (002 §5.1). Seats, names and bots (made again
        by name) come back with the recovered stacks; hand numbers and the button go on.
        """
        if session_id is None:
            open_games = journal.open_sessions()
            if not open_games:
                raise ValueError("There is no unfinished game to resume.")
            session_id = open_games[0][0]
        rec = journal.recover(session_id)
        try:
            base = config_from_dict(rec.config)
        except (KeyError, TypeError) as exc:
            raise ValueError(f"saved game {session_id} cannot be read ({exc!r})") from exc
        records = {r.seat: r for r in rec.seats}
        seats = tuple(replace(s, stack=records[i].stack if i in records and records[i].stack > 0
                              else None) for i, s in enumerate(base.seats))
        seed = None if base.seed is None else base.seed + rec.hands_played  # no deck dealt twice
        session = cls(replace(base, seats=seats, seed=seed), bots=bots,
                      deck_for_hand=deck_for_hand, journal=journal)
        session.session_id = session_id
        session.recovered = rec
        for seat, record in records.items():
            if record.left:
                session._unseat(seat)  # type: ignore[attr-defined]
            elif record.stack == 0:  # busted; asked to rebuy or leave before the next hand
                table_seat = session.table.seats[seat]
                assert table_seat is not None
                table_seat.stack = 0
        session.hand_no = session.table.hands_played = rec.hands_played
        if rec.button_seat is not None:
            # The table moves the button on as it deals: a voided hand is dealt again with the
            # same button (it has no result, 002 §1.51); after a settled hand it moves on.
            size = session.table.size
            session.table.button = (rec.button_seat - 1) % size if rec.last_voided \
                else rec.button_seat
        return session

    def _save(self, write: Callable[[Journal], T]) -> T | None:
        """Write to the journal; a failing disk stops the saving (said once), never the game."""
        if self.journal is None:
            return None
        try:
            return write(self.journal)
        except sqlite3.Error as exc:
            self.journal = None
            self.log(f"⚠ This game is no longer being saved: {exc}", LogKind.FAULT)
            return None

    def _seat_record(self, seat: int) -> SeatRecord:
        s = self.config.seats[seat]
        kind = "human" if s.is_human else f"bot:{s.bot}"
        table_seat = self.table.seats[seat]
        if table_seat is None:
            return SeatRecord(seat, s.name, LEFT + kind, 0)
        return SeatRecord(seat, s.name, kind, table_seat.stack)

    def _open_journal(self) -> None:
        if self.journal is None or self.session_id is not None:
            return
        records = [self._seat_record(i) for i in range(len(self.config.seats))]
        self.session_id = self._save(lambda j: j.open_session(config_to_dict(self.config), records))

    def _save_seat(self, seat: int) -> None:
        """A rebuy, a bot's rebuy or a player leaving, between hands."""
        if self.session_id is not None:
            sid, record = self.session_id, self._seat_record(seat)
            self._save(lambda j: j.set_seat(sid, record))

    def _save_hand_start(self) -> None:
        hand = self.hand
        self._hand_id, self._journaled = None, 0
        if self.session_id is not None and hand is not None:
            sid, number, order = self.session_id, self.hand_no, self.order
            self._hand_id = self._save(lambda j: j.begin_hand(sid, number, hand.start, order))

    def _save_actions(self) -> None:
        """Journal the actions the hand has taken since the last call, one commit each."""
        hand, hid = self.hand, self._hand_id
        if hid is None or hand is None:
            return
        while self._journaled < len(hand.actions):
            seq = self._journaled
            player, action = hand.actions[seq]
            self._save(lambda j: j.record_action(hid, seq, player, action))  # noqa: B023
            self._journaled += 1

    def _save_hand_end(self) -> None:
        hid, hand = self._hand_id, self.hand
        if hid is not None and hand is not None:
            self._save(lambda j: j.end_hand(hid, hand))

    def _close_journal(self) -> None:
        """The game is over or the players ended it: not offered for resuming."""
        if self.session_id is not None:
            sid = self.session_id
            self._save(lambda j: j.close_session(sid))

    def _announce_recovery(self) -> None:
        rec = self.recovered
        if rec is None:
            return
        for number in rec.voided:
            self.log(f"Hand #{number} was interrupted and voided: every bet returned (002 §5.1)")
        for number in rec.settled:
            self.log(f"Hand #{number} was interrupted after the showdown and settled (002 §5.1)")
        self.log(f"Game resumed: hand #{self.hand_no + 1} is next")

"""Saving a game as it is played (``poker_tui.store``'s journal), and reading it back.

Every hand's start and every action is written the moment it is applied, so
``resume`` brings a game back after the terminal dies: the unfinished hand
voided or settled (002 §5.1). A failing disk stops the saving, never the game.
Headless matches (sim, lab) never journal.
"""

from __future__ import annotations

import sqlite3
from collections.abc import Callable, Mapping
from dataclasses import replace
from typing import TypeVar

from ..engine.hand import Hand
from ..store.journal import Journal, RecoveredSession
from .broadcast import Broadcast
from .config import GameConfig, config_from_dict, config_to_dict
from .events import LogKind
from .roster import Roster

T = TypeVar("T")


class JournalWriter:
    """The game's journal, if any: what is written, and the ids it was written under."""

    def __init__(
        self, journal: Journal | None, config: GameConfig, roster: Roster, broadcast: Broadcast
    ) -> None:
        self.journal = journal
        self.session_id: int | None = None  # the journal's id, once the game is saved
        self.recovered: RecoveredSession | None = None
        self._config = config
        self._roster = roster
        self._broadcast = broadcast
        self._hand_id: int | None = None
        self._journaled = 0  # actions of the current hand written so far

    def _save(self, write: Callable[[Journal], T]) -> T | None:
        """Write to the journal; a failing disk stops the saving (said once), never the game."""
        if self.journal is None:
            return None
        try:
            return write(self.journal)
        except sqlite3.Error as exc:
            self.journal = None
            self._broadcast.log(f"⚠ This game is no longer being saved: {exc}", LogKind.FAULT)
            return None

    def open(self) -> None:
        if self.journal is None or self.session_id is not None:
            return
        records = [self._roster.record(i) for i in range(len(self._config.seats))]
        self.session_id = self._save(
            lambda j: j.open_session(config_to_dict(self._config), records)
        )

    def save_seat(self, seat: int) -> None:
        """A rebuy, a bot's rebuy or a player leaving, between hands."""
        if self.session_id is not None:
            sid, record = self.session_id, self._roster.record(seat)
            self._save(lambda j: j.set_seat(sid, record))

    def hand_start(self, number: int, hand: Hand, order: list[int]) -> None:
        self._hand_id, self._journaled = None, 0
        if self.session_id is not None:
            sid = self.session_id
            self._hand_id = self._save(lambda j: j.begin_hand(sid, number, hand.start, order))

    def actions(self, hand: Hand | None, reasons: Mapping[int, str] | None = None) -> None:
        """Journal the actions the hand has taken since the last call, one commit each, with
        the bots' reasons (``reasons``: by action index) for the replayer."""
        hid = self._hand_id
        if hid is None or hand is None:
            return
        said = reasons or {}
        while self._journaled < len(hand.actions):
            seq = self._journaled
            player, action = hand.actions[seq]
            why = said.get(seq)
            self._save(lambda j: j.record_action(hid, seq, player, action, why))  # noqa: B023
            self._journaled += 1

    def hand_end(self, hand: Hand) -> None:
        hid = self._hand_id
        if hid is not None:
            self._save(lambda j: j.end_hand(hid, hand))

    def close(self) -> None:
        """The game is over or the players ended it: not offered for resuming."""
        if self.session_id is not None:
            sid = self.session_id
            self._save(lambda j: j.close_session(sid))

    def announce_recovery(self, next_hand: int) -> None:
        rec = self.recovered
        if rec is None:
            return
        log = self._broadcast.log
        for number in rec.voided:
            log(f"Hand #{number} was interrupted and voided: every bet returned (002 §5.1)")
        for number in rec.settled:
            log(f"Hand #{number} was interrupted after the showdown and settled (002 §5.1)")
        log(f"Game resumed: hand #{next_hand} is next")


def recovered_config(
    journal: Journal, session_id: int | None
) -> tuple[int, RecoveredSession, GameConfig]:
    """The saved game (the latest open one by default) as it stood when it stopped: its id,
    what the journal recovered, and the config to seat it again with the recovered stacks.

    ``journal.recover`` voids an unfinished hand, every bet returned, or settles one whose
    actions reached the showdown (002 §5.1)."""
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
    seats = tuple(
        replace(s, stack=records[i].stack if i in records and records[i].stack > 0 else None)
        for i, s in enumerate(base.seats)
    )
    seed = None if base.seed is None else base.seed + rec.hands_played  # no deck dealt twice
    return session_id, rec, replace(base, seats=seats, seed=seed)

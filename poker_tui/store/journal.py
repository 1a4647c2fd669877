"""The SQLite journal (stdlib sqlite3, WAL): sessions, seats, hands, actions.

Each action is committed as it is taken, so a terminal that dies loses
nothing: ``recover`` replays an unfinished hand from its start and actions,
settles it if it had reached the showdown, and otherwise voids it, giving
every player back the chips they had when it began (002 §5.1).
"""

from __future__ import annotations

import json
import os
import sqlite3
from collections.abc import Iterator
from dataclasses import dataclass, field
from datetime import UTC, datetime
from pathlib import Path
from typing import Any

from ..engine.actions import Action
from ..engine.hand import Hand, HandStart, replay
from .codec import action_from_row, action_to_row, start_from_json, start_to_json

SCHEMA = """
CREATE TABLE IF NOT EXISTS sessions (
    id INTEGER PRIMARY KEY,
    created TEXT NOT NULL,
    config TEXT NOT NULL,
    status TEXT NOT NULL DEFAULT 'open'
);
CREATE TABLE IF NOT EXISTS seats (
    session_id INTEGER NOT NULL REFERENCES sessions(id),
    seat INTEGER NOT NULL,
    name TEXT NOT NULL,
    kind TEXT NOT NULL,
    stack INTEGER NOT NULL,
    PRIMARY KEY (session_id, seat)
);
CREATE TABLE IF NOT EXISTS hands (
    id INTEGER PRIMARY KEY,
    session_id INTEGER NOT NULL REFERENCES sessions(id),
    number INTEGER NOT NULL,
    started TEXT NOT NULL,
    start TEXT NOT NULL,
    seats TEXT NOT NULL,
    status TEXT NOT NULL DEFAULT 'playing',
    final_stacks TEXT,
    finished TEXT
);
CREATE TABLE IF NOT EXISTS actions (
    hand_id INTEGER NOT NULL REFERENCES hands(id),
    seq INTEGER NOT NULL,
    player INTEGER NOT NULL,
    kind TEXT NOT NULL,
    amount INTEGER NOT NULL,
    cards TEXT NOT NULL,
    PRIMARY KEY (hand_id, seq)
);
"""


def default_path() -> Path:
    """``$POKER_TUI_DATA`` or the XDG data directory (``~/.local/share/poker-tui``)."""
    base = os.environ.get("POKER_TUI_DATA")
    if base:
        return Path(base) / "poker.db"
    xdg = os.environ.get("XDG_DATA_HOME") or str(Path.home() / ".local" / "share")
    return Path(xdg) / "poker-tui" / "poker.db"


def _now() -> str:
    return datetime.now(UTC).isoformat(timespec="seconds")


LEFT = "left:"
"""A seat whose player left: its kind is ``left:`` followed by what it was (``left:bot:tag``)."""


@dataclass
class SeatRecord:
    seat: int
    name: str
    kind: str  # "human", "bot:<name>", "left:human", "left:bot:<name>"
    stack: int

    @property
    def left(self) -> bool:
        return self.kind.startswith(LEFT)

    @property
    def bot(self) -> str | None:
        """The bot's registered name, or None for a human."""
        kind = self.kind.removeprefix(LEFT)
        return kind[4:] if kind.startswith("bot:") else None


@dataclass
class RecoveredSession:
    session_id: int
    config: dict[str, Any]
    seats: list[SeatRecord]
    hands_played: int
    voided: list[int] = field(default_factory=list)  # hand numbers voided (002 §5.1)
    settled: list[int] = field(default_factory=list)  # hands past showdown, settled on recovery
    button_seat: int | None = None  # the seat that had the button in the last hand dealt
    last_voided: bool = False  # that hand was voided, so it is dealt again with the same button


class Journal:
    """One connection to the journal; cheap enough to commit every action."""

    def __init__(self, path: str | Path | None = None) -> None:
        self.path = Path(path) if path is not None else default_path()
        if str(self.path) != ":memory:":
            self.path.parent.mkdir(parents=True, exist_ok=True)
        self.db = sqlite3.connect(str(self.path), check_same_thread=False)
        self.db.execute("PRAGMA journal_mode=WAL")
        self.db.execute("PRAGMA synchronous=NORMAL")
        self.db.executescript(SCHEMA)

    def close(self) -> None:
        self.db.close()

    # ------------------------------------------------------------ sessions
    def open_session(self, config: dict[str, Any], seats: list[SeatRecord]) -> int:
        with self.db:
            cur = self.db.execute("INSERT INTO sessions (created, config) VALUES (?, ?)",
                                  (_now(), json.dumps(config)))
            sid = int(cur.lastrowid or 0)
            self.db.executemany(
                "INSERT INTO seats (session_id, seat, name, kind, stack) VALUES (?, ?, ?, ?, ?)",
                [(sid, s.seat, s.name, s.kind, s.stack) for s in seats])
        return sid

    def close_session(self, session_id: int) -> None:
        """The players ended the game: it is no longer offered for resuming.

        A hand left unfinished (quit mid-hand) is voided, its bets returned (002 §5.1):
        the seats already hold the stacks it started from.
        """
        with self.db:
            self.db.execute("UPDATE hands SET status = 'void', finished = ? "
                            "WHERE session_id = ? AND status = 'playing'", (_now(), session_id))
            self.db.execute("UPDATE sessions SET status = 'closed' WHERE id = ?", (session_id,))

    def set_seat(self, session_id: int, seat: SeatRecord) -> None:
        """A seat changed between hands: a rebuy, a new player, a player leaving (stack 0)."""
        with self.db:
            self.db.execute(
                "INSERT OR REPLACE INTO seats (session_id, seat, name, kind, stack) VALUES (?, ?, ?, ?, ?)",
                (session_id, seat.seat, seat.name, seat.kind, seat.stack))

    def open_sessions(self) -> list[tuple[int, str, dict[str, Any]]]:
        rows = self.db.execute(
            "SELECT id, created, config FROM sessions WHERE status = 'open' ORDER BY id DESC").fetchall()
        return [(r[0], r[1], json.loads(r[2])) for r in rows]

    def seats(self, session_id: int) -> list[SeatRecord]:
        rows = self.db.execute(
            "SELECT seat, name, kind, stack FROM seats WHERE session_id = ? ORDER BY seat", (session_id,))
        return [SeatRecord(*r) for r in rows]

    # --------------------------------------------------------------- hands
    def begin_hand(self, session_id: int, number: int, start: HandStart, order: list[int]) -> int:
        """Journal a hand's start; ``order[i]`` is the seat of hand player i."""
        with self.db:
            cur = self.db.execute(
                "INSERT INTO hands (session_id, number, started, start, seats) VALUES (?, ?, ?, ?, ?)",
                (session_id, number, _now(), start_to_json(start), json.dumps(order)))
        return int(cur.lastrowid or 0)

    def record_action(self, hand_id: int, seq: int, player: int, action: Action) -> None:
        kind, amount, cards = action_to_row(action)
        with self.db:
            self.db.execute(
                "INSERT INTO actions (hand_id, seq, player, kind, amount, cards) VALUES (?, ?, ?, ?, ?, ?)",
                (hand_id, seq, player, kind, amount, cards))

    def end_hand(self, hand_id: int, hand: Hand, status: str = "settled") -> None:
        """The hand is over: keep its final stacks and write them to the seats, atomically."""
        row = self.db.execute("SELECT session_id, seats FROM hands WHERE id = ?", (hand_id,)).fetchone()
        session_id, order = row[0], json.loads(row[1])
        with self.db:
            self.db.execute("UPDATE hands SET status = ?, final_stacks = ?, finished = ? WHERE id = ?",
                            (status, json.dumps(hand.stacks), _now(), hand_id))
            self.db.executemany("UPDATE seats SET stack = ? WHERE session_id = ? AND seat = ?",
                                [(hand.stacks[i], session_id, seat) for i, seat in enumerate(order)])

    def actions(self, hand_id: int) -> list[tuple[int, Action]]:
        rows = self.db.execute(
            "SELECT player, kind, amount, cards FROM actions WHERE hand_id = ? ORDER BY seq", (hand_id,))
        return [(r[0], action_from_row(r[1], r[2], r[3])) for r in rows]

    def hands(self, session_id: int | None = None, status: str = "settled") -> Iterator[tuple[int, Hand, list[int]]]:
        """Replay finished hands (for exports and statistics): (number, hand, seat order)."""
        sql = "SELECT id, number, start, seats FROM hands WHERE status LIKE ?"
        args: list[Any] = [status + "%"]
        if session_id is not None:
            sql += " AND session_id = ?"
            args.append(session_id)
        for hid, number, start, seats in self.db.execute(sql + " ORDER BY id", args).fetchall():
            hand = replay(start_from_json(start), self.actions(hid), record=True)
            yield number, hand, json.loads(seats)

    # ------------------------------------------------------------ recovery
    def _require(self, session_id: int) -> None:
        if self.db.execute("SELECT 1 FROM sessions WHERE id = ?", (session_id,)).fetchone() is None:
            raise ValueError(f"there is no saved game {session_id}")

    def _unfinished(self, session_id: int) -> list[tuple[int, int, list[int], Hand | None]]:
        """Each unfinished hand: (id, number, seat order, the hand replayed or None if it fails)."""
        rows = self.db.execute(
            "SELECT id, number, start, seats FROM hands WHERE session_id = ? AND status = 'playing'"
            " ORDER BY id", (session_id,)).fetchall()
        out = []
        for hid, number, start, seats in rows:
            try:
                hand: Hand | None = replay(start_from_json(start), self.actions(hid))
            except Exception:
                hand = None  # a journal that no longer replays is voided, never guessed at
            out.append((hid, number, json.loads(seats), hand))
        return out

    def _recovered(self, session_id: int, seats: list[SeatRecord], voided: list[int],
                   settled: list[int]) -> RecoveredSession:
        row = self.db.execute("SELECT config FROM sessions WHERE id = ?", (session_id,)).fetchone()
        played = self.db.execute("SELECT COALESCE(MAX(number), 0) FROM hands WHERE session_id = ?",
                                 (session_id,)).fetchone()[0]
        last = self.db.execute("SELECT number, start, seats, status FROM hands WHERE session_id = ?"
                               " ORDER BY id DESC LIMIT 1", (session_id,)).fetchone()
        button, again = None, False
        if last is not None:
            button = json.loads(last[2])[json.loads(last[1])["button"]]
            again = last[3] == "void" or last[0] in voided
        return RecoveredSession(session_id, json.loads(row[0]), seats, int(played), voided, settled,
                                button, again)

    def preview(self, session_id: int) -> RecoveredSession:
        """What ``recover`` would bring back, without writing anything (for the lobby)."""
        self._require(session_id)
        seats = {s.seat: s for s in self.seats(session_id)}
        voided, settled = [], []
        for _, number, order, hand in self._unfinished(session_id):
            if hand is not None and hand.over:
                for i, seat in enumerate(order):
                    if seat in seats:
                        seats[seat].stack = hand.stacks[i]
                settled.append(number)
            else:
                voided.append(number)
        return self._recovered(session_id, [seats[k] for k in sorted(seats)], voided, settled)

    def recover(self, session_id: int) -> RecoveredSession:
        """Bring an open session back after a crash (002 §5.1)."""
        self._require(session_id)
        voided, settled = [], []
        for hid, number, _, hand in self._unfinished(session_id):
            if hand is not None and hand.over:
                self.end_hand(hid, hand, status="settled-on-recovery")
                settled.append(number)
            else:
                with self.db:
                    self.db.execute("UPDATE hands SET status = 'void', finished = ? WHERE id = ?",
                                    (_now(), hid))
                voided.append(number)
        return self._recovered(session_id, self.seats(session_id), voided, settled)

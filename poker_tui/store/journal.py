"""The SQLite journal (stdlib sqlite3, WAL): sessions, seats, hands, actions.

Each action is committed as it is taken, so a terminal that dies loses
nothing: ``recover`` replays an unfinished hand from its start and actions,
settles it if it had reached the showdown, and otherwise voids it, giving
every player back the chips they had when it began (002 §5.1).

``Journal(path)`` is the writer: it creates a new journal whole (written aside,
then linked into place), migrates an older one after a backup, refuses a file
that is not ours or is newer (``schema``), and holds the lock of each game it
plays (``lock``). ``Journal.reader(path)`` opens read-only and creates nothing.
Every error becomes one ``StoreError`` sentence naming the file, game and hand.
"""

from __future__ import annotations

import json
import sqlite3
from collections.abc import Callable, Iterator
from dataclasses import dataclass, field
from datetime import UTC, datetime
from functools import partial
from pathlib import Path
from typing import TYPE_CHECKING, Any, TypeVar

if TYPE_CHECKING:  # replaying needs the engine's hand; opening the journal does not
    from ..engine.actions import Action
    from ..engine.hand import Hand, HandStart
from . import lock as locks
from .codec import action_from_row, action_to_row, start_from_json, start_to_json
from .errors import GameInUse, StoreError, from_sqlite, undecodable, where
from .location import default_path
from .opening import damage_of, open_read_only, open_writer
from .schema import VERSION

REASONS_SINCE = 3
"""The first journal version that keeps the bots' reasons (``actions.reason``)."""

DECODE_ERRORS = (ValueError, KeyError, TypeError, IndexError, AttributeError)
"""What a row this version cannot read raises while being decoded (bad JSON, a missing key)."""

T = TypeVar("T")


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
    """One connection to the journal; cheap enough to commit every action.

    ``Journal(path)`` opens for writing (creating, or migrating after a backup);
    ``Journal.reader(path)`` opens read-only. Either raises ``StoreError`` with one
    sentence for a file that is not a poker-tui journal, is newer, or is damaged.
    """

    def __init__(self, path: str | Path | None = None, *, _read_only: bool = False) -> None:
        self.path = Path(path) if path is not None else default_path()
        self.read_only = _read_only
        self.backup: Path | None = None  # where the original was copied before a migration
        self.failure: StoreError | None = None  # the first write that failed, for the exit status
        self._locks: dict[int, locks.GameLock] = {}
        self._damage: StoreError | None = None
        self._checked = False  # whether ``_damage`` says what the quick check found
        if _read_only:
            self.db, self.version = open_read_only(self.path)
        else:
            self.db, self.backup = open_writer(self.path)
            self.version = VERSION  # a writer migrates an older journal as it opens it

    @classmethod
    def reader(cls, path: str | Path | None = None) -> Journal | None:
        """The journal opened read-only, or None when there is no file (none is created)."""
        where = Path(path) if path is not None else default_path()
        if not where.exists():
            return None
        return cls(where, _read_only=True)

    def damage(self) -> StoreError | None:
        """The file's damage as one sentence, or None (SQLite's quick check, once a journal).

        A writer is never opened on a damaged file (``open_writer`` checks); a reader
        asks, so the lobby can say so and play unsaved, and ``history`` can read round it."""
        if not self._checked:
            self._damage, self._checked = damage_of(self.db, self.path), True
        return self._damage

    def close(self) -> None:
        for game_lock in self._locks.values():
            game_lock.release()
        self._locks.clear()
        self.db.close()

    # ------------------------------------------------------------- queries
    def rows(self, sql: str, args: tuple[Any, ...] | list[Any] = (), *, game: int | None = None,
             hand: int | None = None) -> list[tuple[Any, ...]]:
        """Every row of a query; a failure is a StoreError naming the file, game and hand."""
        try:
            return self.db.execute(sql, args).fetchall()
        except sqlite3.Error as exc:
            raise from_sqlite(exc, self.path, game, hand) from exc
        except OverflowError as exc:
            big = ", ".join(str(a) for a in args if isinstance(a, int) and abs(a) >= 2**63)
            raise StoreError(f"{big} is out of range for the saved games at {self.path}: ids"
                             " are whole numbers below 2**63.", self.path) from exc

    def one(self, sql: str, args: tuple[Any, ...] | list[Any] = (), *, game: int | None = None,
            hand: int | None = None) -> tuple[Any, ...] | None:
        found = self.rows(sql, args, game=game, hand=hand)
        return found[0] if found else None

    def decode(self, read: Callable[[], T], game: int | None = None, hand: int | None = None) -> T:
        """``read()`` a row's JSON; a row this version cannot read is a StoreError sentence."""
        try:
            return read()
        except StoreError:
            raise
        except DECODE_ERRORS as exc:
            raise undecodable(self.path, exc, game, hand) from exc

    def _write(self, write: Callable[[], T], game: int | None = None, hand: int | None = None) -> T:
        """One transaction; a failure (full disk, read-only file) is kept and raised as a sentence."""
        try:
            with self.db:
                return write()
        except (sqlite3.Error, OverflowError) as exc:
            error = (from_sqlite(exc, self.path, game, hand) if isinstance(exc, sqlite3.Error)
                     else StoreError(f"A number is too large for the saved games at"
                                     f" {where(self.path, game, hand)} ({exc}).", self.path))
            if not isinstance(error, GameInUse):
                self.failure = self.failure or error
            raise error from exc

    # ------------------------------------------------------------- the lock
    def holder(self, session_id: int) -> int | None:
        """The pid of another process playing this game (0 if unknown), or None."""
        if session_id in self._locks or str(self.path) == ":memory:":
            return None
        return locks.holder(self.path, session_id)

    def _lock(self, session_id: int) -> None:
        """Hold this game's lock; GameInUse when another process plays it."""
        if session_id in self._locks or str(self.path) == ":memory:":
            return
        try:
            got = locks.GameLock.acquire(self.path, session_id)
        except OSError as exc:
            raise StoreError(f"Cannot lock saved game {session_id} at {self.path}"
                             f" ({exc.strerror or exc}).", self.path) from exc
        if not isinstance(got, locks.GameLock):
            raise GameInUse(self.path, session_id, got)
        self._locks[session_id] = got

    def _unlock(self, session_id: int, ended: bool) -> None:
        game_lock = self._locks.pop(session_id, None)
        if game_lock is not None:
            game_lock.release(remove=ended)

    # ------------------------------------------------------------ sessions
    def open_session(self, config: dict[str, Any], seats: list[SeatRecord]) -> int:
        """A new game, locked by this process before any other can see it."""
        def write() -> int:
            cur = self.db.execute("INSERT INTO sessions (created, config) VALUES (?, ?)",
                                  (_now(), json.dumps(config)))
            sid = int(cur.lastrowid or 0)
            self.db.executemany(
                "INSERT INTO seats (session_id, seat, name, kind, stack) VALUES (?, ?, ?, ?, ?)",
                [(sid, s.seat, s.name, s.kind, s.stack) for s in seats])
            self._lock(sid)  # inside the transaction: the game is locked before it is visible
            return sid
        return self._write(write)

    def close_session(self, session_id: int) -> None:
        """The players ended the game: it is no longer offered for resuming.

        A hand left unfinished (quit mid-hand) is voided, its bets returned (002 §5.1):
        the seats already hold the stacks it started from. The game's lock file goes.
        """
        def write() -> None:
            self.db.execute("UPDATE hands SET status = 'void', finished = ? "
                            "WHERE session_id = ? AND status = 'playing'", (_now(), session_id))
            self.db.execute("UPDATE sessions SET status = 'closed' WHERE id = ?", (session_id,))
        self._write(write, session_id)
        self._unlock(session_id, ended=True)

    def set_seat(self, session_id: int, seat: SeatRecord) -> None:
        """A seat changed between hands: a rebuy, a new player, a player leaving (stack 0)."""
        self._write(lambda: self.db.execute(
            "INSERT OR REPLACE INTO seats (session_id, seat, name, kind, stack) VALUES (?, ?, ?, ?, ?)",
            (session_id, seat.seat, seat.name, seat.kind, seat.stack)), session_id)

    def open_ids(self) -> list[int]:
        """The unfinished games, newest first (their setups are read one by one)."""
        return [r[0] for r in self.rows("SELECT id FROM sessions WHERE status = 'open' ORDER BY id DESC")]

    def config(self, session_id: int) -> dict[str, Any]:
        row = self.one("SELECT config FROM sessions WHERE id = ?", (session_id,), game=session_id)
        if row is None:
            raise ValueError(f"there is no saved game {session_id}")
        return self.decode(lambda: _object(json.loads(row[0])), session_id)

    def open_sessions(self) -> list[tuple[int, str, dict[str, Any]]]:
        rows = self.rows("SELECT id, created, config FROM sessions WHERE status = 'open' ORDER BY id DESC")
        return [(r[0], r[1], self.decode(partial(_json_object, r[2]), r[0])) for r in rows]

    def seats(self, session_id: int) -> list[SeatRecord]:
        rows = self.rows("SELECT seat, name, kind, stack FROM seats WHERE session_id = ? ORDER BY seat",
                         (session_id,), game=session_id)
        return [SeatRecord(*r) for r in rows]

    # --------------------------------------------------------------- hands
    def begin_hand(self, session_id: int, number: int, start: HandStart, order: list[int]) -> int:
        """Journal a hand's start; ``order[i]`` is the seat of hand player i."""
        cur = self._write(lambda: self.db.execute(
            "INSERT INTO hands (session_id, number, started, start, seats) VALUES (?, ?, ?, ?, ?)",
            (session_id, number, _now(), start_to_json(start), json.dumps(order))), session_id, number)
        return int(cur.lastrowid or 0)

    def record_action(self, hand_id: int, seq: int, player: int, action: Action,
                      reason: str | None = None) -> None:
        """One action as it is taken, with the bot's reason for it when it gave one."""
        kind, amount, cards = action_to_row(action)
        self._write(lambda: self.db.execute(
            "INSERT INTO actions (hand_id, seq, player, kind, amount, cards, reason)"
            " VALUES (?, ?, ?, ?, ?, ?, ?)",
            (hand_id, seq, player, kind, amount, cards, reason or None)))

    def end_hand(self, hand_id: int, hand: Hand, status: str = "settled") -> None:
        """The hand is over: keep its final stacks and write them to the seats, atomically."""
        row = self.one("SELECT session_id, seats, number FROM hands WHERE id = ?", (hand_id,))
        if row is None:
            raise StoreError(f"The saved games at {self.path} lost a hand being played.", self.path)
        session_id, number = row[0], row[2]
        order = self.decode(lambda: json.loads(row[1]), session_id, number)

        def write() -> None:
            self.db.execute("UPDATE hands SET status = ?, final_stacks = ?, finished = ? WHERE id = ?",
                            (status, json.dumps(hand.stacks), _now(), hand_id))
            self.db.executemany("UPDATE seats SET stack = ? WHERE session_id = ? AND seat = ?",
                                [(hand.stacks[i], session_id, seat) for i, seat in enumerate(order)])
        self._write(write, session_id, number)

    def actions(self, hand_id: int, game: int | None = None, hand: int | None = None
                ) -> list[tuple[int, Action]]:
        rows = self.rows("SELECT player, kind, amount, cards FROM actions WHERE hand_id = ? ORDER BY seq",
                         (hand_id,), game=game, hand=hand)
        return self.decode(lambda: [(r[0], action_from_row(r[1], r[2], r[3])) for r in rows], game, hand)

    def reasons(self, session_id: int) -> dict[int, dict[int, str]]:
        """The bots' reasons in a saved game: hand number -> action index -> reason. Empty for
        a journal written before reasons were kept (version 2 or older, read as it is)."""
        if self.version < REASONS_SINCE:
            return {}
        rows = self.rows("SELECT h.number, a.seq, a.reason FROM actions a JOIN hands h"
                         " ON a.hand_id = h.id WHERE h.session_id = ? AND a.reason IS NOT NULL",
                         (session_id,), game=session_id)
        found: dict[int, dict[int, str]] = {}
        for number, seq, reason in rows:
            found.setdefault(number, {})[seq] = str(reason)
        return found

    def hands(self, session_id: int | None = None, status: str = "settled") -> Iterator[tuple[int, Hand, list[int]]]:
        """Replay finished hands (for exports and statistics): (number, hand, seat order)."""
        sql = "SELECT id, number, start, seats, session_id FROM hands WHERE status LIKE ?"
        args: list[Any] = [status + "%"]
        if session_id is not None:
            sql += " AND session_id = ?"
            args.append(session_id)
        for hid, number, start, seats, sid in self.rows(sql + " ORDER BY id", args, game=session_id):
            moves = self.actions(hid, sid, number)
            hand = self.decode(partial(_replayed, start, moves), sid, number)
            yield number, hand, self.decode(partial(json.loads, seats), sid, number)

    # ------------------------------------------------------------ recovery
    def _require(self, session_id: int) -> str:
        row = self.one("SELECT status FROM sessions WHERE id = ?", (session_id,), game=session_id)
        if row is None:
            raise ValueError(f"there is no saved game {session_id}")
        return str(row[0])

    def _unfinished(self, session_id: int) -> list[tuple[int, int, list[int], Hand | None]]:
        """Each unfinished hand: (id, number, seat order, the hand replayed or None if it fails)."""
        from ..engine.hand import replay

        rows = self.rows("SELECT id, number, start, seats FROM hands WHERE session_id = ?"
                         " AND status = 'playing' ORDER BY id", (session_id,), game=session_id)
        out = []
        for hid, number, start, seats in rows:
            moves = self.actions(hid, session_id, number)
            try:
                hand: Hand | None = replay(start_from_json(start), moves)
            except Exception:
                hand = None  # a journal that no longer replays is voided, never guessed at
            out.append((hid, number, self.decode(partial(json.loads, seats), session_id, number),
                        hand))
        return out

    def _recovered(self, session_id: int, seats: list[SeatRecord], voided: list[int],
                   settled: list[int]) -> RecoveredSession:
        config = self.config(session_id)
        played = self.one("SELECT COALESCE(MAX(number), 0) FROM hands WHERE session_id = ?",
                          (session_id,), game=session_id)
        last = self.one("SELECT number, start, seats, status FROM hands WHERE session_id = ?"
                        " ORDER BY id DESC LIMIT 1", (session_id,), game=session_id)
        button, again = None, False
        if last is not None:
            button = self.decode(lambda: json.loads(last[2])[json.loads(last[1])["button"]],
                                 session_id, last[0])
            again = last[3] == "void" or last[0] in voided
        return RecoveredSession(session_id, config, seats, int(played[0] if played else 0), voided,
                                settled, button, again)

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
        """Bring an open session back after a crash (002 §5.1), holding its lock from now on.

        GameInUse when another process is playing it; ValueError when it has ended.
        """
        self._require(session_id)
        self._lock(session_id)
        if self._require(session_id) != "open":  # ended by its last player meanwhile
            self._unlock(session_id, ended=False)
            raise ValueError(f"saved game {session_id} has ended; it cannot be resumed")
        voided, settled = [], []
        for hid, number, _, hand in self._unfinished(session_id):
            if hand is not None and hand.over:
                self.end_hand(hid, hand, status="settled-on-recovery")
                settled.append(number)
            else:
                self._write(partial(self.db.execute,
                                    "UPDATE hands SET status = 'void', finished = ? WHERE id = ?",
                                    (_now(), hid)), session_id, number)
                voided.append(number)
        return self._recovered(session_id, self.seats(session_id), voided, settled)


def _json_object(text: str) -> dict[str, Any]:
    return _object(json.loads(text))


def _replayed(start: str, moves: list[tuple[int, Action]]) -> Hand:
    """The hand a journaled start and its actions make, with its events."""
    from ..engine.hand import replay  # loaded when a hand is replayed, not when the journal opens

    return replay(start_from_json(start), moves, record=True)


def _object(value: Any) -> dict[str, Any]:
    """A journaled JSON object; anything else is a row this version cannot read."""
    if not isinstance(value, dict):
        raise TypeError(f"expected a JSON object, found {type(value).__name__}")
    return value

"""Saved games read back for review: the list of games, and their finished hands replayed.

``poker-tui history``, its statistics and its exports all start here; nothing
is written. Only settled hands count (a voided hand has no result, 002 §1.51).
A player is known across games by a name: a human by their seat name, a bot
as ``bot:<name>``, so every game the ``tag`` bot played adds to one line.
"""

from __future__ import annotations

import json
from collections.abc import Iterator
from dataclasses import dataclass
from typing import Any

from ..engine.hand import Hand, replay
from .codec import stakes_from_dict, start_from_json
from .journal import Journal, SeatRecord

SETTLED = "settled%"
"""Hands with a result: ``settled``, and ``settled-on-recovery`` after a crash (002 §5.1.1)."""


@dataclass(frozen=True, slots=True)
class Player:
    """Who sat in a seat, as the history names them."""

    seat: int
    name: str
    identity: str  # the seat name for a human, ``bot:<name>`` for a bot
    human: bool


def player_of(record: SeatRecord) -> Player:
    bot = record.bot
    return Player(record.seat, record.name, record.name if bot is None else f"bot:{bot}",
                  bot is None)


@dataclass(frozen=True, slots=True)
class GameSummary:
    """One saved game as ``poker-tui history`` lists it."""

    session_id: int
    created: str  # ISO 8601, UTC
    config: dict[str, Any]  # the session's setup as journaled (session.config_to_dict)
    status: str  # "open" (resumable) or "closed"
    players: tuple[Player, ...]  # every seat, in seat order
    hands: int  # settled hands
    unit: int  # chips per big blind
    net: dict[int, int]  # seat -> chips won minus chips lost over the settled hands
    dealt: dict[int, int]  # seat -> settled hands it was dealt into

    def bb_per_100(self, seat: int) -> float | None:
        hands = self.dealt.get(seat, 0)
        return 100 * self.net.get(seat, 0) / (hands * self.unit) if hands else None


@dataclass(frozen=True, slots=True)
class PlayedHand:
    """A settled hand replayed with its events, and who held each of its hand positions."""

    session_id: int
    number: int
    started: str  # ISO 8601, UTC
    hand: Hand
    players: tuple[Player, ...]  # players[i] held hand player i
    table_size: int  # seats at the table, dealt in or not


def _players(journal: Journal, session_id: int) -> dict[int, Player]:
    return {r.seat: player_of(r) for r in journal.seats(session_id)}


def _summary(journal: Journal, sid: int, created: str, config_text: str, status: str) -> GameSummary:
    """Nets come from the journaled start and final stacks, so a summary replays nothing."""
    config = json.loads(config_text)
    net: dict[int, int] = {}
    dealt: dict[int, int] = {}
    rows = journal.db.execute(
        "SELECT start, seats, final_stacks FROM hands WHERE session_id = ? AND status LIKE ?",
        (sid, SETTLED)).fetchall()
    for start_text, seats_text, final_text in rows:
        begin = json.loads(start_text)["stacks"]
        final = json.loads(final_text)
        for i, seat in enumerate(json.loads(seats_text)):
            net[seat] = net.get(seat, 0) + final[i] - begin[i]
            dealt[seat] = dealt.get(seat, 0) + 1
    players = tuple(sorted(_players(journal, sid).values(), key=lambda p: p.seat))
    return GameSummary(sid, created, config, status, players, len(rows),
                       stakes_from_dict(config.get("stakes", {})).unit, net, dealt)


GAME_COLUMNS = "SELECT id, created, config, status FROM sessions"


def games(journal: Journal) -> list[GameSummary]:
    """Every saved game, newest first, with each seat's net over its settled hands."""
    return [_summary(journal, *row)
            for row in journal.db.execute(GAME_COLUMNS + " ORDER BY id DESC").fetchall()]


def game(journal: Journal, session_id: int) -> GameSummary:
    """One saved game; ValueError with a sentence when there is none with this id."""
    row = journal.db.execute(GAME_COLUMNS + " WHERE id = ?", (session_id,)).fetchone()
    if row is None:
        raise ValueError(f"there is no saved game {session_id}; `poker-tui history` lists them")
    return _summary(journal, *row)


def played_hands(journal: Journal, session_id: int | None = None,
                 unreadable: list[tuple[int, int]] | None = None) -> Iterator[PlayedHand]:
    """The settled hands of one game (or of all, oldest first), replayed with their events.

    A hand this version cannot replay to its journaled final stacks (written by a version
    that played a rule otherwise) is left out, never guessed at; its (game, hand number)
    goes into ``unreadable`` so the caller can say so.
    """
    sql = ("SELECT h.id, h.session_id, h.number, h.started, h.start, h.seats, h.final_stacks,"
           " s.config FROM hands h JOIN sessions s ON s.id = h.session_id WHERE h.status LIKE ?")
    args: list[Any] = [SETTLED]
    if session_id is not None:
        sql += " AND h.session_id = ?"
        args.append(session_id)
    tables: dict[int, tuple[dict[int, Player], int]] = {}  # per game: its players, its seats
    for hid, sid, number, started, start, order_text, final, config_text in journal.db.execute(
            sql + " ORDER BY h.id", args).fetchall():
        if sid not in tables:
            players = _players(journal, sid)
            tables[sid] = players, len(json.loads(config_text).get("seats", players))
        players, size = tables[sid]
        try:
            hand: Hand | None = replay(start_from_json(start), journal.actions(hid), record=True)
        except Exception:  # an action this version refuses, a game it no longer knows
            hand = None
        if hand is None or not hand.over or hand.stacks != json.loads(final):
            if unreadable is not None:
                unreadable.append((sid, number))
            continue
        yield PlayedHand(sid, number, started, hand,
                         tuple(players[s] for s in json.loads(order_text)), size)

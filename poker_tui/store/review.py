"""Saved games read back for review: the list of games, and their finished hands replayed.

``poker-tui history``, its statistics and its exports all start here; nothing
is written. A game the journal cannot read (a damaged page, a row that does not
decode) is left out with its sentence in ``left_out``, and the rest is read. Only settled hands count (a voided hand has no result, 002 §1.51).
A player is known across games by a name: a human by their seat name, a bot
as ``bot:<name>``, so every game the ``tag`` bot played adds to one line.
"""

from __future__ import annotations

import json
from collections.abc import Iterator
from dataclasses import dataclass
from functools import partial
from typing import Any

from ..engine.hand import Hand, replay
from .codec import stakes_from_dict, start_from_json
from .errors import StoreError
from .journal import Journal, SeatRecord
from .salvage import HandRows

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


def _summary(journal: Journal, hand_rows: HandRows, left_out: list[str] | None, sid: int,
             created: str, status: str) -> GameSummary:
    """Nets come from the journaled start and final stacks, so a summary replays nothing.

    A hand row that does not decode is left out (its sentence in ``left_out``), not the game.
    """
    config = journal.config(sid)
    net: dict[int, int] = {}
    dealt: dict[int, int] = {}
    counted = 0
    for _, _, number, _, start_text, seats_text, _, final_text in hand_rows.of(sid, SETTLED):
        def read(start_text: str = start_text, seats_text: str = seats_text,
                 final_text: str = final_text) -> list[tuple[int, int]]:
            begin = json.loads(start_text)["stacks"]
            final = json.loads(final_text)
            return [(seat, final[i] - begin[i]) for i, seat in enumerate(json.loads(seats_text))]
        try:
            nets = journal.decode(read, sid, number)
        except StoreError as exc:
            if left_out is None:
                raise
            left_out.append(str(exc))
            continue
        counted += 1
        for seat, won in nets:
            net[seat] = net.get(seat, 0) + won
            dealt[seat] = dealt.get(seat, 0) + 1
    players = tuple(sorted(_players(journal, sid).values(), key=lambda p: p.seat))
    unit = journal.decode(lambda: stakes_from_dict(config.get("stakes", {})).unit, sid)
    return GameSummary(sid, created, config, status, players, counted, unit, net, dealt)


GAME_COLUMNS = "SELECT id, created, status FROM sessions"


def games(journal: Journal, left_out: list[str] | None = None) -> list[GameSummary]:
    """Every saved game, newest first, with each seat's net over its settled hands.

    A game that cannot be read is left out, its sentence added to ``left_out`` (raised
    when no list is given); the list of games itself failing is a StoreError.
    """
    found = []
    hand_rows = HandRows(journal)
    for row in journal.rows(GAME_COLUMNS + " ORDER BY id DESC"):
        try:
            found.append(_summary(journal, hand_rows, left_out, *row))
        except StoreError as exc:
            if left_out is None:
                raise
            left_out.append(str(exc))
    _say_lost(hand_rows, left_out)
    return found


def _say_lost(hand_rows: HandRows, left_out: list[str] | None) -> None:
    said = hand_rows.said()
    if said is not None:
        if left_out is None:
            raise StoreError(said, hand_rows.journal.path)
        left_out.append(said)


def game(journal: Journal, session_id: int, left_out: list[str] | None = None) -> GameSummary:
    """One saved game; ValueError with a sentence when there is none with this id."""
    row = journal.one(GAME_COLUMNS + " WHERE id = ?", (session_id,), game=session_id)
    if row is None:
        raise ValueError(f"there is no saved game {session_id}; `poker-tui history` lists them")
    return _summary(journal, HandRows(journal), left_out, *row)


def played_hands(journal: Journal, session_id: int | None = None,
                 unreadable: list[tuple[int, int]] | None = None,
                 left_out: list[str] | None = None, after: int = 0) -> Iterator[PlayedHand]:
    """The settled hands of one game (or of all, oldest first), replayed with their events.

    ``after``: only the hands numbered above it (the HUD reads a game's new hands only).

    A hand this version cannot replay to its journaled final stacks (written by a version
    that played a rule otherwise) is left out, never guessed at; its (game, hand number)
    goes into ``unreadable`` so the caller can say so. A game or hand the journal cannot
    read (damaged, or a row that does not decode) is left out with its sentence in
    ``left_out`` (raised when no list is given).
    """
    if session_id is not None:
        ids = [session_id]
    else:
        ids = [r[0] for r in journal.rows("SELECT id FROM sessions ORDER BY id")]
    hand_rows = HandRows(journal)
    for sid in ids:
        try:
            yield from _game_hands(journal, hand_rows, sid, unreadable, left_out, after)
        except StoreError as exc:
            if left_out is None:
                raise
            left_out.append(str(exc))
    _say_lost(hand_rows, left_out)


def _game_hands(journal: Journal, hand_rows: HandRows, sid: int,
                unreadable: list[tuple[int, int]] | None,
                left_out: list[str] | None, after: int = 0) -> Iterator[PlayedHand]:
    config = journal.config(sid)
    players = _players(journal, sid)
    size = journal.decode(lambda: len(config.get("seats", players)), sid)
    for hid, _, number, started, start, order_text, _, final in hand_rows.of(sid, SETTLED):
        if number <= after:
            continue
        try:
            moves = journal.actions(hid, sid, number)
            order, final_stacks = journal.decode(partial(_loads_both, order_text, final), sid, number)
            seated = journal.decode(partial(_names_of, players, order), sid, number)
        except StoreError as exc:
            if left_out is None:
                raise
            left_out.append(str(exc))
            continue
        try:
            hand: Hand | None = replay(start_from_json(start), moves, record=True)
        except Exception:  # an action this version refuses, a game it no longer knows
            hand = None
        if hand is None or not hand.over or hand.stacks != final_stacks:
            if unreadable is not None:
                unreadable.append((sid, number))
            continue
        yield PlayedHand(sid, number, started, hand, seated, size)


def _loads_both(first: str, second: str) -> tuple[Any, Any]:
    return json.loads(first), json.loads(second)


def _names_of(players: dict[int, Player], seats: list[int]) -> tuple[Player, ...]:
    """The players in ``seats``, in order (a journaled list of seat numbers)."""
    return tuple(players[s] for s in seats)

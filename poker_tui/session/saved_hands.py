"""Saved games and their finished hands, for the replayer: listed, filtered, and stepped.

The replayer (``ui/screens/replay*.py``) browses games and hands and steps
through one hand; this is its door to the journal, read-only, as ``SavedGames``
is the lobby's. A hand is listed with the facts a filter asks (its date, its
pot, whether it reached a showdown, each seat's result) and is stepped through
``replay.hand_steps``, so every frame is the ``TableState`` the live table drew
for the one viewer asked: in a hot-seat game a player sees only their own hidden
cards and, after the hand, what was shown
(docs/architecture.md, "The view function").
The bots' reasons kept in the journal are drawn on their seats, as at a table
showing them. Only settled hands are listed (a voided hand has no result, 002 §1.51).
"""

from __future__ import annotations

from dataclasses import dataclass
from datetime import UTC, datetime, timedelta
from pathlib import Path

from ..engine.games import get_variant
from ..store import review as records
from ..store.journal import Journal, default_path
from .config import GameConfig, config_from_dict, stakes_text
from .events import LogLine
from .model import SeatInfo
from .replay import TURN, Step, hand_steps
from .state import TableState

RESULTS = ("any", "won", "lost")
"""A hand's result for the viewer, as the filter asks it."""


@dataclass(frozen=True, slots=True)
class GameEntry:
    """One saved game as the replayer lists it."""

    session_id: int
    created: str  # ISO 8601, UTC
    title: str  # "No-Limit Texas Hold'em 1/2"
    variant: str  # the game's code: "nlhe", "stud7"...
    humans: tuple[tuple[int, str], ...]  # (seat, name) of every human
    hands: int  # settled hands

    @property
    def shared(self) -> bool:
        """Hot seat: two or more humans shared the keyboard, so whose eyes the replay uses
        is asked."""
        return len(self.humans) > 1

    @property
    def label(self) -> str:
        day = self.created[:10]
        return f"{day} · {self.title} · {self.hands} hand{'s' if self.hands != 1 else ''}"


@dataclass(frozen=True, slots=True)
class HandEntry:
    """One settled hand, with what the filters ask of it."""

    session_id: int
    hand_no: int
    started: str  # ISO 8601, UTC
    pot: int  # every chip put in
    unit: int  # chips in one big blind
    showdown: bool  # hands were shown for the pot (not all but one folded)
    nets: tuple[tuple[int, int], ...]  # (seat, chips won or lost) of every seat dealt in
    winners: tuple[str, ...]

    def result(self, seat: int | None) -> int | None:
        """``seat``'s net in this hand, or None when it was not dealt in."""
        return next((n for s, n in self.nets if s == seat), None)


@dataclass(frozen=True, slots=True)
class HandFilter:
    """What the replayer's hand list keeps: ``result`` for the viewer (``RESULTS``), a
    showdown or not (None: either), and the smallest pot in big blinds."""

    result: str = "any"
    showdown: bool | None = None
    min_pot_bb: float = 0.0

    def keeps(self, hand: HandEntry, viewer: int | None) -> bool:
        if self.showdown is not None and hand.showdown != self.showdown:
            return False
        if hand.pot < self.min_pot_bb * hand.unit:
            return False
        if self.result == "any":
            return True
        net = hand.result(viewer)
        return net is not None and (net > 0 if self.result == "won" else net < 0)


def since(days: int | None, now: datetime | None = None) -> str | None:
    """The ISO date ``days`` days before ``now`` (None: any date): games created that day or
    later are kept. ``days=0`` is today."""
    if days is None:
        return None
    return ((now or datetime.now(UTC)) - timedelta(days=days)).date().isoformat()


@dataclass(frozen=True, slots=True)
class HandReplay:
    """One hand stepped for one viewer: its steps, the log, and the viewer's decisions."""

    game: GameEntry
    hand: HandEntry
    config: GameConfig
    viewer: int | None
    steps: tuple[Step, ...]
    said: tuple[tuple[int, LogLine], ...]  # each log line, with the steps taken when said
    decisions: dict[int, int]  # step index of each of the viewer's turns -> its action index
    actions: tuple[tuple[int, str], ...]  # (seat, the action's words) of every action, in order
    record: records.PlayedHand  # the hand as journaled, for the review

    def state(self, i: int) -> TableState:
        return self.steps[i].states[self.viewer]

    def log(self, i: int) -> list[LogLine]:
        """The hand log as it stood at step ``i``."""
        return [line for taken, line in self.said if taken <= i + 1]

    @property
    def streets(self) -> list[int]:
        """The first step of each street (the deal, each new board or card, the showdown)."""
        firsts, last = [], None
        for i in range(len(self.steps)):
            street = self.state(i).street
            if street != last:
                firsts.append(i)
                last = street
        return firsts

    @property
    def showdown(self) -> int:
        """The first step where a hand is named or a pot has its winner; else the last."""
        for i in range(len(self.steps)):
            state = self.state(i)
            if any(s.hand_name for s in state.seats) or any(p.winners for p in state.pots):
                return i
        return len(self.steps) - 1


class SavedHands:
    """The replayer's saved games (``store.default_path()`` unless told), read-only.

    Every call opens the journal for reading and closes it, so a game being played in this
    window (or another) is read as far as it has gone. ``ValueError``/``StoreError`` carry
    one sentence each.
    """

    def __init__(self, path: str | Path | None = None) -> None:
        self.path = Path(path or default_path())
        self.left_out: list[str] = []  # sentences for games or hands that could not be read

    def _reader(self) -> Journal | None:
        return Journal.reader(self.path)

    def games(self, variant: str | None = None, since_day: str | None = None) -> list[GameEntry]:
        """Saved games with a settled hand, newest first; of one game (code) and from a day."""
        journal = self._reader()
        if journal is None:
            return []
        try:
            found = records.games(journal, self.left_out)
        finally:
            journal.close()
        out = []
        for g in found:
            try:
                config = config_from_dict(g.config)
            except (ValueError, KeyError, TypeError):
                continue  # written by a version that had other games: not offered
            if g.hands == 0 or (variant is not None and config.variant != variant):
                continue
            if since_day is not None and g.created[:10] < since_day:
                continue
            humans = tuple((i, s.name) for i, s in enumerate(config.seats) if s.is_human)
            title = f"{get_variant(config.variant).name} {stakes_text(config)}"
            out.append(GameEntry(g.session_id, g.created, title, config.variant, humans, g.hands))
        return out

    def hands(self, game: GameEntry) -> list[HandEntry]:
        """Every settled hand of ``game``, oldest first."""
        return [entry for entry, _, _ in self._played(game)]

    def _played(self, game: GameEntry) -> list[tuple[HandEntry, records.PlayedHand, list[int]]]:
        """Each hand with its replayed record and every seat's stack before it."""
        journal = self._reader()
        if journal is None:
            return []
        try:
            config = config_from_dict(journal.config(game.session_id))
            played = list(records.played_hands(journal, game.session_id, left_out=self.left_out))
        finally:
            journal.close()
        stacks = [s.stack or config.buy_in for s in config.seats]
        out = []
        for p in played:
            hand = p.hand
            order = [player.seat for player in p.players]
            shown = bool(hand.shown)  # hands shown for the pot, not all folded to one
            winners = tuple(p.players[i].name for i in range(hand.n) if hand.net[i] > 0)
            nets = tuple((seat, hand.net[i]) for i, seat in enumerate(order))
            entry = HandEntry(
                game.session_id,
                p.number,
                p.started,
                hand.pot,
                hand.stakes.unit,
                shown,
                nets,
                winners,
            )
            out.append((entry, p, list(stacks)))
            for i, seat in enumerate(order):
                stacks[seat] = hand.stacks[i]
        return out

    def replay(self, game: GameEntry, hand_no: int, viewer: int | None) -> HandReplay:
        """Hand ``hand_no`` of ``game`` stepped for ``viewer`` (a human's seat, or None for
        nobody: only what was dealt face up or shown)."""
        humans = [seat for seat, _ in game.humans]
        if viewer is not None and viewer not in humans:
            raise ValueError(f"seat {viewer + 1} is not a human of this game")
        journal = self._reader()
        if journal is None:
            raise ValueError(f"there is no saved game {game.session_id}")
        try:
            config = config_from_dict(journal.config(game.session_id))
            reasons = journal.reasons(game.session_id).get(hand_no, {})
        finally:
            journal.close()
        for entry, played, stacks in self._played(game):
            if entry.hand_no == hand_no:
                return _stepped(game, entry, played, stacks, config, viewer, reasons)
        raise ValueError(f"game {game.session_id} has no settled hand #{hand_no}")


def _stepped(
    game: GameEntry,
    entry: HandEntry,
    played: records.PlayedHand,
    stacks: list[int],
    config: GameConfig,
    viewer: int | None,
    reasons: dict[int, str],
) -> HandReplay:
    hand = played.hand
    order = [p.seat for p in played.players]
    seats = [
        SeatInfo(s.name, s.is_human, True, stacks[i], i not in order)
        for i, s in enumerate(config.seats)
    ]
    said: list[tuple[int, LogLine]] = []
    steps = hand_steps(
        config,
        entry.hand_no,
        hand.start,
        hand.actions,
        order,
        seats,
        [viewer],
        reasons=reasons,
        said=said,
    )
    turns = [i for i, s in enumerate(steps) if s.kind == TURN]
    human_actions = [k for k, (p, _) in enumerate(hand.actions) if order[p] in config.humans]
    decisions = {
        step: k
        for step, k in zip(turns, human_actions, strict=True)
        if steps[step].seat == viewer and viewer is not None
    }
    words = tuple((order[p], str(a)) for p, a in hand.actions)
    return HandReplay(
        game, entry, config, viewer, tuple(steps), tuple(said), decisions, words, played
    )

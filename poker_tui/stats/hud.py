"""The HUD's numbers: each opponent's play over the hands they played against you.

An opponent is known across games as ``history stats`` knows them (a human by
name, a bot as ``bot:<name>``, every game it played adding up). A hand counts
for an opponent when one of ``you`` (the humans at this table) was dealt into
it too. The book reads the journal once, then after each hand only the hands
not yet counted, so a long history costs its first read only (the table reads
it in a thread). The numbers are ``players.py``'s: the same as ``history stats``.
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass

from ..store.journal import Journal
from ..store.review import PlayedHand, Player, played_hands
from .players import PlayerStats, add_hand


class OpponentBook:
    """Opponents' counters over the hands played against ``you``, kept up to date."""

    def __init__(self, you: Iterable[str]) -> None:
        self.you = frozenset(you)
        self.table: dict[str, PlayerStats] = {}
        self.read_to: dict[int, int] = {}  # game id -> the last hand number counted
        self.started = False

    def add(self, hands: Iterable[PlayedHand]) -> None:
        """Count the hands given (each at most once: by game and hand number)."""
        for played in hands:
            if played.number <= self.read_to.get(played.session_id, 0):
                continue
            self.read_to[played.session_id] = played.number
            names = {p.identity for p in played.players}
            if names & self.you:
                add_hand(self.table, played, only=names - self.you)

    def read(self, journal: Journal) -> None:
        """Every saved hand the first time; after that, each game's hands not yet counted."""
        if not self.started:
            self.started = True
            self.add(played_hands(journal, None, [], []))
            return
        for (game,) in journal.rows("SELECT id FROM sessions ORDER BY id"):
            self.add(played_hands(journal, game, [], [], after=self.read_to.get(game, 0)))

    def of(self, identity: str) -> PlayerStats | None:
        return self.table.get(identity)


def pct(count: int, whole: int) -> str:
    return f"{round(100 * count / whole)}" if whole else "-"


def hud_fields(s: PlayerStats) -> list[tuple[str, str]]:
    """(label, value) in the order a HUD shows them: hands, VPIP, PFR, 3-bet, AF, WTSD."""
    af = "-" if s.aggression is None else f"{s.aggression:.1f}"
    return [
        ("hands", f"{s.hands}"),
        ("VPIP", pct(s.vpip, s.hands)),
        ("PFR", pct(s.pfr, s.hands)),
        ("3B", pct(s.three_bets, s.three_bet_chances)),
        ("AF", af),
        ("WTSD", pct(s.showdowns, s.hands)),
    ]


def hud_text(s: PlayerStats | None, width: int) -> str:
    """The seat's HUD in ``width`` cells: ``n42 24/18/6/2.1/30``, cut from the right."""
    if s is None or not s.hands:
        return "n0"[:width]
    values = [v for _, v in hud_fields(s)]
    text = f"n{values[0]}"
    for i, v in enumerate(values[1:]):
        more = f"{' ' if i == 0 else '/'}{v}"
        if len(text) + len(more) > width:
            break
        text += more
    return text[:width]


def hud_sentence(s: PlayerStats | None) -> str:
    """The full HUD line for the panel: every number with its name and the sample size."""
    if s is None or not s.hands:
        return "no hands against you yet"
    return " ".join(
        f"{label} {value}{'%' if label in ('VPIP', 'PFR', '3B', 'WTSD') and value != '-' else ''}"
        for label, value in hud_fields(s)
    )


@dataclass(frozen=True, slots=True)
class SeatNumbers:
    """What the HUD shows on one opponent's seat: who they are and their numbers."""

    name: str  # the seat's name at this table
    identity: str  # as the statistics know them: a human's name, or ``bot:<name>``
    stats: PlayerStats | None  # None: no hand against you yet


class TableHud:
    """The HUD of one table: its opponents' numbers by seat, read again after each hand.

    ``players`` are the table's seats as the statistics know them; the humans among
    them are ``you`` (their seats get no HUD), everyone else is an opponent. Call
    ``numbers`` from a thread, with a journal reader of its own.
    """

    def __init__(self, players: Iterable[Player]) -> None:
        self.players = {p.seat: p for p in players}
        self.book = OpponentBook(p.identity for p in self.players.values() if p.human)

    def numbers(self, journal: Journal) -> dict[int, SeatNumbers]:
        self.book.read(journal)
        return {
            seat: SeatNumbers(p.name, p.identity, self.book.of(p.identity))
            for seat, p in self.players.items()
            if p.identity not in self.book.you
        }

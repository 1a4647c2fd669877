"""The HUD's numbers: each opponent's play over the hands they played against you.

An opponent is known across games as ``history stats`` knows them (a human by
name, a bot as ``bot:<name>``, every game it played adding up). A hand counts
for an opponent when one of ``you`` (the humans at this table) was dealt into
it too. The book reads the journal once, then after each hand only that game's
new hands, so a long history costs its first read only (the table reads it in
a thread). The numbers are ``players.py``'s: the same as ``history stats``.
"""

from __future__ import annotations

from collections.abc import Iterable

from ..store.journal import Journal
from ..store.review import PlayedHand, played_hands
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

    def read(self, journal: Journal, session_id: int | None = None) -> None:
        """Every saved hand the first time; then the new hands of ``session_id``."""
        if not self.started or session_id is None:
            self.started = True
            self.add(played_hands(journal, None, [], []))
        else:
            after = self.read_to.get(session_id, 0)
            self.add(played_hands(journal, session_id, [], [], after=after))

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

"""``--csv``: one row per hand and seat, written as the match goes (never kept in memory).

Each block formats its rows into text; the parent process appends the texts
in deal order, so the file is the same whatever ``--jobs`` is. The columns
are documented in docs/lab.md.
"""

from __future__ import annotations

import csv
import io

from ..engine.cards import format_cards
from ..engine.hand import Hand
from ..stats.hand_facts import hand_facts

COLUMNS = ("hand", "deal", "replay", "seat", "bot", "position", "hole", "board", "stack", "net",
           "vpip", "pfr", "bets_raises", "calls", "showdown", "won", "rebuy", "faults")


def position_name(offset: int, players: int) -> str:
    """The seat's position from its distance to the button (0 = button)."""
    if players == 2:
        return "BTN/SB" if offset == 0 else "BB"
    if offset < 3:
        return ("BTN", "SB", "BB")[offset]
    if offset == 3:
        return "UTG"
    from_end = players - offset  # 1 for the seat right of the button
    if from_end <= 3:
        return ("CO", "HJ", "LJ")[from_end - 1]
    return f"UTG+{offset - 3}"


def _cards(cards: list[int]) -> str:
    return format_cards(cards).replace(" ", "")


class CsvRows:
    """Rows of one block, formatted into a string buffer."""

    def __init__(self, header: bool = False) -> None:
        self.buffer = io.StringIO()
        self.writer = csv.writer(self.buffer, lineterminator="\n")
        if header:
            self.writer.writerow(COLUMNS)

    def add_hand(self, hand: Hand, hand_id: int, deal: int, replay: int, seating: tuple[int, ...],
                 labels: list[str], rebuys: list[bool], faults: list[int]) -> None:
        vpip, pfr, aggressive, calls, showdown, won = hand_facts(hand)
        start = hand.start.stacks
        n = hand.n
        board = _cards(hand.board)
        rows = []
        for s in range(n):
            rows.append((hand_id, deal + 1, replay + 1, s + 1, labels[seating[s]],
                         position_name((s - hand.button) % n, n), _cards(hand.hole[s]), board,
                         start[s], hand.stacks[s] - start[s], int(vpip[s]), int(pfr[s]),
                         aggressive[s], calls[s], int(showdown[s]), int(won[s]),
                         int(rebuys[s]), faults[s]))
        self.writer.writerows(rows)

    def text(self) -> str:
        return self.buffer.getvalue()


def header() -> str:
    return ",".join(COLUMNS) + "\n"

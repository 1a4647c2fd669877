"""What the journal holds of the players' actions, read straight from SQLite for tests
that drive poker-tui from outside (a pseudo-terminal, a browser) and check what it saved."""

from __future__ import annotations

import json
import sqlite3
from pathlib import Path


def settled_actions(db: Path) -> list[tuple[int, str, str, int]]:
    """(hand number, the player's name, kind, amount) of every action of every settled hand,
    in the order played; empty while the journal does not exist yet or is being made."""
    if not db.exists():
        return []
    try:
        with sqlite3.connect(f"file:{db}?mode=ro", uri=True) as con:
            names = {
                (sid, seat): name
                for sid, seat, name in con.execute("SELECT session_id, seat, name FROM seats")
            }
            out = []
            hands = con.execute(
                "SELECT id, session_id, number, seats FROM hands"
                " WHERE status = 'settled' ORDER BY id"
            ).fetchall()
            for hid, sid, number, seats in hands:
                order = json.loads(seats)
                for player, kind, amount in con.execute(
                    "SELECT player, kind, amount FROM actions WHERE hand_id = ? ORDER BY seq",
                    (hid,),
                ):
                    out.append((number, names[(sid, order[player])], kind, amount))
            return out
    except sqlite3.OperationalError:  # the journal is being created
        return []

"""Reading round a damaged page: the hands a scan cannot reach, looked up one by one.

A game's hands are read with one query over the ``hands`` table, and a single
damaged page of that table fails the query for every game. When it does,
``HandRows`` looks each hand up by its id instead (a lookup only touches the
pages on its own path), keeps the rows it can read, and remembers the ids it
cannot (failing or silently missing: SQLite's quick check says first whether
the file is damaged at all, and then every id is looked up), so ``poker-tui history`` can total every game it can read and say
which records it left out.
"""

from __future__ import annotations

from typing import Any

from .errors import StoreError
from .journal import Journal

COLUMNS = "id, session_id, number, started, start, seats, status, final_stacks"
"""A hand row as ``HandRows`` gives it, in this order."""


def ranges(ids: list[int]) -> str:
    """``1-12, 15``: ids as runs."""
    out: list[str] = []
    start = prev = None
    for i in sorted(ids):
        if prev is not None and i == prev + 1:
            prev = i
            continue
        if start is not None:
            out.append(f"{start}-{prev}" if prev != start else str(start))
        start = prev = i
    if start is not None:
        out.append(f"{start}-{prev}" if prev != start else str(start))
    return ", ".join(out)


class HandRows:
    """The hand rows of each game, by one query while it works and one by one after."""

    def __init__(self, journal: Journal) -> None:
        self.journal = journal
        self.salvaged: dict[int, list[tuple[Any, ...]]] | None = None  # game -> rows
        self.lost: list[int] = []  # hand ids no lookup could read

    def of(self, session_id: int, status_like: str) -> list[tuple[Any, ...]]:
        """The game's hands with a status LIKE ``status_like``, oldest first."""
        if self.salvaged is None and self.journal.damage() is not None:
            self._salvage()  # a scan over a damaged page may pass rows over in silence
        if self.salvaged is None:
            try:
                return self.journal.rows(
                    f"SELECT {COLUMNS} FROM hands WHERE session_id = ? AND status LIKE ?"
                    " ORDER BY id", (session_id, status_like), game=session_id)
            except StoreError as exc:
                if "damaged" not in str(exc):
                    raise
                self._salvage()
        assert self.salvaged is not None
        prefix = status_like.rstrip("%")
        exact = not status_like.endswith("%")
        return [r for r in self.salvaged.get(session_id, [])
                if (r[6] == prefix if exact else str(r[6]).startswith(prefix))]

    def _top_id(self) -> int:
        """The highest hand id the file knows of, from the hands or from their actions."""
        top = 0
        for sql in ("SELECT MAX(id) FROM hands", "SELECT MAX(hand_id) FROM actions"):
            try:
                row = self.journal.one(sql)
            except StoreError:
                continue
            if row and isinstance(row[0], int):
                top = max(top, row[0])
        return top

    def _salvage(self) -> None:
        """Every hand id up to the highest, looked up alone. The journal never deletes a
        hand and SQLite gives each new one the next id, so an id no lookup finds (a damaged
        page can hide a row without an error) is a lost record too, as is one that fails."""
        known = {r[0] for r in self.journal.rows("SELECT id FROM sessions")}
        found: dict[int, list[tuple[Any, ...]]] = {}
        for hid in range(1, self._top_id() + 1):
            try:
                row = self.journal.one(f"SELECT {COLUMNS} FROM hands WHERE id = ?", (hid,))
            except StoreError:
                row = None
            if row is None or row[0] != hid or row[1] not in known:
                self.lost.append(hid)
                continue
            found.setdefault(row[1], []).append(row)
        self.salvaged = found

    def said(self) -> str | None:
        """The sentence for the hand records left out, or None."""
        if not self.lost:
            return None
        n = len(self.lost)
        return (f"The saved games at {self.journal.path} are damaged: {n} hand record"
                f"{'s' if n != 1 else ''} (id {ranges(self.lost)}) cannot be read and are left"
                " out of every total; their games cannot be told.")

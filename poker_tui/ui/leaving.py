"""The session summary said when you leave a table: hands, net, bb/100, the biggest pot, blunders.

Leaving for the lobby shows it as a notification; quitting prints it in the
terminal after the app has closed (``App.exit(message=...)``). It is read from
the journal (``stats.session_summary``, docs/stats.md), so a game that is not
saved has none. The review that counts the blunders prices every decision, so
it runs only for games of a modest length (``REVIEW_HANDS``); a longer game's
summary says its blunders are in ``poker-tui history review``.
"""

from __future__ import annotations

from pathlib import Path
from typing import TYPE_CHECKING

from ..stats.session_summary import session_summaries
from ..store import Journal
from ..store.errors import StoreError

if TYPE_CHECKING:
    from .screens.table import TableScreen

REVIEW_HANDS = 60
"""The summary reviews (and counts blunders in) games of up to this many hands."""


def summary_words(table: TableScreen | None, path: Path | None) -> str | None:
    """``Session summary: You: 24 hands, +120 chips (+25.0 bb/100), ...`` or None."""
    state = table.table_state if table is not None else None
    if table is None or path is None or state is None or not state.saved:
        return None
    game = table.session.session_id
    if game is None:
        return None
    try:
        reader = Journal.reader(path)
        if reader is None:
            return None
        try:
            review = state.hand_no <= REVIEW_HANDS
            lines = [s.sentence() for s in session_summaries(reader, game, review=review)]
        finally:
            reader.close()
    except (StoreError, ValueError):
        return None  # the journal cannot be read now: leaving never fails for a summary
    if not lines:
        return None
    more = "" if state.hand_no <= REVIEW_HANDS else " Blunders: `poker-tui history review`."
    return "Session summary: " + " ".join(lines) + more

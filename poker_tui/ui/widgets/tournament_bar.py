"""One line above the felt at a sit-and-go: the level, what comes next and when, who is left.

Drawn from ``TableState.tournament`` alone (the seam), so a replay or a test draws
the same line; hidden at a cash game. Once every human is out it says so and names
the key that skips the rest to the results.
"""

from __future__ import annotations

from textual.reactive import reactive
from textual.widgets import Static

from ...session import TableState, ordinal
from ..keys import shown


def tournament_line(state: TableState, width: int, skip_key: str = "G") -> str:
    """As much of the sit-and-go's news as fits in ``width`` cells, the most useful first."""
    status = state.tournament
    if status is None:
        return ""
    level = f"Level {status.level}: {status.blinds}"
    left = f"{status.left} of {status.entrants} left"
    pays = "pays " + "/".join(f"{p:,}" for p in status.prizes)
    if status.over:
        winner = status.finishes[0].name if status.finishes else ""
        parts = [f"{winner} won the sit-and-go", pays]
    elif status.humans_out:
        mine = next((f for f in status.finishes if f.seat == state.hero), None)
        out = (
            "Every human is out"
            if state.shared or mine is None
            else (f"You finished {ordinal(mine.place)}")
        )
        skip = "" if status.skipping else f" · {skip_key} skips to the results"
        parts = [out, "the bots play on" + skip, level, left]
    else:
        later = (
            f"next {status.next_blinds} in {status.until_next}"
            if status.next_blinds
            else "the last level"
        )
        parts = [level, later, left, pays]
    for sep in ("  ·  ", " · "):
        text = " " + sep.join(parts)
        if len(text) <= width:
            return text
    while len(parts) > 1 and len(" " + " · ".join(parts)) > width:
        parts.pop()
    return (" " + " · ".join(parts))[:width]


class TournamentBar(Static):
    DEFAULT_CSS = """
    TournamentBar { height: 1; background: #1c2a1f; color: #e3b341; display: none; }
    """

    table_state: reactive[TableState | None] = reactive(None, always_update=True)

    def watch_table_state(self, state: TableState | None) -> None:
        self.display = state is not None and state.tournament is not None
        if state is not None and state.tournament is not None:
            width = self.size.width or self.app.size.width
            self.update(tournament_line(state, width, shown("skip-results", self.app)))


__all__ = ["TournamentBar", "tournament_line"]

"""The store: a SQLite journal of sessions and hands, so nothing is lost when a terminal dies.

Every hand is journaled as its start (stacks, button, house rules, deck order)
plus each action as it is taken. A crash mid-hand voids that hand and returns
its bets (002 §5.1); a hand whose journaled actions already reach the
showdown is settled.

The names load from their modules on first use (``engine.lazy_exports``): the lobby
asks where the journal is (``location``) before SQLite is needed at all.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from ..engine.lazy_exports import lazy_exports

if TYPE_CHECKING:
    from .journal import LEFT, Journal, RecoveredSession, SeatRecord
    from .location import default_path

__all__ = ["LEFT", "Journal", "RecoveredSession", "SeatRecord", "default_path"]

__getattr__, __dir__ = lazy_exports(
    __name__,
    {
        "journal": ("LEFT", "Journal", "RecoveredSession", "SeatRecord"),
        "location": ("default_path",),
    },
)

"""The store: a SQLite journal of sessions and hands, so nothing is lost when a terminal dies.

Every hand is journaled as its start (stacks, button, house rules, deck order)
plus each action as it is taken. A crash mid-hand voids that hand and returns
its bets (002 §5.1); a hand whose journaled actions already reach the
showdown is settled.
"""

from .journal import LEFT, Journal, RecoveredSession, SeatRecord, default_path

__all__ = ["LEFT", "Journal", "RecoveredSession", "SeatRecord", "default_path"]

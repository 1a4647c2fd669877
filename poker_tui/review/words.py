"""The one plain sentence a reviewed decision gets, in the words a player uses.

Why its own module: the table, the replayer and the command line show the
same sentence; the numbers in it are the review's own, rounded as shown.
"""

from __future__ import annotations

__all__ = ["sentence"]


def _pct(x: float) -> str:
    return f"{100 * x:.0f}%"


_DID = {"fold": "folded", "check": "checked", "call": "called", "bet": "bet", "raise": "raised"}
_DOING = {
    "fold": "folding",
    "check": "checking",
    "call": "calling",
    "bet": "betting",
    "raise": "raising",
}


def sentence(
    chose: str,
    best: str,
    equity: float,
    needs: float,
    lost_bb: float,
    good: bool,
    amount: int = 0,
    vs_random: bool = False,
) -> str:
    """``You folded 38% when the call needed 25%: about 1.3 bb given up.``"""
    against = " against random hands" if vs_random else ""
    if chose in ("fold", "call"):
        head = f"You {_DID[chose]} {_pct(equity)}{against} when the call needed {_pct(needs)}"
    elif chose == "check":
        head = f"You checked {_pct(equity)}{against}"
    else:
        size = f"raised to {amount}" if chose == "raise" else f"bet {amount}"
        head = f"You {size} with {_pct(equity)}{against}"
        if needs:
            head += f" when a call needed {_pct(needs)}"
    if good:
        tail = "the best play" if chose == best else "about as good as the best play"
        if lost_bb >= 0.05:
            tail += f" ({_DOING[best]} was {lost_bb:.1f} bb better)"
        return f"{head}: {tail}."
    if chose == "fold":
        return f"{head}: about {lost_bb:.1f} bb given up."
    return f"{head}: about {lost_bb:.1f} bb given up; {_DOING[best]} was better."

"""What a price asks of a hand: pot odds, the equity a call needs, the fold equity a bet needs.

Why: equity alone does not say call or fold; the price does. All in chips
(integers in play), results as fractions of 1. A call or bet is assumed to
close the action (no raise behind), as the books' simple formulas do.
"""

from __future__ import annotations

__all__ = ["call_needs", "fold_equity_needs", "pot_odds"]


def pot_odds(pot: int, call: int) -> float:
    """The pot laid to a call, as pot/call (``3.0`` reads "3 to 1"); inf when the call is free.
    ``pot`` holds every chip already in the middle, the opponents' bets included."""
    return float("inf") if call <= 0 else pot / call


def call_needs(pot: int, call: int) -> float:
    """The equity at which a call breaks even: call / (pot + call)."""
    return 0.0 if call <= 0 else call / (pot + call)


def fold_equity_needs(pot: int, bet: int, equity: float = 0.0) -> float:
    """How often a bet of ``bet`` into ``pot`` must win at once to break even, given the
    bettor's ``equity`` when called: solving f * pot + (1 - f) * (e * (pot + 2 bet) - bet) = 0
    for f, clamped to [0, 1] (0: the bet pays even when always called)."""
    if bet <= 0:
        return 0.0
    called = equity * (pot + 2 * bet) - bet  # what the bet wins on average when called
    if called >= 0:
        return 0.0
    return min(1.0, -called / (pot - called))

"""Payout tables: "50/30/20" into places, and a prize pool into whole-chip prizes.

Why whole chips: prizes are paid in the table's smallest unit like every other
amount (docs/architecture.md, "Chips are integers"). A pool that does not divide
evenly leaves a remainder of a few chips; it goes to the highest place, one chip
at a time from first place down, as tournament rooms round a payout table
(recorded in docs/rules.md, "Tournaments").
"""

from __future__ import annotations

from collections.abc import Sequence

NAMED = {
    "winner-takes-all": (100,),
    "50/30/20": (50, 30, 20),
    "65/35": (65, 35),
    "40/30/20/10": (40, 30, 20, 10),
}


def parse_payouts(text: str) -> tuple[float, ...]:
    """ "50/30/20", "50,30,20" or a name in ``NAMED``: the payout of each place, first first."""
    word = text.strip().lower()
    if word in NAMED:
        return tuple(float(p) for p in NAMED[word])
    parts = [p.strip() for p in word.replace("/", ",").split(",")]
    if not parts or any(not p for p in parts):
        raise ValueError(
            f"Payouts {text!r} are not a list: write them as 50,30,20 or 50/30/20"
            f" (or one of {', '.join(NAMED)})."
        )
    out = []
    for i, p in enumerate(parts):
        try:
            value = float(p.rstrip("%"))
        except ValueError:
            raise ValueError(f"Payout {i + 1} ({p!r}) is not a number.") from None
        if not value >= 0 or value == float("inf"):
            raise ValueError(f"Payout {i + 1} ({p!r}) must be 0 or more.")
        out.append(value)
    if sum(out) <= 0:
        raise ValueError("The payouts pay nobody: at least one must be above 0.")
    return tuple(out)


def prizes(pool: int, shares: Sequence[float]) -> tuple[int, ...]:
    """The pool split by ``shares`` (any scale) into whole chips that add up to the pool."""
    if pool < 0:
        raise ValueError("A prize pool cannot be negative.")
    total = float(sum(shares))
    if total <= 0:
        raise ValueError("The payouts pay nobody: at least one must be above 0.")
    out = [int(pool * s // total) for s in shares]
    left = pool - sum(out)
    i = 0
    while left > 0:  # the odd chips: highest place first
        if shares[i % len(shares)] > 0:
            out[i % len(shares)] += 1
            left -= 1
        i += 1
    return tuple(out)

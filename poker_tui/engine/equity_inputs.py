"""What the numpy equity functions accept, and when they enumerate rather than sample.

One home for the checks ``batch_equity.py`` and ``range_equity.py`` both make
on the cards they are given (a sentence naming what is wrong, as everywhere in
the engine) and for their shared limits.
"""

from __future__ import annotations

from collections.abc import Sequence

__all__ = ["DEFAULT_SAMPLES", "EXACT_LIMIT", "check_distinct", "checked_cards"]

DEFAULT_SAMPLES = 100_000
"""Monte Carlo boards used when exact enumeration is too big and no sample count is given."""
EXACT_LIMIT = 4_000_000
"""Enumerate exactly when (boards x villain holdings) is at most this; else sample."""


def checked_cards(cards: Sequence[int], what: str) -> list[int]:
    """The cards as plain ints; ValueError naming ``what`` for one that is not a card."""
    out = [int(c) for c in cards]
    for c in out:
        if not 0 <= c < 52:
            raise ValueError(f"{what}: {c} is not a card (0..51)")
    return out


def check_distinct(*groups: Sequence[int]) -> None:
    """ValueError for a card that appears twice among the groups."""
    seen: set[int] = set()
    for g in groups:
        for c in g:
            if c in seen:
                raise ValueError(f"card {c} appears twice among hero, villains, board and dead")
            seen.add(c)

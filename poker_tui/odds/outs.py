"""Outs: the next cards that take a hand from behind to ahead, and what each one makes.

Why: players count outs ("nine to the flush"); a list of the cards, each
with the hand it makes, checks the count. Hold'em (two hole cards, a
52-card deck), on the flop or the turn. Ahead and behind are measured
against the opponents' ranges as the board stands: a card is an out when
the hand wins at most half the weight of a range now and more than half
with the card. Against several opponents the shares multiply (each
opponent is assumed to hold independently).
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

import numpy as np

from ..engine.batch import _BITS, _KEY, hand_values
from ..engine.cards import format_cards
from ..engine.games import get_variant
from ..engine.showdown import as_value

__all__ = ["Out", "outs"]


@dataclass(frozen=True)
class Out:
    card: int
    makes: str  # the hand category it makes: "Flush", "Straight", ...
    share: float  # the pot share against the ranges once the card falls

    def __str__(self) -> str:
        return f"{format_cards([self.card])} ({self.makes})"


def _share(
    hero: Sequence[int], board: Sequence[int], combos: np.ndarray, weights: np.ndarray
) -> float:
    cards = list(hero) + list(board)
    n = len(cards)
    keep = ~np.isin(combos, cards).any(axis=1) & (weights > 0)
    c, w = combos[keep], weights[keep]
    if not len(c):
        return 1.0
    base_k, base_b = int(_KEY[list(board)].sum()), int(_BITS[list(board)].sum())
    mine = hand_values(np.array([int(_KEY[cards].sum())]), np.array([int(_BITS[cards].sum())]), n)[
        0
    ]
    theirs = hand_values(_KEY[c].sum(axis=1) + base_k, _BITS[c].sum(axis=1) + base_b, n)
    score = np.where(mine > theirs, 1.0, np.where(mine == theirs, 0.5, 0.0))
    return float((score * w).sum() / w.sum())


def outs(
    hero: Sequence[int],
    board: Sequence[int],
    opponents: Sequence[tuple[np.ndarray, np.ndarray]],
    dead: Sequence[int] = (),
) -> list[Out]:
    """The outs of ``hero`` (two cards) on a flop or turn ``board`` against each opponent's
    (combos, weights); empty when the hand is ahead already or the board is not 3 or 4 cards."""
    if len(board) not in (3, 4) or len(hero) != 2:
        return []

    def share(b: Sequence[int]) -> float:
        out = 1.0
        for combos, w in opponents:
            out *= _share(hero, b, combos, w)
        return out

    if share(board) > 0.5:
        return []
    variant = get_variant("nlhe")
    gone = set(hero) | set(board) | set(dead)
    found = []
    for c in range(52):
        if c in gone:
            continue
        s = share([*board, c])
        if s > 0.5:
            cards = [*hero, *board, c]
            value = hand_values(
                np.array([int(_KEY[cards].sum())]), np.array([int(_BITS[cards].sum())]), len(cards)
            )[0]
            found.append(Out(c, as_value(variant, int(value)).category, s))
    return found

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


def _shares(
    hero: Sequence[int],
    board: Sequence[int],
    nexts: Sequence[int],
    combos: np.ndarray,
    weights: np.ndarray,
) -> np.ndarray:
    """Hero's pot share against the weighted combos, with the board as it stands (``nexts``
    empty: one share) or with each card of ``nexts`` added (one share per card), in one grid."""
    extra = list(nexts) or [-1]
    cards = np.array(extra, dtype=np.intp)
    base = list(hero) + list(board)
    gone = np.zeros(53, dtype=bool)  # index 52 stands for "no card"
    gone[base] = True
    keep = ~(gone[combos[:, 0]] | gone[combos[:, 1]]) & (weights > 0)
    c, w = combos[keep], weights[keep]
    if not len(c):
        return np.ones(len(nexts) or 1)
    key_of = np.append(_KEY, 0)
    bits_of = np.append(_BITS, 0)
    n = len(base) + (1 if nexts else 0)
    bk = int(key_of[list(board)].sum()) + key_of[cards]  # (C,)
    bb = int(bits_of[list(board)].sum()) + bits_of[cards]
    hk = int(_KEY[list(hero)].sum())
    hb = int(_BITS[list(hero)].sum())
    mine = hand_values(bk + hk, bb + hb, n)  # (C,)
    ck = _KEY[c[:, 0]] + _KEY[c[:, 1]]
    cb = _BITS[c[:, 0]] + _BITS[c[:, 1]]
    # a combo holding the card that falls is not possible then: left out of that card's share
    live = (c[None, :, 0] != cards[:, None]) & (c[None, :, 1] != cards[:, None])
    theirs = hand_values(bk[:, None] + ck[None, :], bb[:, None] + cb[None, :], n, clip=True)
    score = np.where(mine[:, None] > theirs, 1.0, np.where(mine[:, None] == theirs, 0.5, 0.0))
    ww = live * w[None, :]
    return (score * ww).sum(axis=1) / ww.sum(axis=1)


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
    now = 1.0
    for combos, w in opponents:
        now *= float(_shares(hero, board, (), combos, w)[0])
    if now > 0.5:
        return []
    gone = set(hero) | set(board) | set(dead)
    nexts = [c for c in range(52) if c not in gone]
    after = np.ones(len(nexts))
    for combos, w in opponents:
        after *= _shares(hero, board, nexts, combos, w)
    variant = get_variant("nlhe")
    found = []
    for c, s in zip(nexts, after, strict=True):
        if s > 0.5:
            cards = [*hero, *board, c]
            value = hand_values(
                np.array([int(_KEY[cards].sum())]),
                np.array([int(_BITS[cards].sum())]),
                len(cards),
            )[0]
            found.append(Out(c, as_value(variant, int(value)).category, float(s)))
    return found

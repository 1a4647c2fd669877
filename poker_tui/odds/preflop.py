"""Hold'em's 169 starting-hand classes and their all-in equities against each other.

Why classes: push/fold charts, ranges and opponent models speak in "AKs" and
"T9o", and an all-in before the flop depends only on the two classes (and which
exact cards they share). The class-against-class equities are computed once by
scripts/gen_preflop_tables.py (exact enumeration of every board, card removal
included) and shipped as data (``preflop_hu_data.py``).
"""

from __future__ import annotations

import base64
from functools import lru_cache

import numpy as np

from .preflop_hu_data import _HU

RANKS = "23456789TJQKA"


def _classes() -> tuple[str, ...]:
    out = []
    for hi in range(12, -1, -1):
        for lo in range(hi, -1, -1):
            if hi == lo:
                out.append(RANKS[hi] * 2)
            else:
                out += [RANKS[hi] + RANKS[lo] + "s", RANKS[hi] + RANKS[lo] + "o"]
    return tuple(out)


CLASSES: tuple[str, ...] = _classes()
"""The 169 classes, strongest first by rank: AA, AKs, AKo, AQs, ..., 22."""
INDEX: dict[str, int] = {name: i for i, name in enumerate(CLASSES)}


def combos_of(index: int) -> tuple[tuple[int, int], ...]:
    """Every two-card combo of a class (engine card numbers): 6 a pair, 4 suited, 12 offsuit."""
    name = CLASSES[index]
    hi, lo = RANKS.index(name[0]), RANKS.index(name[1])
    out = []
    for s1 in range(4):
        for s2 in range(4):
            if name[0] == name[1]:
                if s1 < s2:
                    out.append((hi * 4 + s1, lo * 4 + s2))
            elif (name[2] == "s") == (s1 == s2):
                out.append((hi * 4 + s1, lo * 4 + s2))
    return tuple(out)


COMBOS: tuple[tuple[tuple[int, int], ...], ...] = tuple(combos_of(i) for i in range(169))
COMBO_COUNT = np.array([len(c) for c in COMBOS], dtype=np.float64)
"""Combos per class: 6, 4 or 12 (1,326 in all)."""


def class_of(a: int, b: int) -> int:
    """The class of two hole cards."""
    ra, rb = a >> 2, b >> 2
    if ra < rb:
        ra, rb = rb, ra
    if ra == rb:
        return INDEX[RANKS[ra] * 2]
    return INDEX[RANKS[ra] + RANKS[rb] + ("s" if (a & 3) == (b & 3) else "o")]


@lru_cache(maxsize=1)
def hu_matrix() -> np.ndarray:
    """169 x 169: the all-in equity of class i against class j (ties count half)."""
    raw = np.frombuffer(base64.b64decode("".join(_HU)), dtype="<u2")
    return raw.reshape(169, 169).astype(np.float64) / 65535.0


@lru_cache(maxsize=1)
def pair_weights() -> np.ndarray:
    """169 x 169: how many (combo of i, combo of j) pairs share no card."""
    flat = [c for cs in COMBOS for c in cs]
    masks = np.array([(1 << a) | (1 << b) for a, b in flat], dtype=np.uint64)
    ok = ((masks[:, None] & masks[None, :]) == 0).astype(np.float64)
    starts = np.concatenate(([0], np.cumsum(COMBO_COUNT.astype(int))[:-1]))
    return np.add.reduceat(np.add.reduceat(ok, starts, axis=0), starts, axis=1)


def range_text(weights: np.ndarray, threshold: float = 0.5) -> str:
    """The classes played at least ``threshold`` of the time, strongest first by rank."""
    return ", ".join(CLASSES[i] for i in range(169) if weights[i] >= threshold)


def combo_share(weights: np.ndarray) -> float:
    """The share of all 1,326 combos a (class-weighted) range holds."""
    return float((weights * COMBO_COUNT).sum() / COMBO_COUNT.sum())

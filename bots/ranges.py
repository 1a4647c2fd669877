"""Hold'em starting hands as the 169 classes players name ("AKs", "T9o", "77").

Why: charts, ranges and opponent models all speak in classes, while the
engine deals card ints. This module converts between the two and parses the
range notation of poker books ("22+, A2s+, KTs+, AJo+, 76s").

Classes are indexed 0..168; ``CLASS_OF[c1 * 52 + c2]`` gives the class of two
cards in one lookup (the hot path of every chart bot).
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from functools import lru_cache

from poker_tui.odds.preflop import CLASSES, INDEX, RANKS, combos_of
from poker_tui.odds.preflop import class_of as _class_of_two

__all__ = ["CLASSES", "INDEX", "RANKS", "combos_of"]  # the class model's home: odds.preflop

CLASS_OF: tuple[int, ...] = tuple(
    _class_of_two(a, b) if a != b else -1 for a in range(52) for b in range(52)
)
"""Class index of the cards ``a`` and ``b``: ``CLASS_OF[a * 52 + b]`` (-1 when a == b)."""


def class_of(cards: Sequence[int]) -> int:
    """Class index of two hole cards."""
    return CLASS_OF[cards[0] * 52 + cards[1]]


def class_name(cards: Sequence[int]) -> str:
    return CLASSES[class_of(cards)]


COMBOS: tuple[tuple[tuple[int, int], ...], ...] = tuple(combos_of(i) for i in range(169))
COMBO_COUNT: tuple[int, ...] = tuple(len(c) for c in COMBOS)
ALL_COMBOS: tuple[tuple[int, int], ...] = tuple(c for cs in COMBOS for c in cs)
"""All 1,326 combos, grouped by class in ``CLASSES`` order."""
COMBO_CLASS: tuple[int, ...] = tuple(i for i, cs in enumerate(COMBOS) for _ in cs)


# ------------------------------------------------------------ range notation

def _expand_token(token: str) -> list[str]:
    """One token of range notation into class names.

    ``77`` ``AKs`` ``AKo`` ``AK`` (both) ``22+`` ``ATs+`` (kicker up to below the
    top card) ``A2s-A5s`` / ``A5s-A2s`` ``99-66`` .
    """
    t = token.strip()
    if not t:
        return []
    if "-" in t:
        a, b = (x.strip() for x in t.split("-"))
        if len(a) != len(b) or a[0] != b[0] and not (a[0] == a[1] and b[0] == b[1]):
            raise ValueError(f"range {token!r}: both ends must share the top card (A5s-A2s) or be pairs")
        if a[0] == a[1]:  # pairs
            lo, hi = sorted((RANKS.index(a[0]), RANKS.index(b[0])))
            return [RANKS[r] * 2 for r in range(lo, hi + 1)]
        suffix = a[2:]
        lo, hi = sorted((RANKS.index(a[1]), RANKS.index(b[1])))
        return [n for r in range(lo, hi + 1) for n in _expand_token(a[0] + RANKS[r] + suffix)]
    plus = t.endswith("+")
    if plus:
        t = t[:-1]
    if len(t) not in (2, 3) or t[0] not in RANKS or t[1] not in RANKS:
        raise ValueError(f"range token {token!r} is not like 77, AKs, AKo, AK, 22+ or A2s+")
    r1, r2 = RANKS.index(t[0]), RANKS.index(t[1])
    if r1 == r2:
        if len(t) == 3:
            raise ValueError(f"range token {token!r}: a pair has no suited/offsuit mark")
        return [RANKS[r] * 2 for r in range(r1, 13 if plus else r1 + 1)]
    if r1 < r2:
        r1, r2 = r2, r1
    suffixes = [t[2]] if len(t) == 3 else ["s", "o"]
    if len(t) == 3 and t[2] not in "so":
        raise ValueError(f"range token {token!r}: use s (suited) or o (offsuit)")
    kickers = range(r2, r1) if plus else [r2]
    return [RANKS[r1] + RANKS[k] + s for k in kickers for s in suffixes]


@lru_cache(maxsize=256)
def parse_range(text: str) -> frozenset[int]:
    """Class indexes of a range like ``"22+, A2s+, KTs+, AJo+"``."""
    out: set[int] = set()
    for token in text.replace(";", ",").split(","):
        for name in _expand_token(token):
            out.add(INDEX[name])
    return frozenset(out)


def range_fraction(classes: Iterable[int]) -> float:
    """Share of the 1,326 combos a set of classes covers."""
    return sum(COMBO_COUNT[i] for i in classes) / 1326


def top_classes(fraction: float, order: Sequence[int]) -> frozenset[int]:
    """The strongest classes (in ``order``, best first) covering ``fraction`` of the combos."""
    out: set[int] = set()
    total = 0
    target = fraction * 1326
    for i in order:
        if total >= target:
            break
        out.add(i)
        total += COMBO_COUNT[i]
    return frozenset(out)

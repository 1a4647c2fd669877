"""Hold'em ranges in the PokerStove/Equilab grammar: parse, remove dead cards, print back short.

Why here: the ``equity`` command, the coach and the bots all name what an
opponent may hold the way players write it (``QQ+, AKs, A5s-A2s, KQo:0.5``),
and a wrong parse is a wrong answer nobody notices. The grammar (docs/odds.md):

- items separated by commas: ``random`` (also ``any``, ``XX``, ``*``: all
  1,326 combos), a pair ``QQ``, two ranks ``AK`` (suited and offsuit; ``AKn``
  too), ``AKs``, ``AKo``, an exact combo ``AhKh``;
- ``+`` raises the second rank up to one below the first (``A2s+``, ``T7o+``)
  or, for a pair, up to aces (``22+``); a dash spans a run with the same first
  rank (``A5s-A2s``), the same gap (``T9s-54s``) or pairs (``QQ-99``);
- a weight after a colon (``AKo:0.5``, ``AKo:50%``) or eval7's group form
  (``0.5(AKo, AQo)``, ``50%(22-55)``); a combo named twice keeps the last weight.

Ranks take either case, suits lower case; a malformed string raises
:class:`RangeError` with one sentence that quotes the bad item.
"""

from __future__ import annotations

import re
from collections.abc import Iterable, Sequence
from dataclasses import dataclass, field
from functools import cache

import numpy as np

from ..engine.cards import RANK_CHARS, SUIT_CHARS, format_cards, parse_cards

__all__ = ["ALL_COMBOS", "Range", "RangeError", "combo_index", "parse_range"]

ALL_COMBOS: tuple[tuple[int, int], ...] = tuple((a, b) for b in range(52) for a in range(b))
"""Every two-card combo once, as (low card, high card), in a fixed order (1,326)."""
_INDEX = {c: i for i, c in enumerate(ALL_COMBOS)}
_COMBO_ARRAY = np.array(ALL_COMBOS, dtype=np.intp)
_ALL = frozenset(ALL_COMBOS)
_RANDOM = ("random", "any", "xx", "*")


class RangeError(ValueError):
    """A range string that does not parse: the message is one sentence naming the bad part."""


def combo_index(a: int, b: int) -> int:
    """The position of the combo of cards ``a`` and ``b`` in :data:`ALL_COMBOS`."""
    return _INDEX[(a, b) if a < b else (b, a)]


def _key(a: int, b: int) -> tuple[int, int]:
    return (a, b) if a < b else (b, a)


@cache
def _class_combos(hi: int, lo: int, kind: str) -> tuple[tuple[int, int], ...]:
    """Combos of ranks ``hi`` >= ``lo``; kind ``s``, ``o`` or ``n`` (both); pairs ignore kind."""
    out = []
    for s1 in range(4):
        for s2 in range(4):
            a, b = hi * 4 + s1, lo * 4 + s2
            if a == b or (hi == lo and s1 >= s2):
                continue
            if hi != lo and ((kind == "s" and s1 != s2) or (kind == "o" and s1 == s2)):
                continue
            out.append(_key(a, b))
    return tuple(out)


_CLASS = re.compile(r"^([2-9TJQKA])([2-9TJQKA])([SON]?)(\+?)$")
_WEIGHT = re.compile(r"^(\d+\.?\d*|\.\d+)(%?)$")


def _rank_pair(item: str, text: str) -> tuple[int, int, str, bool]:
    """(first rank, second rank, kind, plus) of a class token like ``A5s`` or ``T9s+``."""
    m = _CLASS.match(item.upper())
    if m is None:
        bad = next((ch for ch in item[:2] if ch.upper() not in RANK_CHARS), None)
        why = (
            f"{bad!r} is not a rank (2-9, T, J, Q, K, A)"
            if bad
            else "write a pair (QQ), two ranks (AK, AKs, AKo), a combo (AhKh) or random"
        )
        raise RangeError(f"{item!r} in {text!r} is not a range item: {why}.")
    r1, r2 = RANK_CHARS.index(m.group(1)), RANK_CHARS.index(m.group(2))
    kind = m.group(3).lower() or "n"
    if r1 == r2 and kind != "n":
        raise RangeError(
            f"{item!r} in {text!r} is not a range item: a pair cannot be "
            f"{'suited' if kind == 's' else 'offsuit'}."
        )
    if r1 < r2:
        r1, r2 = r2, r1
    return r1, r2, kind, bool(m.group(4))


def _term(item: str, text: str) -> list[tuple[int, int]]:
    """The combos one weightless item names."""
    low = item.lower()
    if low in _RANDOM:
        return list(ALL_COMBOS)
    if "-" in item:
        left, _, right = item.partition("-")
        a = _rank_pair(left.strip(), text)
        b = _rank_pair(right.strip(), text)
        if a[3] or b[3]:
            raise RangeError(f"{item!r} in {text!r} mixes a dash and a plus.")
        if a[2] != b[2]:
            raise RangeError(
                f"{item!r} in {text!r}: both ends of a dash must be alike "
                "(both suited, both offsuit or both pairs)."
            )
        if (a[0] == a[1]) != (b[0] == b[1]):
            raise RangeError(f"{item!r} in {text!r}: a dash joins two pairs or two non-pairs.")
        out: list[tuple[int, int]] = []
        if a[0] == a[1]:
            for r in range(min(a[0], b[0]), max(a[0], b[0]) + 1):
                out += _class_combos(r, r, "n")
        elif a[0] == b[0]:
            for r in range(min(a[1], b[1]), max(a[1], b[1]) + 1):
                out += _class_combos(a[0], r, a[2])
        elif a[0] - a[1] == b[0] - b[1]:
            gap = a[0] - a[1]
            for r in range(min(a[0], b[0]), max(a[0], b[0]) + 1):
                out += _class_combos(r, r - gap, a[2])
        else:
            raise RangeError(
                f"{item!r} in {text!r}: a dash keeps the first rank (A5s-A2s) or the gap (T9s-54s)."
            )
        return out
    if len(item) == 4 and item[1] in SUIT_CHARS and item[3] in SUIT_CHARS:
        try:
            first, second = parse_cards(item)
        except ValueError as exc:
            raise RangeError(f"{item!r} in {text!r} is not a combo: {exc}.") from None
        return [_key(int(first), int(second))]
    r1, r2, kind, plus = _rank_pair(item, text)
    if not plus:
        return list(_class_combos(r1, r2, kind))
    if r1 == r2:
        return [c for r in range(r1, 13) for c in _class_combos(r, r, "n")]
    return [c for r in range(r2, r1) for c in _class_combos(r1, r, kind)]


def _weight(w: str, item: str, text: str) -> float:
    m = _WEIGHT.match(w.strip())
    if m is None:
        raise RangeError(f"{item!r} in {text!r}: {w.strip()!r} is not a weight (write 0.5 or 50%).")
    value = float(m.group(1)) / (100 if m.group(2) else 1)
    return value


def _split(body: str, text: str) -> list[str]:
    """Top-level comma-separated items (commas inside a weight's parentheses stay)."""
    items, depth, start = [], 0, 0
    for i, ch in enumerate(body):
        if ch == "(":
            depth += 1
        elif ch == ")":
            depth -= 1
            if depth < 0:
                raise RangeError(f"{text!r} closes a parenthesis it never opened.")
        elif ch == "," and depth == 0:
            items.append(body[start:i])
            start = i + 1
    if depth:
        raise RangeError(f"{text!r} opens a parenthesis it never closes.")
    items.append(body[start:])
    return [s.strip() for s in items]


def _parse_into(body: str, text: str, weight: float, out: dict[tuple[int, int], float]) -> None:
    for item in _split(body, text):
        if not item:
            raise RangeError(
                f"{text!r} has an empty item (two commas in a row, or a comma at an end)."
            )
        if item.endswith(")") and "(" in item:
            w, _, inner = item[:-1].partition("(")
            _parse_into(inner, text, weight * _weight(w, item, text), out)
            continue
        term, colon, w = item.partition(":")
        wt = weight * (_weight(w, item, text) if colon else 1.0)
        for c in _term(term.strip(), text):
            out[c] = wt


@dataclass(frozen=True)
class Range:
    """A weighted set of two-card combos, with the cards known to be elsewhere (``dead``).

    ``weights`` maps (low card, high card) to a positive weight. Dead cards'
    combos are gone; printing still writes ``AA`` for the aces left when an
    ace is dead, since the player wrote ``AA``.
    """

    weights: dict[tuple[int, int], float]
    dead: frozenset[int] = field(default=frozenset())

    def __len__(self) -> int:
        return len(self.weights)

    def without(self, cards: Iterable[int]) -> Range:
        """This range with every combo that holds one of ``cards`` removed."""
        dead = self.dead | {int(c) for c in cards}
        kept = {c: w for c, w in self.weights.items() if c[0] not in dead and c[1] not in dead}
        return Range(kept, frozenset(dead))

    def combos(self) -> tuple[np.ndarray, np.ndarray]:
        """(an (N, 2) int array of combos, their (N,) float weights), in :data:`ALL_COMBOS` order."""
        index = np.fromiter(map(_INDEX.__getitem__, self.weights), np.intp, len(self.weights))
        order = np.argsort(index)
        weights = np.fromiter(self.weights.values(), np.float64, len(self.weights))
        return _COMBO_ARRAY[index[order]], weights[order]

    def vector(self) -> np.ndarray:
        """One weight per combo of :data:`ALL_COMBOS` (zero where absent)."""
        out = np.zeros(len(ALL_COMBOS))
        for c, w in self.weights.items():
            out[_INDEX[c]] = w
        return out

    @property
    def single(self) -> tuple[int, int] | None:
        """The one combo when the range holds exactly one, else None."""
        if len(self.weights) == 1:
            return next(iter(self.weights))
        return None

    def __str__(self) -> str:
        return canonical(self)


def parse_range(text: str, dead: Sequence[int] = ()) -> Range:
    """The range ``text`` names, less every combo that holds a ``dead`` card (an empty
    string is the empty range, as in eval7 and the ``poker`` package)."""
    body = text.strip()
    out: dict[tuple[int, int], float] = {}
    if body:
        _parse_into(body, text, 1.0, out)
    return Range({c: w for c, w in out.items() if w > 0}).without(dead)


# ---------------------------------------------------------------- printing


def _runs(ranks: list[int]) -> list[tuple[int, int]]:
    """Ascending ranks grouped into (low, high) runs of consecutive ranks, highest run first."""
    runs: list[tuple[int, int]] = []
    for r in sorted(ranks):
        if runs and runs[-1][1] == r - 1:
            runs[-1] = (runs[-1][0], r)
        else:
            runs.append((r, r))
    return runs[::-1]


def _full(
    present: set[tuple[int, int]], dead: frozenset[int], hi: int, lo: int, kind: str
) -> list[tuple[int, int]] | None:
    """The class's live combos when every one is in ``present``, else None."""
    live = [c for c in _class_combos(hi, lo, kind) if c[0] not in dead and c[1] not in dead]
    if live and all(c in present for c in live):
        return live
    return None


def _group_text(present: set[tuple[int, int]], dead: frozenset[int]) -> list[str]:
    """The shortest items for one weight's combos: pairs, classes and runs, then loose combos."""
    left = set(present)
    parts: list[str] = []
    touched: dict[str, set[tuple[int, int]]] = {"p": set(), "s": set(), "o": set()}
    for a, b in present:  # a < b, so b's rank is the higher
        hi, lo = b >> 2, a >> 2
        touched["p" if hi == lo else "s" if a & 3 == b & 3 else "o"].add((hi, lo))
    pairs = [r for r, _ in touched["p"] if _full(present, dead, r, r, "n")]
    for lo, high in _runs(pairs):
        pair = RANK_CHARS[high] * 2
        if high == 12 and lo < high:
            parts.append(RANK_CHARS[lo] * 2 + "+")
        else:
            parts.append(pair if lo == high else f"{pair}-{RANK_CHARS[lo] * 2}")
        for r in range(lo, high + 1):
            left -= set(_class_combos(r, r, "n"))
    full = {k: {c for c in touched[k] if _full(present, dead, c[0], c[1], k)} for k in "so"}
    for hi in sorted({c[0] for k in "so" for c in full[k]}, reverse=True):
        suited = {lo for h, lo in full["s"] if h == hi}
        offsuit = {lo for h, lo in full["o"] if h == hi}
        for kind, ranks in (
            ("", suited & offsuit),
            ("s", suited - offsuit),
            ("o", offsuit - suited),
        ):
            for lo, top in _runs(list(ranks)):
                name = RANK_CHARS[hi] + RANK_CHARS[top] + kind
                if top == hi - 1 and lo < top:
                    parts.append(RANK_CHARS[hi] + RANK_CHARS[lo] + kind + "+")
                else:
                    parts.append(
                        name if lo == top else f"{name}-{RANK_CHARS[hi]}{RANK_CHARS[lo]}{kind}"
                    )
                for r in range(lo, top + 1):
                    left -= set(_class_combos(hi, r, kind or "n"))
    for a, b in sorted(left, key=lambda c: (-c[1], -c[0])):
        parts.append(format_cards((b, a)).replace(" ", ""))
    return parts


def _weight_text(w: float) -> str:
    return f"{w:.4f}".rstrip("0").rstrip(".")


def canonical(r: Range) -> str:
    """The range in short form: ``random``, or pairs, classes and runs, heaviest weight first."""
    if len(r.weights) >= len(_ALL) - 51 * len(r.dead):  # as many combos as random may hold
        live = {c for c in _ALL if c[0] not in r.dead and c[1] not in r.dead}
        if set(r.weights) == live and all(w == 1.0 for w in r.weights.values()):
            return "random"
    groups: dict[float, set[tuple[int, int]]] = {}
    for c, w in r.weights.items():
        groups.setdefault(w, set()).add(c)
    out: list[str] = []
    for w in sorted(groups, key=lambda x: (x != 1.0, -x)):
        parts = _group_text(groups[w], r.dead)
        out += parts if w == 1.0 else [f"{p}:{_weight_text(w)}" for p in parts]
    return ", ".join(out)

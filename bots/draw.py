"""Which cards to throw away in a draw game, the way a sound player decides.

High hands (001 §11, 9.1): stand pat on a straight or better, keep trips,
two pair or a pair, draw to four to a flush or an open-ended straight, else
keep the highest card. Low hands (001 §9.1(k)): keep the smallest unpaired
cards, eight or lower. Always within ``legal.draw_max``.
"""

from __future__ import annotations

from collections import Counter

from poker_tui.bots_api import PlayerView


def choose_discards(view: PlayerView) -> tuple[int, ...]:
    hole = list(view.hole)
    limit = min(view.legal.draw_max, len(hole))
    if view.variant.hand_order == "low":
        discard = _low_discards(hole)
    else:
        discard = _high_discards(hole)
    if len(discard) > limit:
        # throw away the worst ones first: for high the lowest ranks, for low the highest
        low = view.variant.hand_order == "low"
        discard = sorted(discard, key=lambda c: _low_rank(c) if low else -(c >> 2),
                         reverse=True)[:limit]
    return tuple(discard)


def _low_rank(c: int) -> int:
    r = c >> 2
    return 0 if r == 12 else r + 1  # the ace plays lowest


def _low_discards(hole: list[int]) -> list[int]:
    keep: dict[int, int] = {}
    for c in sorted(hole, key=_low_rank):
        r = _low_rank(c)
        if r <= 7 and r not in keep:  # eight or lower (ace=0 .. eight=7)
            keep[r] = c
    return [c for c in hole if c not in keep.values()]


def _high_discards(hole: list[int]) -> list[int]:
    if len(hole) < 5:
        return []
    ranks = [c >> 2 for c in hole]
    counts = Counter(ranks)
    shape = sorted(counts.values(), reverse=True)
    suits = Counter(c & 3 for c in hole)
    flush = max(suits.values()) >= 5
    uniq = sorted(set(ranks))
    straight = len(uniq) >= 5 and _has_run(uniq, 5)
    if flush or straight or shape[0] == 4 or shape[:2] == [3, 2]:
        return []  # a pat hand (four of a kind keeps its kicker too)
    if shape[0] == 3 or shape[:2] == [2, 2]:
        return [c for c in hole if counts[c >> 2] == 1]  # trips: draw two; two pair: draw one
    if shape[0] == 2:
        return [c for c in hole if counts[c >> 2] == 1]  # a pair: draw three
    suit, n = suits.most_common(1)[0]
    if n == 4:
        return [c for c in hole if c & 3 != suit]
    run = _open_four(uniq)
    if run is not None:
        return [c for c in hole if c >> 2 not in run]
    best = max(hole)
    return [c for c in hole if c != best]


def _has_run(ranks: list[int], length: int) -> bool:
    s = set(ranks)
    if 12 in s:
        s.add(-1)  # the wheel
    return any(all(r + i in s for i in range(length)) for r in range(-1, 13 - length + 1))


def _open_four(uniq: list[int]) -> set[int] | None:
    s = set(uniq)
    for r in range(0, 9):  # four in a row with room at both ends (not A-high or A-low)
        if all(r + i in s for i in range(4)) and r + 3 < 12:
            return {r + i for i in range(4)}
    return None

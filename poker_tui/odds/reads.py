"""What could they hold? A hold'em opponent's range read from the public actions of the hand.

Why: equity against random cards overrates every hand that meets a raise; the
coach and the decision review show equity against what this opponent is
likely to hold, given the style its actions show. One model for both, so the
coach at the table and the review afterwards never disagree about a range
(docs/odds.md, "How the coach reads a range"; the review's ``review.hands``
reads a saved hand's log through ``seen_actions``). It uses only what
everyone at the table saw:

- before the flop, each action keeps a slice of the 169 classes in strength
  order (equity against one random hand): a first raise keeps the top 12 % to
  60 % by how many players are still behind it (fewer behind, wider), a
  re-raise the top 9 %, a third raise or more the top 4 %, a big all-in the
  top 12 %; a limp keeps the band from the top 5 % to 60 %, a call of one raise
  the band 3-35 %, of two or more 1-10 %; a check from the big blind keeps all;
- after the flop, the first action of the street decides, on the combos
  ranked by their hand on that street's board: a raise keeps the top 30 % (the
  rest at a fifth), a bet the top half (the rest, draws and bluffs, at 35 %), a
  call drops the bottom 30 % to 40 % weight, a check caps the top 8 % at 60 %.

Weights never reach zero on a guess, so a wild opponent's bluffs stay possible.
It is a model of a typical player, not a read of this one: the docs say so.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from functools import lru_cache

import numpy as np

from ..engine.batch import evaluate_pairs
from ..engine.kinds import FORCED_KINDS, WAGERS, LogKind
from .preflop import COMBO_COUNT, class_of, hu_matrix, pair_weights
from .ranges import ALL_COMBOS, Range

__all__ = ["Read", "Seen", "players_behind", "read_range", "seen_actions", "strongest"]

AGGRESSIVE = ("bet", "raise", "complete")
_COMBOS = np.array(ALL_COMBOS, dtype=np.intp)
_CLASS_OF_COMBO = np.array([class_of(a, b) for a, b in ALL_COMBOS], dtype=np.intp)
_BITS = np.array([(1 << a) | (1 << b) for a, b in ALL_COMBOS], dtype=np.uint64)
CUTOFF = 0.02
"""Combos below this share of the heaviest one are left out of the range handed on."""


@dataclass(frozen=True, slots=True)
class Seen:
    """One public action: the street's index (0 before the flop), the seat, its kind and the
    seat's round total after it (a bet's or raise's size), and whether it put the seat all-in."""

    street: int
    seat: int
    kind: str
    total: int = 0
    all_in: bool = False


@dataclass(frozen=True)
class Read:
    """A range read from the actions: the combos' weights (1,326, zero where a card is known
    elsewhere), the story in words ("raised first in, bet the flop") and the share of all
    hands it keeps, by weight (0.09: about the top 9 %); the story is "" before it acts."""

    weights: np.ndarray
    story: str
    share: float

    def kept(self) -> np.ndarray:
        """The combos worth dealing: indexes into ``ALL_COMBOS`` over ``CUTOFF`` of the heaviest."""
        w = self.weights
        top = float(w.max()) if w.size else 0.0
        return np.flatnonzero(w > CUTOFF * top) if top > 0 else np.array([], dtype=np.intp)

    def combos(self) -> tuple[np.ndarray, np.ndarray]:
        """The kept combos as an (N, 2) array and their weights, for the equity functions."""
        keep = self.kept()
        return _COMBOS[keep], self.weights[keep]

    def range(self) -> Range:
        """The kept combos as a :class:`Range` (prints short, as a player writes it)."""
        return Range({ALL_COMBOS[i]: float(self.weights[i]) for i in self.kept()})


@lru_cache(maxsize=1)
def _top_fraction() -> np.ndarray:
    """Each class's place in strength order: the share of all combos at least as strong."""
    share = pair_weights()
    score = (hu_matrix() * share).sum(axis=1) / share.sum(axis=1)  # equity v one random hand
    order = np.argsort(-score, kind="stable")
    top = np.empty(169)
    top[order] = np.cumsum(COMBO_COUNT[order]) / COMBO_COUNT.sum()
    return top


def _top(frac: float, floor: float) -> np.ndarray:
    return np.where(_top_fraction() <= frac + 1e-9, 1.0, floor)


def _band(lo: float, hi: float, outside: float) -> np.ndarray:
    t = _top_fraction()
    return np.where((t > lo) & (t <= hi + 1e-9), 1.0, outside)


_DEAD_POSTS = frozenset({LogKind.ANTE, LogKind.BIG_BLIND_ANTE, LogKind.DEAD_SMALL_BLIND})
"""Forced posts that go to the pot and not into the poster's bet (``Hand._post``'s ``to_bet``)."""


def seen_actions(log: Sequence[tuple[int, int, str, int]], stacks: Sequence[int]) -> list[Seen]:
    """The public actions of an engine hand's log ((street, seat, kind, amount) entries, as
    ``Hand.log`` keeps them) as the ``Seen`` the table's state holds: each bet's round total
    and whether it put the seat all-in, followed from the ``stacks`` the hand began with."""
    left = list(stacks)
    bets = [0] * len(left)
    street = 0
    out = []
    for s, p, kind, amount in log:
        if s != street:
            street, bets = s, [0] * len(left)
        if kind in FORCED_KINDS:
            left[p] -= amount
            if kind not in _DEAD_POSTS:
                bets[p] += amount
            continue
        if kind in WAGERS:
            added, total = amount - bets[p], amount
        elif kind == LogKind.CALL:
            added, total = amount, bets[p] + amount
        elif kind in (LogKind.CHECK, LogKind.FOLD):
            added, total = 0, bets[p]
        else:  # draws, declined blinds: no chips, not a betting action
            continue
        left[p] -= added
        bets[p] = total
        out.append(Seen(s, p, str(kind), total, added > 0 and left[p] <= 0))
    return out


def players_behind(order: Sequence[int]) -> dict[int, int]:
    """Before the flop: how many players act after each seat. ``order``: the dealt-in seats
    clockwise from the small blind (the seat left of the button). The big blind acts last;
    heads-up the button, who posts the small blind, acts first (002 §3.9)."""
    seats = list(order)
    seats = seats[2:] + seats[:2] if len(seats) > 2 else seats[::-1]
    return {seat: len(seats) - 1 - i for i, seat in enumerate(seats)}


OPEN_BY_BEHIND = (0.6, 0.4, 0.27, 0.2, 0.15, 0.12)
"""A first raise's top fraction by players still to act behind it (0, 1, 2 ... 5 or more);
heads-up the button opens the widest."""


def _preflop(
    actions: Sequence[Seen], seat: int, behind: dict[int, int], unit: int
) -> tuple[np.ndarray, list[str]]:
    w = np.ones(169)
    words: list[str] = []
    raises = 0
    for a in actions:
        if a.street != 0:
            break
        if a.seat == seat:
            if a.kind in AGGRESSIVE:
                if a.all_in and a.total > 12 * unit:
                    w *= _top(0.12 if raises == 0 else 0.05, 0.02)
                    words.append("went all-in")
                elif raises == 0:
                    n = min(behind.get(seat, 5), len(OPEN_BY_BEHIND) - 1)
                    w *= _top(OPEN_BY_BEHIND[n], 0.03)
                    words.append("raised first in")
                elif raises == 1:
                    w *= _top(0.09, 0.02)
                    words.append("re-raised")
                else:
                    w *= _top(0.04, 0.01)
                    words.append("raised again")
            elif a.kind == "call":
                if raises == 0:
                    w *= _band(0.05, 0.6, 0.25)
                    words.append("limped")
                elif raises == 1:
                    w *= _band(0.03, 0.35, 0.1)
                    words.append("called a raise")
                else:
                    w *= _band(0.01, 0.10, 0.05)
                    words.append("called a re-raise")
        if a.kind in AGGRESSIVE:
            raises += 1
    return w, words


STREET_FILTERS = (
    ("raise", 0.7, 1.0, 0.2),
    ("bet", 0.5, 1.0, 0.35),
    ("call", 0.3, 1.0, 0.4),
    ("check", 0.92, 0.6, 1.0),
)
"""After the flop: (the street's first kind of action, the cut in the range's strength order,
the factor above it, the factor below it)."""
STREET_WORDS = {"raise": "raised", "bet": "bet", "call": "called", "check": "checked"}
STREET_NAMES = {1: "the flop", 2: "the turn", 3: "the river"}


def read_range(
    actions: Sequence[Seen],
    seat: int,
    board: Sequence[int],
    street_boards: Sequence[int] = (0, 3, 4, 5),
    known: Sequence[int] = (),
    behind: dict[int, int] | None = None,
    unit: int = 2,
) -> Read:
    """``seat``'s range after ``actions`` (the hand's public actions in order), on ``board``,
    with every combo holding a ``known`` card (the viewer's own, the board) left out.

    ``street_boards[i]`` is how many board cards street ``i`` sees; ``behind`` the players
    still to act behind each seat before the flop (for a first raise's width)."""
    cls, words = _preflop(actions, seat, behind or {}, unit)
    w = cls[_CLASS_OF_COMBO]
    dead = 0
    for c in [*board, *known]:
        dead |= 1 << int(c)
    w = np.where((_BITS & np.uint64(dead)) == 0, w, 0.0)
    firsts: dict[int, str] = {}
    for a in actions:
        if a.seat == seat and a.street >= 1 and a.street not in firsts:
            firsts[a.street] = "bet" if a.kind in AGGRESSIVE and a.kind != "raise" else a.kind
            if a.kind in AGGRESSIVE and any(
                b.street == a.street and b.kind in AGGRESSIVE and b.seat != seat
                for b in actions[: actions.index(a)]
            ):
                firsts[a.street] = "raise"
    later: list[tuple[str, str]] = []
    for street in sorted(firsts):
        count = street_boards[street] if street < len(street_boards) else len(board)
        on = [int(c) for c in board[:count]]
        kind = firsts[street]
        if len(on) < 3 or not w.any():
            continue
        alive = np.flatnonzero(w > 0)
        order = alive[np.argsort(evaluate_pairs(_COMBOS[alive], on), kind="stable")]
        cw = np.cumsum(w[order])
        total = float(cw[-1])
        for name, cut, above, below in STREET_FILTERS:
            if name == kind:
                k = int(np.searchsorted(cw / total, cut, side="left"))
                w[order[:k]] *= below
                w[order[k:]] *= above
                break
        if kind in STREET_WORDS:
            later.append((STREET_WORDS[kind], STREET_NAMES.get(street, "later")))
    words += _joined(later)
    share = float(w.sum()) / len(ALL_COMBOS)
    return Read(w, ", ".join(words), share)


def strongest(r: Range, frac: float, board: Sequence[int]) -> Range:
    """The strongest ``frac`` of ``r``'s weight, the rest gone: the part of a range that goes
    on against a raise (by class strength, as above, before the flop; by made hand after)."""
    if frac >= 1.0 or not r.weights:
        return r
    combos = np.array(list(r.weights), dtype=np.intp)
    weights = np.fromiter(r.weights.values(), np.float64, len(r.weights))
    if len(board) >= 3:
        values = evaluate_pairs(combos, [int(c) for c in board]).astype(np.float64)
    else:
        top = _top_fraction()
        values = -np.array([top[class_of(int(a), int(b))] for a, b in combos])
    order = np.argsort(values, kind="stable")  # weakest first
    share = np.cumsum(weights[order]) / max(float(weights.sum()), 1e-12)
    kept = order[share > 1.0 - frac - 1e-9]
    return Range({(int(combos[i, 0]), int(combos[i, 1])): float(weights[i]) for i in kept}, r.dead)


def _joined(done: list[tuple[str, str]]) -> list[str]:
    """``checked the flop, checked the turn`` said as ``checked the flop and the turn``."""
    out: list[tuple[str, list[str]]] = []
    for verb, street in done:
        if out and out[-1][0] == verb:
            out[-1][1].append(street)
        else:
            out.append((verb, [street]))
    said = []
    for verb, streets in out:
        where = streets[0] if len(streets) == 1 else f"{', '.join(streets[:-1])} and {streets[-1]}"
        said.append(f"{verb} {where}")
    return said

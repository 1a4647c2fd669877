"""What could they hold? Each opponent's hold'em range, narrowed by the actions they took.

Why: equity against random cards overrates every hand that meets a raise.
A sound player asks "what does this raise mean" and answers with a range;
this module does the same from the public action log only:

- before the flop, each action keeps a slice of the 169 classes in strength
  order (an open from early position is a tight chart range, a 3-bet the top
  9 %, a cold call the middle of the range, a check from the big blind
  anything);
- after the flop, a bet keeps the hands that beat half of the range on that
  board at full weight and the rest (draws, bluffs) at a third; a raise keeps
  the top 30 %; a call drops the bottom of the range; a check caps it a little.

Weights never go to zero on a guess, so a wild opponent's bluffs stay possible.
"""

from __future__ import annotations

import math
from functools import lru_cache

import numpy as np

from poker_tui.bots_api import PlayerView
from poker_tui.engine.variant import Variant

from . import preflop_charts as pc
from .board_order import COMBO_BITS, COMBOS, _frozen, board_alive, board_order
from .ranges import COMBO_COUNT

CARD_COMBOS = tuple(np.flatnonzero((COMBO_BITS >> c) & 1) for c in range(52))
"""The indexes of the 51 combos that hold each card."""
_AGGRESSIVE = ("bet", "raise", "complete")


@lru_cache(maxsize=1)
def strength_order() -> tuple[np.ndarray, np.ndarray]:
    """(classes best first, each class's top fraction: share of combos at least as strong)."""
    from .preflop_tables import VS_RANDOM

    score = np.array(VS_RANDOM[0]) + 1.5 * np.array(VS_RANDOM[2])
    order = np.argsort(-score, kind="stable")
    counts = np.array(COMBO_COUNT, dtype=np.float64)[order]
    top = np.empty(169)
    top[order] = np.cumsum(counts) / 1326.0
    return order, top


@lru_cache(maxsize=256)
def top(frac: float, floor: float = 0.0) -> np.ndarray:
    """Class weights: 1 for the strongest ``frac`` of combos, ``floor`` for the rest (read-only,
    memoised: the equity bot asks for the same few defending ranges on every first-in decision)."""
    _, t = strength_order()
    return _frozen(np.where(t <= frac + 1e-9, 1.0, floor))


@lru_cache(maxsize=256)
def band(lo: float, hi: float, outside: float) -> np.ndarray:
    """1 for classes whose top fraction lies in (lo, hi], ``outside`` elsewhere (read-only)."""
    _, t = strength_order()
    return _frozen(np.where((t > lo) & (t <= hi + 1e-9), 1.0, outside))


@lru_cache(maxsize=256)
def chart_weights(classes: frozenset[int], floor: float = 0.03) -> np.ndarray:
    """1 for the chart's classes, ``floor`` for the rest (read-only)."""
    w = np.full(169, floor)
    w[list(classes)] = 1.0
    return _frozen(w)


def preflop_weights(view: PlayerView, player: int) -> np.ndarray:
    """Class weights (169) for ``player`` from its actions before the flop."""
    w = np.ones(169)
    raises = 0
    unit = view.unit
    for s, p, kind, amount in view.log:
        if s != 0:
            break
        if p == player:
            total = view.stacks[p] + view.contrib[p]  # chips it started the hand with
            if kind in _AGGRESSIVE:
                if amount >= 0.5 * total and amount > 12 * unit:
                    w *= top(0.12 if raises == 0 else 0.05, 0.02)  # a big shove
                elif raises == 0:
                    behind = view.n - 1 - pc.preflop_order(view, p)
                    w *= chart_weights(pc.open_range(behind, view.n == 2))
                elif raises == 1:
                    w *= top(0.09, 0.02)
                else:
                    w *= top(0.04, 0.01)
            elif kind == "call":
                if raises == 0:
                    w *= band(0.05, 0.6, 0.25)  # a limp
                elif raises == 1:
                    w *= band(0.03, 0.35, 0.1)
                else:
                    w *= band(0.01, 0.10, 0.05)
        if kind in _AGGRESSIVE:
            raises += 1
    return w


def board_at(view: PlayerView, street: int) -> tuple[int, ...]:
    """The board as it was during a betting round."""
    return view.board[: _board_counts(view.variant)[street]]


_COUNTS: dict[int, tuple[Variant, tuple[int, ...]]] = {}


def _board_counts(variant: Variant) -> tuple[int, ...]:
    """How many board cards each betting round of ``variant`` sees (memoised per variant
    object: the memo holds it, so its id stays its own)."""
    hit = _COUNTS.get(id(variant))
    if hit is None or hit[0] is not variant:
        counts, total = [], 0
        for s in variant.streets:
            total += s.board
            counts.append(total)
        if len(_COUNTS) >= 64:
            _COUNTS.clear()
        hit = _COUNTS[id(variant)] = (variant, tuple(counts))
    return hit[1]


_PREFLOP: dict[tuple, tuple[np.ndarray, np.ndarray]] = {}


def preflop_range(view: PlayerView, player: int) -> tuple[tuple, np.ndarray, np.ndarray]:
    """(key, class weights, combo weights) of ``preflop_weights``, memoised (read-only arrays).

    The key holds everything ``preflop_weights`` reads (the actions before the
    flop, the player's starting chips, the table's shape), so equal keys mean
    equal weights: the six seats of a table ask about the same opener again and again.
    """
    log = view.log
    first = 0
    for entry in log:
        if entry[0] != 0:
            break
        first += 1
    key = (
        player,
        log[:first],
        view.stacks[player] + view.contrib[player],
        view.unit,
        view.n,
        view.button,
        view.variant.code,
    )
    hit = _PREFLOP.get(key)
    if hit is None:
        if len(_PREFLOP) >= 4096:
            _PREFLOP.clear()
        w = _frozen(preflop_weights(view, player))
        hit = _PREFLOP[key] = (w, _frozen(np.repeat(w, COMBO_COUNT)))
    return key, hit[0], hit[1]


# What a postflop action does to the weights: combos at or above a percentile of the range
# (by strength on that street's board) get one factor, the rest another. The first kind
# the player took on a street decides, in this order.
_STREET_FILTERS = (
    ("raise", 0.7, 1.0, 0.2),
    ("bet", 0.5, 1.0, 0.35),
    ("call", 0.3, 1.0, 0.4),
    ("check", 0.92, 0.6, 1.0),
)


def combo_weights(view: PlayerView, player: int) -> np.ndarray:
    """Weights of the 1,326 combos for ``player`` (zero where a card is known elsewhere)."""
    w = preflop_range(view, player)[2] * board_alive(view.board)
    w.put(_hole_combos(view.hole), 0.0)
    kinds_by_street: dict[int, list[str]] = {}
    for s, p, k, _ in view.log:
        if p == player and s >= 1:
            kinds_by_street.setdefault(s, []).append(k)
    if not kinds_by_street:
        return w
    counts = _board_counts(view.variant)
    for street in range(1, view.street + 1):
        kinds = kinds_by_street.get(street)
        if not kinds:
            continue
        board = view.board[: counts[street]]
        if len(board) < 3:
            continue
        # Ranked weakest first over every combo that misses the board: the dead ones weigh
        # 0.0, and adding 0.0 leaves a running sum exactly as it was, so the live combos'
        # shares of the range are those of the live combos alone.
        order = board_order(board)
        ranked = w.take(order)  # (``take``: what ``w[order]`` gives, faster)
        cw = ranked.cumsum()
        total = float(cw[-1])
        if not total > 0:
            break
        for kind, cut, above, below in _STREET_FILTERS:
            if kind in kinds:
                # the shares cw / total never decrease along the ranking: the combos at or
                # above the cut are the ones from the first running sum at the threshold on
                k = int(cw.searchsorted(_threshold(cut, total), side="left"))
                if below != 1.0:
                    ranked[:k] *= below
                    w.put(order[:k], ranked[:k])
                if above != 1.0:
                    ranked[k:] *= above
                    w.put(order[k:], ranked[k:])
                break
    return w


_HOLE_COMBOS: dict[tuple[int, ...], np.ndarray] = {}


def _hole_combos(hole: tuple[int, ...]) -> np.ndarray:
    """The indexes of the combos that hold a card of ``hole``, as one array (memoised per hand
    of cards: one indexed write instead of one per card)."""
    hit = _HOLE_COMBOS.get(hole)
    if hit is None:
        hit = _HOLE_COMBOS[hole] = np.concatenate([CARD_COMBOS[c] for c in hole])
    return hit


def _threshold(cut: float, total: float) -> float:
    """The least float ``x`` with ``x / total >= cut`` (division rounds monotonically, so the
    running sums at or above it are exactly those whose share is at least ``cut``)."""
    x = cut * total
    while x / total >= cut:
        x = math.nextafter(x, -math.inf)
    while x / total < cut:
        x = math.nextafter(x, math.inf)
    return x


def sampling_weights(w: np.ndarray, cutoff: float = 0.02) -> np.ndarray | None:
    """The weights worth sampling (``range_ids``' combos; the rest zero), one per combo of
    ``COMBOS``, or None when no combo is left."""
    top = float(w.max()) if w.size else 0.0  # (``max``: the same value as np.maximum.reduce, sooner)
    if not top > 0:
        return None
    return np.where(w > cutoff * top, w, 0.0)


def range_ids(w: np.ndarray, cutoff: float = 0.02) -> tuple[np.ndarray, np.ndarray]:
    """The combos worth sampling, as indexes into ``COMBOS``, and their weights."""
    idx = np.flatnonzero(w > cutoff * (w.max() if w.size else 1.0))
    return idx, w[idx]


def range_combos(w: np.ndarray, cutoff: float = 0.02) -> tuple[np.ndarray, np.ndarray]:
    """The combos worth sampling, an (N, 2) array, and their weights, for ``batch.equity_vs_range``
    (arrays go straight through: no lists to build and parse back)."""
    idx, weights = range_ids(w, cutoff)
    return COMBOS[idx], weights

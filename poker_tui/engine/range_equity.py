"""Hold'em equity of one hand against one opponent drawn from a weighted range, with numpy.

Exact over the grid of range combos x boards (chunked so memory stays
bounded) when it is small enough, else Monte Carlo: each sample picks the
opponent's combo by weight, then a board of cards neither player holds.
``sampled_equity_vs_range`` is the Monte Carlo part without the checks, for
bots that ask on every decision.
"""

from __future__ import annotations

from collections.abc import Sequence
from math import comb

import numpy as np

from .batch import _BITS, _CARD_BIT, _KEY, _values
from .board_sums import board_sums, card_sums
from .card_draws import distinct_rows
from .equity_inputs import DEFAULT_SAMPLES, EXACT_LIMIT, check_distinct, checked_cards
from .hand_tables import CARD_KEYS

__all__ = ["equity_vs_range", "sampled_equity_vs_range"]


def _parse_range(
    range_combos: Sequence[object] | np.ndarray,
    weights: Sequence[float] | np.ndarray | None,
) -> tuple[np.ndarray, np.ndarray]:
    """(combos as an (N, 2) array, weights as an (N,) array), checked.

    Plain combos (a list of pairs or an (N, 2) array) convert in one numpy
    call, which matters to bots asking for equity on every decision; weighted
    ``((c1, c2), w)`` items take a Python loop.
    """
    arr: np.ndarray | None
    try:
        arr = np.asarray(range_combos)
    except ValueError:  # ragged: weighted items
        arr = None
    if arr is not None and arr.ndim == 2 and arr.shape[1] == 2 and arr.dtype.kind in "iu":
        combos = arr.astype(np.intp, copy=False)
        w = (
            np.ones(len(combos))
            if weights is None
            else np.asarray(weights, dtype=np.float64).reshape(-1)
        )
    else:
        pairs: list[tuple[int, int]] = []
        ws: list[float] = []
        for i, item in enumerate(range_combos):
            if len(item) == 2 and not isinstance(item[0], int | np.integer):
                combo, wt = item
            else:
                combo, wt = item, 1.0
            cs = checked_cards(combo, "range combo")
            if len(cs) != 2:
                raise ValueError(f"range combo {combo!r} is not two cards")
            pairs.append((cs[0], cs[1]))
            ws.append(float(wt) if weights is None else float(weights[i]))
        combos = np.array(pairs, dtype=np.intp).reshape(-1, 2)
        w = np.array(ws, dtype=np.float64)
    if len(w) != len(combos):
        raise ValueError(f"{len(w)} weights for {len(combos)} range combos")
    if combos.size and (combos.min() < 0 or combos.max() > 51):
        raise ValueError("a range combo holds something that is not a card (0..51)")
    if (combos[:, 0] == combos[:, 1]).any():
        raise ValueError("a range combo repeats a card")
    return combos, w


def equity_vs_range(
    hero: Sequence[int],
    range_combos: Sequence[object] | np.ndarray,
    board: Sequence[int] = (),
    samples: int | None = None,
    seed: int | None = None,
    dead: Sequence[int] = (),
    weights: Sequence[float] | np.ndarray | None = None,
) -> float:
    """Hero's pot share against one villain whose hand is drawn from a weighted range.

    ``range_combos`` holds two-card combos, either plain (``[(c1, c2), ...]`` or
    an (N, 2) int array; weights from ``weights`` or all 1) or weighted
    (``[((c1, c2), w), ...]``).
    Combos that share a card with hero, board or dead are dropped (card
    removal); the rest are drawn in proportion to weight. Exact when
    ``samples`` is None and combos x boards <= :data:`EXACT_LIMIT`, else Monte
    Carlo (:data:`DEFAULT_SAMPLES` boards unless ``samples`` says otherwise).
    """
    hero = checked_cards(hero, "hero")
    board = checked_cards(board, "board")
    dead = checked_cards(dead, "dead")
    if len(hero) != 2:
        raise ValueError(f"hero needs two hole cards, not {len(hero)}")
    check_distinct(hero, board, dead)
    used = set(hero) | set(board) | set(dead)
    all_combos, all_w = _parse_range(range_combos, weights)
    taken = np.zeros(52, dtype=bool)
    taken[list(used)] = True
    keep = ~(taken[all_combos[:, 0]] | taken[all_combos[:, 1]]) & (all_w > 0)
    if keep.all():  # bots pass ranges with card removal already done: no copies
        combos, w = all_combos, all_w
    elif not keep.any():
        raise ValueError("no combo of the range is possible with these cards")
    else:
        combos = all_combos[keep]
        w = all_w[keep]
    rest = np.flatnonzero(~taken)
    m = 5 - len(board)

    if samples is None and comb(len(rest), m) * len(combos) <= EXACT_LIMIT:
        base_k, base_b = card_sums(board) if board else (0, 0)
        hk, hb = card_sums(hero)
        ck = _KEY[combos].sum(axis=1)
        cb = _BITS[combos].sum(axis=1)
        bk, bb, bmask = board_sums(rest, m, "key bits cards")
        bk = bk + base_k
        bb = bb + base_b
        hero_v = _values(bk + hk, bb + hb)
        cmask = _CARD_BIT[combos].sum(axis=1)
        per_combo = np.empty(len(combos))
        # Chunk the (combos x boards) grid so memory stays bounded.
        step = max(1, 2_000_000 // max(1, len(bk)))
        for s in range(0, len(combos), step):
            sl = slice(s, s + step)
            ok = (bmask[None, :] & cmask[sl, None]) == 0
            # A board that reuses a combo's card is no deal: value hero's hand there instead,
            # since a repeated card can sum to a key past the end of the tables.
            vk = np.where(ok, bk[None, :] + ck[sl, None], bk[None, :] + hk)
            vb = np.where(ok, bb[None, :] + cb[sl, None], bb[None, :] + hb)
            vv = _values(vk.ravel(), vb.ravel()).reshape(vk.shape)
            score = np.where(vv < hero_v, 1.0, np.where(vv == hero_v, 0.5, 0.0))
            per_combo[sl] = (score * ok).sum(axis=1) / ok.sum(axis=1)
        return float((per_combo * w).sum() / w.sum())

    return sampled_equity_vs_range(hero, board, combos, w, samples or DEFAULT_SAMPLES, seed, rest)


def sampled_equity_vs_range(
    hero: Sequence[int],
    board: Sequence[int],
    combos: np.ndarray,
    weights: np.ndarray,
    samples: int,
    seed: int | None,
    rest: np.ndarray | None = None,
) -> float:
    """The Monte Carlo part of :func:`equity_vs_range`, without its checks: for hot paths.

    Why: a bot asks for equity on every decision, and the checks and
    conversions cost as much as the sampling. The caller promises what
    ``equity_vs_range`` would otherwise make sure of: ``combos`` an (N, 2)
    intp array of two distinct cards each, none shared with ``hero`` or
    ``board``, ``weights`` an (N,) float array of positive weights. Then the
    result is exactly ``equity_vs_range(hero, combos, board, samples, seed,
    weights=weights)``. ``rest`` (the cards not in hero or board, ascending)
    may be passed when the caller has it.
    """
    if rest is None:
        taken = np.zeros(52, dtype=bool)
        taken[list(hero)] = True
        taken[list(board)] = True
        rest = np.flatnonzero(~taken)
    m = 5 - len(board)
    n = samples
    rng = np.random.default_rng(seed)
    cum = np.cumsum(weights)
    pick = np.searchsorted(cum, rng.random(n) * cum[-1], side="right")
    villain = combos[np.minimum(pick, len(combos) - 1)]  # (n, 2): each board's villain hand
    v0, v1 = villain[:, 0], villain[:, 1]
    vk = _KEY[v0] + _KEY[v1]
    vb = _BITS[v0] + _BITS[v1]
    base_k = base_b = 0
    for c in board:
        base_k += CARD_KEYS[c]
        base_b += 1 << (16 * (c & 3) + (c >> 2))
    hk = CARD_KEYS[hero[0]] + CARD_KEYS[hero[1]] + base_k
    hb = (
        (1 << (16 * (hero[0] & 3) + (hero[0] >> 2)))
        + (1 << (16 * (hero[1] & 3) + (hero[1] >> 2)))
        + base_b
    )
    if m:
        # Board cards come from ``rest``; a row may not reuse its villain's cards.
        pos = np.full(52, -1, dtype=np.intp)
        pos[rest] = np.arange(len(rest))
        draw = rest[distinct_rows(rng, len(rest), n, m, pos[villain])]
        if m == 1:
            bk, bb = _KEY[draw[:, 0]], _BITS[draw[:, 0]]
        else:
            bk, bb = _KEY[draw].sum(axis=1), _BITS[draw].sum(axis=1)
        hero_v = _values(bk + hk, bb + hb)
        vill_v = _values(bk + (vk + base_k), bb + (vb + base_b))
    else:
        hero_v = _values(np.array([hk]), np.array([hb]))[0]
        vill_v = _values(vk + base_k, vb + base_b)
    return float((np.count_nonzero(hero_v > vill_v) + 0.5 * np.count_nonzero(hero_v == vill_v)) / n)

"""Equity for bots: many hold'em boards evaluated at once with numpy.

Why a separate module: the engine stays stdlib-only; only code that asks for
equity imports numpy. The lookups are the evaluator's own tables (same card
keys, same values), turned into arrays, so a batch value is exactly what
:func:`poker_tui.engine.evaluator.evaluate` returns for the same cards.

How a batch of seven-card hands is valued:

- key = sum of the cards' ``CARD_KEYS`` (rank-key sum in the low 23 bits,
  suit counts above) and bits = sum of ``1 << (16 * suit + rank)`` (distinct
  cards, so the sum is an OR);
- value = ``NONFLUSH[key & RANK_MASK]`` (the evaluator's own uint16 array
  indexed by rank-key sum, shared without a copy), except where
  ``FLUSH_SUIT[key >> 23]`` names a suit with five or more cards: there
  value = ``FLUSH[(bits >> 16 * suit) & 0x1FFF]``.

Exact enumeration builds the key and bit sums of every board in lexicographic
order by prefix sums (the sums of the k-subsets of ``cards[j:]`` are a suffix
of those of ``cards``), one first-card chunk at a time so temporaries stay
small and cached: heads-up preflop (1,712,304 boards) takes about 20-30 ms
once the tables exist. Monte Carlo draws distinct cards per row by rejection
(redraw rows with a repeated card), which is exactly uniform.

All functions here are for hold'em style hands: two hole cards each, a board
of up to five, the standard 52-card order (001 §9.1).
"""

from __future__ import annotations

from collections.abc import Iterator, Sequence
from math import comb

import numpy as np

from .hand_tables import (
    CARD_KEYS,
    FLUSH_SUIT,
    HIGH_NONFLUSH7,
    RANK_BITS,
    RANK_MASK,
    SUIT_RANK_BITS,
    tables,
)

__all__ = [
    "equity", "equity_vs_range", "evaluate_batch", "evaluate_pairs", "sampled_equity_vs_range", "board_sums", "board_segments",
    "DEFAULT_SAMPLES", "EXACT_LIMIT",
]

DEFAULT_SAMPLES = 100_000
"""Monte Carlo boards used when exact enumeration is too big and no sample count is given."""
EXACT_LIMIT = 4_000_000
"""Enumerate exactly when (boards x villain holdings) is at most this; else sample."""

_KEY = np.array(CARD_KEYS, dtype=np.int64)
_BITS = np.array([1 << (16 * (c & 3) + (c >> 2)) for c in range(52)], dtype=np.int64)
_CARD_BIT = np.array([1 << c for c in range(52)], dtype=np.int64)


class _Arrays:
    """The evaluator's tables as numpy arrays, built on first use.

    The 7-card table is the evaluator's own 16-bit array, shared without a
    copy; 5- and 6-card tables are made from its dicts when first asked for.
    """

    def __init__(self) -> None:
        t = tables("high")
        self.nonflush: dict[int, np.ndarray] = {7: np.frombuffer(HIGH_NONFLUSH7, dtype=np.uint16)}
        self.flush = np.array([0 if v is None else int(v) for v in t.flush], dtype=np.uint16)
        suit_of = {id(b): s for s, b in enumerate(SUIT_RANK_BITS)}
        self.flush_suit = np.array([-1 if b is None else suit_of[id(b)] for b in FLUSH_SUIT],
                                   dtype=np.int8)

    def nonflush_for(self, n: int) -> np.ndarray:
        arr = self.nonflush.get(n)
        if arr is None:
            d = tables("high").nonflush[n]
            keys = np.fromiter(d.keys(), dtype=np.int64, count=len(d))
            arr = np.zeros(int(keys.max()) + 1, dtype=np.uint16)
            arr[keys] = np.fromiter(map(int, d.values()), dtype=np.uint16, count=len(d))
            self.nonflush[n] = arr
        return arr


_ARRAYS: list[_Arrays] = []


def _arrays() -> _Arrays:
    if not _ARRAYS:
        _ARRAYS.append(_Arrays())
    return _ARRAYS[0]


def _values(keys: np.ndarray, bits: np.ndarray, n: int = 7) -> np.ndarray:
    """Values (uint16) of hands of ``n`` cards given their key sums and suit-bit sums."""
    a = _arrays()
    v: np.ndarray = a.nonflush_for(n)[keys & RANK_MASK]
    suit = a.flush_suit[keys >> RANK_BITS]
    idx = np.flatnonzero(suit >= 0)
    if idx.size:
        shift = suit[idx].astype(np.int64) * 16
        v[idx] = a.flush[(bits[idx] >> shift) & 0x1FFF]
    return v


def evaluate_batch(hands: np.ndarray | Sequence[Sequence[int]]) -> np.ndarray:
    """Values of many 5, 6 or 7 card hands at once: an (N, n) int array -> (N,) uint16.

    Equal to ``evaluate()`` row by row (standard high order, 001 §9.1).
    """
    h = np.asarray(hands, dtype=np.intp)
    if h.ndim != 2 or not 5 <= h.shape[1] <= 7:
        raise ValueError(f"hands must be an (N, 5..7) array of cards, not shape {h.shape}")
    return _values(_KEY[h].sum(axis=1), _BITS[h].sum(axis=1), h.shape[1])


def evaluate_pairs(pairs: np.ndarray, fixed: Sequence[int]) -> np.ndarray:
    """Values of each two-card pair of an (N, 2) array together with the same ``fixed`` cards
    (3 to 5): what ``evaluate_batch`` gives for the rows ``pair + fixed``, without building
    them (bots rank every combo of a range on the board this way)."""
    base_k = base_b = 0
    for c in fixed:
        base_k += CARD_KEYS[c]
        base_b += 1 << (16 * (c & 3) + (c >> 2))
    a, b = pairs[:, 0], pairs[:, 1]
    return _values(_KEY[a] + _KEY[b] + base_k, _BITS[a] + _BITS[b] + base_b, 2 + len(fixed))


def board_sums(cards: np.ndarray | Sequence[int], k: int,
               which: str = "key bits") -> list[np.ndarray]:
    """Sums over every k-subset of ``cards`` (lexicographic order), one array per table.

    ``which`` names the tables: ``key`` (card keys), ``bits`` (suit-rank bits),
    ``cards`` (one bit per card, to test which cards a board holds). Built level
    by level: the k-subsets starting at ``cards[i]`` are ``cards[i]`` plus the
    (k-1)-subsets of ``cards[i+1:]``, a suffix of the (k-1)-subsets of ``cards``,
    so no index array is materialised and each level is written in place.
    """
    idx = np.asarray(cards, dtype=np.intp)
    n = len(idx)
    tables = {"key": _KEY, "bits": _BITS, "cards": _CARD_BIT}
    outs = []
    for name in which.split():
        vals = tables[name][idx]
        if k == 0:
            outs.append(np.zeros(1, dtype=np.int64))
            continue
        s = vals.copy()
        for m in range(2, k + 1):
            total = comb(n, m - 1)
            out = np.empty(comb(n, m), dtype=np.int64)
            pos = 0
            for i in range(n - m + 1):
                seg = s[total - comb(n - i - 1, m - 1):]
                np.add(seg, vals[i], out=out[pos:pos + len(seg)])
                pos += len(seg)
            s = out
        outs.append(s)
    return outs


# ---------------------------------------------------------------- helpers

def _cards(cards: Sequence[int], what: str) -> list[int]:
    out = [int(c) for c in cards]
    for c in out:
        if not 0 <= c < 52:
            raise ValueError(f"{what}: {c} is not a card (0..51)")
    return out


def _check_distinct(*groups: Sequence[int]) -> None:
    seen: set[int] = set()
    for g in groups:
        for c in g:
            if c in seen:
                raise ValueError(f"card {c} appears twice among hero, villains, board and dead")
            seen.add(c)


def _distinct_rows(rng: np.random.Generator, n_avail: int, rows: int, k: int,
                   forbid: np.ndarray | None = None) -> np.ndarray:
    """(rows, k) indices into ``n_avail`` cards, distinct within a row, uniformly random.

    Rejection: draw with replacement, redraw rows that repeat a card (or hit a
    ``forbid``-den index for that row, shape (rows, j)) until none does.
    """
    out = rng.integers(0, n_avail, size=(rows, k))
    todo = np.flatnonzero(_repeats(out, forbid))  # the first look needs no row copies
    while todo.size:
        out[todo] = rng.integers(0, n_avail, size=(todo.size, k))
        todo = todo[_repeats(out[todo], None if forbid is None else forbid[todo])]
    return out


def _repeats(rows: np.ndarray, banned: np.ndarray | None) -> np.ndarray:
    """Which rows repeat a card, or hold one of their ``banned`` cards."""
    bad = np.zeros(len(rows), dtype=bool)
    k = rows.shape[1]
    for i in range(k):
        col = rows[:, i]
        for j in range(i + 1, k):
            bad |= col == rows[:, j]
        if banned is not None:
            for j in range(banned.shape[1]):
                bad |= col == banned[:, j]
    return bad


def _shares(values: list[np.ndarray]) -> np.ndarray:
    """Per player, the summed pot share over the boards (ties split equally)."""
    if len(values) == 2:
        a, b = values
        wins = np.count_nonzero(a > b)
        ties = np.count_nonzero(a == b)
        n = len(a)
        return np.array([wins + ties / 2, n - wins - ties + ties / 2])
    v = np.stack(values)
    best = v.max(axis=0)
    win = v == best
    count = win.sum(axis=0)
    shares: np.ndarray = (win / count).sum(axis=1)
    return shares


# ---------------------------------------------------------------- equity

def equity(hero: Sequence[int], villains: Sequence[Sequence[int]] | int = 1,
           board: Sequence[int] = (), dead: Sequence[int] = (), samples: int | None = None,
           seed: int | None = None, per_player: bool = False) -> float | list[float]:
    """Hero's expected share of the pot at showdown (ties split), hold'em.

    ``villains`` is a list of known two-card hands, or a number of opponents
    holding random cards. With ``samples=None`` the result is exact when the
    deals to enumerate number at most :data:`EXACT_LIMIT` (any known hands;
    or one random opponent from the flop on), otherwise Monte Carlo with
    :data:`DEFAULT_SAMPLES` boards. With ``samples`` given it always samples.
    ``per_player=True`` returns the shares of hero and each villain instead.
    """
    hero = _cards(hero, "hero")
    board = _cards(board, "board")
    dead = _cards(dead, "dead")
    if len(hero) != 2:
        raise ValueError(f"hero needs two hole cards, not {len(hero)}")
    if len(board) > 5:
        raise ValueError(f"a board has at most five cards, not {len(board)}")
    if isinstance(villains, int):
        n_random = villains
        known: list[list[int]] = []
        if n_random < 1:
            raise ValueError("equity needs at least one opponent")
    else:
        n_random = 0
        known = [_cards(v, "villain") for v in villains]
        if not known:
            raise ValueError("equity needs at least one opponent")
        for v in known:
            if len(v) != 2:
                raise ValueError(f"each villain needs two hole cards, not {len(v)}")
    _check_distinct(hero, board, dead, *known)
    used = set(hero) | set(board) | set(dead) | {c for v in known for c in v}
    rest = np.array([c for c in range(52) if c not in used], dtype=np.intp)
    m = 5 - len(board)
    if len(rest) < m + 2 * n_random:
        raise ValueError("not enough cards left in the deck to deal")

    if n_random == 1 and samples is None and not per_player:
        n_combos = comb(len(rest), 2)
        if n_combos * comb(len(rest) - 2, m) <= EXACT_LIMIT:
            combos = [(int(a), int(b)) for i, a in enumerate(rest) for b in rest[i + 1:]]
            return equity_vs_range(hero, combos, board, dead=dead)
    if n_random == 0 and samples is None and comb(len(rest), m) * len(known) <= EXACT_LIMIT:
        shares = _exact_known(hero, known, board, rest, m)
    else:
        shares = _sampled(hero, known, n_random, board, rest, m,
                          samples or DEFAULT_SAMPLES, np.random.default_rng(seed))
    if per_player:
        return [float(s) for s in shares]
    return float(shares[0])


def _hole_sums(cards: Sequence[int]) -> tuple[int, int]:
    return int(_KEY[list(cards)].sum()), int(_BITS[list(cards)].sum())


def board_segments(cards: np.ndarray, k: int) -> Iterator[tuple[np.ndarray, np.ndarray]]:
    """Key and suit-bit sums of every k-subset of ``cards``, in chunks (lexicographic order).

    Chunk i holds the subsets whose first card is ``cards[i]``: that card plus
    the (k-1)-subsets of ``cards[i+1:]``. Working chunk by chunk keeps the
    temporaries small (at most 178k boards preflop), so a first call does
    not pay for faulting in ~100 MB of fresh memory, and the data stays in cache.
    """
    idx = np.asarray(cards, dtype=np.intp)
    n = len(idx)
    if k == 0:
        yield np.zeros(1, dtype=np.int64), np.zeros(1, dtype=np.int64)
        return
    if k == 1:
        yield _KEY[idx], _BITS[idx]
        return
    sk, sb = board_sums(idx, k - 1)
    total = comb(n, k - 1)
    for i in range(n - k + 1):
        start = total - comb(n - i - 1, k - 1)
        yield sk[start:] + _KEY[idx[i]], sb[start:] + _BITS[idx[i]]


def _exact_known(hero: list[int], known: list[list[int]], board: list[int], rest: np.ndarray,
                 m: int) -> np.ndarray:
    base_k, base_b = _hole_sums(board) if board else (0, 0)
    holes = [_hole_sums(hole) for hole in [hero, *known]]
    shares = np.zeros(len(holes))
    n = 0
    for bk, bb in board_segments(rest, m):
        shares += _shares([_values(bk + (base_k + hk), bb + (base_b + hb)) for hk, hb in holes])
        n += len(bk)
    return shares / n


def _sampled(hero: list[int], known: list[list[int]], n_random: int, board: list[int],
             rest: np.ndarray, m: int, samples: int, rng: np.random.Generator) -> np.ndarray:
    draw = rest[_distinct_rows(rng, len(rest), samples, m + 2 * n_random)]
    base_k, base_b = _hole_sums(board) if board else (0, 0)
    if m:
        bk = _KEY[draw[:, :m]].sum(axis=1) + base_k
        bb = _BITS[draw[:, :m]].sum(axis=1) + base_b
    else:
        bk = np.full(samples, base_k, dtype=np.int64)
        bb = np.full(samples, base_b, dtype=np.int64)
    values = []
    for hole in [hero, *known]:
        hk, hb = _hole_sums(hole)
        values.append(_values(bk + hk, bb + hb))
    for i in range(n_random):
        cols = draw[:, m + 2 * i:m + 2 * i + 2]
        values.append(_values(bk + _KEY[cols].sum(axis=1), bb + _BITS[cols].sum(axis=1)))
    return _shares(values) / samples


def _parse_range(range_combos: Sequence[object] | np.ndarray,
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
        w = (np.ones(len(combos)) if weights is None
             else np.asarray(weights, dtype=np.float64).reshape(-1))
    else:
        pairs: list[tuple[int, int]] = []
        ws: list[float] = []
        for i, item in enumerate(range_combos):
            if len(item) == 2 and not isinstance(item[0], int | np.integer):
                combo, wt = item
            else:
                combo, wt = item, 1.0
            cs = _cards(combo, "range combo")
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


def equity_vs_range(hero: Sequence[int], range_combos: Sequence[object] | np.ndarray,
                    board: Sequence[int] = (), samples: int | None = None,
                    seed: int | None = None, dead: Sequence[int] = (),
                    weights: Sequence[float] | np.ndarray | None = None) -> float:
    """Hero's pot share against one villain whose hand is drawn from a weighted range.

    ``range_combos`` holds two-card combos, either plain (``[(c1, c2), ...]`` or
    an (N, 2) int array; weights from ``weights`` or all 1) or weighted
    (``[((c1, c2), w), ...]``).
    Combos that share a card with hero, board or dead are dropped (card
    removal); the rest are drawn in proportion to weight. Exact when
    ``samples`` is None and combos x boards <= :data:`EXACT_LIMIT`, else Monte
    Carlo (:data:`DEFAULT_SAMPLES` boards unless ``samples`` says otherwise).
    """
    hero = _cards(hero, "hero")
    board = _cards(board, "board")
    dead = _cards(dead, "dead")
    if len(hero) != 2:
        raise ValueError(f"hero needs two hole cards, not {len(hero)}")
    _check_distinct(hero, board, dead)
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
        base_k, base_b = _hole_sums(board) if board else (0, 0)
        hk, hb = _hole_sums(hero)
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


def sampled_equity_vs_range(hero: Sequence[int], board: Sequence[int], combos: np.ndarray,
                            weights: np.ndarray, samples: int, seed: int | None,
                            rest: np.ndarray | None = None) -> float:
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
    hb = (1 << (16 * (hero[0] & 3) + (hero[0] >> 2))) + (1 << (16 * (hero[1] & 3) + (hero[1] >> 2))) + base_b
    if m:
        # Board cards come from ``rest``; a row may not reuse its villain's cards.
        pos = np.full(52, -1, dtype=np.intp)
        pos[rest] = np.arange(len(rest))
        draw = rest[_distinct_rows(rng, len(rest), n, m, pos[villain])]
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

"""Exact hold'em equity with numpy: every matchup of the players' ranges times every board.

A *matchup* gives every player one combo of their range, no card twice; its
probability is proportional to the product of the weights, and given a
matchup every board of the cards left is equally likely. That is what
PokerStove, Equilab and OMPEval count. The matchups x boards grid is valued
in chunks that stay in cache (a board that takes a matchup's card is masked
out).
"""

from __future__ import annotations

from collections.abc import Sequence
from math import comb

import numpy as np

from ..engine.batch import _BITS, _CARD_BIT, _KEY, hand_values
from ..engine.board_sums import board_segments, board_sums
from ..engine.hand_tables import CARD_KEYS
from .result import PlayerCombos, Result

__all__ = ["exact_work", "holdem_exact"]

CELLS = 1 << 20
"""Matchup x board cells valued per chunk: temporaries of a few MB, in cache."""


def _masks(combos: np.ndarray) -> np.ndarray:
    return _CARD_BIT[combos[:, 0]] | _CARD_BIT[combos[:, 1]]


def _matchups(players: Sequence[PlayerCombos], limit: int) -> tuple[np.ndarray, np.ndarray] | None:
    """(K, P) combo indexes of every matchup with no card twice, and their weights; None when
    more than ``limit`` would have to be looked at."""
    sizes = [len(c) for c, _ in players]
    if np.prod(np.array(sizes, dtype=np.float64)) > limit:
        return None
    idx = np.arange(sizes[0])[:, None]
    mask = _masks(players[0][0])
    weight = players[0][1].copy()
    for combos, w in players[1:]:
        cm = _masks(combos)
        ok = (mask[:, None] & cm[None, :]) == 0
        a, b = np.nonzero(ok)
        idx = np.concatenate([idx[a], b[:, None]], axis=1)
        mask = mask[a] | cm[b]
        weight = weight[a] * w[b]
    return idx, weight


def exact_work(players: Sequence[PlayerCombos], board: Sequence[int], dead: Sequence[int]) -> float:
    """Cells an exact answer values: matchups (an upper bound) x boards x players."""
    fixed = {int(c) for combos, _ in players if len(combos) == 1 for c in combos[0]}
    left = 52 - len(board) - len(dead) - len(fixed)
    k = float(np.prod(np.array([len(c) for c, _ in players], dtype=np.float64)))
    return k * comb(left, 5 - len(board)) * len(players)


def _sums(cards: Sequence[int]) -> tuple[int, int]:
    """Key sum and suit-rank bit sum of a few cards, in plain ints."""
    k = b = 0
    for c in cards:
        k += CARD_KEYS[c]
        b += 1 << (16 * (c & 3) + (c >> 2))
    return k, b


def _score(
    values: list[np.ndarray], valid: np.ndarray | None
) -> tuple[np.ndarray, np.ndarray, np.ndarray]:
    """Per player and row of the grid: wins, ties and pot shares summed over the valid boards."""
    if len(values) == 2 and valid is None:  # heads-up, every board valid: two comparisons
        a, b = values
        w0 = np.count_nonzero(a > b, axis=-1)
        t = np.count_nonzero(a == b, axis=-1)
        w1 = a.shape[-1] - w0 - t
        wins = np.stack([w0, w1])
        ties = np.stack([t, t])
        return wins, ties, wins + 0.5 * ties
    v = np.stack(values)  # (P, rows, boards)
    top = v == v.max(axis=0)
    if valid is not None:
        top &= valid
    count = top.sum(axis=0, dtype=np.int8)
    p = len(values)
    wins = np.zeros(top.shape[:2])
    ties = np.zeros(top.shape[:2])
    shares = np.zeros(top.shape[:2])
    for k in range(1, p + 1):
        hit = count == k
        if not hit.any():
            continue
        n_k = np.count_nonzero(top & hit, axis=2)
        if k == 1:
            wins += n_k
        else:
            ties += n_k
        shares += n_k / k
    return wins, ties, shares


_PAIRS: dict[int, tuple[np.ndarray, np.ndarray]] = {}


def _boards(rest: np.ndarray, m: int, masks: bool = False) -> list[np.ndarray]:
    """Key sums, bit sums (and card masks) of every m-subset of ``rest``: ``board_sums``,
    with the turn and river (m of 1 or 2) built in a few array calls."""
    if m > 2:
        return board_sums(rest, m, "key bits cards" if masks else "key bits")
    tables = (_KEY, _BITS, _CARD_BIT) if masks else (_KEY, _BITS)
    if m == 0:
        return [np.zeros(1, dtype=np.int64) for _ in tables]
    if m == 1:
        return [t[rest] for t in tables]
    n = len(rest)
    if n not in _PAIRS:
        _PAIRS[n] = np.triu_indices(n, 1)
    i, j = _PAIRS[n]
    a, b = rest[i], rest[j]
    return [t[a] + t[b] for t in tables]


def holdem_exact(
    players: Sequence[PlayerCombos],
    board: Sequence[int],
    dead: Sequence[int],
    limit: int = 50_000_000,
) -> Result:
    """Every matchup and every board: exact shares. Raises ValueError when no matchup fits."""
    found = _matchups(players, limit)
    if found is None:
        raise ValueError("too many matchups to enumerate: use Monte Carlo")
    idx, mw = found
    if not len(idx):
        raise ValueError("no deal gives every player a hand of their range without a card twice")
    p = len(players)
    cards = np.stack([players[j][0][idx[:, j]] for j in range(p)], axis=1)  # (K, P, 2)
    masks = _CARD_BIT[cards].sum(axis=2)  # (K, P)
    all_mask = np.bitwise_or.reduce(masks, axis=1)
    always = int(np.bitwise_and.reduce(all_mask))
    gone = set(board) | set(dead) | {c for c in range(52) if always >> c & 1}
    rest = np.array([c for c in range(52) if c not in gone], dtype=np.intp)
    m = 5 - len(board)
    base_k, base_b = _sums(board)
    hk = _KEY[cards].sum(axis=2) + base_k  # (K, P)
    hb = _BITS[cards].sum(axis=2) + base_b
    wins = np.zeros((len(idx), p))
    ties = np.zeros((len(idx), p))
    shares = np.zeros((len(idx), p))
    n_boards = np.zeros(len(idx))
    if len(idx) == 1:  # every hand known: no board can clash, walk the boards in chunks
        few = comb(len(rest), m) <= CELLS
        for bk, bb in [_boards(rest, m)] if few else board_segments(rest, m):
            values = [hand_values(bk + hk[0, j], bb + hb[0, j])[None, :] for j in range(p)]
            w, t, s = _score(values, None)
            wins[0] += w[:, 0]
            ties[0] += t[:, 0]
            shares[0] += s[:, 0]
            n_boards[0] += len(bk)
    else:
        bk, bb, bmask = _boards(rest, m, masks=True)
        step = max(1, CELLS // max(1, len(bk)))
        for s0 in range(0, len(idx), step):
            sl = slice(s0, s0 + step)
            valid = (bmask[None, :] & all_mask[sl, None]) == 0
            values = []
            for j in range(p):  # a masked cell may hold a card twice: clipped lookups, ignored
                values.append(
                    hand_values(
                        bk[None, :] + hk[sl, j, None], bb[None, :] + hb[sl, j, None], clip=True
                    )
                )
            w, t, s = _score(values, valid)
            wins[sl] = w.T
            ties[sl] = t.T
            shares[sl] = s.T
            n_boards[sl] = valid.sum(axis=1)
    prob = mw / n_boards
    total = mw.sum()
    win = (wins * prob[:, None]).sum(axis=0) / total
    tie = (ties * prob[:, None]).sum(axis=0) / total
    eq = (shares * prob[:, None]).sum(axis=0) / total
    return Result(
        tuple(map(float, win)),
        tuple(map(float, tie)),
        tuple(map(float, eq)),
        True,
        int(n_boards.sum()),
    )

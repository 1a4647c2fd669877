"""Monte Carlo hold'em equity with numpy, drawn from the project's counter-based stream.

Sample ``i`` draws its matchup with words ``t = a*q + j`` (attempt ``a``, the
``j``-th of the ``q`` players holding more than one combo: a weighted pick
``searchsorted(cumulative weights, unit(w) * total, "right")``; an attempt
whose combos share a card is redrawn whole), then its board cards with
words ``t = 2**23 + b*m + k`` (attempt ``b``, card ``k`` of ``m``:
``rest[below(w, len(rest))]``; an attempt that repeats a card, or takes one
a player holds, is redrawn whole). ``rest`` is the deck less the board, the
dead cards and the known hands, ascending. The answer for a sample depends
on (seed, i) only (``stream``).
"""

from __future__ import annotations

from collections.abc import Sequence

import numpy as np

from ..engine.batch import _BITS, _CARD_BIT, _KEY, hand_values
from . import stream
from .holdem_exact import _masks, _sums
from .result import PlayerCombos, Result, sampled_result, score_rows
from .stopped import STOP_CHUNK, Stop, check

__all__ = ["BOARD_LANE", "holdem_sampled"]

BOARD_LANE = 1 << 23
"""Words of a sample's board cards start at this ``t`` (``stream.word``)."""
MAX_ATTEMPTS = 1 << 20
"""Redraws of a sample's matchup at most (ten random hands fit about one time in 40)."""
GIVE_UP = 2000
"""Attempts after which, if no sample at all has found a deal, the ranges are judged not to
fit together."""

_ARANGE = np.arange(4096)
"""Row positions, sliced rather than built on each deal (``_deal_boards``, the bots' boards)."""


def _pick(cum: np.ndarray, last: int, w: np.ndarray) -> np.ndarray:
    """Weighted picks from words: the first combo whose running sum exceeds unit(w) * total."""
    pick = cum.searchsorted(stream.unit(w) * cum[-1], side="right")
    return np.minimum(pick, last, out=pick)


def _deal_matchups(
    seed_key: int,
    rows: np.ndarray,
    fixed_mask: int,
    ranged: Sequence[tuple[np.ndarray, np.ndarray, np.ndarray, int]],
) -> list[np.ndarray]:
    """Each sample's combo index per ranged player (stream words ``t = a*q + j``)."""
    q = len(ranged)
    picks = [np.empty(len(rows), dtype=np.intp) for _ in range(q)]
    todo = np.arange(len(rows))
    for attempt in range(MAX_ATTEMPTS):
        acc = np.full(len(todo), fixed_mask, dtype=np.int64)
        clash = np.zeros(len(todo), dtype=bool)
        got = []
        for j, (_, masks, cum, last) in enumerate(ranged):
            pick = _pick(cum, last, stream.words(seed_key, rows[todo], attempt * q + j))
            cm = masks[pick]
            clash |= (acc & cm) != 0
            acc |= cm
            got.append(pick)
        for j in range(q):
            picks[j][todo] = got[j]
        if attempt >= GIVE_UP and len(todo) == len(rows) and clash.all():
            break  # not one sample has found a deal: the ranges (almost) cannot fit
        todo = todo[clash]
        if not todo.size:
            return picks
    raise ValueError(
        "the ranges almost never fit together without a card twice: no deal could be drawn"
    )


def _board_try(
    seed_key: int,
    rows: np.ndarray,
    taken: np.ndarray,
    rest: np.ndarray,
    m: int,
    attempt: int,
    words: np.ndarray | None = None,
) -> tuple[np.ndarray, np.ndarray]:
    """One attempt at each row's m board cards: (cards (m, rows), which rows clash)."""
    if words is None:
        t = BOARD_LANE + attempt * m + np.arange(m, dtype=np.uint64)[:, None]
        words = stream.words(seed_key, rows, t)
    cards = rest[stream.below(words, len(rest))]
    bits = _CARD_BIT[cards]
    clash = (bits[0] & taken) != 0
    for k in range(1, m):
        clash |= (bits[k] & (taken | np.bitwise_or.reduce(bits[:k], axis=0))) != 0
    return cards, clash


def _deal_boards(
    seed_key: int,
    rows: np.ndarray,
    taken: np.ndarray,
    rest: np.ndarray,
    m: int,
    first: np.ndarray | None = None,
) -> np.ndarray:
    """(m, rows) board cards from ``rest``, none twice nor in ``taken`` (a card mask per row);
    ``first`` may hold the words of the first A attempts, already drawn ((A*m, rows): all of
    them valued at once, each row keeping its first attempt without a clash)."""
    if first is None:
        out, clash = _board_try(seed_key, rows, taken, rest, m, 0)
        tried = 1
    else:
        tried = len(first) // m
        n = len(rows)
        cards = rest[stream.below(first, len(rest))].reshape(tried, m, n)
        bits = _CARD_BIT[cards]
        together = bits[:, 0]
        clash = (together & taken) != 0  # shaped (A, rows)
        for k in range(1, m):
            clash |= (bits[:, k] & (together | taken)) != 0
            together = together | bits[:, k]
        pick = clash.argmin(axis=0)  # each row's first attempt without a clash
        across = _ARANGE[:n] if n <= len(_ARANGE) else np.arange(n)
        # integer indexes only: a slice among them takes numpy's slower mixed-indexing path
        out = cards[pick[None, :], _ARANGE[:m, None], across]
        clash = np.logical_and.reduce(clash, axis=0)  # every attempt clashed
    todo = np.flatnonzero(clash)
    attempt = tried
    while todo.size:
        cards, clash = _board_try(seed_key, rows[todo], taken[todo], rest, m, attempt)
        out[:, todo] = cards
        todo = todo[clash]
        attempt += 1
    return out


def holdem_sampled(
    players: Sequence[PlayerCombos],
    board: Sequence[int],
    dead: Sequence[int],
    samples: int,
    seed: int,
    chunk: int = 65536,
    stop: Stop = None,
) -> Result:
    """Monte Carlo over ``samples`` deals of the project's stream, with standard errors.
    ``stop`` is asked between chunks (of ``STOP_CHUNK`` samples then): see ``stopped``."""
    if stop is not None:
        chunk = min(chunk, STOP_CHUNK)
    p = len(players)
    fixed_cards = [int(c) for combos, _ in players if len(combos) == 1 for c in combos[0]]
    fixed_mask = int(_CARD_BIT[fixed_cards].sum()) if fixed_cards else 0
    ranged = []
    for combos, w in players:
        if len(combos) > 1:
            cum = np.cumsum(w)
            ranged.append((combos, _masks(combos), cum, int(cum.searchsorted(cum[-1]))))
    gone = set(board) | set(dead) | set(fixed_cards)
    rest = np.array([c for c in range(52) if c not in gone], dtype=np.intp)
    m = 5 - len(board)
    base_k, base_b = _sums(board)
    seed_key = stream.key(seed)
    totals = np.zeros((4, p))
    for s0 in range(0, samples, chunk):
        check(stop)
        rows = np.arange(s0, min(samples, s0 + chunk), dtype=np.uint64)
        picks = _deal_matchups(seed_key, rows, fixed_mask, ranged)
        hands, r = [], 0
        taken = np.full(len(rows), fixed_mask, dtype=np.int64)
        for combos, _ in players:
            if len(combos) > 1:
                h = combos[picks[r]]
                r += 1
                taken |= _CARD_BIT[h[:, 0]] | _CARD_BIT[h[:, 1]]
            else:
                h = np.broadcast_to(combos[0], (len(rows), 2))
            hands.append(h)
        if m:
            cards = _deal_boards(seed_key, rows, taken, rest, m)
            bk = _KEY[cards].sum(axis=0) + base_k
            bb = _BITS[cards].sum(axis=0) + base_b
        else:
            bk = np.full(len(rows), base_k, dtype=np.int64)
            bb = np.full(len(rows), base_b, dtype=np.int64)
        values = [
            hand_values(bk + _KEY[h[:, 0]] + _KEY[h[:, 1]], bb + _BITS[h[:, 0]] + _BITS[h[:, 1]])
            for h in hands
        ]
        totals += score_rows(values)
    return sampled_result(totals, samples, seed)

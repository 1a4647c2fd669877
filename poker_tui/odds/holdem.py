"""Hold'em equity of one hero against one opponent drawn from a weighted range: the bots' fast path.

Why numpy and not the engine's per-hand evaluator: an exact heads-up preflop
answer is 1,712,304 boards; here each board is a few array lookups
(``engine.batch``: the evaluator's own tables, the same values).

Who holds what. Each player is a list of two-card combos with weights (a
known hand is one combo). Exact answers enumerate every matchup and board
(``holdem_exact.py``); Monte Carlo answers draw them from the project's
stream (``holdem_sampled.py``); both answer with a ``Result`` (``result.py``).
``hero_vs_weights`` is the question a bot asks on every decision, one hero
against one weighted range: exactly what those answer, with less work per
call (memoised combo tables and rest cards, the first board attempts drawn at once and
valued by pair tables).
"""

from __future__ import annotations

from collections.abc import Sequence
from math import comb

import numpy as np

from ..engine.batch import _BITS, _CARD_BIT, _KEY, hand_values
from ..engine.hand_tables import CARD_KEYS
from . import stream
from .holdem_exact import _sums, holdem_exact
from .holdem_sampled import _ARANGE, BOARD_LANE, _board_try

__all__ = ["hero_vs_weights"]


def hero_vs_weights(
    hero: Sequence[int],
    board: Sequence[int],
    combos: np.ndarray,
    weights: np.ndarray,
    samples: int,
    seed: int,
    exact_below: int = 0,
) -> float:
    """Hero's pot share against one opponent drawn from ``combos`` by ``weights``: for bots.

    The caller promises what the checked entry points make sure of: every combo
    of positive weight shares no card with ``hero`` or ``board``, at least one
    weight is positive. Exact when boards x live combos is at most
    ``exact_below`` (the river, for a bot), else exactly what
    :func:`holdem_sampled` answers for ``[hero], (combos, weights)`` and ``seed``.
    """
    m = 5 - len(board)
    boards = comb(50 - len(board), m)
    # (on the flop boards alone exceed a bot's bound: no need to count the live combos)
    if boards * min(len(weights), 1326) <= exact_below or (
        boards <= exact_below and boards * np.count_nonzero(weights) <= exact_below
    ):
        return _hero_exact(hero, board, combos, weights, m)
    seed_key = stream.key(seed)
    counter = _COUNTERS.get((samples, m))
    if counter is None:  # the pick's word (t = 0) and the first board attempts' (2**23 + k)
        rows = np.arange(samples, dtype=np.uint64)
        counter = _COUNTERS[(samples, m)] = stream.counters(rows, _first_words(m))
    w = stream.words_at(seed_key, counter)
    cum = weights.cumsum()
    total = float(cum[-1])
    last = int(cum.searchsorted(total))  # the last combo of positive weight
    # The targets searched in ascending order (and each pick put back in its row's place):
    # each search then starts where the last one ended, and the branches of the binary
    # search are far easier to predict; the picks are the same, row by row.
    rank = w[0].argsort()
    ascending = w[0].take(rank)
    if total > 1e-290:  # (w >> 11) * 2**-53 is exact, so one product rounds as two would
        target = (ascending >> _S11).astype(np.float64) * (_UNIT * total)
    else:
        target = stream.unit(ascending) * total
    pick = np.empty(samples, dtype=np.intp)
    pick[rank] = cum.searchsorted(target, side="right")
    np.minimum(pick, last, out=pick)
    picked = _combo_table(combos).take(pick, axis=1)  # (3, n): key sums, bit sums, masks
    h0, h1 = int(hero[0]), int(hero[1])
    rest, base = _board_facts(board, h0, h1)
    n = samples
    if m:
        drawn = _bot_boards(seed_key, n, picked[2], rest, m, w[1:])  # (2, n): the boards' sums
        # one (2, 2n) array of key and bit sums: the hero's hands, then the opponent's
        both = np.empty((2, 2 * n), dtype=np.int64)
        np.add(drawn, base[:, 2:3], out=both[:, :n])
        np.add(drawn, picked[:2], out=both[:, n:])
        both[:, n:] += base[:, 0:1]
        values = hand_values(both[0], both[1])
        hero_v, vill_v = values[:n], values[n:]
    else:
        hero_v = hand_values(base[0, 2:3], base[1, 2:3])
        vill = picked[:2] + base[:, 0:1]
        vill_v = hand_values(vill[0], vill[1])
    return float(
        (np.count_nonzero(hero_v > vill_v) + 0.5 * np.count_nonzero(hero_v == vill_v)) / samples
    )


def _hero_exact(
    hero: Sequence[int], board: Sequence[int], combos: np.ndarray, weights: np.ndarray, m: int
) -> float:
    """``hero_vs_weights`` by enumeration: every live combo (and every board to come)."""
    live = (weights > 0).nonzero()[0]  # (``flatnonzero`` of a 1-D array, one call fewer)
    if m == 0:  # the river: every combo valued once
        base_k, base_b = _sums(board)
        w = weights.take(live)
        mine = hand_values(
            np.array([base_k + int(_KEY[hero[0]] + _KEY[hero[1]])]),
            np.array([base_b + int(_BITS[hero[0]] + _BITS[hero[1]])]),
        )[0]
        theirs = _river_values(combos, board, base_k, base_b).take(live)
        return float((w[theirs < mine].sum() + 0.5 * w[theirs == mine].sum()) / w.sum())
    players = [(np.array([hero], dtype=np.intp), np.ones(1)), (combos[live], weights[live])]
    return holdem_exact(players, board, ()).equity[0]


_RIVERS: dict[tuple[int, tuple[int, ...]], tuple[np.ndarray, np.ndarray]] = {}


def _river_values(combos: np.ndarray, board: Sequence[int], base_k: int, base_b: int) -> np.ndarray:
    """The value of every combo of ``combos`` with the river ``board`` (sums ``base_k``,
    ``base_b``), memoised per combo array and board: every seat at the table asks about each
    opponent on the same river. A combo that shares a card with the board gets some value
    (``clip``): no caller asks about it."""
    key = (id(combos), tuple(board))
    hit = _RIVERS.get(key)
    if hit is None or hit[0] is not combos:
        if len(_RIVERS) >= 64:  # the rivers of the hands in play
            _RIVERS.clear()
        table = _combo_table(combos)  # the combos' own sums, memoised with the combos
        values = hand_values(table[0] + base_k, table[1] + base_b, clip=True)
        hit = _RIVERS[key] = (combos, values)
    return hit[1]


_SAME = np.int64(1 << 62)
"""A bit no card has: a two-card draw that repeats its card carries it, and so does every
row's mask of taken cards, so one test finds both kinds of clash."""
_PAIR_KEY = (_KEY[:, None] + _KEY[None, :]).ravel()
_PAIR_BITS = (_BITS[:, None] + _BITS[None, :]).ravel()
_PAIR_MASK = (
    (_CARD_BIT[:, None] | _CARD_BIT[None, :]) | np.where(np.eye(52, dtype=bool), _SAME, 0)
).ravel()
"""Key sums, suit-rank bit sums and card masks of the turn and river as ``52 * first + second``."""
_PAIR_SUMS = np.stack([_PAIR_KEY, _PAIR_BITS])
_CARD_SUMS = np.stack([_KEY, _BITS])
"""The same sums as two rows, for one ``take`` per draw (and one card's, for the river)."""


def _bot_boards(
    seed_key: int, n: int, taken: np.ndarray, rest: np.ndarray, m: int, first: np.ndarray
) -> np.ndarray:
    """The key and suit-rank bit sums (2, n) of each row's board cards to come (m of 1 or 2, rows
    ``0..n-1``): what ``_deal_boards`` deals, each row's first attempt without a clash, read
    from per-pair tables instead of card by card. ``first`` holds the first attempts' words."""
    tried = len(first) // m
    # (``take`` rather than ``[]``: the same cards, at a fraction of fancy indexing's cost)
    # ``stream.below(first, len(rest))`` in place: every value is below 2**11, so the words'
    # own buffer, read as int64, holds the indexes
    index = first >> _S11
    index *= np.uint64(len(rest))
    index >>= _S53
    cards = rest.take(index.view(np.int64)).reshape(tried, m, n)
    if m == 2:
        drawn = cards[:, 0] * 52
        drawn += cards[:, 1]
        sums, masks, taken = _PAIR_SUMS, _PAIR_MASK, taken | _SAME
    else:
        drawn = cards[:, 0]
        sums, masks = _CARD_SUMS, _CARD_BIT
    clash = (masks.take(drawn) & taken) != 0  # (A, rows)
    pick = clash.argmin(axis=0)  # each row's first attempt without a clash
    flat = pick * n  # each row's chosen attempt in the flattened (A, rows) arrays
    flat += _ARANGE[:n] if n <= len(_ARANGE) else np.arange(n)
    chosen = drawn.ravel().take(flat)
    todo = clash.ravel().take(flat).nonzero()[0]  # the rows whose every attempt clashed
    if 0 < todo.size <= _FEW:
        _redraw_few(seed_key, todo, taken, rest, m, tried, chosen)
    elif todo.size:
        rows = _ROWS[:n] if n <= len(_ROWS) else np.arange(n, dtype=np.uint64)
        attempt = tried
        while todo.size:
            more, again = _board_try(seed_key, rows[todo], taken[todo] & ~_SAME, rest, m, attempt)
            chosen[todo] = more[0] * 52 + more[1] if m == 2 else more[0]
            todo = todo[again]
            attempt += 1
    return sums.take(chosen, axis=1)


_FEW = 16
"""Rows whose first attempts all clashed, at most, redrawn in plain ints: a row or two of a
call, where array calls would cost more than the draws."""
_M64 = (1 << 64) - 1
_NOT_SAME = ~(1 << 62)


def _redraw_few(
    seed_key: int,
    todo: np.ndarray,
    taken: np.ndarray,
    rest: np.ndarray,
    m: int,
    first: int,
    chosen: np.ndarray,
) -> None:
    """``chosen`` for the rows of ``todo`` from attempt ``first`` on: what ``_board_try``
    draws (the spec's words, card by card, an attempt that clashes redrawn whole), in ints."""
    cards = rest.tolist()
    size = len(cards)
    for row in todo.tolist():
        held = int(taken[row]) & _NOT_SAME
        attempt = first
        while True:
            used, drawn = held, 0
            for k in range(m):
                t = BOARD_LANE + attempt * m + k
                w = stream.mix((seed_key + stream.GAMMA * (1 + (t << 40 | row))) & _M64)
                card = cards[((w >> 11) * size) >> 53]
                if used >> card & 1:
                    break
                used |= 1 << card
                drawn = drawn * 52 + card
            else:
                chosen[row] = drawn
                break
            attempt += 1  # a card clashed: the row's next attempt


_S11 = np.uint64(11)
_S53 = np.uint64(53)
_UNIT = 2.0**-53
_COUNTERS: dict[tuple[int, int], np.ndarray] = {}
_TABLES: dict[int, tuple[np.ndarray, np.ndarray]] = {}


def _combo_table(combos: np.ndarray) -> np.ndarray:
    """(3, N): each combo's key sum, suit-rank bit sum and card mask, memoised per array (a
    bot passes the same combo array on every call; the memo holds it so its id stays its own)."""
    hit = _TABLES.get(id(combos))
    if hit is None or hit[0] is not combos:
        if len(_TABLES) >= 16:
            _TABLES.clear()
        a, b = combos[:, 0], combos[:, 1]
        table = np.stack([_KEY[a] + _KEY[b], _BITS[a] + _BITS[b], _CARD_BIT[a] | _CARD_BIT[b]])
        hit = _TABLES[id(combos)] = (combos, table)
    return hit[1]


_ROWS = np.arange(4096, dtype=np.uint64)
_AHEAD = {2: 3, 1: 2}
"""Board attempts drawn at once for the bots, by cards to come. A turn and river clash with
the opponent's cards about one attempt in ten: a row needs a fourth about once in a
thousand. A lone river card clashes about one in 23: a third is needed by about one row of
a call in two, and drawn in plain ints (``_redraw_few``) costs less than 300 more words."""


def _first_words(m: int) -> np.ndarray:
    """``t`` of the pick's word and of the first ``_AHEAD[m]`` board attempts, as a column."""
    ahead = _AHEAD[m] * m
    return np.array([0] + [BOARD_LANE + k for k in range(ahead)], dtype=np.uint64)[:, None]


_BOARDS: dict[tuple[int, ...], tuple[np.ndarray, np.ndarray]] = {}


def _board_facts(board: Sequence[int], h0: int, h1: int) -> tuple[np.ndarray, np.ndarray]:
    """The cards neither on ``board`` nor in the hand (``h0``, ``h1``), ascending, and a (2, 3)
    array: rows the key and suit-rank bit sums, columns the board's, the hand's, and both's
    (memoised: a seat asks about the same board for each opponent and at each of its
    decisions on a street)."""
    key = (*board, h0, h1)
    hit = _BOARDS.get(key)
    if hit is None:
        if len(_BOARDS) >= 1024:  # the boards and hands of the hands in play
            _BOARDS.clear()
        gone = set(key)
        rest = np.array([c for c in range(52) if c not in gone], dtype=np.intp)
        base_k, base_b = _sums(board)
        hand_k, hand_b = CARD_KEYS[h0] + CARD_KEYS[h1], int(_BITS[h0] + _BITS[h1])
        sums = np.array(
            [[base_k, hand_k, base_k + hand_k], [base_b, hand_b, base_b + hand_b]], dtype=np.int64
        )
        hit = _BOARDS[key] = (rest, sums)
    return hit

"""Hold'em equity with numpy: exact enumeration over matchups and boards, or the project's stream.

Why numpy and not the engine's per-hand evaluator: an exact heads-up preflop
answer is 1,712,304 boards; here each board is a few array lookups
(``engine.batch``: the evaluator's own tables, the same values).

Who holds what. Each player is a list of two-card combos with weights (a
known hand is one combo). A *matchup* gives every player one combo, no card
twice; its probability is proportional to the product of the weights, and
given a matchup every board of the cards left is equally likely. That is
what PokerStove, Equilab and OMPEval count.

Exact: every matchup times every board, as a grid chunked to stay in cache
(a board that takes a matchup's card is masked out). Monte Carlo: sample
``i`` draws its matchup with words ``t = a*q + j`` (attempt ``a``, the
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
from dataclasses import dataclass
from math import comb

import numpy as np

from ..engine.batch import _BITS, _CARD_BIT, _KEY, hand_values
from ..engine.board_sums import board_segments, board_sums
from ..engine.hand_tables import CARD_KEYS
from . import stream

__all__ = ["Result", "exact_work", "holdem_exact", "holdem_sampled", "hero_vs_weights"]

CELLS = 1 << 20
"""Matchup x board cells valued per chunk: temporaries of a few MB, in cache."""
BOARD_LANE = 1 << 23
"""Words of a sample's board cards start at this ``t`` (``stream.word``)."""
MAX_ATTEMPTS = 1 << 20
"""Redraws of a sample's matchup at most (ten random hands fit about one time in 40)."""
GIVE_UP = 2000
"""Attempts after which, if no sample at all has found a deal, the ranges are judged not to
fit together."""


@dataclass(frozen=True)
class Result:
    """Each player's win and tie shares and equity (pot share), and how they were found.

    ``stderr`` is the Monte Carlo standard error of each equity (None when exact);
    ``deals`` the boards enumerated (each matchup's count summed) or the samples.
    """

    win: tuple[float, ...]
    tie: tuple[float, ...]
    equity: tuple[float, ...]
    exact: bool
    deals: int
    stderr: tuple[float, ...] | None = None
    seed: int | None = None


PlayerCombos = tuple[np.ndarray, np.ndarray]
"""An (N, 2) intp array of combos and its (N,) float weights, all positive."""


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
) -> Result:
    """Monte Carlo over ``samples`` deals of the project's stream, with standard errors."""
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


def score_rows(values: list[np.ndarray]) -> np.ndarray:
    """(4, P): per player, wins, ties, pot shares and squared shares summed over the rows."""
    v = np.stack(values)
    top = v == v.max(axis=0)
    count = top.sum(axis=0)
    share = top / count
    return np.stack(
        [
            (top & (count == 1)).sum(axis=1),
            (top & (count > 1)).sum(axis=1),
            share.sum(axis=1),
            (share * share).sum(axis=1),
        ]
    )


def sampled_result(totals: np.ndarray, samples: int, seed: int) -> Result:
    """The Result of ``samples`` deals from ``score_rows`` totals: means and standard errors."""
    win, tie, share, square = totals / float(samples)
    se = np.sqrt(np.maximum(square - share * share, 0.0) / max(samples - 1, 1))
    return Result(
        tuple(map(float, win)),
        tuple(map(float, tie)),
        tuple(map(float, share)),
        False,
        samples,
        tuple(map(float, se)),
        seed,
    )


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
    if boards * min(len(weights), 1326) <= exact_below or (
        boards * np.count_nonzero(weights) <= exact_below
    ):
        live = np.flatnonzero(weights > 0)
        if m == 0:  # the river: every combo valued once
            base_k, base_b = _sums(board)
            c, w = combos[live], weights[live]
            mine = hand_values(
                np.array([base_k + int(_KEY[hero[0]] + _KEY[hero[1]])]),
                np.array([base_b + int(_BITS[hero[0]] + _BITS[hero[1]])]),
            )[0]
            theirs = hand_values(
                _KEY[c[:, 0]] + _KEY[c[:, 1]] + base_k, _BITS[c[:, 0]] + _BITS[c[:, 1]] + base_b
            )
            return float((w[theirs < mine].sum() + 0.5 * w[theirs == mine].sum()) / w.sum())
        players = [(np.array([hero], dtype=np.intp), np.ones(1)), (combos[live], weights[live])]
        return holdem_exact(players, board, ()).equity[0]
    seed_key = stream.key(seed)
    counter = _COUNTERS.get((samples, m))
    if counter is None:  # the pick's word (t = 0) and the first board attempts' (2**23 + k)
        rows = np.arange(samples, dtype=np.uint64)
        counter = _COUNTERS[(samples, m)] = stream.counters(rows, _first_words(m))
    w = stream.words_at(seed_key, counter)
    cum = weights.cumsum()
    total = float(cum[-1])
    last = int(cum.searchsorted(total))  # the last combo of positive weight
    if total > 1e-290:  # (w >> 11) * 2**-53 is exact, so one product rounds as two would
        target = (w[0] >> _S11).astype(np.float64) * (_UNIT * total)
    else:
        target = stream.unit(w[0]) * total
    pick = cum.searchsorted(target, side="right")
    np.minimum(pick, last, out=pick)
    key, bits, mask = _combo_table(combos).take(pick, axis=1)
    h0, h1 = int(hero[0]), int(hero[1])
    base_k, base_b = _sums(board)
    hk = base_k + CARD_KEYS[h0] + CARD_KEYS[h1]
    hb = base_b + int(_BITS[h0] + _BITS[h1])
    n = samples
    if m:
        rows = _ROWS[:n] if n <= len(_ROWS) else np.arange(n, dtype=np.uint64)
        cards = _deal_boards(seed_key, rows, mask, _rest(board, h0, h1), m, w[1:])
        if m == 1:
            bk, bb = _KEY[cards[0]], _BITS[cards[0]]
        else:
            bk, bb = _KEY[cards].sum(axis=0), _BITS[cards].sum(axis=0)
        keys = np.empty(2 * n, dtype=np.int64)
        sums = np.empty(2 * n, dtype=np.int64)
        np.add(bk, hk, out=keys[:n])
        np.add(bk, key, out=keys[n:])
        keys[n:] += base_k
        np.add(bb, hb, out=sums[:n])
        np.add(bb, bits, out=sums[n:])
        sums[n:] += base_b
        values = hand_values(keys, sums)
        hero_v, vill_v = values[:n], values[n:]
    else:
        hero_v = hand_values(np.array([hk]), np.array([hb]))
        vill_v = hand_values(key + base_k, bits + base_b)
    return float(
        (np.count_nonzero(hero_v > vill_v) + 0.5 * np.count_nonzero(hero_v == vill_v)) / samples
    )


_S11 = np.uint64(11)
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
_ARANGE = np.arange(4096)
_AHEAD = 4
"""Board attempts drawn at once for the bots (a row needs a fifth one about once in 16,000)."""


def _first_words(m: int) -> np.ndarray:
    """``t`` of the pick's word and of the first ``_AHEAD`` board attempts, as a column."""
    return np.array([0] + [BOARD_LANE + k for k in range(_AHEAD * m)], dtype=np.uint64)[:, None]


_RESTS: dict[tuple[int, ...], np.ndarray] = {}


def _rest(board: Sequence[int], h0: int, h1: int) -> np.ndarray:
    """The cards not on ``board`` nor in the hand, ascending (the board's part memoised:
    every seat at a table asks about the same board)."""
    key = tuple(board)
    rest = _RESTS.get(key)
    if rest is None:
        if len(_RESTS) >= 256:
            _RESTS.clear()
        gone = set(key)
        rest = _RESTS[key] = np.array([c for c in range(52) if c not in gone], dtype=np.intp)
    return rest[(rest != h0) & (rest != h1)]

"""Monte Carlo equity against a weighted range, with numpy's Generator draws replayed from raw PCG64 output.

Why: the equity bot asks for the equity of its hand against each opponent's
range on every decision after the flop, and its decisions are pinned to its
seed. ``batch.sampled_equity_vs_range`` draws with ``np.random.default_rng(seed)``;
building that Generator, each of its ``integers`` calls (the board cards, then
the rows redrawn because they repeat a card) and the general-purpose steps
around them cost more than the arithmetic. A Generator's draws are a fixed
function of PCG64's raw 64-bit outputs, so this module takes one block of raw
outputs and computes the same draws from it (numpy's ``distributions.c``):

- ``random(n)`` is the first n outputs ``x`` as ``(x >> 11) * 2**-53``;
- ``integers(0, a, size)`` reads the following outputs as 32-bit halves, low
  half first (a half left over carries to the next call), each half ``u``
  giving ``(u * a) >> 32`` (Lemire's method). A half whose low product word is
  below ``2**32 % a`` would be rejected and redrawn; that happens about once in
  10^8 draws, and then the whole call goes to the Generator path instead.

Villain hands come from a :class:`ComboTable` (each combo's key and bit sums
computed once), and a hand's value uses one branch-free formula: the rank
table's value, or the flush table's where the hand holds a flush (a flush
always beats the best non-flush hand of the same seven cards, so the larger
of the two is the value). :func:`sampled_equity_of` returns exactly what
``batch.sampled_equity_vs_range`` returns for the same draws (tests compare
them seed by seed), with a fraction of the numpy calls.
"""

from __future__ import annotations

from collections.abc import Sequence

import numpy as np

from . import batch
from .batch import _BITS, _CARD_BIT, _KEY, _arrays
from .hand_tables import CARD_KEYS, RANK_BITS, RANK_MASK

__all__ = ["ComboTable", "sampled_equity_of"]

_TO_UNIT = 1.0 / 9007199254740992.0  # 2**-53: numpy's next_double
_U11 = np.uint64(11)
_U32 = np.uint64(32)
_LOW = np.uint64(0xFFFFFFFF)


class ComboTable:
    """A fixed list of two-card combos with each one's key sum, suit-rank bit sum and card mask.

    Why: a range is sampled by index into this list, so a sampled villain
    hand's sums are one lookup each instead of two lookups and an add.
    """

    __slots__ = ("combos", "key", "bits", "mask")

    def __init__(self, combos: np.ndarray | Sequence[Sequence[int]]) -> None:
        c = np.asarray(combos, dtype=np.intp).reshape(-1, 2)
        self.combos = c
        self.key = _KEY[c[:, 0]] + _KEY[c[:, 1]]
        self.bits = _BITS[c[:, 0]] + _BITS[c[:, 1]]
        self.mask = _CARD_BIT[c[:, 0]] | _CARD_BIT[c[:, 1]]


class _Tables:
    """The evaluator's 7-card tables, shaped for the branch-free formula."""

    def __init__(self) -> None:
        a = _arrays()
        self.rank = a.nonflush_for(7)
        # suit-count code -> how far to shift the suit-rank bits to bring the flush suit's
        # 13 bits down; 64 (all bits gone: flush table entry 0, value 0) when there is no flush
        self.shift = np.where(a.flush_suit >= 0, a.flush_suit.astype(np.int64) * 16, 64)
        self.flush = a.flush
        assert self.flush[0] == 0


_TABLES: list[_Tables] = []


def _values7(keys: np.ndarray, bits: np.ndarray) -> np.ndarray:
    """Values of seven-card hands from their key and bit sums (``batch._values`` for n = 7)."""
    if not _TABLES:
        _TABLES.append(_Tables())
    t = _TABLES[0]
    flush = t.flush[(bits >> t.shift[keys >> RANK_BITS]) & 0x1FFF]
    return np.maximum(t.rank[keys & RANK_MASK], flush, out=flush)


class _Draws:
    """The ``integers(0, a, size)`` draws that follow in a Generator's stream, as one array.

    ``exact`` turns False when a half-word in the stream would have been
    rejected by Lemire's method: the replay no longer matches the Generator.
    """

    __slots__ = ("bitgen", "a", "threshold", "values", "pos", "exact")

    def __init__(self, bitgen: np.random.PCG64, raw: np.ndarray, a: int) -> None:
        self.bitgen = bitgen
        self.a = np.uint64(a)
        self.threshold = (1 << 32) % a
        self.pos = 0
        self.exact = True
        self.values = self._convert(raw)

    def _convert(self, raw: np.ndarray) -> np.ndarray:
        prod = np.multiply(raw.view(np.uint32), self.a, dtype=np.uint64)
        if self.threshold and int((prod & _LOW).min()) < self.threshold:
            self.exact = False
        return (prod >> _U32).astype(np.intp)

    def take(self, count: int) -> np.ndarray:
        """The next ``count`` draws (a view; the caller may write to it)."""
        end = self.pos + count
        if end > len(self.values):
            more = self._convert(self.bitgen.random_raw((end - len(self.values)) // 2 + 64))
            self.values = np.concatenate((self.values, more))
        out = self.values[self.pos:end]
        self.pos = end
        return out


_KNOWN: dict[tuple[int, ...], tuple[np.ndarray, np.ndarray, np.ndarray, np.ndarray]] = {}


def _rest_tables(known: tuple[int, ...]) -> tuple[np.ndarray, np.ndarray, np.ndarray, np.ndarray]:
    """(cards left, their keys, their suit-rank bits, their card bits), memoised by the known cards."""
    hit = _KNOWN.get(known)
    if hit is None:
        rest = np.array([c for c in range(52) if c not in known], dtype=np.intp)
        if len(_KNOWN) >= 512:  # the hands in play; older ones are not asked again
            _KNOWN.clear()
        hit = _KNOWN[known] = (rest, _KEY[rest], _BITS[rest], _CARD_BIT[rest])
    return hit


def _bad_rows(rows: np.ndarray, villain_mask: np.ndarray, card_bit: np.ndarray) -> np.ndarray:
    """Which rows repeat a card or hold one of their villain's cards (``batch._repeats``)."""
    if rows.shape[1] == 1:
        return (card_bit[rows[:, 0]] & villain_mask) != 0
    if rows.shape[1] == 2:
        a, b = rows[:, 0], rows[:, 1]
        return (a == b) | (((card_bit[a] | card_bit[b]) & villain_mask) != 0)
    bits = card_bit[rows]
    union = np.bitwise_or.reduce(bits, axis=1)
    return (bits.sum(axis=1) != union) | ((union & villain_mask) != 0)


def sampled_equity_of(hero: Sequence[int], board: Sequence[int], table: ComboTable, ids: np.ndarray,
                      weights: np.ndarray, samples: int, seed: int | None) -> float:
    """Exactly ``batch.sampled_equity_vs_range(hero, board, table.combos[ids], weights, samples, seed)``.

    The same promises from the caller: the combos ``table.combos[ids]`` hold
    two distinct cards each, none shared with ``hero`` or ``board``; ``weights``
    is an (N,) array of positive weights, one per id.
    """
    m = 5 - len(board)
    n = samples
    bitgen = np.random.PCG64(seed)
    raw = bitgen.random_raw(n + (n * m * 9 // 8) // 2 + 8)
    cum = np.cumsum(weights)
    # (x >> 11) * 2**-53 is exact, so scaling by 2**-53 * total in one step rounds as
    # the Generator's random(n) * total does
    total = float(cum[-1])
    if total > 1e-290:
        unit = (raw[:n] >> _U11) * (_TO_UNIT * total)
    else:  # 2**-53 * total would lose bits
        unit = (raw[:n] >> _U11) * _TO_UNIT * total
    pick = np.searchsorted(cum, unit, side="right")
    np.minimum(pick, len(ids) - 1, out=pick)
    villain = ids[pick]  # each board's villain hand
    base_k = base_b = 0
    for c in board:
        base_k += CARD_KEYS[c]
        base_b += 1 << (16 * (c & 3) + (c >> 2))
    h0, h1 = hero[0], hero[1]
    hk = CARD_KEYS[h0] + CARD_KEYS[h1] + base_k
    hb = (1 << (16 * (h0 & 3) + (h0 >> 2))) + (1 << (16 * (h1 & 3) + (h1 >> 2))) + base_b
    if not m:
        hero_v = int(_values7(np.array([hk]), np.array([hb]))[0])
        vill_v = _values7(table.key[villain] + base_k, table.bits[villain] + base_b)
    else:
        rest, rest_key, rest_bits, rest_bit = _rest_tables((h0, h1, *board))
        draws = _Draws(bitgen, raw[n:], len(rest))
        rows = draws.take(n * m).reshape(n, m)
        mask = table.mask[villain]
        todo = np.flatnonzero(_bad_rows(rows, mask, rest_bit))
        while todo.size:
            fresh = draws.take(todo.size * m).reshape(-1, m)
            rows[todo] = fresh
            todo = todo[_bad_rows(fresh, mask[todo], rest_bit)]
        if not draws.exact:
            return batch.sampled_equity_vs_range(hero, board, table.combos[ids], weights, samples, seed)
        if m == 1:
            bk, bb = rest_key[rows[:, 0]], rest_bits[rows[:, 0]]
        elif m == 2:
            r0, r1 = rows[:, 0], rows[:, 1]
            bk, bb = rest_key[r0] + rest_key[r1], rest_bits[r0] + rest_bits[r1]
        else:
            bk, bb = rest_key[rows].sum(axis=1), rest_bits[rows].sum(axis=1)
        keys = np.empty(2 * n, dtype=np.int64)
        bits = np.empty(2 * n, dtype=np.int64)
        np.add(bk, hk, out=keys[:n])
        np.add(bk, table.key[villain], out=keys[n:])
        np.add(bb, hb, out=bits[:n])
        np.add(bb, table.bits[villain], out=bits[n:])
        keys[n:] += base_k
        bits[n:] += base_b
        values = _values7(keys, bits)
        hero_v, vill_v = values[:n], values[n:]
    return float((np.count_nonzero(hero_v > vill_v) + 0.5 * np.count_nonzero(hero_v == vill_v)) / n)

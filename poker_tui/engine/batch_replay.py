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

The bit generator itself is not built per call either: numpy's SeedSequence
hashing of a 32-bit seed is done in plain ints (or ahead of time, in bulk, by
:func:`prepare_seeds`) and set as the state of one PCG64 per thread.
Villain hands come from a :class:`ComboTable` (each combo's key and bit sums
computed once), the cards still to come from tables memoised per board (every
seat at a table shares them), and a hand's value uses one branch-free formula: the rank
table's value, or the flush table's where the hand holds a flush (a flush
always beats the best non-flush hand of the same seven cards, so the larger
of the two is the value). :func:`sampled_equity_of` returns exactly what
``batch.sampled_equity_vs_range`` returns for the same draws (tests compare
them seed by seed), with a fraction of the numpy calls. Limits: from the flop
on and on little-endian machines (the replay reads a raw output's halves low
first); anything else goes to the Generator path.
"""

from __future__ import annotations

import sys
import threading
from collections.abc import Sequence

import numpy as np

from . import batch
from .batch import _BITS, _CARD_BIT, _KEY, _arrays
from .hand_tables import CARD_KEYS, RANK_BITS, RANK_MASK

__all__ = ["ComboTable", "hand_values", "prepare_seeds", "sampled_equity_of", "seed_prepared",
           "seven_card_tables"]

_LITTLE_ENDIAN = sys.byteorder == "little"  # a raw output's halves lie low half first
_TO_UNIT = 1.0 / 9007199254740992.0  # 2**-53: numpy's next_double
_U11 = np.uint64(11)
_U32 = np.uint64(32)
_LOW = np.uint64(0xFFFFFFFF)


# numpy's SeedSequence (bit_generator.pyx) for one 32-bit word of entropy, then PCG64's
# seeding (pcg64_set_seed): the same state as ``np.random.PCG64(seed)`` without building a
# SeedSequence and a new bit generator per call
_M32 = 0xFFFFFFFF
_M128 = (1 << 128) - 1
_PCG_MULT = (2549297995355413924 << 64) + 4865540595714422341


def _hash_consts(init: int, mult: int, count: int) -> list[tuple[int, int]]:
    """The (hash_const before, after) pairs of successive hashmix calls: they never depend on data."""
    out, h = [], init
    for _ in range(count):
        out.append((h, (h * mult) & _M32))
        h = out[-1][1]
    return out


_HASH_A = _hash_consts(0x43B0D7E5, 0x931E8875, 16)
_HASH_B = _hash_consts(0x8B51F9DD, 0x58F38DED, 8)
_MIX_L, _MIX_R = 0xCA01F9DD, 0x4973F715


def _hashmix(value: int, consts: tuple[int, int]) -> int:
    v = ((value ^ consts[0]) * consts[1]) & _M32
    return v ^ (v >> 16)


_POOL_TAIL = [_hashmix(0, _HASH_A[i]) for i in (1, 2, 3)]  # the pool words past the seed's one


def _seed_words(seed: int) -> list[int]:
    """The eight 32-bit words ``SeedSequence(seed).generate_state(4, np.uint64)`` is made of,
    for ``0 <= seed < 2**32`` (``_hashmix`` and ``mix`` written out inline)."""
    h0, h1 = _HASH_A[0]
    v = ((seed ^ h0) * h1) & _M32
    pool = [v ^ (v >> 16), *_POOL_TAIL]
    k = 4
    for src in range(4):
        for dst in range(4):
            if src != dst:
                h0, h1 = _HASH_A[k]
                k += 1
                v = ((pool[src] ^ h0) * h1) & _M32
                r = (_MIX_L * pool[dst] - _MIX_R * (v ^ (v >> 16))) & _M32
                pool[dst] = r ^ (r >> 16)
    w = []
    for i in range(8):
        h0, h1 = _HASH_B[i]
        v = ((pool[i & 3] ^ h0) * h1) & _M32
        w.append(v ^ (v >> 16))
    return w


_PREPARED: dict[int, list[int]] = {}


def prepare_seeds(seeds: Sequence[int]) -> None:
    """Hash many seeds at once, so that later calls with them skip the per-seed hashing.

    Why: the hashing is some 200 integer steps in Python per call, while numpy does
    it for a few hundred seeds in about the time of two; a bot that knows the seeds
    it will draw next (its ``random.Random`` copied ahead) prepares them in bulk.
    uint32 arithmetic wraps exactly as the C code's does. Any seed may be prepared:
    the words are a pure function of the seed, so a seed never drawn costs only memory.
    """
    s = np.asarray(seeds, dtype=np.int64)
    s = s[(s >= 0) & (s < 1 << 32)].astype(np.uint32)
    if not s.size:
        return
    h0, h1 = _HASH_A[0]
    v = (s ^ np.uint32(h0)) * np.uint32(h1)
    pool = [v ^ (v >> np.uint32(16)), *(np.full(s.size, t, dtype=np.uint32) for t in _POOL_TAIL)]
    k = 4
    for src in range(4):
        for dst in range(4):
            if src != dst:
                h0, h1 = _HASH_A[k]
                k += 1
                v = (pool[src] ^ np.uint32(h0)) * np.uint32(h1)
                r = np.uint32(_MIX_L) * pool[dst] - np.uint32(_MIX_R) * (v ^ (v >> np.uint32(16)))
                pool[dst] = r ^ (r >> np.uint32(16))
    words = np.empty((8, s.size), dtype=np.uint32)
    for i in range(8):
        h0, h1 = _HASH_B[i]
        v = (pool[i & 3] ^ np.uint32(h0)) * np.uint32(h1)
        words[i] = v ^ (v >> np.uint32(16))
    if len(_PREPARED) >= 16384:  # seeds drawn long ago, or never
        _PREPARED.clear()
    _PREPARED.update(zip(s.tolist(), words.T.tolist(), strict=True))


def seed_prepared(seed: int) -> bool:
    """Whether ``prepare_seeds`` has hashed this seed (and not forgotten it since)."""
    return seed in _PREPARED


def _pcg64_state(seed: int) -> tuple[int, int]:
    """(state, increment) of ``np.random.PCG64(seed)`` for ``0 <= seed < 2**32``."""
    w = _PREPARED.get(seed)
    if w is None:
        w = _seed_words(seed)
    init_state = (w[1] << 96) | (w[0] << 64) | (w[3] << 32) | w[2]
    inc = ((((w[5] << 96) | (w[4] << 64) | (w[7] << 32) | w[6]) << 1) | 1) & _M128
    return ((inc + init_state) * _PCG_MULT + inc) & _M128, inc


_LOCAL = threading.local()  # one bit generator per thread, re-seeded per call


def _seeded(seed: int | None) -> np.random.PCG64:
    """A bit generator in the state of ``np.random.PCG64(seed)``."""
    if not _STATE_OK or seed is None or not 0 <= seed < 1 << 32:
        return np.random.PCG64(seed)
    bitgen = getattr(_LOCAL, "bitgen", None)
    if bitgen is None:
        bitgen = _LOCAL.bitgen = np.random.PCG64(0)
    state, inc = _pcg64_state(seed)
    bitgen.state = {"bit_generator": "PCG64", "state": {"state": state, "inc": inc},
                    "has_uint32": 0, "uinteger": 0}
    return bitgen


def _check_state() -> bool:
    """Whether the hashing above agrees with this numpy (else every call builds a PCG64)."""
    for seed in (0, 1, 12345, 2**31 + 7, 2**32 - 1):
        ref = np.random.PCG64(seed).state["state"]
        if _pcg64_state(seed) != (ref["state"], ref["inc"]):
            return False
    return True


_STATE_OK = _check_state()


class ComboTable:
    """A fixed list of two-card combos with each one's key sum, suit-rank bit sum and card mask.

    Why: a range is a weight per combo of this list, and a sampled villain
    hand's sums come out in one lookup (``packed``: rows of key sums, suit-rank bit sums and
    card masks, one column per combo).
    """

    __slots__ = ("combos", "packed", "padded")

    def __init__(self, combos: np.ndarray | Sequence[Sequence[int]]) -> None:
        c = np.asarray(combos, dtype=np.intp).reshape(-1, 2)
        self.combos = c
        self.packed = np.stack([_KEY[c[:, 0]] + _KEY[c[:, 1]], _BITS[c[:, 0]] + _BITS[c[:, 1]],
                                _CARD_BIT[c[:, 0]] | _CARD_BIT[c[:, 1]]])
        # one more column, a copy of the last: a draw at the very top of the running sum
        # (index len(combos)) picks the last combo without a clipping step
        self.padded = np.concatenate((self.packed, self.packed[:, -1:]), axis=1)


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


def _tables() -> _Tables:
    if not _TABLES:
        _TABLES.append(_Tables())
    return _TABLES[0]


def seven_card_tables() -> tuple[np.ndarray, np.ndarray, np.ndarray]:
    """(rank, shift, flush): a seven-card hand's value is ``max(rank[key & RANK_MASK],
    flush[(bits >> shift[key >> RANK_BITS]) & 0x1FFF])``, a shift of 64 meaning no flush
    (value 0). For samplers outside numpy that must value hands exactly as this one."""
    t = _tables()
    return t.rank, t.shift, t.flush


def _values7(keys: np.ndarray, bits: np.ndarray) -> np.ndarray:
    """Values of seven-card hands from their key and bit sums (``batch._values`` for n = 7)."""
    t = _tables()
    flush = t.flush[(bits >> t.shift[keys >> RANK_BITS]) & 0x1FFF]
    return np.maximum(t.rank[keys & RANK_MASK], flush, out=flush)


def _value7(key: int, bits: int) -> int:
    """``_values7`` for one hand, in plain ints (one hand is not worth eight numpy calls)."""
    t = _tables()
    flush = int(t.flush[(bits >> int(t.shift[key >> RANK_BITS])) & 0x1FFF])
    return max(int(t.rank[key & RANK_MASK]), flush)


def hand_values(keys: np.ndarray, bits: np.ndarray, n: int = 7) -> np.ndarray:
    """Values of hands of ``n`` cards (5 to 7) from their key and suit-rank bit sums: what
    ``batch.evaluate_batch`` gives for the cards, by the branch-free formula (with five of a
    suit among seven cards or fewer, no pair beyond one pair and no set fits beside them,
    so the flush beats every non-flush reading)."""
    if n == 7:
        return _values7(keys, bits)
    t = _tables()
    flush = t.flush[(bits >> t.shift[keys >> RANK_BITS]) & 0x1FFF]
    return np.maximum(_arrays().nonflush_for(n)[keys & RANK_MASK], flush, out=flush)


class _Boards:
    """The rest of the board as drawn by ``integers(0, a, (rows, m))`` calls after ``random(n)``.

    The draws index ``rest`` (the cards left); a row of m cards is one
    number, a "unit": the card when m is 1, ``52 * first + second`` when m is
    2 (one raw output's two halves, since the draws start on a whole output),
    which indexes the board's own tables (:func:`_board_tables`). ``exact``
    turns False when a half-word would have been rejected by Lemire's method.
    """

    __slots__ = ("bitgen", "rest", "a", "m", "threshold", "units", "pos", "exact")

    def __init__(self, bitgen: np.random.PCG64, raw: np.ndarray, rest: np.ndarray, m: int) -> None:
        self.bitgen = bitgen
        self.rest = rest
        self.a = np.uint64(len(rest))
        self.m = m
        self.threshold = (1 << 32) % len(rest)
        self.pos = 0
        self.exact = True
        self.units = self._convert(raw)

    def _convert(self, raw: np.ndarray) -> np.ndarray:
        prod = raw.view(np.uint32).astype(np.uint64)  # low halves first: little-endian only
        prod *= self.a
        if self.threshold and int(prod.view(np.uint32)[0::2].min()) < self.threshold:
            self.exact = False  # a low product word (the first half, little-endian) was rejected
        prod >>= _U32
        cards = self.rest.take(prod.view(np.int64))
        if self.m == 1:
            return cards
        units = cards[0::2] * 52
        units += cards[1::2]
        return units

    def take(self, count: int) -> np.ndarray:
        """The next ``count`` rows (a view; the caller may write to it)."""
        end = self.pos + count
        if end > len(self.units):
            more = self._convert(self.bitgen.random_raw((end - len(self.units)) * self.m // 2 + 32))
            self.units = np.concatenate((self.units, more))
        out = self.units[self.pos:end]
        self.pos = end
        return out


_BOARDS: dict[tuple[int, ...], tuple[np.ndarray, np.ndarray, np.ndarray]] = {}
# Two cards to come, unit ``52 * first + second``: the pair's card bits (-1 for a card drawn
# twice) and its key and bit sums are the same on every board; a board only adds its own sums.
_PAIR_CARD = (_CARD_BIT[:, None] | _CARD_BIT).ravel()
_PAIR_CARD[::53] = -1
_PAIR_CARD.flags.writeable = False  # shared by every board
_PAIR_KEY = (_KEY[:, None] + _KEY).ravel()
_PAIR_BITS = (_BITS[:, None] + _BITS).ravel()
_RESTS: dict[tuple[int, ...], np.ndarray] = {}


def _board_tables(board: tuple[int, ...]) -> tuple[np.ndarray, np.ndarray, np.ndarray]:
    """Per unit (one card on the turn, ``52 * first + second`` on the flop): its card bits, or
    -1 when it repeats a card, and the key sum and suit-rank bit sum of the board it completes.
    Memoised by board: every seat at the table draws on the same board."""
    hit = _BOARDS.get(board)
    if hit is None:
        base_k = base_b = 0
        for c in board:
            base_k += CARD_KEYS[c]
            base_b += 1 << (16 * (c & 3) + (c >> 2))
        if len(board) == 3:  # two cards to come
            card, key, bits = _PAIR_CARD, _PAIR_KEY + base_k, _PAIR_BITS + base_b
        else:
            card, key, bits = _CARD_BIT, _KEY + base_k, _BITS + base_b
        if len(_BOARDS) >= 64:  # the boards of the hands in play; old ones are not asked again
            _BOARDS.clear()
        hit = _BOARDS[board] = (card, key, bits)
    return hit


def _rest(board: tuple[int, ...], h0: int, h1: int) -> np.ndarray:
    """The cards not on ``board`` nor in the hand ``h0, h1``, ascending: the board's rest is
    memoised (every seat asks about it), the hand's two cards are taken out per call."""
    rest = _RESTS.get(board)
    if rest is None:
        gone = set(board)
        if len(_RESTS) >= 256:  # the boards of the hands in play
            _RESTS.clear()
        rest = _RESTS[board] = np.array([c for c in range(52) if c not in gone], dtype=np.intp)
    return rest[(rest != h0) & (rest != h1)]


def sampled_equity_of(hero: Sequence[int], board: Sequence[int], table: ComboTable,
                      weights: np.ndarray, samples: int, seed: int | None) -> float:
    """Exactly ``batch.sampled_equity_vs_range(hero, board, table.combos[i], weights[i], samples, seed)``
    where ``i`` are the combos of positive weight.

    ``weights`` has one entry per combo of ``table``: zero, or positive for a
    combo whose two cards are not in ``hero`` or ``board`` (the promise
    ``batch.sampled_equity_vs_range`` asks for). Zero-weight combos are never
    drawn, and a running sum over the weights passes them without changing,
    so the draws pick the same combos as over the positive weights alone.
    From the flop on, on little-endian machines; otherwise the Generator path.
    """
    m = 5 - len(board)
    if m > 2 or not _LITTLE_ENDIAN:
        nz = np.flatnonzero(weights)
        return batch.sampled_equity_vs_range(hero, board, table.combos[nz], weights[nz], samples, seed)
    n = samples
    bitgen = _seeded(seed)
    raw = bitgen.random_raw(n + (n * m * 9 // 8) // 2 + 8)
    cum = weights.cumsum()  # methods, not the np.* wrappers: this runs on every decision
    total = float(cum[-1])
    # (x >> 11) * 2**-53 is exact, so scaling by 2**-53 * total in one step rounds as
    # the Generator's random(n) * total does
    if total > 1e-290:  # uint64 below 2**53 times a float: converted exactly, then multiplied
        unit = (raw[:n] >> _U11) * (_TO_UNIT * total)
    else:  # 2**-53 * total would lose bits
        unit = (raw[:n] >> _U11) * _TO_UNIT
        unit *= total
    pick = cum.searchsorted(unit, side="right")  # len(cum) picks the last combo: ``padded``
    if not total > 1e-290:
        # random * total rounds up to total only when total is subnormal; then the pick runs
        # past every sum, and the Generator path, over positive weights alone, takes the last
        # of them, which need not be the table's last combo
        nz = np.flatnonzero(weights)
        if nz.size:
            np.minimum(pick, nz[-1], out=pick)
    villain = table.padded.take(pick, axis=1)  # each board's villain: key sum, bit sum, card mask
    h0, h1 = hero[0], hero[1]
    hk = CARD_KEYS[h0] + CARD_KEYS[h1]
    hb = (1 << (16 * (h0 & 3) + (h0 >> 2))) + (1 << (16 * (h1 & 3) + (h1 >> 2)))
    if not m:
        base_k = sum(CARD_KEYS[c] for c in board)
        base_b = sum(1 << (16 * (c & 3) + (c >> 2)) for c in board)
        hero_v = _value7(hk + base_k, hb + base_b)
        vill_v = _values7(villain[0] + base_k, villain[1] + base_b)
    else:
        board = tuple(board)
        unit_card, unit_key, unit_bits = _board_tables(board)
        boards = _Boards(bitgen, raw[n:], _rest(board, h0, h1), m)
        rows = boards.take(n)
        mask = villain[2]
        todo = (unit_card[rows] & mask).nonzero()[0]  # a repeated card, or the villain's
        while todo.size:
            fresh = boards.take(todo.size)
            rows[todo] = fresh
            todo = todo[(unit_card[fresh] & mask[todo]).nonzero()[0]]
        if not boards.exact:
            nz = np.flatnonzero(weights)
            return batch.sampled_equity_vs_range(hero, board, table.combos[nz], weights[nz], samples, seed)
        bk, bb = unit_key[rows], unit_bits[rows]
        keys = np.empty(2 * n, dtype=np.int64)
        bits = np.empty(2 * n, dtype=np.int64)
        np.add(bk, hk, out=keys[:n])
        np.add(bk, villain[0], out=keys[n:])
        np.add(bb, hb, out=bits[:n])
        np.add(bb, villain[1], out=bits[n:])
        values = _values7(keys, bits)
        hero_v, vill_v = values[:n], values[n:]
    return float((np.count_nonzero(hero_v > vill_v) + 0.5 * np.count_nonzero(hero_v == vill_v)) / n)

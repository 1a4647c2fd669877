"""The project's random stream: SplitMix64 read by counter, so any sample can be drawn alone.

Why our own: Monte Carlo answers (the ``equity`` command, the bots' decisions)
are pinned to a seed in tests and digests. numpy promises no stable stream
across versions (NEP 19), so this module defines one from a short spec that
numpy code (here) and any C code can implement and agree on by construction.

The spec (docs/odds.md, "The random stream"), all arithmetic mod 2**64:

- ``mix(z)``: ``z ^= z >> 30; z *= 0xBF58476D1CE4E5B9; z ^= z >> 27;
  z *= 0x94D049BB133111EB; z ^= z >> 31`` (SplitMix64's finaliser, Steele,
  Lea and Flood 2014; Vigna's ``splitmix64.c``);
- ``key(seed) = mix(seed + GAMMA)`` with ``GAMMA = 0x9E3779B97F4A7C15``;
- ``word(seed, i, t) = mix(key(seed) + GAMMA * (1 + (t << 40 | i)))``: the
  ``t``-th word of sample ``i`` (``i < 2**40``, ``t < 2**24``);
- ``unit(w) = (w >> 11) * 2**-53``, a float in [0, 1);
- ``below(w, n) = ((w >> 11) * n) >> 53``, an integer in [0, n) for n < 2**11
  (bias below n / 2**53: nothing a card draw can show).

A sample's words depend on (seed, i, t) only, never on how many samples run
or on what other samples drew, so the stream is the same in any order, in
any chunking, in any language.
"""

from __future__ import annotations

import numpy as np

__all__ = ["GAMMA", "below", "counters", "key", "mix", "unit", "word", "words", "words_at"]

GAMMA = 0x9E3779B97F4A7C15
_M64 = (1 << 64) - 1
_C1 = np.uint64(0xBF58476D1CE4E5B9)
_C2 = np.uint64(0x94D049BB133111EB)
_G = np.uint64(GAMMA)
_S11, _S27, _S30, _S31, _S53 = (np.uint64(s) for s in (11, 27, 30, 31, 53))
_UNIT = 2.0**-53
_T_SHIFT = 40


def mix(z: int) -> int:
    """SplitMix64's finaliser on one 64-bit int (the spec's reference, in plain ints)."""
    z &= _M64
    z = ((z ^ (z >> 30)) * 0xBF58476D1CE4E5B9) & _M64
    z = ((z ^ (z >> 27)) * 0x94D049BB133111EB) & _M64
    return z ^ (z >> 31)


def key(seed: int) -> int:
    """The stream's key for a seed (any int; taken mod 2**64)."""
    return mix((seed + GAMMA) & _M64)


def word(seed: int, i: int, t: int = 0) -> int:
    """Word ``t`` of sample ``i``, in plain ints (tests hold the numpy path to this)."""
    return mix((key(seed) + GAMMA * (1 + (t << _T_SHIFT | i))) & _M64)


def _mix(z: np.ndarray) -> np.ndarray:
    """``mix`` over a uint64 array, in place (one scratch array for the three shifts)."""
    t = z >> _S30
    z ^= t
    z *= _C1
    np.right_shift(z, _S27, out=t)
    z ^= t
    z *= _C2
    np.right_shift(z, _S31, out=t)
    z ^= t
    return z


def words(seed_key: int, samples: np.ndarray, t: int | np.ndarray) -> np.ndarray:
    """Word ``t`` of each sample in ``samples`` (a uint64 array or int64 array of indices),
    given ``key(seed)``: one uint64 per sample."""
    c = np.asarray(t, dtype=np.uint64) << np.uint64(_T_SHIFT)
    c = c | samples.astype(np.uint64, copy=False)
    c += np.uint64(1)
    c *= _G
    c += np.uint64(seed_key)
    return _mix(c)


def counters(samples: np.ndarray, t: int | np.ndarray) -> np.ndarray:
    """``GAMMA * (1 + (t << 40 | i))`` for each sample ``i``: the part of a word that does not
    depend on the seed, for callers that draw the same samples again and again."""
    c = np.asarray(t, dtype=np.uint64) << np.uint64(_T_SHIFT)
    c = c | samples.astype(np.uint64, copy=False)
    c += np.uint64(1)
    c *= _G
    return c


def words_at(seed_key: int, counter: np.ndarray) -> np.ndarray:
    """``words`` from ``counters``' output: the same words in two array calls fewer."""
    return _mix(counter + np.uint64(seed_key))


def unit(w: np.ndarray) -> np.ndarray:
    """Floats in [0, 1) from words: ``(w >> 11) * 2**-53``."""
    return (w >> _S11).astype(np.float64) * _UNIT


def below(w: np.ndarray, n: int | np.ndarray) -> np.ndarray:
    """Integers in [0, n) from words (n < 2**11): ``((w >> 11) * n) >> 53`` as int64."""
    return (((w >> _S11) * np.asarray(n, dtype=np.uint64)) >> _S53).astype(np.int64)

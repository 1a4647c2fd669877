"""Hold'em equity against known hands or random opponents, exact or Monte Carlo, with numpy.

Exact when the deals to enumerate are few enough (``EXACT_LIMIT``): every
board to come (``board_sums.board_segments``) valued for every player at
once (``batch.py``). Otherwise Monte Carlo: rows of distinct cards
(``card_draws``), each row a board and the random opponents' hands.
"""

from __future__ import annotations

from collections.abc import Sequence
from math import comb

import numpy as np

from .batch import _BITS, _KEY, _values
from .board_sums import board_segments, card_sums
from .card_draws import distinct_rows
from .equity_inputs import DEFAULT_SAMPLES, EXACT_LIMIT, check_distinct, checked_cards
from .range_equity import equity_vs_range

__all__ = ["equity"]


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


def equity(
    hero: Sequence[int],
    villains: Sequence[Sequence[int]] | int = 1,
    board: Sequence[int] = (),
    dead: Sequence[int] = (),
    samples: int | None = None,
    seed: int | None = None,
    per_player: bool = False,
) -> float | list[float]:
    """Hero's expected share of the pot at showdown (ties split), hold'em.

    ``villains`` is a list of known two-card hands, or a number of opponents
    holding random cards. With ``samples=None`` the result is exact when the
    deals to enumerate number at most :data:`EXACT_LIMIT` (any known hands;
    or one random opponent from the flop on), otherwise Monte Carlo with
    :data:`DEFAULT_SAMPLES` boards. With ``samples`` given it always samples.
    ``per_player=True`` returns the shares of hero and each villain instead.
    """
    hero = checked_cards(hero, "hero")
    board = checked_cards(board, "board")
    dead = checked_cards(dead, "dead")
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
        known = [checked_cards(v, "villain") for v in villains]
        if not known:
            raise ValueError("equity needs at least one opponent")
        for v in known:
            if len(v) != 2:
                raise ValueError(f"each villain needs two hole cards, not {len(v)}")
    check_distinct(hero, board, dead, *known)
    used = set(hero) | set(board) | set(dead) | {c for v in known for c in v}
    rest = np.array([c for c in range(52) if c not in used], dtype=np.intp)
    m = 5 - len(board)
    if len(rest) < m + 2 * n_random:
        raise ValueError("not enough cards left in the deck to deal")

    if n_random == 1 and samples is None and not per_player:
        n_combos = comb(len(rest), 2)
        if n_combos * comb(len(rest) - 2, m) <= EXACT_LIMIT:
            combos = [(int(a), int(b)) for i, a in enumerate(rest) for b in rest[i + 1 :]]
            return equity_vs_range(hero, combos, board, dead=dead)
    if n_random == 0 and samples is None and comb(len(rest), m) * len(known) <= EXACT_LIMIT:
        shares = _exact_known(hero, known, board, rest, m)
    else:
        shares = _sampled(
            hero,
            known,
            n_random,
            board,
            rest,
            m,
            samples or DEFAULT_SAMPLES,
            np.random.default_rng(seed),
        )
    if per_player:
        return [float(s) for s in shares]
    return float(shares[0])


def _exact_known(
    hero: list[int], known: list[list[int]], board: list[int], rest: np.ndarray, m: int
) -> np.ndarray:
    base_k, base_b = card_sums(board) if board else (0, 0)
    holes = [card_sums(hole) for hole in [hero, *known]]
    shares = np.zeros(len(holes))
    n = 0
    for bk, bb in board_segments(rest, m):
        shares += _shares([_values(bk + (base_k + hk), bb + (base_b + hb)) for hk, hb in holes])
        n += len(bk)
    return shares / n


def _sampled(
    hero: list[int],
    known: list[list[int]],
    n_random: int,
    board: list[int],
    rest: np.ndarray,
    m: int,
    samples: int,
    rng: np.random.Generator,
) -> np.ndarray:
    draw = rest[distinct_rows(rng, len(rest), samples, m + 2 * n_random)]
    base_k, base_b = card_sums(board) if board else (0, 0)
    if m:
        bk = _KEY[draw[:, :m]].sum(axis=1) + base_k
        bb = _BITS[draw[:, :m]].sum(axis=1) + base_b
    else:
        bk = np.full(samples, base_k, dtype=np.int64)
        bb = np.full(samples, base_b, dtype=np.int64)
    values = []
    for hole in [hero, *known]:
        hk, hb = card_sums(hole)
        values.append(_values(bk + hk, bb + hb))
    for i in range(n_random):
        cols = draw[:, m + 2 * i : m + 2 * i + 2]
        values.append(_values(bk + _KEY[cols].sum(axis=1), bb + _BITS[cols].sum(axis=1)))
    return _shares(values) / samples

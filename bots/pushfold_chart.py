"""Push/fold equilibrium ranges for short stacks, solved from the preflop equity table.

Why solve instead of copying a chart: the classic Nash push/fold charts are
exactly this computation (a shove-or-fold game before the flop with all-in
equities), and solving it here covers every stack depth, ante and number of
players left to act, not just heads-up. The equities come from
``bots.preflop_tables`` (every class against every class, card removal
included).

The game: a first-in player shoves ``stack`` big blinds or folds; each
player behind calls with its best response to the shove range (ignoring
over-calls); the shover plays its best response to those calls. Fictitious
play (averaging best responses) converges to the equilibrium in a few dozen
rounds. Results are cached per situation.
"""

from __future__ import annotations

from functools import lru_cache

import numpy as np

from .ranges import ALL_COMBOS, COMBO_COUNT

ROUNDS = 60


@lru_cache(maxsize=1)
def tables() -> tuple[np.ndarray, np.ndarray]:
    """(equity matrix E[i, j] of class i vs class j, weight W[i, j] of compatible combo pairs)."""
    from .preflop_tables import hu_matrix

    eq = hu_matrix()
    masks = np.array([(1 << a) | (1 << b) for a, b in ALL_COMBOS], dtype=np.uint64)
    clash = (masks[:, None] & masks[None, :]) != 0
    ok = (~clash).astype(np.float64)
    starts = np.concatenate(([0], np.cumsum(COMBO_COUNT)[:-1]))
    w = np.add.reduceat(np.add.reduceat(ok, starts, axis=0), starts, axis=1)
    return eq, w


def _vs_range(eq: np.ndarray, w: np.ndarray, rng: np.ndarray) -> tuple[np.ndarray, np.ndarray]:
    """Per class: equity against a (weighted) class range, and the weight of that range."""
    ww = w * rng[None, :]
    mass = ww.sum(axis=1)
    e = (eq * ww).sum(axis=1) / np.maximum(mass, 1e-12)
    return e, mass


@lru_cache(maxsize=512)
def solve(stack: float, posted_me: float, posted_behind: tuple[float, ...],
          dead: float) -> tuple[np.ndarray, tuple[np.ndarray, ...]]:
    """Shove range (probability per class) and each caller's call range.

    ``stack``: effective stack in big blinds, posts included. ``posted_me`` and
    ``posted_behind``: what the shover and each player behind have posted.
    ``dead``: everything in the pot before the shove (blinds, antes).
    """
    eq, w = tables()
    total = w.sum(axis=1)  # combos each class meets at all, for call probabilities
    push = np.ones(169) * 0.5
    calls = [np.ones(169) * 0.5 for _ in posted_behind]
    push_sum = np.zeros(169)
    call_sums = [np.zeros(169) for _ in posted_behind]
    for t in range(1, ROUNDS + 1):
        # callers: call when equity against the shove range pays for the call
        new_calls = []
        e, _ = _vs_range(eq, w, push)
        for b in posted_behind:
            pot = 2 * stack + dead - posted_me - b
            new_calls.append((e * pot - stack + b > 0).astype(np.float64))
        for j in range(len(calls)):
            call_sums[j] += new_calls[j]
            calls[j] = call_sums[j] / t
        # shover: the value of shoving each class against those callers (first caller only)
        ev = np.zeros(169)
        p_none = np.ones(169)
        for j, b in enumerate(posted_behind):
            e, mass = _vs_range(eq, w, calls[j])
            q = mass / total  # chance this player calls
            pot = 2 * stack + dead - posted_me - b
            ev += p_none * q * (e * pot - stack + posted_me)
            p_none *= 1 - q
        ev += p_none * dead
        push_sum += (ev > 0).astype(np.float64)
        push = push_sum / t
    return push, tuple(calls)


def call_value(cls: int, stack: float, posted_me: float, pot_before: float,
               shove_range: np.ndarray) -> float:
    """Chips (in big blinds) gained by calling an all-in of ``stack`` instead of folding."""
    eq, w = tables()
    e, _ = _vs_range(eq[cls:cls + 1], w[cls:cls + 1], shove_range)
    pot = pot_before + stack - posted_me
    return float(e[0] * pot - stack + posted_me)

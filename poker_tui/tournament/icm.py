"""The Independent Chip Model (Malmuth-Harville): what a stack is worth in prize money.

Harville's model: a player finishes first with probability stack / total; given
the players already placed, the next place goes to each remaining player in
proportion to their stack. A player's equity is the sum over the paid places of
the payout times the chance of finishing there.

Why a subset recursion and not a walk over finishing orders: the chance that a
given *set* of players holds the first k places does not depend on their order
within the set's sum of stacks, so one number per set carries everything the
next place needs. Only sets smaller than the number of paid places matter, so
the work is ``n * sum(C(n, k) for k < paid)``: exact for any field of up to ten
players (at most 10 * 2**10 steps), and for larger fields while that count stays
within ``EXACT_BUDGET``. Beyond it the same model is sampled (``_sampled``):
Harville's finishing order is the order of independent exponential clocks of
rate stack (the first to ring finishes first), so each trial is exact and the
answer carries a standard error (docs/tournaments.md, "ICM").
"""

from __future__ import annotations

import math
import random
from collections.abc import Sequence
from dataclasses import dataclass

EXACT_PLAYERS = 10
"""Up to this many players the answer is always exact."""
EXACT_BUDGET = 2_000_000
"""Beyond ten players, exact while the recursion takes at most this many steps."""
DEFAULT_TRIALS = 200_000


@dataclass(frozen=True)
class ICMResult:
    """Each player's prize equity, in the payouts' unit, and how it was computed."""

    equities: tuple[float, ...]
    place_probabilities: tuple[tuple[float, ...], ...]
    """[player][place]: the chance of finishing in each paid place."""
    exact: bool
    trials: int = 0
    standard_errors: tuple[float, ...] = ()
    """Per player, for a sampled answer; empty when exact."""

    @property
    def method(self) -> str:
        if self.exact:
            return "exact (Malmuth-Harville)"
        return f"Malmuth-Harville sampled over {self.trials:,} finishing orders"


def _check(stacks: Sequence[int], payouts: Sequence[float]) -> tuple[list[int], list[float]]:
    if len(stacks) < 1:
        raise ValueError("ICM needs at least one stack.")
    for i, s in enumerate(stacks):
        if isinstance(s, bool) or not isinstance(s, int):
            raise ValueError(f"Stack {i + 1} ({s!r}) is not a whole number of chips.")
        if s <= 0:
            raise ValueError(
                f"Stack {i + 1} is {s}: every player still in has chips (leave out the"
                " players who are out)."
            )
    if not payouts:
        raise ValueError("ICM needs at least one payout.")
    for i, p in enumerate(payouts):
        if not math.isfinite(p) or p < 0:
            raise ValueError(f"Payout {i + 1} ({p!r}) is not a prize: it must be 0 or more.")
    paid = [float(p) for p in payouts[: len(stacks)]]
    while paid and paid[-1] == 0:
        paid.pop()
    return list(stacks), paid


def exact_steps(players: int, paid: int) -> int:
    """How many steps the exact recursion takes for this field."""
    return players * sum(math.comb(players, k) for k in range(min(paid, players)))


def icm_equities(
    stacks: Sequence[int], payouts: Sequence[float], *, trials: int = DEFAULT_TRIALS, seed: int = 0
) -> ICMResult:
    """Each player's ICM equity for ``payouts`` (first place first, in any unit).

    Payouts beyond the number of players are not reachable and are ignored.
    ``trials`` and ``seed`` matter only for a field too large to do exactly.
    """
    chips, paid = _check(stacks, payouts)
    n = len(chips)
    if not paid:
        zero = tuple(0.0 for _ in chips)
        return ICMResult(zero, tuple(() for _ in chips), exact=True)
    if n <= EXACT_PLAYERS or exact_steps(n, len(paid)) <= EXACT_BUDGET:
        places = _exact(chips, len(paid))
        equities = tuple(sum(p * q for p, q in zip(paid, row, strict=True)) for row in places)
        return ICMResult(equities, places, exact=True)
    return _sampled(chips, paid, trials, seed)


def _exact(chips: list[int], paid: int) -> tuple[tuple[float, ...], ...]:
    """[player][place] probabilities by the subset recursion (see the module's docstring)."""
    n = len(chips)
    total = sum(chips)
    places = [[0.0] * paid for _ in range(n)]
    layer: dict[int, float] = {0: 1.0}  # placed set (bitmask) -> chance it holds the top places
    layer_sum: dict[int, int] = {0: 0}
    for place in range(paid):
        nxt: dict[int, float] = {}
        nxt_sum: dict[int, int] = {}
        for mask, chance in layer.items():
            left = total - layer_sum[mask]
            for j in range(n):
                bit = 1 << j
                if mask & bit:
                    continue
                p = chance * chips[j] / left
                places[j][place] += p
                if place + 1 < paid:
                    m = mask | bit
                    nxt[m] = nxt.get(m, 0.0) + p
                    nxt_sum[m] = layer_sum[mask] + chips[j]
        layer, layer_sum = nxt, nxt_sum
    return tuple(tuple(row) for row in places)


def _sampled(chips: list[int], paid: list[float], trials: int, seed: int) -> ICMResult:
    """Harville finishing orders drawn as exponential races; the mean prize and its error."""
    if trials < 2:
        raise ValueError("A sampled ICM answer needs at least 2 trials.")
    rng = random.Random(seed)  # random() is the one stream Python keeps for a seed
    n, k = len(chips), len(paid)
    counts = [[0] * k for _ in range(n)]
    sums = [0.0] * n
    squares = [0.0] * n
    for _ in range(trials):
        clocks = [-math.log(1.0 - rng.random()) / s for s in chips]
        order = sorted(range(n), key=clocks.__getitem__)[:k]
        for place, j in enumerate(order):
            counts[j][place] += 1
            sums[j] += paid[place]
            squares[j] += paid[place] ** 2
    equities = tuple(s / trials for s in sums)
    errors = tuple(
        math.sqrt(max(0.0, sq / trials - m * m) / (trials - 1))
        for sq, m in zip(squares, equities, strict=True)
    )
    places = tuple(tuple(c / trials for c in row) for row in counts)
    return ICMResult(equities, places, exact=False, trials=trials, standard_errors=errors)

"""The numbers a coach shows for one seat: equity, outs and what the price asks, in one call.

Why one synchronous call: the table's coach (issue 25) runs it off the UI
thread and must show a first answer within 100 ms of the seat's turn, then
may ask again with more trials. Everything it needs is passed in (the
viewer's own cards, the board, the cards the viewer may know are dead, each
live opponent's estimated range) so nothing here can see a card the viewer
may not: privacy stays with whoever builds the arguments.

Hold'em only for ranges and outs (the grammar is hold'em's); in other games
the opponents are random hands and there are no outs.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

import numpy as np

from ..engine.games import get_variant
from ..engine.variant import Variant
from .equity import is_holdem
from .generic import hero_vs_random
from .holdem_exact import exact_work, holdem_exact
from .holdem_sampled import holdem_sampled
from .outs import Out, outs
from .prices import call_needs, fold_equity_needs, pot_odds
from .ranges import Range, parse_range

__all__ = ["Advice", "advise"]

FIRST_TRIALS = 4_000
"""Monte Carlo deals of a first answer: about 0.8 points of error, tens of milliseconds."""
EXACT_CELLS = 1_500_000
"""Enumerate instead when the exact work is at most this (the turn and river, small ranges)."""


@dataclass(frozen=True)
class Advice:
    """What the coach shows: equity against random hands and against the estimated ranges
    (each with its standard error, 0 when exact), the outs, and the prices."""

    equity_vs_random: float
    equity_vs_ranges: float
    stderr: float
    exact: bool
    outs: tuple[Out, ...]
    pot_odds: float
    call_needs: float
    fold_equity_needs: float | None


def advise(
    hole: Sequence[int],
    board: Sequence[int],
    opponents: Sequence[Range | str | tuple[np.ndarray, np.ndarray] | None],
    pot: int,
    to_call: int,
    bet: int | None = None,
    dead: Sequence[int] = (),
    variant: str | Variant = "nlhe",
    trials: int = FIRST_TRIALS,
    seed: int = 0,
    shown: Sequence[Sequence[int]] | None = None,
) -> Advice:
    """The coach's numbers for ``hole`` on ``board`` against ``opponents`` (a range each, its
    (combos, weights) arrays holding no known card, or None for random cards), facing ``to_call`` into ``pot``; ``bet`` asks what fold equity a
    bet of that size needs. Exact where cheap, else ``trials`` deals of the project's stream.
    ``shown``: each opponent's face-up cards (stud), dealt to them, not to the random rest."""
    v = get_variant(variant) if isinstance(variant, str) else variant
    hole, board, dead = [int(c) for c in hole], [int(c) for c in board], [int(c) for c in dead]
    known = hole + board + dead
    up = [[int(c) for c in o] for o in shown] if shown is not None else [[] for _ in opponents]
    vs_random = hero_vs_random(v, hole, board, up, trials, seed)
    found: tuple[Out, ...] = ()
    if is_holdem(v):
        ranges = []
        for r in opponents:
            if isinstance(r, tuple):  # (combos, weights) with no known card: used as they are
                ranges.append(r)
                continue
            rr = parse_range("random") if r is None else parse_range(r) if isinstance(r, str) else r
            ranges.append(rr.without(known).combos())
        players = [(np.array([hole], dtype=np.intp), np.ones(1)), *ranges]
        if exact_work(players, board, dead) <= EXACT_CELLS:
            result = holdem_exact(players, board, dead)
        else:
            result = holdem_sampled(players, board, dead, trials, seed)
        vs_ranges = result.equity[0]
        se = 0.0 if result.stderr is None else result.stderr[0]
        exact = result.exact
        found = tuple(outs(hole, board, ranges, dead))
    else:
        vs_ranges, se, exact = vs_random, 0.0, False
    e = vs_ranges
    return Advice(
        vs_random,
        vs_ranges,
        se,
        exact,
        found,
        pot_odds(pot, to_call),
        call_needs(pot, to_call),
        None if bet is None else fold_equity_needs(pot, bet, e),
    )

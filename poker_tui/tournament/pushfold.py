"""Push/fold equilibria for short stacks, in chips or under ICM.

The game (the one Nash push/fold charts solve): before the flop, players act in
order; the first player to enter goes all-in or folds; each player behind, in
turn, calls all-in or folds, and the first call ends the action (no over-calls:
a simplification every first-caller chart makes, docs/tournaments.md). The last
player (the big blind) only calls. All-in equities are hold'em's class-against-
class equities (``odds.preflop``, card removal between the two players
included; ties count half).

How it is solved: fictitious play over the 169 classes. Each round, every
decision point plays its best response to the others' average strategies so
far, and the averages take it in. Every outcome's worth (chips, or the ICM prize
equity of the stacks it leaves) is computed once per spot, so a round costs a few
169 x 169 products. ``exploitability`` says what each player could still gain by
deviating from the averages: the distance from an equilibrium, printed with
every answer.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, field
from functools import lru_cache

import numpy as np

from ..odds.preflop import COMBO_COUNT, hu_matrix, pair_weights, range_text
from .icm import icm_equities

ROUNDS = 1500


@dataclass(frozen=True)
class Spot:
    """A push/fold situation in chips.

    ``behind``: each player's chips behind after posting, in the order they act
    (the last is the player who closes the action, the big blind). ``posted``:
    what each has posted live (blinds), which counts toward a call. ``dead``:
    chips in the pot that belong to nobody in the action (antes, the posts of
    players who folded). ``others``: the stacks of the players not in this
    spot, which matter only under ICM. ``payouts``: None plays for chips.
    """

    behind: tuple[int, ...]
    posted: tuple[int, ...]
    dead: int = 0
    others: tuple[int, ...] = ()
    payouts: tuple[float, ...] | None = None

    def __post_init__(self) -> None:
        if len(self.behind) < 2 or len(self.behind) != len(self.posted):
            raise ValueError(
                "A push/fold spot needs at least two players, each with a stack and a post."
            )
        if any(b < 0 for b in self.behind) or any(p < 0 for p in self.posted) or self.dead < 0:
            raise ValueError("Stacks, posts and dead money cannot be negative.")
        if any(b + p <= 0 for b, p in zip(self.behind, self.posted, strict=True)):
            raise ValueError("Every player in the spot has chips.")

    @property
    def players(self) -> int:
        return len(self.behind)

    def total(self, i: int) -> int:
        return self.behind[i] + self.posted[i]


@dataclass
class Solution:
    """Average strategies after ``rounds`` of fictitious play, and how far from equilibrium."""

    spot: Spot
    push: list[np.ndarray]
    """push[k][c]: how often player k pushes class c when all before folded (k < last)."""
    call: dict[tuple[int, int], np.ndarray]
    """call[(k, q)][c]: how often q calls k's push with class c (all between folded)."""
    rounds: int
    exploitability: list[float] = field(default_factory=list)
    """Per player: what a best response against the others would gain (chips or prize)."""
    values: list[float] = field(default_factory=list)
    """Per player: the worth of the spot under the average strategies (chips or prize)."""

    def push_range(self, k: int, threshold: float = 0.5) -> str:
        return range_text(self.push[k], threshold)

    def call_range(self, k: int, q: int, threshold: float = 0.5) -> str:
        return range_text(self.call[(k, q)], threshold)


def worth(stacks: Sequence[int], payouts: tuple[float, ...] | None) -> np.ndarray:
    """What each stack is worth: itself in chips, or its ICM prize equity. A player left
    with no chips takes the lowest place still open (busting in this hand)."""
    if payouts is None:
        return np.array(stacks, dtype=np.float64)
    return np.array(_icm_with_busts(tuple(stacks), payouts))


@lru_cache(maxsize=4096)
def _icm_with_busts(stacks: tuple[int, ...], payouts: tuple[float, ...]) -> tuple[float, ...]:
    alive = [i for i, s in enumerate(stacks) if s > 0]
    out = [0.0] * len(stacks)
    busted = [i for i, s in enumerate(stacks) if s <= 0]
    # the busted share the places below the players still alive
    places = list(payouts[len(alive) : len(stacks)]) + [0.0] * len(stacks)
    if busted:
        share = sum(places[: len(busted)]) / len(busted)
        for i in busted:
            out[i] = share
    if alive:
        result = icm_equities([stacks[i] for i in alive], list(payouts[: len(alive)]))
        for i, e in zip(alive, result.equities, strict=True):
            out[i] = e
    return tuple(out)


class _Outcomes:
    """The worth of every way the spot can end, for every player (computed once)."""

    def __init__(self, spot: Spot) -> None:
        n = spot.players
        total = [spot.total(i) for i in range(n)]
        posted_sum = sum(spot.posted)

        def vec(final: list[int]) -> np.ndarray:
            return worth(final + list(spot.others), spot.payouts)[:n]

        base = [total[i] - spot.posted[i] for i in range(n)]  # everyone lost their post
        self.steal = []
        for k in range(n):
            final = list(base)
            final[k] = total[k] + spot.dead + posted_sum - spot.posted[k]
            self.steal.append(vec(final))
        self.win: dict[tuple[int, int], np.ndarray] = {}
        self.lose: dict[tuple[int, int], np.ndarray] = {}
        for k in range(n):
            for q in range(k + 1, n):
                matched = min(total[k], total[q])
                rest = spot.dead + posted_sum - spot.posted[k] - spot.posted[q]
                for winner, loser, table in ((k, q, self.win), (q, k, self.lose)):
                    final = list(base)
                    final[winner] = total[winner] + matched + rest
                    final[loser] = total[loser] - matched
                    table[(k, q)] = vec(final)


@lru_cache(maxsize=1)
def _matrices() -> tuple[np.ndarray, np.ndarray, np.ndarray]:
    """Pair weights, pair weights times equity, and each class's total weight."""
    w = pair_weights()
    return w, w * hu_matrix(), w.sum(axis=1)


def _reach(strategy: np.ndarray) -> tuple[np.ndarray, np.ndarray]:
    """Per class of the player holding it: the chance the other plays ``strategy`` (card
    removal included), and that player's equity against the hands that do."""
    w, we, total = _matrices()
    mass = w @ strategy
    return mass / total, (we @ strategy) / np.maximum(mass, 1e-300)


class _Tree:
    """Values of the push/fold tree for a strategy profile."""

    def __init__(self, spot: Spot, outcomes: _Outcomes, openers: int) -> None:
        self.spot = spot
        self.out = outcomes
        self.openers = openers  # the players who may push first in (the rest only call)

    def tails(self, k: int, call: dict[tuple[int, int], np.ndarray]) -> list[np.ndarray]:
        """tails[j][c]: the worth vector (all players) once k pushed class c and the players
        after k up to j - 1 folded; tails[n] is the steal. Shape (169, n) each."""
        n = self.spot.players
        steal = np.broadcast_to(self.out.steal[k], (169, n))
        tails: list[np.ndarray] = [steal] * (n + 1)
        tails[n] = steal
        for q in range(n - 1, k, -1):
            chance, equity = _reach(call[(k, q)])
            showdown = (
                equity[:, None] * self.out.win[(k, q)][None, :]
                + (1 - equity)[:, None] * self.out.lose[(k, q)][None, :]
            )
            tails[q] = chance[:, None] * showdown + (1 - chance)[:, None] * tails[q + 1]
        return tails

    def root(
        self, push: list[np.ndarray], call: dict[tuple[int, int], np.ndarray]
    ) -> tuple[np.ndarray, list[np.ndarray], list[list[np.ndarray]]]:
        """The spot's worth vector, each first-in node's continuation, and every tail."""
        n = self.spot.players
        share = COMBO_COUNT / COMBO_COUNT.sum()
        all_tails = [self.tails(k, call) for k in range(self.openers)]
        cont = [self.out.steal[n - 1]] * (n + 1)  # a walk: the big blind takes the pot
        for k in range(self.openers - 1, -1, -1):
            pushes = share * push[k]
            p = pushes.sum()
            pushed = (pushes[:, None] * all_tails[k][k + 1]).sum(axis=0) / max(p, 1e-300)
            cont[k] = p * pushed + (1 - p) * cont[k + 1]
        return cont[0], cont, all_tails

    def best_responses(
        self, push: list[np.ndarray], call: dict[tuple[int, int], np.ndarray]
    ) -> tuple[list[np.ndarray], dict[tuple[int, int], np.ndarray]]:
        n = self.spot.players
        _, cont, all_tails = self.root(push, call)
        new_push = [np.zeros(169)] * (n - 1)
        for k in range(self.openers):
            gain = all_tails[k][k + 1][:, k] - cont[k + 1][k]
            new_push[k] = (gain > 0).astype(np.float64)
        new_call = {}
        for k, q in call:
            equity = _reach(push[k])[1]  # q's equity against k's pushes
            call_value = equity * self.out.lose[(k, q)][q] + (1 - equity) * self.out.win[(k, q)][q]
            # folding: the players after q decide against k's pushes
            share = COMBO_COUNT * push[k]
            after = all_tails[k][q + 1][:, q]
            fold_value = float((share * after).sum() / max(share.sum(), 1e-300))
            new_call[(k, q)] = (call_value > fold_value).astype(np.float64)
        return new_push, new_call


def solve(spot: Spot, rounds: int = ROUNDS, measure: bool = True,
          openers: int | None = None) -> Solution:
    """Fictitious play for ``rounds`` rounds; the averages, and (``measure``) their worth and
    exploitability. ``openers``: how many players, from the first, may push first in (all but
    the big blind by default; 1 for a bot's own first-in spot, where the others only call)."""
    n = spot.players
    if not 1 <= rounds <= 100_000:
        raise ValueError(f"rounds must be from 1 to 100,000, not {rounds:,}.")
    openers = n - 1 if openers is None else max(1, min(openers, n - 1))
    tree = _Tree(spot, _Outcomes(spot), openers)
    push = [np.full(169, 0.5 if k < openers else 0.0) for k in range(n - 1)]
    call = {(k, q): np.full(169, 0.5) for k in range(openers) for q in range(k + 1, n)}
    for t in range(1, rounds + 1):
        br_push, br_call = tree.best_responses(push, call)
        step = 1.0 / t  # the first round replaces the starting guess
        push = [p + step * (b - p) for p, b in zip(push, br_push, strict=True)]
        call = {key: call[key] + step * (br_call[key] - call[key]) for key in call}
    solution = Solution(spot, push, call, rounds)
    if not measure:
        return solution
    value = tree.root(push, call)[0]
    solution.values = [float(v) for v in value]
    solution.exploitability = [
        max(0.0, float(_deviation_value(tree, push, call, i) - value[i])) for i in range(n)
    ]
    return solution


def _deviation_value(
    tree: _Tree, push: list[np.ndarray], call: dict[tuple[int, int], np.ndarray], player: int
) -> float:
    """Player's worth when they best-respond at every decision of theirs, the others fixed."""
    br_push, br_call = tree.best_responses(push, call)
    mine_push = [br_push[k] if k == player else push[k] for k in range(len(push))]
    mine_call = {key: br_call[key] if key[1] == player else call[key] for key in call}
    return float(tree.root(mine_push, mine_call)[0][player])


def table_spot(
    stacks: Sequence[int],
    small_blind: int,
    big_blind: int,
    ante: int = 0,
    big_blind_ante: int = 0,
    payouts: Sequence[float] | None = None,
) -> Spot:
    """The spot at the start of a hand: ``stacks`` in the order players act before the flop,
    the last two the small and the big blind (heads-up: the button's small blind first).
    Antes (each player's, or the big blind's one for the table) are dead money."""
    n = len(stacks)
    if not 2 <= n <= 10:
        raise ValueError(f"Push/fold takes 2 to 10 players, not {n}.")
    if small_blind < 0 or big_blind <= 0 or small_blind > big_blind:
        raise ValueError(
            "The blinds must be a small blind of 0 or more and a big blind above it (e.g. 100/200)."
        )
    if ante < 0 or big_blind_ante < 0:
        raise ValueError("An ante cannot be negative.")
    behind = list(stacks)
    dead = 0
    for i in range(n):
        a = min(ante, behind[i])
        if i == n - 1:
            a += min(big_blind_ante, behind[i] - a)
        behind[i] -= a
        dead += a
    posted = [0] * n
    for seat, blind in ((n - 2, small_blind), (n - 1, big_blind)):
        posted[seat] = min(blind, behind[seat])
        behind[seat] -= posted[seat]
    return Spot(
        tuple(behind),
        tuple(posted),
        dead,
        (),
        tuple(float(p) for p in payouts) if payouts is not None else None,
    )


BOT_ROUNDS = 60
"""Rounds for a bot's own spot: enough for a decision (the first rounds move the most), and a
bot meets many spots; the command and the tests solve to a printed exploitability."""
QUARTER = 4
"""A bot's spots are in quarter big blinds, so near-identical spots share one solution."""


@lru_cache(maxsize=512)
def first_in(
    stack: float, posted_me: float, posted_behind: tuple[float, ...], dead: float
) -> tuple[np.ndarray, tuple[np.ndarray, ...]]:
    """A first-in shove in chips, in big blinds: the shove range and each caller's range.

    ``stack``: the effective stack, posts included; ``posted_me`` and ``posted_behind``:
    what the shover and each player behind (in order) have posted; ``dead``: every
    chip in the pot before the shove (posts included). Every player has ``stack``.
    """

    def chips(x: float) -> int:
        return round(x * QUARTER)

    posted = (posted_me, *posted_behind)
    spot = Spot(
        tuple(max(0, chips(stack) - chips(p)) for p in posted),
        tuple(chips(p) for p in posted),
        max(0, chips(dead) - sum(chips(p) for p in posted)),
    )
    solution = solve(spot, rounds=BOT_ROUNDS, measure=False, openers=1)
    return solution.push[0], tuple(solution.call[(0, q)] for q in range(1, spot.players))


def call_value(
    cls: int, stack: float, posted_me: float, pot_before: float, shove_range: np.ndarray
) -> float:
    """Chips (in big blinds) gained by calling an all-in of ``stack`` instead of folding."""
    equity = _reach(shove_range)[1][cls]
    pot = pot_before + stack - posted_me
    return float(equity * pot - stack + posted_me)

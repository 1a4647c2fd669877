"""The coach's numbers for whoever a ``TableState`` was drawn for, from that state alone.

Why from the state: the state holds exactly what its viewer may see (their own
cards, the board, the cards turned face up, the public actions), so advice
built from it cannot use a card the viewer may not know: in hot seat each
player's coach sees only what that player sees. The table's coach panel calls
``coaching`` off the UI thread; a replay of a saved hand can call it on each
replayed state. Numbers come from ``poker_tui.odds`` (``coach.advise``, and the
ranges read from the actions by ``odds.reads``; docs/odds.md).
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

from ..engine.games import get_variant
from ..engine.variant import Variant
from ..odds.coach import FIRST_TRIALS, Advice, advise
from ..odds.equity import is_holdem
from ..odds.generic import numpy_valued
from ..odds.holdem_exact import exact_work, holdem_exact
from ..odds.holdem_sampled import holdem_sampled
from ..odds.prices import fold_equity_needs
from ..odds.reads import Read, read_range
from .state import TableState

__all__ = ["Coaching", "OpponentRead", "coaching", "coaching_key"]

SLOW_SHARE = 10
"""Games the numpy evaluator does not value (short decks, lowball, Manila) get this share of
the deals asked for: the engine values them hand by hand, about ten times slower."""
MIN_SLOW_TRIALS = 100

BET_SIZES = (("½ pot", "half"), ("pot", "pot"))
"""The bets whose needed fold equity the coach shows (``Facing.preset`` names)."""


@dataclass(frozen=True)
class OpponentRead:
    """One live opponent: what its actions say (hold'em) and the viewer's equity against it."""

    seat: int
    name: str
    story: str  # "raised first in, bet the flop"; "" outside hold'em
    share: float  # the share of all hands its range keeps (1.0: any two cards)
    equity: float  # the viewer's equity against this one opponent alone


@dataclass(frozen=True)
class Coaching:
    """What the coach panel shows for one state: the hand, the advice, each opponent's read,
    and the fold equity the usual bets need (empty unless the viewer may bet)."""

    key: tuple[int, ...]
    seat: int
    cards: tuple[int, ...]
    best_hand: str
    advice: Advice
    opponents: tuple[OpponentRead, ...]
    ranges: bool  # True: equity against read ranges; False: against random hands only
    bets: tuple[tuple[str, int, float], ...] = ()  # (label, chips, fold equity needed)
    trials: int = FIRST_TRIALS


def coaching_key(state: TableState) -> tuple[int, ...] | None:
    """What the advice depends on: the hand, the viewer, the board, the actions so far, the
    viewer's turn. None when there is nothing to advise (no viewer, not in the hand). An
    answer computed for another key is stale and is dropped."""
    viewer = state.viewer
    if viewer is None or not state.in_hand or state.results:
        return None
    mine = state.seats[viewer]
    if not mine.dealt_in or mine.folded or mine.mucked or not mine.cards:
        return None
    if any(c.card is None for c in mine.cards):
        return None
    facing = 1 + state.facing.to_call if state.facing is not None else 0
    return (
        state.hand_no,
        viewer,
        len(state.board),
        len(state.actions),
        facing,
        len(mine.cards),
        sum(c.card or 0 for c in mine.cards),
    )


def coaching(
    state: TableState,
    variant: str | Variant,
    trials: int = FIRST_TRIALS,
    seed: int = 0,
    each: bool = True,
    stop: Callable[[], bool] | None = None,
) -> Coaching | None:
    """The coach's numbers for ``state``'s viewer in ``variant`` (the game's code or value), or
    None when there is nothing to advise.
    ``each`` adds the equity against each opponent alone (one more question per opponent);
    ``stop`` is asked between questions, and a True answer gives None (the asker moved on)."""
    key = coaching_key(state)
    if key is None:
        return None
    viewer = state.viewer
    assert viewer is not None
    v = get_variant(variant) if isinstance(variant, str) else variant
    if not numpy_valued(v):  # short decks, lowball, Manila: valued hand by hand, slowly
        trials = max(MIN_SLOW_TRIALS, trials // SLOW_SHARE)
    hole = [int(c.card) for c in state.seats[viewer].cards if c.card is not None]
    board = [int(c.card) for c in state.board if c.card is not None]
    live = [
        s for s in state.seats if s.seat != viewer and s.dealt_in and not s.folded and not s.mucked
    ]
    shown = [[int(c.card) for c in s.cards if c.up and c.card is not None] for s in live]
    holdem = is_holdem(v)
    reads: list[Read | None] = [None] * len(live)
    if holdem:
        boards = _street_boards(v)
        behind = _behind(state)
        reads = [
            read_range(state.actions, s.seat, board, boards, hole, behind, state.unit) for s in live
        ]
    facing = state.facing
    to_call = facing.to_call if facing is not None else 0
    pot = state.total_pot
    advice = advise(
        hole,
        board,
        [r.combos() if r else None for r in reads],
        pot,
        to_call,
        None,
        (),
        v,
        trials,
        seed,
        shown=shown,
    )
    opponents = []
    for s, r, up in zip(live, reads, shown, strict=True):
        alone = advice.equity_vs_ranges if len(live) == 1 else None
        if stop is not None and stop():
            return None
        if alone is None and each:
            alone = _heads_up(v, hole, board, r, up, trials, seed)
        opponents.append(
            OpponentRead(
                s.seat,
                s.name,
                r.story if r else "",
                r.share if r else 1.0,
                alone if alone is not None else float("nan"),
            )
        )
    bets: list[tuple[str, int, float]] = []
    if facing is not None and facing.can_check and facing.can_raise and not facing.is_draw:
        for label, preset in BET_SIZES:
            size = facing.preset(preset) - facing.my_bet
            if size > 0 and all(size != b[1] for b in bets):
                bets.append(
                    (label, size, fold_equity_needs(facing.pot, size, advice.equity_vs_ranges))
                )
    return Coaching(
        key,
        viewer,
        tuple(hole),
        state.best_hand,
        advice,
        tuple(opponents),
        holdem,
        tuple(bets),
        trials,
    )


def _heads_up(
    v: Variant,
    hole: list[int],
    board: list[int],
    read: Read | None,
    up: list[int],
    trials: int,
    seed: int,
) -> float:
    """The viewer's equity against one opponent alone (its read range, or random cards)."""
    import numpy as np

    if read is None:
        from ..odds.generic import hero_vs_random

        return hero_vs_random(v, hole, board, [up], trials, seed)
    combos, weights = read.combos()
    if not len(combos):
        return float("nan")
    players = [(np.array([hole], dtype=np.intp), np.ones(1)), (combos, weights)]
    if exact_work(players, board, ()) <= 1_500_000:
        return holdem_exact(players, board, ()).equity[0]
    return holdem_sampled(players, board, (), trials, seed).equity[0]


def _street_boards(v: Variant) -> tuple[int, ...]:
    """How many board cards each street sees."""
    out, n = [], 0
    for street in v.streets:
        n += street.board
        out.append(n)
    return tuple(out)


def _behind(state: TableState) -> dict[int, int]:
    """Before the flop: for each dealt-in seat, how many players act after it (the big blind
    last; heads-up the button, the small blind, first)."""
    n = len(state.seats)
    dealt = [s.seat for s in state.seats if s.dealt_in]
    button = next((s.seat for s in state.seats if s.button), dealt[0] if dealt else 0)
    clockwise = [(button + i) % n for i in range(1, n + 1)]
    order = [s for s in clockwise if s in dealt]  # small blind ... button
    if len(order) > 2:
        order = order[2:] + order[:2]  # first to act sits left of the big blind
    else:
        order = order[::-1]  # heads-up: the button (small blind) acts first
    return {seat: len(order) - 1 - i for i, seat in enumerate(order)}

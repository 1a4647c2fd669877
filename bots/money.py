"""Near the money a chip lost is worth more than a chip won: the built-in bots call an all-in
that risks their tournament only when their hand clears the price ICM puts on the call.

Why: in chips a call needs the equity call / (pot + call); in a sit-and-go the prize pool is
paid by place, so busting costs more prize equity than doubling up earns (Malmuth-Harville
ICM, ``poker_tui.tournament.icm``), most of all on the bubble. ``icm_price`` works out both
prices for a call that ends the betting all-in between this seat and one aggressor; a bot
that chose to call (or shove over) then folds when its equity against random hands is below
the ICM price. Equity against random hands is above equity against a shover's range, so the
rule only takes away calls ICM makes clearly wrong: the bots tighten near the money, never
loosen. At a cash table, or with the winner taking all, nothing changes (the prices agree).
"""

from __future__ import annotations

import random
from collections.abc import Sequence

from poker_tui.bots_api import Action, PlayerView, because
from poker_tui.engine.actions import CHECK, FOLD
from poker_tui.tournament.icm import icm_equities

from .strength import equity_vs_random

PRESSURE = 0.02
"""The ICM price must exceed the chip price by this much before a bot changes its mind."""


def icm_price(view: PlayerView, payouts: Sequence[float]) -> tuple[float, float] | None:
    """(chip price, ICM price): the least equity calling needs, in chips and in prize
    equity, when the call leaves this seat and one aggressor all-in (else None)."""
    me, legal = view.player, view.legal
    live = [q for q in view.opponents]
    if not payouts or not legal.call or len(live) != 1:
        return None
    a = live[0]
    if legal.call < view.stack and view.stacks[a] > 0:
        return None  # chips stay behind on both sides: not an all-in call
    total = [s + c for s, c in zip(view.stacks, view.contrib, strict=True)]
    matched = min(total[me], total[a])
    dead = view.pot - view.contrib[me] - view.contrib[a]
    fold, win, lose = list(view.stacks), list(view.stacks), list(view.stacks)
    fold[a] = view.stacks[a] + view.pot
    win[me], win[a] = total[me] + matched + dead, total[a] - matched
    lose[me], lose[a] = total[me] - matched, total[a] + matched + dead
    if win[me] == lose[me]:
        return None
    chip = (fold[me] - lose[me]) / (win[me] - lose[me])
    worth = [_equity(stacks, payouts, me) for stacks in (fold, win, lose)]
    if worth[1] == worth[2]:
        return None
    return chip, (worth[0] - worth[2]) / (worth[1] - worth[2])


def _equity(stacks: list[int], payouts: Sequence[float], me: int) -> float:
    left = [s for s in stacks if s > 0]
    if stacks[me] <= 0:
        return 0.0  # out in the next place: counted as no prize (a lower bound)
    index = sum(1 for q in range(me) if stacks[q] > 0)
    paid = list(payouts)[: len(left)]
    return icm_equities(left, paid).equities[index] if paid else 0.0


def mind_the_money(
    view: PlayerView, action: Action, payouts: Sequence[float], rng: random.Random
) -> Action:
    """``action`` as the bot chose it, or a fold when it calls off its tournament life for
    less equity than ICM asks."""
    if not payouts or action.kind in (FOLD.kind, CHECK.kind):
        return action
    prices = icm_price(view, payouts)
    if prices is None or prices[1] - prices[0] < PRESSURE:
        return action
    equity = equity_vs_random(view, rng, 200)
    if equity >= prices[1]:
        return action
    return because(
        FOLD,
        "fold: near the money the call needs {:.0%} under ICM ({:.0%} in chips), the hand"
        " has {:.0%}",
        prices[1],
        prices[0],
        equity,
    )

"""Side pots, rake and split pots: pure functions of contributions.

Side pots are built from the smallest all-in up and only contributors are
eligible (002 §3.18(d), §3.19.4; 004 §66). Rake is taken main pot first and
never above the cap (000 §4.1, 002 §4.1.1); uncalled chips were already
returned, so they are never raked (002 §4.3, 001 §8.5).
"""

from __future__ import annotations

from fractions import Fraction
from itertools import compress
from operator import not_
from typing import NamedTuple


class Pot(NamedTuple):
    amount: int
    eligible: tuple[int, ...]  # players (hand indices) who may win it


_new_pot = tuple.__new__  # a Pot without the Python-level __new__ (hot path)


def build_pots(contrib: list[int], folded: list[bool], dead: list[int] | None = None) -> list[Pot]:
    """Main pot first, then side pots in the order they were created.

    ``dead``: the part of each player's ``contrib`` posted dead (a returning player's
    missed small blind, 003 "surrendered to the pot"; any forced bet of ``DEAD_KINDS``).
    Dead chips are no part of their poster's level: they go into the main pot, which
    whoever wins it takes, so they can never come back as a pot only the poster may win."""
    if dead is not None and any(dead):
        return _with_dead_money(contrib, folded, dead)
    n = len(contrib)
    live = list(compress(contrib, map(not_, folded)))
    if live:
        top = max(live)
        if top > 0 and min(live) == top:
            # Every live player put in the same: one pot of everything, which is what the
            # general loop below computes then (folded chips above go to the last pot).
            return [_new_pot(Pot, (sum(contrib), tuple(compress(range(n), map(not_, folded)))))]
    levels = sorted({contrib[p] for p in range(n) if not folded[p] and contrib[p] > 0})
    pots: list[Pot] = []
    prev = 0
    for level in levels:
        amount = 0
        for c in contrib:
            if c > prev:
                amount += (c if c < level else level) - prev
        eligible = tuple(p for p in range(n) if not folded[p] and contrib[p] >= level)
        if amount:
            if pots and pots[-1].eligible == eligible:
                pots[-1] = Pot(pots[-1].amount + amount, eligible)
            else:
                pots.append(Pot(amount, eligible))
        prev = level
    # Chips above the highest live contribution can only come from folded players
    # after uncalled bets were returned; they belong to the last pot.
    rest = sum(c - prev for c in contrib if c > prev)
    if rest and pots:
        pots[-1] = Pot(pots[-1].amount + rest, pots[-1].eligible)
    return pots


def _with_dead_money(contrib: list[int], folded: list[bool], dead: list[int]) -> list[Pot]:
    """``build_pots`` over the live chips, the dead chips added to the main pot. A player
    still in with no live chips (all-in on a dead post) plays for the dead money alone."""
    live = [c - d for c, d in zip(contrib, dead, strict=True)]
    total = sum(dead)
    everyone = tuple(p for p in range(len(contrib)) if not folded[p])
    pots = build_pots(live, folded)
    if any(live[p] == 0 for p in everyone) or not pots:
        pots.insert(0, Pot(0, everyone))
    pots[0] = Pot(pots[0].amount + total, pots[0].eligible)
    return pots


def pot_contributors(contrib: list[int], folded: list[bool], dead: list[int] | None = None) -> list[set[int]]:
    """For each pot of ``build_pots`` (same order, same merging), every player who put
    chips into it, folded or not: 001 §8.8 asks whether anybody else fed a split pot.
    Dead chips (see ``build_pots``) fed the main pot."""
    if dead is not None and any(dead):
        live = [c - d for c, d in zip(contrib, dead, strict=True)]
        pots = build_pots(contrib, folded, dead)
        by_pot = pot_contributors(live, folded)
        if len(by_pot) < len(pots):
            by_pot.insert(0, set())
        by_pot[0] |= {p for p, d in enumerate(dead) if d}
        return by_pot
    n = len(contrib)
    levels = sorted({contrib[p] for p in range(n) if not folded[p] and contrib[p] > 0})
    out: list[set[int]] = []
    last_eligible: tuple[int, ...] | None = None
    prev = 0
    for level in levels:
        fed = {p for p in range(n) if contrib[p] > prev}
        eligible = tuple(p for p in range(n) if not folded[p] and contrib[p] >= level)
        if fed:
            if out and last_eligible == eligible:
                out[-1] |= fed
            else:
                out.append(fed)
                last_eligible = eligible
        prev = level
    rest = {p for p in range(n) if contrib[p] > prev}
    if rest and out:
        out[-1] |= rest
    return out


def rake_pots(amounts: list[int], percent: Fraction, cap: int) -> list[int]:
    """The rake of each pot, main pot first, rounded down, at most ``cap`` in all (0: no cap)."""
    out = []
    left = cap if cap > 0 else None
    for amount in amounts:
        r = int(amount * percent)
        if left is not None:
            r = min(r, left)
            left -= r
        out.append(r)
    return out


def split(amount: int, winners_in_odd_chip_order: list[int], to_one: bool = False) -> dict[int, int]:
    """Share a pot equally. Odd chips go one each to winners in the given order (002 §4.5),
    or with ``to_one`` all to the first of them (001 §11.4(d): "the amount remaining
    shall be given to the hand containing the highest card by suit")."""
    k = len(winners_in_odd_chip_order)
    share, odd = divmod(amount, k)
    if to_one:
        return {w: share + (odd if i == 0 else 0) for i, w in enumerate(winners_in_odd_chip_order)}
    return {w: share + (1 if i < odd else 0) for i, w in enumerate(winners_in_odd_chip_order)}

"""Finishing places and the prizes they win, for the table and the lab alike.

Why one home: the sit-and-go at the table and the lab's bot tournaments must
place players the same way. Two or more players out in one hand finish in the
order of their chips at its start; players level on chips share their places,
and split those places' prizes (TDA; docs/rules.md, "Tournaments").
"""

from __future__ import annotations

from collections.abc import Sequence


def finishing_places(out: Sequence[tuple[int, int]], remaining: int) -> dict[int, float]:
    """Places for the entries busted in one hand: ``out`` is (entry, chips at the hand's start);
    ``remaining`` players were in before it. More chips at the start finish higher; a tie
    shares the places (their mean)."""
    ranked = sorted(out, key=lambda x: -x[1])
    places: dict[int, float] = {}
    place = remaining - len(out) + 1  # the best place the busted take
    i = 0
    while i < len(ranked):
        j = i
        while j < len(ranked) and ranked[j][1] == ranked[i][1]:
            j += 1
        share = sum(range(place + i, place + j)) / (j - i)
        for k in range(i, j):
            places[ranked[k][0]] = share
        i = j
    return places


def shared_prizes(places: dict[int, float], table: Sequence[int]) -> dict[int, int]:
    """Each entry's prize in whole chips: place p wins ``table[p - 1]`` (0 past the paid
    places); entries tied for a place split the prizes of the places they stand for, the odd
    chips one each to the tied entries in entry order, so the prizes add up to what those
    places pay."""
    out: dict[int, int] = {}
    by_place: dict[float, list[int]] = {}
    for entry, place in places.items():
        by_place.setdefault(place, []).append(entry)
    for place, entries in by_place.items():
        n = len(entries)
        first = round(place - (n - 1) / 2)  # the best place the tied entries stand for
        pot = sum(table[p - 1] for p in range(first, first + n) if p - 1 < len(table))
        for k, entry in enumerate(sorted(entries)):
            out[entry] = pot // n + (1 if k < pot % n else 0)
    return out

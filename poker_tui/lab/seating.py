"""Who sits where in each replay of a deal.

Without duplicate, entry i keeps seat i for the whole match (the button
moves one seat per deal). With duplicate, a deal is played once per seat:
replay r puts entry (s + r) mod n in seat s, so over the n replays every
entry holds every seat's cards, against the same cards in the other seats.
Heads-up that is the classic two-way duplicate: A gets B's cards and B gets
A's. With more seats it is the cyclic rotation (n replays, not all n!
orders): each bot plays each seat's cards once, with the others in the same
cyclic order around it.
"""

from __future__ import annotations


def rotations(players: int, duplicate: bool) -> list[tuple[int, ...]]:
    """For each replay of a deal: the entry sitting in each seat."""
    if not duplicate:
        return [tuple(range(players))]
    return [tuple((s + r) % players for s in range(players)) for r in range(players)]

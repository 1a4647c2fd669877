"""Your results split by game, stakes, position or opponent: net chips and bb/100 with its 95% interval.

Each hand you were dealt into counts once in its game, its stakes and your
position (``positions.py``), and once for every opponent dealt into it (so the
rows by opponent overlap: a hand against three players counts for each of
them). Amounts add up in big blinds, each hand in its own table's (``players.py``).
"""

from __future__ import annotations

from collections.abc import Callable, Iterable

from ..store.review import PlayedHand
from .period import stakes_of
from .players import PlayerStats
from .positions import position_name

GROUPINGS = ("game", "stakes", "position", "opponent")
"""The ways the results split, as the results screen and ``history stats --by`` name them."""


def _keys(by: str) -> Callable[[PlayedHand, int], list[str]]:
    if by == "game":
        return lambda played, _: [played.hand.variant.name]
    if by == "stakes":
        return lambda played, _: [f"{played.hand.variant.code} {stakes_of(played)}"]
    if by == "position":
        return lambda played, i: [position_name(played.hand, i)]
    if by == "opponent":
        return lambda played, i: [p.identity for j, p in enumerate(played.players) if j != i]
    raise ValueError(f"results split by {by!r}? choose one of: {', '.join(GROUPINGS)}")


def results_by(hands: Iterable[PlayedHand], you: str, by: str) -> list[PlayerStats]:
    """One row per game (stakes, position, opponent) of ``you``'s hands, most hands first.

    Each row is a ``PlayerStats`` named after its group, holding only ``you``'s results.
    """
    keys = _keys(by)
    rows: dict[str, PlayerStats] = {}
    for played in hands:
        for i, player in enumerate(played.players):
            if player.identity != you:
                continue
            hand = played.hand
            net = hand.stacks[i] - hand.start.stacks[i]
            for key in keys(played, i):
                row = rows.get(key)
                if row is None:
                    row = rows[key] = PlayerStats(key, player.human)
                row.hands += 1
                row.net += net
                row.results.append((net, hand.stakes.unit))
    return sorted(rows.values(), key=lambda r: (-r.hands, r.player.lower()))

"""``history stats --by``: a player's results split by game, stakes, position or opponent.

The rows are ``stats.results.results_by``'s (docs/stats.md): hands, net chips
and bb/100 with its 95% interval. By opponent the rows overlap, one hand
counting for every opponent dealt into it.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from ..names import printable

if TYPE_CHECKING:
    from rich.table import Table

    from ..store.review import PlayedHand

BY_WORDS = {
    "game": "game",
    "stakes": "game and stakes",
    "position": "position",
    "opponent": "opponent",
}


def results_json(hands: list[PlayedHand], player: str, by: str) -> list[dict[str, Any]]:
    from ..stats.results import results_by

    out = []
    for row in results_by(hands, player, by):
        ci = row.bb_ci
        out.append(
            {
                by: row.player,
                "hands": row.hands,
                "net": row.net,
                "bb_per_100": row.bb_per_100,
                "bb_per_100_ci95": list(ci) if ci else None,
            }
        )
    return out


def results_table(hands: list[PlayedHand], player: str, by: str) -> Table:
    from rich import box
    from rich.table import Table
    from rich.text import Text

    from ..stats.results import results_by

    table = Table(
        box=box.SIMPLE_HEAD,
        title=f"{printable(player)} by {BY_WORDS[by]}",
        title_justify="left",
        pad_edge=False,
    )
    for name in (BY_WORDS[by], "hands", "net", "bb/100", "95% CI"):
        table.add_column(name, justify="left" if name == BY_WORDS[by] else "right", no_wrap=True)
    for row in results_by(hands, player, by):
        ci = row.bb_ci
        table.add_row(
            Text(printable(row.player)),
            f"{row.hands:,}",
            f"{row.net:+,}",
            f"{row.bb_per_100:+.1f}" if row.bb_per_100 is not None else "-",
            Text(f"{ci[0]:+.0f}..{ci[1]:+.0f}" if ci else "n/a", style="dim"),
        )
    return table

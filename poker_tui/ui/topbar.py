"""The table's top bar: hand number, game and stakes, house rules, who has the keys.

A pure function of the drawn state, so the table screen only places it: what fits
the width is chosen here, dropping the title, then the house rules.
"""

from __future__ import annotations

from ..session import TableState
from .choices import HOUSE_LABELS


def topbar_text(state: TableState, options_changed: int, width: int) -> str:
    """As much of the bar as fits ``width``; ``options_changed`` counts the house options
    changed from the profile (the help screen lists them)."""
    game = [f"Hand #{state.hand_no}", f"{state.variant} {state.stakes}"]
    house = HOUSE_LABELS.get(state.house, state.house)
    rules = [f"House: {house}" + (f" +{options_changed}" if options_changed else "")]
    keys = (
        [f"{state.name(state.viewer)} at the keys"]
        if (state.shared and state.viewer is not None)
        else []
    )
    text = ""
    for parts in (["♠ poker-tui", *game, *rules, *keys], game + rules + keys, game + keys):
        for sep in ("  │  ", " │ "):
            text = " " + sep.join(parts)
            if len(text) <= width:
                return text
    return text

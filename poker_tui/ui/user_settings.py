"""The app's side of settings.toml: read it at start, open the lobby on it, write what the
player changed (``poker_tui.settings`` holds the file; this module knows the lobby's fields).

Written only on the player's change: a game dealt from the lobby (the last game played),
a theme chosen in the palette, the settings screen's Save. A file the app could not
read is never written over by the first two; Save replaces it, as the player asked.
"""

from __future__ import annotations

import dataclasses
from typing import Any

from ..settings import GAME_DEFAULTS, Settings, save_settings
from .choices import TableChoice


def table_choice(game: dict[str, Any]) -> TableChoice:
    """The lobby's answers a settings file's ``[game]`` gives (the lobby checks each value)."""
    values = {**GAME_DEFAULTS, **game}
    return TableChoice(
        variant=values["variant"],
        seats=values["seats"],
        humans=values["humans"],
        name=values["name"],
        others=tuple(values["others"]),
        bots=tuple(values["bots"]),
        big_blind=values["big_blind"],
        stack_bb=values["stack_bb"],
        house=values["house"],
        pace=values["pace"],
        next_hand=values["next_hand"],
        straddle=values["straddle"],
        house_options=tuple(sorted(values["house_options"].items())),
        show_hands=values["show_hands"],
        practice=values["practice"],
    )


def game_of(choice: TableChoice) -> dict[str, Any]:
    """``[game]`` as the file writes it."""
    game = dataclasses.asdict(choice)
    game["others"], game["bots"] = list(choice.others), list(choice.bots)
    game["house_options"] = dict(choice.house_options)
    return game


def remember(settings: Settings, changed: Settings) -> tuple[Settings, str]:
    """Save ``changed`` if the file may be written on the app's own (a sentence if it failed)."""
    if not settings.writable or changed == settings:
        return settings if not settings.writable else changed, ""
    return changed, save_settings(changed)

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
        plain=values["plain"],
        tournament=values["tournament"],
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


def fill_lobby(lobby: Any, choice: TableChoice, four_colour: bool | None = None) -> None:
    """The lobby's fields set to ``choice``: each value a field offers is taken, any other
    is left at its default."""
    from textual.widgets import Input

    from .widgets.choice import Choice

    # what the player chose: a game that narrows them (set first here) narrows them only
    # while it is chosen
    lobby.wanted = {"seats": choice.seats, "humans": choice.humans, "straddle": choice.straddle}
    values = {
        "variant": choice.variant,
        "seats": choice.seats,
        "humans": choice.humans,
        "stakes": choice.big_blind,
        "house": choice.house,
        "pace": choice.pace,
        "next": choice.next_hand,
        "straddle": choice.straddle,
        "show": choice.show_hands,
        "practice": choice.practice,
        "display": choice.plain,
        "tournament": choice.tournament,  # last: a sit-and-go greys out the stakes and stack
    }
    if four_colour is not None:
        values["deck"] = four_colour
    for name, value in values.items():
        field = lobby.query_one(f"#{name}", Choice)
        if not field.disabled and any(v == value for _, v in field.options):
            field.value = value
    lobby.query_one("#name", Input).value = choice.name
    if choice.others:
        lobby.query_one("#others", Input).value = ", ".join(choice.others)
        lobby.others_edited = True
    lobby.query_one("#stack", Input).value = str(choice.stack_bb)
    lobby.house_options = choice.house_options
    lobby._house_labels()
    lobby._sync()
    fill_bots(lobby, choice.bots)


def fill_bots(lobby: Any, bots: tuple[str, ...]) -> None:
    """Bot i of the saved game sits in seat ``humans + i + 1`` (its field ``humans + i - 1``)."""
    humans = lobby.start.humans if lobby.start is not None else 1
    for i, bot in enumerate(bots):
        field = lobby._bot(humans + i - 1)
        if field is not None and any(v == bot for _, v in field.options):
            field.value = bot

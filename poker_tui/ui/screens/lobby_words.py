"""The lobby's words: a game found from a few letters, the saved games' lines, the about text.

Pure functions of their arguments, kept apart from the screen so the lobby's module holds the
screen's behaviour only (and tests can call them without a screen).
"""

from __future__ import annotations

import re
from typing import TYPE_CHECKING

from ...engine.games import get_variant
from ...engine.house_rules import OPTIONS
from ...engine.variant import Variant
from ...session import SavedGame
from ..choices import HOUSE_LABELS

if TYPE_CHECKING:
    from ...bots_api import BotInfo


def find_game(query: str, variants: list[Variant]) -> Variant | None:
    """The game a few typed letters mean: a code or alias (``stud7``, ``plo``) first, then a
    word of the name that starts with them (``omaha``, ``seven``), then any part of the name."""
    q = query.strip().casefold()
    if not q:
        return None
    codes = [(v, (v.code, *v.aliases)) for v in variants]
    for test in (lambda c: c == q, lambda c: c.startswith(q)):
        for v, names in codes:
            if any(test(c) for c in names):
                return v
    word = re.compile(r"(?<![\w'])" + re.escape(q))
    for v in variants:
        if word.search(v.name.casefold()):
            return v
    return next((v for v in variants if q in v.name.casefold()), None)


def resume_text(saved: SavedGame, width: int) -> str:
    """The Resume line at most ``width`` long: the full sentence, or less of it."""
    where = (
        f"hand #{saved.hand_no} interrupted"
        if saved.interrupted
        else f"after hand #{saved.hand_no}"
        if saved.hand_no
        else ""
    )
    short_stacks = ", ".join(f"{name} {stack:,}" for name, stack in saved.players)
    game = saved.game
    short = game.split(",")[0]  # "... 3/6, ante 1, bring-in 1": the stakes' details go first
    if not saved.resumable:
        text = saved.text if len(saved.text) <= width else saved.text.replace(game, short)
        return text if len(text) <= width else text[: max(1, width - 1)] + "…"
    for text in (
        saved.text,
        *(
            " · ".join(x for x in (f"Resume: {g}", w, st) if x)
            for st in (short_stacks, "")
            for g, w in ((game, where), (short, where), (short, where.removeprefix("hand ")))
        ),
        f"Resume: {game}",
        f"Resume: {short}",
    ):
        if len(text) <= width:
            return text
    return f"Resume: {short}"[: max(1, width - 1)] + "…"


def saved_label(saved: SavedGame) -> str:
    """One open game in the lobby's list: ``game 12 · No-Limit Texas Hold'em 1/2 · hand #3``."""
    where = (
        f"hand #{saved.hand_no} interrupted"
        if saved.interrupted
        else f"after hand #{saved.hand_no}"
        if saved.hand_no
        else "no hand yet"
    )
    if not saved.resumable:
        where = "in another window"
    return f"game {saved.session_id} · {saved.game.split(',')[0]} · {where}"


def options_text(house_options: tuple[tuple[str, str], ...], key: str) -> str:
    """`` · 2 options changed: ...`` for the about line; "" when the profile is as it is."""
    if not house_options:
        return ""
    labels = {f: label for f, label, _ in OPTIONS}
    n = len(house_options)
    return (
        f" · {n} option{'s' if n > 1 else ''} changed ([b]{key}"
        "[/b]; kept when the profile changes): "
        + "; ".join(f"{labels[f]}: [b]{c}[/b]" for f, c in house_options)
    )


def about_text(
    variant: str,
    house: str,
    house_options: tuple[tuple[str, str], ...],
    key: str,
    chosen: set[str],
    bots: dict[str, BotInfo],
) -> str:
    """The chosen game, the house rules and the chosen bots, in a few lines."""
    v = get_variant(variant)
    lines = [
        f"[b]{v.name}[/b] · {v.structure.value} · {v.min_players}-{v.max_players}"
        f" players" + (f"\n{v.description}" if v.description else ""),
        f"[b]House rules:[/b] {HOUSE_LABELS.get(house, house)}"
        f"{options_text(house_options, key)}"
        " · press [b]?[/b] at the table for the rules in force",
    ]
    for b in sorted(chosen):
        if b in bots and bots[b].description:
            lines.append(f"[b]{b}[/b]: {bots[b].description}")
    return "\n".join(lines)

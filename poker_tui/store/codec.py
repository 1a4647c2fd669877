"""Hand starts and actions as JSON: what the journal stores and replays.

Games are stored by registry code and house rules field by field, so a
journal stays readable by later versions that add fields.
"""

from __future__ import annotations

import dataclasses
import json
from fractions import Fraction
from typing import TYPE_CHECKING, Any

from ..engine.actions import Action, ActionKind
from ..engine.games import get_variant
from ..engine.house_rules import HouseRules
from ..engine.variant import Stakes

if TYPE_CHECKING:  # decoding a hand's start needs the engine's hand; reading a game's row does not
    from ..engine.hand import HandStart


def _plain(obj: Any) -> Any:
    if isinstance(obj, Fraction):
        return f"{obj.numerator}/{obj.denominator}"
    return obj


def dataclass_to_dict(obj: Any) -> dict[str, Any]:
    return {f.name: _plain(getattr(obj, f.name)) for f in dataclasses.fields(obj)}


def house_from_dict(data: dict[str, Any]) -> HouseRules:
    known = {f.name: f for f in dataclasses.fields(HouseRules)}
    values: dict[str, Any] = {}
    for key, value in data.items():
        if key not in known:
            continue  # a field from a newer version: ignore it
        if isinstance(getattr(HouseRules(), key), Fraction):
            value = Fraction(value)
        values[key] = value
    return HouseRules(**values)


def stakes_from_dict(data: dict[str, Any]) -> Stakes:
    known = {f.name for f in dataclasses.fields(Stakes)}
    return Stakes(**{k: v for k, v in data.items() if k in known})


def start_to_json(start: HandStart) -> str:
    return json.dumps({
        "variant": start.variant.code,
        "stakes": dataclass_to_dict(start.stakes),
        "stacks": list(start.stacks),
        "button": start.button,
        "deck": [int(c) for c in start.deck],
        "house": dataclass_to_dict(start.house),
        "names": list(start.names),
        "posts": [list(x) for x in start.posts],
        **({"reshuffles": [[int(c) for c in r] for r in start.reshuffles]} if start.reshuffles else {}),
    })


def start_from_json(text: str) -> HandStart:
    from ..engine.hand import HandStart

    d = json.loads(text)
    return HandStart(get_variant(d["variant"]), stakes_from_dict(d["stakes"]), tuple(d["stacks"]),
                     d["button"], tuple(d["deck"]), house_from_dict(d["house"]), tuple(d["names"]),
                     tuple(tuple(x) for x in d.get("posts", ())),
                     tuple(tuple(r) for r in d.get("reshuffles", ())))


def action_to_row(action: Action) -> tuple[str, int, str]:
    return action.kind.name.lower(), action.amount, " ".join(str(int(c)) for c in action.cards)


def action_from_row(kind: str, amount: int, cards: str) -> Action:
    return Action(ActionKind[kind.upper()], amount, tuple(int(c) for c in cards.split()))

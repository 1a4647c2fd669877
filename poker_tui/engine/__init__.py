"""The pure rules engine: cards, hand values, games as data, one hand as a state machine.

No asyncio, no I/O, no Textual: a bot author can use it with no terminal at all.
The names below are loaded on first use (PEP 562), so a program that needs only
the games' catalogue (the lobby) does not pay for the evaluator's tables.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from .lazy_exports import lazy_exports

if TYPE_CHECKING:
    from .actions import Action, ActionKind, IllegalAction, LegalActions
    from .cards import CARDS, Card, deck, format_cards, parse_card, parse_cards
    from .current_hand import current_hand
    from .evaluator import HandValue, evaluate
    from .games import NLHE, all_variants, get_variant, register
    from .hand import Hand, HandStart, replay
    from .house_rules import PROFILES, RWS, HouseRules
    from .table import Table
    from .variant import Stakes, Street, Structure, Variant

_HOME = {
    "actions": ("Action", "ActionKind", "IllegalAction", "LegalActions"),
    "cards": ("CARDS", "Card", "deck", "format_cards", "parse_card", "parse_cards"),
    "current_hand": ("current_hand",),
    "evaluator": ("HandValue", "evaluate"),
    "games": ("NLHE", "all_variants", "get_variant", "register"),
    "hand": ("Hand", "HandStart", "replay"),
    "house_rules": ("PROFILES", "RWS", "HouseRules"),
    "table": ("Table",),
    "variant": ("Stakes", "Street", "Structure", "Variant"),
}

__all__ = [
    "Action", "ActionKind", "CARDS", "Card", "Hand", "HandStart", "HandValue", "HouseRules",
    "IllegalAction", "LegalActions", "NLHE", "PROFILES", "RWS", "Stakes", "Street", "Structure",
    "Table", "Variant", "all_variants", "current_hand", "deck", "evaluate", "format_cards",
    "get_variant",
    "parse_card", "parse_cards", "register", "replay",
]


__getattr__, __dir__ = lazy_exports(__name__, _HOME)

"""The pure rules engine: cards, hand values, games as data, one hand as a state machine.

No asyncio, no I/O, no Textual: a bot author can use it with no terminal at all.
"""

from .actions import Action, ActionKind, IllegalAction, LegalActions
from .cards import CARDS, Card, deck, format_cards, parse_card, parse_cards
from .current_hand import current_hand
from .evaluator import HandValue, evaluate
from .games import NLHE, all_variants, get_variant, register
from .hand import Hand, HandStart, replay
from .house_rules import PROFILES, RWS, HouseRules
from .table import Table
from .variant import Stakes, Street, Structure, Variant

__all__ = [
    "Action", "ActionKind", "IllegalAction", "LegalActions",
    "CARDS", "Card", "deck", "format_cards", "parse_card", "parse_cards",
    "HandValue", "evaluate", "current_hand",
    "NLHE", "all_variants", "get_variant", "register",
    "Hand", "HandStart", "replay",
    "PROFILES", "RWS", "HouseRules",
    "Table",
    "Stakes", "Street", "Structure", "Variant",
]

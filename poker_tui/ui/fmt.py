"""Chips as people read them: ``1,940`` or ``97 BB``, and cards as text."""

from __future__ import annotations

from ..citations import plain_words as plain_words  # the UI's sentences for players
from ..engine.cards import CARDS


def chips(amount: int, unit: int = 0, in_bb: bool = False) -> str:
    """``1,940``; with ``in_bb`` and a unit (the big blind) ``97 BB`` or ``0.5 BB``."""
    if in_bb and unit > 0:
        value = amount / unit
        text = f"{value:,.1f}".rstrip("0").rstrip(".")
        return f"{text} BB"
    return f"{amount:,}"


def card_text(card: int) -> str:
    return CARDS[card].symbol


def truncate(text: str, width: int) -> str:
    if width <= 0:
        return ""
    return text if len(text) <= width else text[: max(0, width - 1)] + "…"


def hand_words(description: str) -> str:
    """``Pair of Aces``, ``King high``: a shown hand as the results line words it."""
    from ..session import with_hand  # the narration (and the evaluator) wait for the table

    words = with_hand(description)
    for article in ("a ", "an "):
        if words.startswith(article):
            return words[len(article):]
    return words

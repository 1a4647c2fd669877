"""Chips as people read them: ``1,940`` or ``97 BB``, and cards as text."""

from __future__ import annotations

import re

from ..engine.cards import CARDS
from ..session import with_hand


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
    words = with_hand(description)
    for article in ("a ", "an "):
        if words.startswith(article):
            return words[len(article):]
    return words


_CITATION = re.compile(
    r"(?:\b0\d\d\b(?:\s*§\s*\d+(?:\.\d+)*(?:\([a-z0-9]+\))*)?|§\s*\d+(?:\.\d+)*(?:\([a-z0-9]+\))*"
    r"|\bTDA\b)"
)
"""A rule-book citation: ``002 §3.5.1(b)``, ``§13.4(a)``, ``003``, ``TDA``."""
_GROUP = re.compile(r"\s*\(((?:[^()]|\([a-z0-9]+\))*)\)")
"""A parenthesis, which may hold a citation's own ``(b)``."""


def plain_words(text: str) -> str:
    """A sentence for a player: rule-book citations left out (docs/rules.md keeps them).

    ``a raise to 8 (002 §3.5.1).`` → ``a raise to 8.``; ``(no half-bet rule, 001 §10.2)`` →
    ``(no half-bet rule)``; a parenthesis with no citation is left as it is."""
    if "§" not in text and "TDA" not in text and not re.search(r"\b0\d\d\b", text):
        return text

    def without(m: re.Match[str]) -> str:
        parts = [p.strip() for p in re.split(r"[,;]", m.group(1))]
        kept = [p for p in parts if p and not _CITATION.fullmatch(p)]
        if len(kept) == len(parts):
            return m.group(0)
        return f" ({', '.join(kept)})" if kept else ""

    return _GROUP.sub(without, text)

"""An engine event as anyone may see it: the hidden cards in it become ``HIDDEN``."""

from __future__ import annotations

from dataclasses import replace

from ..engine import events as ev
from .events import HIDDEN


def redact(e: ev.Event) -> ev.Event:
    """The event as anyone may see it: hidden cards become ``HIDDEN``."""
    if isinstance(e, ev.CardsDealt):
        return replace(
            e, cards=tuple(c if u else HIDDEN for c, u in zip(e.cards, e.up, strict=True))
        )
    if isinstance(e, ev.CardsDrawn):
        return replace(e, discarded=(HIDDEN,) * len(e.discarded), drawn=(HIDDEN,) * len(e.drawn))
    return e

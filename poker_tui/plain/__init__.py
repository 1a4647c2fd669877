"""Plain mode: the game as lines appended in order, for screen readers (``play --plain``).

A screen reader speaks the new text a terminal shows; a felt redrawn on every
event is noise to it. Plain mode plays the same ``GameSession`` as the table,
through the same public face (the session's events and its ``state()`` for the
player at the keys), and writes one sentence per event with no cursor
movement, no box drawing and no colour. Keys read out on demand what a sighted
player sees at a glance. See docs/accessibility.md.
"""

from .speech import card_words, cards_words
from .table import PlainTable

__all__ = ["PlainTable", "card_words", "cards_words"]

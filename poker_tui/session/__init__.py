"""Async orchestration of a game: seats, the turn loop, bots' time limits, hot seat.

The UI talks to this layer only, through ``GameSession``'s public face: the
input methods down, and up one ``TableState`` per viewer plus ``SessionEvent``s.
It never changes engine state itself. ``GameSession`` runs without Textual, so
tests drive it with a listener. The names below are loaded on first use
(PEP 562): the lobby needs a ``GameConfig`` long before it needs a session.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from ..engine.lazy_exports import lazy_exports

if TYPE_CHECKING:
    from .amounts import plain, spell
    from .config import (
        PREFERRED_BOTS,
        GameConfig,
        Pace,
        SeatConfig,
        ShowHands,
        config_for,
        default_stakes,
    )
    from .events import LogKind, SessionEvent, WaitKind
    from .facing import AmountCheck, Facing
    from .game import DeckSource, GameSession
    from .narration import with_hand
    from .saves import SavedGame, SavedGames
    from .state import CardView, PotState, SeatState, TableState

_HOME = {
    "amounts": ("plain", "spell"),
    "config": ("PREFERRED_BOTS", "GameConfig", "Pace", "SeatConfig", "ShowHands", "config_for",
               "default_stakes"),
    "events": ("LogKind", "SessionEvent", "WaitKind"),
    "facing": ("AmountCheck", "Facing"),
    "game": ("DeckSource", "GameSession"),
    "narration": ("with_hand",),
    "saves": ("SavedGame", "SavedGames"),
    "state": ("CardView", "PotState", "SeatState", "TableState"),
}

__all__ = [
    "PREFERRED_BOTS", "AmountCheck", "CardView", "DeckSource", "Facing", "GameConfig",
    "GameSession", "LogKind", "Pace", "PotState", "SavedGame", "SavedGames", "SeatConfig",
    "SeatState", "SessionEvent", "ShowHands", "TableState", "WaitKind", "config_for",
    "default_stakes", "plain", "spell", "with_hand",
]


__getattr__, __dir__ = lazy_exports(__name__, _HOME)

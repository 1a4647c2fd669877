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
    from .events import (
        ActionTaken,
        BotFault,
        BotRebought,
        BotThinking,
        HandFinished,
        HandStarting,
        HumanTurn,
        LogKind,
        LogLine,
        PlayerBusted,
        PlayerLeft,
        PrivacyNeeded,
        SessionEvent,
        SessionOver,
        ShowAsked,
        TableEvent,
        WaitingForNextHand,
        WaitKind,
    )
    from .facing import AmountCheck, Facing
    from .game import DeckSource, GameSession
    from .narration import with_hand
    from .saves import SavedGame, SavedGames
    from .state import CardView, PotState, SeatState, TableState

EVENTS = (
    "ActionTaken", "BotFault", "BotRebought", "BotThinking", "HandFinished", "HandStarting",
    "HumanTurn", "LogLine", "PlayerBusted", "PlayerLeft", "PrivacyNeeded", "SessionOver",
    "ShowAsked", "TableEvent", "WaitingForNextHand",
)
"""The session's events, one class per kind: the face's upward half (docs/architecture.md)."""

_HOME = {
    "amounts": ("plain", "spell"),
    "config": ("PREFERRED_BOTS", "GameConfig", "Pace", "SeatConfig", "ShowHands", "config_for",
               "default_stakes"),
    "events": ("LogKind", "SessionEvent", "WaitKind", *EVENTS),
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
    # the events, one class per kind (EVENTS)
    "ActionTaken", "BotFault", "BotRebought", "BotThinking", "HandFinished", "HandStarting",
    "HumanTurn", "LogLine", "PlayerBusted", "PlayerLeft", "PrivacyNeeded", "SessionOver",
    "ShowAsked", "TableEvent", "WaitingForNextHand",
]


__getattr__, __dir__ = lazy_exports(__name__, _HOME)

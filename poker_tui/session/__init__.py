"""Async orchestration of a game: seats, the turn loop, bots' time limits, hot seat.

The UI talks to this layer only, through the names below: ``GameSession``'s
input methods down, and up one ``TableState`` per viewer (``table_state``, a
pure function, computes it; ``saved_steps`` replays a saved game through it)
plus ``SessionEvent``s. It never changes engine state itself. ``GameSession``
runs without Textual, so tests drive it with a listener. The names are loaded
on first use (PEP 562): the lobby needs a ``GameConfig`` long before it needs
a session.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from ..engine.lazy_exports import lazy_exports

if TYPE_CHECKING:
    from .advice import Coaching, OpponentRead, coaching, coaching_key
    from .amounts import money, plain, spell
    from .config import (
        PREFERRED_BOTS,
        GameConfig,
        Pace,
        SeatConfig,
        ShowHands,
        config_for,
        default_stakes,
        stakes_text,
        tournament_config,
    )
    from .events import (
        HIDDEN,
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
    from .hand_review import review_job
    from .narration import with_hand
    from .replay import Step, hand_steps, saved_steps
    from .saves import SavedGame, SavedGames
    from .state import CardView, PotState, SeatState, TableState
    from .tournament_state import Finish, TournamentStatus, ordinal
    from .view import Display, Moment, table_state

EVENTS = (
    "ActionTaken", "BotFault", "BotRebought", "BotThinking", "HandFinished", "HandStarting",
    "HumanTurn", "LogLine", "PlayerBusted", "PlayerLeft", "PrivacyNeeded", "SessionOver",
    "ShowAsked", "TableEvent", "WaitingForNextHand",
)
"""The session's events, one class per kind: the face's upward half (docs/architecture.md)."""

_HOME = {
    "amounts": ("money", "plain", "spell"),
    "advice": ("Coaching", "OpponentRead", "coaching", "coaching_key"),
    "config": ("PREFERRED_BOTS", "GameConfig", "Pace", "SeatConfig", "ShowHands", "config_for",
               "default_stakes", "stakes_text", "tournament_config"),
    "events": ("HIDDEN", "LogKind", "SessionEvent", "WaitKind", *EVENTS),
    "facing": ("AmountCheck", "Facing"),
    "game": ("DeckSource", "GameSession"),
    "hand_review": ("review_job",),
    "narration": ("with_hand",),
    "replay": ("Step", "hand_steps", "saved_steps"),
    "saves": ("SavedGame", "SavedGames"),
    "state": ("CardView", "PotState", "SeatState", "TableState"),
    "tournament_state": ("Finish", "TournamentStatus", "ordinal"),
    "view": ("Display", "Moment", "table_state"),
}

__all__ = [
    "HIDDEN", "PREFERRED_BOTS", "AmountCheck", "CardView", "Coaching", "OpponentRead",
    "coaching", "coaching_key", "DeckSource", "Display", "Facing",
    "GameConfig", "GameSession", "LogKind", "Moment", "Pace", "PotState", "SavedGame",
    "SavedGames", "SeatConfig", "SeatState", "SessionEvent", "ShowHands", "Step", "TableState",
    "WaitKind", "config_for", "default_stakes", "hand_steps", "money", "plain", "saved_steps",
    "review_job", "spell", "stakes_text", "table_state", "with_hand",
    # a sit-and-go (TableState.tournament)
    "Finish", "TournamentStatus", "ordinal", "tournament_config",
    # the events, one class per kind (EVENTS)
    "ActionTaken", "BotFault", "BotRebought", "BotThinking", "HandFinished", "HandStarting",
    "HumanTurn", "LogLine", "PlayerBusted", "PlayerLeft", "PrivacyNeeded", "SessionOver",
    "ShowAsked", "TableEvent", "WaitingForNextHand",
]


__getattr__, __dir__ = lazy_exports(__name__, _HOME)

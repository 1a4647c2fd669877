"""Async orchestration of a game: seats, the turn loop, bots' time limits.

The UI talks to this layer only; it never changes engine state itself.
``GameSession`` runs without Textual, so tests drive it with a listener.
"""

from .config import GameConfig, Pace, SeatConfig, config_for, default_stakes
from .facing import AmountCheck, Facing
from .game import GameSession
from .state import CardView, PotState, SeatState, TableState

__all__ = ["AmountCheck", "CardView", "Facing", "GameConfig", "GameSession", "Pace", "PotState",
           "SeatConfig", "SeatState", "TableState", "config_for", "default_stakes"]

"""Saved games: the session layer's door to the journal, for the lobby and the ``play`` command.

The UI never touches the store: it asks ``SavedGames`` for the latest
unfinished game (a ``SavedGame``, plain words and numbers) and for sessions,
new ones that journal every action or resumed ones (002 §5.1).
"""

from __future__ import annotations

import sqlite3
from dataclasses import dataclass
from pathlib import Path

from ..engine.games import get_variant
from ..store.journal import Journal, default_path
from .config import GameConfig, config_from_dict
from .game import DeckSource, GameSession, stakes_text
from .narration import agree


@dataclass(frozen=True, slots=True)
class SavedGame:
    """An unfinished game as the lobby offers it."""

    session_id: int
    game: str  # "No-Limit Texas Hold'em 1/2"
    hand_no: int  # the interrupted hand, or the last one finished
    interrupted: bool  # a hand was cut off mid-play (voided or settled on resuming)
    players: tuple[tuple[str, int], ...]  # the humans still seated, with their stacks

    @property
    def text(self) -> str:
        """``Resume: No-Limit Texas Hold'em 1/2 · hand #12 interrupted · You have 184 chips``."""
        where = (f"hand #{self.hand_no} interrupted" if self.interrupted
                 else f"after hand #{self.hand_no}" if self.hand_no else "no hand dealt yet")
        stacks = ", ".join(f"{agree(name, 'has')} {stack} chips" for name, stack in self.players)
        return " · ".join(x for x in (f"Resume: {self.game}", where, stacks) if x)


class SavedGames:
    """Games journaled in one SQLite file (``store.default_path()`` unless told)."""

    def __init__(self, journal: Journal) -> None:
        self.journal = journal

    @classmethod
    def at(cls, path: str | Path | None = None) -> SavedGames:
        """Open the journal; ValueError with a sentence when it cannot be opened."""
        where = Path(path) if path is not None else default_path()
        try:
            return cls(Journal(where))
        except (sqlite3.Error, OSError) as exc:
            raise ValueError(f"cannot open the saved games at {where} ({exc});"
                             " play with --no-save") from exc

    def close(self) -> None:
        self.journal.close()

    def latest(self) -> SavedGame | None:
        """The most recent unfinished game that can still be set up, or None."""
        for session_id, _, _ in self.journal.open_sessions():
            try:
                return self.describe(session_id)
            except (ValueError, KeyError, TypeError):
                continue  # written by a version that had other games: not offered
        return None

    def describe(self, session_id: int) -> SavedGame:
        """What resuming ``session_id`` would bring back; nothing is written."""
        rec = self.journal.preview(session_id)
        config: GameConfig = config_from_dict(rec.config)
        cut = rec.voided + rec.settled
        players = tuple((r.name, r.stack) for r in rec.seats if r.kind == "human")
        return SavedGame(session_id, f"{get_variant(config.variant).name} {stakes_text(config)}",
                         max(cut) if cut else rec.hands_played, bool(cut), players)

    def new(self, config: GameConfig, *, bots: dict[int, object] | None = None,
            deck_for_hand: DeckSource | None = None) -> GameSession:
        """A new game that journals itself; older unfinished games are left as they are."""
        return GameSession(config, bots=bots, deck_for_hand=deck_for_hand, journal=self.journal)

    def resume(self, session_id: int | None = None, *, bots: dict[int, object] | None = None,
               deck_for_hand: DeckSource | None = None) -> GameSession:
        """The saved game back at the table (the latest by default); ValueError if none."""
        return GameSession.resume(self.journal, session_id, bots=bots, deck_for_hand=deck_for_hand)

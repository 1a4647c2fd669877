"""Saved games: the session layer's door to the journal, for the lobby and the ``play`` command.

The UI never touches the store: it asks ``SavedGames`` for the latest
unfinished game (a ``SavedGame``, plain words and numbers) and for sessions,
new ones that journal every action or resumed ones (002 §5.1).

The lobby's offer reads the journal read-only and creates nothing; the journal
is opened for writing (created, or migrated after a backup) only when a game is
dealt or resumed. A journal that cannot be used is never fatal to play: the
sentence is kept in ``problem`` (the lobby shows it, ``poker-tui`` repeats it
on exit with a non-zero status) and new games are played unsaved. A single row
that does not decode only leaves its game out of the offer: it is said the same
way, and the journal is still used.
"""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path
from typing import TYPE_CHECKING

from ..engine.games import get_variant
from ..store.location import default_path
from .config import GameConfig, config_from_dict, stakes_text
from .grammar import agree

if TYPE_CHECKING:  # the session (and the engine's hand) load when a game starts: a faster lobby
    from ..bots_api import Bot
    from ..store.errors import StoreError
    from ..store.journal import Journal
    from .game import DeckSource, GameSession


@dataclass(frozen=True, slots=True)
class SavedGame:
    """An unfinished game as the lobby offers it."""

    session_id: int
    game: str  # "No-Limit Texas Hold'em 1/2"
    hand_no: int  # the interrupted hand, or the last one finished
    interrupted: bool  # a hand was cut off mid-play (voided or settled on resuming)
    players: tuple[tuple[str, int], ...]  # the humans still seated, with their stacks
    played_by: int | None = None  # the pid of another window playing it now (0: unknown)

    @property
    def resumable(self) -> bool:
        """False while another window plays it: one writer per game (docs/store.md)."""
        return self.played_by is None

    @property
    def text(self) -> str:
        """``Resume: No-Limit Texas Hold'em 1/2 · hand #12 interrupted · You have 184 chips``."""
        if not self.resumable:
            pid = f" (pid {self.played_by})" if self.played_by else ""
            return f"{self.game}: being played in another window{pid}"
        where = (f"hand #{self.hand_no} interrupted" if self.interrupted
                 else f"after hand #{self.hand_no}" if self.hand_no else "no hand dealt yet")
        stacks = ", ".join(f"{agree(name, 'has')} {stack} chips" for name, stack in self.players)
        return " · ".join(x for x in (f"Resume: {self.game}", where, stacks) if x)


class SavedGames:
    """Games journaled in one SQLite file (``store.default_path()`` unless told).

    ``SavedGames(journal)`` uses a journal already open for writing;
    ``SavedGames.at(path)`` opens nothing for writing until a game is dealt or resumed.
    """

    def __init__(self, journal: Journal | None = None, *, path: str | Path | None = None) -> None:
        self.journal = journal
        self.path = journal.path if journal is not None else Path(path or default_path())
        self.problem: str | None = None  # what the lobby and the table say about the journal
        self.unusable = False  # the file cannot be used: new games are played unsaved
        self._first: str | None = None  # the first sentence met, as said on exit
        self._checked = False  # whether the file was checked for damage this run

    @classmethod
    def at(cls, path: str | Path | None = None) -> SavedGames:
        return cls(path=path)

    def close(self) -> None:
        if self.journal is not None:
            self.journal.close()

    @property
    def error(self) -> str | None:
        """The store error this run met, if any: opening, reading, or a write that failed."""
        if self._first:
            return self._first
        failure = self.journal.failure if self.journal is not None else None
        return str(failure) if failure is not None else None

    def _note(self, exc: StoreError) -> None:
        from ..store.errors import Undecodable

        self._first = self._first or str(exc)
        if isinstance(exc, Undecodable):
            self.problem = self.problem or str(exc)
        elif not self.unusable:
            self.unusable = True
            self.problem = f"{exc} Games are not being saved."

    def _writer(self) -> Journal:
        from ..store.errors import StoreError
        from ..store.journal import Journal

        if self.journal is None:
            try:
                self.journal = Journal(self.path)
            except StoreError as exc:
                self._note(exc)
                raise
        return self.journal

    def latest(self) -> SavedGame | None:
        """The most recent unfinished game that can still be set up, or None.

        Read-only: no file is created. A journal that cannot be read gives None and
        keeps its sentence in ``problem``.
        """
        games = self.unfinished(limit=1)
        return games[0] if games else None

    def unfinished(self, limit: int = 20) -> list[SavedGame]:
        """Up to ``limit`` unfinished games that can still be set up, newest first (read-only,
        as ``latest``): the lobby lists them all, ``--resume GAME`` takes any of them."""
        found: list[SavedGame] = []
        if self.journal is None and not self.path.exists():
            return found  # no journal yet: the store's SQLite side is not even loaded
        from ..store.errors import StoreError, Undecodable
        from ..store.journal import Journal

        try:
            reader = self.journal if self.journal is not None else Journal.reader(self.path)
        except StoreError as exc:
            self._note(exc)
            return found
        if reader is None:
            return found
        try:
            if not self._checked:  # SQLite's quick check reads the whole file: once a run
                self._checked = True
                damaged = reader.damage()
                if damaged is not None:
                    raise damaged  # said in the lobby; nothing is written into it (docs/store.md)
            for session_id in reader.open_ids():
                if len(found) >= limit:
                    break
                try:
                    found.append(self._describe(reader, session_id))
                except Undecodable as exc:
                    self._note(exc)  # said; the next unfinished game is offered instead
                    continue
                except StoreError:
                    raise
                except (ValueError, KeyError, TypeError):
                    continue  # written by a version that had other games: not offered
            return found
        except StoreError as exc:
            self._note(exc)
            return found
        finally:
            if reader is not self.journal:
                reader.close()

    def describe(self, session_id: int) -> SavedGame:
        """What resuming ``session_id`` would bring back; nothing is written."""
        from ..store.journal import Journal

        reader = self.journal if self.journal is not None else Journal.reader(self.path)
        if reader is None:
            raise ValueError(f"there is no saved game {session_id}")
        try:
            return self._describe(reader, session_id)
        finally:
            if reader is not self.journal:
                reader.close()

    @staticmethod
    def _describe(journal: Journal, session_id: int) -> SavedGame:
        rec = journal.preview(session_id)
        config: GameConfig = config_from_dict(rec.config)
        cut = rec.voided + rec.settled
        players = tuple((r.name, r.stack) for r in rec.seats if r.kind == "human")
        return SavedGame(session_id, f"{get_variant(config.variant).name} {stakes_text(config)}",
                         max(cut) if cut else rec.hands_played, bool(cut), players,
                         journal.holder(session_id))

    def new(self, config: GameConfig, *, bots: dict[int, Bot] | None = None,
            deck_for_hand: DeckSource | None = None) -> GameSession:
        """A new game that journals itself; older unfinished games are left as they are.

        When the journal cannot be used (``problem`` says why) the game is played unsaved.
        """
        from ..store.errors import StoreError
        from .game import GameSession

        journal = None
        if not self.unusable:
            try:
                journal = self._writer()
            except StoreError:
                journal = None
        return GameSession(config, bots=bots, deck_for_hand=deck_for_hand, journal=journal)

    def resume(self, session_id: int | None = None, *, bots: dict[int, Bot] | None = None,
               deck_for_hand: DeckSource | None = None) -> GameSession:
        """The saved game back at the table (the latest by default); ValueError with a sentence
        if none, if another window plays it (GameInUse), or if the journal cannot be used."""
        from ..store.errors import GameInUse, StoreError
        from .game import GameSession

        if self.journal is None and not self.path.exists():
            raise ValueError("There is no unfinished game to resume.")
        journal = self._writer()
        try:
            if session_id is None:
                open_ids = journal.open_ids()
                if not open_ids:
                    raise ValueError("There is no unfinished game to resume.")
                session_id = open_ids[0]
            return GameSession.resume(journal, session_id, bots=bots, deck_for_hand=deck_for_hand)
        except GameInUse:
            raise
        except StoreError as exc:
            self._note(exc)
            raise

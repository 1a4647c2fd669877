"""The game session: seats around a table, and the loop that awaits each in turn.

``GameSession`` is the public class, put together from one part per job:

- ``journaling.py``: every hand saved as it is played; ``resume`` after a crash
- ``inputs.py``: what the players say (``submit``, ``draw``, ``hand_over``...)
  and the one thing the session waits on at a time
- ``turns.py``: the turn loop: deal, await each seat, settle
- ``bot_turn.py``: a bot's turn through its guard, and the fallback
- ``pacing.py``: events sent out at a person's pace, narrated in the log
- ``seats.py``: between hands: shows by choice, busts, rebuys, sitting out
- ``view.py``: the one ``TableState`` the screen draws, for the human at the keys

Up, the session speaks in ``SessionEvent``s to its listeners and in
``state()``; down, it hears only the input methods. No Textual here: a test
drives a session with a listener and a script, and the UI's adapter
(``ui/bridge.py``) turns the events into Textual messages.
"""

from __future__ import annotations

from .bot_turn import BotTurns
from .core import DeckSource, Listener, stakes_text
from .inputs import Inputs
from .journaling import Journaling
from .narration import owed_text
from .pacing import Pacing
from .seats import SeatChanges
from .turns import TurnLoop
from .view import Views


class GameSession(Journaling, Inputs, TurnLoop, BotTurns, Pacing, SeatChanges, Views):
    """One game at one table: ``run()`` plays it; ``state()`` draws it; the input methods
    (``submit``, ``draw``, ``toggle_discard``, ``hand_over``, ``next_hand``, ``rebuy``,
    ``leave``, ``show_hand``, ``sit_out``, ``come_back``, ``quit``, ``close``) steer it."""


__all__ = ["DeckSource", "GameSession", "Listener", "owed_text", "stakes_text"]

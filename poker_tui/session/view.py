"""What a viewer may see: the one ``TableState`` the screen draws, as a function of data.

``table_state`` is pure: the hand's picture (``HandModel``), the seats as the
table knows them, the viewer, what the table shows beside the hand
(``Display``) and what the session waits for at that moment (``Moment``). The
live session calls it for the human who holds the keys (``HotSeat.holder``),
or for nobody while the keyboard changes hands; a replay of a saved hand
(``replay.py``) calls it with no session at all. A hidden card that is not the
viewer's is absent from the state, not hidden by a widget or a timer, so a
test can check privacy on the state itself.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Sequence
from dataclasses import dataclass

from ..engine.cards import RANK_NAMES, RANK_PLURALS
from ..engine.events import redact
from ..engine.showdown import describe, hand_value
from ..engine.variant import Variant
from .events import WaitKind
from .facing import Facing
from .model import HandModel, SeatInfo
from .narration import with_hand
from .state import TableState
from .tournament_state import TournamentStatus

__all__ = ["Display", "Moment", "best_hand_words", "redact", "table_state"]


@dataclass(frozen=True, slots=True)
class Display:
    """What the table shows beside the hand: the game, its house, who sits at the bottom."""

    variant: Variant
    house: str  # the house rules' name ("rws")
    hero: int  # the seat drawn at the bottom of the table
    shared: bool = False  # hot seat: two or more humans share the keyboard
    saved: bool = False  # the game is journaled
    reasons: bool = False  # the bots' reasons are shown (a player's choice)
    tournament: TournamentStatus | None = None  # a sit-and-go's level, places and prizes


@dataclass(frozen=True, slots=True)
class Moment:
    """What the session waits for from the players as the state is drawn."""

    waiting_for: WaitKind | None = None
    waiting_seat: int | None = None
    facing: Facing | None = None  # the viewer's turn: what they face


NOTHING = Moment()


def best_hand_words(variant: Variant, hole: list[int], board: list[int]) -> str:
    """The hand these cards make now, as a player says it: "a Pair of Queens".

    The engine names any hand it can evaluate (five cards or more, the game's own
    rule for which cards play); with fewer, pairs and trips are all a hand can be."""
    if not hole:
        return ""
    try:
        return with_hand(describe(variant, hand_value(variant, list(hole), list(board))))
    except (ValueError, IndexError):
        pass
    if variant.hand_order == "low":
        return ""
    counts = Counter(c >> 2 for c in [*hole, *board])
    groups = sorted(((n, r) for r, n in counts.items()), reverse=True)
    (n, top), rest = groups[0], groups[1:]
    if n == 4:
        return f"Four of a Kind, {RANK_PLURALS[top]}"
    if n == 3:
        return f"Three of a Kind, {RANK_PLURALS[top]}"
    if n == 2 and rest and rest[0][0] == 2:
        return f"Two Pair, {RANK_PLURALS[top]} and {RANK_PLURALS[rest[0][1]]}"
    if n == 2:
        return f"a Pair of {RANK_PLURALS[top]}"
    return f"{RANK_NAMES[top]} high"


def _best_hand(model: HandModel, variant: Variant, viewer: int | None) -> str:
    """The viewer's best hand from the cards on the table as drawn (the board so far)."""
    if viewer is None or not model.in_hand:
        return ""
    mine = model.seats[viewer]
    if not mine.dealt_in or mine.folded or mine.mucked:
        return ""
    return best_hand_words(variant, mine.cards, model.board)


def table_state(
    model: HandModel,
    seats: Sequence[SeatInfo],
    viewer: int | None,
    display: Display,
    moment: Moment = NOTHING,
) -> TableState:
    """The table as ``viewer`` may see it (None: nobody's hidden cards)."""
    m = model
    names = [s.name for s in seats]
    facing = moment.facing if moment.waiting_for == WaitKind.ACTION else None
    hero = display.hero
    away = seats[hero].sitting_out
    variant = display.variant
    return TableState(
        variant=variant.name,
        family=variant.family,
        hand_no=m.hand_no,
        street=m.street,
        board=m.board_views(),
        board_size=m.board_size,
        seats=m.seat_states(list(seats), viewer, display.reasons),
        pots=tuple(m.pots(names)),
        total_pot=m.total_pot(),
        unit=m.unit,
        hero=hero,
        viewer=viewer,
        to_act=m.to_act,
        phase=m.phase,
        results=tuple(m.results),
        in_hand=m.in_hand,
        stakes=m.stakes_text,
        house=display.house,
        shared=display.shared,
        waiting_for=moment.waiting_for,
        waiting_seat=moment.waiting_seat,
        facing=facing,
        thinking=m.to_act if m.thinking else None,
        marked=len(m.marked) if facing is not None else 0,
        best_hand=_best_hand(m, variant, viewer),
        sitting_out=away,
        return_cost=seats[hero].return_cost if away else "",
        saved=display.saved,
        reasons=display.reasons,
        many_pots=len(m.awarded) > 1,
        actions=tuple(m.actions),
        tournament=display.tournament,
    )

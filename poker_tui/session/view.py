"""What a viewer may see: the one ``TableState`` the screen draws, and redacted events.

The table is drawn for the human who holds the keys (``HotSeat.holder``), or
for nobody while the keyboard changes hands, between a human's action and the
next handover, and at the start of every hand. A hidden card that is not the
viewer's is absent from the state, not hidden by a widget or a timer, so a
test can check privacy on the state itself.
"""

from __future__ import annotations

from collections import Counter

from ..engine.cards import RANK_NAMES, RANK_PLURALS
from ..engine.showdown import describe, hand_value
from ..engine.variant import Variant
from .core import SessionCore
from .events import WaitKind
from .model import SeatInfo
from .narration import owed_text, with_hand
from .state import TableState


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


class Views(SessionCore):
    def seat_info(self) -> list[SeatInfo]:
        """Every seat as the engine's table knows it (its one home between hands)."""
        out = []
        for i, s in enumerate(self.table.seats):
            human = self.config.seats[i].is_human
            if s is None:
                out.append(SeatInfo(self.name(i), human, False, 0, False))
            else:
                out.append(SeatInfo(self.name(i), human, True, s.stack, s.sitting_out))
        return out

    def is_sitting_out(self, seat: int) -> bool:
        t = self.table.seats[seat]
        return t is not None and t.sitting_out

    def return_cost(self, seat: int) -> str:
        """What coming back costs now, for the status line."""
        owed = owed_text(*self.table.owed(seat))
        return f"Coming back posts {owed}" if owed else "Coming back costs nothing"

    def _best_hand(self, viewer: int | None) -> str:
        hand, model = self.hand, self.model
        if viewer is None or hand is None or not model.in_hand or viewer not in self.order:
            return ""
        mine = model.seats[viewer]
        if mine.folded or mine.mucked:
            return ""
        return best_hand_words(self.variant, hand.hole[self.order.index(viewer)], hand.board)

    def state(self) -> TableState:
        """The table as the human at the keys may see it (nobody's hidden cards when the
        keyboard is between humans)."""
        m = self.model
        viewer = self.hotseat.holder
        info = self.seat_info()
        names = [s.name for s in info]
        waiting = self.waiting_for  # type: ignore[attr-defined]
        facing = self.facing if waiting == WaitKind.ACTION else None
        hero = self.hero
        away = self.is_sitting_out(hero)
        return TableState(
            variant=self.variant.name, family=self.variant.family, hand_no=m.hand_no,
            street=m.street, board=m.board_views(), board_size=m.board_size,
            seats=m.seat_states(info, viewer), pots=tuple(m.pots(names)),
            total_pot=m.total_pot(), unit=self.unit, hero=hero, viewer=viewer,
            to_act=m.to_act, phase=m.phase, results=tuple(m.results), in_hand=m.in_hand,
            stakes=self.stakes_text, house=self.house.name, shared=self.hotseat.shared,
            waiting_for=waiting, waiting_seat=self.waiting_seat,  # type: ignore[attr-defined]
            facing=facing, thinking=m.to_act if m.thinking else None,
            marked=len(m.marked) if facing is not None else 0,
            best_hand=self._best_hand(viewer), sitting_out=away,
            return_cost=self.return_cost(hero) if away else "",
            saved=self.journal is not None, many_pots=len(m.awarded) > 1,
        )

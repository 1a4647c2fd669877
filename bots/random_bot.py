"""Random: uniform over the legal action kinds, uniform bet sizes. The floor of the ladder."""

from __future__ import annotations

from poker_tui.bots_api import Action, PlayerView, SyncBot, because
from poker_tui.engine.actions import BRING_IN, CALL, CHECK, FOLD

_WHY = "{}: picked at random from the legal actions"
_CHECK, _FOLD, _CALL, _BRING_IN = (
    because(a, _WHY, w)
    for a, w in ((CHECK, "check"), (FOLD, "fold"), (CALL, "call"), (BRING_IN, "bring in"))
)
"""Made once: the random bots' table is the yardstick of ``benchmarks/bench_bots.py``, so
its reasons cost it nothing."""


class RandomBot(SyncBot):
    name = "random"
    style = "random"
    description = "Picks a legal action kind at random, and a random size for bets and raises."

    def decide(self, view: PlayerView) -> Action:
        legal = view.legal
        rng = self.rng
        if legal.draw_max:
            hole = list(view.hole)
            k = rng.randint(0, min(legal.draw_max, len(hole)))
            return because(
                Action.draw(tuple(rng.sample(hole, k))), "draw {}: cards picked at random", k
            )
        kinds = []
        if legal.can_check:
            kinds.append(_CHECK)
        else:
            if legal.can_fold:  # a stud bring-in may not fold (001 §13.2(a))
                kinds.append(_FOLD)
            if legal.call:
                kinds.append(_CALL)
        if legal.max_raise_to:
            kinds.append(None)
        if legal.bring_in:
            kinds.append(_BRING_IN)
        choice = kinds[int(rng.random() * len(kinds))]
        if choice is None:
            return because(
                Action.raise_to(rng.randint(legal.min_raise_to, legal.max_raise_to)),
                "raise: a random size between the least and the most allowed",
            )
        return choice

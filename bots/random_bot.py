"""Random: uniform over the legal action kinds, uniform bet sizes. The floor of the ladder."""

from __future__ import annotations

from poker_tui.bots_api import Action, PlayerView, SyncBot
from poker_tui.engine.actions import CALL, CHECK, FOLD


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
            return Action.draw(tuple(rng.sample(hole, k)))
        kinds = []
        if legal.can_check:
            kinds.append(CHECK)
        else:
            if legal.can_fold:  # a stud bring-in may not fold (001 §13.2(a))
                kinds.append(FOLD)
            if legal.call:
                kinds.append(CALL)
        if legal.max_raise_to:
            kinds.append(None)
        if legal.bring_in:
            kinds.append(Action.bring_in())
        choice = kinds[int(rng.random() * len(kinds))]
        if choice is None:
            return Action.raise_to(rng.randint(legal.min_raise_to, legal.max_raise_to))
        return choice

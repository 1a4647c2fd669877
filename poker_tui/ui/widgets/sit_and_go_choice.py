"""The lobby's sit-and-go field: a cash game, or a bundled tournament structure.

Why its own widget: a sit-and-go takes its blinds and stacks from the structure,
so while one is chosen the cash game's stakes, stack and straddle fields are
greyed out; the field does that itself and the lobby screen only reads its value.
"""

from __future__ import annotations

from textual.widgets import Input

from ...engine.games import get_variant
from .choice import Choice


class SitAndGoChoice(Choice):
    def on_choice_changed(self, event: Choice.Changed) -> None:
        if event.choice is self:
            self.fit_form()

    def fit_form(self) -> None:
        """Grey out the fields a sit-and-go does not use; give them back for a cash game."""
        screen = self.screen
        sit_and_go = bool(self.value)
        for field in screen.query("#stakes, #stack"):
            field.disabled = sit_and_go
        straddles = screen.query("#straddle").results(Choice)
        variants = screen.query("#variant").results(Choice)
        for straddle in straddles:
            for variant in variants:
                v = get_variant(str(variant.value))
                no_straddle = not v.blinds or v.over_blind
                straddle.disabled = sit_and_go or no_straddle
                if straddle.disabled:
                    straddle.value = False
        for stack in screen.query("#stack").results(Input):
            stack.disabled = sit_and_go

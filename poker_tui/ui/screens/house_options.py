"""The house profile's options, one by one (^O in the lobby): any profile can override any option.

Why a screen of its own: the lobby's first frame stays as small as it is; this
screen and its sixteen fields are built only when a player asks for them. Each
option of ``OPTIONS`` is a ``Choice`` set to the override, else to the profile's
reading (marked "profile"); Enter keeps the choices, Esc forgets them, and ^R
puts every option back to the profile's.
"""

from __future__ import annotations

from textual import on
from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import Horizontal, Vertical, VerticalScroll
from textual.screen import ModalScreen
from textual.widgets import Static

from ...engine.house_rules import OPTIONS, PROFILES, normal_options, option_text
from ..choices import HOUSE_LABELS
from ..keys import bound_key
from ..widgets.choice import Choice
from ..widgets.press_button import PressButton
from .answer_once import AnswerOnce

Overrides = tuple[tuple[str, str], ...]
STRADDLE = "straddle_allowed"
"""The one option the table's stakes set (the lobby's Straddle field), shown but not chosen here."""


def option_id(field: str) -> str:
    return "opt-" + field.replace("_", "-")


class HouseOptionsScreen(AnswerOnce, ModalScreen[Overrides | None]):
    """``HouseOptionsScreen("rws", (("burn_cards", "yes"),), straddle=False)``: dismissed with
    the options that differ from the profile, or None when cancelled."""

    DEFAULT_CSS = """
    HouseOptionsScreen { align: center middle; background: #000000 40%; }
    #house-options { width: 90; max-width: 100%; height: auto; max-height: 100%;
                     background: #161b22; border: round #218a4e; padding: 0 1; }
    #house-options-title { color: #e3b341; text-style: bold; }
    #house-options-list { height: auto; max-height: 16; }
    #house-options-hint { color: #6e7681; margin: 1 0 0 0; height: auto; }
    #house-options-buttons { height: 1; align-horizontal: center; }
    #house-options-buttons PressButton { height: 1; min-width: 12; margin: 0 1; }
    #house-options-keep { background: #218a4e; }
    """
    # priority: Enter keeps the choices from any field (←/→ change a field, Space opens its list, ↑/↓ move between fields)
    BINDINGS = [Binding("enter", "keep", "Keep", id="house-options-keep", priority=True),
                Binding("escape", "cancel", "Cancel", id="house-options-cancel"),
                Binding("ctrl+r", "reset", "Back to the profile", id="house-options-reset")]

    def __init__(self, profile: str, overrides: Overrides = (), *, straddle: bool = False) -> None:
        super().__init__()
        self.profile = profile
        self.base = PROFILES[profile]
        self.overrides = dict(normal_options(overrides))
        self.straddle = straddle

    def compose(self) -> ComposeResult:
        width = max(len(label) for _, label, _ in OPTIONS) + 2
        with Vertical(id="house-options"):
            yield Static(f"House rules: {HOUSE_LABELS.get(self.profile, self.profile)} · its"
                         " options", id="house-options-title", markup=False)
            with VerticalScroll(id="house-options-list", can_focus=False):
                for field, label, choices in OPTIONS:
                    if field == STRADDLE:  # the table offers it or not: the lobby's Straddle field
                        yield Choice([("yes (Straddle field)", True),
                                      ("no (Straddle field)", False)], value=self.straddle,
                                     id=option_id(field), label=label, label_width=width,
                                     disabled=True)
                        continue
                    own = option_text(getattr(self.base, field))
                    yield Choice([(option_text(c) + (" (profile)" if option_text(c) == own else ""),
                                   option_text(c)) for c in choices],
                                 value=self.overrides.get(field, own), id=option_id(field),
                                 label=label, label_width=width)
            yield Static(self._hint(), id="house-options-hint")
            with Horizontal(id="house-options-buttons"):
                yield PressButton(f"Keep  {self._key('house-options-keep')}",
                                  id="house-options-keep")
                yield PressButton(f"Cancel  {self._key('house-options-cancel')}",
                                  id="house-options-cancel")
                yield PressButton(f"The profile's  {self._key('house-options-reset')}",
                                  id="house-options-reset")

    def _key(self, binding_id: str) -> str:
        """How a key of this screen is written now: the user's keymap's, else the default."""
        return bound_key(self.BINDINGS, binding_id, self.app)

    def _hint(self) -> str:
        keep, cancel, reset = (self._key(f"house-options-{k}") for k in ("keep", "cancel", "reset"))
        return (f"[b]←/→[/b] or [b]Space[/b] chooses · [b]{keep}[/b] keeps · [b]{cancel}[/b]"
                f" cancels · [b]{reset}[/b] back to the profile's")

    def on_mount(self) -> None:
        self.query_one(f"#{option_id(OPTIONS[0][0])}", Choice).focus()

    def chosen(self) -> Overrides:
        """The options now set otherwise than the profile, in the order of OPTIONS."""
        out = []
        for field, _, _ in OPTIONS:
            if field == STRADDLE:
                continue
            value = str(self.query_one(f"#{option_id(field)}", Choice).value)
            if value != option_text(getattr(self.base, field)):
                out.append((field, value))
        return tuple(out)

    def action_keep(self) -> None:
        if isinstance(self.focused, PressButton):  # Enter on a button is that button
            self.focused.action_press()
            return
        self.dismiss(self.chosen())

    @on(PressButton.Pressed)
    def _pressed(self, event: PressButton.Pressed) -> None:
        event.stop()
        action = (event.button.id or "").removeprefix("house-options-")
        if action == "keep":
            self.dismiss(self.chosen())
        elif action == "cancel":
            self.action_cancel()
        elif action == "reset":
            self.action_reset()

    def action_cancel(self) -> None:
        self.dismiss(None)

    def action_reset(self) -> None:
        for field, _, _ in OPTIONS:
            if field != STRADDLE:
                self.query_one(f"#{option_id(field)}", Choice).value = option_text(
                    getattr(self.base, field))

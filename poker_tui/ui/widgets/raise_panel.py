"""The bet/raise amount entry: digits, one-big-blind steps and pot presets.

It judges the amount with ``Facing.check_amount`` as you type, so an
illegal amount is explained before Enter, and Enter on one keeps the entry
open with the reason. The amount it opens with (and one a preset or an arrow
sets) is selected, as in a text field: the first digit typed replaces it.
Keys come from ``AMOUNT_KEYS``; while the entry is open no other table key
(F, C, R...) can act by accident.
"""

from __future__ import annotations

from rich.style import Style
from rich.text import Text
from textual import events
from textual.message import Message
from textual.widget import Widget

from ...session.facing import Facing
from ..fmt import chips
from ..keys import AMOUNT_KEYS


def _handlers() -> dict[str, str]:
    out = {}
    for k in AMOUNT_KEYS:
        if k.action:
            out[k.keys] = k.action
    return out


class RaisePanel(Widget, can_focus=True):
    COMPONENT_CLASSES = {"raise--word", "raise--field", "raise--selected", "raise--hint",
                         "raise--key", "raise--error", "raise--note"}

    class Confirmed(Message):
        def __init__(self, amount: int, note: str) -> None:
            super().__init__()
            self.amount = amount
            self.note = note

    class Cancelled(Message):
        pass

    def __init__(self, *, id: str | None = None) -> None:
        super().__init__(id=id)
        self.facing: Facing | None = None
        self.text = ""
        self.selected = False  # the amount was set for you: typing replaces it
        self.message = ""
        self.message_kind = "hint"
        self.in_bb = False
        self.handlers = _handlers()

    # ----------------------------------------------------------------- api
    def open(self, facing: Facing, in_bb: bool = False) -> None:
        self.facing = facing
        self.in_bb = in_bb
        self.text = str(facing.preset("min"))
        self.selected = True
        self.message = ""
        self._judge()
        self.add_class("-open")
        self.focus()
        self.refresh()

    def close(self) -> None:
        self.facing = None
        self.remove_class("-open")
        self.refresh()

    @property
    def is_open(self) -> bool:
        return self.facing is not None

    @property
    def amount(self) -> int | None:
        return int(self.text) if self.text else None

    def set_amount(self, amount: int) -> None:
        self.text = str(amount)
        self.selected = True
        self.message = ""
        self._judge()
        self.refresh()

    # ---------------------------------------------------------------- keys
    def on_key(self, event: events.Key) -> None:
        if self.facing is None:
            return
        key = event.key
        if key == "question_mark" or key.startswith("ctrl+"):
            return  # help and the app's keys still work
        event.stop()
        event.prevent_default()
        if key.isdigit() and len(key) == 1:
            if self.selected:
                self.text, self.selected = "", False
            if len(self.text) < 9:
                self.text = (self.text + key).lstrip("0") or ("0" if key == "0" else "")
            self._judge()
        elif key == "backspace":
            self.text = "" if self.selected else self.text[:-1]
            self.selected = False
            self._judge()
        elif key in self.handlers:
            self._run(self.handlers[key])
        else:
            self.message = "Enter confirms, Esc cancels."
            self.message_kind = "hint"
        self.refresh()

    def _run(self, action: str) -> None:
        facing = self.facing
        assert facing is not None
        if action.startswith("step("):
            direction = int(action[5:-1])
            self.text = str(facing.step(self.amount, direction))
            self.selected = True
            self._judge()
        elif action.startswith("preset("):
            self.text = str(facing.preset(action[8:-2]))
            self.selected = True
            self._judge()
        elif action == "confirm":
            check = facing.check_amount(self.amount)
            if not check.ok:
                self.message = check.message
                self.message_kind = "error"
                self.app.bell()
                return
            self.post_message(self.Confirmed(check.amount, check.message))
        elif action == "cancel":
            self.post_message(self.Cancelled())

    def _judge(self) -> None:
        """Say now what Enter would do with this amount."""
        facing = self.facing
        if facing is None:
            return
        check = facing.check_amount(self.amount)
        if not self.text:
            self.message, self.message_kind = "", "hint"
        elif not check.ok:
            self.message, self.message_kind = check.message, "error"
        elif check.message:
            self.message, self.message_kind = check.message, "note"
        else:
            self.message, self.message_kind = "", "hint"

    def show_error(self, message: str) -> None:
        self.message, self.message_kind = message, "error"
        self.refresh()

    # -------------------------------------------------------------- render
    def render(self) -> Text:
        facing = self.facing
        if facing is None:
            return Text("")
        def st(name: str) -> Style:
            return self.get_component_rich_style(name, partial=True)

        unit = facing.unit

        def money(n: int) -> str:
            return chips(n, unit, self.in_bb)

        word = facing.raise_word
        out = Text()
        out.append(f" {word} to " if word != "Bet" else " Bet ", st("raise--word"))
        field = self.text or ""
        if self.selected:
            out.append(" " * max(1, 8 - len(field)), st("raise--field"))
            out.append(field, st("raise--field") + st("raise--selected"))
            out.append("▏", st("raise--field"))
        else:
            out.append(f" {field:>7}▏", st("raise--field"))
        out.append(f"  min {money(facing.legal.min_raise_to)} · max "
                   f"{money(facing.legal.max_raise_to)}", st("raise--hint"))
        if self.in_bb and self.amount:
            out.append(f"  (= {money(self.amount)})", st("raise--hint"))
        out.append("   ")
        for k, label in (("Enter", "confirm"), ("Esc", "cancel")):
            out.append(f" {k} ", st("raise--key"))
            out.append(f" {label} ", st("raise--hint"))
        out.append("\n")
        presets = [("↑↓", f"±{money(unit)}", None)]
        for key, name, label in (("M", "min", "min"), ("H", "half", "½ pot"),
                                 ("T", "three_quarter", "¾ pot"), ("P", "pot", "pot"),
                                 ("A", "all_in", "all-in")):
            presets.append((key, f"{label} {money(facing.preset(name))}", name))
        for key, label, _ in presets:
            out.append(f" {key} ", st("raise--key"))
            out.append(f" {label} ", st("raise--hint"))
        out.append("\n")
        if self.message:
            style = {"error": "raise--error", "note": "raise--note"}.get(self.message_kind,
                                                                         "raise--hint")
            out.append(f" {self.message}", st(style))
        else:
            facing_call = f"to call {money(facing.to_call)} · " if facing.to_call else ""
            out.append(f" Pot {money(facing.pot)} · {facing_call}behind {money(facing.stack)}",
                       st("raise--hint"))
        return out

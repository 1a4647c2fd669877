"""The bet/raise amount entry: digits, one-big-blind steps and pot presets.

Amounts are read and shown in the unit the table shows: with the chips/BB
toggle on big blinds a typed ``3`` is 3 BB (``2.5`` works too), the steps and
presets move and show in big blinds, and the amount sent is whole chips (the
entry says the chip amount whenever the typed one had to be rounded). Every
amount is judged by the engine's rule (``Facing.check_amount``, which asks
``engine.raising``) as you type, so an illegal amount is explained before
Enter, and Enter on one keeps the entry open with the reason.

The amount it opens with (and one a preset or an arrow sets) is selected, as
in a text field: the first digit typed replaces it. The keys are Textual
bindings built from ``AMOUNT_KEYS`` (so a user keymap can move them); while
the entry is open no other table key (F, C, R...) can act by accident.
"""

from __future__ import annotations

import re
from decimal import ROUND_HALF_UP, Decimal, InvalidOperation

from rich.style import Style
from rich.text import Text
from textual import events
from textual.message import Message
from textual.widget import Widget

from ...session import AmountCheck, Facing
from ..fmt import chips, plain_words
from ..keys import AMOUNT_KEYS, PRESETS, Preset, bindings, shown

MAX_DECIMALS = 2
"""Big blinds are typed to two decimals at most (0.25 BB is the finest blind split)."""

_AMOUNT = re.compile(r"(?<![§\d.,])(?:\d{1,3}(?:,\d{3})+|\d+)(?!\d|[.,]\d| §)")
"""A chip amount in one of the engine's sentences (not a rule number like ``002 §3.5.1``)."""


def bb_text(amount: int, unit: int) -> str:
    """Chips as big blinds for the entry field: ``3``, ``2.5``, ``0.25`` (no thousands commas)."""
    value = Decimal(amount) / Decimal(unit)
    text = f"{value.quantize(Decimal(1).scaleb(-MAX_DECIMALS), rounding=ROUND_HALF_UP):f}"
    return text.rstrip("0").rstrip(".") if "." in text else text


class RaisePanel(Widget, can_focus=True):
    COMPONENT_CLASSES = {"raise--word", "raise--field", "raise--selected", "raise--hint",
                         "raise--key", "raise--error", "raise--note"}
    BINDINGS = bindings(AMOUNT_KEYS)

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
        self.text = ""  # what is in the field, in the unit shown (big blinds when in_bb)
        self.selected = False  # the amount was set for you: typing replaces it
        self.message = ""
        self.message_kind = "hint"
        self.in_bb = False

    # ----------------------------------------------------------------- api
    def open(self, facing: Facing, in_bb: bool = False) -> None:
        self.facing = facing
        self.in_bb = in_bb and facing.unit > 0
        self.set_amount(facing.preset("min"))
        self.add_class("-open")
        self.focus()

    def close(self) -> None:
        self.facing = None
        self.remove_class("-open")
        self.refresh()

    @property
    def is_open(self) -> bool:
        return self.facing is not None

    @property
    def unit(self) -> int:
        return self.facing.unit if self.facing is not None else 0

    @property
    def amount(self) -> int | None:
        """The field in whole chips (typed big blinds rounded to the nearest chip)."""
        exact = self._exact_chips()
        if exact is None:
            return None
        return int(exact.to_integral_value(rounding=ROUND_HALF_UP))

    def _exact_chips(self) -> Decimal | None:
        if not self.text or self.text == ".":
            return None
        try:
            value = Decimal(self.text)
        except InvalidOperation:
            return None
        return value * self.unit if self.in_bb else value

    @property
    def rounded(self) -> bool:
        """Typed big blinds that are not a whole number of chips."""
        exact = self._exact_chips()
        return exact is not None and exact != self.amount

    def set_amount(self, amount: int) -> None:
        """Put a chip amount in the field, in the unit shown, selected."""
        self.text = bb_text(amount, self.unit) if self.in_bb else str(amount)
        self.selected = True
        self._judge()
        self.refresh()

    # ---------------------------------------------------------------- keys
    def on_key(self, event: events.Key) -> None:
        """Typing edits the field; a bound key (a preset, Enter, Esc...) goes to its binding;
        every other key is kept from the table behind."""
        if self.facing is None:
            return
        key = event.key
        if key == "question_mark" or key.startswith("ctrl+"):
            return  # help and the app's keys still work
        binding = self.screen.active_bindings.get(key)
        if binding is not None and binding.node is self:
            return  # a preset, a step, Enter or Esc: the binding acts
        event.stop()
        event.prevent_default()
        if (key.isdigit() and len(key) == 1) or (key == "full_stop" and self.in_bb):
            self._type("." if key == "full_stop" else key)
        elif key == "backspace":
            self.text = "" if self.selected else self.text[:-1]
            self.selected = False
            self._judge()
        else:
            self.message = f"{shown('amount-confirm', self.app)} confirms, " \
                           f"{shown('amount-cancel', self.app)} cancels."
            self.message_kind = "hint"
        self.refresh()

    def _type(self, char: str) -> None:
        if self.selected:
            self.text, self.selected = "", False
        if char == "." and "." in self.text:
            return
        whole, dot, decimals = (self.text + char).partition(".")
        if len(whole) > 9 or len(decimals) > MAX_DECIMALS:
            return
        whole = whole.lstrip("0") or ("0" if dot or char == "0" else "")
        self.text = whole + dot + decimals
        self._judge()

    def action_step(self, direction: int) -> None:
        """Up/Down: one big blind more or less (one big blind is 1 in the BB unit)."""
        if self.facing is not None:
            self.set_amount(self.facing.step(self.amount, direction))

    def action_preset(self, name: str) -> None:
        facing = self.facing
        if facing is None:
            return
        preset = PRESETS[name]
        if not self._preset_on(preset):
            self.message = self._preset_off_reason(preset)
            self.message_kind = "error"
            self.app.bell()
            self.refresh()
            return
        self.set_amount(facing.preset(preset.facing_name))

    def action_confirm(self) -> None:
        if self.facing is None:
            return
        check = self.check()
        if not check.ok:
            self.message = check.message
            self.message_kind = "error"
            self.app.bell()
            self.refresh()
            return
        note = check.message  # ``check`` said it in the unit shown already
        if self.rounded and check.amount == self.amount:
            said = self._rounding_note()
            note = f"{said} {note}".strip()
        self.post_message(self.Confirmed(check.amount, note))

    def action_cancel(self) -> None:
        if self.facing is not None:
            self.post_message(self.Cancelled())

    # -------------------------------------------------------------- judging
    def check(self) -> AmountCheck:
        """The engine's judgement of the field (sentences in the unit shown)."""
        assert self.facing is not None
        check = self.facing.check_amount(self.amount)
        return AmountCheck(check.ok, check.amount, self._in_unit(check.message))

    def _judge(self) -> None:
        """Say now what Enter would do with this amount."""
        if self.facing is None:
            return
        check = self.check()
        if not self.text:
            self.message, self.message_kind = "", "hint"
        elif not check.ok:
            self.message, self.message_kind = check.message, "error"
        elif check.message:
            self.message, self.message_kind = check.message, "note"
        elif self.rounded:
            self.message, self.message_kind = self._rounding_note(), "note"
        else:
            self.message, self.message_kind = "", "hint"

    def _rounding_note(self) -> str:
        amount = self.amount or 0
        return (f"{self.text} BB is not a whole number of chips: it is {amount:,} chips"
                f" ({chips(amount, self.unit, True)}).")

    def _in_unit(self, sentence: str) -> str:
        """The engine says amounts in chips; with the BB toggle on, say them in big blinds."""
        if not self.in_bb or not sentence:
            return sentence
        return _AMOUNT.sub(lambda m: chips(int(m.group().replace(",", "")), self.unit, True),
                           sentence)

    def _preset_on(self, preset: Preset) -> bool:
        facing = self.facing
        assert facing is not None
        if preset.all_in_only:
            return facing.can_go_all_in
        if preset.max_only:
            return facing.legal.max_raise_to != facing.all_in_to
        return True

    def _preset_off_reason(self, preset: Preset) -> str:
        facing = self.facing
        assert facing is not None
        most = chips(facing.legal.max_raise_to, facing.unit, self.in_bb)
        if preset.all_in_only:
            return (f"All-in is not a legal {facing.raise_word.lower()} now: the most is"
                    f" {most} ({facing.structure}); {shown('amount-max', self.app)} sets it.")
        return f"The most is all-in, {most}: {shown('amount-all-in', self.app)} sets it."

    def show_error(self, message: str) -> None:
        self.message, self.message_kind = self._in_unit(message), "error"
        self.refresh()

    # -------------------------------------------------------------- render
    def preset_hints(self, unit_word: bool = True) -> list[tuple[str, str]]:
        """(key, label) for the second line: the step, then each preset that can act now,
        named for what it does (``max`` where the top is below all-in, as in pot limit).
        ``unit_word=False`` leaves " BB" off the amounts (the first line says the unit)."""
        facing = self.facing
        assert facing is not None

        def money(n: int) -> str:
            text = chips(n, facing.unit, self.in_bb)
            return text if unit_word else text.removesuffix(" BB")

        out = [(f"{shown('amount-up', self.app)}{shown('amount-down', self.app)}",
                f"±{chips(facing.unit, facing.unit, self.in_bb)}")]
        for preset in PRESETS.values():
            if self._preset_on(preset):
                out.append((shown(preset.key_id, self.app),
                            f"{preset.label} {money(facing.preset(preset.facing_name))}"))
        return out

    def render(self) -> Text:
        """The amount and its bounds, the presets, and what Enter would do (or the pot): the
        first two lines never wrap (narrow terminals get shorter wordings), the last may."""
        facing = self.facing
        if facing is None:
            return Text("")

        def st(name: str) -> Style:
            return self.get_component_rich_style(name, partial=True)

        def money(n: int) -> str:
            return chips(n, facing.unit, self.in_bb)

        width = self.size.width or 80
        word = facing.raise_word
        field = self.text or ""
        suffix = " BB" if self.in_bb else ""
        amount = self.amount

        def first(words: bool, chip_note: bool) -> Text:
            line = Text()
            line.append(f" {word} to " if word != "Bet" else " Bet ", st("raise--word"))
            if self.selected:
                line.append(" " * max(1, 8 - len(field)), st("raise--field"))
                line.append(field, st("raise--field") + st("raise--selected"))
                line.append(f"▏{suffix}", st("raise--field"))
            else:
                line.append(f" {field:>7}▏{suffix}", st("raise--field"))
            line.append(f"  min {money(facing.legal.min_raise_to)} · max "
                        f"{money(facing.legal.max_raise_to)}", st("raise--hint"))
            if chip_note and self.in_bb and amount is not None:
                line.append(f"  (= {amount:,} chips)", st("raise--hint"))
            line.append("  ")
            for key_id, label in (("amount-confirm", "confirm"), ("amount-cancel", "cancel")):
                line.append(f" {shown(key_id, self.app)} ", st("raise--key"))
                if words:
                    line.append(f" {label}", st("raise--hint"))
                line.append(" ")
            return line

        def presets(unit_word: bool) -> Text:
            line = Text()
            for key, label in self.preset_hints(unit_word):
                line.append(f" {key} ", st("raise--key"))
                line.append(f" {label} ", st("raise--hint"))
            return line

        lines = [next((t for t in (first(True, True), first(False, True), first(False, False))
                       if t.cell_len <= width), first(False, False)),
                 next((t for t in (presets(True), presets(False)) if t.cell_len <= width),
                      presets(False))]
        if self.message:
            style = {"error": "raise--error", "note": "raise--note"}.get(self.message_kind,
                                                                         "raise--hint")
            lines.append(Text(f" {plain_words(self.message)}", st(style)))
        else:
            facing_call = f"to call {money(facing.to_call)} · " if facing.to_call else ""
            lines.append(Text(f" Pot {money(facing.pot)} · {facing_call}behind"
                              f" {money(facing.stack)}", st("raise--hint")))
        for line in lines[:2]:
            line.truncate(width, overflow="ellipsis")
        return Text("\n").join(lines)  # a long sentence wraps onto a fourth line

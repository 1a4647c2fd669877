"""A one-line pick-one field with its label: ←/→ step through the choices, Enter opens the list.

The lobby has fourteen such fields. Textual's ``Select`` builds five widgets for
each (the current value, its arrow, an overlay list) and each needs a ``Label``
beside it; styling those eighty-four widgets was most of the time to the lobby's
first frame. A ``Choice`` is one widget that draws its label and its value; its
list is built only when it is opened, as a small screen of its own over the field.

It draws its one line itself (Textual's line API, ``render_line``) in the colours
below, over the background and text style it inherits: component classes would
cost the stylesheet a styling pass per part and field, and a ``Text`` a trip
through Rich's console, on every first frame (the lobby draws nineteen Choices).
"""

from __future__ import annotations

from collections.abc import Iterable
from typing import Any, NamedTuple

from rich.segment import Segment
from rich.style import Style
from textual import events
from textual.app import ComposeResult
from textual.binding import Binding
from textual.color import Color
from textual.message import Message
from textual.screen import ModalScreen
from textual.strip import Strip
from textual.widget import Widget
from textual.widgets import OptionList

from ..screens.answer_once import AnswerOnce

Options = list[tuple[str, Any]]
FOCUS_MARK = "▸ "
"""Put before the label of the field that has the focus (and keeps it while its list is open)."""
LIST_ROWS = 12
"""At most this many choices show at once in an open list; it scrolls for more."""


class Look(NamedTuple):
    """A part's colours (``background`` None: the field's surroundings show through)."""

    color: str
    background: str | None = None
    bold: bool = False


LABEL = Look("#8b949e")
MARKED_LABEL = Look("#e3b341", bold=True)
"""The label of the field with the focus, or whose list is open."""
VALUE = Look("#e6edf3", "#21262d")
FOCUSED_VALUE = Look("#ffffff", "#1f4f99", bold=True)
DISABLED_VALUE = Look("#484f58", "#161b22")

def _same(a: Any, b: Any) -> bool:
    """The same choice: equal and of one type (``False == 0`` is two choices here)."""
    return a == b and type(a) is type(b)


class Choice(Widget, can_focus=True):
    """``Choice([("two colours", False), ("four colours", True)], value=False, id="deck",
    label="Deck", label_width=12)``: the label right-aligned in ``label_width`` cells, a space,
    then the value on its own background."""

    DEFAULT_CSS = "Choice { height: 1; width: 1fr; }"
    BINDINGS = [
        Binding("enter,space", "open", "Open the list", show=False),
        # a form reads top to bottom: ↑/↓ move between fields, as Tab and Shift+Tab do
        Binding("down", "app.focus_next", "Next field", show=False),
        Binding("up", "app.focus_previous", "Previous field", show=False),
        Binding("left", "step(-1)", "Previous choice", show=False),
        Binding("right", "step(1)", "Next choice", show=False),
    ]

    class Changed(Message):
        """The field's value changed (by a key, the list, or the program)."""

        def __init__(self, choice: Choice, value: Any) -> None:
            super().__init__()
            self.choice = choice
            self.value = value

        @property
        def control(self) -> Choice:
            return self.choice

    def __init__(self, options: Iterable[tuple[str, Any]], value: Any, *,
                 id: str | None = None, disabled: bool = False, label: str = "",
                 label_width: int = 0) -> None:
        super().__init__(id=id, disabled=disabled)
        self.label_text = label
        self.label_width = max(label_width, len(label) + len(FOCUS_MARK)) if label else 0
        self._options: Options = list(options)
        if not self._options:
            raise ValueError("a Choice needs at least one option")
        self._value = self._checked(value)
        self.expanded = False  # its list is open

    @property
    def options(self) -> Options:
        return list(self._options)

    @property
    def value(self) -> Any:
        return self._value

    @value.setter
    def value(self, value: Any) -> None:
        value = self._checked(value)
        if not _same(value, self._value):
            self._value = value
            self.refresh()
            self.post_message(self.Changed(self, value))

    def _checked(self, value: Any) -> Any:
        if not any(_same(v, value) for _, v in self._options):
            raise ValueError(f"{value!r} is not one of the choices of #{self.id}")
        return value

    def _index(self) -> int:
        return next(i for i, (_, v) in enumerate(self._options) if _same(v, self._value))

    def set_options(self, options: Iterable[tuple[str, Any]]) -> None:
        """New choices; the value stays when it is still one of them, else the first is taken."""
        self._options = list(options)
        self.refresh()
        if not any(_same(v, self._value) for _, v in self._options):
            self.value = self._options[0][1]

    @property
    def shown(self) -> str:
        """The text shown for the current value."""
        return self._options[self._index()][0]

    @property
    def marked(self) -> bool:
        """The focus is here (or in this field's open list): the label says so."""
        return self.has_focus or self.expanded

    def line(self, width: int) -> list[tuple[str, Look]]:
        """The field's row in ``width`` cells: the label right-aligned, then the value and its
        arrow on the value's background."""
        parts: list[tuple[str, Look]] = []
        if self.label_width:
            label = (FOCUS_MARK if self.marked else "") + self.label_text
            parts.append((label.rjust(self.label_width) + " ",
                          MARKED_LABEL if self.marked else LABEL))
        room = max(1, width - sum(len(text) for text, _ in parts))
        arrow = " ▾ " if room > 5 else ""
        value = " " + self.shown[: max(1, room - len(arrow) - 1)]
        look = DISABLED_VALUE if self.disabled else FOCUSED_VALUE if self.has_focus else VALUE
        parts.append((value.ljust(room - len(arrow)) + arrow, look))
        return parts

    def render_line(self, y: int) -> Strip:
        width = max(1, self.content_size.width)
        around = self.visual_style  # the background and text style the field sits on
        opacity = 1.0
        for node in self.ancestors_with_self:  # a disabled field is faded (Textual's CSS)
            opacity *= node.styles.opacity
        segments = []
        for text, look in self.line(width):
            background = around.background or Color(0, 0, 0, 0)
            if look.background is not None:
                background += Color.parse(look.background).multiply_alpha(opacity)
            colours = Style.from_color(Color.parse(look.color).rich_color, background.rich_color)
            bold = Style(bold=True) if look.bold else Style()
            segments.append(Segment(text, around.rich_style + colours + bold))
        return Strip(segments).crop(0, width)

    def watch_disabled(self, disabled: bool) -> None:
        super().watch_disabled(disabled)
        self.refresh()  # its look is drawn here, not restyled by the stylesheet

    def action_step(self, delta: int) -> None:
        i = self._index() + delta
        if 0 <= i < len(self._options):
            self.value = self._options[i][1]
        else:
            self.app.bell()

    def action_open(self) -> None:
        if self.expanded or self.disabled:
            return
        self.expanded = True
        self.add_class("-open")
        self.refresh()

        def picked(index: int | None) -> None:
            self.expanded = False
            self.remove_class("-open")
            self.refresh()
            if index is not None:
                self.value = self._options[index][1]

        self.app.push_screen(ChoiceList(self), picked)

    async def _on_click(self, event: events.Click) -> None:
        event.stop()
        self.focus()
        self.action_open()


class ChoiceList(AnswerOnce, ModalScreen[int | None]):
    """The open list of a ``Choice``, drawn just under (or over) its field."""

    DEFAULT_CSS = """
    ChoiceList { background: #000000 25%; }
    ChoiceList > OptionList, ChoiceList > OptionList:focus {
        border: round #30363d; background: #161b22; padding: 0;
        width: auto; height: auto; max-height: 14;
    }
    """
    BINDINGS = [Binding("escape", "dismiss_list", "Close", show=False)]

    def __init__(self, choice: Choice) -> None:
        super().__init__()
        self.choice = choice

    def compose(self) -> ComposeResult:
        yield OptionList(*(label for label, _ in self.choice.options))

    def on_mount(self) -> None:
        options = self.query_one(OptionList)
        region = self.choice.region
        skip = self.choice.label_width + 1 if self.choice.label_width else 0  # under the value
        region = region._replace(x=region.x + skip, width=max(1, region.width - skip))
        rows = min(LIST_ROWS, len(self.choice.options)) + 2  # and its border
        below = region.y + 1
        top = below if below + rows <= self.size.height else max(0, region.y - rows)
        options.styles.width = max(region.width + 2, 12)
        options.styles.offset = (max(0, region.x - 1), top)
        options.highlighted = self.choice._index()
        options.focus()

    def on_option_list_option_selected(self, event: OptionList.OptionSelected) -> None:
        event.stop()
        self.dismiss(event.option_index)

    def action_dismiss_list(self) -> None:
        self.dismiss(None)

    def on_click(self, event: events.Click) -> None:
        if event.widget is self:  # a click beside the list closes it, as a menu does
            self.dismiss(None)

"""The hand log: the session's sentences, street by street, cards and amounts as the table shows them.

Every line the narration produces is kept (``entries``, the last ``MAX_LINES``)
with its amounts as numbers, so the panel can say them in chips or in big
blinds and colour the cards in two or four colours, and change its mind: a
toggle or a new width wraps every kept line again. It draws its own wrapped
rows (a line-API scroll view), so what is shown is always exactly the kept
lines in order, whatever was hidden or resized meanwhile. The newest line stays
in view unless the player has scrolled up.
"""

from __future__ import annotations

import re
from collections import deque

from rich.style import Style
from rich.text import Text
from textual.geometry import Size
from textual.reactive import reactive
from textual.scroll_view import ScrollView
from textual.strip import Strip

from ...session import plain, spell
from ..fmt import chips, plain_words

MAX_LINES = 3000  # a long session keeps its last few hundred hands
CARD_RE = re.compile(r"(10|[2-9TJQKA])([♣♦♥♠])")


class HandLog(ScrollView, can_focus=False):
    COMPONENT_CLASSES = {"log--hand", "log--street", "log--action", "log--show", "log--win",
                         "log--fault", "log--info", "log--reason", "log--red", "log--black",
                         "log--clubs", "log--diamonds"}

    in_bb: reactive[bool] = reactive(False)  # bound to the screen's (data_bind)
    four_color: reactive[bool] = reactive(False)

    def __init__(self, *, id: str | None = None) -> None:
        super().__init__(id=id)
        # (words, kind, unit): ``unit`` is one big blind in chips in the hand the line tells
        # of (the stakes in force may change between hands), for the BB display
        self.entries: deque[tuple[str, str, int]] = deque(maxlen=MAX_LINES)
        self._rows: list[Strip] = []  # every entry wrapped at ``wrapped_at``
        self._row_of: list[int] = []  # the entry each row belongs to
        self._wrapped = 0  # how many entries (from the first) the rows hold
        self.wrapped_at = 0
        self._at_end = True  # the newest line in view: the player has not scrolled up

    # ----------------------------------------------------------------- lines
    @property
    def lines_text(self) -> list[str]:
        """Every kept line in plain words (amounts as chips): what the narration said."""
        return [plain(words) for words, _, _ in self.entries]

    def shown_lines(self) -> list[str]:
        """Every kept line as the panel words it now (chips or BB), in order."""
        return [self._words(words, unit) for words, _, unit in self.entries]

    @property
    def lines(self) -> list[Strip]:
        """The wrapped rows the panel draws."""
        self._ensure_rows()
        return self._rows

    def rows_text(self) -> list[str]:
        """The wrapped rows the panel draws, as text (for tests)."""
        self._ensure_rows()
        return [strip.text for strip in self._rows]

    def add(self, words: str, kind: str = "action", unit: int = 0) -> None:
        """A line; ``unit``: one big blind in chips at the stakes of its hand (0: chips only)."""
        follow = self._following()
        if len(self.entries) == self.entries.maxlen:
            self.wrapped_at = 0  # the oldest line goes: wrap again when next drawn
        self.entries.append((words, kind, unit))
        self._settle(follow)  # wraps the new line (and any kept while the panel was hidden)

    def clear_lines(self) -> None:
        self.entries.clear()
        self.wrapped_at = 0
        self._settle(True)

    # ------------------------------------------------------------- wrapping
    def _words(self, words: str, unit: int) -> str:
        """The line as the panel shows it: in the unit shown, rule numbers left to the docs."""
        return plain_words(spell(words, lambda n: chips(n, unit, self.in_bb)))

    def _styled(self, words: str, kind: str, unit: int) -> Text:
        def st(name: str) -> Style:
            return self.get_component_rich_style(name, partial=True)

        text = self._words(words, unit)
        # the panel's own background on every cell: a theme's background, and NO_COLOR's
        # monochrome filter, then see one panel rather than bands behind the words
        base = self.rich_style + (st(f"log--{kind}") if f"log--{kind}" in self.COMPONENT_CLASSES
                                  else Style())
        line = Text()
        if kind == "street":
            line.append("── ", base)
        pos = 0
        for m in CARD_RE.finditer(text):
            line.append(text[pos:m.start()], base)
            suit = m.group(2)
            if self.four_color and suit in "♣♦":
                colour = "log--clubs" if suit == "♣" else "log--diamonds"
            else:
                colour = "log--red" if suit in "♦♥" else "log--black"
            line.append(m.group(0), base + st(colour))
            pos = m.end()
        line.append(text[pos:], base)
        return line

    def _width(self) -> int:
        """The width lines wrap at now; 0 while the log is not shown."""
        if not self.display or not self.size.width:
            return 0
        return self.scrollable_content_region.width

    def _append_rows(self, index: int, width: int) -> None:
        words, kind, unit = self.entries[index]
        if kind == "hand" and index > 0:
            self._rows.append(Strip.blank(width, self.rich_style))
            self._row_of.append(index)
        console = self.app.console
        for line in self._styled(words, kind, unit).wrap(console, width):
            segments = list(line.render(console))
            # every cell styled: Textual's monochrome filter (NO_COLOR) cannot take a bare one
            self._rows.append(Strip(segments).adjust_cell_length(width, self.rich_style)
                              if segments else Strip.blank(width, self.rich_style))
            self._row_of.append(index)

    def _ensure_rows(self) -> None:
        """Rows for every entry at the width shown: the new entries' rows appended when the
        width is the one wrapped at (a line said while the panel was hidden, or before a
        layout, included), every entry wrapped again when the width changed."""
        width = self._width()
        if not width:
            return
        if width == self.wrapped_at:
            if self._wrapped == len(self.entries):
                return
        else:
            self._rows, self._row_of, self._wrapped = [], [], 0
            self.wrapped_at = width
        for i in range(self._wrapped, len(self.entries)):
            self._append_rows(i, width)
        self._wrapped = len(self.entries)
        self.virtual_size = Size(width, len(self._rows))
        if self._at_end:
            # rows wrapped by the first paint after a layout (the panel shown again, a new
            # width) come before that layout's Resize is handled: the newest stays in view
            # in that very frame, not one frame later
            self.scroll_to(y=self.max_scroll_y, animate=False, immediate=True, force=True)

    def reflow(self) -> None:
        """Wrap every kept line again (a new width, a display toggle), keeping the view."""
        follow = self._following()
        self.wrapped_at = 0
        self._settle(follow)

    def _following(self) -> bool:
        """Is the newest line in view (the player has not scrolled up)?"""
        return self._at_end

    # The player scrolls with the wheel or the scroll bar: follow the newest line again only
    # when they come back down to it. (Scrolling done here, or a reflow, changes nothing.)
    def on_mouse_scroll_up(self) -> None:
        self.call_after_refresh(self._player_scrolled)

    def on_mouse_scroll_down(self) -> None:
        self.call_after_refresh(self._player_scrolled)

    def on_scroll_up(self) -> None:
        self.call_after_refresh(self._player_scrolled)

    def on_scroll_down(self) -> None:
        self.call_after_refresh(self._player_scrolled)

    def on_scroll_to(self) -> None:
        self.call_after_refresh(self._player_scrolled)

    def _player_scrolled(self) -> None:
        self._at_end = self.scroll_y >= self.max_scroll_y - 1

    def _settle(self, follow: bool) -> None:
        self._ensure_rows()
        width = self.wrapped_at or self._width()
        self.virtual_size = Size(width, len(self._rows))
        if follow:
            self._at_end = True
            self.scroll_end(animate=False, immediate=True, x_axis=False, force=True)
            self.call_after_refresh(self._to_end)
        self.refresh()

    def _to_end(self) -> None:
        if self._at_end:
            self.scroll_end(animate=False, immediate=True, x_axis=False, force=True)

    # ---------------------------------------------------------------- events
    def watch_in_bb(self) -> None:
        self.reflow()

    def watch_four_color(self) -> None:
        self.reflow()

    def on_resize(self) -> None:
        self.reflow()

    def on_show(self) -> None:
        self.reflow()

    def notify_style_update(self) -> None:
        super().notify_style_update()
        if self.is_mounted:
            self.wrapped_at = 0
            self.refresh()

    # ----------------------------------------------------------------- paint
    def render_line(self, y: int) -> Strip:
        self._ensure_rows()
        row = self.scroll_offset.y + y
        width = self.scrollable_content_region.width
        if 0 <= row < len(self._rows):
            return self._rows[row].crop(self.scroll_offset.x, self.scroll_offset.x + width)
        return Strip.blank(width, self.rich_style)

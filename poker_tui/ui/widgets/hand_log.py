"""The hand log: the session's sentences, street by street, cards in colour.

RichLog wraps a line once, at the width it has when the line is written. The
log is hidden on narrow terminals (and by L), where that width is nothing, so
it keeps its styled lines: those that come while it is hidden are written when
it shows, and all of them are wrapped again when its width changes.
"""

from __future__ import annotations

import re
from collections import deque

from rich.style import Style
from rich.text import Text
from textual import events
from textual.widgets import RichLog

MAX_LINES = 3000  # a long session keeps its last few hundred hands
CARD_RE = re.compile(r"(10|[2-9TJQKA])([♣♦♥♠])")


class HandLog(RichLog):
    COMPONENT_CLASSES = {"log--hand", "log--street", "log--action", "log--show", "log--win",
                         "log--fault", "log--info", "log--red", "log--black"}

    def __init__(self, *, id: str | None = None) -> None:
        super().__init__(id=id, wrap=True, markup=False, highlight=False, min_width=20,
                         max_lines=MAX_LINES)
        self.lines_text: list[str] = []  # plain text of every line, for tests
        self.styled: deque[Text] = deque(maxlen=MAX_LINES)
        self.wrapped_at = 0  # the width every written line was wrapped at (0: none written)
        self.pending = 0  # lines added while hidden, written when the log shows again

    def add(self, text: str, kind: str = "action") -> None:
        self.lines_text.append(text)
        if len(self.lines_text) > MAX_LINES:
            del self.lines_text[: len(self.lines_text) - MAX_LINES]
        line = self._styled(text, kind)
        self.styled.append(line)
        self.pending = min(self.pending + 1, MAX_LINES)
        self._catch_up()

    def _styled(self, text: str, kind: str) -> Text:
        def st(name: str) -> Style:
            return self.get_component_rich_style(name, partial=True)

        base = st(f"log--{kind}") if f"log--{kind}" in self.COMPONENT_CLASSES else Style()
        line = Text()
        if kind == "hand":
            line.append("\n")
        if kind == "street":
            line.append("── ", base)
        pos = 0
        for m in CARD_RE.finditer(text):
            line.append(text[pos:m.start()], base)
            red = m.group(2) in "♦♥"
            line.append(m.group(0), base + st("log--red" if red else "log--black"))
            pos = m.end()
        line.append(text[pos:], base)
        return line

    def _width(self) -> int:
        """The width lines wrap at now; 0 while the log is not shown."""
        if not self.display or not self.size.width:
            return 0
        return self.scrollable_content_region.width

    def reflow(self) -> None:
        """Wrap every kept line again at the current width, and show the newest."""
        width = self._width()
        if not width:
            return
        self.wrapped_at = width
        self.pending = 0
        self.clear()
        for line in self.styled:
            self.write(line, scroll_end=False)
        self.scroll_end(animate=False, immediate=True)

    def on_resize(self, event: events.Resize) -> None:
        # (RichLog's own handler runs too: Textual calls each class's.)
        self._catch_up()

    def on_show(self, event: events.Show) -> None:
        self._catch_up()

    def _catch_up(self) -> None:
        """Write what came while hidden; wrap everything again if the width changed."""
        width = self._width()
        if not width:
            return
        if width != self.wrapped_at:
            self.reflow()
            return
        pending, self.pending = self.pending, 0
        for back in range(min(pending, len(self.styled)), 0, -1):
            self.write(self.styled[-back])

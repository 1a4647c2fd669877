"""The hand log: the session's sentences, street by street, cards in colour."""

from __future__ import annotations

import re

from rich.style import Style
from rich.text import Text
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

    def add(self, text: str, kind: str = "action") -> None:
        self.lines_text.append(text)
        if len(self.lines_text) > MAX_LINES:
            del self.lines_text[: len(self.lines_text) - MAX_LINES]
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
        self.write(line)

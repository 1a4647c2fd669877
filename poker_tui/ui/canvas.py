"""A grid of character cells with styles, turned into Textual strips.

The table is drawn like a small picture (felt, rail, seats, cards at exact
cells), which Textual's box layout cannot do; the widget paints a ``Canvas``
and hands its rows to ``render_line``.
"""

from __future__ import annotations

from rich.color import Color
from rich.segment import Segment
from rich.style import Style
from textual.strip import Strip


class Canvas:
    def __init__(self, width: int, height: int, style: Style) -> None:
        self.width = max(0, width)
        self.height = max(0, height)
        self.chars = [[" "] * self.width for _ in range(self.height)]
        self.styles = [[style] * self.width for _ in range(self.height)]

    def inside(self, x: int, y: int) -> bool:
        return 0 <= x < self.width and 0 <= y < self.height

    def put(self, x: int, y: int, text: str, style: Style, *, over: bool = False) -> int:
        """Write ``text`` from (x, y), clipped; ``over`` keeps the background below its middle.

        One background for the whole text: the felt's shaded bands changed it mid-word, and
        the screenshots' SVG then drew a word in two pieces ("Yo u").
        Returns the x after the text, so calls can be chained along a row.
        """
        if not 0 <= y < self.height:
            return x + len(text)
        row_c, row_s = self.chars[y], self.styles[y]
        if over and self.width:
            middle = min(self.width - 1, max(0, x + len(text) // 2))
            style = Style(bgcolor=row_s[middle].bgcolor) + style
        for ch in text:
            if 0 <= x < self.width:
                row_c[x] = ch
                row_s[x] = style
            x += 1
        return x

    def fill(self, x: int, y: int, w: int, h: int, style: Style, char: str = " ") -> None:
        for yy in range(max(0, y), min(self.height, y + h)):
            row_c, row_s = self.chars[yy], self.styles[yy]
            for xx in range(max(0, x), min(self.width, x + w)):
                row_c[xx] = char
                row_s[xx] = style

    def plain(self) -> str:
        return "\n".join("".join(r) for r in self.chars)

    def strips(self) -> list[Strip]:
        out = []
        for row_c, row_s in zip(self.chars, self.styles, strict=True):
            segments: list[Segment] = []
            run: list[str] = []
            current: Style | None = None
            for ch, st in zip(row_c, row_s, strict=True):
                if st is not current:  # styles are shared objects: identity is enough
                    if run:
                        segments.append(Segment("".join(run), current))
                    run = [ch]
                    current = st
                else:
                    run.append(ch)
            if run:
                segments.append(Segment("".join(run), current))
            out.append(Strip(segments, self.width))
        return out


def rgb(color: Color | None, default: tuple[int, int, int]) -> tuple[int, int, int]:
    if color is None:
        return default
    t = color.get_truecolor()
    return (t.red, t.green, t.blue)


def mix(a: tuple[int, int, int], b: tuple[int, int, int], t: float) -> tuple[int, int, int]:
    t = 0.0 if t < 0 else 1.0 if t > 1 else t
    return (round(a[0] + (b[0] - a[0]) * t), round(a[1] + (b[1] - a[1]) * t),
            round(a[2] + (b[2] - a[2]) * t))


def color(c: tuple[int, int, int]) -> Color:
    return Color.from_rgb(*c)

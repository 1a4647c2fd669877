"""Cards drawn in character cells: rank and suit symbol, red/black or four colours.

Four sizes, chosen by the table layout to fit the terminal:

- ``tiny`` (2x1) ``A♠``, ``T♥``: many cards in a small seat (stud, draw)
- ``small`` (3x1) `` A♠``, ``10♥``: other players' cards
- ``medium`` (5x3), ``large`` (7x5) and ``xl`` (9x7): the board and your own cards

Face-down cards show a patterned back; an empty board slot (a card still to
come) shows a faint outline.
"""

from __future__ import annotations

from dataclasses import dataclass

from rich.style import Style

from ..engine.cards import RANK_CHARS, SUIT_SYMBOLS
from ..session import CardView

SIZES: dict[str, tuple[int, int]] = {"tiny": (2, 1), "small": (3, 1), "medium": (5, 3), "large": (7, 5),
                                     "xl": (9, 7)}
"""Card width and height in cells for each size."""


@dataclass(frozen=True)
class CardPalette:
    face: Style
    red: Style
    black: Style
    clubs4: Style  # four-colour deck: green clubs
    diamonds4: Style  # four-colour deck: blue diamonds
    best: Style  # background of a card in the winning five
    marked: Style  # background of a card marked to discard
    down: Style  # background of your own face-down card (stud)
    dead: Style  # your own card after a fold or a muck: greyed face and ink
    back: Style
    slot: Style

    @classmethod
    def default(cls) -> CardPalette:
        return cls(
            face=Style(color="#1a1a1a", bgcolor="#f4f1e8"),
            red=Style(color="#c4232f"), black=Style(color="#1a1a1a"),
            clubs4=Style(color="#137a2c"), diamonds4=Style(color="#1d5fc0"),
            best=Style(bgcolor="#ffe680"), marked=Style(bgcolor="#8c8c8c"),
            down=Style(bgcolor="#d8d4c8"), dead=Style(color="#6b6b6b", bgcolor="#8f8b82"),
            back=Style(color="#6f8fd8", bgcolor="#20407f"),
            slot=Style(bgcolor="#17683a"),
        )


def rank_text(card: int, width: int) -> str:
    r = card >> 2
    if r == 8:
        return "10" if width >= 2 else "T"
    return RANK_CHARS[r]


def suit_style(card: int, palette: CardPalette, four_color: bool) -> Style:
    suit = card & 3
    if four_color:
        return (palette.clubs4, palette.diamonds4, palette.red, palette.black)[suit]
    return palette.red if suit in (1, 2) else palette.black


Cells = list[list[tuple[str, Style]]]


def card_cells(view: CardView | None, size: str, palette: CardPalette,
               four_color: bool = False) -> Cells:
    """Rows of (char, style) for one card; ``view`` None draws an empty slot."""
    w, h = SIZES[size]
    if view is None:
        return _slot(w, h, palette)
    if view.card is None:
        return _back(w, h, palette)
    card = view.card
    bg = palette.face
    if view.marked:
        bg = bg + palette.marked
    elif view.best:
        bg = bg + palette.best
    elif view.private:
        bg = bg + palette.down
    if view.dead:
        bg = bg + palette.dead
        ink = bg  # grey on grey: readable, clearly out of the hand
    else:
        ink = bg + suit_style(card, palette, four_color) + Style(bold=True)
    suit = SUIT_SYMBOLS[card & 3]
    rows = [[(" ", bg) for _ in range(w)] for _ in range(h)]

    def write(x: int, y: int, text: str) -> None:
        for i, ch in enumerate(text):
            if 0 <= x + i < w:
                rows[y][x + i] = (ch, ink)

    if size == "tiny":
        write(0, 0, rank_text(card, 1) + suit)
    elif size == "small":
        text = rank_text(card, 2) + suit
        write(w - len(text), 0, text)
    elif size == "medium":
        rank = rank_text(card, 2)
        write(0, 0, rank)
        write(2, 1, suit)
        write(w - len(rank), 2, rank)
    elif size == "large":
        rank = rank_text(card, 2)
        write(0, 0, rank)
        write(0, 1, suit)
        write(3, 2, suit)
        write(w - 1, 3, suit)
        write(w - len(rank), 4, rank)
    else:
        rank = rank_text(card, 2)
        write(0, 0, rank)
        write(0, 1, suit)
        write(4, 3, suit)
        write(w - 1, 5, suit)
        write(w - len(rank), 6, rank)
    return rows


def _back(w: int, h: int, palette: CardPalette) -> Cells:
    pattern = "╱╲"
    return [[(pattern[(x + y) % 2], palette.back) for x in range(w)] for y in range(h)]


def _slot(w: int, h: int, palette: CardPalette) -> Cells:
    """A card still to come: a shadow on the felt where it will land."""
    return [[(" ", palette.slot) for _ in range(w)] for _ in range(h)]


def row_width(count: int, size: str, gap: int = 1) -> int:
    """Cells taken by ``count`` cards of ``size`` side by side."""
    if count <= 0:
        return 0
    return count * SIZES[size][0] + (count - 1) * gap

"""Where everything sits on the table, for 2 to 10 seats and any terminal size.

Seats take fixed slots around the oval the way poker clients place them
(your seat at the bottom, then clockwise: left, top, right). Sizes are tried
from the most generous (big cards, roomy seats) to the most compact, and the
first arrangement where nothing overlaps wins, so a bigger terminal gets a
better-looking table rather than just more empty felt.
"""

from __future__ import annotations

from dataclasses import dataclass

from .card_art import SIZES, row_width

SLOTS: dict[int, tuple[str, ...]] = {
    2: ("B", "T"),
    3: ("B", "TL", "TR"),
    4: ("B", "L", "T", "R"),
    5: ("B", "L", "TL", "TR", "R"),
    6: ("B", "LL", "LU", "T", "RU", "RL"),
    7: ("B", "LL", "LU", "TL", "TR", "RU", "RL"),
    8: ("B", "BL", "L", "TL", "T", "TR", "R", "BR"),
    9: ("B", "BL", "LL", "LU", "TL", "TR", "RU", "RL", "BR"),
    10: ("B", "BL", "LL", "LU", "TL", "T", "TR", "RU", "RL", "BR"),
}
"""Slots clockwise from your seat at the bottom, for each table size."""

POSITIONS: dict[str, tuple[float, float]] = {
    "B": (0.5, 1.0), "BL": (0.17, 1.0), "BR": (0.83, 1.0),
    "L": (0.0, 0.5), "LL": (0.0, 0.74), "LU": (0.0, 0.26),
    "R": (1.0, 0.5), "RL": (1.0, 0.74), "RU": (1.0, 0.26),
    "T": (0.5, 0.0), "TL": (0.2, 0.0), "TR": (0.8, 0.0),
}
"""Slot centres as fractions of the free width and height."""

BET_WIDTH = 9  # "● 12,345" with room to spare


@dataclass(frozen=True, slots=True)
class Box:
    x: int
    y: int
    w: int
    h: int

    @property
    def right(self) -> int:
        return self.x + self.w

    @property
    def bottom(self) -> int:
        return self.y + self.h

    @property
    def cx(self) -> int:
        return self.x + self.w // 2

    def overlaps(self, other: Box, pad: int = 0) -> bool:
        return not (self.right + pad <= other.x or other.right + pad <= self.x
                    or self.bottom <= other.y or other.bottom <= self.y)

    def within(self, w: int, h: int) -> bool:
        return self.x >= 0 and self.y >= 0 and self.right <= w and self.bottom <= h


@dataclass(frozen=True, slots=True)
class Spot:
    seat: int
    slot: str
    box: Box
    side: str  # "bottom", "left", "top", "right": where the seat is, seen from the centre
    hero: bool
    bet: Box  # where its bet is drawn, between the seat and the centre
    bet_align: str  # "center", "left", "right"


@dataclass(frozen=True, slots=True)
class Sizes:
    board: str
    hero: str
    seat: str
    compact: bool  # seat boxes of 3 rows: stack and cards share a line


TIERS: tuple[Sizes, ...] = (
    Sizes("xl", "xl", "medium", False),
    Sizes("large", "xl", "medium", False),
    Sizes("large", "large", "medium", False),
    Sizes("large", "large", "small", False),
    Sizes("medium", "large", "small", False),
    Sizes("medium", "medium", "small", False),
    Sizes("medium", "medium", "small", True),
    Sizes("medium", "medium", "tiny", False),
    Sizes("medium", "medium", "tiny", True),
    Sizes("medium", "small", "tiny", False),
    Sizes("small", "medium", "tiny", True),
    Sizes("small", "small", "tiny", True),
    Sizes("small", "tiny", "tiny", True),
)


@dataclass(frozen=True, slots=True)
class TableLayout:
    width: int
    height: int
    sizes: Sizes
    spots: tuple[Spot, ...]
    center: Box  # the middle: street (first row), board, pots, results
    felt: tuple[float, float, float, float]  # cx, cy, rx, ry of the oval
    fits: bool

    def spot(self, seat: int) -> Spot | None:
        for s in self.spots:
            if s.seat == seat:
                return s
        return None


def seat_size(sizes: Sizes, hole: int, hero: bool, roomy: bool = False) -> tuple[int, int]:
    """Width and height of a seat box holding ``hole`` cards (wider on big terminals)."""
    least = 20 if roomy else 16
    if hero:
        cw, ch = SIZES[sizes.hero]
        return max(least + 8, row_width(hole, sizes.hero) + 2), ch + 2
    cw, ch = SIZES[sizes.seat]
    cards = row_width(hole, sizes.seat)
    if sizes.compact and ch == 1:
        return max(least, cards + 9), 3
    return max(least, cards + 2), ch + 3


def _side(slot: str) -> str:
    return {"B": "bottom", "T": "top", "L": "left", "R": "right"}[slot[0]]


def _bet_box(box: Box, side: str, v: float) -> tuple[Box, str]:
    """Bets sit between the seat and the middle: below top seats, above bottom seats,
    and under (or over) the inner corner of side seats, so they never crowd the board."""
    if side == "top":
        return Box(box.cx - BET_WIDTH // 2, box.bottom, BET_WIDTH, 1), "center"
    if side == "bottom":
        return Box(box.cx - BET_WIDTH // 2, box.y - 1, BET_WIDTH, 1), "center"
    row = box.bottom if v <= 0.5 else box.y - 1  # towards the middle row of the table
    if side == "left":
        return Box(box.right - 4, row, BET_WIDTH, 1), "left"
    return Box(box.x - BET_WIDTH + 4, row, BET_WIDTH, 1), "right"


def arrange(width: int, height: int, seats: list[int], hero: int, hole: int, board_size: int,
            sizes: Sizes) -> TableLayout:
    """Place ``seats`` (table seat numbers, clockwise) with ``hero`` at the bottom."""
    n = len(seats)
    slots = SLOTS[max(2, min(10, n))]
    start = seats.index(hero) if hero in seats else 0
    ordered = seats[start:] + seats[:start]
    boxes: dict[str, Box] = {}
    for slot in slots[:len(ordered)]:
        w, h = seat_size(sizes, hole, slot == "B", roomy=width >= 140)
        u, v = POSITIONS[slot]
        boxes[slot] = Box(round(u * (width - w)), round(v * (height - h)), w, h)
    # Seats beside the top and bottom centre slide outwards rather than overlap them.
    for centre, left, right in (("B", "BL", "BR"), ("T", "TL", "TR")):
        c = boxes.get(centre)
        if c is None:
            continue
        for name, direction in ((left, -1), (right, 1)):
            b = boxes.get(name)
            if b is None or not b.overlaps(c, pad=1):
                continue
            x = c.x - 2 - b.w if direction < 0 else c.right + 2
            boxes[name] = Box(max(0, min(width - b.w, x)), b.y, b.w, b.h)
    spots: list[Spot] = []
    for seat, slot in zip(ordered, slots, strict=False):
        box = boxes[slot]
        side = _side(slot)
        bet, align = _bet_box(box, side, POSITIONS[slot][1])
        spots.append(Spot(seat, slot, box, side, slot == "B", bet, align))
    fits = all(s.box.within(width, height) for s in spots)
    for i, a in enumerate(spots):
        for o in spots[i + 1:]:
            if a.box.overlaps(o.box, pad=1) or a.bet.overlaps(o.box) or o.bet.overlaps(a.box) \
                    or a.bet.overlaps(o.bet):
                fits = False
    # The middle: the street, the board, the pots and the results, centred between
    # the top and bottom seats; none of it may touch a seat or a bet.
    top = max([s.bet.bottom for s in spots if s.side == "top"], default=0)
    bottom = min([s.bet.y for s in spots if s.side == "bottom"], default=height)
    _, ch = SIZES[sizes.board]
    board_h = ch if board_size else 1
    block = 1 + board_h + 1 + 2  # street, board, pots, two result lines
    board_w = max(row_width(board_size, sizes.board), 12)
    cx = width // 2

    def pieces(y0: int) -> list[Box]:
        return [Box(cx - 10, y0, 20, 1), Box(cx - board_w // 2, y0 + 1, board_w, board_h),
                Box(cx - 18, y0 + 1 + board_h, 36, 1), Box(cx - 18, y0 + 2 + board_h, 36, 2)]

    def clear(y0: int) -> bool:
        # The board keeps a column of felt from the seats; the text rows may come closer.
        return all(p.within(width, height) and not any(
            p.overlaps(s.box, pad=1 if i == 1 else 0) or p.overlaps(s.bet) for s in spots)
            for i, p in enumerate(pieces(y0)))

    # Centred between the top and bottom seats if it can be, else the nearest free rows.
    mid = top + max(0, (bottom - top - block) // 2)
    y0 = next((y for d in range(0, height) for y in (mid - d, mid + d)
               if top <= y <= bottom - block and clear(y)), -1)
    if y0 < 0:
        fits = False
        y0 = mid
    center = Box(cx - max(board_w, 36) // 2, y0, max(board_w, 36), block)
    felt = (width / 2, height / 2, max(4.0, width / 2 - 6), max(2.0, height / 2 - 1.5))
    return TableLayout(width, height, sizes, tuple(spots), center, felt, fits)


def layout_table(width: int, height: int, seats: list[int], hero: int, hole: int,
                 board_size: int) -> TableLayout:
    """The most generous arrangement that fits; the most compact one if none does."""
    last = None
    for sizes in TIERS:
        last = arrange(width, height, seats, hero, hole, board_size, sizes)
        if last.fits:
            return last
    assert last is not None
    return last

"""The poker table: a felt oval with the seats around it, drawn cell by cell.

It draws a ``TableState`` and nothing else, so it can only show the cards the
session let the viewer see. The state and the display choices (chips or big
blinds, four colours) are reactives bound to the screen's (``data_bind``).
Colours come from component classes in ``poker.tcss``; the layout from
``layout.py``.
"""

from __future__ import annotations

import math

from rich.style import Style
from textual.reactive import reactive
from textual.strip import Strip
from textual.timer import Timer
from textual.widget import Widget

from ...session import CardView, SeatState, TableState, ordinal, spell
from ...stats.hud import SeatNumbers, hud_text
from ..canvas import Canvas, color, mix, rgb
from ..card_art import SIZES, CardPalette, card_cells, row_width
from ..fmt import chips, hand_words, truncate
from ..layout import Spot, TableLayout, layout_table

SPINNER = "⠋⠙⠹⠸⠼⠴⠦⠧⠇⠏"


class TableView(Widget):
    """Draws the table from ``table_state``, bound to the screen's."""

    COMPONENT_CLASSES = {
        "table--cloth", "table--felt", "table--felt-edge", "table--rail", "table--rail-edge",
        "table--bet", "table--chip", "table--pot", "table--street", "table--result",
        "table--winner-pot",
        "seat", "seat--name", "seat--active", "seat--keys", "seat--winner", "seat--folded",
        "seat--allin", "seat--button", "seat--blind", "seat--fault", "seat--muted",
        "card--face", "card--red", "card--black", "card--clubs", "card--diamonds", "card--best",
        "card--marked", "card--down", "card--dead", "card--back", "card--slot",
    }

    table_state: reactive[TableState | None] = reactive(None, always_update=True)
    four_color: reactive[bool] = reactive(False)
    in_bb: reactive[bool] = reactive(False)
    hud: reactive[dict[int, SeatNumbers] | None] = reactive(None)  # H: opponents' numbers

    def __init__(self, *, id: str | None = None) -> None:
        super().__init__(id=id)
        self._strips: list[Strip] | None = None
        self._spin = 0
        self._timer: Timer | None = None
        self.layout_used: TableLayout | None = None
        self.drawn_cards: set[int] = set()  # every card drawn face up in the last paint

    def on_mount(self) -> None:
        self._timer = self.set_interval(0.12, self._tick, pause=True)

    def _tick(self) -> None:
        self._spin += 1
        self._strips = None
        self.refresh()

    @property
    def state(self) -> TableState | None:
        return self.table_state

    def watch_table_state(self, state: TableState | None) -> None:
        if state is None:
            return
        thinking = state.thinking is not None
        if self._timer is not None:
            if thinking:
                self._timer.resume()
            else:
                self._timer.pause()
        self._strips = None
        self.refresh()

    def watch_four_color(self) -> None:
        self._strips = None
        self.refresh()

    def watch_in_bb(self) -> None:
        self._strips = None
        self.refresh()

    def watch_hud(self) -> None:
        self._strips = None
        self.refresh()

    def on_resize(self) -> None:
        self._strips = None

    def notify_style_update(self) -> None:
        super().notify_style_update()
        self._strips = None

    def money(self, amount: int, state: TableState) -> str:
        return chips(amount, state.unit, self.in_bb)

    def words(self, text: str, state: TableState) -> str:
        """A session sentence with its amounts in chips or big blinds, as the table shows."""
        return spell(text, lambda n: chips(n, state.unit, self.in_bb))

    # ---------------------------------------------------------------- paint
    def render_line(self, y: int) -> Strip:
        if self._strips is None or len(self._strips) != self.size.height or (
                self._strips and self._strips[0].cell_length != self.size.width):
            self._strips = self.paint().strips()
        if 0 <= y < len(self._strips):
            return self._strips[y]
        return Strip.blank(self.size.width, self.rich_style)

    def style(self, name: str) -> Style:
        return self.get_component_rich_style(name, partial=True)

    def palette(self) -> CardPalette:
        s = self.style
        return CardPalette(face=s("card--face"), red=s("card--red"), black=s("card--black"),
                           clubs4=s("card--clubs"), diamonds4=s("card--diamonds"),
                           best=s("card--best"), marked=s("card--marked"), down=s("card--down"),
                           dead=s("card--dead"), back=s("card--back"), slot=s("card--slot"))

    def paint(self) -> Canvas:
        w, h = self.size.width, self.size.height
        canvas = self._felt(w, h)
        self.drawn_cards = set()
        state = self.state
        if state is None or w < 10 or h < 5:
            return canvas
        seats = [s.seat for s in state.seats if s.occupied]
        hole = max([len(s.cards) for s in state.seats] + [2])
        hero = state.viewer if state.viewer is not None else state.hero
        if hero not in seats:
            hero = state.hero if state.hero in seats else seats[0]
        layout = layout_table(w, h, seats, hero, hole, state.board_size)
        self.layout_used = layout
        pal = self.palette()
        for spot in layout.spots:
            seat = state.seats[spot.seat]
            self._bet(canvas, spot, seat, state)
        for spot in layout.spots:
            self._seat(canvas, spot, state.seats[spot.seat], state, layout, pal)
        self._middle(canvas, layout, state, pal)
        return canvas

    # ----------------------------------------------------------------- felt
    _shared_felt: dict[tuple, Canvas] = {}  # noqa: RUF012 - one cache for every table

    def _felt(self, w: int, h: int) -> Canvas:
        s = self.style
        key = (w, h, *(str(s(n).bgcolor) for n in (
            "table--cloth", "table--felt", "table--felt-edge", "table--rail", "table--rail-edge")))
        cached = TableView._shared_felt.get(key)
        if cached is None:
            cached = self._paint_felt(w, h)
            if len(TableView._shared_felt) > 16:
                TableView._shared_felt.clear()
            TableView._shared_felt[key] = cached
        copy = Canvas(w, h, Style())
        copy.chars = [list(r) for r in cached.chars]
        copy.styles = [list(r) for r in cached.styles]
        return copy

    def _paint_felt(self, w: int, h: int) -> Canvas:
        """An oval at twice the vertical resolution (half blocks), lit from the middle."""
        s = self.style
        cloth = rgb(s("table--cloth").bgcolor, (16, 20, 24))
        felt = rgb(s("table--felt").bgcolor, (22, 110, 58))
        felt_edge = rgb(s("table--felt-edge").bgcolor, (10, 70, 36))
        rail = rgb(s("table--rail").bgcolor, (58, 36, 20))
        rail_edge = rgb(s("table--rail-edge").bgcolor, (110, 74, 40))
        canvas = Canvas(w, h, Style(bgcolor=color(cloth)))
        cx, cy = w / 2, h / 2
        rx, ry = max(4.0, w / 2 - 1), max(2.0, h / 2 - 0.25)
        rail_x, rail_y = 2.2, 1.1  # rail thickness in cells
        p = 2.6  # a superellipse: rounder than a rectangle, fuller than an ellipse

        def shade(px: float, py: float) -> tuple[int, int, int]:
            dx, dy = abs(px - cx), abs(py - cy)
            outer = (dx / rx) ** p + (dy / ry) ** p
            if outer > 1:
                return cloth
            inner = (dx / max(1.0, rx - rail_x)) ** p + (dy / max(1.0, ry - rail_y)) ** p
            if inner > 1:
                # Across the rail: 0 at the outer edge, 1 at the lip next to the felt.
                t = (1 - outer ** (1 / p)) / max(0.05, rail_x / rx)
                return mix(rail, rail_edge, 0.15 + 0.5 * round(min(1.0, t) ** 2 * 4) / 4)
            r = math.sqrt((dx / rx) ** 2 + (dy / ry) ** 2)
            band = round(min(1.0, r ** 2.2) * 10) / 10  # bands: fewer distinct cells to draw
            return mix(felt, felt_edge, band)

        cache: dict[tuple, Style] = {}  # one Style object per colour pair
        for y in range(h):
            for x in range(w):
                top = shade(x + 0.5, y + 0.25)
                bottom = shade(x + 0.5, y + 0.75)
                key = (top, bottom)
                st = cache.get(key)
                if st is None:
                    st = cache[key] = (Style(bgcolor=color(top)) if top == bottom else
                                       Style(color=color(top), bgcolor=color(bottom)))
                canvas.chars[y][x] = " " if top == bottom else "▀"
                canvas.styles[y][x] = st
        return canvas

    # ---------------------------------------------------------------- cards
    def _cards(self, canvas: Canvas, x: int, y: int, cards: tuple[CardView | None, ...], size: str,
               pal: CardPalette, gap: int = 1) -> None:
        cw, _ = SIZES[size]
        for i, view in enumerate(cards):
            rows = card_cells(view, size, pal, self.four_color)
            if view is not None and view.card is not None:
                self.drawn_cards.add(view.card)
            for dy, row in enumerate(rows):
                for dx, (ch, st) in enumerate(row):
                    cx = x + i * (cw + gap) + dx
                    canvas.put(cx, y + dy, ch, st)

    # ----------------------------------------------------------------- bets
    def _bet(self, canvas: Canvas, spot: Spot, seat: SeatState, state: TableState) -> None:
        if seat.bet <= 0:
            return
        amount = chips(seat.bet, state.unit, self.in_bb)
        text_len = 2 + len(amount)
        box = spot.bet
        if spot.bet_align == "center":
            x = box.x + (box.w - text_len) // 2
        elif spot.bet_align == "left":
            x = box.x
        else:
            x = box.right - text_len
        x = canvas.put(x, box.y, "●", self.style("table--chip"), over=True)
        canvas.put(x, box.y, " " + amount, self.style("table--bet"), over=True)

    # ---------------------------------------------------------------- seats
    def _seat(self, canvas: Canvas, spot: Spot, seat: SeatState, state: TableState,
              layout: TableLayout, pal: CardPalette) -> None:
        box = spot.box
        base = self.style("seat")
        muted = self.style("seat--muted")
        dim = seat.folded or not seat.dealt_in
        body = base + self.style("seat--folded") if dim else base
        all_in = seat.all_in and state.in_hand  # after the hand, no chips is just 0
        canvas.fill(box.x, box.y, box.w, box.h, body)
        # Header: name and the markers.
        header = self.style("seat--name")
        if seat.winner:
            header = header + self.style("seat--winner")
        elif seat.to_act:
            header = header + self.style("seat--active")
        elif seat.at_keys:
            header = header + self.style("seat--keys")
        elif dim:
            header = header + self.style("seat--folded")
        canvas.fill(box.x, box.y, box.w, 1, header)
        markers: list[tuple[str, Style]] = []
        if seat.small_blind:
            markers.append(("SB", header + self.style("seat--blind")))
        if seat.big_blind:
            markers.append(("BB", header + self.style("seat--blind")))
        if seat.button:
            markers.append(("D", self.style("seat--button")))
        mark_len = sum(len(t) + (2 if t == "D" else 1) for t, _ in markers)
        name = seat.name
        if spot.hero:
            name = f"{seat.name} · {chips(seat.stack, state.unit, self.in_bb)}"
            if all_in:
                name = f"{seat.name} · ALL-IN"
        canvas.put(box.x + 1, box.y, truncate(name, box.w - 2 - mark_len), header + Style(bold=True))
        x = box.right - 1 - mark_len
        for text, st in markers:
            if text == "D":
                x = canvas.put(x + 1, box.y, " D", st)
                canvas.put(x, box.y, " ", st)
                x += 1
            else:
                x = canvas.put(x + 1, box.y, text, st)
        # Status words for the last line.
        if not seat.occupied:
            status, st = "empty seat", muted
        elif not seat.dealt_in:
            status, st = ("sitting out" if seat.stack else _out(state, seat.seat)), muted
        elif seat.thinking:
            status, st = f"thinking {SPINNER[self._spin % len(SPINNER)]}", body + Style(italic=True)
        elif seat.winner and seat.won:
            words = f"wins {chips(seat.won, state.unit, self.in_bb)}"
            status, st = words, body + self.style("seat--winner")
        elif seat.fault:
            status, st = f"⚠ {seat.fault}", body + self.style("seat--fault")
        elif seat.mucked:
            status, st = "Mucks", muted
        elif seat.reason:  # a bot's reason, when shown, says its action and why (the log: all)
            status, st = seat.reason[:1].upper() + seat.reason[1:], body + Style(italic=True)
        elif seat.folded:
            status, st = self.words(seat.last_action, state) or "Fold", body
        else:
            status, st = self.words(seat.last_action, state), body
        if all_in:
            status = status.replace(" (all-in)", "")  # the stack line already says ALL-IN
        cards = seat.cards
        if spot.hero:
            size = layout.sizes.hero
            cw, ch = SIZES[size]
            width = row_width(len(cards), size)
            self._cards(canvas, box.x + (box.w - width) // 2, box.y + 1, cards, size, pal)
            if seat.folded and not cards:
                canvas.put(box.x + (box.w - 6) // 2, box.y + 1 + ch // 2, "folded", muted)
            last = box.y + box.h - 1
            line = status
            if seat.hand_name:
                line = hand_words(seat.hand_name)  # the header and the middle say what was won
            elif state.best_hand and seat.seat == state.viewer:
                best = state.best_hand.removeprefix("a ").removeprefix("an ")  # yours now
                line = f"{status} · {best}" if status and len(status) + len(best) + 3 <= box.w - 2 \
                    else best
            canvas.put(box.x + 1, last, truncate(line, box.w - 2), st)
            if seat.drawn is not None and not line.startswith(("Draws", "Stands")):
                d = f"drew {seat.drawn}"
                canvas.put(box.right - 1 - len(d), last, d, muted)
            if state.phase == "draw" and seat.to_act and seat.at_keys:
                # Which key marks which card.
                canvas.fill(box.x, last, box.w, 1, body)
                x0 = box.x + (box.w - width) // 2
                for i in range(min(len(cards), 9)):
                    canvas.put(x0 + i * (cw + 1) + cw // 2, last, str(i + 1),
                               body + self.style("seat--blind") + Style(bold=True))
            return
        size = layout.sizes.seat
        cw, ch = SIZES[size]
        stack = "ALL-IN" if all_in else chips(seat.stack, state.unit, self.in_bb)
        stack_style = body + self.style("seat--allin") if all_in else body + Style(bold=True)
        width = row_width(len(cards), size)
        if layout.sizes.compact:
            canvas.put(box.x + 1, box.y + 1, stack, stack_style)
            cx = box.right - 1 - width
            if cards:
                self._cards(canvas, cx, box.y + 1, cards, size, pal)
            elif seat.drawn is not None:
                d = f"drew {seat.drawn}"
                canvas.put(box.right - 1 - len(d), box.y + 1, d, muted)
            last = box.y + 2
        else:
            canvas.put(box.x + 1, box.y + 1, stack, stack_style)
            if seat.drawn is not None and not status.startswith(("Draws", "Stands")):
                d = f"drew {seat.drawn}"
                canvas.put(box.right - 1 - len(d), box.y + 1, d, muted)
            elif self.hud is not None and seat.seat in self.hud:
                numbers = hud_text(self.hud[seat.seat].stats, box.w - 3 - len(stack))
                canvas.put(box.right - 1 - len(numbers), box.y + 1, numbers, muted)
            if cards:
                self._cards(canvas, box.x + (box.w - width) // 2, box.y + 2, cards, size, pal)
            last = box.y + 2 + ch
        line = hand_words(seat.hand_name) if (seat.hand_name and not seat.winner) else status
        if layout.sizes.compact and cards and seat.drawn is not None and \
                not line.startswith(("Draws", "Stands")):
            line = f"{line} · drew {seat.drawn}" if line else f"drew {seat.drawn}"
        canvas.put(box.x + 1, last, truncate(line, box.w - 2), st)

    # --------------------------------------------------------------- middle
    def _middle(self, canvas: Canvas, layout: TableLayout, state: TableState,
                pal: CardPalette) -> None:
        center = layout.center
        cx = layout.width // 2
        y = center.y
        street = state.street.upper() if state.in_hand or state.board else ""
        if state.in_hand and state.phase == "draw":
            street = "THE DRAW"
        if street:
            canvas.put(cx - len(street) // 2, y, street, self.style("table--street"), over=True)
        size = layout.sizes.board
        cw, ch = SIZES[size]
        slots = max(state.board_size, len(state.board))
        if slots:
            cards: list[CardView | None] = list(state.board)
            if state.in_hand or state.board:
                cards += [None] * (slots - len(cards))
                width = row_width(slots, size)
                self._cards(canvas, cx - width // 2, y + 1, tuple(cards), size, pal)
        board_h = ch if slots else 1
        y += 1 + board_h
        pots = state.pots
        # Bets still in front of the seats count too: "Pot 3" before the flop, and
        # "Pot 40 · total 64" once a street's bets sit beside the pot.
        total = state.total_pot if state.in_hand else 0
        outstanding = total > sum(p.amount for p in pots)
        if pots or outstanding:
            parts = []
            for pot in pots:
                text = f"{pot.label} {chips(pot.amount, state.unit, self.in_bb)}"
                if pot.winners:
                    text += " → " + ", ".join(pot.winners)
                parts.append(text)
            if outstanding:
                money = chips(total, state.unit, self.in_bb)
                parts.append(f"total {money}" if parts else f"Pot {money}")
            line = "  ·  ".join(parts)
            room = self._room(layout, y, cx)
            if len(line) > room:
                line = "  ".join(p.replace("Side pot ", "S").replace("Main pot", "Main")
                                 for p in parts)
            line = truncate(line, room)
            st = self.style("table--winner-pot") if any(p.winners for p in pots) else \
                self.style("table--pot")
            canvas.put(cx - len(line) // 2, y, line, st, over=True)
        y += 1
        for result in state.results:
            room = self._room(layout, y, cx)
            if room < 10 or y >= layout.height:
                break
            text = truncate(self.words(result, state), room)
            canvas.put(cx - len(text) // 2, y, text, self.style("table--result"), over=True)
            y += 1

    def _room(self, layout: TableLayout, y: int, cx: int) -> int:
        """Width free around the centre on row ``y`` (between the seats there)."""
        left, right = 0, layout.width
        for spot in layout.spots:
            for b in (spot.box, spot.bet):
                if b.y <= y < b.bottom:
                    if b.right <= cx:
                        left = max(left, b.right + 1)
                    elif b.x > cx:
                        right = min(right, b.x - 1)
                    else:
                        return 0
        return max(0, 2 * min(cx - left, right - cx))


def _out(state: TableState, seat: int) -> str:
    """A seat with no chips: "out of chips", or its place in a sit-and-go ("out · 5th")."""
    tour = state.tournament
    finish = next((f for f in tour.finishes if f.seat == seat), None) if tour else None
    return f"out · {ordinal(finish.place)}" if finish is not None else "out of chips"

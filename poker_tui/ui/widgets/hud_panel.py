"""The HUD: each opponent's numbers from the journal, on their seat and, in full, beside the table.

``H`` shows it. The numbers come from ``stats.hud.TableHud`` (docs/stats.md):
the first reading goes through every saved hand, so it runs in a thread with a
read-only journal of its own, and the panel redraws when the answer comes back
as a message; after each hand only that hand is read. The seats show the short
form (``TableView.hud``); this panel names every number with its sample size.
A game that is not saved has no hands to read, and the panel says so.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, cast

from textual.message import Message
from textual.widgets import Static

from ...session import GameSession, TableState
from ...stats.hud import SeatNumbers, TableHud, hud_sentence
from ...store import Journal, SeatRecord
from ...store.review import Player, player_of
from .table_view import TableView

if TYPE_CHECKING:
    from ..screens.table import TableScreen

NOT_SAVED = "This game is not saved: the HUD reads saved hands only."


class HudPanel(Static):
    """Every opponent's numbers by name, shown while the HUD is on (hidden on narrow screens)."""

    DEFAULT_CSS = """
    HudPanel {
        display: none;
        width: 30;
        height: 100%;
        background: #0f141a;
        border-left: tall #30363d;
        padding: 0 1;
        color: #c9d1d9;
    }
    HudPanel.-on { display: block; }
    """

    class Read(Message):
        """The numbers read in the thread, back on the app's thread."""

        def __init__(self, numbers: dict[int, SeatNumbers]) -> None:
            super().__init__()
            self.numbers = numbers

    def __init__(self, session: GameSession, *, id: str | None = None) -> None:
        super().__init__("", id=id)
        self.session = session
        self.table_hud: TableHud | None = None
        self.numbers: dict[int, SeatNumbers] | None = None

    def on_mount(self) -> None:
        """The HUD setting (settings.toml, the settings screen) shows it from the start."""
        settings = getattr(self.app, "settings", None)
        if settings is not None and settings.table.get("hud"):
            self.add_class("-on")
            self.call_after_refresh(self.read)

    @property
    def on(self) -> bool:
        return self.has_class("-on")

    def toggle(self) -> None:
        """H: show the HUD (reading the journal) or hide it."""
        self.set_class(not self.on, "-on")
        if self.on:
            self.read()
        else:
            self.screen.query_one(TableView).hud = None

    def hand_over(self) -> None:
        """A hand was settled: read it, if the HUD is on."""
        if self.on:
            self.read()

    def read(self) -> None:
        saves = getattr(self.app, "saves", None)
        state = cast("TableScreen", self.screen).table_state
        if saves is None or state is None or not state.saved:
            self.update(NOT_SAVED)
            return
        if self.numbers is None:
            self.update("Reading the saved hands…")
        if self.table_hud is None:
            self.table_hud = TableHud(self.players(state))
        table_hud, path = self.table_hud, saves.path
        self.run_worker(
            lambda: self._read(table_hud, path), thread=True, group="hud", exclusive=True
        )

    def players(self, state: TableState) -> list[Player]:
        """The seats as the statistics know them: a human by name, a bot as ``bot:<name>``
        (its kind from the game's setup, where the seat still holds that player)."""
        setup = self.session.config.seats
        out = []
        for seat in state.seats:
            if not seat.occupied:
                continue
            bot = (
                setup[seat.seat].bot
                if seat.seat < len(setup) and (setup[seat.seat].name == seat.name)
                else None
            )
            if not seat.human and bot is None:
                continue  # a bot the setup does not name: no numbers rather than wrong ones
            kind = "human" if seat.human else f"bot:{bot}"
            out.append(player_of(SeatRecord(seat.seat, seat.name, kind, seat.stack)))
        return out

    def _read(self, table_hud: TableHud, path: object) -> None:
        """In a thread: a reader of its own (SQLite connections stay in their thread)."""
        reader = Journal.reader(str(path))
        if reader is None:
            return
        try:
            numbers = table_hud.numbers(reader)
        finally:
            reader.close()
        self.post_message(self.Read(numbers))

    def on_hud_panel_read(self, message: Read) -> None:
        self.numbers = message.numbers
        if self.on:
            self.screen.query_one(TableView).hud = message.numbers
        self.update(self.text())

    def text(self) -> str:
        numbers = self.numbers or {}
        if not numbers:
            return "HUD: no opponents yet."
        lines = ["HUD · over the hands played against you", ""]
        for seat in sorted(numbers):
            n = numbers[seat]
            lines.append(n.name if n.identity == n.name else f"{n.name} ({n.identity})")
            lines.append(f"  {hud_sentence(n.stats)}")
        lines += ["", "On the seats: n hands VPIP/PFR/3B/AF/WTSD (docs/stats.md)."]
        return "\n".join(lines)

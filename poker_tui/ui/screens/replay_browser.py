"""The replayer's list: saved games and their hands, filtered, one Enter from a replay.

Opened from the lobby (^Y) or the table (Y, ^Y). Games are filtered by game and
date, hands by the viewer's result, a showdown and the pot's size; Enter on a
hand opens it in ``ReplayScreen``, whose N/P walk this filtered list. Whose eyes
the replay uses: the game's single human; in a hot-seat game the player at the
keys chooses from the lobby, and at a table it is the player at the keys, fixed
(``locked``), so nobody is shown another player's hidden cards.
"""

from __future__ import annotations

from typing import Any

from textual import on, work
from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import Horizontal, Vertical
from textual.screen import Screen
from textual.widgets import DataTable, OptionList, Static
from textual.widgets.option_list import Option

from ...engine.games import get_variant
from ...session import GameEntry, HandEntry, HandFilter, SavedHands, since
from ..fmt import chips
from ..keys import shown
from ..widgets.choice import Choice
from .replay import ReplayScreen

SINCE = [("any date", None), ("today", 0), ("last 7 days", 7), ("last 30 days", 30)]
RESULT = [("any result", "any"), ("won", "won"), ("lost", "lost")]
SHOWDOWN = [("either", None), ("showdown", True), ("no showdown", False)]
POT = [
    ("any pot", 0.0),
    ("10 bb or more", 10.0),
    ("25 bb or more", 25.0),
    ("50 bb or more", 50.0),
    ("100 bb or more", 100.0),
]


class ReplayBrowser(Screen[None]):
    """``session_id``: the game to open on (the table's); ``viewer``: fixed eyes when
    ``locked`` (the table's player at the keys), else chosen here in a hot-seat game."""

    CSS_PATH = "replay_browser.tcss"
    BINDINGS = [Binding("escape", "close", "Back", id="replay-list-close")]

    def __init__(
        self,
        source: SavedHands,
        *,
        session_id: int | None = None,
        viewer: int | None = None,
        locked: bool = False,
        four_color: bool = False,
    ) -> None:
        super().__init__()
        self.source = source
        self.wanted_game = session_id
        self.fixed_viewer = viewer
        self.locked = locked
        self.four_color = four_color
        self.games: list[GameEntry] = []
        self.all_hands: list[HandEntry] = []
        self.hands: list[HandEntry] = []  # the filtered list shown
        self.game: GameEntry | None = None

    def compose(self) -> ComposeResult:
        yield Static("Replay saved hands", id="replay-title")
        with Horizontal(id="replay-filters"):
            with Vertical():
                yield Choice(
                    [("all games", None)], None, id="filter-game", label="Game", label_width=8
                )
                yield Choice(SINCE, None, id="filter-since", label="Date", label_width=8)
                yield Choice([("—", None)], None, id="filter-viewer", label="Eyes", label_width=8)
            with Vertical():
                yield Choice(RESULT, "any", id="filter-result", label="Result", label_width=10)
                yield Choice(SHOWDOWN, None, id="filter-showdown", label="Showdown", label_width=10)
                yield Choice(POT, 0.0, id="filter-pot", label="Pot", label_width=10)
        with Horizontal(id="replay-lists"):
            yield OptionList(id="replay-games")
            yield DataTable(id="replay-hands", cursor_type="row", zebra_stripes=True)
        yield Static("", id="replay-hint")

    def on_mount(self) -> None:
        table = self.query_one("#replay-hands", DataTable)
        table.add_columns("Hand", "Started", "Pot", "Result", "Showdown", "Won by")
        everything = self.source.games()
        variants = sorted({g.variant for g in everything})
        self.query_one("#filter-game", Choice).set_options(
            [("all games", None)] + [(get_variant(v).name, v) for v in variants]
        )
        self.query_one("#replay-hint", Static).update(self._hint())
        self.list_games()
        self.query_one("#replay-games" if self.games else "#filter-game").focus()

    def _hint(self) -> str:
        return (
            f" [b]Tab[/b] moves · [b]←/→[/b] changes a filter · [b]Enter[/b] replays the"
            f" hand · [b]Esc[/b] back · [b]{shown('help', self.app)}[/b] the replay's keys"
        )

    # --------------------------------------------------------------- games
    def list_games(self) -> None:
        variant = self.query_one("#filter-game", Choice).value
        days = self.query_one("#filter-since", Choice).value
        self.games = self.source.games(variant, since(days))
        games = self.query_one("#replay-games", OptionList)
        games.clear_options()
        games.add_options([Option(g.label, id=str(g.session_id)) for g in self.games])
        if not self.games:
            self.game = None
            self._show_hands([])
            self.query_one("#replay-title", Static).update(
                "Replay saved hands · no saved game with a finished hand matches"
            )
            return
        at = next((i for i, g in enumerate(self.games) if g.session_id == self.wanted_game), 0)
        games.highlighted = at
        self.choose_game(self.games[at])

    @on(OptionList.OptionHighlighted, "#replay-games")
    def _game_highlighted(self, event: OptionList.OptionHighlighted) -> None:
        index = event.option_index
        if 0 <= index < len(self.games) and self.games[index] is not self.game:
            self.choose_game(self.games[index])

    def choose_game(self, game: GameEntry) -> None:
        self.game = game
        self.wanted_game = game.session_id
        viewer = self.query_one("#filter-viewer", Choice)
        if self.locked:
            name = (
                "nobody"
                if self.fixed_viewer is None
                else dict(game.humans).get(self.fixed_viewer, "nobody")
            )
            options: list[tuple[str, Any]] = [(f"{name} (at the keys)", self.fixed_viewer)]
        else:
            options = [(name, seat) for seat, name in game.humans]
        viewer.set_options(options)
        viewer.disabled = len(options) == 1
        self.query_one("#replay-title", Static).update(f"Replay saved hands · {game.title}")
        self.load_hands(game)

    @work(thread=True, exclusive=True, group="replay-list")
    def load_hands(self, game: GameEntry) -> None:
        hands = self.source.hands(game)
        self.app.call_from_thread(self._hands_ready, game, hands)

    def _hands_ready(self, game: GameEntry, hands: list[HandEntry]) -> None:
        if game is self.game:
            self.all_hands = hands
            self.refilter()

    # --------------------------------------------------------------- hands
    @property
    def viewer(self) -> int | None:
        value: int | None = self.query_one("#filter-viewer", Choice).value
        return value

    def hand_filter(self) -> HandFilter:
        return HandFilter(
            self.query_one("#filter-result", Choice).value,
            self.query_one("#filter-showdown", Choice).value,
            self.query_one("#filter-pot", Choice).value,
        )

    def refilter(self) -> None:
        keep = self.hand_filter()
        self._show_hands([h for h in self.all_hands if keep.keeps(h, self.viewer)])

    def _show_hands(self, hands: list[HandEntry]) -> None:
        self.hands = hands
        table = self.query_one("#replay-hands", DataTable)
        table.clear()
        for h in reversed(hands):  # the newest first
            net = h.result(self.viewer)
            result = "—" if net is None else f"{net:+,}" if net else "0"
            table.add_row(
                f"#{h.hand_no}",
                h.started[11:16],
                chips(h.pot),
                result,
                "yes" if h.showdown else "—",
                ", ".join(h.winners) or "—",
                key=str(h.hand_no),
            )

    @on(Choice.Changed)
    def _filter_changed(self, event: Choice.Changed) -> None:
        if event.control.id in ("filter-game", "filter-since"):
            self.list_games()
        else:
            self.refilter()

    @on(OptionList.OptionSelected, "#replay-games")
    def _game_entered(self) -> None:
        """Enter on a game replays the hand under the hands' cursor, as the footer says."""
        table = self.query_one("#replay-hands", DataTable)
        if 0 <= table.cursor_row < len(self.hands):
            self.open_hand(self.hands[table.cursor_row].hand_no)

    @on(DataTable.RowSelected, "#replay-hands")
    def _hand_chosen(self, event: DataTable.RowSelected) -> None:
        number = int(str(event.row_key.value))
        self.open_hand(number)

    def open_hand(self, hand_no: int) -> None:
        """Replay hand ``hand_no`` of the chosen game (N/P walk the filtered list)."""
        if self.game is None:
            return
        index = next(i for i, h in enumerate(self.hands) if h.hand_no == hand_no)
        self.app.push_screen(
            ReplayScreen(
                self.source,
                self.game,
                self.hands,
                index,
                self.viewer,
                locked=self.locked or not self.game.shared,
                four_color=self.four_color,
            )
        )

    def action_close(self) -> None:
        self.dismiss(None)

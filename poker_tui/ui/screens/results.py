"""Your results: net chips and bb/100 with its 95% interval, split as you choose, and a bankroll graph.

Opened with ^G from the lobby or the table. Everything is read from the journal
(read-only, in a thread: a long history must not freeze the keys) and counted
by ``poker_tui.stats`` as ``history stats`` counts it (docs/stats.md). The
fields choose the period, the game, the stakes, whose results (when several
humans played) and the split: by game, stakes, position or opponent. The graph
is plotext's, drawn by ``textual-plotext``: net chips after each hand, with
its axes and a zero line.
"""

from __future__ import annotations

from pathlib import Path

from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import Horizontal, Vertical
from textual.message import Message
from textual.screen import Screen
from textual.widgets import DataTable, Static
from textual_plotext import PlotextPlot

from ...stats.bankroll_plot import draw_bankroll
from ...stats.period import HandFilter, since_moment, stakes_of
from ...stats.players import PlayerStats, player_stats
from ...stats.results import GROUPINGS, results_by
from ...store import Journal
from ...store.review import PlayedHand, played_hands
from ..widgets.choice import Choice

PERIODS: list[tuple[str, str | None]] = [
    ("all time", None),
    ("the last 24 hours", "24h"),
    ("the last 7 days", "7d"),
    ("the last 30 days", "30d"),
    ("the last year", "52w"),
]
ANY = ""
"""The value of "every game" and "all stakes"."""


def signed(x: float | None, places: int = 1) -> str:
    return "-" if x is None else f"{x:+.{places}f}"


def summary(s: PlayerStats | None, who: str) -> str:
    """``You: 42 hands, +120 chips, +14.3 bb/100 (95%: -30.1 to +58.7)``."""
    if s is None or not s.hands:
        return f"{who}: no finished hands in this choice."
    ci = s.bb_ci
    interval = (
        f" (95%: {signed(ci[0])} to {signed(ci[1])})" if ci else " (too few hands for an interval)"
    )
    hands = "1 hand" if s.hands == 1 else f"{s.hands:,} hands"
    return f"{who}: {hands}, {s.net:+,} chips, {signed(s.bb_per_100)} bb/100{interval}"


class ResultsScreen(Screen[None]):
    """The results screen; ``Escape`` goes back where it was opened."""

    DEFAULT_CSS = """
    ResultsScreen { layout: vertical; }
    #results-title { height: 1; background: #161b22; color: #e6edf3; text-style: bold; }
    #results-fields { height: auto; padding: 0 1; }
    #results-fields Choice { width: 60; }
    #results-summary { height: 2; padding: 0 1; color: #e6edf3; }
    #results-body { height: 1fr; }
    #results-table { width: 62; height: 100%; }
    #results-graph { width: 1fr; height: 100%; }
    #results-hint { height: 1; color: #8b949e; }
    ResultsScreen.-narrow #results-body { layout: vertical; }
    ResultsScreen.-narrow #results-table { width: 100%; height: auto; max-height: 6; }
    ResultsScreen.-narrow #results-graph { width: 100%; height: 1fr; min-height: 8; }
    """
    HORIZONTAL_BREAKPOINTS = [(0, "-narrow"), (110, "-wide")]  # the graph below the table
    BINDINGS = [Binding("escape,q", "back", "Back", id="results-back")]

    class Loaded(Message):
        def __init__(self, hands: list[PlayedHand], problem: str = "") -> None:
            super().__init__()
            self.hands = hands
            self.problem = problem

    def __init__(self, path: Path, you: str | None = None) -> None:
        super().__init__()
        self.path = path
        self.you = you
        self.hands: list[PlayedHand] | None = None

    def compose(self) -> ComposeResult:
        yield Static(" Your results", id="results-title")
        with Vertical(id="results-fields"):
            yield Choice(PERIODS, None, id="period", label="Period", label_width=10)
            yield Choice([("every game", ANY)], ANY, id="game", label="Game", label_width=10)
            yield Choice([("all stakes", ANY)], ANY, id="stakes", label="Stakes", label_width=10)
            yield Choice([("you", ANY)], ANY, id="player", label="Player", label_width=10)
            yield Choice(
                [(f"by {g}", g) for g in GROUPINGS], "game", id="by", label="Split", label_width=10
            )
        yield Static("Reading the saved hands…", id="results-summary")
        with Horizontal(id="results-body"):
            yield DataTable(id="results-table", cursor_type="row", zebra_stripes=True)
            yield PlotextPlot(id="results-graph")
        yield Static(
            " ↑↓ field  ←→ choose  Esc back · amounts in each hand's own big blinds;"
            " 95% interval of bb/100 (docs/stats.md)",
            id="results-hint",
        )

    def on_mount(self) -> None:
        self.query_one(DataTable).add_columns("", "hands", "net", "bb/100", "95% CI")
        self.run_worker(self._load, thread=True, group="results", exclusive=True)

    def _load(self) -> None:
        """In a thread, with a reader of its own."""
        left_out: list[str] = []
        try:
            journal = Journal.reader(self.path)
        except Exception as exc:  # a file that is not ours, or damaged: one sentence
            self.post_message(self.Loaded([], str(exc)))
            return
        if journal is None:
            self.post_message(self.Loaded([], "No saved games yet: play a game first."))
            return
        try:
            hands = list(played_hands(journal, None, [], left_out))
        finally:
            journal.close()
        self.post_message(self.Loaded(hands, "; ".join(left_out[:1])))

    def on_results_screen_loaded(self, message: Loaded) -> None:
        self.hands = message.hands
        hands = message.hands
        games = sorted({(p.hand.variant.name, p.hand.variant.code) for p in hands})
        self.query_one("#game", Choice).set_options([("every game", ANY), *games])
        self._stakes_options()
        humans: dict[str, int] = {}
        for p in hands:
            for player in p.players:
                if player.human:
                    humans[player.identity] = humans.get(player.identity, 0) + 1
        ranked = sorted(humans, key=lambda h: (-humans[h], h.lower()))
        if self.you in humans:
            ranked.remove(self.you)
            ranked.insert(0, self.you)
        if ranked:
            self.query_one("#player", Choice).set_options([(h, h) for h in ranked])
        self.draw(message.problem)

    def _stakes_options(self) -> None:
        game = self.query_one("#game", Choice).value
        stakes = sorted(
            {stakes_of(p) for p in self.hands or [] if not game or p.hand.variant.code == game}
        )
        self.query_one("#stakes", Choice).set_options(
            [("all stakes", ANY)] + [(s, s) for s in stakes]
        )

    def on_choice_changed(self, event: Choice.Changed) -> None:
        if self.hands is None:
            return
        if event.choice.id == "game":
            self._stakes_options()
        self.draw()

    def chosen(self) -> list[PlayedHand]:
        """The hands the fields choose."""
        since = self.query_one("#period", Choice).value
        game = self.query_one("#game", Choice).value
        stakes = self.query_one("#stakes", Choice).value
        kept = HandFilter(since_moment(since) if since else None, game or None, stakes or None)
        return [p for p in self.hands or [] if kept.keeps(p)]

    def draw(self, problem: str = "") -> None:
        you = self.query_one("#player", Choice).value
        hands = self.chosen()
        mine = next((s for s in player_stats(hands) if s.player == you), None) if you else None
        words = summary(mine, you or "You") if you else "No human has a finished hand saved yet."
        self.query_one("#results-summary", Static).update(
            words + (f"\n{problem}" if problem else "")
        )
        table = self.query_one(DataTable)
        table.clear()
        by = self.query_one("#by", Choice).value
        for row in results_by(hands, you, by) if you else []:
            ci = row.bb_ci
            table.add_row(
                row.player,
                f"{row.hands:,}",
                f"{row.net:+,}",
                signed(row.bb_per_100),
                f"{signed(ci[0], 0)}..{signed(ci[1], 0)}" if ci else "-",
            )
        plot = self.query_one(PlotextPlot)
        draw_bankroll(plot.plt, mine.bankroll if mine else [], "Bankroll (chips)")
        plot.refresh()

    def action_back(self) -> None:
        self.dismiss(None)

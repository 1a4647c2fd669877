"""The end of a sit-and-go: every place and prize, then back to the lobby (and the table's
other sit-and-go part, ``TournamentBar``, re-exported: one import for the table screen).

Drawn from ``TableState.tournament`` (the seam): the same finishes the log said,
best place first, with the prize pool they share. At a cash game the end is the
plain notice it always was (``game_over_screen`` chooses).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from rich.text import Text
from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import Horizontal, Vertical
from textual.screen import ModalScreen, Screen
from textual.widgets import Button, Static

from ...session import TableState, TournamentStatus, ordinal
from ..widgets.tournament_bar import TournamentBar
from .answer_once import AnswerOnce
from .dialogs import NoticeDialog

if TYPE_CHECKING:
    from ..app import PokerApp

__all__ = ["TournamentBar", "TournamentResults", "game_over_screen", "show_game_over"]


def results_text(status: TournamentStatus, hero: int | None = None) -> Text:
    """One line a place: place, name, prize (and the hand they went out in)."""
    text = Text()
    width = max((len(f.name) for f in status.finishes), default=4)
    for f in status.finishes:
        place = ordinal(f.place) + ("=" if f.shared else " ")
        prize = f"{f.prize:>6,}" if f.prize else "     -"
        out = f"out in hand #{f.hand_no}" if f.hand_no else "the winner"
        style = "bold #e3b341" if f.seat == hero else ("bold" if f.place == 1 else "")
        text.append(f" {place:<5} {f.name:<{width}}  {prize}   {out}\n", style=style)
    return text


class TournamentResults(AnswerOnce, ModalScreen[None]):
    """Every place and prize of the sit-and-go that just ended; Enter goes to the lobby."""

    DEFAULT_CSS = """
    TournamentResults { align: center middle; }
    TournamentResults > Vertical {
        width: 64; max-width: 100%; height: auto; max-height: 90%;
        border: thick #e3b341; background: #0d1117; padding: 0 2;
    }
    TournamentResults .results--title { text-style: bold; color: #e3b341; margin: 1 0 0 0; }
    TournamentResults .results--table { margin: 1 0; width: auto; }
    TournamentResults .results--note { color: #8b949e; }
    TournamentResults Horizontal { height: auto; align: center middle; margin: 1 0 0 0; }
    """
    BINDINGS = [Binding("enter,escape,space", "close", "Back to the lobby", id="results-ok")]

    def __init__(self, reason: str, state: TableState) -> None:
        super().__init__()
        self.reason = reason
        self.state = state

    def compose(self) -> ComposeResult:
        status = self.state.tournament
        assert status is not None
        with Vertical():
            yield Static(
                f"The {status.name} sit-and-go: results", classes="results--title", markup=False
            )
            yield Static(self.reason, markup=False)
            yield Static(results_text(status, self.state.hero), classes="results--table")
            shared = any(f.shared for f in status.finishes)
            yield Static(
                f"Prize pool {status.pool:,} ({status.pool // max(1, status.entrants)} an entry),"
                f" paid {'/'.join(f'{p:,}' for p in status.prizes)}"
                + (
                    "; = marks a place shared by players out in one hand with equal chips."
                    if shared
                    else "."
                ),
                classes="results--note",
                markup=False,
            )
            with Horizontal():
                yield Button("Back to the lobby (Enter)", variant="primary", id="ok")

    def on_button_pressed(self) -> None:
        self.dismiss(None)

    def action_close(self) -> None:
        self.dismiss(None)


def game_over_screen(reason: str, state: TableState) -> Screen[None]:
    """The results of a sit-and-go, or the cash game's notice that the game is over."""
    if state.tournament is not None and state.tournament.over:
        return TournamentResults(reason, state)
    return NoticeDialog(f"The game is over: {reason}", "Back to the lobby")


def show_game_over(app: PokerApp, reason: str, state: TableState) -> None:
    """The end of the game over the table; its answer goes back to the lobby."""
    app.push_screen(game_over_screen(reason, state), lambda _: app.action_new_game(confirm=False))

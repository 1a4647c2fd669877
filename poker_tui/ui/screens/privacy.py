"""Hot seat: a full screen that hides the table while the keyboard changes hands.

It is a whole screen, not a dialog over the table, so nothing of the table
(and no card) is drawn while it is up.
"""

from __future__ import annotations

from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import Vertical
from textual.screen import Screen
from textual.widgets import Static

from .answer_once import AnswerOnce


class PrivacyScreen(AnswerOnce, Screen[None]):
    CSS_PATH = "privacy.tcss"
    BINDINGS = [Binding("enter", "ready", "I am here", id="privacy-ready")]

    def __init__(self, player: str) -> None:
        super().__init__()
        self.player = player

    def compose(self) -> ComposeResult:
        with Vertical(id="privacy-box"):
            yield Static("♠ [#c4232f]♥ ♦[/] ♣", id="privacy-suits")
            yield Static(f"Pass the keyboard to {self.player}", id="privacy-title")
            yield Static(f"{self.player}, press Enter when nobody else can see.",
                         id="privacy-hint")
            yield Static("Every hole card stays hidden until then.", id="privacy-note")

    def action_ready(self) -> None:
        self.dismiss(None)

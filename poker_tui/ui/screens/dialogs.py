"""Small modal questions: quit?, fold when checking is free?, rebuy or leave?"""

from __future__ import annotations

from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import Horizontal, Vertical
from textual.screen import ModalScreen
from textual.widgets import Button, Static

from ..fmt import plain_words
from .answer_once import AnswerOnce


class ConfirmDialog(AnswerOnce, ModalScreen[bool]):
    """A yes/no question; Y or Enter says yes, N or Esc says no."""
    CSS_PATH = "dialogs.tcss"
    AUTO_FOCUS = "#no"  # focused as the dialog mounts: one dismissed before then has no #no

    BINDINGS = [
        Binding("y", "answer(True)", "Yes", id="confirm-yes"),
        Binding("n,escape", "answer(False)", "No", id="confirm-no"),
    ]

    def __init__(self, question: str, yes: str = "Yes", no: str = "No", *,
                 name: str | None = None) -> None:
        super().__init__(name=name)
        self.question = question
        self.yes = yes
        self.no = no

    def compose(self) -> ComposeResult:
        with Vertical(classes="dialog"):
            yield Static(plain_words(self.question), classes="dialog--question", markup=False)
            with Horizontal(classes="dialog--buttons"):
                yield Button(f"{self.yes} (Y)", variant="error", id="yes")
                yield Button(f"{self.no} (N)", variant="primary", id="no")

    def on_button_pressed(self, event: Button.Pressed) -> None:
        self.dismiss(event.button.id == "yes")

    def action_answer(self, answer: bool) -> None:
        self.dismiss(answer)


class BustDialog(AnswerOnce, ModalScreen[str]):
    """Out of chips: R buys in again, L leaves the table."""
    CSS_PATH = "dialogs.tcss"
    AUTO_FOCUS = "#rebuy"

    BINDINGS = [
        Binding("r", "choose('rebuy')", "Rebuy", id="bust-rebuy"),
        Binding("l,escape", "choose('leave')", "Leave", id="bust-leave"),
    ]

    def __init__(self, name: str, buy_in: str) -> None:
        super().__init__()
        self.player = name
        self.buy_in = buy_in

    def compose(self) -> ComposeResult:
        with Vertical(classes="dialog"):
            who = "You" if self.player.casefold() == "you" else f"{self.player}, you"
            yield Static(f"{who} are out of chips.", classes="dialog--question")
            with Horizontal(classes="dialog--buttons"):
                yield Button(f"Rebuy {self.buy_in} (R)", variant="success", id="rebuy")
                yield Button("Leave (L)", variant="default", id="leave")

    def on_button_pressed(self, event: Button.Pressed) -> None:
        self.dismiss(str(event.button.id))

    def action_choose(self, choice: str) -> None:
        self.dismiss(choice)


class NoticeDialog(AnswerOnce, ModalScreen[None]):
    """A message to acknowledge with Enter."""
    CSS_PATH = "dialogs.tcss"

    BINDINGS = [Binding("enter,escape,space", "close", "OK", id="notice-ok")]

    def __init__(self, message: str, button: str = "OK") -> None:
        super().__init__()
        self.message = message
        self.button = button

    def compose(self) -> ComposeResult:
        with Vertical(classes="dialog"):
            yield Static(self.message, classes="dialog--question")
            with Horizontal(classes="dialog--buttons"):
                yield Button(f"{self.button} (Enter)", variant="primary", id="ok")

    def on_button_pressed(self) -> None:
        self.dismiss(None)

    def action_close(self) -> None:
        self.dismiss(None)

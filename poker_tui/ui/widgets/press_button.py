"""A one-line button for the lobby: Enter, Space or a click presses it.

Textual's ``Button`` brings 7 kB of stylesheet for its variants and sizes (the
largest single part of the lobby's CSS, parsed before the first frame); the
lobby's two buttons need a label, a colour and a focus look, no more.
"""

from __future__ import annotations

from textual import events
from textual.binding import Binding
from textual.message import Message
from textual.widgets import Static


class PressButton(Static, can_focus=True):
    """``PressButton("Deal  ⏎", id="deal")``; posts ``PressButton.Pressed`` when pressed."""

    DEFAULT_CSS = """
    PressButton { width: auto; min-width: 16; height: 3; padding: 0 2; content-align: center middle;
                  text-align: center; text-style: bold; background: #30363d; color: #ffffff; }
    PressButton:focus { text-style: bold reverse; }
    """
    BINDINGS = [Binding("enter,space", "press", "Press", show=False)]

    class Pressed(Message):
        """The button was pressed."""

        def __init__(self, button: PressButton) -> None:
            super().__init__()
            self.button = button

        @property
        def control(self) -> PressButton:
            return self.button

    def action_press(self) -> None:
        if not self.disabled:
            self.post_message(self.Pressed(self))

    async def _on_click(self, event: events.Click) -> None:
        event.stop()
        self.action_press()

"""The lobby's saved games: the list, the Resume line and the buttons, kept up to date.

Functions of the lobby screen (``lobby.LobbyScreen``), apart so the screen's module stays one
idea: laying out and dealing a table.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from textual.containers import Horizontal
from textual.widgets import Static

from ..widgets.choice import Choice
from ..widgets.press_button import PressButton
from .lobby_words import resume_text, saved_label

if TYPE_CHECKING:
    from .lobby import LobbyScreen

MAX_LISTED = 20


def look_again(lobby: LobbyScreen) -> None:
    """A game another window played: is that window gone? (Its lock went with it.)"""
    if lobby.recheck is None or lobby.answered:
        return
    games = lobby.recheck()[:MAX_LISTED]
    if [(g.session_id, g.played_by) for g in games] == [
        (g.session_id, g.played_by) for g in lobby.saved_games
    ]:
        return
    chosen = lobby.saved.session_id if lobby.saved else None
    lobby.saved_games = games
    lobby.saved = next((g for g in games if g.session_id == chosen), games[0] if games else None)
    show_saved(lobby)


def show_saved(lobby: LobbyScreen) -> None:
    """The list, the Resume line, the buttons and the hint, after the saved games changed."""
    saved_list = lobby.query("#saved")
    if saved_list:
        field = saved_list.first(Choice)
        with lobby.prevent(Choice.Changed):
            field.set_options(
                [(saved_label(g), g.session_id) for g in lobby.saved_games] or [("none", 0)]
            )
            if lobby.saved is not None:
                field.value = lobby.saved.session_id
    lines = lobby.query("#resume-line")
    if lines and lobby.saved is not None:
        lines.first(Static).update(resume_text(lobby.saved, lobby._resume_width()))
    buttons = lobby.query_one("#lobby-buttons", Horizontal)
    deal = lobby.query_one("#deal", PressButton)
    resume = lobby.query("#resume")
    if lobby.resumable and not resume:
        buttons.mount(PressButton("Resume  ⏎", id="resume"), before=deal)
        deal.update(f"New game  {lobby._key('lobby-deal')}")
    elif not lobby.resumable and resume:
        resume.remove()
        deal.update("Deal  ⏎")
    lobby.query_one("#lobby-hint", Static).update(lobby._hint())

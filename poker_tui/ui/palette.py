"""The command palette (^P), guarded against two ways keys typed at once ended the app.

PageUp or PageDown pressed in the instant the palette's first results land
(before the list has been laid out) asks Textual's ``OptionList`` for the
line of option 0, which it has not measured yet: ``KeyError: 0`` ends the
app. Until Textual fixes it, a page key on a list with no size yet moves to
the first or last command, which is what a page move does on a list that fits.

Enter pressed three times at once ran the command and dismissed the palette
once per key: the table was popped, then the last screen (``ScreenStackError``).
Once a command is chosen the palette answers nothing more (``AnswerOnce``).

^P then Esc at once closed the palette before its search had started: the
search's worker looked for the list that was gone (``NoMatches: CommandList``)
and the app ended. A search on a palette whose list is gone stops quietly.
"""

from __future__ import annotations

import inspect

from textual import work
from textual.command import CommandList, CommandPalette
from textual.css.query import NoMatches
from textual.message import Message
from textual.widgets import Button, Input, OptionList

from .screens.answer_once import AnswerOnce

_CHOOSING = (Input.Submitted, Button.Pressed, OptionList.OptionSelected)
"""The messages that choose (and run) a command."""


class SafeCommandPalette(AnswerOnce, CommandPalette):
    def _action_command_list(self, action: str) -> None:
        if action in ("page_up", "page_down"):
            commands = self.query_one(CommandList)
            if commands.option_count and not commands.scrollable_content_region:
                commands.action_first() if action == "page_up" else commands.action_last()
                return
        super()._action_command_list(action)

    async def _on_message(self, message: Message) -> None:
        if self.answered and isinstance(message, _CHOOSING):
            return  # a second Enter queued behind the first: the command runs once
        await super()._on_message(message)

    @work(exclusive=True, group=CommandPalette._GATHER_COMMANDS_GROUP)
    async def _gather_commands(self, search_value: str) -> None:
        # the search itself, without the @work that wraps it: Textual has no public hook to
        # catch what it raises when the palette closes while it runs
        search = inspect.unwrap(CommandPalette._gather_commands)
        try:
            await search(self, search_value)
        except NoMatches:
            if self.query(CommandList):  # the palette is whole: a real bug, not a closed palette
                raise

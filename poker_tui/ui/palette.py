"""The command palette (^P), guarded against a Textual 8.2.8 crash.

PageUp or PageDown pressed in the instant the palette's first results land
(before the list has been laid out) asks Textual's ``OptionList`` for the
line of option 0, which it has not measured yet: ``KeyError: 0`` ends the
app. Until Textual fixes it, a page key on a list with no size yet moves to
the first or last command, which is what a page move does on a list that fits.
"""

from __future__ import annotations

from textual.command import CommandList, CommandPalette


class SafeCommandPalette(CommandPalette):
    def _action_command_list(self, action: str) -> None:
        if action in ("page_up", "page_down"):
            commands = self.query_one(CommandList)
            if commands.option_count and not commands.scrollable_content_region:
                commands.action_first() if action == "page_up" else commands.action_last()
                return
        super()._action_command_list(action)

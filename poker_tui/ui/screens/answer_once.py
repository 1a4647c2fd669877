"""A screen that answers once: keys that land after the answer cannot pop the screen beneath.

Textual's ``Screen.dismiss`` pops whatever screen is on top. Enter pressed
three times at once on the palette, a dialog or the lobby dismissed the screen
with the first key, and the next keys, already queued, dismissed it again: the
table went, then the app's last screen (``ScreenStackError``). Every screen of
the app that is dismissed with an answer takes this mixin first.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from textual.await_complete import AwaitComplete

if TYPE_CHECKING:  # the type checker sees the Screen this is mixed into; at run time a plain mixin
    from textual.screen import Screen

    _MixedIntoScreen = Screen[Any]
else:
    _MixedIntoScreen = object


class AnswerOnce(_MixedIntoScreen):
    """Mixed in before ``Screen``: ``dismiss`` acts once, and only on the screen on top."""

    answered = False

    def dismiss(self, result: Any = None) -> AwaitComplete:
        if self.answered or not self.is_current:
            return AwaitComplete.nothing()  # a key queued behind the answer: nothing to do
        self.answered = True
        return super().dismiss(result)

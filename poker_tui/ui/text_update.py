"""Update a line of text without a layout pass of the whole screen when nothing moves.

``Static.update`` lays out the whole screen by default, because new text may
change the widget's size. The table's top bar and status line change on every
event of a hand; laying the screen out for each was most of a frame's cost.
Unchanged text is not set again, and a line that cannot wrap (or a widget whose
height is fixed) is redrawn in place.
"""

from __future__ import annotations

from textual.widgets import Static


def set_line(static: Static, text: str, *, fixed_height: bool = False) -> None:
    """Show ``text`` in ``static``; lay out again only if its height may change."""
    old = static.content
    if isinstance(old, str) and old == text:
        return
    width = static.size.width
    may_wrap = not width or max(len(old) if isinstance(old, str) else width, len(text)) >= width
    static.update(text, layout=may_wrap and not fixed_height)

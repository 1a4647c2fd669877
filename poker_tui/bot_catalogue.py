"""Which bots are installed, by name, without loading any of them.

Bots come through the ``poker_tui.bots`` entry point group. Listing the names
reads package metadata only; loading a bot imports its code (numpy, tables),
which the lobby does after its first frame (``bots_api.bot_factories``).
"""

from __future__ import annotations

ENTRY_POINT_GROUP = "poker_tui.bots"


def installed_bot_names() -> list[str]:
    """The installed bots' names, sorted; nothing is imported from the bots themselves."""
    from importlib.metadata import entry_points

    return sorted({ep.name for ep in entry_points(group=ENTRY_POINT_GROUP)})

"""Which bots are installed, by name, without loading any of them.

Bots come through the ``poker_tui.bots`` entry point group. Listing them reads
every installed distribution's metadata (about 10 ms here), so the list is read
once per import path (``sys.path``) and kept; loading a bot imports its code
(numpy, tables), which the lobby does after its first frame
(``bots_api.bot_factories``).
"""

from __future__ import annotations

import sys
from functools import lru_cache
from typing import Any

ENTRY_POINT_GROUP = "poker_tui.bots"


def installed_entry_points() -> tuple[Any, ...]:
    """The ``poker_tui.bots`` entry points on the current import path."""
    return _entry_points(tuple(sys.path))


@lru_cache(maxsize=8)
def _entry_points(path: tuple[str, ...]) -> tuple[Any, ...]:
    from importlib.metadata import entry_points

    return tuple(entry_points(group=ENTRY_POINT_GROUP))


def installed_bot_names() -> list[str]:
    """The installed bots' names, sorted; nothing is imported from the bots themselves."""
    return sorted({ep.name for ep in installed_entry_points()})

"""Where the journal lives, known without opening it (no SQLite is loaded to ask).

Its own module so the lobby can tell there is no journal yet, and start, without
importing the store's SQLite side (``journal``).
"""

from __future__ import annotations

import os
from pathlib import Path


def default_path() -> Path:
    """``$POKER_TUI_DATA``; else a journal already at the XDG path earlier versions used
    everywhere (``~/.local/share/poker-tui``), found and kept; else the user data
    directory platformdirs gives (the same path on Linux; ``~/Library/Application
    Support/poker-tui`` on macOS, ``%LOCALAPPDATA%\\poker-tui`` on Windows)."""
    base = os.environ.get("POKER_TUI_DATA")
    if base:
        return Path(base) / "poker.db"
    xdg = os.environ.get("XDG_DATA_HOME") or str(Path.home() / ".local" / "share")
    earlier = Path(xdg) / "poker-tui" / "poker.db"
    if earlier.exists():
        return earlier
    from platformdirs import user_data_path

    return user_data_path("poker-tui", appauthor=False) / "poker.db"

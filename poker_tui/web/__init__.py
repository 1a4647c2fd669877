"""The same app in a browser tab, through textual-serve (``poker-tui serve``).

Why a page of our own: textual-serve's page asks a web-font host for its font,
and poker-tui's page asks nothing of any host but the one serving it. The page
here is textual-serve's with that one link replaced by an ``@font-face`` for the
Roboto Mono files textual-serve already ships in its static folder.
"""

from __future__ import annotations

from pathlib import Path

TEMPLATES = Path(__file__).parent / "templates"

"""``poker-tui`` with no command: open the lobby and play."""

from __future__ import annotations

import argparse


def run(args: argparse.Namespace) -> int:
    from ..ui.app import PokerApp

    PokerApp().run()
    return 0

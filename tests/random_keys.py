"""Random keys at the app, as a cat on the keyboard would press them: the driver of
tests/test_ui_random_keys.py, shared with a longer run from the command line.

Keys are drawn from a seeded ``random.Random``: the letters every screen binds, Enter,
Esc, Tab, arrows, the palette (^P), help (?), quit (^Q, Q) and the lobby's ^D, ^O and
^R, weighted so the palette and the dialogs come up often. About one press in six is
a burst of two to five keys posted at once (the way "Ctrl+P then Enter three times"
arrives), which is how keys reach a screen that is opening or closing. A run that
quits (Y on the quit question) starts a new app; the table's bots are in-process
scripted bots so a run measures the screens, not bot processes.

Run the full count locally::

    POKER_TUI_RANDOM_KEYS=10000 .venv/bin/python -m pytest tests/test_ui_random_keys.py -q
"""

from __future__ import annotations

import random
from collections import deque
from dataclasses import dataclass, field

from textual import events

from poker_tui.ui.app import PokerApp
from tests.test_ui_support import PolicyBot, calls

# fmt: off
KEYS: tuple[tuple[str, int], ...] = (
    ("enter", 12), ("escape", 6), ("tab", 5), ("shift+tab", 2), ("up", 3), ("down", 3),
    ("left", 4), ("right", 4), ("space", 4), ("ctrl+p", 6), ("question_mark", 3), ("ctrl+q", 2),
    ("q", 2), ("y", 2), ("n", 4), ("ctrl+d", 3), ("ctrl+o", 3), ("ctrl+r", 2), ("r", 3),
    ("f", 3), ("c", 6), ("a", 3), ("d", 2), ("1", 1), ("2", 1), ("s", 1), ("l", 2), ("b", 2),
    ("4", 1), ("m", 1), ("h", 1), ("t", 1), ("p", 1), ("x", 1), ("pageup", 1),
    ("pagedown", 1), ("home", 1), ("end", 1), ("backspace", 2), ("9", 1), ("o", 1),
    ("u", 1), ("e", 1), ("7", 1), ("ctrl+c", 1), ("f1", 1),
)
# fmt: on
"""Every key with its weight: the screens' own keys, and some that mean nothing."""

CHARACTERS = {
    "enter": "\r",
    "escape": "\x1b",
    "tab": "\t",
    "space": " ",
    "question_mark": "?",
    "backspace": "\x7f",
}


def character(key: str) -> str | None:
    if key in CHARACTERS:
        return CHARACTERS[key]
    return key if len(key) == 1 else None


@dataclass
class Tally:
    """What a run did: keys pressed, apps started (after a quit), screens seen by name."""

    keys: int = 0
    apps: int = 0
    screens: dict[str, int] = field(default_factory=dict)
    recent: deque[str] = field(default_factory=lambda: deque(maxlen=24))
    """The last keys, screen by screen: what a failure reports."""


def scripted_bots() -> dict[int, object]:
    return {seat: PolicyBot(calls, name=f"calls{seat}") for seat in range(10)}


async def press_randomly(size: tuple[int, int], keys: int, seed: int, tally: Tally) -> None:
    """``keys`` random keys at a lobby of ``size`` (new apps after each quit)."""
    rng = random.Random(seed)
    names = [k for k, _ in KEYS]
    weights = [w for _, w in KEYS]
    while tally.keys < keys:
        app = PokerApp(lobby_bots=["random"], bots=scripted_bots(), misclick_guard=0)
        tally.apps += 1
        async with app.run_test(size=size) as pilot:
            await pilot.pause()
            while tally.keys < keys and app.is_running and app.return_code is None:
                name = type(app.screen).__name__
                tally.screens[name] = tally.screens.get(name, 0) + 1
                if rng.random() < 1 / 6:  # a burst, posted at once
                    burst = rng.choices(names, weights, k=rng.randint(2, 5))
                    tally.recent.append(f"{name}: {'+'.join(burst)} (at once)")
                    for key in burst:
                        app.post_message(events.Key(key, character(key)))
                    tally.keys += len(burst)
                    await pilot.pause()
                else:
                    key = rng.choices(names, weights)[0]
                    tally.recent.append(f"{name}: {key}")
                    await pilot.press(key)
                    tally.keys += 1
        assert app.return_code in (None, 0), f"the app ended with {app.return_code}"

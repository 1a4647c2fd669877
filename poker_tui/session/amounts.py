"""Amounts inside sentences, kept as numbers so the screen can say them its way.

The session words a hand ("Ada raises to 60", "Ada wins 340") but the table
shows amounts in chips or in big blinds, a choice the screen makes and can
change at any time, old log lines included. So every amount the session puts
in a sentence is marked (``money(60)``); ``plain`` gives the sentence with
bare numbers (for tests, the journal's words, anyone without a display
choice) and ``spell`` lets the screen write each amount as it likes.
"""

from __future__ import annotations

import re
from collections.abc import Callable

OPEN, CLOSE = "\ue000", "\ue001"  # private-use characters: never typed in a name
_AMOUNT = re.compile(f"{OPEN}(-?\\d+){CLOSE}")


def money(amount: int) -> str:
    """``amount`` marked inside a sentence."""
    return f"{OPEN}{amount}{CLOSE}"


def spell(text: str, say: Callable[[int], str]) -> str:
    """The sentence with each marked amount written by ``say``."""
    if OPEN not in text:
        return text
    return _AMOUNT.sub(lambda m: say(int(m.group(1))), text)


def plain(text: str) -> str:
    """The sentence with bare numbers: ``Ada raises to 60``."""
    return spell(text, str)

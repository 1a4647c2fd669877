"""Plain mode in a real terminal: keys one at a time from stdin, lines appended to stdout.

The terminal is put in cbreak mode (each key arrives at once, none is echoed:
the game confirms every key in words) and restored on the way out, whatever
happens. Escape sequences (arrow and function keys) are read whole and passed
over, so a stray arrow key says nothing rather than three odd characters. No
colour is ever written, so ``NO_COLOR`` and monochrome terminals get the same
text as everyone else.
"""

from __future__ import annotations

import asyncio
import contextlib
import os
import sys
import termios
import tty
from collections.abc import Iterator
from typing import TextIO

from ..session import GameSession
from .table import PlainTable

NAMED = {
    "\r": "enter",
    "\n": "enter",
    "\x7f": "backspace",
    "\x08": "backspace",
    "\t": "tab",
    " ": "space",
}


def keys_of(text: str) -> Iterator[str]:
    """The keys in what one read returned: characters, named keys, escape sequences skipped."""
    i = 0
    while i < len(text):
        ch = text[i]
        if ch == "\x1b":
            if i + 1 < len(text) and text[i + 1] in "[O":  # CSI/SS3: up to the final letter
                j = i + 2
                while j < len(text) and not text[j].isalpha() and text[j] != "~":
                    j += 1
                i = j + 1
                continue
            yield "escape"
        elif ch == "\x03":
            yield "ctrl+c"
        elif ch == "\x04":
            yield "ctrl+d"
        else:
            yield NAMED.get(ch, ch)
        i += 1


@contextlib.contextmanager
def cbreak(fd: int) -> Iterator[None]:
    if not os.isatty(fd):
        yield
        return
    saved = termios.tcgetattr(fd)
    try:
        tty.setcbreak(fd)
        yield
    finally:
        termios.tcsetattr(fd, termios.TCSADRAIN, saved)


async def play_plain(
    session: GameSession,
    out: TextIO | None = None,
    fd: int | None = None,
    coach: bool = False,
) -> None:
    """Play ``session`` in plain lines until it ends or the player leaves (``coach``: the
    coach read out at each of your turns)."""
    out = out or sys.stdout
    fd = sys.stdin.fileno() if fd is None else fd
    loop = asyncio.get_running_loop()

    def say(line: str) -> None:
        out.write(line + "\n")
        out.flush()

    runner = asyncio.ensure_future(session.run())

    def leave() -> None:
        say("You leave the table. The game is saved: poker-tui --resume sits you down again.")
        session.close()
        runner.cancel()

    table = PlainTable(session, say, on_quit=leave, coach=coach)
    config = session.config
    say(
        f"poker-tui, plain mode. {session.state().variant} at {session.state().stakes},"
        f" {len(config.seats)} seats. Press k at any time for the keys."
    )

    def readable() -> None:
        try:
            data = os.read(fd, 256)
        except OSError:
            data = b""
        if not data:  # end of input: leave as q then y would
            loop.remove_reader(fd)
            if not runner.done():
                leave()
            return
        for key in keys_of(data.decode("utf-8", "replace")):
            if key in ("ctrl+c", "ctrl+d"):
                leave()
                return
            table.press(key)

    with cbreak(fd):
        loop.add_reader(fd, readable)
        try:
            with contextlib.suppress(asyncio.CancelledError):
                await runner
        finally:
            loop.remove_reader(fd)
            session.close()

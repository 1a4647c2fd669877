"""Plain mode through a real pseudo-terminal: a whole hand by keys, read as appended lines.

Checks what docs/accessibility.md promises: every action of the saved hand is said
in order, the output holds no cursor movement, colour or box drawing, and in hot
seat no human is ever told another's hidden cards.
"""

from __future__ import annotations

import os
import pty
import re
import select
import subprocess
import sys
import time
from pathlib import Path

import pytest

from .journal_actions import settled_actions

ROOT = Path(__file__).resolve().parent.parent
DEADLINE = 60.0  # one hand against a fast bot, on a loaded machine
CONTROL = re.compile(r"\x1b|[\u2500-\u257f\u2580-\u259f]")
"""Any escape sequence (cursor movement, colour) and box-drawing or block characters."""

pytestmark = pytest.mark.skipif(sys.platform == "win32", reason="needs a POSIX pseudo-terminal")


class PlainGame:
    """poker-tui play --plain in a pseudo-terminal, with the output kept as text."""

    def __init__(
        self,
        data: Path,
        *options: str,
        command: tuple[str, ...] = ("play", "--plain", "--pace", "fast"),
    ) -> None:
        self.master, slave = pty.openpty()
        env = {
            **os.environ,
            "POKER_TUI_DATA": str(data),
            "PYTHONPATH": str(ROOT),
            "NO_COLOR": "1",
            "TERM": "xterm-256color",
        }
        self.proc = subprocess.Popen(
            [sys.executable, "-m", "poker_tui", *command, *options],
            stdin=slave,
            stdout=slave,
            stderr=slave,
            env=env,
            cwd=ROOT,
            close_fds=True,
        )
        os.close(slave)
        self.text = ""

    def read(self, timeout: float = 0.2) -> str:
        ready, _, _ = select.select([self.master], [], [], timeout)
        if ready:
            try:
                self.text += os.read(self.master, 65536).decode("utf-8", "replace")
            except OSError:  # the child closed the terminal
                pass
        return self.text

    def until(self, pattern: str, start: int = 0, timeout: float = DEADLINE) -> re.Match[str]:
        end = time.monotonic() + timeout
        while time.monotonic() < end:
            match = re.compile(pattern).search(self.read(), start)
            if match:
                return match
        raise AssertionError(f"no {pattern!r} in:\n{self.text[-3000:]}")

    def press(self, keys: str) -> None:
        os.write(self.master, keys.encode())

    def close(self) -> None:
        if self.proc.poll() is None:
            self.proc.terminate()
        try:
            self.proc.wait(timeout=10)
        except subprocess.TimeoutExpired:
            self.proc.kill()
        os.close(self.master)


def said(name: str, kind: str, amount: int) -> str:
    """The sentence's start the log uses for a journaled action."""
    you = name == "You"
    verb = {
        "check": "check" if you else "checks",
        "call": "call" if you else "calls",
        "fold": "fold" if you else "folds",
        "bet": f"{'bet' if you else 'bets'} {amount}",
        "raise": f"{'raise' if you else 'raises'} to {amount}",
    }[kind]
    return f"{name} {verb}"


def play_one_hand(game: PlainGame, keys_for_turn) -> str:  # type: ignore[no-untyped-def]
    """Answer each turn until the first hand is over; the text up to then."""
    seen = 0
    while True:
        turn = game.until(r"(your turn: [^\n]*|Hand 1 is over\.|Pass the keyboard to \w+)", seen)
        seen = turn.end()
        if turn.group(0).startswith("Hand 1 is over"):
            return game.text[:seen]
        game.press(keys_for_turn(turn.group(0)))


def leave_the_table(game: PlainGame) -> int:
    """Q, then yes: the game saved, the command's exit status."""
    game.press("q")
    game.until(r"Leave the table\?")
    game.press("y")
    game.until(r"You leave the table")
    return game.proc.wait(timeout=20)


def test_a_hand_in_plain_mode_says_every_saved_action_in_order(tmp_path):
    game = PlainGame(tmp_path, "--seats", "2", "--bots", "station")
    try:
        text = play_one_hand(game, lambda turn: "c")
        assert leave_the_table(game) == 0
    finally:
        game.close()
    actions = [a for a in settled_actions(tmp_path / "poker.db") if a[0] == 1]
    assert actions, "the hand was saved"
    at = 0
    for _, name, kind, amount in actions:
        sentence = said(name, kind, amount)
        found = text.find(sentence, at)
        assert found >= 0, f"{sentence!r} not said in order after:\n{text[at:]}"
        at = found + len(sentence)
    assert not CONTROL.search(game.text), "plain mode wrote an escape or box-drawing character"
    assert "Hand 1 is over." in text


def hole_cards_of(data: Path) -> dict[str, list[str]]:
    """Each human's hole cards in hand 1, as plain mode says them, from the journal's deal."""
    import json
    import sqlite3

    from poker_tui.plain.speech import card_words

    with sqlite3.connect(f"file:{data / 'poker.db'}?mode=ro", uri=True) as con:
        sid, start, seats = con.execute(
            "SELECT session_id, start, seats FROM hands WHERE number = 1"
        ).fetchone()
        names = dict(con.execute("SELECT seat, name FROM seats WHERE session_id = ?", (sid,)))
    from poker_tui.engine.hand import replay
    from poker_tui.store.codec import start_from_json

    hand = replay(start_from_json(start), [], record=True)
    order = json.loads(seats)
    return {names[order[p]]: [card_words(c) for c in hand.hole[p]] for p in range(len(order))}


def test_hot_seat_in_plain_mode_never_tells_one_human_the_others_cards(tmp_path):
    game = PlainGame(tmp_path, "--seats", "2", "--humans", "2", "--others", "Bob")
    try:

        def turn(words: str) -> str:
            if words.startswith("Pass the keyboard"):
                return "\r"  # the next human has the keys; their cards are read out
            return "hc"  # read my cards, then check or call

        text = play_one_hand(game, turn)
        game.press("q")
        game.until(r"Leave the table\?")
        game.press("y")
        game.proc.wait(timeout=20)
    finally:
        game.close()
    cards = hole_cards_of(tmp_path)
    assert set(cards) == {"Ann", "Bob"}
    # from the deal (the draw for the button shows cards of its own deck) to the showdown
    # (where cards are public)
    dealt = text.find("Hand #1")
    shown = text.find(" shows ", dealt)
    secret = text[dealt:] if shown < 0 else text[dealt:shown]
    # split the text by who had the keys: each handover starts a new holder
    holder = pending = None
    for line in secret.splitlines():
        handed = re.match(r"Pass the keyboard to (\w+)", line)
        if handed:
            holder = None  # nobody's cards while it changes hands
            pending = handed.group(1)
            continue
        if line.startswith(("Ann, your cards", "Bob, your cards")):
            holder = line.split(",")[0]
            assert holder == pending, (
                f"{holder}'s cards read out while {pending} was handed the keys"
            )
        for name, hole in cards.items():
            if name != holder:
                for card in hole:
                    assert card not in line, f"{name}'s {card} said while {holder} had the keys"
    assert "Ann, your cards" in secret and "Bob, your cards" in secret

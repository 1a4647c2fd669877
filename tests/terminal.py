"""Run ``poker-tui`` in a pseudo-terminal, as a player would, for exit-status and stderr tests.

Textual draws on stderr, so both streams are the terminal; what the program says after
the app has left the alternate screen is ``Finished.after``.
"""

from __future__ import annotations

import fcntl
import os
import pty
import re
import struct
import subprocess
import termios
import threading
import time
from dataclasses import dataclass

from tests.test_layers import ROOT

ANSI = re.compile(rb"\x1b\[[0-9;?<>=]*[ -/]*[@-~]|\x1b[()][0-9A-Za-z]|\x1b[=>]|\x1b\][^\x07]*\x07")


LEAVE = b"\x1b[?1049l"  # back from the alternate screen: what follows is plain output


@dataclass
class Finished:
    status: int
    after: str  # written to the terminal after the app left it (escape sequences removed)
    screen: str  # everything written to the terminal, escape sequences removed


def play(argv: list[str], env: dict[str, str], keys: list[tuple[str, bytes]],
         timeout: float = 60) -> Finished:
    """Start ``argv`` at 120x40; for each (text, key) wait until ``text`` was drawn, then type
    ``key``; wait for the process to end. Raises AssertionError naming what never appeared."""
    master, slave = pty.openpty()
    fcntl.ioctl(slave, termios.TIOCSWINSZ, struct.pack("HHHH", 40, 120, 0, 0))
    proc = subprocess.Popen(argv, stdin=slave, stdout=slave, stderr=slave, cwd=ROOT,
                            env={**os.environ, "TERM": "xterm-256color", **env},
                            start_new_session=True)
    os.close(slave)
    drawn = bytearray()
    lock = threading.Lock()

    def read() -> None:
        while True:
            try:
                chunk = os.read(master, 65536)
            except OSError:
                return
            if not chunk:
                return
            with lock:
                drawn.extend(chunk)

    reader = threading.Thread(target=read, daemon=True)
    reader.start()

    def text() -> str:
        with lock:
            return ANSI.sub(b"", bytes(drawn)).decode("utf-8", "replace")

    deadline = time.monotonic() + timeout
    try:
        for wanted, key in keys:
            while wanted not in text():
                if proc.poll() is not None or time.monotonic() > deadline:
                    raise AssertionError(f"{wanted!r} never appeared; status {proc.poll()},"
                                         f" screen: {text()[-2000:]!r}")
                time.sleep(0.05)
            time.sleep(0.3)  # the frame that drew it settles before the key
            os.write(master, key)
        proc.wait(timeout=max(1.0, deadline - time.monotonic()))
        time.sleep(0.2)  # the last bytes reach the reader
    finally:
        if proc.poll() is None:
            proc.kill()
            proc.wait()
        os.close(master)
        reader.join(timeout=5)
    with lock:
        raw = bytes(drawn)
    tail = raw.rsplit(LEAVE, 1)[1] if LEAVE in raw else raw
    plain = ANSI.sub(b"", tail).decode("utf-8", "replace").replace("\r", "")
    return Finished(proc.returncode, plain.strip("\n"), text())

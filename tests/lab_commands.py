"""Running ``poker-tui sim`` / ``exploit`` as a bot author would, with the faulty test bots
of tests/stuck_bots.py installed (the entry point in tests/fixtures/*.dist-info)."""

from __future__ import annotations

import json
import os
import subprocess
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
START_UP = 12.0
"""Seconds a lab command may take beyond its bots' time limits: start-up and the hands themselves.
Why so many: on this 2-core machine shared by many processes a 60-hand run took up to 10.4 s
(load 23). A decision clock that fell back to the default 5 s limit still
fails (3 x 5 s alone is more), and one that never fires meets the 60 s timeout."""

ENV = dict(os.environ, PYTHONPATH=os.pathsep.join([str(ROOT / "tests" / "fixtures"), str(ROOT)]))


def run_json(*argv: str, timeout: float = 60) -> tuple[int, dict | None, str, float]:
    """``python -m poker_tui *argv``, its stdout read as JSON: (exit code, JSON, stderr, seconds)."""
    t0 = time.monotonic()
    proc = subprocess.run([sys.executable, "-m", "poker_tui", *argv], capture_output=True,
                          text=True, env=ENV, timeout=timeout, cwd=ROOT)
    seconds = time.monotonic() - t0
    data = json.loads(proc.stdout) if proc.stdout.strip() else None
    return proc.returncode, data, proc.stderr, seconds


def read_until(fd: int, pattern: bytes, seconds: float) -> bytes:
    """What the terminal ``fd`` (a pty's master end) shows until ``pattern`` appears or the time
    is up: how a test waits on a command's progress bar instead of sleeping."""
    import re
    import select

    seen = b""
    deadline = time.monotonic() + seconds
    while time.monotonic() < deadline and not re.search(pattern, seen):
        ready, _, _ = select.select([fd], [], [], 0.2)
        if ready:
            try:
                seen += os.read(fd, 4096)
            except OSError:  # the other end closed
                break
    return seen

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
ENV = dict(os.environ, PYTHONPATH=os.pathsep.join([str(ROOT / "tests" / "fixtures"), str(ROOT)]))


def run_json(*argv: str, timeout: float = 60) -> tuple[int, dict | None, str, float]:
    """``python -m poker_tui *argv``, its stdout read as JSON: (exit code, JSON, stderr, seconds)."""
    t0 = time.monotonic()
    proc = subprocess.run([sys.executable, "-m", "poker_tui", *argv], capture_output=True,
                          text=True, env=ENV, timeout=timeout, cwd=ROOT)
    seconds = time.monotonic() - t0
    data = json.loads(proc.stdout) if proc.stdout.strip() else None
    return proc.returncode, data, proc.stderr, seconds

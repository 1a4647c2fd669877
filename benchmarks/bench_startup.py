"""Start to the lobby's first frame: ``poker-tui`` in a pseudo-terminal, and a bare Textual app.

Each run spawns a fresh process on a 120x40 pty (a private, empty data
directory, so no saved game) and times from the spawn until the terminal
output contains a line only the first frame of the screen draws: the lobby's
title for poker-tui, a fixed word for the reference app (a Textual app that
shows one Static and nothing else: the floor any Textual program pays).
The process is then ended at once, so the CPU time it used (user + system,
from ``getrusage``) is about the CPU time to its first frame: that figure is
little disturbed by other work on a shared machine, while the wall time is.
The script reports the median and the best of several runs of each.

    python benchmarks/bench_startup.py [--runs 7] [--target 0.3]
"""

from __future__ import annotations

import argparse
import fcntl
import os
import pty
import resource
import select
import shutil
import signal
import statistics
import struct
import subprocess
import sys
import tempfile
import termios
import time
from pathlib import Path

BARE_APP = """
from textual.app import App
from textual.widgets import Static

class Bare(App):
    def compose(self):
        yield Static("bare-textual-first-frame")

Bare().run()
"""

LOBBY_MARK = b"a terminal poker room"
BARE_MARK = b"bare-textual-first-frame"


def children_cpu() -> float:
    usage = resource.getrusage(resource.RUSAGE_CHILDREN)
    return usage.ru_utime + usage.ru_stime


def first_frame(argv: list[str], mark: bytes, env: dict[str, str],
                timeout: float = 20.0) -> tuple[float, float]:
    """(wall seconds, CPU seconds) from spawning ``argv`` on a 120x40 pty until ``mark`` is
    written to it."""
    cpu = children_cpu()
    master, slave = pty.openpty()
    fcntl.ioctl(slave, termios.TIOCSWINSZ, struct.pack("HHHH", 40, 120, 0, 0))
    start = time.perf_counter()
    proc = subprocess.Popen(argv, stdin=slave, stdout=slave, stderr=slave, env=env,
                            start_new_session=True, close_fds=True)
    os.close(slave)
    seen = b""
    try:
        while True:
            left = timeout - (time.perf_counter() - start)
            if left <= 0:
                raise TimeoutError(f"{argv[-1]}: no first frame in {timeout} s")
            ready, _, _ = select.select([master], [], [], left)
            if not ready:
                continue
            try:
                chunk = os.read(master, 65536)
            except OSError:  # the child closed the terminal
                raise RuntimeError(f"{argv}: ended before its first frame:\n{seen[-400:]!r}") from None
            seen += chunk
            if mark in seen:
                wall = time.perf_counter() - start
                break
    finally:
        try:
            os.killpg(proc.pid, signal.SIGKILL)
        except ProcessLookupError:
            pass
        proc.wait()
        os.close(master)
    return wall, children_cpu() - cpu


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--runs", type=int, default=7)
    parser.add_argument("--target", type=float, default=0.3, help="seconds, for the lobby")
    args = parser.parse_args()
    poker = shutil.which("poker-tui", path=str(Path(sys.executable).parent)) or "poker-tui"
    with tempfile.TemporaryDirectory() as data:
        env = {**os.environ, "TERM": "xterm-256color", "POKER_TUI_DATA": data,
               "COLUMNS": "120", "LINES": "40"}
        bare = [sys.executable, "-c", BARE_APP]
        first_frame(bare, BARE_MARK, env)  # warm the file cache for both
        first_frame([poker], LOBBY_MARK, env)
        results: dict[str, list[tuple[float, float]]] = {"bare Textual app": [],
                                                         "poker-tui lobby": []}
        for _ in range(args.runs):
            results["bare Textual app"].append(first_frame(bare, BARE_MARK, env))
            results["poker-tui lobby"].append(first_frame([poker], LOBBY_MARK, env))
    for name, runs in results.items():
        wall = [w for w, _ in runs]
        cpu = [c for _, c in runs]
        print(f"{name:18} wall median {statistics.median(wall):.3f} s best {min(wall):.3f} s"
              f" · CPU median {statistics.median(cpu):.3f} s best {min(cpu):.3f} s"
              f"  ({args.runs} runs)")
    lobby = statistics.median(w for w, _ in results["poker-tui lobby"])
    verdict = "within" if lobby <= args.target else "over"
    print(f"lobby first frame: median {lobby:.3f} s of wall time, {verdict} the"
          f" {args.target:.3f} s target; load average {os.getloadavg()[0]:.1f}")


if __name__ == "__main__":
    main()

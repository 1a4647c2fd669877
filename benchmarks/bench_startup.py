"""Start to the lobby's first frame: ``poker-tui`` in a pseudo-terminal, and a bare Textual app.

Each run spawns a fresh process on a 120x40 pty (a private, empty data
directory, so no saved game) and times from the spawn until the terminal
output contains a line only the first frame of the screen draws: the lobby's
title for poker-tui (reading a settings.toml with a last game played, as a
player's start does), a fixed word for the reference app (a Textual app that
shows one Static and nothing else: the floor any Textual program pays).
The process is then ended at once, so the CPU time it used (user + system,
from ``getrusage``) is about the CPU time to its first frame: that figure is
little disturbed by other work on a shared machine, while the wall time is.
The script reports the median and the best of several runs of each, and the
lobby's time as a multiple of the bare app's: on a machine whose speed varies
(a shared VM), the multiple is the steadier figure. The package is byte-compiled
first, as an installed wheel is (``PYTHONDONTWRITEBYTECODE`` would otherwise make
every start compile the sources again).

``--instructions`` also counts the instructions each start executes up to its
first frame (headless, under valgrind's callgrind, where it is installed): a
figure that other work on the machine does not move at all.

    python benchmarks/bench_startup.py [--runs 7] [--target 0.3] [--instructions]
"""

from __future__ import annotations

import argparse
import compileall
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

HEADLESS_BARE = BARE_APP.replace("    def compose(self):", """    def on_mount(self):
        self.call_after_refresh(self.exit)

    def compose(self):""").replace("Bare().run()", "Bare().run(headless=True, size=(120, 40))")

HEADLESS_LOBBY = """
from poker_tui.session.saves import SavedGames
from poker_tui.ui.app import PokerApp
from poker_tui.ui.screens import lobby

shown = lobby.LobbyScreen.on_mount

def on_mount(self):
    shown(self)
    self.call_after_refresh(self.app.exit)  # right after the first frame, before loading bots

lobby.LobbyScreen.on_mount = on_mount
lobby.LobbyScreen._listen = lambda self: None  # the bots load after the first frame: not counted
PokerApp(saves=SavedGames.at()).run(headless=True, size=(120, 40))
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


def instructions(code: str, env: dict[str, str]) -> int | None:
    """Instructions ``python -c code`` executes, counted by callgrind (None without valgrind)."""
    valgrind = shutil.which("valgrind")
    if valgrind is None:
        return None
    out = subprocess.run([valgrind, "--tool=callgrind", "--callgrind-out-file=/dev/null",
                          sys.executable, "-c", code], env=env, capture_output=True, text=True)
    for line in out.stderr.splitlines():
        if "Collected :" in line:
            return int(line.split()[-1])
    raise RuntimeError(f"callgrind said:\n{out.stderr[-800:]}")


def with_settings(data: str) -> None:
    """A settings.toml as the settings screen writes it, with a last game played, so the start
    reads and parses one, as a player's does."""
    from poker_tui.settings import Settings, save_settings

    last = Settings().with_game(variant="plo", seats=4, bots=["tag", "equity", "tag"])
    save_settings(last, Path(data) / "settings.toml")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--runs", type=int, default=7)
    parser.add_argument("--target", type=float, default=0.3, help="seconds, for the lobby")
    parser.add_argument("--instructions", action="store_true",
                        help="also count instructions to the first frame (needs valgrind)")
    args = parser.parse_args()
    poker = shutil.which("poker-tui", path=str(Path(sys.executable).parent)) or "poker-tui"
    root = Path(__file__).resolve().parent.parent
    for package in ("poker_tui", "bots"):
        compileall.compile_dir(root / package, quiet=1)
    with tempfile.TemporaryDirectory() as data:
        with_settings(data)
        env = {**os.environ, "TERM": "xterm-256color", "POKER_TUI_DATA": data,
               "COLUMNS": "120", "LINES": "40"}
        env.pop("PYTHONDONTWRITEBYTECODE", None)
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
    bare_wall = statistics.median(w for w, _ in results["bare Textual app"])
    verdict = "within" if lobby <= args.target else "over"
    print(f"lobby first frame: median {lobby:.3f} s of wall time ({lobby / bare_wall:.2f}x the"
          f" bare app's), {verdict} the {args.target:.3f} s target;"
          f" load average {os.getloadavg()[0]:.1f}")
    if args.instructions:
        with tempfile.TemporaryDirectory() as data:
            with_settings(data)
            env["POKER_TUI_DATA"] = data
            bare_n = instructions(HEADLESS_BARE, env)
            lobby_n = instructions(HEADLESS_LOBBY, env)
        if bare_n is None or lobby_n is None:
            print("instructions: valgrind is not installed here; skipped")
        else:
            print(f"instructions to the first frame (headless): bare Textual app {bare_n / 1e9:.3f} G,"
                  f" poker-tui lobby {lobby_n / 1e9:.3f} G ({lobby_n / bare_n:.2f}x)")


if __name__ == "__main__":
    main()

"""A progress bar with hands/s and the time left, for runs that last more than a second.

It draws on stderr, so ``--json`` and the results table on stdout stay clean,
and only on a terminal. Short runs never show it: it appears once a second
has passed. Updates arrive once per block (about a thousand hands).
"""

from __future__ import annotations

import time
from collections.abc import Callable
from typing import Any

SHOW_AFTER = 1.0  # seconds


class MatchProgress:
    def __init__(self, total_hands: int, enabled: bool = True, console: Any = None,
                 clock: Callable[[], float] = time.perf_counter, label: str = "sim") -> None:
        self.total = total_hands
        self.label = label  # the command, at the bar's left
        self.enabled = enabled
        self.done = 0
        self.clock = clock
        self.t0 = clock()
        self._progress: Any = None
        self._task: Any = None
        self.console = console
        if enabled:
            if console is None:
                from rich.console import Console

                self.console = Console(stderr=True)
            self.enabled = self.console.is_terminal

    @property
    def shown(self) -> bool:
        return self._progress is not None

    def advance(self, hands: int) -> None:
        self.done += hands
        if not self.enabled:
            return
        elapsed = self.clock() - self.t0
        if self._progress is None:
            if elapsed < SHOW_AFTER or self.done >= self.total:
                return
            self._start()
        rate = self.done / elapsed if elapsed else 0.0
        self._progress.update(self._task, completed=self.done, rate=f"{rate:,.0f} hands/s")

    def note(self, text: str) -> None:
        """A line above the bar (e.g. "stopping after the deals in play")."""
        if self._progress is not None:
            self._progress.console.print(text)
        elif self.enabled:
            self.console.print(text)

    def _start(self) -> None:
        from rich.progress import (
            BarColumn,
            MofNCompleteColumn,
            Progress,
            TextColumn,
            TimeElapsedColumn,
            TimeRemainingColumn,
        )

        self._progress = Progress(
            TextColumn(f"[bold]{self.label}[/]"), BarColumn(), MofNCompleteColumn(),
            TextColumn("hands"), TextColumn("{task.fields[rate]}", style="cyan"),
            TimeElapsedColumn(), TextColumn("ETA"), TimeRemainingColumn(),
            console=self.console, transient=True,
            redirect_stdout=False,  # stdout is the results' (--json); and who redirects it restores it
        )
        self._task = self._progress.add_task(self.label, total=self.total, rate="")
        self._progress.start()

    def close(self) -> None:
        if self._progress is not None:
            self._progress.stop()
            self._progress = None

"""Ctrl-C stops a match cleanly: the first press asks every job to stop after the deal in
hand, so the results so far are complete deals and still get printed; a second press
aborts at once. SIGTERM (``kill``, a batch system's time-out) is treated the same way.
"""

from __future__ import annotations

import signal
import threading
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from typing import Any


@contextmanager
def stop_on_interrupt(flag: Any, on_stop: Callable[[], None] | None = None) -> Iterator[None]:
    """While inside, SIGINT and SIGTERM set ``flag.value = 1`` instead of ending the process."""
    if threading.current_thread() is not threading.main_thread():
        yield  # signals only reach the main thread; nothing to install
        return

    def handler(signum: int, frame: object) -> None:
        if flag.value:
            raise KeyboardInterrupt
        flag.value = 1
        if on_stop is not None:
            on_stop()

    previous = signal.signal(signal.SIGINT, handler)
    previous_term = signal.signal(signal.SIGTERM, handler) if hasattr(signal, "SIGTERM") else None
    try:
        yield
    finally:
        signal.signal(signal.SIGINT, previous)
        if previous_term is not None:
            signal.signal(signal.SIGTERM, previous_term)


def ignore_interrupts() -> None:
    """For worker processes: the parent hears Ctrl-C and tells them to stop through the flag."""
    signal.signal(signal.SIGINT, signal.SIG_IGN)

"""``Stopped``: a long Monte Carlo question given up between chunks because its asker moved on.

Why: the table's coach asks its finer question on a worker thread; when the
player acts first, the answer is stale, and a thread cannot be interrupted.
The sampling loops ask a ``stop`` callable between chunks and raise this, so a
stale question gives the thread (and the interpreter's lock) back within a
chunk's few milliseconds instead of running to its end. A sample's words
depend on (seed, sample) only, so the chunk size never changes an answer.
"""

from __future__ import annotations

from collections.abc import Callable

__all__ = ["STOP_CHUNK", "Stop", "Stopped", "check"]

Stop = Callable[[], bool] | None
"""Asked between chunks; True gives up the question (``Stopped``)."""
STOP_CHUNK = 2048
"""Samples per chunk when a question may be stopped: a millisecond or two each."""


class Stopped(Exception):
    """The asker said stop: no answer."""


def check(stop: Stop) -> None:
    """Raise ``Stopped`` when ``stop`` says so."""
    if stop is not None and stop():
        raise Stopped("stopped: the question is stale")

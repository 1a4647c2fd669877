"""The lab's decision clock: a bot that overruns its time limit is interrupted in place.

Why: ``sim`` calls ``bot.decide(view)`` directly (no thread, no event loop) so a
match pays nothing for asyncio; nothing else would stop a ``decide`` that
loops forever. How: the runner writes one integer before and one after each
decision into a small shared array (``where``: while a bot thinks, slot
``THINKING`` holds ``16 * decisions asked + entry + 1``, which names the
decision and the bot; 0 when no bot thinks; slot ``DEAL`` the deal in play); a real-time interval timer
(``signal.setitimer(ITIMER_REAL)``) ticks a few times per limit in the
process that plays the block and, when one decision has been running longer
than its entry's allowance, raises ``BotOverran`` in the main thread, right
inside the bot's code. That costs two integer stores per decision and a
handful of signals a second, whatever the bot does.

``BotOverran`` is a ``BaseException`` so a bot's ``except Exception`` does not
swallow it; a bot that swallows even that is hit again after each further
allowance (never at the very next tick, which could land in the runner's own
handler before it clears ``where``), and the
parent's watchdog (``lab.parallel``) kills a worker whose decision has not
moved for ``hard_limit`` seconds (C code that never returns to Python, or a
platform without ``setitimer``: the documented fallback) and ends the match
with a sentence naming the bot and the deal.
"""

from __future__ import annotations

import signal
import threading
from collections.abc import Iterator, Sequence
from contextlib import contextmanager

THINKING, DEAL = 0, 1
"""Slots of ``where``: the decision being thought (0: none; see ``thinker``), the deal + 1.
The runner writes them as the literals 0 and 1 (a global costs a lookup per decision)."""
WHERE_SLOTS = 2
STEP = 16
"""``THINKING`` counts decisions in steps of 16; the low bits hold the entry + 1 (10 seats at most)."""


def thinker(value: int) -> int | None:
    """The entry whose decision a ``THINKING`` value names, or None when no bot thinks."""
    return value % STEP - 1 if value else None


class BotOverran(BaseException):  # noqa: N818 - it is an event, not an error of ours
    """Raised inside a bot's ``decide`` when its decision ran past the time limit."""

    def __init__(self, entry: int) -> None:
        super().__init__(entry)
        self.entry = entry


def local_where() -> memoryview:
    """A ``where`` array private to this process (tests, benchmarks, in-process runners)."""
    return memoryview(bytearray(8 * WHERE_SLOTS)).cast("q")


def tick_for(limit: float) -> float:
    """Seconds between checks: a tenth of the limit, between 5 ms and a quarter second."""
    return min(max(limit / 10, 0.005), 0.25)


def can_interrupt() -> bool:
    """True where an interval timer can interrupt the main thread (POSIX)."""
    return hasattr(signal, "setitimer") and threading.current_thread() is threading.main_thread()


class DecisionClock:
    """Interrupts a decision that runs past its entry's allowance (seconds, per entry)."""

    def __init__(self, where: memoryview, allowances: Sequence[float]) -> None:
        self.where = where
        self.allowances = list(allowances)
        self.tick = tick_for(min(allowances)) if allowances else 0.25
        self._seen = -1
        self._stuck = 0.0

    def _on_tick(self, signum: int, frame: object) -> None:
        thinking = self.where[THINKING]
        if not thinking:
            self._stuck = 0.0
            return
        if thinking != self._seen:  # a new decision began within the last tick: count from here
            self._seen = thinking
            self._stuck = 0.0
            return
        self._stuck += self.tick
        entry = thinking % STEP - 1
        if self._stuck >= self.allowances[entry]:
            # A whole allowance again before the next raise: the runner's handler (and a test's
            # ``except``) must not be hit by a second tick before it clears ``where``.
            self._stuck = 0.0
            raise BotOverran(entry)

    @contextmanager
    def armed(self) -> Iterator[None]:
        """While inside, overruns raise ``BotOverran`` (a no-op where no timer is available)."""
        if not self.allowances or not can_interrupt():
            yield
            return
        previous = signal.signal(signal.SIGALRM, self._on_tick)
        signal.setitimer(signal.ITIMER_REAL, self.tick, self.tick)
        try:
            yield
        finally:
            signal.setitimer(signal.ITIMER_REAL, 0)
            signal.signal(signal.SIGALRM, previous)
            self.where[THINKING] = 0


def hard_limit(allowances: Sequence[float]) -> float:
    """Seconds after which the parent gives up on a decision that the timer could not stop."""
    longest = max(allowances) if allowances else 0.0
    return longest + max(1.0, longest) + 0.5

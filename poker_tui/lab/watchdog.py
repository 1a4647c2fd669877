"""The lab's decision clock: a bot that overruns its time limit is interrupted in place.

Why: ``sim`` calls ``bot.decide(view)`` directly (no thread, no event loop) so a
match pays nothing for asyncio; nothing else would stop a ``decide`` that
loops forever. How: the runner writes two integers per decision into a small
shared array (``where``: decisions asked so far, the entry asked plus one or 0
when no bot is thinking, and the deal in play); a real-time interval timer
(``signal.setitimer(ITIMER_REAL)``) ticks a few times per limit in the
process that plays the block and, when one decision has been running longer
than its entry's allowance, raises ``BotOverran`` in the main thread, right
inside the bot's code. That costs two integer stores per decision and a
handful of signals a second, whatever the bot does.

``BotOverran`` is a ``BaseException`` so a bot's ``except Exception`` does not
swallow it; a bot that swallows even that is hit again at every tick, and the
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

ASKED, ASKING, DEAL = 0, 1, 2
"""Slots of ``where``: decisions asked so far, the entry thinking + 1 (0: none), the deal + 1."""
WHERE_SLOTS = 4


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
        where = self.where
        asking = where[ASKING]
        if not asking:
            self._stuck = 0.0
            return
        asked = where[ASKED]
        if asked != self._seen:  # a new decision began within the last tick: count from here
            self._seen = asked
            self._stuck = 0.0
            return
        self._stuck += self.tick
        if self._stuck >= self.allowances[asking - 1]:
            raise BotOverran(asking - 1)

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
            self.where[ASKING] = 0


def hard_limit(allowances: Sequence[float]) -> float:
    """Seconds after which the parent gives up on a decision that the timer could not stop."""
    longest = max(allowances) if allowances else 0.0
    return longest + max(1.0, longest) + 0.5

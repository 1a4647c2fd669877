"""An in-process bot at the table runs in a worker process of its own, so an overrun can be stopped.

Why: a thread cannot be killed. A ``decide`` that loops forever in a thread
keeps a core busy for the rest of the game, one more thread per timed-out
decision, and holds up the program's exit. A process can be killed, as
``poker_tui.process_bot`` already does for programs in other languages; this
module does the same for the Python bots of the ``poker_tui.bots`` entry
point, with pickle instead of JSON so the bot sees the very same
``PlayerView`` and events.

``SeatProcess(bot)`` forks a worker that holds the bot and answers one
decision at a time over a pipe. The table awaits the answer on its event
loop (the pipe's file descriptor, no thread), so the screen stays live while
the bot thinks. A decision past the time limit kills the worker; the next
decision forks a fresh one from the bot as it was built (what it had learned
is lost, as with a restarted process bot). A worker that exits (``os._exit``,
a crash in native code) is reported the same way; ``SystemExit`` and every
other exception are caught in the worker and reported as the bot's fault.
``close()`` kills the worker at once, so quitting never waits for a bot.

Where ``fork`` is unavailable, ``seat_bot`` leaves the bot in a thread, as before.
"""

from __future__ import annotations

import asyncio
import multiprocessing as mp
import os
import signal
import sys
import weakref
from multiprocessing.connection import Connection
from typing import Any

from ..bots_api import PlayerView, SyncBot
from ..engine.actions import Action
from ..referee import (
    DEFAULT_MAX_FAULTS,
    DEFAULT_TIME_LIMIT,
    BotFault,
    Ruling,
    bot_name,
    crash_words,
    not_an_action,
    tried_to_exit,
)

START_WAIT = 10.0
"""Seconds a new worker may take to start (a loaded machine) before its first decision's clock runs."""
NICE = 10
"""How much lower a seat worker's scheduling priority is than the table's (``os.nice``)."""


def can_host(bot: object) -> bool:
    """A bot with a plain ``decide`` whose ``act`` is the thread of ``SyncBot`` (or absent)."""
    if "fork" not in mp.get_all_start_methods() or getattr(bot, "manages_time", False):
        return False
    act = getattr(type(bot), "act", None)
    return callable(getattr(bot, "decide", None)) and (act is None or act is SyncBot.act)


def seat_bot(bot: Any, time_limit: float = DEFAULT_TIME_LIMIT) -> Any:
    """The bot as the table should seat it: in a ``SeatProcess`` when it can be, else as is."""
    return SeatProcess(bot, time_limit) if can_host(bot) else bot


def close_bots(bots: Any) -> None:
    """Stop every bot's process now (the table is closing): seat workers and process bots."""
    for bot in bots:
        kill = getattr(bot, "kill", None)
        if callable(kill):
            try:
                kill()
            except Exception:  # an already dead process is fine
                pass


class SeatProcess:
    """A bot in a worker process; the guard gives it the limit and reads its faults."""

    manages_time = True  # the guard tells it the limit and waits a grace longer

    def __init__(self, bot: Any, time_limit: float = DEFAULT_TIME_LIMIT) -> None:
        self.bot = bot
        self.name = bot_name(bot)
        self.time_limit = time_limit
        self.restarts = 0
        self.max_failures = DEFAULT_MAX_FAULTS
        self.failures = 0  # in a row
        self.sitting_out = False
        self._proc: Any = None
        self._conn: Connection | None = None
        self._finalizer: weakref.finalize | None = None
        listen = getattr(type(bot), "observe", None)
        self._listens = callable(listen) and listen is not SyncBot.observe  # else send no events

    def __getattr__(self, attr: str) -> Any:  # style, description, seed ... of the bot
        if attr.startswith("_") or attr == "bot":
            raise AttributeError(attr)
        return getattr(self.bot, attr)

    # --------------------------------------------------------------- worker
    @property
    def pid(self) -> int | None:
        return self._proc.pid if self._proc is not None else None

    @property
    def running(self) -> bool:
        return self._proc is not None and self._proc.is_alive()

    extra_time = 0.0  # a fork starts in milliseconds, inside the guard's grace: no start-up time

    def _start(self) -> None:
        if self._proc is not None:
            self.restarts += 1
            self.kill()
        ctx = mp.get_context("fork")
        mine, theirs = ctx.Pipe()
        proc = ctx.Process(target=_serve, args=(theirs, self.bot), daemon=True,
                           name=f"poker-tui bot {self.name}")
        proc.start()
        theirs.close()
        self._proc, self._conn = proc, mine
        self._finalizer = weakref.finalize(self, _kill, proc, mine)
        # the time limit counts the bot's thinking, not the system starting its worker
        if not mine.poll(START_WAIT):
            self.kill()
            raise BotFault(f"could not start its process within {START_WAIT:g} s")
        mine.recv()

    def kill(self) -> None:
        """Stop the worker now, even mid-decision."""
        proc, conn = self._proc, self._conn
        self._proc = self._conn = None
        if self._finalizer is not None:
            self._finalizer.detach()
            self._finalizer = None
        if proc is not None:
            _kill(proc, conn)

    close = kill

    def _post(self, message: tuple) -> bool:
        """Send without ever blocking the table: False when the worker is not reading (stuck)."""
        conn = self._conn
        if conn is None:
            return False
        fd = conn.fileno()
        os.set_blocking(fd, False)
        try:
            conn.send(message)
            return True
        except (BlockingIOError, BrokenPipeError, OSError):
            return False
        finally:
            try:
                os.set_blocking(fd, True)
            except OSError:
                pass

    # ------------------------------------------------------------------ bot
    def sit_in(self) -> None:
        """Play again after sitting out (the worker starts at the next decision)."""
        self.sitting_out = False
        self.failures = 0

    async def act(self, view: PlayerView) -> Action:
        try:
            action = await self._ask(view)
        except BotFault:
            self.failures += 1
            if self.failures >= self.max_failures:  # as the guard will: sit out, stop the worker
                self.sitting_out = True
                self.kill()
            raise
        self.failures = 0
        return action

    async def _ask(self, view: PlayerView) -> Action:
        if not self.running:
            await asyncio.to_thread(self._start)  # a fork takes milliseconds: off the loop
        if not self._post(("act", view)):
            text = self._exit_text()
            self.kill()
            raise BotFault(text, Ruling.EXITED)
        limit = self.time_limit
        try:
            await asyncio.wait_for(self._answer_ready(), limit)
        except TimeoutError:
            self.kill()
            raise BotFault("ran out of time", Ruling.LATE) from None  # the referee words it
        except BaseException:  # the table is closing mid-decision: never leave it thinking
            self.kill()
            raise
        try:
            if self._conn is None:  # stopped while it waited: as if the worker had gone
                raise EOFError
            kind, payload = self._conn.recv()
        except (EOFError, OSError):
            text = self._exit_text()
            self.kill()
            raise BotFault(text, Ruling.EXITED) from None
        if kind == "action":
            return payload
        raise BotFault(*payload)

    async def _answer_ready(self) -> None:
        conn = self._conn
        assert conn is not None
        loop = asyncio.get_running_loop()
        ready: asyncio.Future[None] = loop.create_future()
        fd = conn.fileno()

        def wake() -> None:
            if not ready.done():
                ready.set_result(None)

        try:
            loop.add_reader(fd, wake)
        except NotImplementedError:  # a loop without readers: wait in a thread instead
            await asyncio.to_thread(conn.poll, self.time_limit)
            return
        try:
            await ready
        finally:
            loop.remove_reader(fd)

    def _exit_text(self) -> str:
        proc = self._proc
        if proc is not None:
            proc.join(0.2)
        code = proc.exitcode if proc is not None else None
        if code is None:
            return "crashed: its process stopped answering"
        if code < 0:
            try:
                name = signal.Signals(-code).name
            except ValueError:
                name = f"signal {-code}"
            return f"crashed: its process was killed by {name}; it starts afresh for its next decision"
        return (f"ended its process (exit code {code}, os._exit?); it starts afresh for its next"
                " decision")

    def observe(self, event: Any) -> None:
        if self.running and self._listens:
            if not self._post(("observe", event)):
                self.kill()  # stuck in observe: the next decision starts a fresh worker

    def reset(self) -> None:
        if self.running:
            self._post(("reset", None))


def _leave_when_orphaned() -> None:
    """A thread that ends this worker once the table's process is gone, even while the bot
    loops (the worker was forked from a helper thread, so a parent-death signal, as the lab's
    workers use, would fire when that thread ends, not the table)."""
    import threading
    import time

    parent = os.getppid()

    def watch() -> None:
        while os.getppid() == parent:
            time.sleep(0.5)
        os._exit(0)

    threading.Thread(target=watch, name="orphan watch", daemon=True).start()


def _kill(proc: Any, conn: Connection | None) -> None:
    try:
        if proc.is_alive():
            proc.kill()
        proc.join(0.5)
    except (OSError, ValueError, AssertionError):
        pass
    if conn is not None:
        try:
            conn.close()
        except OSError:
            pass


def _serve(conn: Connection, bot: Any) -> None:
    """The worker: answer ``act`` with ``("action", Action)`` or ``("fault", sentence)``."""
    signal.signal(signal.SIGINT, signal.SIG_IGN)  # the table hears the keyboard
    _leave_when_orphaned()
    try:
        os.nice(NICE)  # the screen comes first: a busy bot yields the core to the table
    except (AttributeError, OSError):
        pass
    devnull = os.open(os.devnull, os.O_RDWR)
    for fd in (0, 1, 2):  # a bot's prints must not draw over the table
        os.dup2(devnull, fd)
    sys.stdout = sys.stderr = open(os.devnull, "w")  # noqa: SIM115 - lives as long as the worker
    conn.send(("ready", None))
    while True:
        try:
            kind, payload = conn.recv()
        except (EOFError, OSError, KeyboardInterrupt):
            os._exit(0)
        if kind == "act":
            reply: tuple[str, Any]
            try:
                action = bot.decide(payload)
                reply = (("action", action) if isinstance(action, Action)
                         else ("fault", (not_an_action(action), Ruling.GARBAGE)))
            except SystemExit as exc:
                reply = ("fault", (tried_to_exit(exc), Ruling.EXITED))
            except BaseException as exc:
                reply = ("fault", (crash_words(exc), Ruling.CRASHED))
            try:
                conn.send(reply)
            except (OSError, ValueError):
                os._exit(0)
        elif kind == "observe":
            try:
                bot.observe(payload)
            except Exception:
                pass
        elif kind == "reset":
            fn = getattr(bot, "reset", None)
            if callable(fn):
                fn()

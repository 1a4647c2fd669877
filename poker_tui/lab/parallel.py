"""Blocks of deals played by worker processes under a supervisor, results taken back in deal order.

The blocks are the same whatever the number of jobs is (``MatchConfig.block_range``)
and each carries its own seeds, so ``--jobs`` changes only the speed. Bots always
play in workers, even on one job, so that a bot which calls ``os._exit``,
crashes the interpreter or is killed for memory takes down only its worker:
the supervisor sees the worker's end at once (its process sentinel), names the
bot and the deal from the worker's ``where`` array (``lab.watchdog``), and
ends the match with that sentence and the blocks finished so far. It also
kills a worker whose decision outlives ``watchdog.hard_limit`` (a bot the
interval timer cannot stop), so a match never waits for a lost worker.

Results arrive in any order and are handed on in block order, which keeps
the CSV in deal order; the counters are integer sums, so their totals are
exact. The stop flag is a shared byte the workers read between deals.

The supervisor (``supervise``) knows blocks, workers and the ``where`` array,
not poker: a worker plays with whatever ``BlockPlayer`` it is given, sim's
``Runner`` here and exploit's ``Duel`` (``lab.exploit.jobs``), so both
commands stop a stuck bot and survive a lost worker the same way.
"""

from __future__ import annotations

import functools
import gc
import multiprocessing as mp
import os
import signal
import sys
import time
from collections.abc import Callable
from dataclasses import dataclass
from multiprocessing.connection import Connection, wait
from typing import Any, Protocol

from .config import MatchConfig
from .lineup import BotMaker, make_lineup
from .outcome import Outcome
from .output_files import OutputFailed
from .runner import BlockResult, Runner
from .watchdog import DEAL, THINKING, WHERE_SLOTS, hard_limit, thinker

POLL = 0.25
STOP_GRACE = 2.0
"""Seconds the jobs have to finish their deal after Ctrl-C (or SIGTERM); a job still in a
bot's decision then is stopped, its block not counted, and the run reports the rest."""
"""Seconds between the supervisor's looks at busy workers."""


def default_jobs() -> int:
    """One process per core this process may run on."""
    try:
        return len(os.sched_getaffinity(0))
    except AttributeError:  # not Linux
        return os.cpu_count() or 1


def jobs_to_use(asked: int | None, on_cluster: bool = False) -> tuple[int, str | None]:
    """``--jobs`` as asked (default: the cores), lowered to the cores this process may use
    unless a cluster plays the blocks; with the sentence that says so when it was lowered."""
    cores = default_jobs()
    jobs = asked if asked is not None else cores
    if jobs > cores and not on_cluster:
        return cores, (f"--jobs {jobs} lowered to {cores}, the cores this process may use"
                       " (more jobs than cores only share them)")
    return jobs, None


def shared_flag(jobs: int = 1) -> Any:
    """The stop flag every worker reads between deals."""
    return _context().RawValue("b", 0)


def _context() -> Any:
    # fork starts a worker in milliseconds with everything imported; elsewhere spawn
    methods = mp.get_all_start_methods()
    return mp.get_context("fork" if "fork" in methods else "spawn")


def warm_up(config: MatchConfig) -> None:
    """Build the hand evaluator's tables before forking, so the workers share their pages."""
    from ..engine import evaluator

    v = config.game
    try:
        evaluator.warm((v.hand_order, v.deck_size))
    except (ValueError, AttributeError):  # an order the evaluator builds on demand only
        pass


class BlockPlayer(Protocol):
    """What a worker plays blocks with: sim's ``Runner``, exploit's ``Duel``."""

    sat_out: set[int]

    def play_block(self, block: int) -> Any: ...

    def close(self) -> None: ...


class PlayerMaker(Protocol):
    """Builds a worker's ``BlockPlayer`` with the stop flag and its ``where`` array."""

    def __call__(self, *, stop: Any, where: memoryview) -> BlockPlayer: ...


def die_with_parent() -> None:
    """Ask Linux to kill this (worker) process when the thread that started it ends (the
    match's main thread), so a bot stuck in a loop is never left running as an orphan;
    elsewhere the worker ends when its pipe closes."""
    if not sys.platform.startswith("linux"):
        return
    try:
        import ctypes  # only here: no other part of the lab needs it

        libc = ctypes.CDLL(None, use_errno=True)
        libc.prctl(1, signal.SIGKILL, 0, 0, 0)  # PR_SET_PDEATHSIG
    except (OSError, AttributeError):
        pass


def _worker(make: PlayerMaker, stop: Any, slots: Any, index: int, conn: Connection) -> None:
    """A worker's life: play the blocks it is sent until told to stop (None) or orphaned."""
    signal.signal(signal.SIGINT, signal.SIG_IGN)  # the parent hears Ctrl-C and SIGTERM
    signal.signal(signal.SIGTERM, signal.SIG_IGN)
    die_with_parent()  # a worker stuck in a bot never outlives a killed match
    where = memoryview(slots).cast("B").cast("q")[index * WHERE_SLOTS:(index + 1) * WHERE_SLOTS]
    player = None
    try:
        try:
            player = make(stop=stop, where=where)
        except Exception as exc:
            conn.send(("error", f"{exc}"))
            return
        while True:
            task = conn.recv()
            if task is None:
                return
            block, sat_out = task
            player.sat_out |= sat_out
            try:
                conn.send(("done", player.play_block(block)))
            except OutputFailed as exc:  # its hand histories cannot be written: a sentence
                conn.send(("output", str(exc)))
                return
            except Exception as exc:  # an engine bug: the parent raises it with this text
                import traceback

                conn.send(("error", "".join(traceback.format_exception(exc))))
                return
    except (EOFError, BrokenPipeError, ConnectionResetError, KeyboardInterrupt):
        pass  # the parent is gone or gave up: leave quietly
    finally:
        if player is not None:
            try:
                player.close()
            except Exception:
                pass


@dataclass
class _Worker:
    process: Any
    conn: Connection
    where: memoryview
    block: int | None = None
    progress: int = 0  # the ``THINKING`` value last seen
    since: float = 0.0  # when ``progress`` last changed


def play_here(config: MatchConfig, stop: Any, csv: bool,
              on_block: Callable[[BlockResult], None]) -> Outcome:
    """Every block in this process (``run_match(isolate=False)``): the clock still interrupts
    overruns, but a bot that calls ``os._exit`` ends this process too. For debuggers and for
    tests that look inside their bots."""
    outcome = Outcome(1)
    runner = Runner(config, stop, csv)
    try:
        for b in range(config.blocks):
            result = runner.play_block(b)
            on_block(result)
            if result.fatal:
                outcome.failure = result.fatal + "; the match stops here"
                break
            if stop.value:
                break
    finally:
        runner.close()
    outcome.sat_out = set(runner.sat_out)
    return outcome


def play_blocks(config: MatchConfig, jobs: int, stop: Any, csv: bool,
                on_block: Callable[[BlockResult], None], isolate: bool = True, *,
                backend: str = "local", address: str | None = None,
                note: Callable[[str], None] | None = None) -> Outcome:
    """Play every block (or until stopped or a bot ends the match), calling ``on_block`` in
    block order; with ``isolate=False`` (one job only) the blocks play in this process.
    A ``backend`` other than ``local`` plays the same blocks elsewhere (``lab.backends``)."""
    if backend != "local":
        from .backends import remote_backend

        return remote_backend(backend)(config, jobs, stop, csv, on_block, address=address, note=note)
    blocks = config.blocks
    jobs = max(1, min(jobs, blocks))
    if not isolate and jobs == 1:
        return play_here(config, stop, csv, on_block)
    if blocks == 0:
        return Outcome(jobs)
    entries = make_lineup(config.seat_specs)
    maker = BotMaker(entries, config.time_limit)
    allowances = maker.allowances()
    maker.close()
    warm_up(config)
    watch = Watch([e.label for e in entries], allowances, config.time_limit)
    return supervise(functools.partial(Runner, config, csv=csv), blocks, jobs, stop, on_block, watch)


@dataclass(frozen=True)
class Watch:
    """What the supervisor needs to name a fault: the bots' labels (by entry), each entry's
    allowance in seconds (empty: no limit), the time limit as the user gave it, and how the
    sentence ends."""

    labels: list[str]
    allowances: list[float]
    limit: float
    ends: str = "the match stops here"
    name: str = "poker-tui sim job"  # the workers' process name

    def who(self, entry: int | None) -> str:
        return self.labels[entry] if entry is not None and 0 <= entry < len(self.labels) else "a bot"


def supervise(make: PlayerMaker, blocks: int, jobs: int, stop: Any,
              on_block: Callable[[Any], None], watch: Watch) -> Outcome:
    """Play blocks ``0 .. blocks - 1`` on ``jobs`` supervised worker processes, each with the
    ``BlockPlayer`` that ``make`` builds, calling ``on_block`` in block order. A block result
    whose ``fatal`` is set, a worker that ends, or a decision past ``hard_limit`` ends the
    play with a sentence (``Outcome.failure``); the blocks finished so far are still handed on."""
    jobs = max(1, min(jobs, blocks))
    outcome = Outcome(jobs)
    if blocks == 0:
        return outcome
    give_up = hard_limit(watch.allowances) if watch.allowances else None
    ctx = _context()
    slots = ctx.RawArray("q", WHERE_SLOTS * jobs)
    shared = memoryview(slots).cast("B").cast("q")
    workers: list[_Worker] = []
    gc.freeze()  # the workers' collector leaves the inherited objects alone: their pages stay shared
    try:
        for i in range(jobs):
            mine, theirs = ctx.Pipe()
            p = ctx.Process(target=_worker, args=(make, stop, slots, i, theirs), daemon=True,
                            name=f"{watch.name} {i + 1}")
            p.start()
            theirs.close()
            workers.append(_Worker(p, mine, shared[i * WHERE_SLOTS:(i + 1) * WHERE_SLOTS]))
    finally:
        gc.unfreeze()
    done: dict[int, Any] = {}
    next_block = next_out = 0
    window = 2 * jobs  # blocks finished or in play ahead of the next one handed on

    def hand_on() -> None:
        nonlocal next_out
        while next_out in done:
            on_block(done.pop(next_out))
            next_out += 1

    def fail(sentence: str) -> None:
        if outcome.failure is None:
            outcome.failure = f"{sentence}; {watch.ends}"
            stop.value = 1  # the other workers finish their deal and report

    asked_to_stop: float | None = None  # when Ctrl-C (or SIGTERM) was first seen
    try:
        while True:
            for w in workers:
                if (w.block is None and w.process.is_alive() and not stop.value
                        and next_block < blocks and next_block < next_out + window):
                    w.block = next_block
                    w.progress, w.since = -1, time.monotonic()
                    w.conn.send((next_block, frozenset(outcome.sat_out)))
                    next_block += 1
            busy = [w for w in workers if w.block is not None]
            if not busy:
                break
            ready = wait([w.conn for w in busy] + [w.process.sentinel for w in busy], POLL)
            for w in busy:
                if w.conn in ready or w.process.sentinel in ready:
                    _take(w, watch, done, outcome, fail)
            if stop.value and outcome.failure is None:  # the user asked to stop
                asked_to_stop = asked_to_stop or time.monotonic()
                if time.monotonic() - asked_to_stop > STOP_GRACE:
                    _abandon(busy)  # a bot stuck in a decision: its block is not counted
                    break
            elif give_up is not None:
                for w in busy:
                    if w.block is not None:
                        _watch(w, watch, give_up, fail)
            hand_on()
        for b in sorted(done):  # after a failure: the blocks that finished, in order
            on_block(done.pop(b))
    finally:
        for w in workers:
            try:
                w.conn.send(None)
            except OSError:
                pass
        deadline = time.monotonic() + 1.0
        for w in workers:
            w.process.join(max(0.0, deadline - time.monotonic()))
            if w.process.is_alive():
                w.process.kill()
                w.process.join(1.0)
            w.conn.close()
    return outcome


def _take(w: _Worker, watch: Watch, done: dict[int, Any], outcome: Outcome,
          fail: Callable[[str], None]) -> None:
    """A busy worker answered or ended: file its block, or say who ended it."""
    block = w.block
    assert block is not None
    try:
        if w.conn.poll():
            kind, payload = w.conn.recv()
            w.block = None
            if kind == "output":
                raise OutputFailed(payload)
            if kind == "error":
                raise RuntimeError(f"a lab worker failed:\n{payload}")
            done[block] = payload
            outcome.sat_out |= payload.sat_out
            if payload.fatal:
                fail(payload.fatal)
            return
    except (EOFError, OSError):
        pass
    w.process.join(1.0)
    w.block = None
    fail(_lost(w, watch))


def _abandon(busy: list[_Worker]) -> None:
    """Stop the workers still playing ``STOP_GRACE`` seconds after Ctrl-C: a bot stuck in a
    decision (or ignoring its clock) must not hold the user's stop for its time limit."""
    for w in busy:
        if w.block is not None and w.process.is_alive():
            w.process.kill()
            w.process.join(1.0)
        w.block = None


def _lost(w: _Worker, watch: Watch) -> str:
    """The sentence for a worker that ended without answering: whose decision, which deal."""
    code = w.process.exitcode
    if code is None:
        how = "stopped answering"
    elif code < 0:
        try:
            name = signal.Signals(-code).name
        except ValueError:
            name = f"signal {-code}"
        hint = {"SIGKILL": " (out of memory?)", "SIGSEGV": " (a crash in native code)"}.get(name, "")
        how = f"was killed by {name}{hint}"
    else:
        how = f"exited with code {code} (os._exit or a crash)"
    who, deal = watch.who(thinker(w.where[THINKING])), w.where[DEAL]
    where = f" in deal {deal}" if deal else ""
    return f"the worker process {how} while {who} was deciding{where}"


def _watch(w: _Worker, watch: Watch, give_up: float, fail: Callable[[str], None]) -> None:
    """Kill a worker whose bot has been deciding one thing for longer than ``give_up`` seconds."""
    now = time.monotonic()
    progress = w.where[THINKING]
    if progress != w.progress or not progress:
        w.progress, w.since = progress, now
        return
    if now - w.since < give_up:
        return
    w.process.kill()
    w.process.join(1.0)
    w.block = None
    deal = w.where[DEAL]
    where = f" in deal {deal}" if deal else ""
    fail(f"{watch.who(thinker(progress))} did not stop when its time ran out ({watch.limit:g} s)"
         f"{where}, so its process was stopped")

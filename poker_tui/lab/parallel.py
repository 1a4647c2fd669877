"""``--jobs N``: blocks of deals played by N processes, results taken back in deal order.

The blocks are the same whatever N is (``MatchConfig.block_range``) and each
carries its own seeds, so N changes only the speed. A window of blocks in flight is
taken back in block order, which keeps the CSV in deal order; the counters
are integer sums, so their totals are exact. The stop flag is a shared byte
the workers read between deals.
"""

from __future__ import annotations

import multiprocessing as mp
import os
from collections import deque
from collections.abc import Callable
from multiprocessing import util
from typing import Any

from .config import MatchConfig
from .interrupt import ignore_interrupts
from .runner import BlockResult, Runner

_runner: Runner | None = None


def default_jobs() -> int:
    """One process per core this process may run on."""
    try:
        return len(os.sched_getaffinity(0))
    except AttributeError:  # not Linux
        return os.cpu_count() or 1


def shared_flag(jobs: int) -> Any:
    if jobs > 1:
        return _context().RawValue("b", 0)
    from .runner import StopFlag

    return StopFlag()


def _context() -> Any:
    # fork starts a worker in milliseconds with everything imported; elsewhere spawn
    methods = mp.get_all_start_methods()
    return mp.get_context("fork" if "fork" in methods else "spawn")


_init_error: BaseException | None = None


def _init(config: MatchConfig, stop: Any, csv: bool) -> None:
    global _runner, _init_error
    ignore_interrupts()
    try:
        _runner = Runner(config, stop, csv)
    except Exception as exc:  # report it with the first block; a failing initializer respawns forever
        _init_error = exc
        return
    util.Finalize(_runner, _runner.close, exitpriority=10)


def _play(block: int) -> BlockResult:
    if _init_error is not None:
        raise _init_error
    assert _runner is not None
    return _runner.play_block(block)


def warm_up(config: MatchConfig) -> None:
    """Build the hand evaluator's tables before forking, so the workers share their pages."""
    from ..engine import evaluator

    v = config.game
    try:
        evaluator.warm((v.hand_order, v.deck_size))
    except (ValueError, AttributeError):  # an order the evaluator builds on demand only
        pass


def play_blocks(config: MatchConfig, jobs: int, stop: Any, csv: bool,
                on_block: Callable[[BlockResult], None], *, backend: str = "local",
                address: str | None = None, note: Callable[[str], None] | None = None) -> int:
    """Play every block (or until stopped), calling ``on_block`` in block order; returns the jobs used.

    ``backend`` other than ``local`` hands the same blocks to ``poker_tui.lab.backends``.
    """
    if backend != "local":
        from .backends import remote_backend

        return remote_backend(backend)(config, jobs, stop, csv, on_block, address=address, note=note)
    blocks = range(config.blocks)
    jobs = max(1, min(jobs, len(blocks)))
    if jobs == 1:
        runner = Runner(config, stop, csv)
        try:
            for b in blocks:
                on_block(runner.play_block(b))
                if stop.value:
                    break
        finally:
            runner.close()
        return 1
    warm_up(config)
    pool = _context().Pool(jobs, initializer=_init, initargs=(config, stop, csv))
    try:
        # A window of blocks in flight, taken back in order: deal order for the CSV, and
        # nothing new is started once Ctrl-C has set the stop flag.
        todo = iter(blocks)
        pending: deque = deque()

        def submit() -> None:
            block = next(todo, None)
            if block is not None and not stop.value:
                pending.append(pool.apply_async(_play, (block,)))

        for _ in range(2 * jobs):
            submit()
        while pending:
            on_block(pending.popleft().get())
            submit()
        pool.close()
        pool.join()
    finally:
        pool.terminate()
    return jobs

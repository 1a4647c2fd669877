"""Ray's driver in a spawned child process, so the blocks already played outlive it.

Why: Ray ends its driver's process (exit code 1, from its own C++ core) when the
driver loses its node: a node or the head that dies took the whole ``sim`` with it,
with an empty stdout and no results for the blocks finished before. Here the driver
is a child that sends each block back as it is taken; the parent hands them on
(progress, files, JSON), so a driver that ends still leaves every block before it
counted, with a sentence, exit status 1.

Why *spawned*, not forked: a process that has started Ray, or only loaded its gRPC
library, does not survive a fork (its threads are gone in the child, and the first
call into the cluster hangs). A spawned child is a fresh interpreter that imports
Ray itself; the parent never calls ``ray.init``. The parent also watches the clock
while the child connects: a Ray that does not start or answer within
``START_SECONDS`` (``JOIN_SECONDS`` for a cluster) is given up with a sentence
instead of minutes of silence.
"""

from __future__ import annotations

import contextlib
import multiprocessing as mp
import os
import signal
import sys
import time
import traceback
from collections.abc import Callable
from multiprocessing.connection import wait
from typing import Any

from ..outcome import Outcome
from .ray_backend import ENDS, POLL, Config, play_on_ray, ray_or_refusal

START_SECONDS = 120.0
"""Seconds a private local Ray may take to start before the match gives up."""
JOIN_SECONDS = 60.0
"""Seconds joining ``--address`` may take (Ray's own wait is minutes, in silence)."""
STOP_SECONDS = 15.0
"""Seconds the child has to cancel its tasks and stop its Ray once the match ends."""


def driver_in_a_child(
    config: Config,
    jobs: int,
    stop: Any,
    csv: bool,
    on_block: Callable[[Any], None],
    address: str | None,
    say: Callable[[str], None],
    ends: str = ENDS,
) -> Outcome:
    """Play the match through a spawned child that runs Ray's driver (``ray_backend``).

    Each block is handed to ``on_block`` as the child sends it. A child that ends
    without its final word (Ray ended its driver) leaves an ``Outcome`` whose failure
    says so and after how many blocks; a child that never connects is a ``ValueError``.
    """
    ctx = mp.get_context("spawn")
    flag = ctx.RawValue("b", 0)  # the stop, shared with the child
    mine, theirs = ctx.Pipe(duplex=False)
    child = ctx.Process(
        target=_drive,
        args=(theirs, config, jobs, flag, csv, address, ends),
        name="poker-tui ray driver",
        daemon=True,
    )
    child.start()
    theirs.close()
    outcome: Outcome | None = None
    taken = 0
    sat_out: set[int] = set()
    started = time.monotonic()
    limit = JOIN_SECONDS if address else START_SECONDS
    connected = False
    try:
        while outcome is None:
            if stop.value:
                flag.value = 1
            if not wait([mine, child.sentinel], POLL):
                if not connected and time.monotonic() - started > limit:
                    child.kill()  # stuck in ray.init: nothing of ours runs on Ray yet
                    where = f" at --address {address}" if address else ""
                    raise ValueError(
                        f"Ray did not start or answer within {limit:g} s"
                        f"{where}: check that the cluster is running (ray status)"
                        " and reachable from here"
                    )
                continue
            if not mine.poll():  # only the child's end: it is gone and said all it had
                break
            try:
                kind, payload = mine.recv()
            except (EOFError, OSError):
                break
            if kind == "connected":
                connected = True
            elif kind == "block":
                taken += 1
                sat_out |= payload.sat_out
                on_block(payload)
            elif kind == "note":
                say(payload)
            elif kind == "done":
                outcome = payload
            elif kind == "refused":
                raise ValueError(payload)
            else:
                raise RuntimeError(f"Ray's driver failed:\n{payload}")
    finally:
        flag.value = 1  # however this loop ended: the child cancels what is in flight
        child.join(STOP_SECONDS)
        if child.is_alive():
            child.kill()
            child.join(1.0)
        mine.close()
    if outcome is None:
        outcome = Outcome(max(1, jobs), sat_out=sat_out)
        outcome.failure = (
            f"Ray's driver ended (exit code {child.exitcode}) after {taken}"
            f" block{'s' if taken != 1 else ''}: Ray lost its node (a node or the"
            " head that died, or a network that went); the blocks finished"
            f" before are counted and {ends}"
        )
    return outcome


def _drive(
    conn: Any,
    config: Config,
    jobs: int,
    flag: Any,
    csv: bool,
    address: str | None,
    ends: str,
) -> None:
    """The child's life: drive the match on Ray and send everything back to the parent."""

    def stop_here(signum: int, frame: Any) -> None:
        flag.value = 1  # Ctrl-C reaches this process too: stop as the parent will

    signal.signal(signal.SIGINT, stop_here)
    signal.signal(signal.SIGTERM, stop_here)
    with contextlib.suppress(OSError):
        os.dup2(2, 1)  # whatever Ray prints, the parent's stdout stays the results'
    try:
        ray = ray_or_refusal(local=not address)
        with contextlib.redirect_stdout(sys.stderr):
            outcome = play_on_ray(
                ray,
                config,
                jobs,
                flag,
                csv,
                lambda result: conn.send(("block", result)),
                address,
                lambda text: conn.send(("note", text)),
                lambda: conn.send(("connected", None)),
                ends=ends,
            )
        conn.send(("done", outcome))
    except ValueError as exc:
        conn.send(("refused", str(exc)))
    except BaseException as exc:  # a bug: the parent raises it with this text
        with contextlib.suppress(Exception):
            conn.send(("error", "".join(traceback.format_exception(exc))))
    finally:
        conn.close()

"""``--backend ray``: the match's blocks as Ray tasks, on a cluster or a private local Ray.

Why Ray: a comparison that needs a hundred million hands outgrows one machine,
and users with a cluster should not write distribution code. Each block is
one task (``play_block``) with the config, the block number and nothing
else; the task returns the block's counters, its CSV text and its PHH hand
histories, so nothing is written on a worker's disk and the parent writes
every file. Results are taken back in block order, so the JSON of a seed is
byte-identical to ``--jobs 1``. A block is a run of cash deals (a
``MatchConfig``) or one sit-and-go (a ``TournamentConfig``, ``sim
--tournament``): the same loop plays both, with the same retries and stops.

- No ``--address``: a local Ray is started for this command only, bound to
  127.0.0.1, with no dashboard and no usage statistics, ``--jobs`` CPUs,
  and shut down at the end.
- ``--address ADDR``: joins a running cluster (``ray start --head`` ...).
  Every node needs poker-tui and the bots it plays installed (entry-point
  bots are found on the worker; ``cmd:`` programs run on the worker, so the
  command must work there).
- A failed task (an exception, a worker that died) is tried again up to
  ``RETRIES`` times, each failure reported on stderr; a block that still
  fails stops the match with a sentence naming it (``Outcome.failure``, as a
  worker lost under ``--jobs``), never a silent gap.
- Ctrl-C: no new tasks, the ones in flight are cancelled, and the blocks
  finished in order so far are reported.
- Ray ends its driver's process when it loses its node (a node or the head
  that dies), so the driver runs in a spawned child (``ray_child``) that sends
  each block back as it is taken: the blocks before are still reported, with
  a sentence. An ``--address`` nobody answers at is refused within
  ``CONNECT_SECONDS``, before Ray is started; a Ray that never starts or
  connects, after ``ray_child.START_SECONDS`` (``JOIN_SECONDS`` for a cluster).
- Ray's driver prints the errors it hears from the cluster (a worker that
  died, "(raylet) A worker died ...") on stdout, whatever ``log_to_driver``
  says; while the blocks play, stdout is stderr, so ``--json`` stays JSON.
"""

from __future__ import annotations

import contextlib
import os
import signal
import socket
import sys
import threading
from collections import deque
from collections.abc import Callable, Iterator
from typing import Any

from ..config import MatchConfig
from ..outcome import Outcome
from ..runner import BlockResult, Runner
from ..tournament import TournamentConfig, TournamentResult, TournamentRunner

Config = MatchConfig | TournamentConfig
"""What a match's blocks are: runs of cash deals, or sit-and-gos (one a block)."""
Played = BlockResult | TournamentResult
"""A block's result, handed back in block order (its ``fatal`` and ``sat_out`` steer the loop)."""

RETRIES = 2
"""Tries after the first for a block whose task failed."""

ENDS = "the match stops here"
"""How the sentence that stops a match closes (``sim --tournament`` says its own)."""

POLL = 0.2
"""Seconds between looks at the stop flag while waiting for a task."""

CONNECT_SECONDS = 10.0
"""Seconds to reach ``--address`` over TCP before the match is refused with a sentence."""

ISOLATE = True
"""Run Ray's driver in a spawned child (``ray_child``). Tests that drive the backend with a
stand-in ``ray`` module switch it off: a stand-in cannot cross into a new interpreter."""

_QUIET_ENV = {
    "RAY_USAGE_STATS_ENABLED": "0",  # never report usage to anyone
    "RAY_USAGE_STATS_PROMPT_ENABLED": "0",
    "RAY_DISABLE_IMPORT_WARNING": "1",
    "RAY_ENABLE_UV_RUN_RUNTIME_ENV": "0",  # never build environments from the network
    "RAY_DEDUP_LOGS": "0",
}


_NO_CLUSTER = "RAY_ENABLE_WINDOWS_OR_OSX_CLUSTER"  # Ray's own name for "single machine only"


class RayUnavailable(ValueError):
    """Ray is not installed (or not importable): the sentence says how to get it."""


def ray_or_refusal(local: bool = True) -> Any:
    """The ``ray`` module, imported now and only now; or one sentence on how to install it.

    ``local``: a Ray started here must stay on this machine. Ray otherwise swaps
    127.0.0.1 for the machine's network address and listens on every interface;
    with its "no cluster" switch off, every Ray process takes 127.0.0.1 as the
    node address and binds only there.
    """
    for key, value in _QUIET_ENV.items():
        os.environ.setdefault(key, value)
    if local:
        os.environ[_NO_CLUSTER] = "0"
    try:
        import ray
    except ImportError as exc:
        raise RayUnavailable(
            f"--backend ray needs Ray, which is not installed here ({exc}); "
            "install it with: pip install 'poker-tui-room[ray]'") from None
    if local:
        from ray._private import ray_constants

        ray_constants.ENABLE_RAY_CLUSTER = False  # read at import; ray may be imported already
    return ray


def check_reachable(address: str, seconds: float | None = None) -> None:
    """Refuse an ``--address`` nobody answers at, within ``CONNECT_SECONDS``, in one sentence
    (Ray itself retries for minutes without a word). ``auto`` is Ray's to find."""
    if address == "auto":
        return
    where = address.removeprefix("ray://")
    host, colon, port = where.rpartition(":")
    host = host.strip("[]")
    if not colon or not host or not port.isdigit() or not 0 < int(port) < 65536:
        raise ValueError(f"--address {address!r} is not HOST:PORT (the head node's address,"
                         " such as 10.0.0.5:6379, or auto)")
    limit = CONNECT_SECONDS if seconds is None else seconds
    try:
        with socket.create_connection((host, int(port)), timeout=limit):
            pass
    except OSError as exc:
        why = "no answer" if isinstance(exc, TimeoutError) else (exc.strerror or str(exc))
        raise ValueError(f"cannot reach the Ray cluster at --address {address} ({why} within"
                         f" {limit:g} s): start it there with `ray start --head`, or check the"
                         " address") from None


# ------------------------------------------------------------------ worker side

_RUNNER: list[Any] = []  # (config, Runner) of this worker process: bots started once per worker


def play_block(config: Config, block: int, csv: bool,
               sat_out: frozenset[int] = frozenset()) -> Played:
    """One block, played in a Ray worker; the PHH texts come back in the result.

    ``sat_out``: the bots that sat out after repeated overruns in earlier blocks
    (wherever they ran) stay out, as with ``--jobs``.
    """
    if _RUNNER and _RUNNER[0][0] != config:
        _RUNNER.pop()[1].close()
    if not _RUNNER:
        _RUNNER.append((config, _runner(config, csv)))
    runner = _RUNNER[0][1]
    runner.csv = csv
    runner.sat_out |= sat_out
    result: Played = runner.play_block(block)
    return result


def _runner(config: Config, csv: bool) -> Runner:
    """The worker's player of blocks, as ``--jobs`` builds it: a tournament's, or cash deals'
    (their hand histories handed back in the result instead of written on the worker)."""
    if isinstance(config, TournamentConfig):
        return TournamentRunner(config)
    return Runner(config, None, csv, phh_in_result=True)


# ------------------------------------------------------------------ driver side

def start_ray(ray: Any, address: str | None, jobs: int) -> bool:
    """Connect to ``address``, or start a private local Ray; True when this call did either
    (``ray.shutdown()`` then stops the local Ray, or only disconnects from the cluster)."""
    if ray.is_initialized():
        return False
    with signals_kept():
        if address:
            ray.init(address=address, log_to_driver=False, logging_level="ERROR")
        else:
            ray.init(address="local", num_cpus=jobs, include_dashboard=False,
                     _node_ip_address="127.0.0.1", log_to_driver=False, logging_level="ERROR",
                     configure_logging=True)
    return True


@contextlib.contextmanager
def signals_kept() -> Iterator[None]:
    """``ray.init`` puts in a SIGTERM handler of its own that exits at once (status 15): the
    match's handlers (Ctrl-C and SIGTERM stop it with the results so far) are put back."""
    if threading.current_thread() is not threading.main_thread():
        yield
        return
    kept = {sig: signal.getsignal(sig) for sig in (signal.SIGINT, signal.SIGTERM)}
    try:
        yield
    finally:
        for sig, handler in kept.items():
            if handler is not None:
                signal.signal(sig, handler)


def cluster_cpus(ray: Any, fallback: int) -> int:
    try:
        return max(1, int(ray.cluster_resources().get("CPU", fallback)))
    except Exception:  # an old or unusual cluster: the window is only a pace
        return fallback


def play_blocks_on_ray(config: Config, jobs: int, stop: Any, csv: bool,
                       on_block: Callable[[Any], None], *, address: str | None = None,
                       note: Callable[[str], None] | None = None,
                       ends: str = ENDS) -> Outcome:
    """Play every block as a Ray task, calling ``on_block`` with each ``Played`` in block order.

    Returns the ``Outcome`` that ``--jobs`` returns: the CPUs used, the sentence when
    the match had to stop (a bot ended it, a block failed on every try, or Ray ended
    its driver; ``ends`` closes it, as ``parallel.Watch.ends``), and the bots sitting out.
    """
    say = note or (lambda text: print(text, file=sys.stderr))
    if ISOLATE:
        from .ray_child import driver_in_a_child

        return driver_in_a_child(config, jobs, stop, csv, on_block, address, say, ends)
    ray = ray_or_refusal(local=not address)
    with contextlib.redirect_stdout(sys.stderr):  # Ray's error listener prints on stdout
        return play_on_ray(ray, config, jobs, stop, csv, on_block, address, say, ends=ends)


def play_on_ray(ray: Any, config: Config, jobs: int, stop: Any, csv: bool,
                on_block: Callable[[Any], None], address: str | None,
                say: Callable[[str], None],
                on_connected: Callable[[], None] | None = None, *,
                ends: str = ENDS) -> Outcome:
    """The driver's loop, in whichever process holds Ray: blocks in order, retries, stops."""
    blocks = config.blocks
    ours = start_ray(ray, address, max(1, jobs))
    if on_connected is not None:
        on_connected()
    outcome = Outcome(max(1, jobs))
    try:
        outcome.jobs = cpus = cluster_cpus(ray, jobs) if address or not ours else max(1, jobs)
        task = ray.remote(num_cpus=1, max_retries=0)(play_block)  # retried here, to report it
        config_ref = ray.put(config)
        todo = iter(range(blocks))
        pending: deque[list[Any]] = deque()  # [block, ref, tries], in block order

        def send(block: int) -> Any:
            return task.remote(config_ref, block, csv, frozenset(outcome.sat_out))

        def submit() -> None:
            block = next(todo, None)
            if block is not None and not stop.value:
                pending.append([block, send(block), 1])

        def stop_all(sentence: str | None) -> None:
            if sentence is not None and outcome.failure is None:
                outcome.failure = sentence
            for _, ref, _ in pending:
                ray.cancel(ref)
            pending.clear()

        for _ in range(2 * cpus):
            submit()
        while pending:
            entry = pending[0]
            ready, _ = ray.wait([entry[1]], timeout=POLL)
            if stop.value:  # Ctrl-C or SIGTERM: keep what is finished in order, cancel the rest
                stop_all(None)
                break
            if not ready:
                continue
            try:
                result = ray.get(entry[1])
            except Exception as exc:  # the task raised, or its worker died: try again
                if stop.value:  # Ctrl-C reached Ray's processes too: a stop, not a failure
                    stop_all(None)
                    break
                block, tries = entry[0], entry[2]
                why = _reason(exc)
                if tries > RETRIES:
                    stop_all(f"block {block} failed on Ray {tries} times (last: {why}); {ends}")
                    break
                say(f"ray: block {block} failed ({why}); trying again ({tries + 1} of {RETRIES + 1})")
                entry[1] = send(block)
                entry[2] = tries + 1
                continue
            pending.popleft()
            on_block(result)
            outcome.sat_out |= result.sat_out
            if result.fatal:
                stop_all(f"{result.fatal}; {ends}")
                break
            submit()
        return outcome
    finally:
        if ours:  # also stops Ray's error listener before stdout is the results' again
            ray.shutdown()


def _reason(exc: BaseException) -> str:
    """The first line of what went wrong, without Ray's traceback."""
    cause = getattr(exc, "cause", None)
    if isinstance(cause, BaseException):
        exc = cause
    text = str(exc).strip().splitlines()
    return f"{type(exc).__name__}: {text[0] if text else ''}".rstrip(": ")

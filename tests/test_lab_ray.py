"""``--backend ray``: the same blocks as ``--jobs``, as Ray tasks, with the same bytes out.

Two kinds of proof:

- against a real local Ray (skipped where Ray is not installed): one small
  match gives byte-identical JSON, CSV and PHH files to ``--jobs 1``, and the
  Ray we start listens on 127.0.0.1 only; sit-and-gos (``--tournament``, plain
  and ``--duplicate``) give the bytes of ``--jobs 1`` too, joining a running
  Ray at its ``--address`` as well, where a worker that dies in a tournament is
  retried and changes nothing; the command in a terminal stops on
  Ctrl-C with the results so far and no Ray process left; a worker that dies
  in a task is retried, reported, and changes no result; a node that dies under
  Ray's driver (a spawned child) leaves the blocks before it reported; an
  address nobody answers at, or that answers and is no Ray, is one sentence;
- against a stand-in for the ``ray`` module that runs tasks in this process
  and fails them on cue: a failed task is retried and reported, a block that
  keeps failing stops the match with a sentence (never a gap), and Ctrl-C
  cancels what is in flight and keeps the blocks finished so far (cash deals
  and tournaments alike).
"""

from __future__ import annotations

import contextlib
import filecmp
import json
import os
import pty
import re
import signal
import subprocess
import sys
import time
from collections.abc import Iterator
from pathlib import Path
from types import SimpleNamespace

import pytest

from poker_tui.cli import main
from poker_tui.lab import MatchConfig, run_match, tournament_match
from poker_tui.lab.backends import ray_backend
from poker_tui.lab.runner import StopFlag
from poker_tui.lab.tournament import TournamentConfig
from poker_tui.lab.tournament_match import run_tournament_match
from poker_tui.tournament.structure import BUNDLED

from .lab_commands import ENV, ROOT, read_until, run_json


def _ray_or_skip():
    try:
        import ray  # noqa: F401
    except ImportError:
        pytest.skip("Ray is not installed (pip install -e '.[ray]'); the stand-in tests still run")
    return ray_backend.ray_or_refusal(local=True)


@pytest.fixture(scope="module")
def exits_once_marker(tmp_path_factory) -> Path:
    """The marker of the ``exits-once`` bot on the module's Ray (tests/stuck_bots.py)."""
    return tmp_path_factory.mktemp("ray") / "exits-once"


@pytest.fixture(scope="module")
def local_ray(exits_once_marker):  # its tests share one xdist worker (--dist loadgroup)
    """One private local Ray for the module (starting one takes seconds). Its processes start
    with the test bots of tests/stuck_bots.py on their path and the ``exits-once`` bot armed
    (Ray's workers take the environment Ray started with, not the driver's)."""
    ray = _ray_or_skip()
    with pytest.MonkeyPatch.context() as env:
        env.setenv("PYTHONPATH", ENV["PYTHONPATH"])
        env.setenv("POKER_TUI_EXITS_ONCE", str(exits_once_marker))
        started = ray_backend.start_ray(ray, None, 2)
    yield ray
    if started:
        ray.shutdown()


@pytest.mark.xdist_group("ray")
def test_ray_gives_the_same_bytes_as_one_job(local_ray, tmp_path, capsys, monkeypatch):
    """With Ray's driver in this process, on the module's Ray (starting a second Ray for the
    spawned child would cost seconds; the child's own results are checked against a local run
    in test_a_node_that_dies_leaves_the_blocks_finished_before_it_reported)."""
    monkeypatch.setattr(ray_backend, "ISOLATE", False)
    args = ["sim", "--no-progress", "--bots", "tag,random,station", "--players", "3", "--hands",
            "2100", "--seed", "7", "--json"]
    assert main([*args, "--jobs", "1", "--csv", str(tmp_path / "one.csv"),
                 "--phh-dir", str(tmp_path / "one")]) == 0
    one = capsys.readouterr().out
    assert main([*args, "--backend", "ray", "--jobs", "2", "--csv", str(tmp_path / "ray.csv"),
                 "--phh-dir", str(tmp_path / "ray")]) == 0
    on_ray = capsys.readouterr().out
    assert on_ray == one and json.loads(one)["hands"] == 2100
    assert (tmp_path / "one.csv").read_bytes() == (tmp_path / "ray.csv").read_bytes()
    names = sorted(p.name for p in (tmp_path / "one").iterdir())
    assert len(names) == 2100 and names == sorted(p.name for p in (tmp_path / "ray").iterdir())
    match, mismatch, errors = filecmp.cmpfiles(tmp_path / "one", tmp_path / "ray", names, shallow=False)
    assert not mismatch and not errors


SIT_AND_GOS = ["sim", "--no-progress", "--tournament", "--tournaments", "6", "--players", "3",
               "--structure", "turbo", "--seed", "4", "--json"]
"""Six turbo sit-and-gos of three bots: a few hundred hands, a second or so."""


@pytest.mark.xdist_group("ray")
@pytest.mark.parametrize("duplicate", [[], ["--duplicate"]], ids=["plain", "duplicate"])
def test_tournaments_on_ray_give_the_same_bytes_as_one_job(local_ray, duplicate, tmp_path,
                                                           capsys, monkeypatch):
    """Each sit-and-go (with ``--duplicate``, each deal sequence in every rotation) is one Ray
    task: the JSON and CSV are the bytes of ``--jobs 1`` (Ray's driver in this process, as in
    test_ray_gives_the_same_bytes_as_one_job)."""
    monkeypatch.setattr(ray_backend, "ISOLATE", False)
    args = [*SIT_AND_GOS, "--bots", "tag,station,rock", *duplicate]
    assert main([*args, "--jobs", "1", "--csv", str(tmp_path / "one.csv")]) == 0
    one = capsys.readouterr().out
    assert main([*args, "--backend", "ray", "--jobs", "2", "--csv", str(tmp_path / "ray.csv")]) == 0
    on_ray = capsys.readouterr().out
    assert on_ray == one
    assert json.loads(one)["tournaments"] == (18 if duplicate else 6)
    assert (tmp_path / "one.csv").read_bytes() == (tmp_path / "ray.csv").read_bytes()


@pytest.mark.xdist_group("ray")
def test_tournaments_join_a_running_ray_and_a_worker_that_dies_changes_no_result(
        local_ray, exits_once_marker, capsys, monkeypatch):
    """``--address`` of the module's Ray: Ray's driver in its spawned child joins the cluster
    (as on a real one, where nothing is started or stopped here). The ``exits-once`` bot ends
    its Ray worker's process in its first decision (once: the module's Ray has it armed), so
    that tournament is played again, said so on stderr; the JSON is the bytes of ``--jobs 1``
    (where the bot is not armed). One test for both: the child costs seconds to start."""
    monkeypatch.syspath_prepend(str(ROOT / "tests" / "fixtures"))  # the bot's entry point
    args = [*SIT_AND_GOS, "--bots", "exits-once,tag,maniac"]
    assert main([*args, "--jobs", "1"]) == 0
    one = capsys.readouterr().out
    assert not exits_once_marker.exists() and json.loads(one)["tournaments"] == 6
    address = local_ray.get_runtime_context().gcs_address
    assert main([*args, "--backend", "ray", "--address", address]) == 0
    on_ray, err = capsys.readouterr()
    assert exits_once_marker.exists()
    retried = re.findall(r"ray: block ([0-5]) failed \((.+)\); trying again \(2 of 3\)", err)
    assert len(retried) == 1, err
    assert on_ray == one
    assert local_ray.is_initialized()  # only disconnected: the cluster is up for the next test


@pytest.mark.xdist_group("ray")
def test_the_local_ray_listens_on_loopback_only(local_ray):
    nodes = local_ray.nodes()
    assert nodes and all(node["NodeManagerAddress"] == "127.0.0.1" for node in nodes)
    assert local_ray.util.get_node_ip_address() == "127.0.0.1"


def _ray_processes(session: int) -> dict[int, str]:
    """The processes of one session (a command started with ``start_new_session``): pid -> name."""
    out = subprocess.run(["ps", "-eo", "pid=,sid=,comm="], capture_output=True, text=True).stdout
    found = {}
    for line in out.splitlines():
        pid, sid, name = (line.split(None, 2) + ["", ""])[:3]
        if sid == str(session) and pid != str(session):
            found[int(pid)] = name.strip()
    return found


LONG_MATCH = [sys.executable, "-m", "poker_tui", "sim", "--backend", "ray", "--jobs", "2",
              "--players", "2", "--hands", "2000000", "--seed", "1", "--json"]


@contextlib.contextmanager
def _long_match_on_a_terminal(env: dict[str, str]) -> Iterator[tuple[subprocess.Popen, int]]:
    """``LONG_MATCH`` in its own session, stderr on a terminal; yielded (the process, the
    terminal) once its progress bar shows the first blocks back; killed if still running."""
    master, slave = pty.openpty()
    proc = subprocess.Popen(LONG_MATCH, stdout=subprocess.PIPE, stderr=slave, cwd=ROOT, env=env,
                            start_new_session=True)
    os.close(slave)
    try:
        shown = read_until(master, rb"sim.*\b[1-9]\d*/2000000", 120)
        assert re.search(rb"\b[1-9]\d*/2000000", shown), shown.decode(errors="replace")
        yield proc, master
    finally:
        if proc.poll() is None:
            os.killpg(proc.pid, signal.SIGKILL)
        os.close(master)


def _until_it_ends(proc: subprocess.Popen, master: int, seconds: float) -> tuple[str, str]:
    """What the command prints on stdout and on the terminal until it ends (the terminal kept
    drained meanwhile)."""
    said = b""
    deadline = time.monotonic() + seconds
    while proc.poll() is None and time.monotonic() < deadline:
        said += read_until(master, rb"(?!)", 0.2)
    out = proc.stdout.read().decode() if proc.stdout is not None else ""
    return out, said.decode(errors="replace")


LONG_FORM = pytest.mark.skipif(
    not os.environ.get("POKER_TUI_SLOW_TESTS"),
    reason="a private Ray started, killed and waited for: about 25 s; the stand-in Ray's test"
    " of the same path runs always; POKER_TUI_SLOW_TESTS=1 runs it on a real Ray",
)


@LONG_FORM
@pytest.mark.xdist_group("ray")
def test_ctrl_c_on_a_real_local_ray_prints_the_results_so_far_and_leaves_no_ray_behind():
    """``sim --backend ray`` in its own session on a terminal; once its progress bar shows the
    first blocks back, Ctrl-C as a terminal sends it (to the whole process group, Ray's own
    processes included): the results so far, exit 130 within seconds, and no Ray process left."""
    _ray_or_skip()
    with _long_match_on_a_terminal(ENV) as (proc, master):
        ray_procs = _ray_processes(proc.pid)
        assert any(name in ("gcs_server", "raylet") for name in ray_procs.values()), ray_procs
        t0 = time.monotonic()
        os.killpg(proc.pid, signal.SIGINT)
        out, _ = _until_it_ends(proc, master, 60)
        seconds = time.monotonic() - t0
        assert proc.wait(1) == 130
    assert seconds < 15
    data = json.loads(out)
    assert data["complete"] is False and 0 < data["hands"] < 2_000_000
    assert data["hands"] % 1000 == 0  # whole blocks, in order
    deadline = time.monotonic() + 10
    while time.monotonic() < deadline and set(_ray_processes(proc.pid)) & set(ray_procs):
        time.sleep(0.1)
    assert not set(_ray_processes(proc.pid)) & set(ray_procs), _ray_processes(proc.pid)


@LONG_FORM
@pytest.mark.xdist_group("ray")
def test_a_ray_worker_that_dies_is_retried_reported_and_changes_no_result(tmp_path):
    """A bot that ends its Ray worker's process once: the block is played again and said so on
    stderr, and the results are the bytes a local run gives."""
    _ray_or_skip()
    args = ["sim", "--no-progress", "--players", "2", "--bots", "exits-once,random", "--hands",
            "3000", "--seed", "5", "--json"]
    env = dict(ENV, POKER_TUI_EXITS_ONCE=str(tmp_path / "marker"))
    proc = subprocess.run([sys.executable, "-m", "poker_tui", *args, "--backend", "ray", "--jobs",
                           "2"], capture_output=True, text=True, cwd=ROOT, env=env, timeout=180)
    assert proc.returncode == 0, proc.stderr
    retried = re.findall(r"ray: block ([012]) failed \((.+)\); trying again \(2 of 3\)", proc.stderr)
    assert len(retried) == 1, proc.stderr
    assert (tmp_path / "marker").exists()
    code, local, err, _ = run_json(*args, "--jobs", "1")  # the marker is there: no exit now
    assert code == 0, err
    assert json.loads(proc.stdout) == local and local["hands"] == 3000


# ---------------------------------------------------------------- a stand-in for ray


class FakeRay:
    """Just enough of ``ray`` to drive the backend: tasks run in this process when waited on,
    and the tasks of chosen blocks fail as many times as asked."""

    def __init__(self, failures: dict[int, int], stop_after: int | None = None, stop=None):
        self.failures = dict(failures)
        self.stop_after, self.stop = stop_after, stop
        self.cancelled: list[int] = []
        self.played: list[int] = []
        self.shut = False
        self.util = SimpleNamespace()

    def is_initialized(self):
        return False

    def init(self, **kwargs):
        self.init_kwargs = kwargs

    def shutdown(self):
        self.shut = True

    def cluster_resources(self):
        return {"CPU": 2}

    def put(self, value):
        return value

    def remote(self, **options):
        fake = self

        def wrap(fn):
            return SimpleNamespace(remote=lambda config, block, csv, sat_out: SimpleNamespace(
                fn=fn, args=(config, block, csv, sat_out), block=block))
        assert options.get("max_retries") == 0  # the backend retries, so it can report
        fake.options = options
        return wrap

    def wait(self, refs, timeout):
        return refs, []

    def get(self, ref):
        if self.failures.get(ref.block, 0) > 0:
            self.failures[ref.block] -= 1
            raise RuntimeError(f"worker died while playing block {ref.block}")
        self.played.append(ref.block)
        if self.stop_after is not None and len(self.played) >= self.stop_after:
            self.stop.value = 1
        return ref.fn(*ref.args)

    def cancel(self, ref):
        self.cancelled.append(ref.block)


def _stand_in(monkeypatch, fake: FakeRay) -> None:
    """The backend drives ``fake`` in this process (a stand-in cannot cross into the
    spawned child that holds Ray's driver for real)."""
    monkeypatch.setattr(ray_backend, "ray_or_refusal", lambda local=True: fake)
    monkeypatch.setattr(ray_backend, "ISOLATE", False)


def _config(hands: int = 3000) -> MatchConfig:
    return MatchConfig(players=2, bots=("random", "station"), hands=hands, seed=3)


def _tournaments(count: int = 6) -> TournamentConfig:
    turbo = BUNDLED["turbo"]
    match = MatchConfig(players=3, bots=("tag", "station", "rock"), seed=3,
                        stack=turbo.starting_stack)
    return TournamentConfig(match, turbo, count)


def test_a_failed_task_is_retried_and_reported(monkeypatch):
    fake = FakeRay({1: 2})
    _stand_in(monkeypatch, fake)
    notes: list[str] = []
    results = []
    outcome = ray_backend.play_blocks_on_ray(_config(), 2, StopFlag(), False, results.append,
                                             note=notes.append)
    assert [r.block for r in results] == [0, 1, 2] and outcome.failure is None
    assert len(notes) == 2 and all("block 1 failed" in n and "trying again" in n for n in notes)
    assert fake.init_kwargs["include_dashboard"] is False and fake.shut
    local = run_match(_config(), jobs=1).to_json()
    _stand_in(monkeypatch, FakeRay({0: 1, 2: 2}))
    assert run_match(_config(), jobs=2, backend="ray").to_json() == local


def test_a_block_that_keeps_failing_stops_the_match_with_a_sentence(monkeypatch, capsys):
    fake = FakeRay({1: ray_backend.RETRIES + 1})
    _stand_in(monkeypatch, fake)
    results = []
    outcome = ray_backend.play_blocks_on_ray(_config(), 2, StopFlag(), False, results.append,
                                             note=lambda text: None)
    assert outcome.failure.startswith("block 1 failed on Ray 3 times (last: RuntimeError: worker died")
    assert [r.block for r in results] == [0]  # nothing after the gap is counted
    assert 2 in fake.cancelled and fake.shut
    _stand_in(monkeypatch, FakeRay({1: 9}))
    code = main(["sim", "--no-progress", "--players", "2", "--bots", "random,station", "--hands",
                 "3000", "--seed", "3", "--backend", "ray", "--json"])
    out, err = capsys.readouterr()
    assert code == 1 and json.loads(out)["hands"] == 1000 and json.loads(out)["complete"] is False
    assert "block 1 failed on Ray 3 times" in err


def test_ctrl_c_cancels_the_tasks_in_flight_and_keeps_the_blocks_so_far(monkeypatch):
    stop = StopFlag()
    fake = FakeRay({}, stop_after=2, stop=stop)
    _stand_in(monkeypatch, fake)
    results = []
    ray_backend.play_blocks_on_ray(_config(6000), 2, stop, False, results.append)
    assert [r.block for r in results] == [0, 1]
    assert fake.cancelled == [2, 3, 4]  # the window in flight, none started after the stop


def test_tournaments_take_the_same_retries_and_stops_as_cash_blocks(monkeypatch, capsys):
    """A sit-and-go whose task fails is played again (the results are the local bytes); one
    that keeps failing stops the tournaments with the sentence; Ctrl-C cancels the tasks in
    flight and reports the tournaments finished, in order (exit status 130)."""
    local = run_tournament_match(_tournaments(), jobs=1).to_json()
    _stand_in(monkeypatch, FakeRay({0: 1, 3: 2}))
    retried = run_tournament_match(_tournaments(), jobs=2, backend="ray")
    assert retried.to_json() == local and retried.failure is None
    _stand_in(monkeypatch, FakeRay({2: ray_backend.RETRIES + 1}))
    failed = run_tournament_match(_tournaments(), jobs=2, backend="ray")
    assert failed.totals.tournaments == 2
    assert failed.failure is not None and failed.failure.startswith("block 2 failed on Ray 3 times")
    assert failed.failure.endswith("; the tournaments stop here")
    stop = StopFlag()
    fake = FakeRay({}, stop_after=2, stop=stop)
    _stand_in(monkeypatch, fake)
    monkeypatch.setattr(tournament_match, "shared_flag", lambda jobs=1: stop)  # Ctrl-C's flag
    code = main(["sim", "--no-progress", "--tournament", "--tournaments", "6", "--players", "3",
                 "--bots", "tag,station,rock", "--seed", "3", "--backend", "ray", "--json"])
    data = json.loads(capsys.readouterr().out)
    assert code == 130 and data["interrupted"] is True
    assert data["tournaments"] == 2 and fake.played == [0, 1]
    assert fake.cancelled and min(fake.cancelled) == 2  # the rest in flight, none played


def test_a_failure_heard_after_ctrl_c_is_a_stop_not_a_failure(monkeypatch):
    """Ctrl-C from a terminal reaches Ray's workers too: their blocks fail as the flag is set;
    the match stops with the blocks so far (exit 130), never "failed on Ray 3 times"."""
    stop = StopFlag()
    fake = FakeRay({1: 9})
    real_get = fake.get

    def get(ref):
        if ref.block == 1 and fake.failures[1] == 9 - ray_backend.RETRIES:  # its last try
            stop.value = 1  # the same Ctrl-C, heard by the driver as the block fails
        return real_get(ref)

    fake.get = get
    _stand_in(monkeypatch, fake)
    results = []
    outcome = ray_backend.play_blocks_on_ray(_config(), 2, stop, False, results.append,
                                             note=lambda text: None)
    assert outcome.failure is None and [r.block for r in results] == [0]


def test_starting_ray_keeps_the_matchs_sigint_and_sigterm_handlers(monkeypatch):
    """``ray.init`` installs a SIGTERM handler that exits at once; ours is put back, so
    ``kill`` still stops a match with the results so far."""
    import signal

    fake = FakeRay({})
    fake.init = lambda **kwargs: signal.signal(signal.SIGTERM, lambda *a: None)

    def ours(signum, frame):
        return None

    before = signal.signal(signal.SIGTERM, ours)
    try:
        assert ray_backend.start_ray(fake, None, 2)
        assert signal.getsignal(signal.SIGTERM) is ours
    finally:
        signal.signal(signal.SIGTERM, before)


def test_without_ray_the_backend_is_refused_in_one_sentence(monkeypatch, capsys):
    import sys

    monkeypatch.setitem(sys.modules, "ray", None)  # import ray -> ImportError
    code = main(["sim", "--no-progress", "--hands", "10", "--backend", "ray"])
    err = capsys.readouterr().err
    assert code == 2 and "pip install 'poker-tui-room[ray]'" in err and err.count("\n") == 1


def test_an_address_without_the_ray_backend_is_refused(capsys):
    code = main(["sim", "--no-progress", "--hands", "10", "--address", "10.0.0.1:6379"])
    assert code == 2 and "--backend ray" in capsys.readouterr().err


@pytest.mark.xdist_group("ray")
def test_a_node_that_dies_leaves_the_blocks_finished_before_it_reported():
    """The node under Ray's driver dies (its raylet killed, as a crash or OOM would): Ray ends
    its driver's process, which is a spawned child, so the blocks taken before are reported,
    JSON on stdout (``"complete": false``), one sentence, exit status 1; those blocks, sent
    back from the child, are the numbers a local run of as many hands gives.
    Why over 10 s: a real Ray starts (seconds on this machine); its health checks are made
    quick here (Ray's ``RAY_health_check_*`` settings) so the dead node is noticed at once."""
    _ray_or_skip()
    quick = {"RAY_health_check_initial_delay_ms": "0", "RAY_health_check_period_ms": "500",
             "RAY_health_check_timeout_ms": "500", "RAY_health_check_failure_threshold": "2"}
    with _long_match_on_a_terminal(dict(ENV, **quick)) as (proc, master):
        raylets = [pid for pid, name in _ray_processes(proc.pid).items() if name == "raylet"]
        assert raylets, _ray_processes(proc.pid)
        os.kill(raylets[0], signal.SIGKILL)
        out, said = _until_it_ends(proc, master, 120)
        assert proc.wait(1) == 1
    data = json.loads(out)
    assert data["complete"] is False and data["hands"] >= 1000 and data["hands"] % 1000 == 0
    assert "Ray's driver ended (exit code 1) after" in said and "Ray lost its node" in said
    assert "Ray lost its node" in (data["stopped_by"] or "")
    code, local, _, _ = run_json("sim", "--no-progress", "--jobs", "1", "--players", "2",
                                 "--hands", str(data["hands"]), "--seed", "1", "--json")
    assert code == 0 and local is not None and data["bots"] == local["bots"]


def test_an_address_nobody_answers_at_is_one_sentence_in_seconds(capsys):
    import socket

    with socket.socket() as s:  # a port that was free a moment ago: refused at once
        s.bind(("127.0.0.1", 0))
        port = s.getsockname()[1]
    t0 = time.monotonic()
    code = main(["sim", "--no-progress", "--hands", "10", "--backend", "ray", "--address",
                 f"127.0.0.1:{port}"])
    err = capsys.readouterr().err
    assert code == 2 and time.monotonic() - t0 < 15
    assert f"cannot reach the Ray cluster at --address 127.0.0.1:{port}" in err
    assert err.count("\n") == 1
    assert main(["sim", "--backend", "ray", "--address", "head-without-port"]) == 2
    assert "is not HOST:PORT" in capsys.readouterr().err


@pytest.mark.xdist_group("ray")
def test_an_address_that_answers_but_is_no_ray_is_given_up_with_a_sentence(monkeypatch, capsys):
    """A port that takes the connection and never speaks Ray: ``ray.init`` would wait for
    minutes; the driver's child is given up after ``JOIN_SECONDS`` with one sentence."""
    _ray_or_skip()
    import socket

    from poker_tui.lab.backends import ray_child

    monkeypatch.setattr(ray_child, "JOIN_SECONDS", 3)
    with socket.socket() as head:
        head.bind(("127.0.0.1", 0))
        head.listen(16)
        port = head.getsockname()[1]
        t0 = time.monotonic()
        code = main(["sim", "--no-progress", "--players", "2", "--bots", "random", "--hands",
                     "10", "--backend", "ray", "--address", f"127.0.0.1:{port}"])
    out, err = capsys.readouterr()
    assert code == 2 and out == "" and time.monotonic() - t0 < 30
    assert f"Ray did not start or answer within 3 s at --address 127.0.0.1:{port}" in err

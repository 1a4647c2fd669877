"""``--backend ray``: the same blocks as ``--jobs``, as Ray tasks, with the same bytes out.

Two kinds of proof:

- against a real local Ray (skipped where Ray is not installed): one small
  match gives byte-identical JSON, CSV and PHH files to ``--jobs 1``, and the
  Ray we start listens on 127.0.0.1 only;
- against a stand-in for the ``ray`` module that runs tasks in this process
  and fails them on cue: a failed task is retried and reported, a block that
  keeps failing stops the match with a sentence (never a gap), and Ctrl-C
  cancels what is in flight and keeps the blocks finished so far.
"""

from __future__ import annotations

import filecmp
import json
from types import SimpleNamespace

import pytest

from poker_tui.cli import main
from poker_tui.lab import MatchConfig, run_match
from poker_tui.lab.backends import ray_backend
from poker_tui.lab.runner import StopFlag


def _ray_or_skip():
    try:
        import ray  # noqa: F401
    except ImportError:
        pytest.skip("Ray is not installed (pip install -e '.[ray]'); the stand-in tests still run")
    return ray_backend.ray_or_refusal(local=True)


@pytest.fixture(scope="module")
def local_ray():  # its tests share one xdist worker (--dist loadgroup), so one Ray starts
    """One private local Ray for the module (starting one takes seconds)."""
    ray = _ray_or_skip()
    started = ray_backend.start_ray(ray, None, 2)
    yield ray
    if started:
        ray.shutdown()


@pytest.mark.xdist_group("ray")
def test_ray_gives_the_same_bytes_as_one_job(local_ray, tmp_path, capsys):
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


@pytest.mark.xdist_group("ray")
def test_the_local_ray_listens_on_loopback_only(local_ray):
    nodes = local_ray.nodes()
    assert nodes and all(node["NodeManagerAddress"] == "127.0.0.1" for node in nodes)
    assert local_ray.util.get_node_ip_address() == "127.0.0.1"


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


def _config(hands: int = 3000) -> MatchConfig:
    return MatchConfig(players=2, bots=("random", "station"), hands=hands, seed=3)


def test_a_failed_task_is_retried_and_reported(monkeypatch):
    fake = FakeRay({1: 2})
    monkeypatch.setattr(ray_backend, "ray_or_refusal", lambda local=True: fake)
    notes: list[str] = []
    results = []
    outcome = ray_backend.play_blocks_on_ray(_config(), 2, StopFlag(), False, results.append,
                                             note=notes.append)
    assert [r.block for r in results] == [0, 1, 2] and outcome.failure is None
    assert len(notes) == 2 and all("block 1 failed" in n and "trying again" in n for n in notes)
    assert fake.init_kwargs["include_dashboard"] is False and fake.shut
    local = run_match(_config(), jobs=1).to_json()
    monkeypatch.setattr(ray_backend, "ray_or_refusal", lambda local=True: FakeRay({0: 1, 2: 2}))
    assert run_match(_config(), jobs=2, backend="ray").to_json() == local


def test_a_block_that_keeps_failing_stops_the_match_with_a_sentence(monkeypatch, capsys):
    fake = FakeRay({1: ray_backend.RETRIES + 1})
    monkeypatch.setattr(ray_backend, "ray_or_refusal", lambda local=True: fake)
    results = []
    outcome = ray_backend.play_blocks_on_ray(_config(), 2, StopFlag(), False, results.append,
                                             note=lambda text: None)
    assert outcome.failure.startswith("block 1 failed on Ray 3 times (last: RuntimeError: worker died")
    assert [r.block for r in results] == [0]  # nothing after the gap is counted
    assert 2 in fake.cancelled and fake.shut
    monkeypatch.setattr(ray_backend, "ray_or_refusal", lambda local=True: FakeRay({1: 9}))
    code = main(["sim", "--no-progress", "--players", "2", "--bots", "random,station", "--hands",
                 "3000", "--seed", "3", "--backend", "ray", "--json"])
    out, err = capsys.readouterr()
    assert code == 1 and json.loads(out)["hands"] == 1000 and json.loads(out)["complete"] is False
    assert "block 1 failed on Ray 3 times" in err


def test_ctrl_c_cancels_the_tasks_in_flight_and_keeps_the_blocks_so_far(monkeypatch):
    stop = StopFlag()
    fake = FakeRay({}, stop_after=2, stop=stop)
    monkeypatch.setattr(ray_backend, "ray_or_refusal", lambda local=True: fake)
    results = []
    ray_backend.play_blocks_on_ray(_config(6000), 2, stop, False, results.append)
    assert [r.block for r in results] == [0, 1]
    assert fake.cancelled == [2, 3, 4]  # the window in flight, none started after the stop


def test_without_ray_the_backend_is_refused_in_one_sentence(monkeypatch, capsys):
    import sys

    monkeypatch.setitem(sys.modules, "ray", None)  # import ray -> ImportError
    code = main(["sim", "--no-progress", "--hands", "10", "--backend", "ray"])
    err = capsys.readouterr().err
    assert code == 2 and "pip install 'poker-tui[ray]'" in err and err.count("\n") == 1


def test_an_address_without_the_ray_backend_is_refused(capsys):
    code = main(["sim", "--no-progress", "--hands", "10", "--address", "10.0.0.1:6379"])
    assert code == 2 and "--backend ray" in capsys.readouterr().err

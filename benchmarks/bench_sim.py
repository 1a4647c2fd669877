"""Strategy-lab speed and memory: hands/s on one job, the --jobs 2 speed-up, peak RSS over 1M hands.

All three use ``poker-tui sim``'s own code path: 6-max No-Limit Hold'em,
random bots (the simplest), 100-big-blind stacks reset every hand, seed 1.

1. one job: ``run_match(..., jobs=1)`` (its one worker process); hands per second of
   wall time (best of ``--repeat`` runs) and of CPU time (this process and the worker).
2. two jobs: the same match with ``jobs=2``; the ratio to (1).
3. memory: ``python -m poker_tui sim --hands 1000000`` in a subprocess
   (``--jobs`` as given, default 2); the peak resident set of the main process
   and of each worker, sampled from /proc every 0.2 s (so the curve shows it
   stays flat), the kernel's own peak (``ru_maxrss`` of the waited-for
   process tree, the largest single process) from ``resource.getrusage``, and
   the peak total PSS of all the processes (shared pages, such as the hand
   evaluator's tables built before the fork, counted once). Target: < 150 MB.

    python benchmarks/bench_sim.py [--hands 50000] [--repeat 3] [--memory-hands 1000000]
                                   [--memory-jobs 2] [--skip-memory]
"""

from __future__ import annotations

import argparse
import os
import resource
import subprocess
import sys
import time
from pathlib import Path

from poker_tui.lab import MatchConfig, run_match


def rate(hands: int, jobs: int, repeat: int) -> tuple[float, float]:
    """(best wall-clock hands/s, best CPU hands/s of this process; CPU only for one job)."""
    config = MatchConfig(players=6, bots=("random",), hands=hands, seed=1)
    best_wall = best_cpu = 0.0
    for _ in range(repeat):
        c0 = _cpu()
        result = run_match(config, jobs=jobs)
        cpu = _cpu() - c0
        assert result.hands == hands
        best_wall = max(best_wall, result.hands_per_second)
        if jobs == 1:
            best_cpu = max(best_cpu, hands / cpu)
    return best_wall, best_cpu


def _cpu() -> float:
    """CPU seconds of this process and its finished children: the bots play in a worker
    process even on one job (docs/lab.md), which has ended when ``run_match`` returns."""
    kids = resource.getrusage(resource.RUSAGE_CHILDREN)
    return time.process_time() + kids.ru_utime + kids.ru_stime


def _children(pid: int) -> list[int]:
    out: list[int] = []
    try:
        for task in os.listdir(f"/proc/{pid}/task"):
            text = Path(f"/proc/{pid}/task/{task}/children").read_text().split()
            out += [int(x) for x in text]
    except OSError:
        pass
    return out


def _rss_mb(pid: int) -> float:
    try:
        for line in Path(f"/proc/{pid}/status").read_text().splitlines():
            if line.startswith("VmRSS:"):
                return int(line.split()[1]) / 1024
    except OSError:
        pass
    return 0.0


def _pss_mb(pid: int) -> float:
    """Proportional set size: shared pages split between the processes sharing them."""
    try:
        for line in Path(f"/proc/{pid}/smaps_rollup").read_text().splitlines():
            if line.startswith("Pss:"):
                return int(line.split()[1]) / 1024
    except OSError:
        pass
    return 0.0


def memory(hands: int, jobs: int) -> None:
    cmd = [sys.executable, "-m", "poker_tui", "sim", "--players", "6", "--hands", str(hands),
           "--seed", "1", "--jobs", str(jobs), "--json", "--no-progress"]
    print(f"\nmemory: {' '.join(cmd[1:])}")
    t0 = time.perf_counter()
    proc = subprocess.Popen(cmd, stdout=subprocess.DEVNULL, stderr=subprocess.PIPE)
    peak_main = 0.0
    peak_worker: dict[int, float] = {}
    samples: list[tuple[float, float, float]] = []  # (seconds, main MB, largest worker MB)
    peak_pss = 0.0
    while proc.poll() is None:
        main = _rss_mb(proc.pid)
        kids = _children(proc.pid)
        workers = {c: _rss_mb(c) for c in kids}
        peak_pss = max(peak_pss, _pss_mb(proc.pid) + sum(_pss_mb(c) for c in kids))
        for c, mb in workers.items():
            peak_worker[c] = max(peak_worker.get(c, 0.0), mb)
        peak_main = max(peak_main, main)
        samples.append((time.perf_counter() - t0, main, max(workers.values(), default=0.0)))
        time.sleep(0.2)
    seconds = time.perf_counter() - t0
    err = proc.stderr.read().decode() if proc.stderr else ""
    if proc.returncode:
        raise SystemExit(f"sim failed ({proc.returncode}): {err}")
    kernel_peak = resource.getrusage(resource.RUSAGE_CHILDREN).ru_maxrss / 1024  # KB on Linux
    print(f"  {hands:,} hands in {seconds:.1f} s ({hands / seconds:,.0f} hands/s incl. start-up);"
          f" {err.strip()}")
    print(f"  peak RSS, main process (sampled): {peak_main:6.1f} MB")
    for i, mb in enumerate(sorted(peak_worker.values(), reverse=True)):
        print(f"  peak RSS, worker {i + 1} (sampled):     {mb:6.1f} MB")
    print(f"  peak RSS, largest process (kernel ru_maxrss): {kernel_peak:.1f} MB")
    total = peak_main + sum(peak_worker.values())
    print(f"  all processes together: peak PSS {peak_pss:.1f} MB (shared pages counted once);"
          f" sum of RSS peaks {total:.1f} MB")
    if samples:
        n = len(samples)
        picks = sorted({0, n // 10, n // 4, n // 2, 3 * n // 4, n - 1})
        curve = ", ".join(f"{samples[i][0]:.0f}s: {samples[i][1]:.0f}/{samples[i][2]:.0f}"
                          for i in picks)
        print(f"  RSS over time, main/largest worker MB: {curve}")


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--hands", type=int, default=50_000)
    ap.add_argument("--repeat", type=int, default=3)
    ap.add_argument("--memory-hands", type=int, default=1_000_000)
    ap.add_argument("--memory-jobs", type=int, default=2)
    ap.add_argument("--skip-memory", action="store_true")
    args = ap.parse_args()
    print(f"poker-tui sim, 6-max NLHE, random bots, {args.hands:,} hands, best of {args.repeat}"
          f" ({os.cpu_count()} cores)")
    rate(2_000, 1, 1)  # warm up
    one, one_cpu = rate(args.hands, 1, args.repeat)
    two, _ = rate(args.hands, 2, args.repeat)
    print(f"  --jobs 1: {one:10,.0f} hands/s   (CPU time: {one_cpu:,.0f} hands/s)   target >= 10,000")
    print(f"  --jobs 2: {two:10,.0f} hands/s   ratio {two / one:.2f}x             target >= 1.7x")
    if not args.skip_memory:
        memory(args.memory_hands, args.memory_jobs)


if __name__ == "__main__":
    main()

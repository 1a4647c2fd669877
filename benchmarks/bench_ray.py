"""``--backend ray`` against ``--jobs``: the same match on 1 and 2 local processes and 1 and 2 Ray workers.

Each run is ``poker-tui sim`` in a subprocess (6-max NLHE, random bots, seed 1),
so the times include everything a user waits for: for Ray, starting a private
local Ray (127.0.0.1 only) and its workers, and shutting it down. The JSON
of every run is compared byte for byte with the ``--jobs 1`` run.

    python benchmarks/bench_ray.py [--hands 200000] [--bots random]
"""

from __future__ import annotations

import argparse
import subprocess
import sys
import time


def run(hands: int, bots: str, extra: list[str]) -> tuple[float, bytes]:
    cmd = [sys.executable, "-m", "poker_tui", "sim", "--players", "6", "--bots", bots, "--hands",
           str(hands), "--seed", "1", "--json", "--no-progress", *extra]
    t0 = time.perf_counter()
    out = subprocess.run(cmd, check=True, capture_output=True).stdout
    return time.perf_counter() - t0, out


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--hands", type=int, default=200_000)
    ap.add_argument("--bots", default="random")
    args = ap.parse_args()
    print(f"poker-tui sim, 6-max NLHE, {args.bots} bots, {args.hands:,} hands, seed 1;"
          " wall time of the whole command")
    base_time, base = run(args.hands, args.bots, ["--jobs", "1"])
    print(f"  --jobs 1                   {base_time:6.1f} s  {args.hands / base_time:9,.0f} hands/s")
    for label, extra in (("--jobs 2", ["--jobs", "2"]),
                         ("--backend ray --jobs 1", ["--backend", "ray", "--jobs", "1"]),
                         ("--backend ray --jobs 2", ["--backend", "ray", "--jobs", "2"])):
        seconds, out = run(args.hands, args.bots, extra)
        same = "identical JSON" if out == base else "JSON DIFFERS"
        print(f"  {label:26s} {seconds:6.1f} s  {args.hands / seconds:9,.0f} hands/s  {same}")


if __name__ == "__main__":
    main()

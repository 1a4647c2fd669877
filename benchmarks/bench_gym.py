"""Environment steps per second: poker-tui's PettingZoo environment against PettingZoo's own
``texas_holdem_no_limit_v6`` (RLCard underneath), measured in the same run.

Both are driven by the same loop, the one PettingZoo's documentation shows: ``agent_iter``,
``last()`` (which builds the observation and mask), a uniform choice among the actions the
mask allows, ``step``. Every ``step`` call counts, the ones that retire a finished agent
too, in both environments. Times are CPU seconds of this process (the machine is shared);
the best of ``--repeat`` runs is kept. PettingZoo's game needs ``rlcard`` (the ``bench``
extra); without it only poker-tui's numbers are printed.

    python benchmarks/bench_gym.py [--steps 50000] [--players 2] [--repeat 3]
"""

from __future__ import annotations

import argparse
import random
import time
import warnings
from collections.abc import Callable
from typing import Any

import numpy as np


def rate(make_env: Callable[[], Any], steps: int, seed: int = 1) -> tuple[float, float]:
    """(steps per CPU second, hands per CPU second) of random masked play."""
    env = make_env()
    env.reset(seed=seed)
    rng = random.Random(seed)
    done_steps = hands = 0
    t0 = time.process_time()
    while done_steps < steps:
        for _agent in env.agent_iter():
            obs, _, terminated, truncated, _ = env.last()
            if terminated or truncated:
                env.step(None)
            else:
                env.step(int(rng.choice(np.flatnonzero(obs["action_mask"]))))
            done_steps += 1
        hands += 1
        env.reset()
    seconds = time.process_time() - t0
    return done_steps / seconds, hands / seconds


def pettingzoo_env(players: int) -> Callable[[], Any] | None:
    try:
        with warnings.catch_warnings():
            warnings.simplefilter("ignore")
            from pettingzoo.classic import texas_holdem_no_limit_v6
    except Exception as exc:  # rlcard missing: say so, measure poker-tui alone
        print(f"PettingZoo's texas_holdem_no_limit_v6 cannot run here ({exc}); poker-tui alone")
        return None
    return lambda: texas_holdem_no_limit_v6.env(num_players=players)


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--steps", type=int, default=50_000)
    ap.add_argument("--players", type=int, default=2)
    ap.add_argument("--repeat", type=int, default=3)
    args = ap.parse_args()
    from poker_tui.rl import env as poker_tui_env

    ours = {"poker-tui nlhe": lambda: poker_tui_env(variant="nlhe", players=args.players)}
    theirs = pettingzoo_env(args.players)
    if theirs is not None:
        ours["PettingZoo texas_holdem_no_limit_v6"] = theirs
    best: dict[str, tuple[float, float]] = {}
    for _ in range(args.repeat):  # interleaved, so both see the same machine load
        for name, make in ours.items():
            steps, hands = rate(make, args.steps)
            if steps > best.get(name, (0.0, 0.0))[0]:
                best[name] = (steps, hands)
    print(f"{args.players} players, {args.steps:,} steps a run, best of {args.repeat}, CPU time")
    print(f"{'environment':<36} {'steps/s':>10} {'hands/s':>10}")
    for name, (steps, hands) in best.items():
        print(f"{name:<36} {steps:>10,.0f} {hands:>10,.0f}")
    if theirs is not None:
        ratio = best["poker-tui nlhe"][0] / best["PettingZoo texas_holdem_no_limit_v6"][0]
        print(f"poker-tui / PettingZoo steps per second: {ratio:.2f}x")


if __name__ == "__main__":
    main()

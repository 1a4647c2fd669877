"""One learning seat against bots: a Gymnasium environment over the PettingZoo one.

Why: most single-agent learners (Stable-Baselines3, CleanRL) expect
``gymnasium.Env``. The other seats are bots named as the lab names them
(``tag``, any ``poker_tui.bots`` entry point, ``cmd:python my_bot.py``), built
by the lab's own ``BotMaker``, never by importing the ``bots`` package. A bot
that raises or answers something illegal is checked or folded for, as in the
lab (``poker_tui.referee``). One episode is one hand; the learner keeps its
seat while the button moves, so it plays every position. A hand the learner
never has to act in (everyone folds to its big blind) is dealt and skipped:
its result is in ``info["skipped_reward"]``, not in the reward.
"""

from __future__ import annotations

import random
from collections.abc import Sequence
from typing import Any

import gymnasium
import numpy as np

from ..lab.lineup import BotMaker, make_lineup, observer
from ..lab.runner import _tell as tell_events  # the lab's own: each seat hears what it may
from ..referee import failed, judge
from .aec import raw_env

MAX_SKIPPED = 1000
"""Hands dealt in a row without a decision for the learner before reset gives up."""


class SingleAgentEnv(gymnasium.Env):
    """The seat ``seat`` of a ``players``-seat table; ``opponents`` fill the others in order
    (one spec for all of them, or one per other seat)."""

    metadata = raw_env.metadata

    def __init__(
        self,
        variant: Any = "nlhe",
        players: int = 2,
        opponents: str | Sequence[str] = "random",
        seat: int = 0,
        stakes: Any = None,
        stack: Any = None,
        house: Any = None,
        bet_sizes: Any = None,
        render_mode: str | None = None,
        time_limit: float = 5.0,
    ) -> None:
        self.table = raw_env(
            variant=variant,
            players=players,
            stakes=stakes,
            stack=stack,
            house=house,
            bet_sizes=bet_sizes,
            render_mode=render_mode,
        )
        n = self.table.spec_.players
        if isinstance(seat, bool) or not isinstance(seat, int) or not 0 <= seat < n:
            raise ValueError(f"seat is one of 0..{n - 1}, not {seat!r}")
        specs = [opponents] * (n - 1) if isinstance(opponents, str) else list(opponents)
        if len(specs) != n - 1:
            raise ValueError(
                f"{n - 1} opponents fill a table of {n} around the learner, not {len(specs)}"
            )
        self.seat = seat
        self.agent = self.table.possible_agents[seat]
        self.render_mode = render_mode
        self.maker = BotMaker(make_lineup(specs), time_limit)
        self.observation_space = self.table.observation_space(self.agent)
        self.action_space = self.table.action_space(self.agent)
        self._bots: list[Any] = []
        self._deciders: list[Any] = []
        self._listeners: list[Any] = []  # per seat, the bots' ``observe`` (none: nobody listens)
        self._heard = 0  # events of this hand already told
        self._heard_of: object = None  # the hand they belong to
        self.faults: list[str] = []  # the opponents' faults, as sentences

    def reset(
        self, *, seed: int | None = None, options: dict | None = None
    ) -> tuple[dict[str, np.ndarray], dict[str, Any]]:
        super().reset(seed=seed)
        if seed is not None or not self._bots:
            seeds = random.Random(seed if seed is not None else int(self.np_random.integers(2**63)))
            self._seat_bots(seeds)
        skipped = 0.0
        self.table.reset(seed=seed)
        for _ in range(MAX_SKIPPED):
            self._bots_play()
            if self._learner_to_act():
                return self.table.observe(self.agent), {"skipped_reward": skipped}
            skipped += self.table._cumulative_rewards[self.agent]
            self.table.reset()
        raise RuntimeError(f"{MAX_SKIPPED} hands in a row gave the learner no decision")

    def step(self, action: Any) -> tuple[dict[str, np.ndarray], float, bool, bool, dict[str, Any]]:
        self.table.step(action)
        self._bots_play()
        done = self.table.hand is not None and self.table.hand.over
        reward = self.table._cumulative_rewards[self.agent] if done else 0.0
        return self.table.observe(self.agent), float(reward), done, False, {}

    def render(self) -> str | None:
        return self.table.render()

    def close(self) -> None:
        self.maker.close()

    # ------------------------------------------------------------------ the bots
    def _seat_bots(self, seeds: random.Random) -> None:
        self._bots = [self.maker.build(e, seeds.randrange(2**63)) for e in self.maker.entries]
        self._deciders = [self.maker.decider(b) for b in self._bots]
        listeners = [observer(b) for b in self._bots]
        listeners.insert(self.seat, None)  # the learner observes through the environment
        self._listeners = listeners if any(listeners) else []
        self.table.record = bool(self._listeners)
        self._heard = 0

    def _learner_to_act(self) -> bool:
        hand = self.table.hand
        return hand is not None and not hand.over and hand.to_act == self.seat

    def _bots_play(self) -> None:
        """Let the bots act until the learner must, or the hand is over. Each answer is judged
        by the referee, as in the lab: a legal one is played, a declared raise out of range is
        read as the house reads it, anything else (or an exception) is a fault and the seat
        plays the fallback."""
        table = self.table
        hand = table.hand
        if self._listeners and hand is not None:
            if hand is not self._heard_of:  # a new hand
                self._heard_of, self._heard = hand, 0
            self._heard = tell_events(hand, self._heard, self._listeners)
        while hand is not None and not hand.over and hand.to_act != self.seat:
            p = hand.to_act
            entry = p if p < self.seat else p - 1
            label = self.maker.entries[entry].label
            view = table.view(table.agent_selection)
            try:
                answer = self._deciders[entry](view)
            except Exception as exc:  # the bot crashed, or its program failed
                verdict = failed(view, label, exc, self.maker.time_limit)
            else:
                verdict = judge(view, answer, label, hand.raise_terms)
            if verdict.fault is not None:
                self.faults.append(verdict.fault)
            table.play(verdict.action)
            if self._listeners:
                self._heard = tell_events(hand, self._heard, self._listeners)

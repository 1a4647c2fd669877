"""Every game of the engine as a PettingZoo AEC environment (the ``rl`` extra).

Why: people who try out strategies write learning agents against PettingZoo's
interface; this gives them the engine's games with their exact rules. The
environment adds no rule of its own: each hand is an engine ``Hand``, each
action index maps onto one action from the engine's ``LegalActions``
(``rl.actions``), and each observation encodes the bot API's ``PlayerView``
(``rl.observation``). One episode is one hand, every seat starting from
``stack``; the button moves one seat each hand; rewards are each seat's chips
won or lost, in big blinds, when the hand ends. docs/gym.md has the layouts.
"""

from __future__ import annotations

import random
import secrets
from typing import Any

import gymnasium
import numpy as np
from gymnasium import spaces
from pettingzoo import AECEnv
from pettingzoo.utils import wrappers

from ..bots_api import PlayerView, view_for
from ..engine.actions import Action
from ..engine.hand import Hand
from .actions import ActionCodec
from .observation import ObservationCodec
from .picture import picture
from .table_spec import table_spec
from .views import seat_view


def env(**kwargs: Any) -> AECEnv:
    """The environment with PettingZoo's order checks around it (``raw_env`` without)."""
    inner = raw_env(**kwargs)
    inner = wrappers.AssertOutOfBoundsWrapper(inner)
    return wrappers.OrderEnforcingWrapper(inner)


class raw_env(AECEnv):  # noqa: N801 (PettingZoo's name for the unwrapped environment)
    """A table of ``players`` seats dealing ``variant``; agents ``player_0``.. are seats 0..n-1."""

    metadata: dict[str, Any] = {
        "render_modes": ["human", "ansi"],
        "name": "poker_tui_v0",
        "is_parallelizable": False,
        "render_fps": 1,
    }

    def __init__(
        self,
        variant: Any = "nlhe",
        players: int = 2,
        stakes: Any = None,
        stack: Any = None,
        house: Any = None,
        bet_sizes: Any = None,
        render_mode: str | None = None,
        record: bool = False,
    ) -> None:
        super().__init__()
        self.record = record  # keep the engine's events in ``hand.events`` (bots that observe)
        if render_mode is not None and render_mode not in self.metadata["render_modes"]:
            raise ValueError(
                f"render_mode is one of {self.metadata['render_modes']} or None,"
                f" not {render_mode!r}"
            )
        self.spec_ = spec = table_spec(variant, players, stakes, stack, house, bet_sizes)
        self.render_mode = render_mode
        self.codec = ObservationCodec(spec.variant, spec.players)
        self.actions_codec = ActionCodec(spec.variant, spec.bet_sizes)
        self.possible_agents = [f"player_{i}" for i in range(spec.players)]
        self.agents = self.possible_agents[:]
        self._index = {a: i for i, a in enumerate(self.possible_agents)}
        low, high = self.codec.bounds(spec.total_chips, spec.unit)
        obs_space = spaces.Dict(
            {
                "observation": spaces.Box(low, high, dtype=np.float32),
                "action_mask": spaces.Box(0, 1, (self.actions_codec.size,), dtype=np.int8),
            }
        )
        self.observation_spaces = {a: obs_space for a in self.possible_agents}
        self.action_spaces = {
            a: spaces.Discrete(self.actions_codec.size) for a in self.possible_agents
        }
        self._rng: random.Random | None = None
        self._hands = 0
        self.hand: Hand | None = None
        self.history: list[tuple[int, Action]] = []  # this hand's (seat, engine action)
        self._view: tuple[int, PlayerView] | None = None  # (len(history), view of the seat to act)

    # ------------------------------------------------------------------ spaces
    def observation_space(self, agent: str) -> spaces.Space:
        return self.observation_spaces[agent]

    def action_space(self, agent: str) -> spaces.Space:
        return self.action_spaces[agent]

    @property
    def action_names(self) -> tuple[str, ...]:
        """What each action index does, in index order."""
        return self.actions_codec.names

    # ------------------------------------------------------------------ episode
    def reset(self, seed: int | None = None, options: dict | None = None) -> None:
        """Deal the next hand; ``seed`` restarts the deck stream and puts the button on seat 0."""
        if seed is not None:
            self._rng = random.Random(seed)
            self._hands = 0
        elif self._rng is None:
            self._rng = random.Random(secrets.randbits(64))
        spec = self.spec_
        button = self._hands % spec.players
        self._hands += 1
        self.hand = Hand(
            spec.variant,
            spec.stakes,
            spec.stacks,
            button,
            house=spec.house,
            rng=self._rng,
            record=self.record,
        )
        self.history = []
        self._view = None
        self.agents = self.possible_agents[:]
        self.rewards = dict.fromkeys(self.agents, 0.0)
        self._cumulative_rewards = dict.fromkeys(self.agents, 0.0)
        self.terminations = dict.fromkeys(self.agents, False)
        self.truncations = dict.fromkeys(self.agents, False)
        self.infos: dict[str, dict[str, Any]] = {a: {} for a in self.agents}
        if self.hand.over:  # forced bets put everyone all-in: nothing to decide
            self._end_hand()
            self._accumulate_rewards()
            self.agent_selection = self.agents[0]
        else:
            self.agent_selection = self.possible_agents[self.hand.to_act]

    def view(self, agent: str) -> PlayerView:
        """The bot API's view of ``agent``'s seat now (the observation before encoding)."""
        hand = self._live_hand()
        p = self._index[agent]
        if p == hand.to_act:
            cached = self._view
            if cached is None or cached[0] != len(self.history):
                cached = self._view = (len(self.history), view_for(hand))
            return cached[1]
        return seat_view(hand, p)

    def observe(self, agent: str) -> dict[str, np.ndarray]:
        view = self.view(agent)
        acting = self._index[agent] == self._live_hand().to_act
        mask = self.actions_codec.mask(view.legal if acting else None, len(view.hole))
        return {"observation": self.codec.encode(view), "action_mask": mask}

    def step(self, action: Any) -> None:
        """Play action index ``action`` for the agent to act (``None`` once it is done)."""
        agent = self.agent_selection
        if self.terminations[agent] or self.truncations[agent]:
            self._was_dead_step(action)
            return
        self.play(self.actions_codec.decode(int(action), self.view(agent)))

    def play(self, action: Action) -> None:
        """Apply an engine ``Action`` for the seat to act (the single-agent wrapper seats bots
        this way); ``IllegalAction`` changes nothing, as in the engine."""
        hand = self._live_hand()
        agent = self.agent_selection
        p = hand.to_act
        hand.apply(action)
        self.history.append((p, action))
        self._cumulative_rewards[agent] = 0.0
        self._clear_rewards()
        if hand.over:
            self._end_hand()
        else:
            self.agent_selection = self.possible_agents[hand.to_act]
        self._accumulate_rewards()
        if hand.over:
            self._deads_step_first()
        if self.render_mode == "human":
            self.render()

    def _end_hand(self) -> None:
        hand = self._live_hand()
        unit = self.spec_.unit
        net = hand.net
        self.rewards = {a: net[i] / unit for i, a in enumerate(self.possible_agents)}
        self.terminations = dict.fromkeys(self.agents, True)

    def _live_hand(self) -> Hand:
        if self.hand is None:
            raise RuntimeError("call reset() before using the environment")
        return self.hand

    # ------------------------------------------------------------------ output
    def render(self) -> str | None:
        if self.render_mode is None:
            gymnasium.logger.warn("render() needs render_mode='ansi' or 'human'")
            return None
        text = picture(self._live_hand(), self.possible_agents)
        if self.render_mode == "human":
            print(text)
            return None
        return text

    def close(self) -> None:
        """Nothing to release: the environment holds no process or file."""

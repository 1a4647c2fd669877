"""Any policy, a callable from observation to action index, as a poker-tui bot.

Why: an agent trained in the gym should be measured by the lab as any bot is
(``poker-tui sim --duplicate``, ``poker-tui exploit``). ``policy_bot(policy)``
makes a ``SyncBot`` class that encodes each view exactly as the environment
does (same observation layout, same action mask, same action indices) and plays
the engine action the chosen index maps to. Register the class through the
``poker_tui.bots`` entry point group like any bot (docs/gym.md). A masked-out
index raises ``IllegalAction``: the lab counts it as the bot's fault and checks
or folds for it. Needs numpy only, not the ``rl`` extra.
"""

from __future__ import annotations

import inspect
from collections.abc import Callable, Sequence
from typing import Any

import numpy as np

from ..bots_api import Action, PlayerView, SyncBot
from .actions import ActionCodec, bet_sizes_of
from .observation import ObservationCodec

Policy = Callable[..., Any]
"""``policy(observation) -> index``, or ``policy(observation, rng) -> index`` where ``rng`` is
the bot's ``random.Random``, seeded by the lab and reset between duplicate replays."""


class PolicyBot(SyncBot):
    """A bot that asks its policy for an action index; subclasses come from ``policy_bot``."""

    name = "policy"
    style = "learned"
    description = "A policy from the gym: observation in, action index out."
    bet_sizes: tuple[float, ...] = bet_sizes_of(None)
    policies: tuple[Policy, ...] = ()  # the policy, in a tuple so it is not made a method
    wants_rng = False

    def __init__(self, seed: int | None = None) -> None:
        super().__init__(seed)
        if not self.policies:
            raise TypeError("PolicyBot needs a policy: build the class with policy_bot(policy)")
        self._codecs: dict[tuple[int, int], tuple[Any, ObservationCodec, ActionCodec]] = {}

    def observation(self, view: PlayerView) -> tuple[dict[str, np.ndarray], ActionCodec]:
        """The environment's observation of this view, and the codec of its actions."""
        key = (id(view.variant), view.n)
        hit = self._codecs.get(key)
        if hit is None or hit[0] is not view.variant:
            hit = self._codecs[key] = (
                view.variant,
                ObservationCodec(view.variant, view.n),
                ActionCodec(view.variant, self.bet_sizes),
            )
        _, obs_codec, actions = hit
        mask = actions.mask(view.legal, len(view.hole))
        return {"observation": obs_codec.encode(view), "action_mask": mask}, actions

    def decide(self, view: PlayerView) -> Action:
        observation, actions = self.observation(view)
        policy = self.policies[0]
        index = policy(observation, self.rng) if self.wants_rng else policy(observation)
        return actions.decode(int(index), view)


def policy_bot(
    policy: Policy,
    name: str = "policy",
    *,
    bet_sizes: Sequence[float] | None = None,
    description: str = "",
    style: str = "learned",
) -> type[PolicyBot]:
    """A bot class (what an entry point names) that plays ``policy``; ``bet_sizes`` must be
    the ones the policy was trained with."""
    if not callable(policy):
        raise TypeError(f"a policy is a callable from observation to action index, not {policy!r}")
    try:
        wants_rng = len(inspect.signature(policy).parameters) >= 2
    except (TypeError, ValueError):  # a builtin without a signature: one argument
        wants_rng = False
    return type(
        f"PolicyBot_{name}",
        (PolicyBot,),
        {
            "name": name,
            "style": style,
            "description": description or PolicyBot.description,
            "bet_sizes": bet_sizes_of(bet_sizes),
            "policies": (policy,),
            "wants_rng": wants_rng,
            "__doc__": description or PolicyBot.__doc__,
        },
    )

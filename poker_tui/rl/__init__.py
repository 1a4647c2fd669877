"""poker-tui's games for learning agents: a PettingZoo environment, a Gymnasium
wrapper that seats bots, and an adapter that makes a trained policy a bot.

``env``, ``raw_env`` and ``SingleAgentEnv`` need the ``rl`` extra (PettingZoo and
Gymnasium); ``policy_bot`` and the codecs need numpy only, so the lab can play a
trained policy without the extra. Names load on first use (docs/gym.md).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from ..engine.lazy_exports import lazy_exports

if TYPE_CHECKING:
    from .actions import DEFAULT_BET_SIZES, ActionCodec
    from .aec import env, raw_env
    from .observation import ObservationCodec
    from .policy_bot import PolicyBot, policy_bot
    from .single_agent import SingleAgentEnv

_HOME = {
    "actions": ("DEFAULT_BET_SIZES", "ActionCodec"),
    "aec": ("env", "raw_env"),
    "observation": ("ObservationCodec",),
    "policy_bot": ("PolicyBot", "policy_bot"),
    "single_agent": ("SingleAgentEnv",),
}

__all__ = [
    "DEFAULT_BET_SIZES",
    "ActionCodec",
    "ObservationCodec",
    "PolicyBot",
    "SingleAgentEnv",
    "env",
    "policy_bot",
    "raw_env",
]

__getattr__, __dir__ = lazy_exports(__name__, _HOME)

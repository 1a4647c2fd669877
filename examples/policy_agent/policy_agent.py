"""A policy from the gym, played as a poker-tui bot.

``act`` stands in for a trained network: it scores every action with a fixed random
linear layer over the observation and plays the best one the mask allows. Replace it
with your own model's forward pass (it gets the environment's observation, the same
dict ``poker_tui.rl.env`` gives, and returns an action index).
"""

import numpy as np

from poker_tui.rl import policy_bot

_weights: dict[tuple[int, int], np.ndarray] = {}


def act(observation: dict) -> int:
    features, mask = observation["observation"], observation["action_mask"]
    shape = (features.size, mask.size)
    if shape not in _weights:  # one layer per game layout, the same in every process
        _weights[shape] = np.random.default_rng(sum(shape)).normal(size=shape)
    scores = features @ _weights[shape]
    return int(np.argmax(np.where(mask == 1, scores, -np.inf)))


PolicyAgent = policy_bot(act, name="policy-agent", description="A linear policy from the gym.")

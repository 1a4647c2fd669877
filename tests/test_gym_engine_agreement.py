"""The gym adds no rule of its own: 1,000 hands of random masked actions through the
PettingZoo environment, each replayed on an engine ``Hand`` dealt from the same deck,
agree on every seat to act, every observation, every action and every chip.

The translation from action index to engine action is written out here again from
docs/gym.md's table (not imported), so the test checks the documented layout too.
"""

from __future__ import annotations

import random

import numpy as np
import pytest

pytest.importorskip(
    "pettingzoo", reason="the gym needs the rl extra: pip install 'poker-tui-room[rl]'"
)

from poker_tui.bots_api import view_for  # noqa: E402
from poker_tui.engine import Action, Hand, IllegalAction, replay  # noqa: E402
from poker_tui.engine.games import all_variants  # noqa: E402
from poker_tui.rl import raw_env  # noqa: E402

HANDS = 1000
REPLAY_EVERY_INDEX_HANDS = 150
"""In the first hands, every unmasked index is also applied to a copy of the hand (the
engine must accept it) and every masked one must be refused by the environment."""


def _tables() -> list[tuple[str, int]]:
    """Every registered game, at 2 players and at 6 (or as many as its deck seats)."""
    out = []
    for v in all_variants():
        out += [(v.code, 2), (v.code, min(6, v.max_players))]
    return out


def _engine_action(index: int, env: raw_env, view) -> Action:  # noqa: ANN001
    """docs/gym.md's action table, from the engine's legal options."""
    legal, names = view.legal, env.action_names
    sizes = env.spec_.bet_sizes
    name = names[index]
    if name == "fold":
        return Action.fold()
    if name == "check/call":
        return Action.check() if legal.can_check else Action.call()
    if name == "bring-in":
        return Action.bring_in()
    if name == "all-in":
        return Action.raise_to(legal.max_raise_to)
    if name.startswith("bet/raise"):
        fraction = sizes[names.index(name) - names.index("all-in") + len(sizes)]
        called_to = view.bets[view.player] + legal.call
        target = called_to + round(fraction * (view.pot + legal.call))
        return Action.raise_to(max(legal.min_raise_to, min(legal.max_raise_to, target)))
    bits = index - names.index("stand pat")
    return Action.draw(tuple(c for i, c in enumerate(view.hole) if bits >> i & 1))


def test_env_plays_every_hand_as_the_engine_does():
    tables = _tables()
    envs = {t: raw_env(variant=t[0], players=t[1]) for t in tables}
    for i, env in enumerate(envs.values()):
        env.reset(seed=1000 + i)
    rng = random.Random(2024)
    checked_masks = 0
    for h in range(HANDS):
        env = envs[tables[h % len(tables)]]
        if h >= len(tables):
            env.reset()
        start = env.hand.start
        direct = Hand(
            start.variant,
            start.stakes,
            start.stacks,
            start.button,
            house=start.house,
            deck=start.deck,
        )
        assert list(start.stacks) == list(env.spec_.stacks)
        actions: list[tuple[int, Action]] = []
        rewards = {}
        for agent in env.agent_iter():
            obs, reward, terminated, truncated, _ = env.last()
            if terminated or truncated:
                rewards[agent] = reward
                env.step(None)
                continue
            p = env.possible_agents.index(agent)
            assert p == direct.to_act
            view = view_for(direct)
            assert np.array_equal(obs["observation"], env.codec.encode(view))
            allowed = np.flatnonzero(obs["action_mask"])
            if h < REPLAY_EVERY_INDEX_HANDS:
                for index in range(len(env.action_names)):
                    if index in allowed:  # the engine accepts it, on a copy of the hand
                        replay(start, actions).apply(_engine_action(index, env, view))
                    else:
                        with pytest.raises(IllegalAction):
                            env.actions_codec.decode(index, env.view(agent))
                    checked_masks += 1
            index = int(rng.choice(allowed))
            action = _engine_action(index, env, view)
            direct.apply(action)
            actions.append((p, action))
            env.step(index)
            assert env.history == actions
        assert direct.over and env.hand.over
        assert env.hand.stacks == direct.stacks
        unit = start.stakes.unit
        assert rewards == {a: direct.net[p] / unit for p, a in enumerate(env.possible_agents)}
        assert sum(direct.net) + direct.rake == 0
    assert checked_masks > 1000

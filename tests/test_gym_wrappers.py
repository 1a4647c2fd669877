"""The gym's parts around the PettingZoo environment: the observation layout, the
single-agent Gymnasium wrapper with bots at the other seats, the policy-as-bot adapter,
render, and one clear sentence for every wrong argument."""

from __future__ import annotations

import random

import numpy as np
import pytest

pytest.importorskip(
    "pettingzoo", reason="the gym needs the rl extra: pip install 'poker-tui-room[rl]'"
)

from poker_tui.engine import IllegalAction  # noqa: E402
from poker_tui.rl import SingleAgentEnv, policy_bot, raw_env  # noqa: E402


def _random_policy(observation: dict, rng: random.Random) -> int:
    return int(rng.choice(np.flatnonzero(observation["action_mask"])))


def _block(env: raw_env, obs: np.ndarray, name: str) -> np.ndarray:
    b = env.codec.block(name)
    return obs[b.start : b.stop]


def test_observation_blocks_hold_the_view_stud_six_players() -> None:
    env = raw_env(variant="stud7", players=6)
    env.reset(seed=5)
    rng = random.Random(5)
    for _ in range(25):
        if env.hand.over:
            env.reset()
        agent = env.agent_selection
        view = env.view(agent)
        obs = env.observe(agent)["observation"]
        unit = view.stakes.unit
        hole = _block(env, obs, "hole").reshape(-1, 52)
        assert [int(np.argmax(row)) for row in hole[: len(view.hole)]] == list(view.hole)
        assert not hole[len(view.hole) :].any()
        up = _block(env, obs, "up_cards").reshape(6, 52)
        assert [sorted(np.flatnonzero(row)) for row in up] == [sorted(c) for c in view.up_cards]
        assert np.allclose(_block(env, obs, "stacks"), np.array(view.stacks) / unit)
        assert np.allclose(_block(env, obs, "contrib"), np.array(view.contrib) / unit)
        assert _block(env, obs, "pot")[0] == pytest.approx(view.pot / unit)
        history = _block(env, obs, "history").reshape(len(view.variant.streets), 6, 3)
        aggressive = sum(1 for _, _, kind, _ in view.log if kind in ("bet", "raise", "complete"))
        assert history[:, :, 2].sum() == aggressive
        assert np.argmax(_block(env, obs, "player")) == view.player
        allowed = np.flatnonzero(env.observe(agent)["action_mask"])
        env.step(int(rng.choice(allowed)))


def test_a_waiting_seat_sees_its_own_cards_and_has_no_options() -> None:
    env = raw_env(variant="nlhe", players=3)
    env.reset(seed=2)
    waiting = next(a for a in env.agents if a != env.agent_selection)
    seat = env.possible_agents.index(waiting)
    obs = env.observe(waiting)
    assert not obs["action_mask"].any()
    hole = _block(env, obs["observation"], "hole").reshape(-1, 52)
    assert [int(np.argmax(r)) for r in hole] == env.hand.hole[seat]


def test_the_same_seed_deals_the_same_hands_and_the_button_moves() -> None:
    def play(seed: int) -> list[tuple[int, tuple[int, ...], tuple[float, ...]]]:
        env = raw_env(variant="plo", players=3)
        env.reset(seed=seed)
        rng = random.Random(seed)
        out = []
        for _ in range(6):
            for _agent in env.agent_iter():
                obs, reward, done, _, _ = env.last()
                env.step(None if done else int(rng.choice(np.flatnonzero(obs["action_mask"]))))
            out.append((env.hand.button, env.hand.start.deck, tuple(env.hand.net)))
            env.reset()
        return out

    first = play(11)
    assert first == play(11)
    assert first != play(12)
    assert [b for b, _, _ in first] == [0, 1, 2, 0, 1, 2]


def test_render_draws_the_table_as_text() -> None:
    env = raw_env(variant="nlhe", players=2, render_mode="ansi")
    env.reset(seed=1)
    env.step(1)  # the button calls
    text = env.render()
    assert "No-Limit Texas Hold'em" in text and "player_0" in text and "player_1" in text
    assert "button" in text and "last: player_0 call 1" in text


def test_single_agent_env_seats_bots_and_rewards_the_learners_chips() -> None:
    env = SingleAgentEnv(variant="nlhe", players=3, opponents=["tag", "station"], seat=1)
    rng = random.Random(3)
    obs, info = env.reset(seed=3)
    total = info["skipped_reward"]
    hands = 0
    while hands < 40:
        assert env.table.hand.to_act == 1 and obs["action_mask"].any()
        obs, reward, terminated, truncated, info = env.step(
            int(rng.choice(np.flatnonzero(obs["action_mask"])))
        )
        assert not truncated
        if terminated:
            assert reward == env.table.hand.net[1] / env.table.spec_.unit
            total += reward
            hands += 1
            obs, info = env.reset()
            total += info["skipped_reward"]
    assert env.faults == []
    env.close()


def test_single_agent_env_passes_gymnasiums_checker() -> None:
    from gymnasium.utils.env_checker import check_env

    check_env(SingleAgentEnv(variant="lhe", players=2, opponents="random"), skip_render_check=True)


def test_single_agent_env_repeats_with_a_seed() -> None:
    def play() -> list[float]:
        env = SingleAgentEnv(variant="draw", players=3, opponents="random")
        obs, _ = env.reset(seed=9)
        rng, rewards = random.Random(9), []
        while len(rewards) < 15:
            obs, reward, done, _, _ = env.step(int(rng.choice(np.flatnonzero(obs["action_mask"]))))
            if done:
                rewards.append(reward)
                obs, _ = env.reset()
        return rewards

    assert play() == play()


def test_policy_bot_plays_what_the_policy_chooses_in_the_environment() -> None:
    Bot = policy_bot(_random_policy, name="randomly")
    env = raw_env(variant="stud5", players=4)
    env.reset(seed=4)
    chooser, bot = random.Random(1), Bot(seed=1)
    for _ in range(40):
        if env.hand.over:
            env.reset()
        agent = env.agent_selection
        view = env.view(agent)
        seen, _ = bot.observation(view)
        obs = env.observe(agent)
        assert np.array_equal(seen["observation"], obs["observation"])
        assert np.array_equal(seen["action_mask"], obs["action_mask"])
        index = _random_policy(obs, chooser)
        assert bot.decide(view) == env.actions_codec.decode(index, view)
        env.step(index)


def test_policy_bot_refuses_a_masked_index_and_resets_its_rng() -> None:
    Bot = policy_bot(lambda observation: 0, name="folder")  # fold, even when it may check
    env = raw_env(variant="nlhe", players=2)
    env.reset(seed=1)
    env.step(1)  # the button calls; the big blind may check, and may fold too (the engine says so)
    assert Bot().decide(env.view(env.agent_selection)).kind == 0
    env.step(1)  # checks: the flop
    Never = policy_bot(lambda observation: 2 + observation["action_mask"].size)
    with pytest.raises(
        IllegalAction,
        match=r"^action 7 is not allowed now; allowed: 0 \(fold\), 1 \(check/call\), 2",
    ):
        Never().decide(env.view(env.agent_selection))
    rng_bot = policy_bot(_random_policy)(seed=7)
    view = env.view(env.agent_selection)
    before = [rng_bot.decide(view) for _ in range(10)]
    rng_bot.reset()
    assert [rng_bot.decide(view) for _ in range(10)] == before


@pytest.mark.parametrize(
    ("kwargs", "sentence"),
    [
        ({"players": 11}, "is played by 2 to 10 players, not 11"),
        ({"variant": "chess"}, "unknown variant 'chess'"),
        ({"stakes": 0}, "the big blind is a positive number of chips, not 0"),
        ({"stakes": "big"}, "stakes are a Stakes value or the big blind in chips"),
        ({"stack": -5}, "stack is a positive whole number of chips"),
        ({"stack": [100, 100, 100]}, "or one per player (2)"),
        ({"house": "vegas"}, "no house rules profile 'vegas'; choose one of: rws"),
        ({"bet_sizes": (0.5, -1)}, "bet sizes are positive fractions of the pot"),
        ({"bet_sizes": ()}, "bet sizes are positive fractions of the pot"),
        ({"render_mode": "rgb_array"}, "render_mode is one of ['human', 'ansi'] or None"),
    ],
)
def test_a_wrong_argument_is_one_sentence(kwargs: dict, sentence: str) -> None:
    with pytest.raises(ValueError, match=None) as caught:
        raw_env(**kwargs)
    assert sentence in str(caught.value)


def test_single_agent_env_refuses_wrong_seats_and_bots() -> None:
    with pytest.raises(ValueError, match="seat is one of 0..1, not 2"):
        SingleAgentEnv(players=2, seat=2)
    with pytest.raises(ValueError, match="2 opponents fill a table of 3 around the learner, not 1"):
        SingleAgentEnv(players=3, opponents=["tag"])
    with pytest.raises(ValueError, match="no bot named 'nobody'"):
        SingleAgentEnv(players=2, opponents="nobody")


def test_single_agent_env_judges_a_bots_answer_as_the_lab_does(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    from pathlib import Path

    fixtures = Path(__file__).resolve().parent / "fixtures"  # the test bots' entry points
    monkeypatch.syspath_prepend(str(fixtures))
    env = SingleAgentEnv(variant="nlhe", players=2, opponents="dict")
    obs, _ = env.reset(seed=1)
    for _ in range(6):
        obs, _, done, _, _ = env.step(1)  # check or call
        if done:
            obs, _ = env.reset()
    assert env.faults and all(f.startswith("dict returned a dict") for f in env.faults)


def test_single_agent_env_tells_listening_bots_what_they_may_see(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    from poker_tui.bots_api import BotInfo, SyncBot, fallback
    from poker_tui.engine.events import HIDDEN, HandEnded
    from poker_tui.lab import lineup

    heard: list[object] = []

    class Listener(SyncBot):
        name = "listener"

        def decide(self, view):  # noqa: ANN001, ANN201
            return fallback(view)

        def observe(self, event) -> None:  # noqa: ANN001
            heard.append(event)

    monkeypatch.setattr(
        lineup, "bot_factories", lambda: {"listener": BotInfo("listener", "", "", Listener)}
    )
    env = SingleAgentEnv(variant="nlhe", players=2, opponents="listener", seat=0)
    obs, _ = env.reset(seed=2)
    hands = 0
    while hands < 3:
        obs, _, done, _, _ = env.step(1)
        if done:
            hands += 1
            obs, _ = env.reset()
    assert sum(isinstance(e, HandEnded) for e in heard) >= 3
    dealt = [e for e in heard if getattr(e, "private_to", None) is not None]
    learners = [e for e in dealt if e.private_to == 0]
    assert learners and all(set(e.cards) == {HIDDEN} for e in learners)
    assert any(HIDDEN not in e.cards for e in dealt if e.private_to == 1)

"""PHH exports load in PokerKit and, applied action by action, reach our finishing stacks."""

from __future__ import annotations

import pytest

from poker_tui.sim import run_sim

pokerkit = pytest.importorskip("pokerkit")


def replay_in_pokerkit(path):
    with open(path, "rb") as f:
        hh = pokerkit.HandHistory.load(f)
    states = [state for state, _action in hh.state_actions]  # applied action by action
    assert not states[-1].status, "PokerKit did not finish the hand"
    return list(states[-1].stacks), list(hh.finishing_stacks)


@pytest.mark.parametrize("players", [2, 3, 6, 9])
def test_sim_phh_replays_to_the_same_stacks_in_pokerkit(tmp_path, players):
    run_sim("nlhe", players=players, hands=150, seed=players, phh_dir=tmp_path)
    files = sorted(tmp_path.glob("*.phh"))
    assert len(files) == 150
    for path in files:
        theirs, ours = replay_in_pokerkit(path)
        assert theirs == ours, path.read_text()

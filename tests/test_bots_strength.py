"""Strength is measured: in short duplicate matches the strong bots already beat the weak.

The full crosstable (scripts/crosstable.py, docs/bots.md) plays tens of
thousands of hands; these few hundred deals with a fixed seed are a smoke
test that the ordering has not broken: the win rate's whole 95% interval
lies above zero.
"""

from __future__ import annotations

import pytest

from poker_tui.engine.variant import Stakes
from poker_tui.lab import MatchConfig, run_match


@pytest.mark.parametrize("strong, weak, players", [
    ("tag", "station", 2), ("equity", "station", 2), ("equity", "maniac", 2),
    ("tag", "maniac", 6), ("tag", "random", 6),
])
def test_strong_bot_beats_weak_bot_in_duplicate(strong: str, weak: str, players: int) -> None:
    cfg = MatchConfig(players=players, bots=(strong,) + (weak,) * (players - 1), hands=720 if players == 2 else 4200,
                      seed=11, stakes=Stakes(5, 10), stack=1000, duplicate=True)
    hero = run_match(cfg, jobs=1).summaries()[0]
    assert hero.faults == 0
    assert hero.mbb_ci is not None and hero.mbb_ci[0] > 0, (strong, weak, hero.mbb_per_hand,
                                                            hero.mbb_ci)

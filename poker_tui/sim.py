"""Headless matches, the short way: ``run_sim("nlhe", players=6, hands=1000, seed=1)``.

A thin front for the strategy lab (``poker_tui.lab``), which holds the
runner, duplicate seating, parallel jobs, statistics and output formats.
"""

from __future__ import annotations

from pathlib import Path

from .engine.house_rules import RWS, HouseRules
from .engine.variant import Stakes
from .lab import MatchConfig, MatchResult, run_match
from .lab.seeds import fresh_master_seed

__all__ = ["MatchResult", "run_sim"]


def run_sim(
    variant: str = "nlhe",
    players: int = 6,
    hands: int = 1000,
    seed: int | None = None,
    bots: list[str] | None = None,
    stakes: Stakes | None = None,
    stack_bb: int = 100,
    house: HouseRules = RWS,
    phh_dir: str | Path | None = None,
    *,
    mode: str = "cash",
    duplicate: bool = False,
    jobs: int = 1,
    csv_path: str | Path | None = None,
) -> MatchResult:
    """Play ``hands`` hands between bots (random ones unless named) and return the results."""
    from .engine.games import get_variant
    from .session.config import default_stakes

    stakes = stakes or default_stakes(get_variant(variant), 2)
    unit = stakes.unit
    config = MatchConfig(
        variant=variant, players=players, bots=tuple(bots or ("random",)), hands=hands,
        seed=fresh_master_seed() if seed is None else seed, stakes=stakes,
        stack=stack_bb * unit, mode=mode, duplicate=duplicate, house=house,
        phh_dir=Path(phh_dir) if phh_dir else None,
    )
    return run_match(config, jobs=jobs, csv_path=csv_path)

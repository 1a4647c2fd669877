"""``--json``: one documented schema (docs/lab.md), the same bytes for the same seed.

Nothing here depends on time or on the number of jobs: the speed of a run
is on screen and in ``MatchResult``, not in the JSON, so two runs of one
seed can be compared with ``cmp``.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from ..engine.house_rules import PROFILES, HouseRules, changed_options
from .statistics import Z95

if TYPE_CHECKING:
    from .match import MatchResult

SCHEMA = "poker-tui/sim/1"


def house_options(house: HouseRules) -> dict[str, str]:
    """The options the match changed from its profile (``--house-option``); the straddle is
    the stakes'."""
    base = PROFILES.get(house.name, house)
    return {f: c for f, c in changed_options(house, base) if f != "straddle_allowed"}


def _r(x: float | None, digits: int = 3) -> float | None:
    return None if x is None else round(x, digits)


def _pair(ci: tuple[float, float] | None, digits: int = 3) -> list[float] | None:
    return None if ci is None else [round(ci[0], digits), round(ci[1], digits)]


def result_json(result: MatchResult) -> dict[str, Any]:
    cfg = result.config
    st = cfg.stakes
    return {
        "schema": SCHEMA,
        "variant": cfg.game.code,
        "players": cfg.players,
        "mode": cfg.mode,
        "duplicate": cfg.duplicate,
        "seed": cfg.seed,
        "stakes": {"small_blind": st.small_blind, "big_blind": st.big_blind, "ante": st.ante,
                   "bring_in": st.bring_in, "small_bet": st.small_bet, "big_bet": st.big_bet,
                   "straddle": st.straddle if cfg.house.straddle_allowed else 0},
        "big_blind_unit": cfg.unit,
        "starting_stack": cfg.stack,
        "house_rules": cfg.house.name,
        "house_options": house_options(cfg.house),
        "hands_requested": cfg.hands,
        "hands": result.hands,
        "deals": result.deals,
        "complete": not result.interrupted and not result.failure and result.deals == cfg.deals,
        "stopped_by": result.failure,
        "time_limit": cfg.time_limit,
        "overruns": result.overruns,
        "repeatable": result.overruns == 0,
        "rake": result.tally.rake,
        "shared_showdowns": result.tally.shared_showdowns,
        "confidence": {"level": 0.95, "z": round(Z95, 6),
                       "unit": "deal" if cfg.duplicate else "hand",
                       "hands_per_unit": cfg.replays},
        "bots": [
            {
                "entry": s.entry + 1,
                "bot": s.label,
                "spec": s.spec,
                "hands": s.hands,
                "net": s.net,
                "mbb_per_hand": _r(s.mbb_per_hand),
                "mbb_per_hand_ci": _pair(s.mbb_ci),
                "bb_per_100": _r(s.bb_per_100),
                "bb_per_100_ci": _pair(s.bb_ci),
                "significant": s.significant,
                "vpip": _r(s.vpip, 4),
                "pfr": _r(s.pfr, 4),
                "aggression_factor": _r(s.aggression),
                "showdowns": s.showdowns,
                "showdowns_won": s.showdowns_won,
                "showdown_win_share": _r(s.showdown_share, 4),
                "rebuys": s.rebuys,
                "faults": s.faults,
                "overruns": result.tally.overruns[s.entry],
                "sat_out": s.entry in result.sat_out,
                "fault_examples": list(s.fault_notes),
            }
            for s in result.summaries()
        ],
    }

"""The strategy lab: fast headless matches between bots, with honest statistics.

``run_match(MatchConfig(...), jobs=N)`` plays a match on N processes and
returns per-bot win rates with 95% confidence intervals, VPIP, PFR,
aggression and showdowns. ``poker-tui sim`` is the command-line face;
docs/lab.md documents the JSON schema, the CSV columns and the statistics.
"""

from .config import BLOCK_HANDS, MatchConfig, house_profile
from .match import MatchResult, run_match
from .parallel import default_jobs
from .statistics import BotSummary

__all__ = ["BLOCK_HANDS", "BotSummary", "MatchConfig", "MatchResult", "default_jobs",
           "house_profile", "run_match"]

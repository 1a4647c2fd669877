"""Tournaments as data, and their arithmetic: blind structures, payouts and ICM.

Pure Python (stdlib only), below the session and beside the engine: the table,
the lab, the coach and the commands all read tournaments from here
(docs/architecture.md, "Where a change goes").
"""

from .icm import ICMResult, icm_equities
from .payouts import parse_payouts, prizes

__all__ = ["ICMResult", "icm_equities", "parse_payouts", "prizes"]

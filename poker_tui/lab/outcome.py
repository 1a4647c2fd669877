"""How a match's blocks went, whichever backend played them (``lab.parallel``, ``lab.backends``).

Its own module so a backend can hand one back without importing the local supervisor
that chooses the backend (no import cycle).
"""

from __future__ import annotations

from dataclasses import dataclass, field


@dataclass
class Outcome:
    """How the blocks went: the jobs used, and the sentence when a bot ended the match."""

    jobs: int
    failure: str | None = None
    sat_out: set[int] = field(default_factory=set)

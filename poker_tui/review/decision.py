"""One reviewed decision: what was done, what it was worth, and the grade, as plain values.

Why frozen plain values: the command line prints them as JSON, the table and
the replayer show them beside the hand, and all three must say the same
thing; ``as_dict`` is the one JSON shape (docs/review.md).
"""

from __future__ import annotations

from dataclasses import asdict, dataclass
from typing import Any

from .verdicts import BEST, CORRECT

__all__ = ["DecisionReview"]


@dataclass(frozen=True, slots=True)
class DecisionReview:
    """A decision of ``seat`` in hand ``hand_no``: the ``action_index``-th action of the hand.

    ``equity`` is the share of the pot the hand was expected to win against the
    opponents' estimated ranges (against random hands when ``vs_random``), ``needs``
    the equity a call needed (0 when checking was free), ``options`` each option's
    estimated EV in big blinds from this point (folding is 0), ``best`` the option
    worth most, ``ev_lost_bb`` what the choice gave up against it.
    """

    hand_no: int
    street: str
    action_index: int
    seat: int
    action: str
    equity: float
    needs: float
    ev_lost_bb: float
    verdict: str
    sentence: str
    pot: int = 0
    to_call: int = 0
    chose: str = ""  # the option taken: fold, check, call, bet or raise
    best: str = ""
    kind: str = ""  # "" when the best option was taken, else "<chose> instead of <best>"
    options: tuple[tuple[str, float], ...] = ()
    vs_random: bool = False

    @property
    def good(self) -> bool:
        """Graded best or correct."""
        return self.verdict in (BEST, CORRECT)

    def as_dict(self) -> dict[str, Any]:
        """The JSON shape ``history review --json`` prints."""
        out = asdict(self)
        out["options"] = {name: ev for name, ev in self.options}
        return out

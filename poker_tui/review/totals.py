"""A review's totals: decisions and big blinds given up, by street, by kind and by verdict.

Why: one bad call is an anecdote; "most of what you give up is folding on the
river" is something to practise. Every total is a sum of the decisions shown.
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass, field

from .decision import DecisionReview
from .verdicts import VERDICTS

__all__ = ["Totals", "totals"]


@dataclass
class Totals:
    """Counts and big blinds lost; ``by_street`` and ``by_kind`` map a name to
    (decisions, bb lost); ``by_verdict`` counts each verdict (best first)."""

    decisions: int = 0
    ev_lost_bb: float = 0.0
    by_street: dict[str, tuple[int, float]] = field(default_factory=dict)
    by_kind: dict[str, tuple[int, float]] = field(default_factory=dict)
    by_verdict: dict[str, int] = field(default_factory=lambda: dict.fromkeys(VERDICTS, 0))

    def as_dict(self) -> dict[str, object]:
        def pairs(d: dict[str, tuple[int, float]]) -> dict[str, dict[str, float]]:
            return {k: {"decisions": n, "ev_lost_bb": round(b, 2)} for k, (n, b) in d.items()}

        return {
            "decisions": self.decisions,
            "ev_lost_bb": round(self.ev_lost_bb, 2),
            "by_street": pairs(self.by_street),
            "by_kind": pairs(self.by_kind),
            "by_verdict": dict(self.by_verdict),
        }


def _add(d: dict[str, tuple[int, float]], key: str, lost: float) -> None:
    n, b = d.get(key, (0, 0.0))
    d[key] = (n + 1, b + lost)


def totals(reviews: Iterable[DecisionReview]) -> Totals:
    """The totals of ``reviews``; a decision that took the best option has no kind of mistake."""
    out = Totals()
    for r in reviews:
        out.decisions += 1
        out.ev_lost_bb += r.ev_lost_bb
        _add(out.by_street, r.street, r.ev_lost_bb)
        if r.kind:
            _add(out.by_kind, r.kind, r.ev_lost_bb)
        out.by_verdict[r.verdict] = out.by_verdict.get(r.verdict, 0) + 1
    return out

"""The five-step scale a decision is graded on, by the big blinds of estimated EV it lost.

Why thresholds in big blinds: a trainer's grade should mean the same at every
stake. PokerSnowie calls a loss of 2 bb or more a blunder; GTO Wizard names
the steps best, correct, inaccuracy, mistake (its "wrong") and blunder. The
defaults follow them; settings.toml (``[table] review_thresholds``) and
``history review --thresholds`` change them (docs/review.md).
"""

from __future__ import annotations

from dataclasses import astuple, dataclass

__all__ = [
    "BEST",
    "BLUNDER",
    "CORRECT",
    "INACCURACY",
    "MISTAKE",
    "VERDICTS",
    "Thresholds",
    "parse_thresholds",
]

BEST, CORRECT, INACCURACY, MISTAKE, BLUNDER = "best", "correct", "inaccuracy", "mistake", "blunder"
VERDICTS = (BEST, CORRECT, INACCURACY, MISTAKE, BLUNDER)
"""Best first: each step is at least as costly as the one before."""


@dataclass(frozen=True, slots=True)
class Thresholds:
    """The least EV lost, in big blinds, that earns each verdict below best."""

    correct: float = 0.1
    inaccuracy: float = 0.5
    mistake: float = 1.0
    blunder: float = 2.0

    def __post_init__(self) -> None:
        values = astuple(self)
        if not all(v >= 0 for v in values) or list(values) != sorted(values):
            raise ValueError(
                "review thresholds must be four numbers of big blinds, none negative, each at"
                f" least the one before (correct, inaccuracy, mistake, blunder), not {self.text()}"
            )

    def verdict(self, lost_bb: float) -> str:
        """The verdict for a decision that gave up ``lost_bb`` big blinds of estimated EV."""
        for name, least in zip(
            (BLUNDER, MISTAKE, INACCURACY, CORRECT),
            (self.blunder, self.mistake, self.inaccuracy, self.correct),
            strict=True,
        ):
            if lost_bb >= least:
                return name
        return BEST

    def text(self) -> str:
        """As ``parse_thresholds`` reads them: ``0.1,0.5,1,2``."""
        return ",".join(f"{v:g}" for v in astuple(self))


def parse_thresholds(text: str) -> Thresholds:
    """Four comma-separated numbers of big blinds (``0.1,0.5,1,2``); ValueError with one
    sentence for anything else."""
    parts = [p.strip() for p in text.split(",")]
    try:
        values = [float(p) for p in parts]
    except ValueError:
        values = []
    if len(values) != 4 or not all(v == v and v != float("inf") for v in values):
        raise ValueError(
            f"{text!r} is not four review thresholds: write four numbers of big blinds for"
            " correct, inaccuracy, mistake and blunder, such as 0.1,0.5,1,2"
        )
    return Thresholds(*values)

"""After each hand, a line per decision of yours in the hand log: the review's verdicts.

Why in the log: it is where the hand was just told, line by line, and it
scrolls back. The summary is a setting (``[table] review`` in settings.toml,
the settings screen's "Review"), off by default. The review runs in a thread
(``session.review_job`` captures the finished hand on the loop) so the table
never waits for it; its lines say the same as ``poker-tui history review``.
A hot-seat game gets none (docs/review.md, "At the table").
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from ..review import DecisionReview, parse_thresholds, totals
from ..session import money, review_job
from .widgets.hand_log import HandLog

if TYPE_CHECKING:
    from .screens.table import TableScreen

__all__ = ["review_lines", "summarize_hand"]

HEADER = "Review (a model, not a solver):"


def review_lines(hand_no: int, reviews: list[DecisionReview]) -> list[str]:
    """The summary's lines: a header with the total, then one line per decision."""
    sums = totals(reviews)
    lines = [
        f"{HEADER} hand #{hand_no}, {sums.decisions} decision"
        f"{'s' if sums.decisions != 1 else ''}, about {sums.ev_lost_bb:.1f} bb given up"
    ]
    lines += [f"{r.street}, {_marked(r.action)}: {r.verdict}. {r.sentence}" for r in reviews]
    return lines


def _marked(action: str) -> str:
    """``call 198`` with its amount marked, so the log shows it in chips or big blinds (B)."""
    words, _, last = action.rpartition(" ")
    return f"{words} {money(int(last))}" if words and last.isdigit() else action


def summarize_hand(screen: TableScreen) -> None:
    """Review the hand just settled in a thread when the settings' ``[table]`` table turns
    the summary on; the lines join the log when it is done."""
    saved = getattr(screen.app, "settings", None)
    settings: dict[str, Any] = saved.table if saved is not None else {}
    if not settings.get("review"):
        return
    try:
        limits = parse_thresholds(str(settings.get("review_thresholds", "0.1,0.5,1,2")))
    except ValueError:
        limits = None  # the settings screen said so when it was read; the defaults apply
    job = review_job(screen.session, limits)
    if job is None:
        return
    unit = screen.table_state.unit if screen.table_state is not None else 0

    def work() -> None:
        reviews = job()
        if reviews:
            screen.app.call_from_thread(_show, screen, reviews, unit)

    screen.run_worker(work, thread=True, group="review", name="review")


def _show(screen: TableScreen, reviews: list[DecisionReview], unit: int) -> None:
    log = screen.query_one(HandLog)
    for line in review_lines(reviews[0].hand_no, reviews):
        log.add(line, "info", unit)

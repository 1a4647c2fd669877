"""Which saved hands a statistic reads: a period, a game and stakes, as the player chose them.

``--since`` and the results screen's period take a date (``2026-11-01``), a
date and time in ISO 8601, or a span back from now (``7d``, ``12h``, ``4w``).
A hand is in the period when it started at or after that moment (the journal
keeps each hand's start in UTC). A game is named by its code or alias
(``poker-tui variants`` lists them), stakes as the table names them (``1/2``,
``2/4``, ``1/2, ante 1``).
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from datetime import UTC, datetime, timedelta

from ..engine.games import get_variant
from ..session.config import stakes_words
from ..store.review import PlayedHand

SPAN = re.compile(r"^\s*(\d{1,5})\s*([hdw])\s*$", re.IGNORECASE)
SPAN_UNITS = {"h": timedelta(hours=1), "d": timedelta(days=1), "w": timedelta(weeks=1)}


def since_moment(text: str, now: datetime | None = None) -> datetime:
    """The moment ``text`` names (UTC), or ValueError with one sentence."""
    span = SPAN.match(text)
    if span:
        return (now or datetime.now(UTC)) - int(span[1]) * SPAN_UNITS[span[2].lower()]
    try:
        moment = datetime.fromisoformat(text.strip())
    except ValueError:
        raise ValueError(
            f"{text!r} is not a date: give one as 2026-11-01 (or with a time,"
            " 2026-11-01T18:00), or a span back from now such as 7d, 12h or 4w"
        ) from None
    if moment.tzinfo is None:
        moment = moment.astimezone()  # a date as typed is local time
    return moment.astimezone(UTC)


def stakes_of(played: PlayedHand) -> str:
    """The hand's stakes as its table named them: ``1/2``, ``2/4``."""
    return stakes_words(played.hand.variant, played.hand.stakes)


@dataclass(frozen=True, slots=True)
class HandFilter:
    """The hands kept: started since ``since``, of game ``variant``, at ``stakes``."""

    since: datetime | None = None
    variant: str | None = None  # a variant code
    stakes: str | None = None

    @classmethod
    def typed(
        cls, since: str | None = None, variant: str | None = None, stakes: str | None = None
    ) -> HandFilter:
        """A filter from words as typed; ValueError with one sentence for a bad one."""
        return cls(
            since_moment(since) if since else None,
            get_variant(variant).code if variant else None,
            stakes.strip() if stakes else None,
        )

    def keeps(self, played: PlayedHand) -> bool:
        if self.variant is not None and played.hand.variant.code != self.variant:
            return False
        if self.stakes is not None and stakes_of(played) != self.stakes:
            return False
        if self.since is not None:
            started = datetime.fromisoformat(played.started)
            if started.tzinfo is None:
                started = started.replace(tzinfo=UTC)
            return started >= self.since
        return True

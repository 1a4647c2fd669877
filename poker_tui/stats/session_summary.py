"""What a game came to when you leave its table: hands, net, bb/100, the biggest pot, the blunders.

Read from the journal like everything in this package: the game's settled
hands for each human who played them (one line each in hot seat). The
blunders are the decision review's (``poker_tui.review.review_game``,
docs/review.md): your decisions graded ``blunder`` by the big blinds of
estimated EV they gave up, with the review's default thresholds. The review
prices each decision against estimated ranges, so ``review=False`` leaves it
out where only the fast numbers are wanted.
"""

from __future__ import annotations

from dataclasses import dataclass

from ..review import review_game
from ..review.verdicts import BLUNDER
from ..store.journal import Journal
from ..store.review import played_hands
from .players import player_stats


@dataclass(frozen=True, slots=True)
class SessionSummary:
    """One human's game, summed up."""

    player: str
    hands: int
    net: int
    bb_per_100: float | None
    biggest_pot: int  # the largest pot of the hands this player was dealt into
    blunders: int | None  # None: not reviewed

    def sentence(self) -> str:
        """``You: 24 hands, +120 chips (+25.0 bb/100), biggest pot 480, 1 blunder.``"""
        if not self.hands:
            return f"{self.player}: no hand finished at this table."
        rate = "" if self.bb_per_100 is None else f" ({self.bb_per_100:+.1f} bb/100)"
        words = f"{self.player}: {self.hands:,} hand{'s' if self.hands != 1 else ''}, "
        words += f"{self.net:+,} chips{rate}, biggest pot {self.biggest_pot:,}"
        if self.blunders is not None:
            words += f", {self.blunders} blunder{'s' if self.blunders != 1 else ''}"
        return words + "."


def session_summaries(
    journal: Journal, session_id: int, review: bool = True
) -> list[SessionSummary]:
    """Each human of saved game ``session_id``, summed up over its settled hands."""
    hands = list(played_hands(journal, session_id, [], []))
    humans = [s for s in player_stats(hands) if s.human]
    reviewed = review_game(journal, session_id) if review and humans else None
    out = []
    for s in humans:
        pots = [p.hand.pot for p in hands if any(pl.identity == s.player for pl in p.players)]
        blunders = None
        if reviewed is not None:
            mine = {pl.seat for p in hands for pl in p.players if pl.identity == s.player}
            blunders = sum(1 for d in reviewed if d.seat in mine and d.verdict == BLUNDER)
        out.append(
            SessionSummary(s.player, s.hands, s.net, s.bb_per_100, max(pots, default=0), blunders)
        )
    return out

"""What each option is worth from the moment of a decision, in chips, with folding as zero.

Why this simple model (docs/review.md, "The model"): a review must be quick
and must use only what the player knew, so it prices each option once, as if
the hand were then played to the end with no more betting:

- fold: 0 (chips already in the pot are gone either way);
- check: equity x the pot the player can win;
- call: equity x the pot the player can win after calling, less the call;
- bet or raise to R: the opponents still to act fold with the share of their
  range a price argument gives up (each continues with ``pot / (pot + raise)``,
  the minimum defence that keeps a bluff from paying at once), the player then
  wins the pot; otherwise each opponent calls with that same share
  (independently: two opponents both call less often than one does) and the
  top of their range, and the player's equity against those stronger ranges
  is what counts.

"The pot the player can win" counts each player's chips only up to what the
player has in (a side pot beyond is not theirs to win). Later betting,
position and implied odds are left out: this is not a solver.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass

__all__ = ["Spot", "call_value", "check_value", "raise_value"]


@dataclass(frozen=True, slots=True)
class Spot:
    """The table as the deciding player saw it: chips in the hand (``contrib``), chips
    behind (``stacks``), who is still in (``live``), the player and what a call adds."""

    player: int
    contrib: tuple[int, ...]
    stacks: tuple[int, ...]
    live: tuple[int, ...]
    bets: tuple[int, ...]
    bet_to: int
    to_call: int

    @property
    def pot(self) -> int:
        return sum(self.contrib)

    def winnable(self, total: int, matched: Sequence[float] | None = None) -> float:
        """The pot the player can win with ``total`` chips in: each other player's chips
        (``matched``, else as they stand) up to ``total``, and the player's own."""
        chips = self.contrib if matched is None else matched
        return total + sum(min(c, total) for i, c in enumerate(chips) if i != self.player)


def check_value(spot: Spot, equity: float) -> float:
    return equity * spot.winnable(spot.contrib[spot.player])


def call_value(spot: Spot, equity: float) -> float:
    call = spot.to_call
    return equity * spot.winnable(spot.contrib[spot.player] + call) - call


def raise_value(
    spot: Spot,
    raise_to: int,
    equity_when_called: Callable[[float], float],
    fold_equity: bool = True,
) -> float:
    """A bet or raise to ``raise_to`` (this round's total); ``equity_when_called(share)``
    is the player's equity against each opponent's strongest ``share`` of range."""
    p = spot.player
    added = raise_to - spot.bets[p]
    total = spot.contrib[p] + added
    facing = [q for q in spot.live if q != p]
    extra = max(raise_to - spot.bet_to, 0)
    before = spot.pot + spot.to_call
    share = before / (before + extra) if extra else 1.0
    can_fold = [q for q in facing if spot.stacks[q] > 0]
    if not fold_equity or len(can_fold) < len(facing) or not facing:
        folds = 0.0
    else:
        folds = (1.0 - share) ** len(can_fold)
    calls = share / (1.0 - folds) if folds < 1.0 else 0.0  # each one's call, given not all fold
    matched = [
        c + calls * (min(c + spot.stacks[i], total) - c) if i in facing else c
        for i, c in enumerate(spot.contrib)
    ]
    called = equity_when_called(share if fold_equity else 1.0) * spot.winnable(total, matched)
    return folds * spot.pot + (1.0 - folds) * (called - added)

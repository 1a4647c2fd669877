"""Hot seat: several humans share one keyboard, and none sees another's cards.

Who holds the keys is who the table is drawn for (``TableState.viewer``).
With two or more humans the rule is strict, so privacy does not depend on
how fast anyone looks away: a human holds the keys only from the Enter on
their own privacy screen until their action is taken (``release``), and
every hand starts with nobody at the keys. In between, the table shows
backs. One human alone always holds the keys and sees their own cards.
"""

from __future__ import annotations


class HotSeat:
    def __init__(self, humans: list[int]) -> None:
        self.humans = list(humans)
        # One human: they always hold the keys. Several: nobody until the first handover.
        self.holder: int | None = self.humans[0] if len(self.humans) == 1 else None

    @property
    def shared(self) -> bool:
        return len(self.humans) >= 2

    def needs_handover(self, seat: int) -> bool:
        """Before ``seat``'s turn: must the keyboard be passed (with a privacy screen)?"""
        return self.shared and self.holder != seat

    def release(self) -> None:
        """An action was taken, or a hand starts: nobody's hidden cards are drawn now."""
        if self.shared:
            self.holder = None

    def take(self, seat: int) -> None:
        """The privacy screen was passed: ``seat`` holds the keys."""
        self.holder = seat

    def remove(self, seat: int) -> None:
        if seat in self.humans:
            self.humans.remove(seat)
        if self.holder == seat:
            self.holder = self.humans[0] if len(self.humans) == 1 else None
        elif len(self.humans) == 1:
            self.holder = self.humans[0]

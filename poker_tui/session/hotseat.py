"""Hot seat: several humans share one keyboard, and none sees another's cards.

The session asks ``needs_handover(seat)`` before each human turn. With two
or more humans, the keyboard changes hands only through a privacy screen:
while it is up nobody holds the keys, so no hidden card is drawn at all.
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

    def hide(self) -> None:
        """The privacy screen is up: nobody's hidden cards may be drawn."""
        if self.shared:
            self.holder = None

    def take(self, seat: int) -> None:
        self.holder = seat

    def remove(self, seat: int) -> None:
        if seat in self.humans:
            self.humans.remove(seat)
        if self.holder == seat:
            self.holder = self.humans[0] if len(self.humans) == 1 else None
        elif len(self.humans) == 1:
            self.holder = self.humans[0]

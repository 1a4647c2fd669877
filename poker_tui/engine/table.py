"""A table carries what lasts between hands: seats, stacks and the button.

The first button goes to the highest card of a draw, suits ranking spades >
hearts > diamonds > clubs (002 §3.8, 004 "button by high card"); then it
moves clockwise to the next player dealt in each hand (002 §3.8, and no
dead button, 004 §70).
"""

from __future__ import annotations

import random
import secrets
from dataclasses import dataclass

from .cards import deck as make_deck
from .hand import Hand
from .house_rules import RWS, HouseRules
from .variant import Stakes, Variant


@dataclass
class Seat:
    name: str
    stack: int
    sitting_out: bool = False


class Table:
    """Seats 0..size-1 clockwise; ``seats[i]`` is None when empty."""

    def __init__(self, variant: Variant, stakes: Stakes, size: int, *, house: HouseRules = RWS,
                 seed: int | None = None) -> None:
        if not 2 <= size <= 11:
            raise ValueError("a table has 2 to 11 seats")
        self.variant = variant
        self.stakes = stakes
        self.house = house
        self.size = size
        self.seats: list[Seat | None] = [None] * size
        self.button = -1
        self.rng: random.Random = random.Random(seed) if seed is not None else secrets.SystemRandom()
        self.hands_played = 0
        self.draw_for_button: dict[int, int] = {}

    def sit(self, seat: int, name: str, stack: int) -> None:
        if self.seats[seat] is not None:
            raise ValueError(f"seat {seat + 1} is taken")
        if stack <= 0:
            raise ValueError("a player sits down with chips")
        self.seats[seat] = Seat(name, stack)

    def leave(self, seat: int) -> None:
        self.seats[seat] = None

    def in_play(self) -> list[int]:
        """Seats dealt into the next hand: seated, with chips, not sitting out."""
        return [i for i, s in enumerate(self.seats) if s is not None and s.stack > 0 and not s.sitting_out]

    def draw_button(self) -> int:
        """002 §3.8: one card each; the highest by rank, then suit, takes the button."""
        seats = self.in_play()
        cards = self.rng.sample(make_deck(52), len(seats))
        self.draw_for_button = dict(zip(seats, cards, strict=True))
        self.button = max(seats, key=lambda s: self.draw_for_button[s])
        return self.button

    def _advance_button(self) -> None:
        seats = self.in_play()
        if self.button < 0:
            self.draw_button()
            return
        for i in range(1, self.size + 1):
            s = (self.button + i) % self.size
            if s in seats:
                self.button = s
                return

    def start_hand(self, *, record: bool = True, deck: list[int] | None = None) -> tuple[Hand, list[int]]:
        """Deal the next hand; returns it and the seat of each hand player index."""
        seats = self.in_play()
        if len(seats) < 2:
            raise ValueError("at least two players with chips are needed to deal")
        if self.hands_played == 0 and self.button < 0:
            self.draw_button()
        else:
            self._advance_button()
        order = seats
        button_index = order.index(self.button)
        stacks = [self.seats[s].stack for s in order]  # type: ignore[union-attr]
        names = tuple(self.seats[s].name for s in order)  # type: ignore[union-attr]
        hand = Hand(self.variant, self.stakes, stacks, button_index, house=self.house,
                    deck=deck, rng=self.rng, record=record, names=names)
        return hand, order

    def finish_hand(self, hand: Hand, order: list[int]) -> None:
        """Write the hand's final stacks back to the seats."""
        for i, s in enumerate(order):
            seat = self.seats[s]
            if seat is not None:
                seat.stack = hand.stacks[i]
        self.hands_played += 1

"""A table carries what lasts between hands: seats, stacks and the button.

The first button goes to the highest card of a draw, suits ranking spades >
hearts > diamonds > clubs (002 §3.8, 004 "button by high card"); then it
moves clockwise to the next player dealt in each hand (002 §3.8, and no
dead button, 004 §70).

A player may sit out (dealt out, keeping seat and chips) and come back. The
blinds that pass their seat meanwhile are owed on return (003, 002 §5.7.3):
the big blind live, the small blind dead (docs/rules.md, "Sitting out").
"""

from __future__ import annotations

import random
import secrets
from dataclasses import dataclass

from .cards import deck as make_deck
from .hand import Hand
from .house_rules import RWS, HouseRules
from .start import stakes_problem
from .variant import Stakes, Variant


@dataclass
class Seat:
    name: str
    stack: int
    sitting_out: bool = False
    missed_sb: bool = False  # a small blind passed the seat while it sat out
    missed_bb: bool = False


def _between(a: int, b: int, s: int, size: int) -> bool:
    """Seat ``s`` lies strictly after ``a`` and strictly before ``b``, clockwise."""
    return 0 < (s - a) % size < (b - a) % size


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
        self._last: tuple[list[int], int] | None = None  # (order, button index) of the last hand
        self._owing = False  # someone sits out or owes blinds: the hot path skips all this

    def set_stakes(self, stakes: Stakes) -> None:
        """The stakes from the next hand on (a tournament's next level, say): each hand takes
        its own from the table when it is dealt (``HandStart.stakes``), so the hand in play
        keeps the stakes it started with. ValueError with a sentence when they cannot play."""
        problem = stakes_problem(self.variant, stakes)
        if problem:
            raise ValueError(problem)
        self.stakes = stakes

    def sit(self, seat: int, name: str, stack: int) -> None:
        if self.seats[seat] is not None:
            raise ValueError(f"seat {seat + 1} is taken")
        if stack <= 0:
            raise ValueError("a player sits down with chips")
        self.seats[seat] = Seat(name, stack)

    def leave(self, seat: int) -> None:
        self.seats[seat] = None

    def sit_out(self, seat: int) -> None:
        """Dealt out from the next hand on; the seat and chips stay (002 §5.7.3)."""
        s = self.seats[seat]
        if s is None:
            raise ValueError(f"seat {seat + 1} is empty")
        s.sitting_out = True
        self._owing = True

    def come_back(self, seat: int) -> tuple[int, int]:
        """Dealt in again from the next hand; returns ``owed``."""
        s = self.seats[seat]
        if s is None:
            raise ValueError(f"seat {seat + 1} is empty")
        s.sitting_out = False
        return self.owed(seat)

    def owed(self, seat: int) -> tuple[int, int]:
        """(live, dead) chips a player posts on return for the blinds they missed (003):
        a missed big blind is posted live, a missed small blind dead. Posted at the first
        hand they are dealt into, unless that hand's blinds reach them (002 §5.7.3(c), (d))."""
        s = self.seats[seat]
        if s is None or not self.variant.blinds:
            return (0, 0)
        st = self.stakes
        return (st.big_blind if s.missed_bb else 0, st.small_blind if s.missed_sb else 0)

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

    def next_button(self) -> int:
        """The seat the button moves to for the next hand: the next one clockwise dealt in
        (002 §3.8, no dead button 004 §70); -1 before the first button is drawn."""
        if self.button < 0:
            return -1
        seats = self.in_play()
        for i in range(1, self.size + 1):
            s = (self.button + i) % self.size
            if s in seats:
                return s
        return seats[0] if seats else -1

    def _advance_button(self) -> None:
        if self.button < 0:
            self.draw_button()
            return
        self.button = self.next_button()

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
        seated = [seat for s in order if (seat := self.seats[s]) is not None]  # all of them
        stacks = [seat.stack for seat in seated]
        names = tuple(seat.name for seat in seated)
        last, self._last = self._last, (order, button_index)
        posts: tuple[tuple[int, int, int], ...] = ()
        if self._owing and self.variant.blinds:
            posts = self._missed_blinds(last, order, button_index)
        hand = Hand(self.variant, self.stakes, stacks, button_index, house=self.house,
                    deck=deck, rng=self.rng, record=record, names=names, posts=posts)
        return hand, order

    def _blind_seats(self, order: list[int], button_index: int) -> tuple[int, int]:
        """(sb seat, bb seat): left of the button, or the button itself heads-up (002 §3.9)
        unless the house has no heads-up exception (001 §16.1(c))."""
        n = len(order)
        sb = button_index if n == 2 and self.house.heads_up_button_small_blind else (button_index + 1) % n
        return order[sb], order[(sb + 1) % n]

    def _missed_blinds(self, last: tuple[list[int], int] | None, order: list[int],
                       button_index: int) -> tuple[tuple[int, int, int], ...]:
        """Mark the blinds that pass sitting-out seats this hand, and what returning
        players dealt in now post. Only called when someone is out or owes."""
        sb, bb = self._blind_seats(order, button_index)
        if last is not None:
            psb, pbb = self._blind_seats(*last)
            for i, s in enumerate(self.seats):
                if s is not None and s.sitting_out:
                    s.missed_bb |= _between(pbb, bb, i, self.size)
                    s.missed_sb |= _between(psb, sb, i, self.size)
        posts: list[tuple[int, int, int]] = []
        for p, i in enumerate(order):
            s = self.seats[i]
            assert s is not None
            if not (s.missed_bb or s.missed_sb):
                continue
            if i == bb:  # the big blind due now settles both (002 §5.7.3(c), (d))
                s.missed_bb = s.missed_sb = False
            elif i == sb:  # the small blind due now settles the missed one (002 §5.7.3(b))
                s.missed_sb = False
                if s.missed_bb:  # and, as 002 §5.7.1(a): the big blind live, this small blind dead
                    posts.append((p, self.stakes.big_blind, 0))
                    s.missed_bb = False
            else:
                live, dead = self.owed(i)
                posts.append((p, live, dead))
                s.missed_bb = s.missed_sb = False
        self._owing = any(s is not None and (s.sitting_out or s.missed_bb or s.missed_sb)
                          for s in self.seats)
        return tuple(posts)

    def finish_hand(self, hand: Hand, order: list[int]) -> None:
        """Write the hand's final stacks back to the seats."""
        for i, s in enumerate(order):
            seat = self.seats[s]
            if seat is not None:
                seat.stack = hand.stacks[i]
        self.hands_played += 1

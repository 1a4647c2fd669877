"""A ``PlayerView`` as a fixed-size array: what a learning agent observes.

Why a module of its own: the PettingZoo environment and the lab's policy adapter
(``policy_bot``) must encode a view the same way, so an agent trained in the
environment plays the same in ``poker-tui sim`` and ``poker-tui exploit``. It
needs numpy only (no PettingZoo), so the lab can load a trained policy without
the ``rl`` extra.

The layout depends on the game and the number of players and is fixed for an
environment: ``ObservationCodec.layout`` names each block (docs/gym.md has the
table). Seats are the view's own (``player`` and ``button`` say where this seat
and the button sit); chips are in big blinds (``Stakes.unit``); cards are one-hot
over the 52 card integers (``rank * 4 + suit``), whatever the deck.
"""

from __future__ import annotations

from dataclasses import dataclass, field

import numpy as np

from ..bots_api import PlayerView
from ..engine.variant import Variant

CARDS = 52
_COUNTED = {"check": 0, "call": 1, "bet": 2, "raise": 2, "complete": 2}
"""The log kinds the history block counts, and where: checks, calls, bets and raises."""


@dataclass(frozen=True)
class Block:
    """One named stretch of the observation vector."""

    name: str
    start: int
    size: int
    meaning: str

    @property
    def stop(self) -> int:
        return self.start + self.size


@dataclass
class ObservationCodec:
    """Encodes the views of one game at one table size as float32 vectors."""

    variant: Variant
    players: int
    layout: tuple[Block, ...] = field(init=False)
    size: int = field(init=False)

    def __post_init__(self) -> None:
        v, n = self.variant, self.players
        holes, streets = v.hole_cards, len(v.streets)
        rows: list[tuple[str, int, str]] = [
            (
                "hole",
                holes * CARDS,
                "own cards in deal order: one slot per card, each one-hot over 52",
            ),
            ("hole_up", holes, "1 where that own card is face up (stud)"),
            ("board", CARDS, "community cards, multi-hot over 52"),
        ]
        if v.up_cards:
            rows.append(
                ("up_cards", n * CARDS, "every seat's face-up cards, multi-hot over 52 per seat")
            )
        rows += [
            ("player", n, "one-hot: this seat"),
            ("button", n, "one-hot: the button's seat"),
            (
                "street",
                streets + 1,
                "one-hot: 0 before the deal (an optional blind), then each street",
            ),
            ("stacks", n, "chips behind per seat, in big blinds"),
            ("bets", n, "bets this round per seat, in big blinds"),
            ("contrib", n, "chips put in this hand per seat, in big blinds"),
            ("folded", n, "1 for each seat that folded"),
        ]
        if v.has_draw:
            rows.append(("cards_drawn", n, "cards each seat drew at its last draw"))
        rows += [
            ("pot", 1, "the pot, current bets included, in big blinds"),
            ("to_call", 1, "chips a call adds, in big blinds"),
            ("min_raise_to", 1, "smallest bet or raise (a round total), in big blinds; 0: none"),
            ("max_raise_to", 1, "largest bet or raise (a round total), in big blinds; 0: none"),
            ("bring_in", 1, "the stud bring-in this seat may open for, in big blinds; 0: none"),
            ("flags", 4, "can fold, can check, must draw, must open the stud betting"),
            (
                "history",
                streets * n * 3,
                "per street, per seat: checks, calls, bets and raises (forced bets not counted)",
            ),
        ]
        blocks, at = [], 0
        for name, size, meaning in rows:
            blocks.append(Block(name, at, size, meaning))
            at += size
        self.layout = tuple(blocks)
        self.size = at
        self._at = {b.name: b.start for b in blocks}
        self._draws = v.has_draw
        self._last_street = streets - 1
        self._no_history = [0.0] * (streets * n * 3)

    def block(self, name: str) -> Block:
        return next(b for b in self.layout if b.name == name)

    def bounds(self, total_chips: int, unit: int) -> tuple[np.ndarray, np.ndarray]:
        """The observation space's low and high: cards and flags 0..1, chips up to every
        chip at the table, counts up to one action per chip (every call, bet or raise puts
        a chip in; a seat checks at most once a round)."""
        high = np.ones(self.size, dtype=np.float32)
        chips = total_chips / unit
        for name in (
            "stacks",
            "bets",
            "contrib",
            "pot",
            "to_call",
            "min_raise_to",
            "max_raise_to",
            "bring_in",
        ):
            b = self.block(name)
            high[b.start : b.stop] = chips
        if self.variant.has_draw:
            b = self.block("cards_drawn")
            high[b.start : b.stop] = self.variant.hole_cards
        b = self.block("history")
        high[b.start : b.stop] = total_chips + 1
        return np.zeros(self.size, dtype=np.float32), high

    def encode(self, view: PlayerView) -> np.ndarray:
        """The view as a float32 vector laid out as ``layout`` says.

        Written for speed (the environment encodes on every step): the one-hot blocks are
        one fancy-index write, the numbers from ``stacks`` to ``flags`` one slice write."""
        at = self._at
        n = self.players
        out = np.zeros(self.size, dtype=np.float32)
        hole = at["hole"]
        ones = [hole + i * CARDS + card for i, card in enumerate(view.hole)]
        hole_up = at["hole_up"]
        ones += [hole_up + i for i, up in enumerate(view.hole_up) if up]
        board = at["board"]
        ones += [board + card for card in view.board]
        if "up_cards" in at:
            up_cards = at["up_cards"]
            ones += [
                up_cards + seat * CARDS + card
                for seat, cards in enumerate(view.up_cards)
                for card in cards
            ]
        if 0 <= view.player < n:
            ones.append(at["player"] + view.player)
        ones.append(at["button"] + view.button)
        ones.append(at["street"] + (view.street + 1 if view.street >= 0 else 0))
        out[ones] = 1.0
        unit = view.stakes.unit
        legal = view.legal
        numbers: list[float] = [x / unit for x in (*view.stacks, *view.bets, *view.contrib)]
        numbers += view.folded
        if self._draws:
            numbers += view.cards_drawn
        numbers += (
            view.pot / unit,
            legal.call / unit,
            legal.min_raise_to / unit,
            legal.max_raise_to / unit,
            legal.bring_in / unit,
            legal.can_fold,
            legal.can_check,
            legal.draw_max > 0,
            legal.bring_in_due,
        )
        start = at["stacks"]
        out[start : start + len(numbers)] = numbers
        counts = self._no_history.copy()
        last = self._last_street
        for street, seat, kind, _ in view.log:
            k = _COUNTED.get(kind)
            if k is not None:
                counts[(min(max(street, 0), last) * n + seat) * 3 + k] += 1.0
        start = at["history"]
        out[start : start + len(counts)] = counts
        return out

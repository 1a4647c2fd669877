"""Headless matches: bots play hands with no event loop and no terminal.

Bots are called through ``decide(view)`` directly, so a simulated hand pays
for the engine and the bots only. Stacks reset every hand (cash mode).
"""

from __future__ import annotations

import random
import time
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from .bots_api import make_bot, view_for
from .engine.games import get_variant
from .engine.hand import Hand
from .engine.house_rules import RWS, HouseRules
from .engine.variant import Stakes


@dataclass
class SimResult:
    variant: str
    players: int
    hands: int
    seconds: float
    bots: list[str]
    net: list[int] = field(default_factory=list)  # per seat
    big_blind: int = 2

    @property
    def hands_per_second(self) -> float:
        return self.hands / self.seconds if self.seconds else float("inf")

    def to_json(self) -> dict[str, Any]:
        return {
            "variant": self.variant,
            "players": self.players,
            "hands": self.hands,
            "seconds": round(self.seconds, 3),
            "hands_per_second": round(self.hands_per_second, 1),
            "big_blind": self.big_blind,
            "seats": [
                {"seat": i + 1, "bot": b, "net": n,
                 "bb_per_100": round(100 * n / self.big_blind / self.hands, 2) if self.hands else 0.0}
                for i, (b, n) in enumerate(zip(self.bots, self.net, strict=True))
            ],
        }


def run_sim(
    variant: str = "nlhe",
    players: int = 6,
    hands: int = 1000,
    seed: int | None = None,
    bots: list[str] | None = None,
    stakes: Stakes | None = None,
    stack_bb: int = 100,
    house: HouseRules = RWS,
    phh_dir: str | Path | None = None,
) -> SimResult:
    """Play ``hands`` hands, stacks reset each hand, the button moving one seat a hand."""
    v = get_variant(variant)
    stakes = stakes or Stakes(1, 2)
    names = bots or ["random"] * players
    if len(names) == 1:
        names = names * players
    if len(names) != players:
        raise ValueError(f"{players} seats need {players} bots, got {len(names)}")
    master = random.Random(seed)
    seat_bots = [make_bot(nm, seed=master.randrange(2**32)) for nm in names]
    deck_rng = random.Random(master.randrange(2**32)) if seed is not None else None
    stack = stack_bb * stakes.big_blind
    stacks = [stack] * players
    net = [0] * players
    out = Path(phh_dir) if phh_dir else None
    if out:
        out.mkdir(parents=True, exist_ok=True)
        from .engine.phh import to_phh
    decides = [b.decide for b in seat_bots]
    t0 = time.perf_counter()
    for h in range(hands):
        button = h % players
        hand = Hand(v, stakes, stacks, button, house=house, rng=deck_rng)
        while hand.to_act >= 0:
            legal = hand.legal_actions()
            hand.apply(decides[hand.to_act](view_for(hand, legal)))
        for p in range(players):
            net[p] += hand.stacks[p] - stack
        if out:
            (out / f"hand-{h + 1:06d}.phh").write_text(to_phh(hand, hand_id=h + 1))
    seconds = time.perf_counter() - t0
    return SimResult(v.code, players, hands, seconds, names, net, stakes.big_blind)

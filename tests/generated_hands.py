"""Finished hands played by a seeded random player, with their events, for the exporters' tests.

Why random legal actions and uneven stacks (1 to 400 chips at 1/2): they reach the
corners a reader must follow (side pots, short all-ins, uncalled bets, blinds all-in)
far more often than bots with even stacks do.
"""

from __future__ import annotations

import random

from poker_tui.engine import Action, Hand, Stakes, replay
from poker_tui.engine.games import get_variant
from poker_tui.store.review import PlayedHand, Player


def random_hand(seed: int, variant: str = "nlhe", stakes: Stakes | None = None) -> PlayedHand:
    """One hand of 2 to 9 players ``Bot0``..``Bot8`` (names without spaces: the ``poker``
    package reads a name up to its first space); seat 0 is the human ``You`` on odd seeds."""
    rnd = random.Random(seed)
    v = get_variant(variant)
    n = rnd.randint(2, min(9, v.max_players))
    stacks = [rnd.randint(1, 400) for _ in range(n)]
    hand = Hand(v, stakes or Stakes(1, 2), stacks, rnd.randrange(n), seed=seed)
    while not hand.over:
        legal = hand.legal_actions()
        options = [Action.check() if legal.can_check else Action.call(), Action.fold()]
        if legal.can_raise:
            options.append(Action.raise_to(rnd.randint(legal.min_raise_to, legal.max_raise_to)))
            options.append(Action.raise_to(legal.max_raise_to))
        hand.apply(rnd.choice(options))
    full = replay(hand.start, hand.actions, record=True)
    players = tuple(
        Player(i, "You", "You", True)
        if i == 0 and seed % 2
        else Player(i, f"Bot{i}", f"bot:random{i}", False)
        for i in range(n)
    )
    return PlayedHand(1, seed + 1, "2026-11-23T12:00:00+00:00", full, players, n)

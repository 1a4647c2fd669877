"""Every installed bot plays every game and betting structure legally (issue 4 item 3, issue 6).

Each bot sits at tables of every registered variant (``all_variants()``, so a
game added later is covered by itself) and of hold'em dealt in every
betting structure, against a mix of other bots, with deep and short stacks.
Every action it sends must pass the referee's check and the engine.
"""

from __future__ import annotations

import random
from dataclasses import replace

import pytest

from poker_tui.bots_api import BotInfo, bot_factories, make_bot, view_for
from poker_tui.engine import NLHE, Hand, all_variants
from poker_tui.engine.variant import Structure
from poker_tui.referee import check_legal
from poker_tui.session.config import default_stakes

LADDER = ("random", "station", "rock", "maniac", "tag", "equity", "pushfold")
STRUCTURES = [replace(NLHE, code=f"holdem-{s.value}", structure=s) for s in Structure]
GAMES = all_variants() + STRUCTURES
HANDS = 10


def test_the_ladder_is_installed_through_entry_points() -> None:
    installed = bot_factories()
    for name in LADDER:
        assert name in installed and installed[name].factory is not None, name
        assert installed[name].style and installed[name].description


def builder(installed: dict[str, BotInfo]):  # type: ignore[no-untyped-def]
    """``make_bot`` on entry points read once: reading them takes ~10 ms, more than most
    decisions, and a table is seated hundreds of times below."""

    def build(name: str, seed: int):  # type: ignore[no-untyped-def]
        return installed[name].factory(seed=seed)

    return build


@pytest.mark.parametrize("name", LADDER)
def test_bot_never_sends_an_illegal_action_in_any_game(name: str) -> None:
    rng = random.Random(name)
    build_bot = builder(bot_factories())
    others = [n for n in LADDER if n != name]
    checked = 0
    for variant in GAMES:
        stakes = default_stakes(variant, 10)
        unit = stakes.big_blind or stakes.small_bet
        top = min(6, variant.max_players)
        for h in range(HANDS):
            n = rng.randint(variant.min_players, top)
            seats = [build_bot(name, seed=h)] + [build_bot(rng.choice(others), seed=h + s)
                                                  for s in range(1, n)]
            me = rng.randrange(n)
            seats[0], seats[me] = seats[me], seats[0]
            depth = rng.choice((8, 14, 40, 100, 250))
            stacks = [max(1, int(unit * depth * rng.uniform(0.5, 1.5))) for _ in range(n)]
            st = stakes
            if variant.bring_in and h % 2:
                st = replace(stakes, bring_in=0)  # no bring-in: the lowest card must bet
            hand = Hand(variant, st, stacks, rng.randrange(n), seed=rng.getrandbits(32))
            while not hand.over:
                view = view_for(hand)
                action = seats[hand.to_act].decide(view)
                if hand.to_act == me:
                    problem = check_legal(view, action)
                    assert problem is None, f"{name} in {variant.code}: {problem}"
                    checked += 1
                hand.apply(action)  # the engine refuses anything illegal
    assert checked > len(GAMES) * 5


@pytest.mark.parametrize("name", LADDER)
def test_bots_with_the_same_seed_play_the_same_way(name: str) -> None:
    def play(seed: int) -> list[tuple[int, object]]:
        bots = [make_bot(name, seed=seed + i) for i in range(3)]
        out = []
        for h in range(6):
            hand = Hand(NLHE, default_stakes(NLHE, 10), [1000] * 3, h % 3, seed=h)
            while not hand.over:
                hand.apply(bots[hand.to_act].decide(view_for(hand)))
            out += hand.actions
            for b in bots:
                b.reset()
        return out

    assert play(5) == play(5)

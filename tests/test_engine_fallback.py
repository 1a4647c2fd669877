"""One fallback ladder: ``bots_api.fallback`` (the engine's ``safe_default``), and the example
process bot, which imports nothing from poker_tui, restates it exactly."""

from __future__ import annotations

import dataclasses
import importlib.util
import random
from pathlib import Path

from poker_tui.bots_api import fallback, view_for
from poker_tui.engine import Action, Hand, all_variants, replay
from poker_tui.engine.actions import LegalActions, safe_default
from poker_tui.engine.games import default_stakes
from poker_tui.engine.house_rules import RWS
from poker_tui.process_bot import action_from_json, view_to_json

EXAMPLE = Path(__file__).resolve().parents[1] / "examples" / "process_bot.py"


def example_bot():
    spec = importlib.util.spec_from_file_location("example_process_bot", EXAMPLE)
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def situations(hands_per_game: int = 12):
    """Views of many real decisions: every game, straddles on, random legal play."""
    rng = random.Random(7)
    house = RWS.with_(straddle_allowed=True)
    for variant in all_variants():
        stakes = default_stakes(variant)
        if variant.blinds:
            stakes = dataclasses.replace(stakes, straddle=2 * stakes.big_blind)
        for i in range(hands_per_game):
            if variant.bring_in and i % 2:
                stakes = dataclasses.replace(stakes, bring_in=0)  # the lowest card opens for a bet
            n = rng.randint(variant.min_players, min(variant.max_players, 6))
            stacks = [stakes.min_bet * rng.randint(1, 60) for _ in range(n)]
            hand = Hand(variant, stakes, stacks, rng.randrange(n), house=house, rng=rng)
            while not hand.over:
                legal = hand.legal_actions()
                yield hand, view_for(hand, legal)
                options = [Action.fold(), Action.check(), Action.call(), Action.bring_in()]
                if legal.max_raise_to:
                    options.append(Action.raise_to(rng.randint(legal.min_raise_to, legal.max_raise_to)))
                if legal.draw_max:
                    options = [Action.draw(rng.sample(view_for(hand, legal).hole, rng.randint(0, legal.draw_max)))]
                for option in rng.sample(options, len(options)):
                    try:
                        hand.apply(option)
                        break
                    except ValueError:
                        continue


def test_the_example_bot_falls_back_exactly_as_bots_api_does():
    example = example_bot()
    seen = set()
    for _, view in situations():
        ours = fallback(view)
        theirs = action_from_json(example.fallback(view_to_json(view)["legal"]), view)
        assert theirs == ours, view.legal
        seen.add(ours.kind)
    assert len(seen) >= 5, seen  # draw, check, fold, bring-in and a minimum bet all occurred


def test_the_fallback_is_accepted_by_the_engine_in_every_situation():
    """Replayed to the same decision, the engine takes the fallback (IllegalAction would fail)."""
    for hand, view in situations(4):
        probe = replay(hand.start, list(hand.actions))
        probe.apply(fallback(view))  # never IllegalAction


def test_the_ladder_order_on_plain_options():
    assert safe_default(LegalActions(0, True, True, 0, 2, 100)) == Action.check()
    assert safe_default(LegalActions(0, True, False, 5, 10, 100)) == Action.fold()
    assert safe_default(LegalActions(0, False, False, 0, 4, 4, 0, 1)) == Action.bring_in()
    assert safe_default(LegalActions(0, False, False, 0, 4, 8)) == Action.raise_to(4)
    assert safe_default(LegalActions(0, False, False, 0, 0, 0, 3)) == Action.draw(())

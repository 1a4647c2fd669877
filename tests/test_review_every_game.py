"""The review holds in every game: random hands of each variant reviewed for every seat."""

from __future__ import annotations

import os
import random

import pytest

from poker_tui.engine import Hand
from poker_tui.engine.games import all_variants, default_stakes
from poker_tui.odds.equity import is_holdem
from poker_tui.review import VERDICTS, Thresholds, review_hand
from tests.test_variants_invariants import random_action

HANDS = int(os.environ.get("POKER_TUI_REVIEW_HANDS", "1"))
"""Random hands per game: one in CI (about a second a game); more with the variable."""


@pytest.mark.parametrize("variant", all_variants(), ids=lambda v: v.code)
def test_every_decision_is_priced_graded_and_said_in_every_game(variant):
    limits = Thresholds()
    for k in range(HANDS):
        rnd = random.Random(k)
        players = min(3, variant.max_players)
        hand = Hand(variant, default_stakes(variant, 2), [200] * players, 0, seed=k, record=True)
        while not hand.over:
            hand.apply(random_action(hand, rnd))
        for seat in range(players):
            reviews = review_hand({}, hand, seat, limits)
            for r in reviews:
                assert hand.actions[r.action_index][0] == seat
                assert r.verdict in VERDICTS and r.verdict == limits.verdict(r.ev_lost_bb)
                options = dict(r.options)
                assert r.chose in options and r.best in options
                assert r.ev_lost_bb == pytest.approx(options[r.best] - options[r.chose], abs=0.02)
                assert max(options.values()) == pytest.approx(options[r.best], abs=0.01)
                assert 0.0 <= r.equity <= 1.0 and 0.0 <= r.needs < 1.0
                assert r.sentence.startswith("You ") and r.sentence.endswith(".")
                assert r.vs_random == (not is_holdem(variant))

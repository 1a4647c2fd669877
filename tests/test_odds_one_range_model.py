"""One range model for the coach and the review (issue 25): the review reads a saved hand's log
through ``odds.reads`` exactly as the coach reads the table's state (docs/odds.md, "How the
coach reads a range"; docs/review.md, "The model")."""

from __future__ import annotations

import numpy as np
import pytest

from poker_tui.engine.actions import Action
from poker_tui.engine.cards import parse_cards
from poker_tui.odds.holdem_exact import holdem_exact
from poker_tui.odds.holdem_sampled import holdem_sampled
from poker_tui.odds.reads import Seen, players_behind, read_range, seen_actions, strongest
from poker_tui.odds.stopped import Stopped
from tests.conftest import make_hand


def cards(text: str) -> list[int]:
    return [int(c) for c in parse_cards(text)]


def test_a_hand_log_reads_as_the_actions_the_table_saw_with_totals_and_all_ins():
    hand = make_hand([400, 200, 300], button=0)
    for action in (
        Action.raise_to(6),
        Action.call(),
        Action.raise_to(200),
        Action.fold(),
        Action.call(),
    ):
        hand.apply(action)
    seen = seen_actions(hand.log, hand.start.stacks)
    assert [(a.street, a.seat, a.kind, a.total, a.all_in) for a in seen] == [
        (0, 0, "raise", 6, False),  # the button opens (three-handed, it acts first)
        (0, 1, "call", 6, False),  # the small blind completes to 6
        (0, 2, "raise", 200, False),  # the big blind raises to 200 of its 300
        (0, 0, "fold", 6, False),
        (0, 1, "call", 200, True),  # the small blind calls its last chips
    ]


def test_players_behind_counts_who_acts_after_each_seat_before_the_flop():
    # six seats, button 0: seat 3 (first to act) has five behind, the big blind (2) none
    assert players_behind([1, 2, 3, 4, 5, 0]) == {3: 5, 4: 4, 5: 3, 0: 2, 1: 1, 2: 0}
    assert players_behind([1, 0]) == {0: 1, 1: 0}  # heads-up the button acts first


def test_the_review_and_the_coach_read_the_same_range_from_the_same_actions():
    hand = make_hand([400, 400, 400], button=0, holes=["7c2d", "AsAh", "KsKh"])
    hand.apply(Action.call())  # the button limps
    hand.apply(Action.raise_to(12))  # the small blind raises
    seen = seen_actions(hand.log, hand.start.stacks)
    table = [Seen(0, 0, "call", 2), Seen(0, 1, "raise", 12)]
    behind = players_behind([1, 2, 0])
    a = read_range(seen, 1, (), known=cards("7c2d"), behind=behind)
    b = read_range(table, 1, (), known=cards("7c2d"), behind=behind)
    assert a.story == b.story == "raised first in" and np.array_equal(a.weights, b.weights)


def test_the_part_that_goes_on_against_a_raise_is_the_strongest_share():
    r = read_range([Seen(0, 1, "call", 2)], 1, ()).range()
    top = strongest(r, 0.3, ())
    total = sum(r.weights.values())
    kept = sum(top.weights.values())
    assert 0.3 * total - 1e-9 <= kept < 0.4 * total
    aces = tuple(sorted(cards("AsAh")))
    assert aces in top.weights or aces not in r.weights
    assert strongest(r, 1.0, ()) is r


def test_a_stale_question_stops_between_chunks_and_chunks_never_change_an_answer():
    players = [(np.array([cards("AsKs")]), np.ones(1)), (np.array([cards("QdQc")]), np.ones(1))]
    whole = holdem_sampled(players, (), (), 6000, 3)
    chunked = holdem_sampled(players, (), (), 6000, 3, stop=lambda: False)
    assert whole == chunked
    asked = []

    def stop() -> bool:
        asked.append(1)
        return len(asked) > 1  # the second chunk finds the asker gone

    with pytest.raises(Stopped):
        holdem_sampled(players, (), (), 6000, 3, stop=stop)
    assert len(asked) == 2


def test_an_exact_answer_is_the_same_in_the_smaller_chunks_a_stoppable_question_takes():
    board = cards("Ks7h2c")
    hero = (np.array([cards("AhKh")]), np.ones(1))
    r = read_range([Seen(0, 1, "raise", 6), Seen(1, 1, "bet", 8)], 1, board, known=cards("AhKh"))
    villain = r.combos()
    players = [hero, villain]
    assert holdem_exact(players, board, ()) == holdem_exact(players, board, (), stop=lambda: False)
    with pytest.raises(Stopped):
        holdem_exact(players, board, (), stop=lambda: True)

"""The replayer's saved hands (``session.SavedHands``): every game family listed, filtered
and stepped from the journal alone, each step the view function's state for the viewer
(docs/architecture.md, "The view function"), and the coach and the review beside each
of the viewer's decisions."""

from __future__ import annotations

from datetime import UTC, datetime

import pytest

from poker_tui.review import review_hand
from poker_tui.session import HandEntry, HandFilter, SavedHands, decision_notes, since
from poker_tui.session.replay import TURN, saved_steps
from poker_tui.store import Journal, default_path
from tests.test_history import play

FAMILIES = ["nlhe", "plo", "stud7", "draw"]  # hold'em, Omaha, stud, draw


@pytest.mark.parametrize("variant", FAMILIES)
async def test_every_game_family_is_stepped_from_the_journal_alone(variant):
    sid = await play(variant, hands=3)
    source = SavedHands()
    (game,) = [g for g in source.games() if g.session_id == sid]
    assert game.humans == ((0, "You"),) and not game.shared and game.hands == 3
    hands = source.hands(game)
    assert [h.hand_no for h in hands] == [1, 2, 3]
    journal = Journal.reader(default_path())
    assert journal is not None
    try:
        every = list(saved_steps(journal, sid, [0], reasons=True))
    finally:
        journal.close()
    for hand in hands:
        replay = source.replay(game, hand.hand_no, 0)
        # the very states saved_steps rebuilds (and test_session_replay holds to the live table)
        assert [s.states[0] for s in replay.steps] == [
            s.states[0] for s in every if s.hand_no == hand.hand_no
        ]
        assert all(replay.state(i).viewer == 0 for i in range(len(replay.steps)))
        firsts = replay.streets
        assert firsts[0] == 0 and firsts == sorted(set(firsts)) and len(firsts) >= 2
        assert 0 < replay.showdown < len(replay.steps)
        last = replay.state(len(replay.steps) - 1)
        assert any(s.winner for s in last.seats), "the last step shows who won"
        logs = [len(replay.log(i)) for i in range(len(replay.steps))]
        assert logs == sorted(logs) and logs[-1] > 3
        for step, index in replay.decisions.items():
            assert replay.steps[step].kind == TURN and replay.steps[step].seat == 0
            assert replay.actions[index][0] == 0


async def test_the_notes_are_the_reviews_verdicts_and_the_coach_at_each_decision():
    sid = await play("nlhe", hands=3)
    source = SavedHands()
    (game,) = [g for g in source.games() if g.session_id == sid]
    seen = 0
    for hand in source.hands(game):
        replay = source.replay(game, hand.hand_no, 0)
        notes = decision_notes(replay)
        reviews = review_hand(replay.config, replay.record, 0)
        assert sorted(n.review.action_index for n in notes.values() if n.review) == [
            r.action_index for r in reviews
        ]
        for step, note in notes.items():
            assert note.review == next(
                r for r in reviews if r.action_index == replay.decisions[step]
            )
            coach = note.coach
            assert coach is not None and 0 <= coach.equity <= 1
            facing = replay.state(step).facing
            assert facing is not None and coach.call_needs == pytest.approx(
                facing.to_call / (facing.pot + facing.to_call) if facing.to_call else 0.0
            )
            seen += 1
    assert seen >= 3
    assert decision_notes(source.replay(game, 1, None)) == {}, "nobody's eyes: no decisions"


def entry(pot: int, showdown: bool, net: int) -> HandEntry:
    return HandEntry(
        1,
        1,
        "2026-11-27T18:00:00+00:00",
        pot,
        2,
        showdown,
        ((0, net), (1, -net)),
        ("You",) if net > 0 else ("Ada",),
    )


def test_the_hand_filter_keeps_by_result_showdown_and_pot():
    won, lost = entry(40, True, 20), entry(10, False, -5)
    assert HandFilter().keeps(won, 0) and HandFilter().keeps(lost, 0)
    assert HandFilter("won").keeps(won, 0) and not HandFilter("won").keeps(lost, 0)
    assert HandFilter("lost").keeps(lost, 0) and not HandFilter("lost").keeps(won, 0)
    assert HandFilter("won").keeps(lost, 1), "the result is the viewer's"
    assert not HandFilter("won").keeps(won, 2), "a seat not dealt in neither won nor lost"
    assert HandFilter(showdown=True).keeps(won, 0) and not HandFilter(showdown=True).keeps(lost, 0)
    assert HandFilter(showdown=False).keeps(lost, 0)
    assert HandFilter(min_pot_bb=20).keeps(won, 0) and not HandFilter(min_pot_bb=20.5).keeps(won, 0)


async def test_games_are_filtered_by_game_and_date():
    hold_em, stud = await play("nlhe", hands=2), await play("stud7", hands=2)
    source = SavedHands()
    assert [g.session_id for g in source.games()] == [stud, hold_em], "newest first"
    assert [g.session_id for g in source.games("stud7")] == [stud]
    assert [g.session_id for g in source.games(since_day=since(0))] == [stud, hold_em]
    assert source.games(since_day="2999-01-01") == []
    assert since(7, datetime(2026, 11, 27, 12, tzinfo=UTC)) == "2026-11-20"
    assert since(None) is None


def test_no_journal_lists_nothing_and_creates_nothing(tmp_path):
    assert SavedHands(tmp_path / "none.sqlite").games() == []
    assert not (tmp_path / "none.sqlite").exists()


async def test_a_hand_not_saved_or_a_seat_not_human_is_one_sentence():
    sid = await play("nlhe", hands=2)
    source = SavedHands()
    (game,) = [g for g in source.games() if g.session_id == sid]
    with pytest.raises(ValueError, match="has no settled hand #9"):
        source.replay(game, 9, 0)
    with pytest.raises(ValueError, match="seat 2 is not a human"):
        source.replay(game, 1, 1)

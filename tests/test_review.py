"""The decision review (issue 26, docs/review.md): each decision priced, graded and said."""

from __future__ import annotations

from pathlib import Path

import pytest

from poker_tui.engine import Action, Hand, Stakes
from poker_tui.review import (
    DecisionReview,
    Thresholds,
    parse_thresholds,
    review_game,
    review_hand,
    totals,
)
from poker_tui.store import Journal, SeatRecord
from tests.conftest import make_hand

R, C, X, F = Action.raise_to, Action.call(), Action.check(), Action.fold()
HEADS_UP = {
    "variant": "nlhe",
    "stakes": {"small_blind": 1, "big_blind": 2},
    "seats": [{"name": "Ada", "bot": "rock"}, {"name": "You", "bot": None}],
}


def played(
    holes: list[str],
    actions: list[Action],
    stacks: list[int] | None = None,
    board: str = "KdQs9h4c3s",
) -> Hand:
    hand = make_hand(stacks or [200, 200], button=0, holes=holes, board=board)
    for action in actions:
        hand.apply(action)
    assert hand.over
    return hand


def test_calling_a_tight_all_in_with_seven_two_offsuit_is_a_blunder_with_its_cost():
    """Ada (the button) moves all in first: the model keeps the top 10 % of hands; 7-2
    offsuit has about a quarter of that pot and the call needs about half."""
    hand = played(["AsAh", "7c2d"], [R(200), C])
    [review] = review_hand(HEADS_UP, hand, 1)
    assert isinstance(review, DecisionReview)
    assert (review.verdict, review.action, review.street) == ("blunder", "call 198", "Preflop")
    assert 0.2 < review.equity < 0.32 and review.needs == pytest.approx(198 / 400, abs=1e-4)
    # the call's EV: equity x the 400 chips it can win, less the 198 it adds, in big blinds
    cost = -(review.equity * 400 - 198) / 2
    assert review.ev_lost_bb == pytest.approx(cost, abs=0.02) and review.ev_lost_bb > 40
    assert (review.best, review.kind) == ("fold", "call instead of fold")
    assert review.sentence.startswith(
        f"You called {100 * review.equity:.0f}% when the call needed 50%: about "
    )
    assert f"{review.ev_lost_bb:.1f} bb given up" in review.sentence


def test_a_call_at_the_right_price_is_correct():
    """Ada moves in for 30 more into 32 with a tight range; Ace-King needs 30/62, about
    48 %, and has more: calling is the play (no raise is left: she is all in)."""
    hand = played(["QsQc", "AdKd"], [R(6), R(20), R(32), C], stacks=[32, 200])
    reviews = review_hand(HEADS_UP, hand, 1)
    assert [r.action for r in reviews] == ["raise to 20", "call 12"]
    call = reviews[-1]
    assert call.equity > call.needs and call.verdict == "best" and call.good
    assert call.sentence.endswith(": the best play.")


def test_folding_a_free_check_gives_up_the_equity_in_the_pot():
    hand = played(["AsAh", "7c2d"], [C, F])  # the big blind folds when it could check
    [review] = review_hand(HEADS_UP, hand, 1)
    options = dict(review.options)
    assert options["fold"] == 0 and options["check"] == pytest.approx(review.equity * 2, abs=0.01)
    assert review.kind.startswith("fold instead of") and review.ev_lost_bb >= options["check"]


def test_the_review_is_deterministic_and_sees_only_what_the_player_saw():
    """The same hand gives the same review; the opponent's cards (shown at the end) change
    nothing while their actions stay the same."""
    a = review_hand(HEADS_UP, played(["AsAh", "7c2d"], [R(200), C]), 1)
    b = review_hand(HEADS_UP, played(["AsAh", "7c2d"], [R(200), C]), 1)
    c = review_hand(HEADS_UP, played(["3s3h", "7c2d"], [R(200), C]), 1)
    assert a == b == c


def test_thresholds_grade_by_big_blinds_lost_and_parse_from_text():
    t = Thresholds()
    assert [t.verdict(x) for x in (0, 0.1, 0.5, 1.0, 2.0)] == [
        "best",
        "correct",
        "inaccuracy",
        "mistake",
        "blunder",
    ]
    assert parse_thresholds("0.2, 1, 3, 5") == Thresholds(0.2, 1, 3, 5)
    assert parse_thresholds(t.text()) == t
    for bad in ("1,2,3", "a,b,c,d", "3,2,1,0", "-1,0,1,2", "nan,1,2,3"):
        with pytest.raises(ValueError, match="thresholds"):
            parse_thresholds(bad)


def test_looser_thresholds_change_the_verdict_not_the_cost():
    hand = played(["AsAh", "7c2d"], [R(200), C])
    strict = review_hand(HEADS_UP, hand, 1)[0]
    lenient = review_hand(HEADS_UP, hand, 1, Thresholds(50, 60, 70, 80))[0]
    assert lenient.ev_lost_bb == strict.ev_lost_bb and lenient.verdict == "best"


SCRIPTS = [(["AsAh", "7c2d"], [R(200), C]), (["QsQc", "AdKd"], [R(6), R(20), R(200), F])]
"""Two hands of Ada (seat 1, a bot) against You (seat 2): a blunder, then a raise and a fold."""


def save_game(journal: Journal, scripts: list[tuple[list[str], list[Action]]] = SCRIPTS) -> int:
    """The scripted hands journaled as the table journals them: the game's id."""
    sid = journal.open_session(
        HEADS_UP, [SeatRecord(0, "Ada", "bot:rock", 200), SeatRecord(1, "You", "human", 200)]
    )
    for number, (holes, actions) in enumerate(scripts, 1):
        hand = make_hand([200, 200], button=0, holes=holes, board="KdQs9h4c3s")
        hid = journal.begin_hand(sid, number, hand.start, [0, 1])
        for seq, action in enumerate(actions):
            player = hand.to_act
            hand.apply(action)
            journal.record_action(hid, seq, player, action)
        journal.end_hand(hid, hand)
    return sid


def test_a_review_of_a_saved_game_reads_the_journal_and_totals_add_up(tmp_path: Path):
    journal = Journal(tmp_path / "j.sqlite")
    sid = save_game(journal)
    reviews = review_game(journal, sid)
    assert [(r.hand_no, r.seat, r.action) for r in reviews] == [
        (1, 1, "call 198"),
        (2, 1, "raise to 20"),
        (2, 1, "fold"),
    ]
    assert review_game(journal, sid, seat=0)[0].action == "raise to 200"
    sums = totals(reviews)
    assert sums.decisions == 3
    assert sums.ev_lost_bb == pytest.approx(sum(r.ev_lost_bb for r in reviews))
    assert sum(n for n, _ in sums.by_street.values()) == 3
    assert sums.by_kind["call instead of fold"][0] == 1
    with pytest.raises(ValueError, match="no saved game 99"):
        review_game(journal, 99)


def test_other_games_are_reviewed_against_random_hands_and_say_so():
    from poker_tui.engine.games import get_variant

    plo = get_variant("plo")
    hand = Hand(plo, Stakes(1, 2), [200, 200], 0, seed=3, record=True)
    hand.apply(C)
    hand.apply(X)
    while not hand.over:
        hand.apply(X)
    reviews = review_hand({}, hand, 1)
    assert reviews and all(r.vs_random for r in reviews)
    assert "against random hands" in reviews[0].sentence


def test_the_table_s_job_reviews_the_one_human_and_never_a_hot_seat_game():
    """``session.review_job``: the finished hand captured for a thread; none in hot seat,
    where the review on the shared screen would tell one player about another's cards."""
    from types import SimpleNamespace

    from poker_tui.session import review_job

    hand = played(["AsAh", "7c2d"], [R(200), C])

    def session(humans: list[int]) -> SimpleNamespace:
        return SimpleNamespace(
            hand=hand, order=[0, 1], hand_no=4, config=SimpleNamespace(humans=humans)
        )

    job = review_job(session([1]))  # type: ignore[arg-type]
    assert job is not None
    assert job() == review_hand(HEADS_UP, (4, hand, [0, 1]), 1)
    assert job()[0].hand_no == 4 and job()[0].verdict == "blunder"
    assert review_job(session([0, 1])) is None  # type: ignore[arg-type]

"""``Hand.judge_raise``: the one home of "what would this raise amount mean", and ``apply`` agrees.

The session's raise panel (``Facing.check_amount``) asks the same rule through
``Hand.raise_terms()``, so the sentences a person reads are the engine's.
"""

from __future__ import annotations

import pytest

from poker_tui.engine import Action, IllegalAction
from poker_tui.engine.house_rules import RWS
from poker_tui.engine.raising import RaiseJudgement, RaiseTerms
from poker_tui.session.facing import Facing

from .conftest import make_hand
from .hand_state import assert_refused_unchanged

C, F = Action.call(), Action.fold()
R = Action.raise_to


def test_declared_raise_below_minimum_becomes_the_minimum_002_3_5_1a():
    h = make_hand([1000] * 3, button=0)
    h.apply(R(20))  # a raise of 18 over the big blind of 2: the Minimum Raise Amount is 18 (002 §1.28)
    judged = h.judge_raise(30)
    assert judged.amount == 38 and "becomes the minimum, a raise to 38 (002 §3.5.1)" in judged.note
    h.apply(R(30))
    assert h.bets[1] == 38 and h.actions[-1][1] == R(38)


def test_declared_raise_below_minimum_refused_when_the_house_rejects_it_002_3_5_1():
    h = make_hand([1000] * 3, button=0, house=RWS.with_(short_raise="reject"))
    h.apply(R(20))
    with pytest.raises(IllegalAction, match=r"^Raise to 30 is below the minimum, a raise to 38\.$"):
        h.judge_raise(30)
    assert assert_refused_unchanged(h, R(30)) == "Raise to 30 is below the minimum, a raise to 38."


def test_minimum_raise_amount_is_the_last_full_raise_002_1_28():
    h = make_hand([1000] * 3, button=0)
    h.apply(R(10))  # raises by 8
    assert h.judge_raise(18) == RaiseJudgement(18)  # 10 + 8: exactly the Minimum Raise Amount
    assert h.judge_raise(17).amount == 18
    h.apply(R(50))  # raises by 40: the new Minimum Raise Amount
    assert h.judge_raise(90) == RaiseJudgement(90)
    assert h.judge_raise(89).amount == 90


def test_a_raise_that_does_not_raise_is_refused_with_the_minimum_002_1_28():
    h = make_hand([1000] * 3, button=0)
    with pytest.raises(IllegalAction, match="does not raise the bet of 2; call instead, or raise to at least 4"):
        h.judge_raise(2)


def test_above_the_stack_names_the_all_in_amount_when_the_house_refuses_it():
    h = make_hand([100] * 3, button=0, house=RWS.with_(over_stake="reject"))
    with pytest.raises(IllegalAction, match=r"^Raise to 500 is more than you have; all-in is a raise to 100\.$"):
        h.judge_raise(500)


def test_short_all_in_does_not_reopen_and_the_refusal_cites_it_002_3_19_3():
    h = make_hand([1000, 1000, 30], button=0)  # seat 2 is the big blind with 30
    h.apply(R(20))  # seat 0 raises to 20 (by 18)
    h.apply(C)  # seat 1 calls
    h.apply(R(30))  # the big blind goes all-in for 30: 10 more, short of 18, not a Raise
    assert h.to_act == 0
    assert not h.legal_actions().can_raise
    with pytest.raises(IllegalAction, match=r"002 §3\.19\.3"):
        h.judge_raise(100)
    assert "002 §3.19.3" in assert_refused_unchanged(h, R(100))


def test_judgement_does_not_change_the_hand():
    h = make_hand([1000] * 3, button=0)
    before = (list(h.stacks), list(h.bets), h.to_act, h.legal_actions())
    h.judge_raise(3)
    h.judge_raise(5000)
    with pytest.raises(IllegalAction):
        h.judge_raise(1)
    assert (list(h.stacks), list(h.bets), h.to_act, h.legal_actions()) == before


def test_apply_plays_what_judge_raise_says_for_every_amount_002_3_5_1():
    for x in range(0, 1200, 7):
        h = make_hand([1000] * 3, button=0)
        h.apply(R(20))
        try:
            expected = h.judge_raise(x).amount
        except IllegalAction as refusal:
            assert assert_refused_unchanged(h, R(x)) == str(refusal)
            continue
        h.apply(R(x))
        assert h.bets[1] == expected


def test_the_raise_panel_says_what_the_engine_says():
    """``Facing.check_amount`` delegates to the engine's terms: same amount, same sentence."""
    h = make_hand([1000] * 3, button=0)
    h.apply(R(20))
    terms = h.raise_terms()
    legal = h.legal_actions()
    facing = Facing(1, legal, h.pot, h.bet_to, h.bets[1], h.stacks[1], 2, terms=terms)
    for x in (2, 20, 21, 30, 38, 500, 1000, 1001, 5000):
        check = facing.check_amount(x)
        try:
            judged = h.judge_raise(x)
        except IllegalAction as refusal:
            assert not check.ok and check.message == str(refusal)
        else:
            assert check.ok and (check.amount, check.message) == (judged.amount, judged.note)


def test_terms_are_a_plain_snapshot():
    terms = RaiseTerms("Bet", 2, 318, 318, 0)
    with pytest.raises(IllegalAction, match=r"^Bet 369 is more than you have; all-in is a bet of 318\.$"):
        terms.judge(369)
    with pytest.raises(IllegalAction, match=r"^A bet must be at least 2\.$"):
        terms.judge(0)
    assert terms.judge(100) == RaiseJudgement(100)

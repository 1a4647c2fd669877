"""The equity bot decides the same for a seed: twice in a row, and whatever its memos hold.

Why: the equity bot memoises a lot (ranges per action line, board rankings,
card-removal masks, preflop equities); a memo
that changed a decision would make a seeded match unrepeatable, or make the
second match of a process differ from the first. The pinned digests in
``test_bots_speed_digest`` hold the decisions to the code before the
speed-ups; this file holds them to themselves.
"""

from __future__ import annotations

from poker_tui_bots import board_order, equity_bot, opponent_model

from tests.test_bots_speed_digest import decisions_digest

SIX_EQUITY = ("equity",) * 6


def _forget_everything() -> None:
    for memo in (board_order._ORDERS, board_order._BOARD_ALIVE, opponent_model._PREFLOP,
                 equity_bot._EQ_MEMO, equity_bot._EQ_BY_RANGE, equity_bot._SHAPES):
        memo.clear()


def test_equity_bot_decides_the_same_twice_for_a_seed():
    _forget_everything()
    cold = decisions_digest("nlhe", SIX_EQUITY, 150, 21)
    warm = decisions_digest("nlhe", SIX_EQUITY, 150, 21)  # every memo filled by the first run
    assert cold == warm


def test_equity_bot_decisions_do_not_depend_on_what_other_matches_left_in_the_memos():
    _forget_everything()
    alone = decisions_digest("nlhe", ("equity", "tag", "equity"), 120, 22)
    decisions_digest("nlhe", SIX_EQUITY, 60, 23)  # another match fills the memos
    after_another = decisions_digest("nlhe", ("equity", "tag", "equity"), 120, 22)
    assert alone == after_another


def test_a_different_seed_gives_different_decisions():
    """The digest sees the decisions at all (a constant digest would prove nothing)."""
    assert decisions_digest("nlhe", SIX_EQUITY, 40, 24) != decisions_digest("nlhe", SIX_EQUITY, 40, 25)


def test_the_preflop_equity_memo_answers_for_the_range_object_it_holds_not_a_reused_id():
    """A memo keyed by an array's id must check it is that array: once an array is freed its
    id may name a new range, whose equities are not the old one's."""
    eq_table, w_table = equity_bot.tables()
    old = opponent_model.top(0.1, 0.0)
    new = opponent_model.top(0.5, 0.0)
    cls = 0
    equity_bot._EQ_BY_RANGE[id(new)] = (old, {cls: 2.0})  # as if ``new`` reused ``old``'s id
    fresh = equity_bot._eq_vs_range(cls, new, eq_table, w_table)
    assert fresh == equity_bot._class_equity(cls, new, eq_table, w_table)
    assert 0.0 < fresh < 1.0
    assert equity_bot._eq_vs_range(cls, new, eq_table, w_table) == fresh  # now memoised
    assert equity_bot._EQ_BY_RANGE[id(new)][0] is new

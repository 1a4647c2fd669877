"""The equity bot's board ranking values every combo as the evaluator does (``bots/board_order``).

Why: it values the 91 rank sums of two cards instead of every combo, and only the combos
that can make a flush whole; any slip would reorder a range and change a decision silently.
"""

from __future__ import annotations

import numpy as np
from hypothesis import given, settings
from hypothesis import strategies as st
from poker_tui_bots.board_order import COMBOS, board_alive, board_order, combo_values

from poker_tui.engine.batch import evaluate_pairs


def _reference(board: tuple[int, ...]) -> tuple[np.ndarray, np.ndarray]:
    live = board_alive(board).nonzero()[0]
    values = evaluate_pairs(COMBOS[live], board)
    return values, live.take(values.argsort(kind="stable"))


@settings(max_examples=150, deadline=None)
@given(st.lists(st.integers(0, 51), min_size=3, max_size=5, unique=True))
def test_every_live_combo_is_valued_and_ranked_as_the_evaluator_does(cards):
    board = tuple(cards)
    values, order = _reference(board)
    assert (combo_values(board, board_alive(board).nonzero()[0]) == values).all()
    assert (board_order(board) == order).all()


def test_boards_with_three_four_and_five_of_a_suit_rank_their_flushes():
    spades = (3, 7, 11, 15, 19)  # 2s 3s 4s 5s 6s: a straight flush on the board at five
    for board in (spades[:3], spades[:4], spades, (51, 47, 43, 0, 1), (3, 7, 2, 6, 48)):
        values, order = _reference(board)
        assert (combo_values(board, board_alive(board).nonzero()[0]) == values).all()
        assert (board_order(board) == order).all()

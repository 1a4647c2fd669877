"""The table layout: every seat, bet and the board fit without overlapping, 2-10 seats,
from an 80x24 terminal up, for every shape of game (2, 3, 4, 5 and 7 cards in hand)."""

from __future__ import annotations

import pytest

from poker_tui.ui.layout import layout_table

SHAPES = [  # (cards in hand, community cards, most players)
    (2, 5, 10),  # hold'em
    (3, 5, 9),  # three card manila
    (4, 5, 10),  # omaha
    (5, 0, 6),  # five card draw
    (7, 0, 8),  # seven card stud
]
SIZES = [(80, 19), (80, 20), (80, 21), (84, 37), (100, 27), (118, 37), (160, 48), (240, 70)]


@pytest.mark.parametrize("width,height", SIZES)
def test_every_table_fits_without_overlap(width, height):
    for hole, board, most in SHAPES:
        for n in range(2, most + 1):
            layout = layout_table(width, height, list(range(n)), 0, hole, board)
            assert layout.fits, (width, height, hole, n)
            spots = layout.spots
            assert len(spots) == n and spots[0].hero and spots[0].slot == "B"
            for i, a in enumerate(spots):
                assert a.box.within(width, height)
                for b in spots[i + 1:]:
                    assert not a.box.overlaps(b.box)
                    assert not a.bet.overlaps(b.box) and not b.bet.overlaps(a.box)


def test_bigger_terminals_get_bigger_cards():
    small = layout_table(80, 21, list(range(6)), 0, 2, 5).sizes
    big = layout_table(160, 48, list(range(6)), 0, 2, 5).sizes
    order = ["tiny", "small", "medium", "large", "xl"]
    assert order.index(big.board) > order.index(small.board)
    assert order.index(big.seat) > order.index(small.seat)


def test_your_seat_is_at_the_bottom_and_seats_go_clockwise():
    layout = layout_table(120, 36, [3, 4, 5, 0, 1, 2], 0, 2, 5)
    assert [s.seat for s in layout.spots] == [0, 1, 2, 3, 4, 5]
    hero, left, *_ = layout.spots
    assert hero.box.y > left.box.y and left.box.x < hero.box.x  # next clockwise: your left

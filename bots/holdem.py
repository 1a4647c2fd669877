"""Reading a hold'em hand after the flop the way a player talks about it.

"Top pair, good kicker", "overpair", "set", "flush draw", "open-ender":
``classify(hole, board)`` turns two hole cards and a board into a made-hand
tier and a count of outs, which the chart bots turn into actions. It uses
the engine's evaluator once per call and a little rank counting, so it is
cheap enough for every decision of a long simulation.
"""

from __future__ import annotations

from typing import NamedTuple

from poker_tui.engine.evaluator import evaluate
from poker_tui.engine.hand_value import (
    ONE_PAIR,
    STRAIGHT,
    THREE_OF_A_KIND,
    TWO_PAIR,
)

AIR, WEAK, LOW_PAIR, MEDIUM, STRONG, MONSTER = range(6)
TIER_NAMES = ("air", "ace high", "weak pair", "medium pair", "strong hand", "monster")
TIER_WORDS = ("nothing", "ace high", "a weak pair", "a medium pair", "a strong hand", "a monster")
"""The tiers as a reason says them: "a weak pair: folds to a bet"."""


class Reading(NamedTuple):
    tier: int  # AIR .. MONSTER
    outs: int  # cards that likely make a strong hand on the next street (0 on the river)
    flush_draw: bool
    straight_outs: int  # ranks that complete a straight (2: open-ender, 1: gutshot)
    wet: bool  # the board allows flushes or straights the hand does not hold


def classify(hole: tuple[int, ...] | list[int], board: tuple[int, ...] | list[int]) -> Reading:
    """The tier of a made hand and its draws; ``board`` has 3 to 5 cards."""
    cards = list(hole) + list(board)
    value = evaluate(cards)
    cat = value.category_index
    h1, h2 = hole[0] >> 2, hole[1] >> 2
    hi, lo = (h1, h2) if h1 >= h2 else (h2, h1)
    branks = [c >> 2 for c in board]
    bcount: dict[int, int] = {}  # plain dicts: a Counter costs more than the counting
    for r in branks:
        bcount[r] = bcount.get(r, 0) + 1
    distinct = sorted(bcount, reverse=True)
    top = distinct[0]
    board_paired = len(distinct) < len(branks)

    if cat >= STRAIGHT:
        if len(board) == 5 and evaluate(list(board)) == value:
            tier = LOW_PAIR  # the board plays: at best a split
        elif cat == STRAIGHT and board_paired and len(board) >= 4:
            tier = STRONG
        else:
            tier = MONSTER
    elif cat == THREE_OF_A_KIND:
        if hi == lo:
            tier = MONSTER  # a set
        elif bcount.get(hi, 0) == 2 or bcount.get(lo, 0) == 2:
            tier = STRONG  # trips with a hole card
        else:
            tier = WEAK if hi < 12 else LOW_PAIR  # trips on the board: kicker play
    elif cat == TWO_PAIR:
        if hi != lo and bcount.get(hi, 0) == 1 and bcount.get(lo, 0) == 1 and not board_paired:
            tier = MONSTER if len(board) == 3 else STRONG  # two pair with both hole cards
        elif hi == lo:
            tier = STRONG if hi > top else (MEDIUM if hi > distinct[-1] else LOW_PAIR)
        elif bcount.get(hi, 0) >= 1 or bcount.get(lo, 0) >= 1:
            r = hi if bcount.get(hi, 0) else lo
            tier = _pair_tier(r, hi if r == lo else lo, distinct)
        else:
            tier = WEAK  # two pair on the board
    elif cat == ONE_PAIR:
        if hi == lo:
            if hi > top:
                tier = STRONG  # overpair
            elif len(distinct) > 1 and hi > distinct[1]:
                tier = MEDIUM
            else:
                tier = LOW_PAIR
        elif hi in bcount or lo in bcount:
            r = hi if hi in bcount else lo
            tier = _pair_tier(r, lo if r == hi else hi, distinct)
        else:
            tier = WEAK if hi >= 11 else AIR  # the pair is on the board
    else:
        tier = WEAK if hi == 12 else AIR

    flush_draw = False
    straight_outs = 0
    outs = 0
    suits_board: dict[int, int] = {}
    for c in board:
        suits_board[c & 3] = suits_board.get(c & 3, 0) + 1
    suits_all = dict(suits_board)
    for c in hole:
        suits_all[c & 3] = suits_all.get(c & 3, 0) + 1
    flush_made = cat in (5, 8)
    if len(board) < 5:
        for s, n in suits_all.items():
            if n == 4 and suits_board.get(s, 0) < 4 and not flush_made:
                flush_draw = True
        if cat < STRAIGHT:
            straight_outs = _straight_outs({c >> 2 for c in cards}, {h1, h2})
        outs = (9 if flush_draw else 0) + 4 * straight_outs - (2 if flush_draw and straight_outs else 0)
        if tier <= WEAK:
            outs += 3 * sum(1 for r in (h1, h2) if r > top and h1 != h2)
        elif tier == LOW_PAIR or tier == MEDIUM:
            outs += 2  # trips
    wet = (max(suits_board.values()) >= 3 and not flush_made) or (
        cat < STRAIGHT and _straight_outs(set(branks), set(branks)) > 0 and len(board) >= 4)
    return Reading(tier, outs, flush_draw, straight_outs, wet)


def _pair_tier(r: int, kicker: int, distinct: list[int]) -> int:
    """A hole card pairs the board at rank ``r``."""
    if r == distinct[0]:
        return STRONG if kicker >= 8 or r == 12 else MEDIUM  # top pair, kicker ten or better
    if len(distinct) > 1 and r == distinct[1]:
        return MEDIUM
    return LOW_PAIR


_WINDOWS: tuple[int, ...] = tuple(
    sum(1 << (r if r >= 0 else 12) for r in range(start, start + 5)) for start in range(-1, 9))
"""The ten straights as 13-bit rank masks, the wheel (A-2-3-4-5) first."""

_OUTS_MEMO: dict[tuple[int, int], int] = {}


def _straight_outs(ranks: set[int], hole: set[int]) -> int:
    """How many missing ranks would complete a straight that uses a hole card (at most 2).

    A rank counts when some straight holding a hole rank misses exactly that
    rank. Rank sets become 13-bit masks and the answers are memoised: there
    are only a few thousand distinct (ranks, hole) pairs in play.
    """
    have = 0
    for r in ranks:
        have |= 1 << r
    mine = 0
    for r in hole:
        mine |= 1 << r
    key = (have, mine)
    outs = _OUTS_MEMO.get(key)
    if outs is None:
        found = 0
        for window in _WINDOWS:
            if window & mine:
                missing = window & ~have
                if missing and not missing & (missing - 1):  # exactly one rank missing
                    found |= missing
        outs = _OUTS_MEMO[key] = min(bin(found).count("1"), 2)
    return outs

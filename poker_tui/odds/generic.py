"""Equity in every game of the registry: Omaha, Manila, stud, draw, short decks, lowball.

Why a second path: hold'em's numpy grid (``holdem``) knows two hole cards and
any five of seven. Here a hand is valued by the variant's own showdown rule:
the engine's ``hand_value`` (short-deck order, exactly two hole cards, low
hands), or for Omaha with the standard deck and high hands a numpy version
of the same rule (the best of the 60 two-plus-three hands, each from the
engine's five-card tables), since Omaha would otherwise cost a third of a
millisecond a hand.

A player is a list of hands with weights, each of at most the variant's hole
cards; a hand with fewer (a stud player's up cards, ``random``: none) gets
the rest dealt at random. Draw games are valued as the hands stand (no draw).

Exact when every hand is complete and matchups x boards fit the budget.
Monte Carlo otherwise: matchups drawn as in ``holdem`` (words ``t = a*q + j``),
then the cards still to come by a partial Fisher-Yates shuffle of the cards
left, ascending: step ``k`` swaps position ``k`` with ``k + below(w, n - k)``,
``w`` the word ``t = 2**23 + k``; the first cards go to the board, then to
each player in seat order.
"""

from __future__ import annotations

from collections.abc import Sequence
from itertools import combinations

import numpy as np

from ..engine.batch import _BITS, _CARD_BIT, _KEY, hand_values
from ..engine.cards import deck as make_deck
from ..engine.showdown import hand_value
from ..engine.variant import Variant
from . import stream
from .holdem_sampled import BOARD_LANE, _deal_matchups
from .result import Result, sampled_result, score_rows

__all__ = ["generic_exact", "generic_sampled", "values_of"]

HandList = tuple[np.ndarray, np.ndarray]
"""An (N, k) intp array of hands (k at most the hole cards; k = 0 for random) and weights."""

_PAIRS = list(combinations(range(4), 2))
_TRIPLES = list(combinations(range(5), 3))


def numpy_valued(variant: Variant) -> bool:
    """Whether this module values the variant's hands with numpy (fast) or the engine (slow)."""
    return _numpy_any_five(variant) or _numpy_omaha(variant)


def _numpy_omaha(variant: Variant) -> bool:
    return (
        variant.hole_used == 2
        and variant.board_used == 3
        and variant.hand_order == "high"
        and variant.deck_size == 52
        and variant.hole_cards == 4
        and variant.board_cards == 5
    )


def _numpy_any_five(variant: Variant) -> bool:
    """Best five of all the cards, high hands, the 52-card deck: one key sum per hand."""
    return (
        variant.hole_used is None
        and variant.hand_order == "high"
        and variant.deck_size == 52
        and 5 <= variant.hole_cards + variant.board_cards <= 7
    )


def values_of(variant: Variant, hands: np.ndarray, boards: np.ndarray) -> np.ndarray:
    """The showdown value of each row's hand with that row's board (higher wins)."""
    if _numpy_any_five(variant):
        cards = np.concatenate([hands, boards], axis=1)
        return hand_values(
            _KEY[cards].sum(axis=1), _BITS[cards].sum(axis=1), cards.shape[1]
        ).astype(np.int64)
    if _numpy_omaha(variant):
        pk = np.stack([_KEY[hands[:, a]] + _KEY[hands[:, b]] for a, b in _PAIRS], axis=1)
        pb = np.stack([_BITS[hands[:, a]] + _BITS[hands[:, b]] for a, b in _PAIRS], axis=1)
        tk = np.stack(
            [_KEY[boards[:, a]] + _KEY[boards[:, b]] + _KEY[boards[:, c]] for a, b, c in _TRIPLES],
            axis=1,
        )
        tb = np.stack(
            [
                _BITS[boards[:, a]] + _BITS[boards[:, b]] + _BITS[boards[:, c]]
                for a, b, c in _TRIPLES
            ],
            axis=1,
        )
        v = hand_values(pk[:, :, None] + tk[:, None, :], pb[:, :, None] + tb[:, None, :], 5)
        return v.reshape(len(hands), -1).max(axis=1).astype(np.int64)
    out = np.empty(len(hands), dtype=np.int64)
    for i, (h, b) in enumerate(zip(hands.tolist(), boards.tolist(), strict=True)):
        out[i] = hand_value(variant, h, b)
    return out


def _deck(variant: Variant) -> list[int]:
    return [int(c) for c in make_deck(variant.deck_size)]


def generic_exact(
    variant: Variant, players: Sequence[HandList], board: Sequence[int], dead: Sequence[int]
) -> Result:
    """Every matchup of complete hands, every board: exact shares."""
    masks = [(_CARD_BIT[h].sum(axis=1), w) for h, w in players]
    idx_all = np.array(np.meshgrid(*[np.arange(len(h)) for h, _ in players], indexing="ij"))
    idx_all = idx_all.reshape(len(players), -1).T
    keep, weights = [], []
    for row in idx_all:
        acc, ok, w = 0, True, 1.0
        for j, k in enumerate(row):
            m = int(masks[j][0][k])
            ok = ok and not acc & m
            acc |= m
            w *= float(players[j][1][k])
        if ok:
            keep.append(row)
            weights.append(w)
    if not keep:
        raise ValueError("no deal gives every player a hand of their list without a card twice")
    m = variant.board_cards - len(board)
    gone = set(board) | set(dead)
    win = np.zeros(len(players))
    tie = np.zeros(len(players))
    shares = np.zeros(len(players))
    deals = 0
    total = sum(weights)
    for row, w in zip(keep, weights, strict=True):
        hands = [players[j][0][k] for j, k in enumerate(row)]
        used = gone | {int(c) for h in hands for c in h}
        rest = [c for c in _deck(variant) if c not in used]
        boards = np.array([list(board) + list(b) for b in combinations(rest, m)], dtype=np.intp)
        boards = boards.reshape(-1, variant.board_cards)
        values = [
            values_of(variant, np.broadcast_to(h, (len(boards), len(h))), boards) for h in hands
        ]
        wi, ti, si, _ = score_rows(values)
        n = len(boards)
        win += wi * (w / n)
        tie += ti * (w / n)
        shares += si * (w / n)
        deals += n
    return Result(
        tuple(map(float, win / total)),
        tuple(map(float, tie / total)),
        tuple(map(float, shares / total)),
        True,
        deals,
    )


def exact_deals(
    variant: Variant, players: Sequence[HandList], board: Sequence[int], dead: Sequence[int]
) -> float | None:
    """Hands valued by an exact answer (an upper bound), or None when a hand is incomplete."""
    from math import comb

    if any(h.shape[1] < variant.hole_cards for h, _ in players):
        return None
    k = float(np.prod(np.array([len(h) for h, _ in players], dtype=np.float64)))
    left = variant.deck_size - len(board) - len(dead) - len(players) * variant.hole_cards
    return k * comb(left, variant.board_cards - len(board)) * len(players)


def generic_sampled(
    variant: Variant,
    players: Sequence[HandList],
    board: Sequence[int],
    dead: Sequence[int],
    samples: int,
    seed: int,
    chunk: int = 20000,
) -> Result:
    """Monte Carlo over ``samples`` deals of the project's stream, any variant."""
    p = len(players)
    need = [variant.hole_cards - h.shape[1] for h, _ in players]
    m = variant.board_cards - len(board)
    fixed = [int(c) for h, _ in players if len(h) == 1 for c in h[0]]
    fixed_mask = int(_CARD_BIT[fixed].sum()) if fixed else 0
    ranged = []
    for h, w in players:
        if len(h) > 1:
            masks = _CARD_BIT[h].sum(axis=1)
            cum = np.cumsum(w)
            ranged.append((h, masks, cum, int(cum.searchsorted(cum[-1]))))
    gone = set(board) | set(dead) | set(fixed)
    rest = np.array([c for c in _deck(variant) if c not in gone], dtype=np.intp)
    ranged_cards = sum(h.shape[1] for h, _ in players if len(h) > 1)
    free = len(rest) - ranged_cards
    draw = m + sum(need)
    if draw > free:
        raise ValueError(f"not enough cards: the deal needs {draw} more and {free} are left")
    seed_key = stream.key(seed)
    sums = np.zeros((4, p))
    for s0 in range(0, samples, chunk):
        rows = np.arange(s0, min(samples, s0 + chunk), dtype=np.uint64)
        n = len(rows)
        picks = _deal_matchups(seed_key, rows, fixed_mask, ranged) if ranged else []
        hands, r = [], 0
        taken = np.full(n, fixed_mask, dtype=np.int64)
        for h, _ in players:
            if len(h) > 1:
                got = h[picks[r]]
                r += 1
                taken |= _CARD_BIT[got].sum(axis=1)
            else:
                got = np.broadcast_to(h[0], (n, h.shape[1]))
            hands.append(got)
        if ranged:
            avail = np.broadcast_to(rest, (n, len(rest)))
            held = (taken[:, None] >> avail) & 1
            order = np.argsort(held, axis=1, kind="stable")
            cards = np.take_along_axis(avail, order, axis=1)  # free cards first, ascending
        else:  # every row's free cards are ``rest`` itself
            cards = np.tile(rest, (n, 1))
        at = np.arange(n)
        for k in range(draw):
            swap = k + stream.below(stream.words(seed_key, rows, BOARD_LANE + k), free - k)
            cards[at, k], cards[at, swap] = cards[at, swap], cards[at, k].copy()
        full_board = np.concatenate(
            [np.broadcast_to(np.array(board, dtype=np.intp), (n, len(board))), cards[:, :m]], axis=1
        )
        pos = m
        values = []
        for j in range(p):
            full = np.concatenate([hands[j], cards[:, pos : pos + need[j]]], axis=1)
            pos += need[j]
            values.append(values_of(variant, full, full_board))
        sums += score_rows(values)
    return sampled_result(sums, samples, seed)


def hero_vs_random(
    variant: Variant,
    hole: Sequence[int],
    board: Sequence[int],
    others: Sequence[Sequence[int]],
    samples: int,
    seed: int,
) -> float:
    """A seat's pot share against opponents who show ``others`` (a stud player's up cards;
    empty lists in board games) and hold random cards besides: the hand dealt out with the
    variant's own rules, ``samples`` times. For bots: no input checks beyond the deck's size."""
    one = np.ones(1)
    players = [(np.array([list(hole)], dtype=np.intp), one)]
    players += [(np.array([list(o)], dtype=np.intp).reshape(1, len(o)), one) for o in others]
    return generic_sampled(variant, players, board, (), samples, seed).equity[0]

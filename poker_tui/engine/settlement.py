"""Settling a finished hand: pots, rake, who shows first, who wins, odd chips.

Why a module of its own: once the betting is over nothing more is decided by
the players, so settlement is a pure step on the finished betting record
(who put in what, who folded, the cards, the public log and the last
aggressor): ``settle`` reads it and returns a ``Settlement`` value; the hand
then pays it out. It never changes the record it reads.

Rules: side pots from the contributions (002 §4.3); rake (001 §8, 000 §4.1,
002 §4.1.1); the showing order (002 §3.18.2); a hand that cannot win may be
mucked (002 §3.18.2(f)); odd chips (002 §4.5 left of the button, or 001's
highest card by suit).
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import NamedTuple, Protocol

from .evaluator import evaluate
from .events import Event, HandMucked, HandShown, PotAwarded
from .hand_value import HandValue
from .house_rules import HouseRules
from .kinds import FORCED_KINDS, LogKind, OddChip
from .pots import Pot, build_pots, pot_contributors, rake_pots, split
from .showdown import best_five, describe, hand_value, high_suit_order, name_shown
from .variant import Variant

_K_CHECK = LogKind.CHECK
_K_DECLINE = LogKind.DECLINE
_K_DRAW = LogKind.DRAW
_K_FOLD = LogKind.FOLD
"""Enum members bound once: reading ``LogKind.X`` costs an enum lookup on every use (hot path)."""


_NO_WAGER = FORCED_KINDS | {_K_DRAW, _K_DECLINE}
"""Log kinds that are no part of a betting round's wagering (for the final round, 002 §1.19)."""
_NO_CHIPS = frozenset({_K_FOLD, _K_CHECK})

Award = tuple[Pot, dict[int, int], int]
"""One pot paid out: the pot, each winner's share, the rake taken from it."""


class BettingRecord(Protocol):
    """What settlement reads of a finished hand (``Hand`` provides it)."""

    n: int
    button: int
    variant: Variant
    house: HouseRules
    contrib: list[int]
    dead: list[int]  # the part of contrib posted dead: main pot money (engine.pots)
    folded: list[bool]
    hole: list[list[int]]
    board: list[int]
    log: list[tuple[int, int, str, int]]
    aggressor: int  # last bettor/raiser of the last round with a bet (002 §3.18.2)
    raiser: int  # that round's last full Raise, else its first bet


class Settlement(NamedTuple):
    """What a finished hand pays: per pot the shares and rake, and what was shown."""

    awards: list[Award]
    rake: int
    shown: dict[int, int]  # player -> hand value, for hands shown at showdown
    mucked: list[int]
    showdown_order: list[int]
    events: list[Event]  # HandShown / HandMucked / PotAwarded, in order (when recording)


_new_settlement = tuple.__new__
"""A ``Settlement`` built without its Python-level ``__new__`` (once a hand, but every hand)."""


def settle(hand: BettingRecord, high_any: bool, rakes: bool, record: bool) -> Settlement:
    """Settle a finished betting record. ``high_any``: values are ``evaluate(hole + board)``
    (high, any five); ``rakes``: the house takes any rake; ``record``: build the events."""
    folded = hand.folded
    if folded.count(False) == 1:
        return _uncontested(hand, rakes, record)
    return _showdown(hand, high_any, rakes, record)


def _uncontested(hand: BettingRecord, rakes: bool, record: bool) -> Settlement:
    winner = hand.folded.index(False)
    pots = build_pots(hand.contrib, hand.folded, hand.dead)
    cut = take_rake(hand, pots, None) if rakes else [0] * len(pots)
    awards: list[Award] = []
    events: list[Event] = []
    for i, pt in enumerate(pots):
        amount = pt.amount - cut[i]
        awards.append((pt, {winner: amount}, cut[i]))
        if record:
            events.append(PotAwarded(i, amount, cut[i], (winner,), (amount,), ""))
    return _new_settlement(Settlement, (awards, sum(cut), {}, [], [], events))


def take_rake(hand: BettingRecord, pots: list[Pot], showdown_winners: list[list[int]] | None) -> list[int]:
    """001 §8: a percentage with a cap and/or a fee per hand. Uncalled bets were
    returned before this (§8.5); a pot of forced bets only (§8.6) and a split among
    everyone who fed the pot (§8.8) pay no percentage when the profile says so."""
    h = hand.house
    cut = [0] * len(pots)
    if h.rake_percent and not (h.no_flop_no_drop and not hand.board and hand.variant.board_cards):
        blinds_only = all(k in FORCED_KINDS for _, _, k, _ in hand.log
                          if k not in _NO_CHIPS)
        if not (h.no_rake_blinds_only and blinds_only):
            cut = rake_pots([pt.amount for pt in pots], h.rake_percent, h.rake_cap)
            if h.no_rake_two_way_split and showdown_winners is not None:
                fed = pot_contributors(hand.contrib, hand.folded, hand.dead)
                for i, w in enumerate(showdown_winners):
                    if len(w) >= 2 and fed[i] <= set(w):
                        cut[i] = 0  # 001 §8.8: a tie among everyone who fed the pot
    if h.rake_per_hand_fee and pots:
        fee = min(h.rake_per_hand_fee, pots[0].amount - cut[0])
        cut[0] += fee
    return cut


def first_to_show(hand: BettingRecord) -> int:
    """002 §3.18.2: who shows first. A final round played on the last street: its last
    Raise, else its first bet (a, c; a short all-in is no Raise, 3.19.3). Betting that
    ended on an earlier street: the first to bet the most (e). Else left of the button."""
    final = -1  # the street of the final betting round (002 §1.19)
    for street, _, kind, _ in reversed(hand.log):
        if kind not in _NO_WAGER:
            final = street
            break
    shows = (hand.raiser, hand.aggressor) if final == len(hand.variant.streets) - 1 \
        else (hand.aggressor,)
    folded = hand.folded
    for p in shows:
        if p >= 0 and not folded[p]:
            return p
    n, button = hand.n, hand.button
    for i in range(1, n + 1):
        p = (button + i) % n
        if not folded[p]:
            return p
    return button


def _showdown(hand: BettingRecord, high_any: bool, rakes: bool, record: bool) -> Settlement:
    n, folded, variant = hand.n, hand.folded, hand.variant
    hole, board = hand.hole, hand.board
    pots = build_pots(hand.contrib, folded, hand.dead)
    npots = len(pots)
    first = first_to_show(hand)
    order = [q for q in (*range(first, n), *range(first)) if not folded[q]]  # first, then clockwise
    shown: dict[int, int] = {}
    mucked: list[int] = []
    events: list[Event] = []
    auto_muck = hand.house.auto_muck
    # Each player shows or mucks in turn: a hand that cannot win may be mucked (002 §3.18.2(f)).
    if npots == 1:
        # One pot: show in order; a hand that cannot win it may be mucked.
        showing: list[int] = []
        top = -1
        for p in order:
            v = evaluate(hole[p] + board) if high_any else hand_value(variant, hole[p], board)
            if not auto_muck or v >= top:
                shown[p] = v
                showing.append(p)
                if v > top:
                    top = v
                if record:
                    events.append(_shown(variant, p, hole[p], board, v))
            else:
                mucked.append(p)
                if record:
                    events.append(HandMucked(p))
        winners_per_pot = [[q for q in pots[0][1] if shown.get(q, -2) == top]]
    else:
        values: dict[int, HandValue]  # player -> hand value (greater is better)
        if high_any:
            values = {p: evaluate(hole[p] + board) for p in range(n) if not folded[p]}
        else:
            values = {p: hand_value(variant, hole[p], board) for p in range(n) if not folded[p]}
        # top[p]: the latest pot p can win (p is eligible for every pot up to it).
        top_pot = {q: i for i, pt in enumerate(pots) for q in pt.eligible}
        # 002 §3.18.2(d): players in the latest side pot show first (clockwise within).
        order.sort(key=lambda q: -top_pot[q])
        best = [-1] * npots
        for p in order:
            v = values[p]
            t = top_pot[p]
            if not auto_muck or any(v >= best[j] for j in range(t + 1)):
                shown[p] = v
                if record:
                    events.append(_shown(variant, p, hole[p], board, v))
                for j in range(t + 1):
                    if v > best[j]:
                        best[j] = v
            else:
                mucked.append(p)
                if record:
                    events.append(HandMucked(p))
        showing = [p for p in order if p in shown]
        winners_per_pot = [[q for q in pt.eligible if shown.get(q, -2) == best[j]]
                           for j, pt in enumerate(pots)]
    cut = take_rake(hand, pots, winners_per_pot) if rakes else [0] * npots
    awards: list[Award] = []
    for i, pt in enumerate(pots):
        amount = pt.amount - cut[i]
        winners = winners_per_pot[i]
        if len(winners) == 1:
            shares = {winners[0]: amount}
        else:
            winners = odd_chip_order(hand, winners)
            winners_per_pot[i] = winners
            shares = split(amount, winners, hand.house.odd_chips_to_one)
        awards.append((pt, shares, cut[i]))
    if record:
        # Each shown hand named against the others it competed with ("Pair of Queens, Ace kicker").
        names = name_shown(variant, events, 0, [pt.eligible for pt in pots])
        # 002 §3.18.2(d): the latest side pot is resolved first.
        for i in range(npots - 1, -1, -1):
            pt, shares, r = awards[i]
            winners = winners_per_pot[i]
            events.append(PotAwarded(i, pt.amount - r, r, tuple(winners),
                                     tuple(shares[w] for w in winners), names[winners[0]]))
    return _new_settlement(Settlement, (awards, sum(cut), shown, mucked, showing, events))


def _shown(variant: Variant, p: int, hole: list[int], board: list[int], v: int) -> HandShown:
    return HandShown(p, tuple(hole), v, describe(variant, v), best_five(variant, hole, board))


def odd_chip_order(hand: BettingRecord, winners: Sequence[int]) -> list[int]:
    """Winners in the order odd chips go to them: 001's highest card by suit, or
    (002 §4.5) the first active player to the left of the button first."""
    if len(winners) == 1:
        return list(winners)
    if hand.house.odd_chip == OddChip.HIGH_SUIT:
        return high_suit_order(hand, list(winners))
    n, button = hand.n, hand.button
    return sorted(winners, key=lambda w: (w - button - 1) % n)

"""Every decision of a seat in a saved hand, reviewed: the public face of ``poker_tui.review``.

Why replay each hand: the journal keeps a hand's start and its actions only,
and a decision must be judged on what the player saw then (their cards, the
board, the actions so far), never on the cards shown later. The hand is played
again action by action; at each of the seat's betting decisions the opponents'
ranges are read from the actions by the coach's own model (``odds.reads``), the equity computed by the coach's
own call (``odds.coach.advise``, fixed seed: the same review every time), each
option priced (``options``) and the choice graded (``verdicts``).
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any, Protocol

from ..engine.actions import Action, ActionKind
from ..engine.hand import Hand, replay
from ..engine.kinds import Phase
from ..odds.coach import advise
from ..odds.equity import is_holdem
from ..odds.generic import numpy_valued
from ..odds.ranges import Range
from ..odds.reads import players_behind, read_range, seen_actions, strongest
from ..store.journal import Journal
from ..store.review import PlayedHand, played_hands
from .decision import DecisionReview
from .options import Spot, call_value, check_value, raise_value
from .verdicts import Thresholds
from .words import sentence

__all__ = ["review_game", "review_hand"]

TRIALS = 10_000
"""Monte Carlo deals per equity when enumeration is too costly (about half a point of error)."""
TRIALS_SLOW = 1_000
"""In games the engine values one hand at a time (Manila, short decks, lowball): about 1.5
points of error, a tenth of the time."""
SEED = 0
"""The equity stream's seed: a review of the same hand is the same every time."""


class _Config(Protocol):
    """What the review reads of a ``session.GameConfig`` (the session layer is above this)."""

    @property
    def humans(self) -> list[int]: ...


HandLike = PlayedHand | tuple[int, Hand, Sequence[int]] | Hand


def _unpack(hand: HandLike) -> tuple[int, Hand, list[int]]:
    """(hand number, the engine hand, the seat of each hand player)."""
    if isinstance(hand, PlayedHand):
        return hand.number, hand.hand, [p.seat for p in hand.players]
    if isinstance(hand, Hand):
        return 0, hand, list(range(hand.n))
    number, played, order = hand
    return int(number), played, list(order)


def human_seats(config: Mapping[str, Any] | _Config) -> list[int]:
    """The seats a person played, from the journaled config or a ``GameConfig``."""
    if isinstance(config, Mapping):
        return [i for i, s in enumerate(config.get("seats", ())) if s.get("bot") is None]
    return list(config.humans)


def review_hand(
    config: Mapping[str, Any] | _Config,
    hand: HandLike,
    seat: int,
    thresholds: Thresholds | None = None,
) -> list[DecisionReview]:
    """The reviews of ``seat``'s betting decisions in ``hand``, in the order they were made.

    ``config`` is the game's setup (the journal's dict or a ``GameConfig``); ``hand`` a
    ``store.review.PlayedHand``, a ``(number, hand, seat order)`` triple as
    ``Journal.hands`` yields, or an engine ``Hand`` whose players are seats 0, 1, ....
    A seat not dealt in has no decisions; draws and optional blinds are not reviewed.
    """
    number, played, order = _unpack(hand)
    if seat not in order:
        return []
    player = order.index(seat)
    limits = thresholds or Thresholds()
    h = replay(played.start, [])
    out = []
    for index, (p, action) in enumerate(played.actions):
        if p == player and h.phase == Phase.BET and action.kind != ActionKind.DRAW:
            out.append(_review(h, number, index, seat, action, limits))
        h.apply(action)
    return out


def review_game(
    journal: Journal, session_id: int, seat: int | None = None, thresholds: Thresholds | None = None
) -> list[DecisionReview]:
    """Every reviewed decision of a saved game's settled hands, hand by hand: of ``seat``,
    or of every human seat when None. ValueError with a sentence when there is no such game."""
    config = journal.config(session_id)
    seats = human_seats(config) if seat is None else [seat]
    out: list[DecisionReview] = []
    for played in played_hands(journal, session_id):
        for s in seats:
            out += review_hand(config, played, s, thresholds)
    return out


def _boards(h: Hand) -> list[int]:
    """How many board cards each street has out."""
    out, total = [], 0
    for street in h.variant.streets:
        total += street.board
        out.append(total)
    return out


def _review(
    h: Hand, number: int, index: int, seat: int, action: Action, limits: Thresholds
) -> DecisionReview:
    p = h.to_act
    legal = h.legal_actions()
    unit = h.stakes.unit
    hole, board = list(h.hole[p]), list(h.board)
    live = [q for q in range(h.n) if not h.folded[q]]
    opponents = [q for q in live if q != p]
    holdem = is_holdem(h.variant)
    shown = [
        c
        for q in range(h.n)
        if q != p
        for c, up in zip(h.hole[q], h.hole_up[q], strict=False)
        if up
    ]
    ranges: list[Range | None] = [None] * len(opponents)
    if holdem:
        boards = _boards(h)
        seen = seen_actions(h.log, h.start.stacks)
        behind = players_behind([(h.button + i) % h.n for i in range(1, h.n + 1)])
        ranges = [read_range(seen, q, board, boards, hole, behind, unit).range() for q in opponents]

    trials = TRIALS if holdem or numpy_valued(h.variant) else TRIALS_SLOW

    def equity_against(rs: Sequence[Range | None]) -> float:
        rs = [r if r is None or r.weights else None for r in rs]
        return advise(
            hole,
            board,
            rs,
            h.pot,
            legal.call,
            dead=shown,
            variant=h.variant,
            trials=trials,
            seed=SEED,
        ).equity_vs_ranges

    equity = equity_against(ranges)
    spot = Spot(
        p, tuple(h.contrib), tuple(h.stacks), tuple(live), tuple(h.bets), h.bet_to, legal.call
    )
    called: dict[float, float] = {}

    def when_called(share: float) -> float:
        if not holdem or share >= 1.0:
            return equity
        if share not in called:
            called[share] = equity_against(
                [None if r is None else strongest(r, share, board) for r in ranges]
            )
        return called[share]

    values: dict[str, float] = {}
    if legal.call > 0 or action.kind == ActionKind.FOLD:
        values["fold"] = 0.0
    if legal.can_check:
        values["check"] = check_value(spot, equity)
    elif legal.call > 0:
        values["call"] = call_value(spot, equity)
    if legal.bring_in:
        brought = Spot(
            p, spot.contrib, spot.stacks, spot.live, spot.bets, spot.bet_to, legal.bring_in
        )
        values["call"] = call_value(brought, equity)  # bringing it in: the least call
    wager = "bet" if h.bet_to == 0 else "raise"
    amount = 0
    if legal.can_raise:
        amount = (
            action.amount
            if action.kind == ActionKind.RAISE
            else min(max(h.bet_to + h.pot + legal.call, legal.min_raise_to), legal.max_raise_to)
        )
        values[wager] = raise_value(spot, amount, when_called, fold_equity=holdem)
    chose = {
        ActionKind.FOLD: "fold",
        ActionKind.CHECK: "check",
        ActionKind.RAISE: wager,
        ActionKind.BRING_IN: "call",
    }.get(action.kind, "call" if legal.call else "check")
    best = max(values, key=lambda k: values[k])
    lost = round((values[best] - values[chose]) / unit, 2)  # graded as shown: 0.1 is correct
    if values[best] - values[chose] <= 1e-9:
        best, lost = chose, 0.0
    verdict = limits.verdict(lost)
    good = verdict in ("best", "correct")
    needs = legal.call / (h.pot + legal.call) if legal.call else 0.0
    text = {
        "fold": "fold",
        "check": "check",
        "call": f"call {legal.call}",
        "bet": f"bet {amount}",
        "raise": f"raise to {amount}",
    }[chose]
    if action.kind == ActionKind.BRING_IN:
        text = f"bring-in {legal.bring_in}"
    return DecisionReview(
        hand_no=number,
        street=h.street_name,
        action_index=index,
        seat=seat,
        action=text,
        equity=round(equity, 4),
        needs=round(needs, 4),
        ev_lost_bb=lost,
        verdict=verdict,
        sentence=sentence(chose, best, equity, needs, lost, good, amount, not holdem),
        pot=h.pot,
        to_call=legal.call,
        chose=chose,
        best=best,
        kind="" if best == chose else f"{chose} instead of {best}",
        options=tuple((k, round(v / unit, 2)) for k, v in values.items()),
        vs_random=not holdem,
    )

"""A saved hand's table, step by step, for any viewer: the view function with no session.

A journaled hand is its start and its actions (``poker_tui.store``). Played
again through the same parts the live session sends events with (``Deal``,
``Pacer``, ``HotSeat``, the ``HandModel``), each step gives the very
``TableState`` the live table drew, computed by ``view.table_state`` for
whichever viewers are asked. A step is an engine event sent out, a handover
of a shared keyboard, or a human's turn (with its ``Facing``): the moments the
live table is redrawn for something that happened in the hand.

What the journal does not keep is not in the states: a bot's fault shown on
its seat, and hands shown by choice after the hand (the steps end with the
hand's last event). A seat not dealt into a hand is drawn as sitting out.
The bots' reasons (``poker_tui.reasons``) are kept: asked for (``reasons``),
each is on its bot's seat (``SeatState.reason``) from the step its action goes
out, as on a live table that shows them.
"""

from __future__ import annotations

from collections.abc import Iterable, Iterator, Mapping, Sequence
from dataclasses import dataclass, field

from ..engine.actions import Action
from ..engine.games import get_variant
from ..engine.hand import Hand, HandStart
from ..store.journal import Journal
from .broadcast import Broadcast
from .config import GameConfig, Pace, config_from_dict
from .deal import Deal
from .events import SessionEvent, TableEvent, WaitKind
from .facing import facing_for
from .hotseat import HotSeat
from .model import HandModel, SeatInfo
from .pacing import Pacer
from .state import TableState
from .view import NOTHING, Display, Moment, table_state

EVENT, HANDOVER, TURN = "event", "handover", "turn"


@dataclass(frozen=True, slots=True)
class Step:
    """One moment of a hand: what happened (``kind``, and the seat whose turn it is), who
    held the keys then (``viewer``: whom the live table was drawn for), and the table for
    each viewer asked."""

    hand_no: int
    kind: str  # EVENT, HANDOVER or TURN
    seat: int | None
    viewer: int | None
    states: dict[int | None, TableState] = field(default_factory=dict)

    @property
    def drawn(self) -> TableState:
        """The state the live table drew at this step (for the holder of the keys)."""
        return self.states[self.viewer]


def hand_steps(
    config: GameConfig,
    hand_no: int,
    start: HandStart,
    actions: Sequence[tuple[int, Action]],
    order: list[int],
    seats: Sequence[SeatInfo],
    viewers: Iterable[int | None] | None = None,
    saved: bool = True,
    reasons: Mapping[int, str] | None = None,
) -> list[Step]:
    """Every step of one hand, played again from its start and actions; ``order[i]`` is the
    seat of hand player i; ``viewers`` default to nobody and every human. ``reasons`` (the
    bots' reasons by action index, ``Journal.reasons``) draws them on the seats; None draws
    the table as one that does not show them."""
    variant = get_variant(config.variant)
    house = config.house_rules
    humans = config.humans
    looking = list(viewers) if viewers is not None else [None, *humans]
    names = [s.name for s in config.seats]
    model = HandModel(len(config.seats), variant, start.stakes)
    deal = Deal(model)
    deal.hand_no = hand_no
    hand = Hand(
        start.variant,
        start.stakes,
        start.stacks,
        start.button,
        house=start.house,
        deck=start.deck,
        record=True,
        names=start.names,
        posts=start.posts,
        reshuffles=start.reshuffles,
    )
    deal.begin(hand, order)
    hotseat = HotSeat(humans)
    display = Display(variant, house.name, humans[0], hotseat.shared, saved, reasons is not None)
    given = reasons or {}
    steps: list[Step] = []

    def snap(kind: str, seat: int | None, moment: Moment) -> None:
        states = {v: table_state(model, seats, v, display, moment) for v in looking}
        steps.append(Step(hand_no, kind, seat, hotseat.holder, states))

    def heard(e: SessionEvent) -> None:
        if isinstance(e, TableEvent):
            snap(EVENT, None, NOTHING)

    broadcast = Broadcast()
    broadcast.subscribe(heard)
    pacer = Pacer(Pace.instant(), variant, house.all_in_face_up, deal, broadcast, lambda: names)
    pacer.show_reasons = reasons is not None  # said in the hand log too, as at the live table
    hotseat.release()
    model.start_hand(hand_no, order[hand.button], order, list(start.stacks), start.stakes)
    hero = humans[0]
    pacer.begin(order.index(hero) if not hotseat.shared and hero in order else None)
    pacer.send_ready()
    for index, (player, action) in enumerate(actions):
        seat = order[player]
        model.to_act, model.phase = seat, hand.phase
        human = seat in humans
        if human:
            if hotseat.needs_handover(seat):
                hotseat.release()
                snap(HANDOVER, seat, Moment(WaitKind.HANDOVER, seat))
                hotseat.take(seat)
            facing = facing_for(hand, seat, variant, house.short_raise)
            snap(TURN, seat, Moment(WaitKind.ACTION, seat, facing))
        hand.apply(action)
        if index in given:
            deal.said[seat] = given[index]
        if human:
            hotseat.release()
        model.to_act, model.thinking = None, False
        pacer.send_ready()
        deal.said.clear()
    return steps


def saved_steps(
    journal: Journal,
    session_id: int,
    viewers: Iterable[int | None] | None = None,
    reasons: bool = False,
) -> Iterator[Step]:
    """Every step of every finished hand of a saved game, from the journal alone; with
    ``reasons``, the bots' reasons on their seats (a journal older than reasons has none)."""
    config = config_from_dict(journal.config(session_id))
    kept = journal.reasons(session_id) if reasons else {}
    looking = list(viewers) if viewers is not None else None
    stacks = [s.stack or config.buy_in for s in config.seats]
    for number, hand, order in journal.hands(session_id):
        seats = [
            SeatInfo(s.name, s.is_human, True, stacks[i], i not in order)
            for i, s in enumerate(config.seats)
        ]
        yield from hand_steps(
            config,
            number,
            hand.start,
            hand.actions,
            order,
            seats,
            looking,
            reasons=kept.get(number, {}) if reasons else None,
        )
        for p, seat in enumerate(order):
            stacks[seat] = hand.stacks[p]

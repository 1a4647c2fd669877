"""The table as the events describe it, updated one event at a time.

The UI animates events, so what it draws must follow the event stream, not
jump to the hand's final state: a bet shows in front of a seat, then goes
into the pot when the next street starts. ``TableModel`` replays the engine
events into that picture. It holds every card (it lives in the session, which
is trusted); ``snapshot(viewer)`` hides what the viewer may not see.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from ..engine import events as ev
from ..engine.pots import build_pots
from .narration import agree, join_names, with_hand
from .state import CardView, PotState, SeatState, TableState


@dataclass
class SeatModel:
    seat: int
    name: str
    human: bool
    stack: int
    occupied: bool = True
    dealt_in: bool = False
    bet: int = 0
    contrib: int = 0
    cards: list[int] = field(default_factory=list)
    up: list[bool] = field(default_factory=list)
    folded: bool = False
    shown: bool = False
    mucked: bool = False
    best: tuple[int, ...] = ()
    hand_name: str = ""
    last_action: str = ""
    drawn: int | None = None
    won: int = 0
    fault: str = ""
    small_blind: bool = False
    big_blind: bool = False
    sitting_out: bool = False  # asked to sit out: dealt out from the next hand

    def new_hand(self) -> None:
        self.dealt_in = False
        self.bet = self.contrib = self.won = 0
        self.cards, self.up = [], []
        self.folded = self.shown = self.mucked = False
        self.best, self.hand_name, self.last_action, self.fault = (), "", "", ""
        self.drawn = None
        self.small_blind = self.big_blind = False

    @property
    def all_in(self) -> bool:
        return self.dealt_in and not self.folded and self.stack == 0


FORCED_LABELS = {"small blind": "Small blind", "big blind": "Big blind", "straddle": "Straddle",
                 "ante": "Ante", "bring-in": "Brings in"}


class TableModel:
    """Seats by table index; ``apply`` takes engine events with their seat."""

    def __init__(self, seats: list[SeatModel], variant_name: str, family: str, board_size: int,
                 unit: int, stakes_text: str = "") -> None:
        self.seats = seats
        self.variant_name = variant_name
        self.family = family
        self.board_size = board_size
        self.unit = unit
        self.stakes_text = stakes_text
        self.hand_no = 0
        self.button = -1
        self.board: list[int] = []
        self.street = ""
        self.in_hand = False
        self.to_act: int | None = None
        self.thinking = False
        self.phase = "bet"
        self.awarded: dict[int, tuple[int, tuple[int, ...], str]] = {}  # pot -> amount, winners, text
        self.results: list[str] = []
        self.marked: set[int] = set()  # cards the player at the keys marked to discard
        self.seat_of_player: list[int] = []  # hand player index -> seat, set for each hand

    # ----------------------------------------------------------------- hands
    def start_hand(self, hand_no: int, button_seat: int, dealt: list[int]) -> None:
        self.hand_no = hand_no
        self.seat_of_player = list(dealt)
        self.button = button_seat
        self.board = []
        self.street = ""
        self.in_hand = True
        self.to_act = None
        self.thinking = False
        self.phase = "bet"
        self.awarded = {}
        self.results = []
        self.marked = set()
        for s in self.seats:
            s.new_hand()
        for i in dealt:
            self.seats[i].dealt_in = True

    def end_hand(self) -> None:
        self.in_hand = False
        self.to_act = None
        self.thinking = False

    def _collect_bets(self) -> None:
        for s in self.seats:
            s.bet = 0

    # ---------------------------------------------------------------- events
    def apply(self, e: ev.Event, seat: int | None) -> None:
        s = self.seats[seat] if seat is not None else None
        if isinstance(e, ev.ForcedBet) and s is not None:
            s.stack -= e.amount
            s.contrib += e.amount
            if e.kind == "missed big blind":
                s.bet = e.amount  # live; a small blind posted before it is dead (002 §5.7.1(a))
            elif e.kind not in ("ante", "dead small blind"):
                s.bet += e.amount
            s.small_blind |= e.kind == "small blind"
            s.big_blind |= e.kind == "big blind"
            label = FORCED_LABELS.get(e.kind, e.kind.capitalize())
            s.last_action = f"{label} {e.amount}" + (" (all-in)" if e.all_in else "")
        elif isinstance(e, ev.StreetStarted):
            if e.street > 0:
                self._collect_bets()
                for x in self.seats:
                    if x.dealt_in and not x.folded and not x.all_in:
                        x.last_action = ""
            self.street = e.name
        elif isinstance(e, ev.CardsDealt) and s is not None:
            s.cards += list(e.cards)
            s.up += list(e.up)
        elif isinstance(e, ev.BoardDealt):
            self.board = list(e.board)
        elif isinstance(e, ev.PlayerActed) and s is not None:
            if e.kind == "fold":
                s.folded = True
            else:
                added = e.total - s.bet
                s.stack -= added
                s.contrib += added
                s.bet = e.total
            s.last_action = e.text
        elif isinstance(e, ev.CardsDrawn) and s is not None:
            for c in e.discarded:
                if c in s.cards:
                    i = s.cards.index(c)
                    s.cards.pop(i)
                    s.up.pop(i)
            s.cards += list(e.drawn)
            s.up += [False] * len(e.drawn)
            s.drawn = len(e.drawn)
            s.last_action = f"Draws {len(e.drawn)}" if e.drawn else "Stands pat"
            self.marked = set()
        elif isinstance(e, ev.BetsReturned) and s is not None:
            s.bet -= e.amount
            s.stack += e.amount
            s.contrib -= e.amount
            s.last_action = f"Takes back {e.amount}"
        elif isinstance(e, ev.HandShown) and s is not None:
            s.shown = True
            s.cards = list(e.cards)
            s.up = [True] * len(e.cards)
            s.best = tuple(e.best)
            s.hand_name = e.description
            s.last_action = e.description
        elif isinstance(e, ev.HandMucked) and s is not None:
            s.mucked = True
            s.last_action = "Mucks"
        elif isinstance(e, ev.PotAwarded):
            self._collect_bets()
            self.to_act = None
            self.thinking = False
            winners = tuple(self.seat_of_player[w] for w in e.winners)
            for w, share in zip(winners, e.shares, strict=True):
                self.seats[w].stack += share
                self.seats[w].won += share
            self.awarded[e.pot] = (e.amount, winners, e.description)
        elif isinstance(e, ev.HandEnded):
            for p, stack in enumerate(e.stacks):
                self.seats[self.seat_of_player[p]].stack = stack
            self._collect_bets()

    def summary(self) -> list[str]:
        """One sentence per winner and hand: "Alice wins 340 with a Flush, Ace high"."""
        groups: dict[tuple[tuple[int, ...], str], int] = {}
        for pot in sorted(self.awarded):
            amount, winners, text = self.awarded[pot]
            key = (winners, text)
            groups[key] = groups.get(key, 0) + amount
        out = []
        for (winners, text), total in groups.items():
            names = [self.seats[w].name for w in winners]
            hand = f" with {with_hand(text)}" if text else ""
            if len(names) == 1:
                out.append(f"{agree(names[0], 'wins')} {total}{hand}")
            else:
                out.append(f"{join_names(names)} split {total}{hand}")
        return out

    # -------------------------------------------------------------- pictures
    def pots(self) -> list[PotState]:
        players = self.seat_of_player
        contrib = [self.seats[s].contrib - self.seats[s].bet for s in players]
        folded = [self.seats[s].folded for s in players]
        if self.awarded:
            contrib = [self.seats[s].contrib for s in players]
        built = build_pots(contrib, folded) if any(contrib) else []
        out: list[PotState] = []
        for i, pot in enumerate(built):
            label = "Pot" if len(built) == 1 else ("Main pot" if i == 0 else f"Side pot {i}")
            if i in self.awarded:
                amount, winners, text = self.awarded[i]
                names = tuple(self.seats[w].name for w in winners)
                out.append(PotState(label, amount, names, text))
            else:
                out.append(PotState(label, pot.amount))
        return out

    def snapshot(self, viewer: int | None, hero: int) -> TableState:
        """The table as ``viewer`` may see it: their own cards, up cards, shown hands."""
        winners = {w for _, ws, _ in self.awarded.values() for w in ws}
        seats = []
        for s in self.seats:
            cards: tuple[CardView, ...] = ()
            if s.dealt_in and (s.folded or s.mucked) and s.seat == viewer:
                # your own hand stays in front of you, greyed, as good clients show it
                cards = tuple(CardView(c, up, dead=True) for c, up in zip(s.cards, s.up, strict=True))
            elif s.dealt_in and not s.folded and not s.mucked:
                own = s.seat == viewer
                stud = self.family == "stud"
                cards = tuple(
                    CardView(c if (up or own or s.shown) else None, up,
                             best=s.shown and s.seat in winners and c in s.best,
                             marked=own and c in self.marked,
                             private=stud and own and not up and not s.shown)
                    for c, up in zip(s.cards, s.up, strict=True))
            seats.append(SeatState(
                seat=s.seat, name=s.name, occupied=s.occupied, human=s.human, dealt_in=s.dealt_in,
                stack=s.stack, bet=s.bet, cards=cards, folded=s.folded, all_in=s.all_in,
                button=s.seat == self.button and self.button >= 0,
                small_blind=s.small_blind, big_blind=s.big_blind,
                to_act=s.seat == self.to_act, thinking=self.thinking and s.seat == self.to_act,
                last_action=s.last_action, drawn=s.drawn, won=s.won, hand_name=s.hand_name,
                mucked=s.mucked, winner=s.seat in winners, fault=s.fault,
                at_keys=s.seat == viewer, sitting_out=s.sitting_out,
            ))
        best = set()
        for s in self.seats:
            if s.shown and s.seat in winners:
                best.update(s.best)
        board = tuple(CardView(c, True, best=c in best) for c in self.board)
        total = sum(s.contrib for s in self.seats) if not self.awarded else 0
        return TableState(
            variant=self.variant_name, family=self.family, hand_no=self.hand_no,
            street=self.street, board=board, board_size=self.board_size, seats=tuple(seats),
            pots=tuple(self.pots()), total_pot=total, unit=self.unit, hero=hero, viewer=viewer,
            to_act=self.to_act, phase=self.phase, results=tuple(self.results),
            in_hand=self.in_hand, stakes=self.stakes_text,
        )

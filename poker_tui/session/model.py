"""One hand as the events describe it, replayed one event at a time.

The UI animates events, so what it draws must follow the event stream, not
jump to the hand's final state: a bet shows in front of a seat, then goes
into the pot when the next street starts. ``HandModel`` replays the engine
events into that picture, for the current hand only: who sits where, with
how many chips between hands and who sits out is the engine ``Table``'s to
know, and ``snapshot`` is given it (``SeatInfo``). The model holds every card
(it lives in the session, which is trusted); ``snapshot(viewer)`` leaves out
every card that viewer may not see.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field

from ..engine import events as ev
from ..engine.kinds import DEAD_KINDS
from ..engine.pots import build_pots
from ..engine.variant import Stakes, Variant
from ..odds.reads import Seen
from .amounts import money
from .config import stakes_words
from .grammar import agree
from .narration import join_names, with_hand
from .state import CardView, PotState, SeatState


@dataclass(frozen=True, slots=True)
class SeatInfo:
    """A seat as the table knows it between hands (the engine ``Table`` is its home)."""

    name: str
    human: bool
    occupied: bool
    stack: int
    sitting_out: bool
    return_cost: str = ""  # sitting out: what coming back costs now (003), as a sentence


@dataclass
class SeatModel:
    """One seat's part in the current hand."""

    dealt_in: bool = False
    stack: int = 0  # chips behind, as the events so far leave them
    bet: int = 0
    contrib: int = 0
    dead: int = 0  # the part of contrib posted dead: main-pot money (engine.pots.build_pots)
    cards: list[int] = field(default_factory=list)
    up: list[bool] = field(default_factory=list)
    folded: bool = False
    shown: bool = False  # shown at showdown, or turned face up: everyone sees the cards
    mucked: bool = False
    best: tuple[int, ...] = ()
    hand_name: str = ""
    last_action: str = ""  # amounts marked (``amounts.money``)
    drawn: int | None = None
    won: int = 0
    fault: str = ""
    reason: str = ""  # the bot's reason for its last action (set as that action goes out)
    small_blind: bool = False
    big_blind: bool = False

    @property
    def all_in(self) -> bool:
        return self.dealt_in and not self.folded and self.stack == 0


FORCED_LABELS = {"small blind": "Small blind", "big blind": "Big blind", "straddle": "Straddle",
                 "ante": "Ante", "bring-in": "Brings in"}


def _marked(text: str, amount: int) -> str:
    """The engine's action words (``Raise to 60``) with the amount marked."""
    if not amount:
        return text
    return re.sub(rf"\b{amount}\b", money(amount), text, count=1)


class HandModel:
    """The current hand by table seat; ``apply`` takes engine events with their seat."""

    def __init__(self, size: int, variant: Variant, stakes: Stakes) -> None:
        self.size = size
        self.variant = variant
        # where some cards are dealt face up (stud), your down cards are marked private
        self.up_cards = variant.up_cards > 0
        self.board_size = variant.board_cards
        self._stakes(stakes)
        self.seats = [SeatModel() for _ in range(size)]
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
        self.street_no = 0  # the street's index (0: the first betting round)
        self.actions: list[Seen] = []  # the hand's public actions, for the coach's reads

    # ----------------------------------------------------------------- hands
    def _stakes(self, stakes: Stakes) -> None:
        """The stakes in force: the hand's own, from its start (they may change between
        hands, as a tournament's levels do); ``unit`` and ``stakes_text`` are read from them."""
        self.stakes = stakes
        self.unit = stakes.unit  # chips in one big blind, for the BB display
        self.stakes_text = stakes_words(self.variant, stakes)

    def start_hand(self, hand_no: int, button_seat: int, dealt: list[int],
                   stacks: list[int], stakes: Stakes) -> None:
        """A new hand, dealt at ``stakes`` (its start's: ``HandStart.stakes``)."""
        self._stakes(stakes)
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
        self.street_no = 0
        self.actions = []
        self.seats = [SeatModel() for _ in range(self.size)]
        for i, stack in zip(dealt, stacks, strict=True):
            self.seats[i].dealt_in = True
            self.seats[i].stack = stack

    def end_hand(self) -> None:
        self.in_hand = False
        self.to_act = None
        self.thinking = False

    def reveal(self, seat: int, cards: list[int]) -> None:
        """Turn a hand face up for everyone (all-in with no betting to come, or shown after
        the hand by choice): its cards are public from now on."""
        s = self.seats[seat]
        s.cards = list(cards)
        s.up = [True] * len(cards)
        s.shown = True
        s.mucked = False

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
                s.dead += s.bet  # a small blind posted before it goes dead (002 §5.7.1(a))
                s.bet = e.amount  # live
            elif e.kind in DEAD_KINDS:
                s.dead += e.amount
            elif e.kind != "ante":
                s.bet += e.amount
            s.small_blind |= e.kind == "small blind"
            s.big_blind |= e.kind == "big blind"
            label = FORCED_LABELS.get(e.kind, e.kind.capitalize())
            s.last_action = f"{label} {money(e.amount)}" + (" (all-in)" if e.all_in else "")
        elif isinstance(e, ev.StreetStarted):
            if e.street > 0:
                self._collect_bets()
                for x in self.seats:
                    if x.dealt_in and not x.folded and not x.all_in:
                        x.last_action = x.reason = ""
            self.street = e.name
            self.street_no = e.street
        elif isinstance(e, ev.CardsDealt) and s is not None:
            s.cards += list(e.cards)
            s.up += [u or s.shown for u in e.up]
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
            s.last_action = _marked(e.text, e.amount)
            s.reason = ""
            if seat is not None:  # as s is: the seat that acted
                self.actions.append(Seen(self.street_no, seat, str(e.kind), e.total, e.all_in))
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
            s.reason = ""
            self.marked = set()
        elif isinstance(e, ev.BetsReturned) and s is not None:
            s.bet -= e.amount
            s.stack += e.amount
            s.contrib -= e.amount
            s.last_action = f"Takes back {money(e.amount)}"
        elif isinstance(e, ev.HandShown) and s is not None:
            s.shown = True
            s.cards = list(e.cards)
            s.up = [True] * len(e.cards)
            s.best = tuple(e.best)
            s.hand_name = e.description
            s.last_action = e.description
            s.reason = ""
        elif isinstance(e, ev.HandMucked) and s is not None:
            s.mucked = True
            s.last_action = "Mucks"
            s.reason = ""
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

    def summary(self, names: list[str]) -> list[str]:
        """One sentence per winner and hand: "Alice wins 340 with a Flush, Ace high"
        (amounts marked)."""
        groups: dict[tuple[tuple[int, ...], str], int] = {}
        for pot in sorted(self.awarded):
            amount, winners, text = self.awarded[pot]
            key = (winners, text)
            groups[key] = groups.get(key, 0) + amount
        out = []
        for (winners, text), total in groups.items():
            who = [names[w] for w in winners]
            hand = f" with {with_hand(text)}" if text else ""
            if len(who) == 1:
                out.append(f"{agree(who[0], 'wins')} {money(total)}{hand}")
            else:
                out.append(f"{join_names(who)} split {money(total)}{hand}")
        return out

    # -------------------------------------------------------------- pictures
    def pots(self, names: list[str]) -> list[PotState]:
        players = self.seat_of_player
        contrib = [self.seats[s].contrib - self.seats[s].bet for s in players]
        folded = [self.seats[s].folded for s in players]
        if self.awarded:
            contrib = [self.seats[s].contrib for s in players]
        dead = [self.seats[s].dead for s in players]
        built = build_pots(contrib, folded, dead) if any(contrib) else []
        out: list[PotState] = []
        for i, pot in enumerate(built):
            label = "Pot" if len(built) == 1 else ("Main pot" if i == 0 else f"Side pot {i}")
            if i in self.awarded:
                amount, winners, text = self.awarded[i]
                out.append(PotState(label, amount, tuple(names[w] for w in winners), text))
            else:
                out.append(PotState(label, pot.amount))
        return out

    def seat_cards(self, seat: int, viewer: int | None, winners: set[int]) -> tuple[CardView, ...]:
        """The cards of ``seat`` as ``viewer`` may see them.

        Hidden cards are the viewer's own only; face-up cards (stud up cards, a shown
        or turned-up hand) are everyone's. A folded or mucked hand is never drawn,
        except your own, greyed, while you hold the keys."""
        s = self.seats[seat]
        if not s.dealt_in:
            return ()
        own = seat == viewer
        if s.folded or s.mucked:
            if not own:
                return ()
            return tuple(CardView(c, up, dead=True) for c, up in zip(s.cards, s.up, strict=True))
        return tuple(
            CardView(c if (up or own) else None, up,
                     best=s.shown and seat in winners and c in s.best,
                     marked=own and c in self.marked,
                     private=self.up_cards and own and not up)
            for c, up in zip(s.cards, s.up, strict=True))

    def seat_states(self, table: list[SeatInfo], viewer: int | None,
                    reasons: bool = False) -> tuple[SeatState, ...]:
        """Every seat for ``viewer``: the hand's picture over what the table knows; the bots'
        reasons only when the player asked to see them (``reasons``)."""
        winners = {w for _, ws, _ in self.awarded.values() for w in ws}
        out = []
        for i, info in enumerate(table):
            s = self.seats[i]
            playing = s.dealt_in and self.in_hand
            out.append(SeatState(
                seat=i, name=info.name, occupied=info.occupied, human=info.human,
                dealt_in=s.dealt_in, stack=s.stack if playing else info.stack, bet=s.bet,
                cards=self.seat_cards(i, viewer, winners), folded=s.folded, all_in=s.all_in,
                button=i == self.button and self.button >= 0,
                small_blind=s.small_blind, big_blind=s.big_blind,
                to_act=i == self.to_act, thinking=self.thinking and i == self.to_act,
                last_action=s.last_action, drawn=s.drawn, won=s.won, hand_name=s.hand_name,
                mucked=s.mucked, winner=i in winners, fault=s.fault,
                reason=s.reason if reasons else "",
                at_keys=i == viewer, sitting_out=info.sitting_out,
            ))
        return tuple(out)

    def board_views(self) -> tuple[CardView, ...]:
        winners = {w for _, ws, _ in self.awarded.values() for w in ws}
        best: set[int] = set()
        for i, s in enumerate(self.seats):
            if s.shown and i in winners:
                best.update(s.best)
        return tuple(CardView(c, True, best=c in best) for c in self.board)

    def total_pot(self) -> int:
        return sum(s.contrib for s in self.seats) if not self.awarded else 0

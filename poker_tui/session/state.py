"""A picture of the table for one viewer: what the UI draws, and nothing more.

``TableState`` is the session's whole face toward the screen: the seats and
cards, and everything else the screen says (whose turn and what they face,
what the session waits for, who holds the keys, the game's name and stakes,
the results, the viewer's best hand). It is built by the session for whoever
is at the keys, or for nobody while the keyboard changes hands. Cards the
viewer may not see are ``None`` (face down) or absent, so a widget drawing
from it can never show another player's hidden cards, whatever it does.

Sentences here (``last_action``, ``results``) keep their amounts marked
(``amounts.money``), so the screen says them in chips or in big blinds.
"""

from __future__ import annotations

from dataclasses import dataclass

from ..odds.reads import Seen
from .events import WaitKind
from .facing import Facing
from .tournament_state import TournamentStatus


@dataclass(frozen=True, slots=True)
class CardView:
    card: int | None  # None: face down
    up: bool = False  # dealt face up for everyone (stud)
    best: bool = False  # part of the winning five at showdown
    marked: bool = False  # chosen for discard in a draw
    private: bool = False  # stud: your own card dealt face down (only you see it)
    dead: bool = False  # your own card after you folded or mucked: still yours to see, greyed


@dataclass(frozen=True, slots=True)
class SeatState:
    seat: int
    name: str
    occupied: bool = True
    human: bool = False
    dealt_in: bool = False
    stack: int = 0
    bet: int = 0
    cards: tuple[CardView, ...] = ()
    folded: bool = False
    all_in: bool = False
    button: bool = False
    small_blind: bool = False
    big_blind: bool = False
    to_act: bool = False
    thinking: bool = False
    last_action: str = ""
    drawn: int | None = None  # draw games: cards drawn in the last draw
    won: int = 0
    hand_name: str = ""  # shown at showdown
    mucked: bool = False
    winner: bool = False
    fault: str = ""
    reason: str = ""  # a bot's reason for its last action, when the player shows reasons
    at_keys: bool = False  # the human holding the keyboard
    sitting_out: bool = False  # dealt out from the next hand on (002 §5.7.3)


@dataclass(frozen=True, slots=True)
class PotState:
    label: str  # "Pot", "Main pot", "Side pot 1"
    amount: int
    winners: tuple[str, ...] = ()
    description: str = ""  # the winning hand, when settled at showdown


@dataclass(frozen=True, slots=True)
class TableState:
    variant: str  # the game's name
    family: str  # holdem, omaha, manila, stud, draw
    hand_no: int
    street: str
    board: tuple[CardView, ...]
    board_size: int  # community cards the game deals in all (slots to draw)
    seats: tuple[SeatState, ...]
    pots: tuple[PotState, ...]
    total_pot: int
    unit: int  # chips in one big blind, for the BB display
    hero: int  # the seat drawn at the bottom of the table
    viewer: int | None  # the seat whose hidden cards are shown (None: nobody's)
    to_act: int | None = None
    phase: str = "bet"
    results: tuple[str, ...] = ()  # one sentence per winner, once settled (amounts marked)
    in_hand: bool = False
    stakes: str = ""  # "1/2", "2/4 limit"
    house: str = ""  # the house rules' name ("rws")
    shared: bool = False  # hot seat: two or more humans share the keyboard
    waiting_for: WaitKind | None = None  # what the session waits for from the players
    waiting_seat: int | None = None
    facing: Facing | None = None  # the viewer's turn: what they face
    thinking: int | None = None  # the bot thinking now
    marked: int = 0  # draw games: cards the viewer marked to discard
    best_hand: str = ""  # the viewer's best hand now: "a Pair of Queens"
    sitting_out: bool = False  # the hero sits out
    return_cost: str = ""  # what coming back costs the hero (003), said as a sentence
    saved: bool = False  # the game is journaled (it can be resumed after quitting)
    reasons: bool = False  # the bots' reasons are shown (on their seats and in the log)
    many_pots: bool = False  # the hand was settled in more than one pot
    actions: tuple[Seen, ...] = ()  # the hand's public actions so far (the coach reads ranges)
    tournament: TournamentStatus | None = None  # a sit-and-go: level, clock, places, prizes

    def seat(self, i: int) -> SeatState:
        return self.seats[i]

    def name(self, seat: int) -> str:
        return self.seats[seat].name

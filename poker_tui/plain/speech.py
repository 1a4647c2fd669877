"""What the table looks like, said in words: cards, the board, the pots, the seats.

Why words and not symbols: a screen reader says "A♦" as "A black diamond suit"
or not at all; "Ace of diamonds" is what a player at a real table hears. Every
function reads a ``TableState`` built for the player at the keys, so it can only
say what that player may see.
"""

from __future__ import annotations

import re
from collections.abc import Iterable

from ..engine.cards import RANK_CHARS, RANK_NAMES, SUIT_NAMES, SUIT_SYMBOLS
from ..session import CardView, SeatState, TableState, plain


def card_words(card: int) -> str:
    """``Ace of spades`` for the engine's card number."""
    return f"{RANK_NAMES[card >> 2]} of {SUIT_NAMES[card & 3]}"


_CARD = r"(?:10|[2-9JQKA])[♣♦♥♠]"
_RUN = re.compile(rf"(?<!\w){_CARD}(?: {_CARD})*")


def _card_of(symbol: str) -> int:
    rank = RANK_CHARS.index("T" if symbol[:-1] == "10" else symbol[:-1])
    return rank * 4 + SUIT_SYMBOLS.index(symbol[-1])


def spoken(line: str) -> str:
    """A log line with every card symbol ("K♥") said in words ("King of hearts"), a run of
    cards as a list ("Jack of clubs and King of hearts")."""
    return _RUN.sub(lambda m: cards_words(_card_of(c) for c in m.group(0).split()), line)


def cards_words(cards: Iterable[int]) -> str:
    names = [card_words(c) for c in cards]
    if not names:
        return "no cards"
    if len(names) == 1:
        return names[0]
    return ", ".join(names[:-1]) + " and " + names[-1]


def _seen(cards: Iterable[CardView]) -> list[int]:
    return [c.card for c in cards if c.card is not None]


def your_cards(state: TableState) -> str:
    if state.viewer is None:
        return "Nobody's cards are shown while the keyboard changes hands."
    seat = state.seats[state.viewer]
    cards = _seen(seat.cards)
    if not cards:
        return f"{seat.name}, you hold no cards now."
    hidden = len(seat.cards) - len(cards)
    extra = f", and {hidden} face down" if hidden else ""
    best = f" Your best hand: {state.best_hand}." if state.best_hand else ""
    return f"{seat.name}, your cards: {cards_words(cards)}{extra}.{best}"


def board(state: TableState) -> str:
    cards = _seen(state.board)
    if state.board_size == 0:
        return "This game has no board: every player's up cards are read with the seats (s)."
    if not cards:
        return f"The board is empty ({state.street or 'before the deal'})."
    return f"The board, {state.street}: {cards_words(cards)}."


def pots(state: TableState) -> str:
    if not state.pots:
        return f"The pot is {state.total_pot}."
    parts = [
        f"{p.label} {p.amount}" + (f", won by {' and '.join(p.winners)}" if p.winners else "")
        for p in state.pots
    ]  # winners are names
    bets = sum(s.bet for s in state.seats)
    pending = f"; {bets} in bets this round" if bets else ""
    return f"In the middle: {'; '.join(parts)}{pending}. Total {state.total_pot}."


def seat_line(seat: SeatState, state: TableState) -> str:
    words = [seat.name]
    if not seat.occupied:
        return f"Seat {seat.seat + 1} is empty."
    roles = [
        r
        for r, on in (
            ("button", seat.button),
            ("small blind", seat.small_blind),
            ("big blind", seat.big_blind),
        )
        if on
    ]
    if roles:
        words.append(f"({', '.join(roles)})")
    you = seat.name == "You"
    words.append(f"{'have' if you else 'has'} {seat.stack}")
    if seat.bet:
        words.append(f"with {seat.bet} bet")
    if seat.folded:
        words.append("and have folded" if you else "and has folded")
    elif seat.all_in:
        words.append("and are all-in" if you else "and is all-in")
    elif seat.sitting_out:
        words.append("and sit out" if you else "and sits out")
    up = [c.card for c in seat.cards if c.card is not None and (c.up or seat.seat != state.viewer)]
    if up:
        words.append(f"showing {cards_words(up)}")
    if seat.last_action:
        words.append(f"; last: {plain(seat.last_action)}")
    if seat.seat == state.to_act:
        words.append("; to act")
    return " ".join(words).replace(" ;", ";") + "."


def seats(state: TableState) -> list[str]:
    return [seat_line(s, state) for s in state.seats if s.occupied]

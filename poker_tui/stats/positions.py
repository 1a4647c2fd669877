"""A seat's position in a hand, named as players name it: BTN, SB, BB, UTG, MP, CO.

Counted from the button of the hand (the players dealt in, clockwise): the
blinds as the engine posted them (heads-up the button posts the small blind,
002 §3.9, and is named BTN), the seat right of the button the cutoff (CO), the
seat left of the big blind under the gun (UTG), and every other seat middle
position (MP). Stud has no fixed position (the bring-in and the up cards decide
who acts first, 001 §13.2): its hands are all named ``stud``.
"""

from __future__ import annotations

from ..engine.hand import Hand

NO_POSITION = "stud"
"""The position of every hand of a game without a button's blinds."""


def position_name(hand: Hand, player: int) -> str:
    """The position of hand player ``player`` (an index in the hand)."""
    if not hand.variant.blinds:
        return NO_POSITION
    n = hand.n
    if player == hand.button:
        return "BTN"
    if player == hand.sb_player:
        return "SB"
    if player == hand.bb_player:
        return "BB"
    if player == (hand.button - 1) % n:
        return "CO"
    if player == (hand.bb_player + 1) % n:
        return "UTG"
    return "MP"

"""Hold'em preflop charts by position: open, 3-bet, call, defend, 4-bet, call an all-in.

Why charts: a tight-aggressive player does not compute before the flop, it
knows its ranges. These are conventional 100-big-blind cash-game ranges
(6-max shapes, tightened for longer tables) written in range notation, so a
reader can check them against any strategy book. ``behind`` is how many
players are still to act after a first-in raiser (the button has two: the
blinds).
"""

from __future__ import annotations

from poker_tui.bots_api import PlayerView

from .ranges import parse_range

OPEN_BY_BEHIND: dict[int, str] = {
    # small blind against the big blind alone: raise or fold
    1: "22+, A2s+, K5s+, Q7s+, J7s+, T7s+, 97s+, 86s+, 75s+, 65s, 54s, A5o+, K9o+, Q9o+, J9o+, T9o",
    2: "22+, A2s+, K2s+, Q5s+, J7s+, T7s+, 96s+, 85s+, 75s+, 64s+, 54s, A2o+, K8o+, Q9o+, J9o+, T9o, 98o",
    3: "22+, A2s+, K7s+, Q8s+, J8s+, T8s+, 97s+, 86s+, 76s, 65s, A9o+, KTo+, QTo+, JTo",
    4: "22+, A8s+, A5s-A2s, K9s+, Q9s+, J9s+, T9s, 98s, 87s, ATo+, KJo+, QJo",
    5: "22+, ATs+, A5s-A4s, KTs+, QTs+, JTs, T9s, 98s, AJo+, KQo",
    6: "44+, ATs+, A5s, KTs+, QJs, JTs, T9s, AJo+, KQo",
    7: "55+, AJs+, KQs, KJs, QJs, JTs, AQo+",
}
"""First-in raising ranges by the number of players left to act behind."""

HEADS_UP_BUTTON = ("22+, A2+, K2+, Q2+, J2s+, J4o+, T2s+, T6o+, 92s+, 96o+, 84s+, 86o+, 74s+, "
                   "76o, 63s+, 65o, 53s+, 43s")
"""Heads-up the button (small blind) raises about four hands in five."""

HEADS_UP_DEFEND = ("22+, A2+, K2+, Q2s+, Q5o+, J2s+, J7o+, T3s+, T7o+, 94s+, 97o+, 84s+, 87o, "
                   "74s+, 63s+, 53s+, 43s")
"""Heads-up the big blind calls a normal raise with about two hands in three."""

THREE_BET_VALUE_EARLY = "QQ+, AKs, AKo"
THREE_BET_VALUE_LATE = "JJ+, AQs+, AKo"
THREE_BET_BLUFF_EARLY = "A5s-A4s"
THREE_BET_BLUFF_LATE = "A5s-A2s, K9s, 76s, 65s"

CALL_VS_EARLY = "JJ-22, AQs-ATs, KQs, KJs, QJs, JTs, T9s, AQo"
CALL_VS_LATE = "TT-22, AJs-A2s, KTs+, QTs+, J9s+, T8s+, 97s+, 87s, 76s, AJo-ATo, KQo, KJo"
BIG_BLIND_DEFEND = ("22+, A2s+, K2s+, Q6s+, J7s+, T7s+, 96s+, 85s+, 75s+, 64s+, 54s, A2o+, K8o+, "
                    "Q9o+, J9o+, T9o, 98o")
LIMP_BEHIND = "22-99, A2s-A9s, K9s+, QTs+, 54s, 65s, 76s, 87s, 98s, T9s, JTs"

FOUR_BET = "QQ+, AKs, AKo"
FOUR_BET_BLUFF = "A5s"
CALL_THREE_BET = "JJ-99, AQs, AJs, KQs, AQo"
JAM_VS_FOUR_BET = "QQ+, AKs, AKo"

CALL_ALL_IN_DEEP = "QQ+, AKs, AKo"  # 40 big blinds or more
CALL_ALL_IN_MEDIUM = "TT+, AQs+, AKo"  # 20 to 40
CALL_ALL_IN_SHORT = "77+, ATs+, AJo+, KQs"  # 10 to 20


def chart(text: str) -> frozenset[int]:
    return parse_range(text)


def open_range(behind: int, heads_up: bool) -> frozenset[int]:
    if heads_up:
        return parse_range(HEADS_UP_BUTTON)
    return parse_range(OPEN_BY_BEHIND[min(max(behind, 1), 7)])


def call_all_in_range(stack_bb: float) -> frozenset[int]:
    if stack_bb >= 40:
        return parse_range(CALL_ALL_IN_DEEP)
    if stack_bb >= 20:
        return parse_range(CALL_ALL_IN_MEDIUM)
    return parse_range(CALL_ALL_IN_SHORT)


def preflop_order(view: PlayerView, player: int) -> int:
    """Acting order before the flop: 0 first (under the gun) .. n-1 (the big blind)."""
    return preflop_order_at(view.n, view.button, player)


def preflop_order_at(n: int, button: int, player: int) -> int:
    """``preflop_order`` at a table of ``n`` seats with the button at ``button``."""
    pos = (player - button - 1) % n
    if n == 2:
        return 0 if pos == 1 else 1
    return (pos - 2) % n


def behind_first_in(view: PlayerView) -> int:
    """Players left to act after this seat if it raises first in (blinds included)."""
    return view.n - 1 - preflop_order(view, view.player)


def is_early(view: PlayerView, player: int) -> bool:
    """An opener with four or more players behind it raised from early position."""
    return view.n - 1 - preflop_order(view, player) >= 4

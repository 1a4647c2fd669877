"""A game is data: streets, forced bets, betting structure, showdown rule.

The hand state machine reads these values; adding a game means adding a
``Variant`` value to the registry in ``games.py``, not writing a new engine.
"""

from __future__ import annotations

from dataclasses import dataclass
from enum import StrEnum

from .kinds import Family, HandOrder, OddChipCards


class Structure(StrEnum):
    """Betting structures of 001 §11.5: fixed, spread, half-pot, pot and no limit."""

    NO_LIMIT = "no-limit"
    POT_LIMIT = "pot-limit"
    HALF_POT_LIMIT = "half-pot-limit"
    FIXED_LIMIT = "fixed-limit"
    SPREAD_LIMIT = "spread-limit"

    @property
    def label(self) -> str:
        """How players name the structure in a game's name ("Pot-Limit Omaha")."""
        return STRUCTURE_TITLES[self]

    @property
    def short(self) -> str:
        """The token that selects it in a ``--variant`` name ("stud7/pl")."""
        return STRUCTURE_TOKENS[self]

    @property
    def capped(self) -> bool:
        """001 §11.5(g): three raises a round, except in pot-ratio and no-limit games."""
        return self in (Structure.FIXED_LIMIT, Structure.SPREAD_LIMIT)


STRUCTURE_TITLES = {
    Structure.NO_LIMIT: "No-Limit",
    Structure.POT_LIMIT: "Pot-Limit",
    Structure.HALF_POT_LIMIT: "Half-Pot-Limit",
    Structure.FIXED_LIMIT: "Limit",
    Structure.SPREAD_LIMIT: "Spread-Limit",
}
STRUCTURE_TOKENS = {
    Structure.NO_LIMIT: "nl",
    Structure.POT_LIMIT: "pl",
    Structure.HALF_POT_LIMIT: "hpl",
    Structure.FIXED_LIMIT: "fl",
    Structure.SPREAD_LIMIT: "sl",
}


class Opener(StrEnum):
    """Who acts first in a betting round."""

    BLINDS = "blinds"  # first round: left of the big blind (or straddle); later: left of the button
    BRING_IN = "bring-in"  # stud first round: the lowest up card brings it in (001 §12.2, §13.2)
    HIGH_HAND = "high-hand"  # stud later rounds: the best hand showing opens (001 §12.3, §13.3)
    LAST_BLIND = "last-blind"  # draw after the draw: left of the last blind (001 §11.4(a))


@dataclass(frozen=True, slots=True)
class Street:
    """One round of the hand: what is dealt, then one betting round.

    ``hole_down``/``hole_up`` cards go to every live player (stud deals some face
    up); ``board`` cards are community cards; ``draw`` puts a discard-and-draw
    before the betting; ``big_bet`` selects the big bet of a fixed-limit game.
    """

    name: str
    hole_down: int = 0
    hole_up: int = 0
    board: int = 0
    draw: bool = False
    big_bet: bool = False
    opener: Opener = Opener.BLINDS


@dataclass(frozen=True, slots=True)
class Variant:
    """A game: everything the engine needs to deal, bet and settle it."""

    code: str  # registry key, e.g. "nlhe"; derived variants read "stud7-40/pl"
    name: str  # "No-Limit Texas Hold'em"
    streets: tuple[Street, ...]
    structure: Structure = Structure.NO_LIMIT
    deck_size: int = 52
    min_players: int = 2
    max_players: int = 10  # 001 §5.1 per game and deck (003 for Limit Hold'em)
    # showdown: the best five from ``hole_used`` hole cards and ``board_used`` board
    # cards; None means "any combination" (hold'em: any five of seven).
    hole_used: int | None = None
    board_used: int | None = None
    hand_order: HandOrder = HandOrder.HIGH  # "high", "short" (001 §9.3) or "low" (001 §9.1(k))
    blinds: bool = True
    bring_in: bool = False
    raise_cap: int | None = None  # raises per round in fixed limit (001 §11.5(g)); None: no cap
    cap_heads_up: bool = False  # the cap applies head to head too
    aliases: tuple[str, ...] = ()
    family: Family = Family.HOLDEM  # what the table draws (card layout); never a rule switch
    pokerkit: str | None = None  # PHH variant code where PokerKit knows the game
    description: str = ""
    game: str = ""  # the game whatever its deck and structure: "holdem", "stud7", ...
    rules: str = ""  # where the rule books describe it, e.g. "001 §13"
    players_rule: str = "001 §5.1"  # the rule that sets max_players
    over_blind: bool = False  # 001 §11.1(c)(iv): left of the last blind may post double it
    # Odd chips under the high-suit rule: the highest card of the player's own cards
    # ("hole": 001 §11.4(d), §12.4(e), §13.4(e), §14.4(e), §16.5(e)) or only of the hole
    # cards used in the winning hand ("used": 001 §15.4(e), §17.5(e)).
    odd_chip_cards: OddChipCards = OddChipCards.HOLE

    def __post_init__(self) -> None:
        # Words given as plain strings become their enums (a word outside the set is a ValueError).
        object.__setattr__(self, "hand_order", HandOrder(self.hand_order))
        object.__setattr__(self, "family", Family(self.family))
        object.__setattr__(self, "odd_chip_cards", OddChipCards(self.odd_chip_cards))

    @property
    def hole_cards(self) -> int:
        return sum(s.hole_down + s.hole_up for s in self.streets)

    @property
    def board_cards(self) -> int:
        return sum(s.board for s in self.streets)

    @property
    def has_draw(self) -> bool:
        return any(s.draw for s in self.streets)

    @property
    def up_cards(self) -> int:
        """Cards each player gets face up (stud)."""
        return sum(s.hole_up for s in self.streets)

    @property
    def showdown_rule(self) -> str:
        """The showdown rule in words, for the lobby and ``poker-tui variants``."""
        if self.hole_used is not None:
            rule = f"exactly {self.hole_used} hole + {self.board_used or 0} board cards"
        elif self.board_cards:
            rule = f"best five of {self.hole_cards} hole + {self.board_cards} board cards"
        else:
            rule = f"best five of {self.hole_cards} cards"
        order = {"high": "high", "short": "short-deck high (flush beats full house, 001 §9.3)",
                 "low": "ace-to-five low (001 §9.1(k))"}[self.hand_order]
        return f"{rule}, {order}"

    def cards_needed(self, players: int) -> int | None:
        """Cards a hand can use, or None when draws make it open-ended (shuffle all)."""
        if self.has_draw:
            return None
        return players * self.hole_cards + self.board_cards


@dataclass(frozen=True, slots=True)
class Stakes:
    """Forced bets and bet sizes in chips (integers, never floats)."""

    small_blind: int = 1
    big_blind: int = 2
    ante: int = 0
    bring_in: int = 0
    small_bet: int = 0  # fixed limit: the small bet (defaults to the big blind)
    big_bet: int = 0  # fixed limit: the big bet (defaults to twice the small bet)
    spread_max: int = 0  # spread limit: the largest bet or raise (001 §11.5(f))
    straddle: int = 0  # 002 §3.10: a straddle posted by the player left of the big blind
    big_blind_ante: int = 0  # tournaments: one ante for the table, posted dead by the big blind

    @property
    def unit(self) -> int:
        """The chips one "big blind" stands for in BB amounts, mbb and bb/100: the big
        blind, or the small bet (then the bring-in) in games without blinds."""
        return self.big_blind or self.small_bet or self.bring_in or 1

    @property
    def min_bet(self) -> int:
        """The smallest opening bet: one big blind (or the small bet)."""
        return self.small_bet or self.big_blind

    def fixed_bet(self, big: bool) -> int:
        small = self.small_bet or self.big_blind
        return (self.big_bet or 2 * small) if big else small

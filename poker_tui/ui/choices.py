"""The lobby's choices as plain data, shared by the lobby screen and ``poker-tui play``.

Why a module of its own: the lobby's fields and the ``play`` command's options
are the same questions, so the names, stakes, house labels and the rule that
turns the answers into a ``GameConfig`` live once, here, with no Textual, so
the command line can check its options without loading the screen.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

if TYPE_CHECKING:  # the engine and the session load when a game is built, not to parse options
    from ..bots_api import BotInfo
    from ..session import GameConfig

BOT_NAMES = ("Ada", "Ben", "Cleo", "Dev", "Eve", "Finn", "Gus", "Hana", "Ivo", "Jade")
BIG_BLINDS = (2, 10, 20, 50, 100, 200, 1000)
HOUSE_LABELS = {"rws": "RWS 2024", "rws-2017": "RWS 2017", "casino-001": "Casino rules",
                "roberts-004": "Robert's Rules", "tda": "TDA (tournaments)"}
"""The house profiles as players know them (docs/rules.md names each rule book in full)."""
OTHER_HUMANS = ("Bob", "Carol", "Dana", "Eli", "Fay")
"""The other humans' names until someone types theirs (a real value, not a placeholder)."""
HOT_SEAT_NAME = "Ann"
"""The first human's name at a shared keyboard, where "You" would name nobody."""
PACES = ("fast", "normal", "slow")
SHOW_HANDS = {"muck": "muck it", "show": "show it", "ask": "ask me"}
"""Your hand nobody had to see (a loser at showdown, a pot won with no call): GameConfig's
``show_hands`` and the words the lobby says for each (docs/rules.md, "Show or muck")."""
MAX_HUMANS = 6
MAX_STACK_BB = 10000
SIT_AND_GOS = {"": "no: a cash game", "turbo": "turbo", "regular": "regular", "deep": "deep",
               "heads-up": "heads-up"}
"""The lobby's sit-and-go field: a bundled structure by name, or "" for a cash game
(``play --tournament --structure`` takes these names or a TOML file; docs/tournaments.md)."""


def installed_bots(factories: dict[str, BotInfo]) -> list[str]:
    """The bots that can play, from ``bots_api.bot_factories()``."""
    return sorted(k for k, v in factories.items() if v.factory is not None)


def default_bot(names: list[str]) -> str:
    from ..session import PREFERRED_BOTS

    for name in PREFERRED_BOTS:
        if name in names:
            return name
    return names[0] if names else "random"


def stakes_label(variant_code: str, bb: int) -> str:
    from ..engine.games import get_variant
    from ..engine.variant import Structure
    from ..session import default_stakes

    v = get_variant(variant_code)
    st = default_stakes(v, bb)
    if not v.blinds:
        return f"{st.small_bet}/{st.big_bet} (ante {st.ante})"
    if v.structure == Structure.FIXED_LIMIT:
        return f"{st.small_bet}/{st.big_bet} limit"
    return f"{st.small_blind}/{st.big_blind}"


@dataclass(frozen=True, slots=True)
class TableChoice:
    """Every lobby field's answer (the deck's colours go to the app, not the game)."""

    variant: str = "nlhe"
    seats: int = 6
    humans: int = 1
    name: str = "You"
    others: tuple[str, ...] = ()
    bots: tuple[str, ...] = ()  # one per bot seat
    big_blind: int = 2
    stack_bb: int = 100
    house: str = "rws"
    pace: str = "normal"
    next_hand: str = "pause"
    straddle: bool = False
    house_options: tuple[tuple[str, str], ...] = ()  # the profile's options chosen otherwise
    show_hands: str = "muck"  # one of SHOW_HANDS
    practice: bool = False  # the bots' mucked hands shown after each hand, to learn from
    plain: bool = False  # played in plain lines for a screen reader, not on the drawn table
    tournament: str = ""  # a sit-and-go's structure (a bundled name or a TOML file); "": cash

    def names(self) -> list[str]:
        """The humans' names, then the bots' (seat order)."""
        name = self.name.strip() or ("You" if self.humans == 1 else "")
        if self.humans > 1 and name.casefold() in ("you", ""):
            # at a shared keyboard "Pass the keyboard to You" names nobody
            raise ValueError("With more than one human, give the first player a name.")
        names = [name]
        for i in range(1, self.humans):
            names.append(self.others[i - 1] if i - 1 < len(self.others) else OTHER_HUMANS[i - 1])
        names += [BOT_NAMES[seat - 1] for seat in range(self.humans, self.seats)]
        if len({x.casefold() for x in names}) != len(names):
            raise ValueError("Two players have the same name; give everyone a different one.")
        return names

    def config(self) -> GameConfig:
        """The game these answers describe; ValueError with a sentence when it cannot be played."""
        if not 1 <= self.stack_bb <= MAX_STACK_BB:
            raise ValueError(f"The stack is a number of big blinds from 1 to {MAX_STACK_BB}.")
        if not 1 <= self.humans <= min(MAX_HUMANS, self.seats):
            raise ValueError(f"Humans is a number from 1 to {min(MAX_HUMANS, self.seats)}"
                             f" (at most the seats, {self.seats}).")
        if len(self.bots) != self.seats - self.humans:
            raise ValueError(f"{self.seats - self.humans} bot seats need as many bots,"
                             f" not {len(self.bots)}.")
        from ..session import Pace, config_for

        bots: list[str | None] = [None] * self.humans + list(self.bots)
        if self.tournament:
            return self._sit_and_go(bots)
        return config_for(self.variant, self.names(), bots, big_blind=self.big_blind,
                          stack_bb=self.stack_bb, straddle=self.straddle, house=self.house,
                          house_options=self.house_options, pace=Pace.named(self.pace),
                          next_hand=self.next_hand, show_hands=self.show_hands,
                          practice=self.practice)

    def _sit_and_go(self, bots: list[str | None]) -> GameConfig:
        """A sit-and-go of the chosen structure at this table: the table's game and seats, the
        structure's levels, stack and payouts (the stakes and stack fields are a cash game's)."""
        from dataclasses import replace

        from ..engine.games import get_variant
        from ..session import Pace, tournament_config
        from ..tournament.structure_file import load_structure

        v = get_variant(self.variant)
        if not v.blinds or v.over_blind:
            raise ValueError(f"{v.name} has no blinds: a sit-and-go here is played with blind"
                             " levels (choose a blind game: hold'em, Omaha...).")
        structure = replace(load_structure(self.tournament), variant=v.code, seats=self.seats)
        if len(structure.payouts) > self.seats:
            raise ValueError(f"The {structure.name} sit-and-go pays {len(structure.payouts)}"
                             f" places: it needs at least {len(structure.payouts)} seats.")
        if self.straddle:
            raise ValueError("A sit-and-go has no straddle: its blinds are the structure's.")
        return tournament_config(structure, self.names(), bots, house=self.house,
                                 house_options=self.house_options, pace=Pace.named(self.pace),
                                 next_hand=self.next_hand, show_hands=self.show_hands,
                                 practice=self.practice)

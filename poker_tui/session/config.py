"""What a game is set up with: seats, stakes, buy-in, house rules and pace.

Plain values with no Textual in sight, so the lobby, the tests and any
headless driver build the same thing.
"""

from __future__ import annotations

from dataclasses import asdict, dataclass, field, fields, replace
from enum import StrEnum
from typing import TYPE_CHECKING, Any

from ..engine.games import default_stakes as engine_default_stakes
from ..engine.games import get_variant
from ..engine.house_rules import PROFILES, HouseRules, normal_options, with_options
from ..engine.variant import Stakes, Structure, Variant

if TYPE_CHECKING:  # a sit-and-go's structure loads when one is read or dealt: a faster lobby
    from ..tournament.structure import Structure as TournamentStructure

PREFERRED_BOTS = ("tag", "balanced", "equity", "tight", "solid", "abc", "lag", "rock", "random")
"""Bots the lobby puts in empty seats by default, first installed one wins."""


@dataclass(frozen=True, slots=True)
class SeatConfig:
    """One seat: a human at the keys (``bot`` is None) or an installed bot by name."""

    name: str
    bot: str | None = None
    stack: int | None = None  # chips at the start; None: the game's buy-in

    @property
    def is_human(self) -> bool:
        return self.bot is None


@dataclass(frozen=True, slots=True)
class Pace:
    """Pauses in seconds that let a person follow the game; all zero in tests."""

    bot_think: float = 0.7  # the least time a bot seems to think
    street: float = 0.45  # before a new street is dealt
    showdown: float = 0.9  # between hands shown and pots settled
    next_hand: float = 3.0  # between hands, when the next hand starts by itself

    @classmethod
    def instant(cls) -> Pace:
        return cls(0.0, 0.0, 0.0, 0.0)

    @classmethod
    def named(cls, name: str) -> Pace:
        """``fast``, ``normal`` or ``slow``: the lobby's bot pace choices."""
        factor = {"instant": 0.0, "fast": 0.4, "normal": 1.0, "slow": 1.8}.get(name)
        if factor is None:
            raise ValueError(f"unknown pace {name!r}; choose fast, normal or slow")
        base = cls()
        return cls(base.bot_think * factor, base.street * factor, base.showdown * factor,
                   base.next_hand if factor else 0.0)


NEXT_HAND_MODES = ("pause", "key")
"""After a hand: start the next one after ``Pace.next_hand`` seconds, or wait for a key."""


class ShowHands(StrEnum):
    """What happens to a human's hand nobody had to see at the end (docs/rules.md, "Show or
    muck"): a losing hand at showdown, or a hand that won with no call."""

    MUCK = "muck"  # muck it, as the engine's house rule does (002 §3.18.2(f))
    SHOW = "show"  # always show it, after the engine's muck: the player's choice to show
    ASK = "ask"  # ask the player, Y or N, before the result pause


@dataclass(frozen=True, slots=True)
class GameConfig:
    seats: tuple[SeatConfig, ...]
    variant: str = "nlhe"
    stakes: Stakes = field(default_factory=lambda: Stakes(1, 2))
    buy_in: int = 200  # chips each player sits down (and rebuys) with
    house: str = "rws"
    # Options of the house profile chosen otherwise, as (field, choice) text: ("burn_cards", "yes")
    house_options: tuple[tuple[str, str], ...] = ()
    pace: Pace = field(default_factory=Pace)
    next_hand: str = "pause"
    seed: int | None = None  # None: secrets.SystemRandom for real play
    bot_time_limit: float = 5.0
    bot_rebuy: bool = True  # a busted bot buys in again; a busted human chooses
    show_hands: str = ShowHands.MUCK  # a human's hand nobody had to see: muck, show or ask
    confirm_all_in: bool = True  # A asks once (Y/N) before all chips go in (no and pot limit)
    practice: bool = False  # after each hand the bots' mucked hands are shown, to learn from
    # A sit-and-go (docs/tournaments.md): blind levels by the structure, no rebuys, places
    # and prizes; None: a cash game
    tournament: TournamentStructure | None = None

    def __post_init__(self) -> None:
        if self.next_hand not in NEXT_HAND_MODES:
            raise ValueError(f"next hand must be one of {', '.join(NEXT_HAND_MODES)}")
        if self.show_hands not in set(ShowHands):
            raise ValueError(f"show hands must be one of {', '.join(ShowHands)}")
        # checked and written one way; ValueError with one sentence for an option or choice unknown
        object.__setattr__(self, "house_options", normal_options(self.house_options))
        if any(f == "straddle_allowed" for f, _ in self.house_options):
            raise ValueError("Straddles are the table's stakes to offer (the lobby's Straddle field,"
                             " play --straddle), not a house-rules option to change.")
        if self.buy_in <= 0:
            raise ValueError("the buy-in must be a positive number of chips")
        if not any(s.is_human for s in self.seats):
            raise ValueError("a game needs at least one human player")
        v = get_variant(self.variant)
        if self.stakes.straddle and (not v.blinds or v.over_blind):
            raise ValueError(f"{v.name} has no straddle: it is a blind game's option (002 §3.10)")
        if not v.min_players <= len(self.seats) <= v.max_players:
            raise ValueError(f"{v.name} is played by {v.min_players} to {v.max_players} players,"
                             f" not {len(self.seats)}")

    @property
    def humans(self) -> list[int]:
        return [i for i, s in enumerate(self.seats) if s.is_human]

    @property
    def house_rules(self) -> HouseRules:
        """The rules this table plays by: the profile, its options chosen otherwise, and the
        straddle when the stakes offer one (002 §3.10). ValueError for an unknown profile."""
        if self.house not in PROFILES:
            raise ValueError(f"unknown house rules {self.house!r}; choose one of"
                             f" {', '.join(PROFILES)}")
        house = with_options(PROFILES[self.house], self.house_options)
        return house.with_(straddle_allowed=True) if self.stakes.straddle else house


def default_stakes(variant: Variant, big_blind: int) -> Stakes:
    """Sensible stakes for a game from one number (the engine's rule, see games.py)."""
    return engine_default_stakes(variant, big_blind)


def config_for(variant: str, names: list[str], bots: list[str | None], big_blind: int = 2,
               stack_bb: int = 100, straddle: bool = False, **kw: Any) -> GameConfig:
    """A GameConfig from the lobby's plain answers (``straddle``: offer one, twice the big blind)."""
    v = get_variant(variant)
    stakes = default_stakes(v, big_blind)
    if straddle:
        stakes = replace(stakes, straddle=2 * stakes.big_blind)
    seats = tuple(SeatConfig(n, b) for n, b in zip(names, bots, strict=True))
    return GameConfig(seats=seats, variant=v.code, stakes=stakes,
                      buy_in=stack_bb * stakes.unit, **kw)


def tournament_config(structure: TournamentStructure, names: list[str],
                      bots: list[str | None], **kw: Any) -> GameConfig:
    """A sit-and-go of ``structure`` for these players: its game, its first level's stakes,
    its starting stack, and no rebuys (a busted player is out)."""
    first = structure.levels[0]
    stakes = Stakes(first.small_blind, first.big_blind, ante=first.ante,
                    big_blind_ante=first.big_blind_ante)
    seats = tuple(SeatConfig(n, b) for n, b in zip(names, bots, strict=True))
    return GameConfig(seats=seats, variant=structure.variant, stakes=stakes,
                      buy_in=structure.starting_stack, bot_rebuy=False, tournament=structure, **kw)


def _known(cls: type, data: dict[str, Any]) -> dict[str, Any]:
    """The fields ``cls`` has; a field written by a newer version is ignored."""
    names = {f.name for f in fields(cls)}
    return {k: v for k, v in data.items() if k in names}


def config_to_dict(config: GameConfig) -> dict[str, Any]:
    """The config as plain JSON values: what the journal keeps to resume a game."""
    return {
        "variant": config.variant, "stakes": asdict(config.stakes), "buy_in": config.buy_in,
        "house": config.house, "house_options": [list(o) for o in config.house_options],
        "pace": asdict(config.pace), "next_hand": config.next_hand,
        "seed": config.seed, "bot_time_limit": config.bot_time_limit,
        "bot_rebuy": config.bot_rebuy, "show_hands": str(config.show_hands),
        "confirm_all_in": config.confirm_all_in, "practice": config.practice,
        "tournament": None if config.tournament is None else config.tournament.to_dict(),
        "seats": [{"name": s.name, "bot": s.bot, "stack": s.stack} for s in config.seats],
    }


def config_from_dict(data: dict[str, Any]) -> GameConfig:
    """The inverse of ``config_to_dict``; ValueError when the game can no longer be set up."""
    values = _known(GameConfig, data)
    values["seats"] = tuple(SeatConfig(**_known(SeatConfig, s)) for s in data["seats"])
    values["stakes"] = Stakes(**_known(Stakes, data.get("stakes", {})))
    values["pace"] = Pace(**_known(Pace, data.get("pace", {})))
    # a game saved before house options were kept has none: its profile as it stands
    values["house_options"] = tuple((str(f), str(c)) for f, c in data.get("house_options", ()))
    if data.get("tournament") is not None:
        from ..tournament.structure import Structure as TournamentStructure

        values["tournament"] = TournamentStructure.from_dict(data["tournament"])
    return GameConfig(**values)


def stakes_text(config: GameConfig) -> str:
    """The stakes as the lobby and the resume line name them: ``1/2, ante 1`` or ``2/4``."""
    return stakes_words(get_variant(config.variant), config.stakes)


def stakes_words(v: Variant, st: Stakes) -> str:
    """``st`` as the table names them in ``v``: ``1/2, ante 1``, or ``2/4`` in a limit game."""
    if not v.blinds or v.structure == Structure.FIXED_LIMIT:
        # a limit game is named by its bet sizes ("2/4"), as the lobby and every card room do
        text = f"{st.small_bet or st.big_blind}/{st.big_bet or 2 * (st.small_bet or st.big_blind)}"
    else:
        text = f"{st.small_blind}/{st.big_blind}"
    if st.ante:
        text += f", ante {st.ante}"
    if st.bring_in and v.bring_in:
        text += f", bring-in {st.bring_in}"
    return text

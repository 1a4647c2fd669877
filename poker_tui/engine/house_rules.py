"""House rules: where the rule books differ, a profile chooses. Data, not code.

Each field names the rules it settles; docs/rules.md explains every choice.
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass, replace
from fractions import Fraction
from typing import Any

from .kinds import OddChip, OverStake, ShortAllIns, ShortRaise


@dataclass(frozen=True, slots=True)
class HouseRules:
    name: str = "rws"
    # Odd chips of a split pot: "left-of-button" (000/002 §4.5) or "high-suit"
    # (001 §11.4(d) ...: the highest card by suit, spades > hearts > diamonds > clubs,
    # among the player's cards, or the hole cards used in Omaha/Three Card Manila).
    odd_chip: OddChip = OddChip.LEFT_OF_BUTTON
    # All odd chips to one winner (001: "the amount remaining shall be given to the hand
    # containing the highest card by suit") rather than one each in turn (002 §4.5).
    odd_chips_to_one: bool = False
    # Percentage rake (000 §4.1, 002 §4.1.1, 001 §8.2): a fraction of each pot,
    # main pot first, never more than ``rake_cap`` chips in a hand (0: no cap).
    rake_percent: Fraction = Fraction(0)
    rake_cap: int = 0
    rake_per_hand_fee: int = 0  # 001 §8.2(b): a fixed fee per hand dealt, taken from the pot
    # 001 §8.2(c): a time charge per player per hour, payable in advance, inactive players
    # too. It is no part of a hand: the table collects it (see ``time_charge``).
    time_charge_per_hour: int = 0
    no_rake_blinds_only: bool = False  # 001 §8.6: no percentage rake on a pot of blinds only
    no_rake_two_way_split: bool = False  # 001 §8.8: none on a two-way split nobody else fed
    no_flop_no_drop: bool = False  # common house rule: no rake when the hand ends before the flop
    # A declared raise below the minimum: "minimum" becomes the minimum raise
    # (002 §3.5.1a), "reject" refuses it with a message.
    short_raise: ShortRaise = ShortRaise.MINIMUM
    # A declared bet or raise above the player's table stake: "reject" refuses it with the
    # all-in amount; "all-in" plays it as all-in (002 §3.5.1(b): it "must All-in").
    over_stake: OverStake = OverStake.REJECT
    # An all-in raise short of the Minimum Raise Amount reopens the betting when it is at
    # least this share of it: 1 under 002 §3.19.3 and 004 §26 (never), 1/2 under 000 §3.14.3.
    allin_reopen_share: Fraction = Fraction(1)
    straddle_allowed: bool = False  # 002 §3.10
    auto_muck: bool = True  # losing hands at showdown are mucked (002 §3.18.2f)
    # Fixed limit: the all-in half-bet rule of 001 §10.2. False: a short all-in is never a
    # bet or raise and the next raise is a full bet over it (PokerKit's behaviour).
    half_bet_rule: bool = True
    # Heads-up blinds: True, the button posts the small blind and acts first before the flop
    # (000 §3.7, §3.8.1; 002 §3.9, §3.12.1); False, no exception: the player left of the
    # button posts the first blind and the button the second, as at a full table (001 §16.1(c)).
    heads_up_button_small_blind: bool = True
    # 001 §12.4(a), §13.4(a): the dealer burns a card before each later street, and the burns
    # count when deciding whether the deck can give every live player a card (else one
    # community card is dealt). False: no burns are modelled (every card is dealt).
    burn_cards: bool = False
    # 001 §11.5(g) caps a round at a bet and three raises; the over-blind of 001 §11.1(c)(iv)
    # counts as one of them (True) or not (False): the book does not say.
    over_blind_counts_to_cap: bool = True
    # Short all-ins: "single", each is judged alone and never reopens the betting
    # (002 §3.19.3, 004 §26); "cumulative", several that together make a full raise reopen
    # it for a player who faces at least a full raise (Tournament Directors Association).
    short_allins: ShortAllIns = ShortAllIns.SINGLE
    # All-in hands are turned face up once no more betting can follow, before the board is
    # run out (Tournament Directors Association practice; the books leave it to showdown).
    all_in_face_up: bool = False

    def __post_init__(self) -> None:
        # Words given as plain strings become their enums (a word outside the set is a ValueError).
        object.__setattr__(self, "odd_chip", OddChip(self.odd_chip))
        object.__setattr__(self, "short_raise", ShortRaise(self.short_raise))
        object.__setattr__(self, "over_stake", OverStake(self.over_stake))
        object.__setattr__(self, "short_allins", ShortAllIns(self.short_allins))

    def with_(self, **changes: Any) -> HouseRules:
        return replace(self, **changes)


RWS = HouseRules(over_stake=OverStake.ALL_IN)
"""002 (RWS v8, 2024): odd chip to the first player left of the button; a declared short raise
becomes the minimum (§3.5.1(a)) and one above the stake is all-in (§3.5.1(b))."""

CASINO_001 = HouseRules(
    name="casino-001",
    odd_chip=OddChip.HIGH_SUIT,
    odd_chips_to_one=True,
    no_rake_blinds_only=True,
    no_rake_two_way_split=True,
    heads_up_button_small_blind=False,
    burn_cards=True,
)
"""001: odd chips to the highest card by suit (§11.4(d), §12.4(e), ...); no percentage rake
on blinds-only pots (§8.6) or on a split among everyone who fed the pot (§8.8); no heads-up
exception to the blind order (§16.1(c)); burns counted for the community card (§12.4(a))."""

RWS_2017 = HouseRules(name="rws-2017", allin_reopen_share=Fraction(1, 2), over_stake=OverStake.ALL_IN)
"""000 (RWS v5, 2017): an all-in of at least half a raise counts as a raise (§3.14.3)."""

ROBERTS_004 = HouseRules(name="roberts-004", short_raise=ShortRaise.MINIMUM)
"""004 (Robert's Rules): like RWS for the cases the engine meets."""

TDA = HouseRules(name="tda", short_allins=ShortAllIns.CUMULATIVE, all_in_face_up=True)
"""Tournament Directors Association practice: short all-ins that together make a full raise
reopen the betting for a player facing at least a full raise; otherwise as RWS."""

PROFILES: dict[str, HouseRules] = {p.name: p for p in (RWS, RWS_2017, CASINO_001, ROBERTS_004, TDA)}

OPTIONS: tuple[tuple[str, str, tuple[object, ...]], ...] = (
    ("odd_chip", "Odd chips of a split pot", tuple(OddChip)),
    ("odd_chips_to_one", "All odd chips to one winner", (False, True)),
    ("short_raise", "A declared raise below the minimum", tuple(ShortRaise)),
    ("over_stake", "A declared raise above the stake", tuple(OverStake)),
    ("allin_reopen_share", "Share of a raise an all-in needs to reopen", (Fraction(1), Fraction(1, 2))),
    ("short_allins", "Short all-ins", tuple(ShortAllIns)),
    ("half_bet_rule", "Half-bet rule of fixed limit (001 §10.2)", (True, False)),
    ("heads_up_button_small_blind", "Heads-up, the button posts the small blind", (True, False)),
    ("burn_cards", "Burn cards, counted for the community card", (False, True)),
    ("over_blind_counts_to_cap", "The over-blind counts toward the raise cap", (True, False)),
    ("straddle_allowed", "Straddles allowed", (False, True)),
    ("auto_muck", "Losing hands at showdown are mucked", (True, False)),
    ("all_in_face_up", "All-in hands face up before the run-out", (False, True)),
    ("no_rake_blinds_only", "No rake on a pot of blinds only", (False, True)),
    ("no_rake_two_way_split", "No rake on a split nobody else fed", (False, True)),
    ("no_flop_no_drop", "No flop, no drop", (False, True)),
)
"""Every reading a table may choose, for the settings and the lobby: (field, label, choices).
Any profile can override any of them with ``HouseRules.with_(field=choice)``."""


def percentage_rake(house: HouseRules, percent: int | Fraction, cap: int = 0) -> HouseRules:
    """001 §8.2(a): ``percent`` of every pot (5 to 10 under 001), main pot first, at most
    ``cap`` chips a hand (0: no cap, §8.7). ``percent`` is in per cent: 5 means 5%."""
    share = Fraction(percent) / 100
    if not 0 <= share < 1:
        raise ValueError(f"a rake of {percent}% is not a percentage of the pot")
    if cap < 0:
        raise ValueError("the rake cap is a number of chips, 0 for none")
    return house.with_(rake_percent=share, rake_cap=cap)


def fee_per_hand(house: HouseRules, fee: int) -> HouseRules:
    """001 §8.2(b): a fixed fee from every hand's pot."""
    if fee < 0:
        raise ValueError("the fee per hand is a number of chips")
    return house.with_(rake_per_hand_fee=fee)


def time_charge(house: HouseRules, stacks: list[int]) -> list[int]:
    """001 §8.2(c): what each seated player pays for the next hour, in advance, inactive
    players included; never more than a player has on the table."""
    fee = house.time_charge_per_hour
    return [min(fee, s) if fee > 0 else 0 for s in stacks]


# ------------------------------------------------------------------ options as text
_YES, _NO = ("yes", "true", "on"), ("no", "false", "off")


def option_text(value: object) -> str:
    """How a choice is written in saved games, on the command line and in the lobby:
    ``yes``/``no``, a share as ``1/2``, a reading by its word (``all-in``)."""
    if isinstance(value, bool):
        return "yes" if value else "no"
    return str(value)


def option_field(name: str) -> tuple[str, str, tuple[object, ...]]:
    """The OPTIONS entry ``name`` means (``burn-cards`` is ``burn_cards``); ValueError if none."""
    key = name.strip().replace("-", "_")
    for entry in OPTIONS:
        if entry[0] == key:
            return entry
    raise ValueError(f"{name.strip()!r} is not a house-rules option; the options are"
                     f" {', '.join(f for f, _, _ in OPTIONS)}.")


def option_choice(name: str, text: str) -> object:
    """The value ``text`` chooses for the option ``name``; ValueError with one sentence when
    the option has no such choice."""
    field, label, choices = option_field(name)
    word = text.strip().casefold()
    for choice in choices:
        if isinstance(choice, bool):
            if word in (_YES if choice else _NO):
                return choice
        elif word == option_text(choice).casefold():
            return choice
    offered = " or ".join(option_text(c) for c in choices)
    raise ValueError(f"The house-rules option {field} ({label}) is {offered}, not {text.strip()!r}.")


def normal_options(overrides: Iterable[tuple[str, str]]) -> tuple[tuple[str, str], ...]:
    """Overrides checked and written one way: each field once (the last given wins), in the
    order of OPTIONS, each choice as ``option_text`` writes it. ValueError with one sentence
    for an unknown field or a choice the field does not offer."""
    chosen: dict[str, str] = {}
    for name, text in overrides:
        field = option_field(name)[0]
        chosen[field] = option_text(option_choice(field, text))
    return tuple((f, chosen[f]) for f, _, _ in OPTIONS if f in chosen)


def with_options(house: HouseRules, overrides: Iterable[tuple[str, str]]) -> HouseRules:
    """``house`` with some options chosen otherwise, written as text (``("burn_cards", "yes")``):
    the profile keeps its name, so a table says "rws" and which options it changed."""
    changes = {f: option_choice(f, text) for f, text in normal_options(overrides)}
    return house.with_(**changes) if changes else house


def changed_options(house: HouseRules, base: HouseRules) -> tuple[tuple[str, str], ...]:
    """The options where ``house`` differs from ``base`` (its profile), as text."""
    return tuple((f, option_text(getattr(house, f))) for f, _, _ in OPTIONS
                 if getattr(house, f) != getattr(base, f))

"""House rules: where the rule books differ, a profile chooses. Data, not code.

Each field names the rules it settles; docs/rules.md explains every choice.
"""

from __future__ import annotations

from dataclasses import dataclass, replace
from fractions import Fraction

from .kinds import OddChip, OverStake, ShortRaise


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

    def __post_init__(self) -> None:
        # Words given as plain strings become their enums (a word outside the set is a ValueError).
        object.__setattr__(self, "odd_chip", OddChip(self.odd_chip))
        object.__setattr__(self, "short_raise", ShortRaise(self.short_raise))
        object.__setattr__(self, "over_stake", OverStake(self.over_stake))

    def with_(self, **changes: object) -> HouseRules:
        return replace(self, **changes)  # type: ignore[arg-type]


RWS = HouseRules()
"""002 (RWS v8, 2024): odd chip to the first player left of the button; declared short raise becomes the minimum."""

CASINO_001 = HouseRules(
    name="casino-001",
    odd_chip=OddChip.HIGH_SUIT,
    odd_chips_to_one=True,
    no_rake_blinds_only=True,
    no_rake_two_way_split=True,
)
"""001: odd chips to the highest card by suit (§11.4(d), §12.4(e), ...); no percentage rake
on blinds-only pots (§8.6) or on a split among everyone who fed the pot (§8.8)."""

RWS_2017 = HouseRules(name="rws-2017", allin_reopen_share=Fraction(1, 2))
"""000 (RWS v5, 2017): an all-in of at least half a raise counts as a raise (§3.14.3)."""

ROBERTS_004 = HouseRules(name="roberts-004", short_raise=ShortRaise.MINIMUM)
"""004 (Robert's Rules): like RWS for the cases the engine meets."""

PROFILES: dict[str, HouseRules] = {p.name: p for p in (RWS, RWS_2017, CASINO_001, ROBERTS_004)}


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

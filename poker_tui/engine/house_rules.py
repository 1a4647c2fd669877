"""House rules: where the rule books differ, a profile chooses. Data, not code.

Each field names the rules it settles; docs/rules.md explains every choice.
"""

from __future__ import annotations

from dataclasses import dataclass, replace
from fractions import Fraction


@dataclass(frozen=True, slots=True)
class HouseRules:
    name: str = "rws"
    # Odd chips of a split pot: "left-of-button" (000/002 §4.5) or "high-suit"
    # (001 §11.4(d) ...: the highest card by suit among the hole cards used).
    odd_chip: str = "left-of-button"
    # Percentage rake (000 §4.1, 002 §4.1.1, 001 §8.2): a fraction of each pot,
    # main pot first, never more than ``rake_cap`` chips in a hand (0: no cap).
    rake_percent: Fraction = Fraction(0)
    rake_cap: int = 0
    rake_per_hand_fee: int = 0  # 001 §8.2: a fixed fee taken from the pot
    no_rake_blinds_only: bool = False  # 001 §8.6: no percentage rake on a pot of blinds only
    no_rake_two_way_split: bool = False  # 001 §8.8: none on a two-way split nobody else fed
    no_flop_no_drop: bool = False  # common house rule: no rake when the hand ends before the flop
    # A declared raise below the minimum: "minimum" becomes the minimum raise
    # (002 §3.5.1a), "reject" refuses it with a message.
    short_raise: str = "minimum"
    # An all-in raise short of the Minimum Raise Amount reopens the betting when it is at
    # least this share of it: 1 under 002 §3.19.3 and 004 §26 (never), 1/2 under 000 §3.14.3.
    allin_reopen_share: Fraction = Fraction(1)
    straddle_allowed: bool = False  # 002 §3.10
    auto_muck: bool = True  # losing hands at showdown are mucked (002 §3.18.2f)
    # Fixed limit: the all-in half-bet rule of 001 §10.2.
    half_bet_rule: bool = True

    def with_(self, **changes: object) -> HouseRules:
        return replace(self, **changes)  # type: ignore[arg-type]


RWS = HouseRules()
"""002 (RWS v8, 2024): odd chip to the first player left of the button; declared short raise becomes the minimum."""

CASINO_001 = HouseRules(
    name="casino-001",
    odd_chip="high-suit",
    no_rake_blinds_only=True,
    no_rake_two_way_split=True,
)
"""001: odd chip by highest suit; no rake on blinds-only pots or two-way splits (§8.6, §8.8)."""

RWS_2017 = HouseRules(name="rws-2017", allin_reopen_share=Fraction(1, 2))
"""000 (RWS v5, 2017): an all-in of at least half a raise counts as a raise (§3.14.3)."""

ROBERTS_004 = HouseRules(name="roberts-004", short_raise="minimum")
"""004 (Robert's Rules): like RWS for the cases the engine meets."""

PROFILES: dict[str, HouseRules] = {p.name: p for p in (RWS, RWS_2017, CASINO_001, ROBERTS_004)}

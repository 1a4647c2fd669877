"""What a human faces on their turn, in numbers and in words.

The table's status line ("Call 40 to win 130 (pot odds 24%)"), the labels on
the action keys, the bet-size presets and the check of a typed amount all
come from one ``Facing`` value the session builds when the turn starts, so
the UI never reaches into the engine to work them out.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from fractions import Fraction
from typing import TYPE_CHECKING

from ..engine.actions import IllegalAction, LegalActions
from ..engine.raising import RaiseTerms
from ..engine.variant import Structure

if TYPE_CHECKING:
    from ..engine.hand import Hand
    from ..engine.variant import Variant

PRESETS: dict[str, Fraction | str] = {
    "min": "min",
    "half": Fraction(1, 2),
    "three_quarter": Fraction(3, 4),
    "pot": Fraction(1),
    "all_in": "max",
}
"""Bet-size presets: a share of the pot after calling, or the bounds."""


@dataclass(frozen=True, slots=True)
class AmountCheck:
    """A typed amount judged: ``ok`` and the amount that would be bet, or why not."""

    ok: bool
    amount: int
    message: str = ""  # an error when not ok; a note (e.g. a short raise made the minimum) when ok


@dataclass(frozen=True, slots=True)
class Facing:
    seat: int
    legal: LegalActions
    pot: int  # every chip in the middle, current bets included
    bet_to: int  # the bet to match this round
    my_bet: int  # this seat's bet this round
    stack: int  # chips behind
    unit: int  # one big blind (the small bet in stud): the Up/Down step
    structure: str = Structure.NO_LIMIT.value
    short_raise: str = "minimum"  # house rule for a declared raise below the minimum
    completes: bool = False  # stud: a raise now completes the bring-in
    hole_count: int = 0  # cards in hand, for the draw keys
    blind_choice: str = ""  # before the deal: "straddle" (002 §3.10) or "over-blind" (001 §11.1)
    terms: RaiseTerms | None = None  # the engine's raise rule for this turn (Hand.raise_terms())

    # ------------------------------------------------------------ the basics
    @property
    def to_call(self) -> int:
        return self.legal.call

    @property
    def can_check(self) -> bool:
        return self.legal.can_check

    @property
    def can_raise(self) -> bool:
        return self.legal.max_raise_to > 0

    @property
    def is_draw(self) -> bool:
        return self.legal.draw_max > 0

    @property
    def call_is_all_in(self) -> bool:
        return self.to_call > 0 and self.to_call >= self.stack

    @property
    def all_in_to(self) -> int:
        """The round total when all chips go in."""
        return self.my_bet + self.stack

    @property
    def fixed_size(self) -> bool:
        """Fixed limit (or a forced all-in): the bet has one size, so no amount to type."""
        return self.can_raise and self.legal.min_raise_to == self.legal.max_raise_to

    @property
    def can_go_all_in(self) -> bool:
        """All chips in is a legal bet or raise (never in limit, unless it is the limit)."""
        return self.can_raise and self.legal.max_raise_to == self.all_in_to

    @property
    def raise_word(self) -> str:
        if self.blind_choice:
            return self.blind_choice.capitalize()
        if self.completes:
            return "Complete"
        return "Raise" if self.bet_to > 0 else "Bet"

    def action_label(self, amount: int, money: Callable[[int], str] = str) -> str:
        """``Raise to 60``, ``Bet 40``, ``Complete to 4``: how the action is said."""
        word = self.raise_word
        said = money(amount)
        text = f"{word} {said}" if word == "Bet" or self.blind_choice else f"{word} to {said}"
        if amount >= self.all_in_to:
            text += " (all-in)"
        return text

    # --------------------------------------------------------------- words
    def status(self, money: Callable[[int], str] = str) -> str:
        """One line: what it costs, what it wins, and the pot odds (amounts through ``money``,
        so the table can say them in chips or in big blinds)."""
        if self.is_draw:
            n = self.legal.draw_max
            keys = "1" if n == 1 else f"1-{min(n, 9)}"
            return f"Mark discards with {keys}, then D draws (D alone stands pat)"
        if self.blind_choice:
            return (f"Before the deal: post the {self.blind_choice} of"
                    f" {money(self.legal.min_raise_to)} (R) or decline it (C)")
        pot = money(self.pot)
        if self.legal.bring_in:
            if self.can_raise:
                return (f"You have the lowest card up: bring it in for {money(self.legal.bring_in)}"
                        f" or complete to {money(self.legal.min_raise_to)} (pot {pot})")
            return f"You have the lowest card up: bring it in for {money(self.legal.bring_in)}"
        if self.to_call > 0:
            call = self.to_call
            odds = round(100 * call / (self.pot + call)) if self.pot + call else 0
            allin = " all-in" if self.call_is_all_in else ""
            return f"Call {money(call)}{allin} to win {pot} (pot odds {odds}%)"
        if self.can_raise:
            if self.fixed_size:
                label = self.action_label(self.legal.min_raise_to, money).lower()
                return f"Check or {label} (pot {pot})"
            return f"Check or {self.raise_word.lower()} (pot {pot})"
        return f"Check (pot {pot})"

    # ------------------------------------------------------------- amounts
    def clamp(self, amount: int) -> int:
        lo, hi = self.legal.min_raise_to, self.legal.max_raise_to
        return max(lo, min(hi, amount))

    def preset(self, name: str) -> int:
        """The round total for a preset: ``min``, ``half``, ``three_quarter``, ``pot``, ``all_in``.

        Pot-sized means the pot after calling: raise by the pot plus the call,
        the way a pot-limit game measures it (001 §11.5(e)).
        """
        share = PRESETS[name]
        if isinstance(share, str):
            return self.legal.min_raise_to if share == "min" else self.legal.max_raise_to
        owed = self.bet_to - self.my_bet
        target = self.bet_to + int((self.pot + owed) * share)
        return self.clamp(target)

    def step(self, amount: int | None, direction: int) -> int:
        """Up/Down: one big blind more or less, within the legal bounds."""
        if amount is None or amount <= 0:
            return self.legal.min_raise_to if direction > 0 else self.legal.min_raise_to
        return self.clamp(amount + direction * self.unit)

    def check_amount(self, amount: int | None) -> AmountCheck:
        """Whether ``amount`` (a round total) may be bet now, said as a sentence when not.
        The engine's rule judges it (``engine.raising``); only an empty entry is ours."""
        terms = self.terms or RaiseTerms(self.raise_word, self.legal.min_raise_to, self.legal.max_raise_to,
                                         self.all_in_to, self.bet_to, self.structure, self.short_raise)
        if amount is None and self.can_raise:
            return AmountCheck(False, 0, f"Type an amount: {terms.word.lower()} to at least {terms.min_to}.")
        try:
            judged = terms.judge(amount or 0)
        except IllegalAction as refusal:
            return AmountCheck(False, amount or 0, str(refusal))
        return AmountCheck(True, judged.amount, judged.note)


def facing_for(hand: Hand, seat: int, variant: Variant, short_raise: str) -> Facing:
    """What the player to act (at ``seat``) faces in ``hand`` now: a function of the hand alone
    (its stakes too), so the live table and a replay of a saved hand build the same ``Facing``."""
    p = hand.to_act
    legal = hand.legal_actions()
    min_bet = hand.stakes.min_bet
    completes = bool(legal.bring_in) or (bool(variant.bring_in) and 0 < hand.bet_to < min_bet)
    return Facing(seat, legal, hand.pot, hand.bet_to, hand.bets[p], hand.stacks[p],
                  hand.stakes.unit,
                  variant.structure.value, short_raise, completes, len(hand.hole[p]),
                  hand.phase if hand.phase in ("straddle", "over-blind") else "",
                  hand.raise_terms())

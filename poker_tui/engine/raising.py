"""What a declared bet or raise amount would mean: the one home of that rule.

Why: the engine's ``apply``, the session's raise panel and the bot guard all
need to say what "raise to x" does before (or instead of) playing it: play x,
play the minimum because x was short (002 §3.5.1(a)), or refuse with a
sentence. ``RaiseTerms`` is a small immutable snapshot of what the rule reads
(the legal bounds, the bet to call, the chips a player has, the house's
readings); ``RaiseTerms.judge`` is the rule. ``Hand.raise_terms()`` builds the
snapshot for the player to act and ``Hand.judge_raise(x)`` asks it, so a
screen holding an old snapshot judges exactly as the engine would have.
"""

from __future__ import annotations

from typing import NamedTuple

from .actions import IllegalAction


class RaiseJudgement(NamedTuple):
    """A declared amount accepted: the round total actually played, and a note for the
    player when it differs from what they said (empty when it does not)."""

    amount: int
    note: str = ""


class RaiseTerms(NamedTuple):
    """What the raise rule reads, for one player at one moment (a snapshot).

    ``word`` is how the wager is said ("Bet", "Raise", "Complete"); ``refusal`` is
    the sentence when no bet or raise is possible at all (``max_to == 0``).
    """

    word: str
    min_to: int
    max_to: int
    all_in_to: int  # the round total with every chip in
    bet_to: int  # the bet to call this round
    structure: str = "no-limit"
    short_raise: str = "minimum"  # HouseRules.short_raise
    over_stake: str = "reject"  # HouseRules.over_stake: "all-in" plays a declared raise above the stake all-in
    refusal: str = ""

    def said(self, x: int) -> str:
        """``Bet 40`` or ``Raise to 60``: the amount as the player declared it."""
        return f"Bet {x}" if self.word == "Bet" else f"{self.word} to {x}"

    def target(self, x: int) -> str:
        """``a bet of 40`` or ``a raise to 60``: an amount the rule names."""
        return f"a bet of {x}" if self.word == "Bet" else f"a {self.word.lower()} to {x}"

    def judge(self, x: int) -> RaiseJudgement:
        """What declaring a bet or raise to ``x`` (a round total) means, or ``IllegalAction``."""
        lo, hi = self.min_to, self.max_to
        if not hi:
            raise IllegalAction(self.refusal or f"You cannot {self.word.lower()} now; call, check or fold.")
        if lo <= x <= hi:
            return RaiseJudgement(x)
        if x > hi:
            if hi == self.all_in_to:
                if x > self.all_in_to and self.over_stake == "all-in":
                    # 002 §3.5.1(b): a declared raise above the table stake must be all-in.
                    return RaiseJudgement(hi, f"{self.said(x)} is more than you have: by the house"
                                              f" rule it plays as all-in, {self.target(hi)}"
                                              " (002 §3.5.1(b)).")
                raise IllegalAction(f"{self.said(x)} is more than you have;"
                                    f" all-in is {self.target(hi)}.")
            raise IllegalAction(f"{self.said(x)} is above the {self.structure} maximum,"
                                f" {self.target(hi)}.")
        if x <= self.bet_to:
            if self.bet_to <= 0:
                raise IllegalAction(f"A bet must be at least {lo}.")
            raise IllegalAction(f"{self.said(x)} does not raise the bet of {self.bet_to};"
                                f" call instead, or {self.word.lower()} to at least {lo}.")
        if self.short_raise == "minimum":
            # 002 §3.5.1(a): a declared raise below the minimum becomes the minimum raise.
            return RaiseJudgement(lo, f"{x} is short of the minimum: by the house rule a short"
                                      f" raise becomes the minimum, {self.target(lo)} (002 §3.5.1).")
        raise IllegalAction(f"{self.said(x)} is below the minimum, {self.target(lo)}.")

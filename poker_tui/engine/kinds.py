"""The engine's closed sets of words, as ``StrEnum``s.

Why: a phase, a log kind or a house-rule reading is one of a few fixed words;
an enum names the set once, so a typo is an ``AttributeError`` instead of a
silent mismatch. Each member is a ``str`` equal to its old word, so the journal,
PHH export and any caller comparing with ``"draw"`` keep working unchanged.
"""

from __future__ import annotations

from enum import StrEnum


class Phase(StrEnum):
    """What the player to act is asked for."""

    BET = "bet"  # a betting round
    DRAW = "draw"  # discard and draw (001 §11)
    OVER_BLIND = "over-blind"  # before the deal: post the over-blind or not (001 §11.1(c)(iv))
    STRADDLE = "straddle"  # before the deal: post the straddle or not (002 §3.10)


BLIND_CHOICES = frozenset({Phase.OVER_BLIND, Phase.STRADDLE})
"""Phases that offer an optional blind before the deal."""


class LogKind(StrEnum):
    """The kinds of ``Hand.log`` entries: forced bets, then what players do."""

    ANTE = "ante"
    BIG_BLIND_ANTE = "big blind ante"  # one ante for the table, posted by the big blind
    SMALL_BLIND = "small blind"
    BIG_BLIND = "big blind"
    STRADDLE = "straddle"
    OVER_BLIND = "over-blind"
    BRING_IN = "bring-in"
    DEAD_SMALL_BLIND = "dead small blind"  # a returning player's missed small blind (003)
    MISSED_BIG_BLIND = "missed big blind"  # a returning player's missed big blind (003)
    FOLD = "fold"
    CHECK = "check"
    CALL = "call"
    BET = "bet"
    RAISE = "raise"
    COMPLETE = "complete"  # a stud opening bet where a smaller bring-in was possible
    DRAW = "draw"
    DECLINE = "decline"  # an optional blind declined


FORCED_KINDS = frozenset({LogKind.SMALL_BLIND, LogKind.BIG_BLIND, LogKind.STRADDLE, LogKind.OVER_BLIND,
                          LogKind.ANTE, LogKind.BRING_IN, LogKind.DEAD_SMALL_BLIND,
                          LogKind.MISSED_BIG_BLIND, LogKind.BIG_BLIND_ANTE})
"""Log kinds of forced bets: a pot of these alone is "blinds only" for 001 §8.6."""

DEAD_KINDS = frozenset({LogKind.DEAD_SMALL_BLIND, LogKind.BIG_BLIND_ANTE})
"""Forced bets posted dead: in the main pot whoever wins it, no part of their poster's
bet or pot level (003 "surrendered to the pot"; docs/rules.md, "Dead money"). A new
dead post (a big-blind ante) is a new kind here, settled the same way."""

WAGERS = frozenset({LogKind.BET, LogKind.RAISE, LogKind.COMPLETE})
"""Log kinds of voluntary bets and raises."""


class HandOrder(StrEnum):
    """How hands rank at showdown."""

    HIGH = "high"
    SHORT = "short"  # short deck: a flush beats a full house (001 §9.3)
    LOW = "low"  # ace-to-five low (001 §9.1(k))


class Family(StrEnum):
    """What the table draws (card layout); never a rule switch."""

    HOLDEM = "holdem"
    OMAHA = "omaha"
    MANILA = "manila"
    STUD = "stud"
    DRAW = "draw"


class OddChipCards(StrEnum):
    """Which of a player's cards the high-suit odd-chip rule reads."""

    HOLE = "hole"  # all of the player's own cards (001 §11.4(d), §12.4(e))
    USED = "used"  # the hole cards used (Omaha, Three Card Manila)


class OddChip(StrEnum):
    """Who gets the odd chips of a split pot."""

    LEFT_OF_BUTTON = "left-of-button"  # 000/002 §4.5
    HIGH_SUIT = "high-suit"  # 001: the highest card by suit


class ShortRaise(StrEnum):
    """A declared raise below the minimum."""

    MINIMUM = "minimum"  # becomes the minimum raise (002 §3.5.1(a))
    REJECT = "reject"  # refused with a sentence


class OverStake(StrEnum):
    """A declared bet or raise above the player's table stake."""

    REJECT = "reject"  # refused, naming the all-in amount
    ALL_IN = "all-in"  # plays as all-in (002 §3.5.1(b))


class ShortAllIns(StrEnum):
    """Whether short all-ins add up toward reopening the betting."""

    SINGLE = "single"  # each alone; a short all-in never reopens (002 §3.19.3, 004 §26)
    CUMULATIVE = "cumulative"  # together a full raise reopens it (TDA)

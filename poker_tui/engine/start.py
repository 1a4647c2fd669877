"""What a hand starts from: its ``HandStart``, the deck order, and whether the stakes can play.

Why a module of its own: a hand is fully determined by its start plus its actions
(replay, the journal, PHH export and crash recovery rely on it), and checking the
stakes or shuffling the deck needs nothing of the betting state machine.
"""

from __future__ import annotations

import random
from typing import NamedTuple

from .cards import deck as make_deck
from .compiled import _GAMES, _spans, game
from .house_rules import RWS, HouseRules
from .variant import Stakes, Structure, Variant


class HandStart(NamedTuple):
    """Everything a hand starts from; with the action list it replays exactly."""

    variant: Variant
    stakes: Stakes
    stacks: tuple[int, ...]
    button: int
    deck: tuple[int, ...]
    house: HouseRules = RWS
    names: tuple[str, ...] = ()
    # (player, live, dead) blinds owed by returning players (003, 002 §5.7.3): see Table.
    posts: tuple[tuple[int, int, int], ...] = ()
    # The order of each reshuffle (of a draw's discards, 001 §11.3(b), or of stud's burns,
    # 001 §12.4(a)), in turn; beyond these, the order derives from the deck (Hand._reshuffle).
    reshuffles: tuple[tuple[int, ...], ...] = ()


_PLANS: dict[tuple[int, int], tuple[Variant, Stakes, tuple[int, ...]]] = {}
_LAST_PLAN: tuple[Variant | None, Stakes | None, tuple[int, ...]] = (None, None, ())


def opening_raises(variant: Variant, stakes: Stakes) -> tuple[int, ...]:
    """Per street, the Minimum Raise Amount a round opens with: the big blind in
    big-bet games, the small or big bet in fixed limit. Cached per game and stakes."""
    global _LAST_PLAN
    hit = _LAST_PLAN  # the simulator deals one game at one stakes: check that first
    if hit[0] is variant and hit[1] is stakes:
        return hit[2]
    key = (id(variant), id(stakes))
    cached = _PLANS.get(key)
    if cached is not None and cached[0] is variant and cached[1] is stakes:
        _LAST_PLAN = cached
        return cached[2]
    problem = stakes_problem(variant, stakes)
    if problem:
        raise ValueError(problem)
    fixed = variant.structure == Structure.FIXED_LIMIT
    plan = tuple(stakes.fixed_bet(s.big_bet) if fixed else stakes.min_bet for s in variant.streets)
    if len(_PLANS) > 512:
        _PLANS.clear()
    _PLANS[key] = _LAST_PLAN = (variant, stakes, plan)
    return plan


def stakes_problem(variant: Variant, stakes: Stakes) -> str | None:
    """Why these stakes cannot play this game, as a sentence, or None."""
    if min(stakes.small_blind, stakes.big_blind, stakes.ante, stakes.bring_in, stakes.small_bet,
           stakes.big_bet, stakes.spread_max, stakes.straddle) < 0:
        return "stakes are whole chips, never negative"
    if stakes.min_bet <= 0:
        return f"{variant.name} needs a minimum bet: set the big blind or the small bet"
    if variant.blinds and stakes.big_blind <= 0:
        return f"{variant.name} is played with blinds: set a big blind (001 §11.1(c), §16.1(c))"
    if variant.blinds and stakes.big_blind < stakes.min_bet:
        return (f"the big blind, {stakes.big_blind}, is below the minimum bet of {stakes.min_bet}:"
                " the last blind is at least the table minimum (001 §11.5(b))")
    if not variant.blinds and not (stakes.ante or stakes.bring_in):
        return f"{variant.name} needs antes or a bring-in to start the pot (001 §12.1(b), §13.1(b))"
    if stakes.straddle and stakes.straddle != 2 * stakes.big_blind:
        return (f"a straddle is twice the big blind: {2 * stakes.big_blind}, not"
                f" {stakes.straddle} (002 §1.47); 0 means no straddle")
    if variant.bring_in and stakes.bring_in >= stakes.min_bet:
        return (f"the bring-in ({stakes.bring_in}) must be smaller than the minimum bet"
                f" ({stakes.min_bet}); set it to 0 to have the lowest card open for a full bet"
                " (001 §12.2(a), §13.2(a))")
    return None


def shuffled(variant: Variant, players: int, rng: random.Random) -> list[int]:
    """The deck order for a hand: a partial Fisher-Yates shuffle of just the cards the
    hand can use (all of them when draws make that open-ended)."""
    g = _GAMES.get(id(variant))
    if g is None or g.variant is not variant:
        g = game(variant)
    if g.deck is None:
        make_deck(variant.deck_size)  # raises: not a deck size of 001 §4.1
        raise ValueError(f"no {variant.deck_size}-card deck")  # (never reached)
    cards = list(g.deck)
    if 0 <= players < len(g.spans):
        spans = g.spans[players]
    else:
        need = variant.cards_needed(players)
        spans = _spans(len(cards), len(cards) if need is None or need > len(cards) else need)
    rand = rng.random
    for i, m in spans:  # i, and the cards left from i on
        j = i + int(rand() * m)
        cards[i], cards[j] = cards[j], cards[i]
    del cards[len(spans):]
    return cards

"""What one finished hand says about each seat's play: the raw material of VPIP, PFR and AF.

Read from the hand's public action log (street, player, kind, amount):
- VPIP: a call, bet, raise or completion in the first betting round (posting a
  blind, ante or bring-in is not voluntary; a free check is not putting money in);
- PFR: a bet, raise or completion in the first betting round;
- aggression: bets and raises after the first round, against calls after it
  (the usual postflop aggression factor);
- showdown: still live when the hand ended with two or more players live;
  won when it took all or part of a pot;
- 3-bet (``three_bet_facts``): the second bet, raise or completion of the first
  round (the big blind or bring-in is not a bet; the first wager over it is the
  open, the next one the 3-bet); a player had the chance when they acted in the
  first round facing exactly one wager made by somebody else.
"""

from __future__ import annotations

from ..engine.hand import Hand

VOLUNTARY = {"call": 1, "bet": 2, "raise": 2, "complete": 2}
"""Log kinds that put money in by choice: 1 passive (call), 2 aggressive."""


def hand_facts(
    hand: Hand,
) -> tuple[list[bool], list[bool], list[int], list[int], list[bool], list[bool]]:
    """(vpip, pfr, bets+raises after round one, calls after round one, showdown, won) per player."""
    n = hand.n
    vpip = [False] * n
    pfr = [False] * n
    aggressive = [0] * n
    calls = [0] * n
    get = VOLUNTARY.get
    for street, p, kind, _ in hand.log:
        c = get(kind)
        if c is None:
            continue
        if street == 0:
            vpip[p] = True
            if c == 2:
                pfr[p] = True
        elif c == 2:
            aggressive[p] += 1
        else:
            calls[p] += 1
    folded = hand.folded
    if hand.live_count > 1:
        showdown = [not f for f in folded]
        winnings = hand.winnings
        won = [showdown[p] and winnings[p] > 0 for p in range(n)]
    else:
        showdown = won = [False] * n
    return vpip, pfr, aggressive, calls, showdown, won


THREE_BET_CHANCE = frozenset({"fold", "check", "call", "bet", "raise", "complete"})
"""First-round log kinds that are a decision (a forced post, a draw or a declined blind are not)."""


def three_bet_facts(hand: Hand) -> tuple[list[bool], list[bool]]:
    """(had the chance to 3-bet, did) per player, from the first round of the public log."""
    chance = [False] * hand.n
    made = [False] * hand.n
    wagers = 0
    opener = -1
    for street, p, kind, _ in hand.log:
        if street != 0 or kind not in THREE_BET_CHANCE:
            continue
        aggressive = VOLUNTARY.get(kind) == 2
        if wagers == 1 and p != opener and not chance[p]:
            chance[p] = True
            made[p] = aggressive
        if aggressive:
            wagers += 1
            if wagers == 1:
                opener = p
    return chance, made

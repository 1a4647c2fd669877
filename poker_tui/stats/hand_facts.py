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

The one home of these definitions: the HUD, ``history stats`` and the lab's
counters (``lab/tally.py``, ``lab/csv_rows.py``) all read them from here.
"""

from __future__ import annotations

from ..engine.hand import Hand

VOLUNTARY = {"call": 1, "bet": 2, "raise": 2, "complete": 2}
"""Log kinds that put money in by choice: 1 passive (call), 2 aggressive."""


def voluntary_play(hand: Hand) -> tuple[int, int, list[int], list[int]]:
    """(VPIP players, PFR players, bets+raises after round one, calls after round one).

    The one walk of the log that decides what was voluntary. The first two are
    bit sets (bit p: player p), which the lab's counters read without building
    lists, since it runs once per hand in ``sim``.
    """
    n = hand.n
    vpip = pfr = 0
    aggressive = [0] * n
    calls = [0] * n
    get = VOLUNTARY.get
    for street, p, kind, _ in hand.log:
        c = get(kind)
        if c is None:
            continue
        if street == 0:
            vpip |= 1 << p
            if c == 2:
                pfr |= 1 << p
        elif c == 2:
            aggressive[p] += 1
        else:
            calls[p] += 1
    return vpip, pfr, aggressive, calls


def showdown_players(hand: Hand) -> list[int]:
    """The players still live when the hand ended with two or more live (none without a showdown).

    Each of them won at showdown when ``hand.winnings[p] > 0`` (all or part of a pot).
    """
    return hand.live_players if hand.live_count > 1 else []


def hand_facts(
    hand: Hand,
) -> tuple[list[bool], list[bool], list[int], list[int], list[bool], list[bool]]:
    """(vpip, pfr, bets+raises after round one, calls after round one, showdown, won) per player."""
    vp, pf, aggressive, calls = voluntary_play(hand)
    players = range(hand.n)
    vpip = [vp >> p & 1 == 1 for p in players]
    pfr = [pf >> p & 1 == 1 for p in players]
    showdown = [False] * hand.n
    won = [False] * hand.n
    winnings = hand.winnings
    for p in showdown_players(hand):
        showdown[p] = True
        won[p] = winnings[p] > 0
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

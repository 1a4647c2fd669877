#!/usr/bin/env python3
"""An example poker-tui process bot: a standalone script, standard library only.

It speaks the JSON-lines protocol of docs/bot-protocol.md: one JSON object per
line on stdin, one reply line on stdout for every ``act`` request. Run it at
the table or in a match with

    poker-tui sim --bots "process:python examples/process_bot.py",station --players 2

Strategy ("fit or fold"): before the flop raise pairs and two big cards, call
small bets with suited or connected cards, fold the rest; after the flop bet
half the pot with a pair or better that uses a hole card, call small bets
with it, check or fold without one. In draw games keep pairs and draw the
rest. It reads every amount from ``legal`` so it stays legal in any game.
Write to stderr for debugging: stdout is the protocol.
"""

import json
import random
import sys

RANKS = "23456789TJQKA"


def rank(card):
    return RANKS.index(card[0])


def pair_with_hole(hole, board):
    """True when a hole card pairs another hole card or the board."""
    ranks = [c[0] for c in hole]
    board_ranks = {c[0] for c in board}
    return len(set(ranks)) < len(ranks) or any(r in board_ranks for r in ranks)


def raise_to(legal, target):
    """A raise to ``target`` clamped to the legal range."""
    amount = max(legal["min_raise_to"], min(legal["max_raise_to"], int(target)))
    return {"action": "raise", "amount": amount}


def forced_open(legal):
    """Stud's lowest card may not check or fold: bring it in, or bet the minimum."""
    if legal["bring_in"]:
        return {"action": "bring-in"}
    return {"action": "raise", "amount": legal["min_raise_to"]}


def passive(legal):
    if legal["can_check"]:
        return {"action": "check"}
    if legal["call"]:
        return {"action": "call"}
    return forced_open(legal)


def fallback(legal):
    """The safe default every poker-tui seat shares (the engine's ``safe_default``, restated
    here because this script imports nothing from poker_tui): stand pat in a draw; check
    when free, else fold; stud's lowest card brings it in, or bets the minimum."""
    if legal["draw_max"]:
        return {"action": "draw", "discard": []}
    if legal["can_check"]:
        return {"action": "check"}
    if legal["can_fold"]:
        return {"action": "fold"}
    if legal["bring_in"]:
        return {"action": "bring-in"}
    if legal["max_raise_to"]:
        return {"action": "raise", "amount": legal["min_raise_to"]}
    return {"action": "call"} if legal["call"] else {"action": "fold"}


def give_up(legal):
    return fallback(legal)


def decide(view, rng):
    legal = view["legal"]
    hole, board = view["hole"], view["board"]
    if legal["draw_max"]:
        counts = {}
        for c in hole:
            counts[c[0]] = counts.get(c[0], 0) + 1
        discard = [c for c in hole if counts[c[0]] == 1]
        if len(discard) == len(hole):  # no pair: keep the highest card
            discard.remove(max(hole, key=rank))
        return {"action": "draw", "discard": discard[:legal["draw_max"]],
                "reason": "keeps its pairs, or its highest card"}
    pot, call = view["pot"], legal["call"]
    unit = view["stakes"]["big_blind"] or view["stakes"]["small_bet"] or 1
    first_street = view["street"] == 0
    strong = pair_with_hole(hole, board) or (first_street and min(rank(c) for c in hole) >= 9)
    if strong and legal["max_raise_to"] and rng.random() < 0.8:
        target = (3 * unit if first_street and not call else
                  view["bets"][view["player"]] + call + (pot + call) // 2)
        return {**raise_to(legal, target), "reason": "a pair or two big cards"}
    if strong or (call and call <= pot / 4 and first_street):
        return {**passive(legal), "reason": "strong, or a cheap look at the flop"}
    return {**give_up(legal), "reason": "nothing worth a bet"}


def main():
    rng = random.Random()
    for line in sys.stdin:
        line = line.strip()
        if not line:
            continue
        message = json.loads(line)
        kind = message.get("type")
        if kind in ("hello", "reset"):
            rng = random.Random(message.get("seed"))
        elif kind == "act":
            reply = decide(message["view"], rng)
            reply["id"] = message["id"]
            sys.stdout.write(json.dumps(reply) + "\n")
            sys.stdout.flush()
        elif kind == "bye":
            break
        # "event" messages (public events) are ignored by this bot


if __name__ == "__main__":
    main()

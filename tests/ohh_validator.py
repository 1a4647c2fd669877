"""rs-poker's Open Hand History validator (``assert_valid_open_hand_history``), ported.

The checks are rs-poker's: turn order, minimum bets and raises, the blinds and antes
posted by the right players at the right amounts, each card seen once, every pot
balanced and every chip put in accounted for by the pots. Chips here are integers, so
its float tolerances are gone. Where rs-poker is narrower than OHH, the port follows
OHH and says so: any number of players up to ``table_size`` (rs-poker: exactly
``table_size``); the hole cards of the game type (Omaha: 4); a straddle moves the
first to act preflop to the player after the straddler (002 §3.10); a big blind
all-in for less still makes the full blind the bet to call (docs/rules.md).
"""

from __future__ import annotations

from typing import Any

HOLE = {"Holdem": 2, "Omaha": 4, "OmahaHiLo": 4}
STREETS = ("Preflop", "Flop", "Turn", "River", "Showdown")
BETTING = STREETS[:4]
BOARD = {"Flop": 3, "Turn": 1, "River": 1}


class InvalidOHH(AssertionError):
    pass


def check(condition: bool, message: str) -> None:
    if not condition:
        raise InvalidOHH(message)


class _Player:
    def __init__(self, stack: int) -> None:
        self.start = self.left = stack
        self.cards: list[str] = []
        self.folded = self.all_in = False
        self.put_in = 0


def validate(ohh: dict[str, Any]) -> dict[int, int]:
    """Raise ``InvalidOHH`` naming the first broken rule; the final stack of each player id."""
    hh = ohh["ohh"]
    game = hh["game_number"]
    players = {p["id"]: _Player(p["starting_stack"]) for p in hh["players"]}
    check(len(players) == len(hh["players"]), f"hand {game} repeats a player id")
    check(2 <= len(players) <= hh["table_size"], f"hand {game}: players do not fit the table")
    check(hh["big_blind_amount"] >= hh["small_blind_amount"], "big blind below the small blind")
    order = [p["id"] for p in sorted(hh["players"], key=lambda p: p["seat"])]
    dealer = next((p["id"] for p in hh["players"] if p["seat"] == hh["dealer_seat"]), None)
    check(dealer is not None, "the dealer seat holds no player")

    def after(pid: int) -> int:
        return order[(order.index(pid) + 1) % len(order)]

    sb = dealer if len(order) == 2 else after(dealer)
    bb = after(sb)
    hole = HOLE[hh["game_type"]]
    bb_amount = hh["big_blind_amount"]
    seen: set[str] = set()
    board: list[str] = []
    posted: dict[str, set[int]] = {"Post Ante": set(), "Post SB": set(), "Post BB": set()}
    streets: list[str] = []
    queue: list[int] = []
    committed: dict[int, int] = {}
    top = min_raise = 0

    def new_card(card: str, where: str) -> None:
        check(card not in seen, f"hand {game}: card {card} seen twice ({where})")
        seen.add(card)

    def can_act(pid: int) -> bool:
        s = players[pid]
        return not s.folded and not s.all_in

    def queue_from(start: int) -> list[int]:
        i = order.index(start)
        return [q for q in order[i:] + order[:i] if can_act(q)]

    def next_active_after(pid: int) -> int | None:
        i = order.index(pid)
        return next((q for q in order[i + 1 :] + order[: i + 1] if can_act(q)), None)

    def put(pid: int, amount: int, what: str) -> int:
        nonlocal top, min_raise
        s = players[pid]
        check(amount >= 0, f"{what}: a negative amount")
        check(
            amount <= s.left, f"hand {game}: player {pid} puts in {amount} with {s.left} ({what})"
        )
        s.left -= amount
        s.put_in += amount
        if s.left == 0:
            s.all_in = True
        committed[pid] = committed.get(pid, 0) + amount
        if committed[pid] > top:
            min_raise = max(min_raise, committed[pid] - top)
            top = committed[pid]
        return committed[pid]

    for rnd in hh["rounds"]:
        street = rnd["street"]
        check(street in STREETS, f"unknown street {street!r}")
        check(
            not streets or STREETS.index(street) >= STREETS.index(streets[-1]),
            f"hand {game}: {street} after {streets[-1] if streets else ''}",
        )
        streets.append(street)
        if street in BETTING:
            committed.clear()
            top, min_raise = 0, bb_amount
            if street == "Preflop":
                queue = queue_from(dealer if len(order) == 2 else after(bb))
            else:
                first = next_active_after(dealer)
                queue = queue_from(first) if first is not None else []
        cards = rnd.get("cards") or []
        if street in BOARD:
            check(len(cards) == BOARD[street], f"hand {game}: {street} has {len(cards)} cards")
        else:
            check(not cards, f"hand {game}: {street} deals no board cards")
        for card in cards:
            new_card(card, "board")
            board.append(card)
        for a in rnd["actions"]:
            pid, kind, amount, all_in = a["player_id"], a["action"], a["amount"], a["is_allin"]
            check(pid in players, f"unknown player {pid}")
            s = players[pid]
            turn = kind in ("Fold", "Check", "Call", "Bet", "Raise") and street in BETTING
            if turn:
                queue = [q for q in queue if can_act(q)]
                check(bool(queue), f"hand {game}: {pid} acts ({kind}) with nobody left to act")
                check(
                    queue[0] == pid, f"hand {game}: out of turn: {queue[0]} is to act, {pid} acts"
                )
                queue = queue[1:] + queue[:1]
                check(can_act(pid), f"hand {game}: player {pid} cannot {kind}")
            if kind == "Dealt Cards":
                check(len(a["cards"]) == hole, f"hand {game}: {len(a['cards'])} hole cards")
                check(not s.cards, f"hand {game}: player {pid} dealt twice")
                for card in a["cards"]:
                    new_card(card, "player")
                s.cards = list(a["cards"])
            elif kind in posted:
                expected = {
                    "Post Ante": hh["ante_amount"],
                    "Post SB": hh["small_blind_amount"],
                    "Post BB": bb_amount,
                }[kind]
                if kind == "Post SB":
                    check(pid == sb, f"hand {game}: the small blind is {sb}'s, not {pid}'s")
                if kind == "Post BB":
                    check(pid == bb, f"hand {game}: the big blind is {bb}'s, not {pid}'s")
                if s.left >= expected:
                    check(amount == expected, f"hand {game}: {kind} of {amount}, not {expected}")
                posted[kind].add(pid)
                if kind == "Post Ante":
                    s.left -= amount
                    s.put_in += amount
                    s.all_in = s.left == 0
                else:
                    put(pid, amount, kind)
                if kind == "Post BB":  # a short all-in big blind: the call is still the full blind
                    top = max(top, bb_amount)
            elif kind in ("Straddle", "Post Dead", "Post Extra Blind"):
                if kind == "Post Dead":
                    s.left -= amount
                    s.put_in += amount
                else:
                    put(pid, amount, kind)
                if kind == "Straddle":
                    queue = queue_from(after(pid))
            elif kind == "Bet":
                check(top == 0, f"hand {game}: a bet facing a bet")
                check(amount > 0, "a bet of nothing")
                check(all_in or amount >= bb_amount, f"hand {game}: bet {amount} below {bb_amount}")
                put(pid, amount, "bet")
                nxt = next_active_after(pid)
                queue = queue_from(nxt) if nxt is not None else []
            elif kind == "Raise":
                check(top > 0, f"hand {game}: a raise with no bet")
                before, floor = top, min_raise
                total = put(pid, amount, "raise")
                check(total > before, f"hand {game}: a raise to {total} does not exceed {before}")
                check(
                    all_in or total - before >= floor,
                    f"hand {game}: raise by {total - before}, below the minimum {floor}",
                )
                nxt = next_active_after(pid)
                queue = queue_from(nxt) if nxt is not None else []
            elif kind == "Call":
                required = top - committed.get(pid, 0)
                check(amount > 0, f"hand {game}: a call of nothing")
                # rs-poker: at least what is owed, or the whole stack (an all-in call)
                check(
                    amount >= required or amount == s.left,
                    f"hand {game}: call of {amount}, owing {required}",
                )
                put(pid, amount, "call")
            elif kind == "Check":
                check(
                    committed.get(pid, 0) == top, f"hand {game}: player {pid} checks facing a bet"
                )
            elif kind == "Fold":
                s.folded = True
            elif kind == "Shows Cards":
                if s.cards:
                    check(sorted(a["cards"]) == sorted(s.cards), f"hand {game}: shows other cards")
                else:
                    for card in a["cards"]:
                        new_card(card, "shown")
            elif kind != "Mucks Cards":
                raise InvalidOHH(f"unknown action {kind!r}")
    if hh["ante_amount"]:
        check(posted["Post Ante"] >= set(order), f"hand {game}: an ante is missing")
    if hh["small_blind_amount"]:
        check(bool(posted["Post SB"]), f"hand {game}: no small blind")
    check(bool(posted["Post BB"]), f"hand {game}: no big blind")
    check(len(board) in (0, 3, 4, 5), f"hand {game}: a board of {len(board)} cards")
    final = {pid: s.left for pid, s in players.items()}
    pot_total = paid = rake = 0
    for pot in hh["pots"]:
        won = 0
        for w in pot["player_wins"]:
            check(w["win_amount"] >= 0, "a negative win")
            check(not players[w["player_id"]].folded, f"hand {game}: a folded player wins a pot")
            final[w["player_id"]] += w["win_amount"]
            won += w["win_amount"]
        check(
            won + pot.get("rake", 0) + pot.get("jackpot", 0) == pot["amount"],
            f"hand {game}: pot {pot['number']} does not balance",
        )
        pot_total += pot["amount"]
        paid += won
        rake += pot.get("rake", 0)
    put_in = sum(s.put_in for s in players.values())
    check(put_in == pot_total, f"hand {game}: {put_in} chips put in, pots hold {pot_total}")
    check(paid == pot_total - rake, f"hand {game}: winnings do not equal the pots less rake")
    return final

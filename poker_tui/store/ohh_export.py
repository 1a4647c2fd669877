"""Saved hands as Open Hand History 1.4.6 (OHH), the JSON layout trackers and rs-poker exchange.

One ``{"ohh": {...}}`` object per hand; a file holds them separated by a blank line
(``.ohh``). Every line comes from the replayed hand's events (engine/events.py),
as the PokerStars-style text does (``text_export``):

- a player is ``id`` = the hand's player index and ``seat`` = the table seat + 1;
- an action's ``amount`` is the chips it adds (a raise to 60 from 20 adds 40), as
  rs-poker's reader and validator count them;
- an uncalled bet returned (002 §4.3) is a pot of its own won by the bettor, so the
  chips put in always equal the pots (OHH has no "returned" action);
- a missed big blind posted by a returning player is "Post Extra Blind", a dead
  small blind "Post Dead" (003), the straddle "Straddle" (002 §3.10);
- the currency is ``XXX``, ISO 4217's code for "no currency": the chips are play chips.

OHH describes Hold'em and Omaha dealt from 52 cards: it has no bring-in, no draw,
no stripped deck and no low hand, so stud, draw, lowball, Manila and the short
decks are refused in one sentence (``ohh_refusal``); docs/store.md says so.
"""

from __future__ import annotations

import json
from collections.abc import Iterable
from datetime import UTC, datetime
from typing import Any, TextIO

from .. import __version__
from ..engine import events as ev
from ..engine.cards import format_cards
from ..engine.kinds import HandOrder
from ..engine.variant import Structure, Variant
from .review import PlayedHand

SPEC_VERSION = "1.4.6"
GAME_TYPES = {"holdem": "Holdem", "omaha": "Omaha"}
BET_TYPES = {Structure.NO_LIMIT: "NL", Structure.POT_LIMIT: "PL", Structure.FIXED_LIMIT: "FL"}
FORCED = {
    "small blind": "Post SB",
    "big blind": "Post BB",
    "straddle": "Straddle",
    "ante": "Post Ante",
    "dead small blind": "Post Dead",
    "missed big blind": "Post Extra Blind",
    "over-blind": "Post Extra Blind",
}
ACTED = {"fold": "Fold", "check": "Check", "call": "Call", "bet": "Bet", "raise": "Raise"}


def ohh_refusal(variant: Variant) -> str | None:
    """Why OHH cannot describe this game, or None when it can."""
    if (
        variant.game in GAME_TYPES
        and variant.deck_size == 52
        and variant.hand_order == HandOrder.HIGH
        and variant.structure in BET_TYPES
        and variant.blinds
    ):
        return None
    return (
        f"Open Hand History describes Hold'em and Omaha (no-limit, pot-limit or fixed-limit)"
        f" dealt from 52 cards, not {variant.name}"
    )


def _cards(cards: Iterable[int]) -> list[str]:
    return format_cards(list(cards)).split()


def to_ohh(
    played: PlayedHand, *, every_hand_known: bool = False, hide_hidden: bool = False
) -> dict[str, Any]:
    """One hand as an OHH object (``{"ohh": ...}``); the hand must be over."""
    hand = played.hand
    v, st = hand.variant, hand.stakes
    refusal = ohh_refusal(v)
    if refusal:
        raise ValueError(refusal)
    n = hand.n
    # hide_hidden: a hot-seat game still in play writes nobody's hidden cards (history export)
    known = [(p.human or every_hand_known) and not hide_hidden for p in played.players]
    seat = [p.seat + 1 for p in played.players]
    rounds: list[dict[str, Any]] = []
    actions: list[dict[str, Any]] = []
    bets = [0] * n  # chips in the current betting round
    numbers = iter(range(1, 1_000_000))
    pots: list[dict[str, Any]] = []
    returned: list[tuple[int, int]] = []

    def act(
        player: int,
        action: str,
        amount: int = 0,
        all_in: bool = False,
        cards: Iterable[int] | None = None,
    ) -> None:
        entry: dict[str, Any] = {
            "action_number": next(numbers),
            "player_id": player,
            "action": action,
            "amount": amount,
            "is_allin": all_in,
        }
        if cards is not None:
            entry["cards"] = _cards(cards)
        actions.append(entry)

    def new_round(street: str, cards: Iterable[int] | None = None) -> None:
        nonlocal actions
        actions = []
        entry: dict[str, Any] = {"id": len(rounds), "street": street}
        if cards is not None:
            entry["cards"] = _cards(cards)
        entry["actions"] = actions
        rounds.append(entry)

    showdown = False
    for e in hand.events or ():
        if isinstance(e, ev.HandStarted):
            new_round("Preflop")
        elif isinstance(e, ev.ForcedBet):
            if e.kind not in ("ante", "dead small blind"):
                live = bets[e.player] if e.kind != "missed big blind" else 0
                bets[e.player] = live + e.amount
            act(e.player, FORCED.get(e.kind, "Post Extra Blind"), e.amount, e.all_in)
        elif isinstance(e, ev.StreetStarted):
            if e.street > 0:
                bets = [0] * n
        elif isinstance(e, ev.CardsDealt):
            if known[e.player]:
                act(e.player, "Dealt Cards", cards=e.cards)
        elif isinstance(e, ev.BoardDealt):
            new_round({3: "Flop", 4: "Turn", 5: "River"}.get(len(e.board), "River"), e.cards)
        elif isinstance(e, ev.PlayerActed):
            added = e.amount if e.kind == "call" else e.total - bets[e.player]
            if e.kind in ("call", "bet", "raise"):
                bets[e.player] = e.total
            else:
                added = 0
            act(e.player, ACTED[e.kind], added, e.all_in)
        elif isinstance(e, ev.BetsReturned):
            returned.append((e.player, e.amount))
        elif isinstance(e, ev.HandShown | ev.HandMucked):
            if not showdown:
                showdown = True
                new_round("Showdown")
            if isinstance(e, ev.HandShown):
                act(e.player, "Shows Cards", cards=e.cards)
            else:
                act(e.player, "Mucks Cards")
        elif isinstance(e, ev.PotAwarded):
            wins = [
                {"player_id": w, "win_amount": share}
                for w, share in zip(e.winners, e.shares, strict=True)
            ]
            pots.append(
                {
                    "number": e.pot,
                    "amount": e.amount + e.rake,
                    "rake": e.rake,
                    "jackpot": 0,
                    "player_wins": wins,
                }
            )
    pots.sort(key=lambda pot: pot["number"])
    for player, amount in returned:  # 002 §4.3: an uncalled bet is the bettor's own pot
        pots.append(
            {
                "number": len(pots),
                "amount": amount,
                "rake": 0,
                "jackpot": 0,
                "player_wins": [{"player_id": player, "win_amount": amount}],
            }
        )
    started = datetime.fromisoformat(played.started).astimezone(UTC)
    humans = [p for p in range(n) if played.players[p].human]
    body: dict[str, Any] = {
        "spec_version": SPEC_VERSION,
        "site_name": "poker-tui",
        "network_name": "poker-tui",
        "internal_version": __version__,
        "tournament": False,
        "game_number": f"{played.session_id}-{played.number}",
        "start_date_utc": started.strftime("%Y-%m-%dT%H:%M:%SZ"),
        "table_name": f"poker-tui #{played.session_id}",
        "game_type": GAME_TYPES[v.game],
        "bet_limit": {"bet_type": BET_TYPES[v.structure], "bet_cap": 0},
        "table_size": played.table_size,
        "currency": "XXX",
        "dealer_seat": seat[hand.button],
        "small_blind_amount": st.small_blind,
        "big_blind_amount": st.big_blind,
        "ante_amount": st.ante,
    }
    if humans:
        body["hero_player_id"] = humans[0]
    body["players"] = [
        {
            "id": p,
            "seat": seat[p],
            "name": played.players[p].name,
            "starting_stack": hand.start.stacks[p],
        }
        for p in sorted(range(n), key=seat.__getitem__)
    ]
    body["rounds"] = rounds
    body["pots"] = pots
    return {"ohh": body}


ONE_LINE_ITEMS = frozenset({"players", "actions", "pots"})
"""Lists whose items are written one to a line: a hand reads top to bottom like a log."""


def _dump(value: Any, level: int = 0, one_line_items: bool = False) -> str:
    pad, inner = "  " * level, "  " * (level + 1)
    if isinstance(value, dict):
        fields = (
            f"{inner}{json.dumps(k)}: {_dump(v, level + 1, k in ONE_LINE_ITEMS)}"
            for k, v in value.items()
        )
        return "{\n" + ",\n".join(fields) + f"\n{pad}}}"
    if (
        isinstance(value, list)
        and value
        and (one_line_items or any(isinstance(v, dict | list) for v in value))
    ):
        items = (
            inner
            + (json.dumps(v, separators=(", ", ": ")) if one_line_items else _dump(v, level + 1))
            for v in value
        )
        return "[\n" + ",\n".join(items) + f"\n{pad}]"
    return json.dumps(value, separators=(", ", ": "))


def ohh_text(
    played: PlayedHand, *, every_hand_known: bool = False, hide_hidden: bool = False
) -> str:
    """One hand as OHH JSON text, ending with a newline."""
    return _dump(to_ohh(played, every_hand_known=every_hand_known, hide_hidden=hide_hidden)) + "\n"


def write_ohh(hands: Iterable[PlayedHand], out: TextIO, *, hide_hidden: bool = False) -> int:
    """Write every hand as OHH, a blank line between them; the count written."""
    count = 0
    for played in hands:
        if count:
            out.write("\n")
        out.write(ohh_text(played, hide_hidden=hide_hidden))
        count += 1
    return count


def read_ohh(text: str) -> list[dict[str, Any]]:
    """The hands of an ``.ohh`` file: JSON objects separated by blank lines."""
    decoder = json.JSONDecoder()
    hands: list[dict[str, Any]] = []
    at = 0
    while True:
        while at < len(text) and text[at].isspace():
            at += 1
        if at >= len(text):
            return hands
        value, at = decoder.raw_decode(text, at)
        hands.append(value)

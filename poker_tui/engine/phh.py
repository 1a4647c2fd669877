"""Export a finished hand as PHH, the TOML hand-history format PokerKit reads.

PHH numbers players p1..pn starting left of the button (p1 posts the small
blind, pn holds the button), except heads-up, where PokerKit puts the big
blind first and the button second (its reversed heads-up seats; see
docs/rules.md). Every hand shown at showdown gets an ``sm`` line with its
cards and every mucked one an empty ``sm``, so a replay can award the pots.
"""

from __future__ import annotations

from .actions import ActionKind
from .cards import format_cards
from .hand import Hand
from .variant import Structure


def phh_order(hand: Hand) -> list[int]:
    """Hand player indices in PHH order (p1 first)."""
    n, b = hand.n, hand.button
    if n == 2:
        return [(b + 1) % 2, b]
    return [(b + 1 + i) % n for i in range(n)]


def _cards(cards: list[int] | tuple[int, ...]) -> str:
    return format_cards(cards).replace(" ", "")


def to_phh(hand: Hand, *, hand_id: str | int | None = None) -> str:
    """The hand as PHH text. The hand must be over."""
    if not hand.over:
        raise ValueError("only a finished hand can be exported")
    v, st = hand.variant, hand.stakes
    if v.pokerkit is None:
        raise ValueError(f"PokerKit has no PHH code for {v.name}")
    order = phh_order(hand)
    pnum = {p: i + 1 for i, p in enumerate(order)}
    n = hand.n
    start = hand.start
    lines: list[str] = []
    add = lines.append
    add(f"variant = '{v.pokerkit}'")
    add("ante_trimming_status = false")
    add(f"antes = [{', '.join(str(st.ante) for _ in range(n))}]")
    if v.blinds:
        blinds = [0] * n
        if n == 2:
            blinds = [st.small_blind, st.big_blind]  # PokerKit reverses heads-up seats itself
        else:
            blinds[0], blinds[1] = st.small_blind, st.big_blind
            if hand.straddle_player >= 0:
                blinds[2] = st.straddle
        add(f"blinds_or_straddles = [{', '.join(map(str, blinds))}]")
    if v.bring_in:
        add(f"bring_in = {st.bring_in}")
    if v.structure == Structure.FIXED_LIMIT:
        add(f"small_bet = {st.fixed_bet(False)}")
        add(f"big_bet = {st.fixed_bet(True)}")
    else:
        add(f"min_bet = {st.min_bet}")
    add(f"starting_stacks = [{', '.join(str(start.stacks[p]) for p in order)}]")
    add("actions = [")
    for a in _actions(hand, pnum):
        add(f"  '{a}',")
    add("]")
    if hand.names:
        add("players = [" + ", ".join(_toml_str(hand.names[p]) for p in order) + "]")
    add(f"finishing_stacks = [{', '.join(str(hand.stacks[p]) for p in order)}]")
    if hand_id is not None:
        add(f"hand = {_toml_str(str(hand_id))}")
    return "\n".join(lines) + "\n"


def _toml_str(s: str) -> str:
    return '"' + s.replace("\\", "\\\\").replace('"', '\\"') + '"'


def _actions(hand: Hand, pnum: dict[int, int]) -> list[str]:
    """Replay the hand from its start, writing each deal and action in PHH words."""
    from .hand import Hand as _Hand

    start = hand.start
    h = _Hand(start.variant, start.stakes, start.stacks, start.button, house=start.house,
              deck=start.deck, record=True)
    out: list[str] = []
    seen = 0

    def flush_events() -> None:
        nonlocal seen
        from .events import BoardDealt, CardsDealt, CardsDrawn, HandMucked, HandShown

        events = h.events or []
        for e in events[seen:]:
            if isinstance(e, CardsDealt):
                out.append(f"d dh p{pnum[e.player]} {_cards(e.cards)}")
            elif isinstance(e, BoardDealt):
                out.append(f"d db {_cards(e.cards)}")
            elif isinstance(e, CardsDrawn):
                out.append(f"d dh p{pnum[e.player]} {_cards(e.drawn)}" if e.drawn else "")
            elif isinstance(e, HandShown):
                out.append(f"p{pnum[e.player]} sm {_cards(e.cards)}")
            elif isinstance(e, HandMucked):
                out.append(f"p{pnum[e.player]} sm")
        seen = len(events)

    flush_events()
    for p, action in hand.actions:
        k = action.kind
        if k == ActionKind.FOLD:
            out.append(f"p{pnum[p]} f")
        elif k in (ActionKind.CHECK, ActionKind.CALL):
            out.append(f"p{pnum[p]} cc")
        elif k == ActionKind.RAISE:
            out.append(f"p{pnum[p]} cbr {action.amount}")
        elif k == ActionKind.BRING_IN:
            out.append(f"p{pnum[p]} pb")
        elif k == ActionKind.DRAW:
            out.append(f"p{pnum[p]} sd {_cards(action.cards)}" if action.cards else f"p{pnum[p]} sd")
        h.apply(action)
        flush_events()
    return [a for a in out if a]

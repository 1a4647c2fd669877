"""Stacked decks for any variant, so rule tests know every card of every street."""

from __future__ import annotations

from poker_tui.engine import Action, Hand, Stakes, parse_cards
from poker_tui.engine.cards import deck as make_deck
from poker_tui.engine.games import default_stakes, get_variant
from poker_tui.engine.house_rules import RWS, HouseRules
from poker_tui.engine.variant import Variant

F, X, C, B = Action.fold(), Action.check(), Action.call(), Action.bring_in()
R = Action.raise_to


def stacked(variant: Variant, button: int, holes: list[str], board: str = "",
            out: dict[int, set[int]] | None = None, burns: bool = False) -> list[int]:
    """A deck dealing ``holes[p]`` (all of p's cards, in the order dealt) and ``board``.

    Streets deal as the engine does: each street's hole cards one at a time
    clockwise from the left of the button, then that street's board cards.
    ``out[street]`` names players no longer dealt in from that street on
    (they folded). Unnamed cards follow in deck order. With ``burns`` (a house that
    burns a card before each later stud street, 001 §12.3(a)) an unnamed card is left for
    each burn.
    """
    n = len(holes)
    cards = [parse_cards(h) for h in holes]
    taken = [0] * n
    board_cards = parse_cards(board) if board else []
    b = 0
    order: list[int] = []
    gone: set[int] = set()
    for i, s in enumerate(variant.streets):
        gone |= (out or {}).get(i, set())
        live = [(button + 1 + j) % n for j in range(n)]
        live = [p for p in live if p not in gone]
        if burns and i > 0 and (s.hole_down + s.hole_up or s.board):
            order.append(-1)  # the burn: filled with an unnamed card below
        for _ in range(s.hole_down + s.hole_up):
            for p in live:
                if taken[p] < len(cards[p]):
                    order.append(cards[p][taken[p]])
                    taken[p] += 1
        for _ in range(s.board):
            if b < len(board_cards):
                order.append(board_cards[b])
                b += 1
    named = [c for c in order if c >= 0]
    if len(set(named)) != len(named):
        raise ValueError("a card is dealt twice in this stacked deck")
    rest = [c for c in make_deck(variant.deck_size) if c not in named]
    for i, c in enumerate(order):
        if c < 0:
            order[i] = rest.pop()
    return order + rest


def hand_of(code: str, stacks: list[int], holes: list[str], board: str = "", button: int = 0,
            stakes: Stakes | None = None, house: HouseRules = RWS,
            out: dict[int, set[int]] | None = None, record: bool = True) -> Hand:
    v = get_variant(code)
    deck = stacked(v, button, holes, board, out, burns=house.burn_cards and v.bring_in)
    return Hand(v, stakes or default_stakes(v), stacks, button, house=house, deck=deck,
                record=record)


def play(hand: Hand, *actions: Action) -> Hand:
    for a in actions:
        hand.apply(a)
    return hand


def check_down(hand: Hand) -> Hand:
    """Check or call every decision (drawing nothing) until the hand ends."""
    while not hand.over:
        legal = hand.legal_actions()
        if legal.is_draw:
            hand.apply(Action.draw(()))
        elif legal.bring_in:
            hand.apply(B)
        elif not legal.can_fold and not legal.can_check:
            hand.apply(R(legal.min_raise_to))
        elif hand.phase == "over-blind":
            hand.apply(X)
        else:
            hand.apply(X if legal.can_check else C)
    return hand

"""A text picture of a hand, for ``render()``: every seat's cards, chips and options.

It is the picture of a watcher who sees every card (for debugging an agent), not any
seat's view; an agent learns from ``observe``, never from this.
"""

from __future__ import annotations

from ..engine.cards import format_cards
from ..engine.hand import Hand


def picture(hand: Hand, agents: list[str]) -> str:
    """The hand as a few lines of text."""
    street = hand.street_name or "Before the deal"
    lines = [f"{hand.variant.name} · {'hand over' if hand.over else street} · pot {hand.pot}"]
    if hand.board:
        lines.append(f"board: {format_cards(hand.board)}")
    width = max(len(a) for a in agents)
    for p, agent in enumerate(agents):
        cards = format_cards(hand.hole[p])
        if hand.variant.up_cards:  # stud: face-down cards in parentheses
            cards = " ".join(
                c if up else f"({c})" for c, up in zip(cards.split(), hand.hole_up[p], strict=True)
            )
        marks = []
        if p == hand.button:
            marks.append("button")
        if hand.folded[p]:
            marks.append("folded")
        elif hand.stacks[p] == 0 and not hand.over:
            marks.append("all-in")
        if hand.over and hand.net[p]:
            marks.append(f"{hand.net[p]:+d}")
        pointer = ">" if p == hand.to_act else " "
        lines.append(
            f"{pointer} {agent:<{width}}  stack {hand.stacks[p]:>6}  bet {hand.bets[p]:>5}"
            f"  [{cards}]  {' '.join(marks)}".rstrip()
        )
    if hand.log:
        _, p, kind, amount = hand.log[-1]
        lines.append(f"last: {agents[p]} {kind}{f' {amount}' if amount else ''}")
    return "\n".join(lines)

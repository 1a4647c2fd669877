"""The coach read out in plain mode: the numbers of ``session.coaching`` as a few sentences.

Why its own words: a screen reader reads a line at a time, so the plain table
says the coach's numbers as sentences (the table screen's panel lays them out
in columns instead). The numbers are worked out when asked (``o``, or at each
of your turns with ``play --plain --coach``): plain mode draws nothing while
they are, so there is no screen to keep moving.
"""

from __future__ import annotations

from ..session import TableState, coaching

SIZES = {"½ pot": "half the pot", "pot": "the pot"}
"""The coach's bet sizes as a screen reader should say them."""


def _pc(x: float) -> str:
    return "unknown" if x != x else f"{100 * x:.0f} percent"


def coach_words(state: TableState, variant: str) -> str:
    """The coach's numbers for the player at the keys, in sentences."""
    answer = coaching(state, variant)
    if answer is None:
        return "The coach has nothing to say now: you have no cards in play."
    advice = answer.advice
    if answer.ranges:
        said = [
            f"Coach: your equity is {_pc(advice.equity_vs_ranges)} against the ranges their"
            f" actions show, {_pc(advice.equity_vs_random)} against random hands."
        ]
    else:
        said = [
            f"Coach: your equity is {_pc(advice.equity_vs_random)} against random hands"
            " (ranges are read in hold'em only)."
        ]
    for o in answer.opponents:
        if answer.ranges and o.story:
            said.append(
                f"Against {o.name} alone {_pc(o.equity)}; {o.name} {o.story}:"
                f" about {100 * o.share:.0f} percent of hands."
            )
        else:
            said.append(f"Against {o.name} alone {_pc(o.equity)}.")
    if advice.outs:
        makes: dict[str, int] = {}
        for out in advice.outs:
            makes[out.makes] = makes.get(out.makes, 0) + 1
        said.append(
            f"{len(advice.outs)} outs: "
            + ", ".join(f"{n} to {what}" for what, n in makes.items())
            + "."
        )
    facing = state.facing
    if facing is not None and facing.to_call > 0 and not facing.is_draw:
        meets = "meets it" if advice.equity_vs_ranges >= advice.call_needs else "falls short"
        said.append(
            f"A call of {facing.to_call} needs {_pc(advice.call_needs)}; your equity {meets}."
        )
    elif answer.bets and not any(need for _, _, need in answer.bets):
        said.append("A bet pays even when called.")
    elif answer.bets:
        said.append(
            "A bet needs folds: "
            + ", ".join(
                f"{SIZES.get(label, label)} ({size}) {_pc(need)}"
                for label, size, need in answer.bets
            )
            + "."
        )
    return " ".join(said)

"""The table's status line as a function of the state drawn, so it reads the same whatever
draws it (the live table, a replay): whose turn and what it costs, the last hand's result,
who is thinking, who acts next."""

from __future__ import annotations

from collections.abc import Callable

from ..session import TableState, WaitKind


def status_line(
    state: TableState,
    between_hands: str | None,
    next_in: int | None,
    money: Callable[[int], str],
    words: Callable[[str], str],
) -> tuple[str, str]:
    """(kind, text): ``between_hands`` is the last hand's result until the next deal,
    ``next_in`` the seconds before the next hand deals by itself (None: it waits for N);
    ``money`` and ``words`` say amounts as the table shows them (chips or big blinds)."""
    facing = state.facing
    if facing is not None:
        who = state.name(facing.seat)
        named = state.shared and who.casefold() != "you"
        prefix = f"{who}, your turn: " if named else "Your turn: "
        best = f" · You have: {state.best_hand}" if state.best_hand else ""
        return "turn", prefix + facing.status(money) + best
    waiting = state.waiting_for == WaitKind.NEXT
    away = [f"Sitting out · {state.return_cost} · S to come back"] if state.sitting_out else []
    if between_hands or waiting:
        parts = ([words(between_hands)] if between_hands else []) + away
        if waiting and next_in is None:
            parts.append("Press N for the next hand")
        elif waiting and next_in is not None:
            parts.append(f"Next hand in {next_in} s · N deals now")
        return "result", " · ".join(parts)
    if state.thinking is not None:
        return "", " · ".join([*away, f"{state.name(state.thinking)} is thinking…"])
    if state.waiting_for == WaitKind.HANDOVER and state.waiting_seat is not None:
        return "", " · ".join([*away, f"{state.name(state.waiting_seat)} acts next"])
    return "", " · ".join(away)

"""The session is put together from parts (docs/architecture.md, "The session"): no mixins
that share attributes; each part a plain class that owns its state."""

from __future__ import annotations

import inspect

from poker_tui.session.game import GameSession
from tests.test_ui_support import PolicyBot, calls, config


def test_the_session_has_no_mixin_bases():
    assert GameSession.__bases__ == (object,)


def test_each_part_is_a_plain_class_of_its_own():
    session = GameSession(config(["You", "Ada"]), bots={1: PolicyBot(calls)})
    parts = {
        name: part
        for name, part in vars(session).items()
        if inspect.isclass(type(part)) and type(part).__module__.startswith("poker_tui.session.")
    }
    kinds = {type(p).__name__ for p in parts.values()}
    assert kinds >= {
        "Broadcast",
        "Roster",
        "Deal",
        "Waiting",
        "HotSeat",
        "BotSeats",
        "Pacer",
        "JournalWriter",
        "Inputs",
        "SeatChanges",
        "TurnLoop",
        "Ending",
    }
    for part in parts.values():
        assert type(part).__bases__ == (object,), f"{type(part).__name__} is a plain class"
    assert len({id(p) for p in parts.values()}) == len(parts), "one object per part"

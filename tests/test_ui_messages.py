"""Session events reach the screen as one Textual message per kind (docs/architecture.md,
"The seam"): every kind has its message, and the table screen an ``on_*`` method for each."""

from __future__ import annotations

import inspect

from textual.message import Message

import poker_tui.session.events as se
from poker_tui.ui import messages
from poker_tui.ui.messages import MESSAGES, SessionChanged, message_for
from poker_tui.ui.screens.table import TableScreen


def _kinds() -> list[type[se.SessionEvent]]:
    return [
        c
        for _, c in inspect.getmembers(se, inspect.isclass)
        if issubclass(c, se.SessionEvent) and c is not se.SessionEvent
    ]


def test_every_kind_of_session_event_has_its_own_message():
    kinds = _kinds()
    assert sorted(k.__name__ for k in MESSAGES) == sorted(k.__name__ for k in kinds)
    carriers = list(MESSAGES.values())
    assert len(set(carriers)) == len(carriers), "one message class per kind"
    assert all(issubclass(c, SessionChanged) and issubclass(c, Message) for c in carriers)


def test_the_table_screen_handles_each_message_by_its_own_method():
    missing = [
        c.__name__
        for c in MESSAGES.values()
        if not callable(getattr(TableScreen, c.handler_name, None))
    ]
    assert not missing, missing
    assert not hasattr(TableScreen, "on_session_changed"), "no catch-all handler"


def test_a_message_carries_its_event_state_and_number():
    event = se.BotThinking(2)
    m = message_for(event, state=None, seq=7)  # type: ignore[arg-type]
    assert isinstance(m, messages.BotThinks) and m.event is event and m.seq == 7

"""The stakes in force have one home per hand (docs/architecture.md, "One home per fact"):
each hand takes them from the table when dealt (``HandStart.stakes``), they may change
between hands, and the table's picture, the turn's ``Facing`` and the hand itself agree."""

from __future__ import annotations

import asyncio

from poker_tui.engine import events as ev
from poker_tui.engine.variant import Stakes
from poker_tui.session import GameSession
from poker_tui.session import events as se
from tests.test_session_game import human_calls
from tests.test_ui_support import PolicyBot, calls, config


async def test_stakes_change_between_hands_and_every_reader_follows():
    session = GameSession(
        config(["You", "Ada"], bots=[None, "random"], buy_in=400), bots={1: PolicyBot(calls)}
    )
    loop = asyncio.get_running_loop()
    seen: list[
        tuple[int, int, str, int, int]
    ] = []  # hand, state unit, stakes text, facing unit, hand's bb
    posted: dict[int, set[int]] = {}

    def on(e: se.SessionEvent) -> None:
        if isinstance(e, se.TableEvent) and isinstance(e.event, ev.ForcedBet):
            posted.setdefault(session.hand_no, set()).add(e.event.amount)
        if isinstance(e, se.HumanTurn):
            st = session.state()
            hand = session.hand
            assert hand is not None and st.facing is not None
            seen.append((st.hand_no, st.unit, st.stakes, st.facing.unit, hand.stakes.big_blind))
            loop.call_soon(lambda: session.submit(human_calls(e.facing)))
        elif isinstance(e, se.HandFinished):
            if e.hand_no == 1:
                assert session.set_stakes(Stakes(2, 4)) is None
                assert session.state().stakes == "1/2", "the hand shown keeps its own stakes"
            if e.hand_no == 2:
                loop.call_soon(session.close)
        elif isinstance(e, se.WaitingForNextHand):
            loop.call_soon(session.next_hand)

    session.subscribe(on)
    await asyncio.wait_for(session.run(), 20)
    first = {s for s in seen if s[0] == 1}
    second = {s for s in seen if s[0] == 2}
    assert first == {(1, 2, "1/2", 2, 2)}
    assert second == {(2, 4, "2/4", 4, 4)}
    assert posted[1] == {1, 2} and posted[2] == {2, 4}


def test_stakes_that_cannot_play_are_refused_in_a_sentence_and_change_nothing():
    session = GameSession(config(["You", "Ada"]), bots={1: PolicyBot(calls)})
    error = session.set_stakes(Stakes(1, 0))
    assert error is not None and error.endswith(".") and "\n" not in error
    assert session.table.stakes == Stakes(1, 2)
    assert session.state().stakes == "1/2"

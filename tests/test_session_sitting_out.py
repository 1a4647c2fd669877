"""A human sits out between hands and comes back paying the missed blinds (002 §5.7.3, 003)."""

from __future__ import annotations

from poker_tui.session import events as se
from poker_tui.session.game import GameSession
from tests.test_session_game import drive
from tests.test_ui_support import config


async def play(session: GameSession, plan: dict[int, str], hands: int) -> list[se.SessionEvent]:
    """Run ``hands`` hands; after hand k, do ``plan[k]`` ("out" or "back") for seat 0."""

    def follow_plan(e: se.SessionEvent) -> None:
        if isinstance(e, se.HandFinished):
            step = plan.get(e.hand_no)
            if step == "out":
                assert session.sit_out(0) is None
            elif step == "back":
                assert session.come_back(0) is None

    return await drive(session, hands, check=follow_plan)


def lines(events: list[se.SessionEvent]) -> list[str]:
    return [e.text for e in events if isinstance(e, se.LogLine)]


async def test_a_human_sits_out_while_the_bots_play_on_then_comes_back_and_posts():
    session = GameSession(config(["Ada", "Ben", "Cleo", "Dan"], seed=3))
    events = await play(session, {1: "out", 5: "back"}, 6)
    dealt = [e.seats for e in events if isinstance(e, se.HandStarting)]
    assert len(dealt) == 6
    assert all(0 not in d for d in dealt[1:5]) and 0 in dealt[0] and 0 in dealt[5]
    text = lines(events)
    assert "Ada sits out from the next hand" in text
    back = next(t for t in text if t.startswith("Ada is back"))
    assert "missed big blind 2" in back and "(003)" in back
    assert any("Ada posts the missed big blind 2" in t or "Ada posts the big blind 2" in t
               for t in text[text.index(back):])


async def test_sitting_out_is_refused_when_fewer_than_two_would_be_dealt_in():
    session = GameSession(config(["Ada", "Ben"], seed=3))
    assert session.sit_out(0) == "You cannot sit out: fewer than two players would be dealt in."
    assert not session.table.seats[0].sitting_out


async def test_bots_never_sit_out_and_only_a_player_sitting_out_comes_back():
    session = GameSession(config(["Ada", "Ben", "Cleo"], seed=3))
    assert session.sit_out(1) == "Only a seated human player can sit out."
    assert session.come_back(0) == "Only a player sitting out can come back."
    assert session.sit_out(0) is None
    assert session.sit_out(0) == "Ada is already sitting out."
    assert session.state().seats[0].sitting_out
    assert session.return_cost(0) == "Coming back costs nothing"

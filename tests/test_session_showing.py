"""Show or muck is the player's; all-in hands face up where the house says so; practice shows
the bots' mucked hands (docs/rules.md, "Show or muck")."""

from __future__ import annotations

from dataclasses import replace

from poker_tui.engine.actions import Action
from poker_tui.engine.cards import parse_cards
from poker_tui.session import events as se
from poker_tui.session.config import ShowHands
from poker_tui.session.game import GameSession
from tests.test_session_game import drive
from tests.test_ui_support import PolicyBot, calls, config, shoves, stacked


async def test_all_in_hands_are_turned_up_before_the_board_is_run_out():
    holes = {0: "KsKh", 1: "AsAd"}
    session = GameSession(config(["You", "Ada"]), bots={1: PolicyBot(shoves)},
                          deck_for_hand=stacked(holes, "2c7d9hJc3s"))
    session.all_in_face_up = True  # as the house profile says
    order: list[str] = []

    def check(e: se.SessionEvent) -> None:
        if isinstance(e, se.LogLine) and "no more betting" in e.text:
            order.append("up")
            state = session.state()
            assert all(c.card is not None and c.up for c in state.seats[1].cards)
        elif isinstance(e, se.TableEvent) and type(e.event).__name__ == "BoardDealt":
            order.append("board")

    await drive(session, 1, human=lambda f: Action.call(), check=check)
    assert order[0] == "up" and "board" in order, order


async def test_always_show_turns_your_mucked_hand_up_after_the_hand():
    holes = {0: "7c2d", 1: "AsAd"}
    cfg = replace(config(["You", "Ada"]), show_hands=ShowHands.SHOW)
    session = GameSession(cfg, bots={1: PolicyBot(calls)},
                          deck_for_hand=stacked(holes, "KcQd9h4s3s"))
    events = await drive(session, 1)
    said = [e.text for e in events if isinstance(e, se.LogLine)]
    assert "You muck" in said, "the engine mucks the beaten hand (002 §3.18.2(f))"
    assert said[-1] == "You show 7♣ 2♦ (after the hand)", "and you chose to show it"
    assert all(c.up for c in session.state().seats[0].cards)


def bets(facing):  # type: ignore[no-untyped-def]
    if facing.can_raise:
        return Action.raise_to(facing.legal.min_raise_to)
    return Action.check() if facing.can_check else Action.call()


async def test_practice_shows_the_bots_mucked_hands():
    holes = {0: "AsAd", 1: "7c2d"}
    cfg = replace(config(["You", "Ada"]), practice=True)
    session = GameSession(cfg, bots={1: PolicyBot(calls)},
                          deck_for_hand=stacked(holes, "KcQd9h4s3s"))
    events = await drive(session, 1, human=bets)  # you bet, so you show first; Ada mucks
    said = [e.text for e in events if isinstance(e, se.LogLine)]
    assert "Ada mucks" in said
    assert said[-1] == "Ada mucked 7♣ 2♦ (after the hand)"
    assert [c.card for c in session.state().seats[1].cards] == parse_cards("7c2d")  # face up

"""A faulty bot never stops the game (docs/architecture.md, "Bots and the referee"; issue 4 item 4).

A bot that raises, returns an illegal action or something that is not an
action, or runs out of time is checked (or folded when it cannot check, or
stands pat in a draw) for that decision; the fault is reported and the hand
goes on. A guard sits a bot out after repeated faults in a row.
"""

from __future__ import annotations

import asyncio
import time

import pytest

from poker_tui.bots_api import Action, PlayerView, SyncBot, make_bot, view_for
from poker_tui.engine import NLHE, Hand, Stakes
from poker_tui.engine.actions import ActionKind
from poker_tui.referee import Verdict, ask, ask_sync, check_legal
from poker_tui.session.guard import BotGuard


class Crashing(SyncBot):
    name = "crasher"

    def decide(self, view: PlayerView) -> Action:
        raise RuntimeError("division by zero in my strategy")


class Illegal(SyncBot):
    name = "cheat"

    def decide(self, view: PlayerView) -> Action:
        return Action.check() if view.legal.call else Action.call()


class NotAnAction(SyncBot):
    name = "confused"

    def decide(self, view: PlayerView) -> object:  # type: ignore[override]
        return "raise a lot"


class Sleepy(SyncBot):
    name = "sleepy"

    def decide(self, view: PlayerView) -> Action:
        time.sleep(0.4)
        return Action.call()


class Hanging:
    """An async bot that never answers."""

    name = "hanging"

    async def act(self, view: PlayerView) -> Action:
        await asyncio.sleep(3600)
        raise AssertionError("unreachable")


def new_hand(seed: int = 1, players: int = 2) -> Hand:
    return Hand(NLHE, Stakes(1, 2), [200] * players, 0, seed=seed)


async def play_hand(bots: list[object], time_limit: float, seed: int = 1) -> tuple[Hand, list[str]]:
    """Play one hand through the referee; return it and the faults reported."""
    hand = new_hand(seed, len(bots))
    faults: list[str] = []
    while not hand.over:
        view = view_for(hand)
        decision = await ask(bots[hand.to_act], view, time_limit, hand.raise_terms)
        if decision.fault:
            faults.append(decision.fault)
        assert check_legal(view, decision.action) is None
        hand.apply(decision.action)
    return hand, faults


@pytest.mark.parametrize("bad", [Crashing, Illegal, NotAnAction])
async def test_a_faulty_bot_is_checked_or_folded_and_the_hand_goes_on(bad) -> None:
    hand, faults = await play_hand([bad(seed=1), make_bot("station", seed=2)], time_limit=1.0)
    assert hand.over
    assert faults and all(f.startswith(bad.name) for f in faults)
    assert sum(hand.net) == -hand.rake


async def test_the_fallback_checks_when_free_and_folds_when_not() -> None:
    hand = new_hand()
    view = view_for(hand)  # the button (small blind) faces the big blind
    decision = await ask(Crashing(), view, 1.0, hand.raise_terms)
    assert decision.action.kind == ActionKind.FOLD
    assert "crashed: RuntimeError: division by zero" in (decision.fault or "")
    hand.apply(Action.call())
    view = view_for(hand)  # the big blind may check
    decision = await ask(Crashing(), view, 1.0, hand.raise_terms)
    assert decision.action.kind == ActionKind.CHECK


async def test_a_bot_that_runs_out_of_time_is_folded_and_the_game_goes_on() -> None:
    t0 = time.perf_counter()
    hand, faults = await play_hand([Sleepy(), make_bot("station", seed=2)], time_limit=0.05)
    assert hand.over
    assert faults == ["sleepy ran out of time (0.05 s)"]  # folded its first decision
    assert time.perf_counter() - t0 < 0.4  # nobody waited for the sleeper


async def test_a_hanging_async_bot_is_cancelled_at_the_time_limit() -> None:
    hand = new_hand()
    decision = await ask(Hanging(), view_for(hand), 0.05, hand.raise_terms)
    assert decision.fault == "hanging ran out of time (0.05 s)"
    assert decision.action.kind == ActionKind.FOLD


@pytest.mark.parametrize("bring_in", [3, 0])
async def test_stud_lowest_card_that_faults_brings_it_in_or_bets_001_12_2a(bring_in: int) -> None:
    """The lowest card showing may neither check nor fold (001 §12.2(a), §13.2(a)): a
    faulty bot there brings it in, or bets the minimum when the stakes have no bring-in."""
    from dataclasses import replace as dc_replace

    from poker_tui.engine import get_variant
    from poker_tui.session.config import default_stakes

    stud = get_variant("stud7")
    stakes = dc_replace(default_stakes(stud, 10), bring_in=bring_in)
    hand = Hand(stud, stakes, [200] * 3, 0, seed=4)
    view = view_for(hand)
    assert not view.legal.can_fold
    assert "fold where it must open" in (check_legal(view, Action.fold()) or "")
    decision = await ask(Crashing(), view, 1.0, hand.raise_terms)
    expected = ActionKind.BRING_IN if bring_in else ActionKind.RAISE
    assert decision.action.kind == expected
    hand.apply(decision.action)


def test_illegal_actions_are_named_in_a_sentence() -> None:
    hand = new_hand()
    view = view_for(hand)
    assert "illegal raise to 1" in (check_legal(view, Action.raise_to(1)) or "")
    assert "check facing a bet" in (check_legal(view, Action.check()) or "")
    assert "whole numbers" in (check_legal(view, Action(ActionKind.RAISE, 4.5)) or "")  # type: ignore[arg-type]
    assert check_legal(view, Action.call()) is None
    assert check_legal(view, Action.raise_to(view.legal.min_raise_to)) is None


def test_ask_sync_reports_the_same_faults_for_headless_callers() -> None:
    hand = new_hand()
    view = view_for(hand)
    terms = hand.raise_terms
    assert ask_sync(Crashing(), view, terms).fault.startswith("crasher crashed")  # type: ignore[union-attr]
    assert ask_sync(Illegal(), view, terms).fault == "cheat tried to check facing a bet of 1"
    ok = ask_sync(make_bot("station"), view, terms)
    assert ok == Verdict(Action.call())


async def test_a_guard_sits_a_bot_out_after_three_faults_in_a_row() -> None:
    guard = BotGuard(Crashing(), time_limit=1.0, max_faults=3)
    hand = new_hand()
    view = view_for(hand)
    for _ in range(3):
        decision = await guard.decide(view, hand.raise_terms)
        assert decision.action.kind == ActionKind.FOLD
    assert guard.sitting_out
    assert "sits out after 3 faults in a row" in (guard.last_fault or "")
    decision = await guard.decide(view, hand.raise_terms)
    assert decision.fault == "crasher is sitting out"
    guard.sit_in()
    assert not guard.sitting_out


async def test_a_good_decision_resets_the_count_of_faults_in_a_row() -> None:
    class Flaky(SyncBot):
        name = "flaky"
        calls = 0

        def decide(self, view: PlayerView) -> Action:
            self.calls += 1
            if self.calls % 2:
                raise ValueError("odd")
            return Action.call()

    guard = BotGuard(Flaky(), time_limit=1.0, max_faults=2)
    hand = new_hand()
    view = view_for(hand)
    for _ in range(6):
        await guard.decide(view, hand.raise_terms)
    assert not guard.sitting_out
    assert len(guard.faults) == 3

"""Helpers for the session and UI tests: scripted bots, stacked decks, waiting on the app.

(No tests here; the name only keeps the file with the UI tests.)
"""

from __future__ import annotations

import asyncio
from collections.abc import Callable

from poker_tui.bots_api import PlayerView, SyncBot
from poker_tui.engine.actions import Action
from poker_tui.engine.variant import Stakes
from poker_tui.session.config import GameConfig, Pace, SeatConfig
from poker_tui.session.game import DeckSource, GameSession
from tests.conftest import stacked_deck


class PolicyBot(SyncBot):
    """A bot that is one function of the view, for scripted games."""

    name = "policy"

    def __init__(self, policy: Callable[[PlayerView], Action], name: str = "policy") -> None:
        super().__init__(seed=0)
        self.policy = policy
        self.name = name

    def decide(self, view: PlayerView) -> Action:
        return self.policy(view)


def calls(view: PlayerView) -> Action:
    """Check when free, else call (a calling station)."""
    if view.legal.draw_max:
        return Action.draw(())
    return Action.check() if view.legal.can_check else Action.call()


def shoves(view: PlayerView) -> Action:
    """All-in at every chance."""
    if view.legal.max_raise_to:
        return Action.raise_to(view.legal.max_raise_to)
    return calls(view)


def folds(view: PlayerView) -> Action:
    return Action.check() if view.legal.can_check else Action.fold()


def stacked(holes: dict[int, str], board: str = "") -> DeckSource:
    """A deck source dealing ``holes[seat]`` to each seat and then ``board``."""

    def source(hand_no: int, button_seat: int, seats: list[int]) -> list[int]:
        filler = ["2c3c", "2d3d", "2h3h", "2s3s", "4c5c", "4d5d", "4h5h", "4s5s", "6c7c", "6d7d"]
        cards = [holes.get(s, filler[i]) for i, s in enumerate(seats)]
        return stacked_deck(len(seats), seats.index(button_seat), cards, board)

    return source


def config(names: list[str], bots: list[str | None] | None = None, *, seed: int = 7,
           stacks: list[int | None] | None = None, next_hand: str = "key",
           variant: str = "nlhe", stakes: Stakes | None = None, buy_in: int = 200,
           house: str = "rws") -> GameConfig:
    bots = bots if bots is not None else [None] + ["random"] * (len(names) - 1)
    stacks = stacks or [None] * len(names)
    seats = tuple(SeatConfig(n, b, s) for n, b, s in zip(names, bots, stacks, strict=True))
    return GameConfig(seats=seats, variant=variant, stakes=stakes or Stakes(1, 2), buy_in=buy_in,
                      pace=Pace.instant(), next_hand=next_hand, seed=seed, house=house)


def session_of(app) -> GameSession:  # type: ignore[no-untyped-def]
    screen = app.table_screen
    assert screen is not None, "no table on screen"
    return screen.session


class _Changes:
    """Counts the session's events (each one a ``SessionChanged`` message to the screen)."""

    def __init__(self) -> None:
        self.count = 0
        self.event = asyncio.Event()

    def __call__(self, _e: object) -> None:
        self.count += 1
        self.event.set()


def _changes(app) -> _Changes | None:  # type: ignore[no-untyped-def]
    screen = app.table_screen
    if screen is None:
        return None
    session = screen.session
    watch = getattr(session, "_test_changes", None)
    if watch is None:
        watch = _Changes()
        session._test_changes = watch
        session.subscribe(watch)
    return watch


async def until(pilot, condition: Callable[[], bool], timeout: float = 30.0,  # type: ignore[no-untyped-def]
                what: str = "the condition") -> None:
    """Let the app work until ``condition()`` holds: after each idle point, wait for the
    session's next event (its next message to the screen). ``timeout`` only keeps a broken
    test from hanging; nothing is timed."""
    give_up = asyncio.get_running_loop().time() + timeout
    while True:
        if condition():
            return
        watch = _changes(pilot.app)
        seen = watch.count if watch is not None else -1
        await pilot.pause()  # the screen handles what came, dialogs open
        if condition():
            return
        watch = _changes(pilot.app)
        if watch is None and asyncio.get_running_loop().time() > give_up:
            raise AssertionError(f"the app stopped before {what}")  # no session: no events
        if watch is None or watch.count != seen:
            continue  # something happened while the app worked: look again
        watch.event.clear()
        try:
            await asyncio.wait_for(watch.event.wait(), timeout)
        except TimeoutError:
            raise AssertionError(f"the session stopped before {what}") from None


async def waiting_for(pilot, kind: str, timeout: float = 30.0) -> GameSession:  # type: ignore[no-untyped-def]
    """Until the session waits for the UI (``action``, ``next``, ``handover``, ``bust``)."""
    await until(pilot, lambda: caught_up(pilot.app) and session_of(pilot.app).waiting_for == kind,
                timeout, f"the session to wait for {kind}")
    return session_of(pilot.app)


def caught_up(app) -> bool:  # type: ignore[no-untyped-def]
    """The table screen has handled every message the session sent it."""
    screen = app.table_screen
    return screen is not None and screen.handled_seq == screen.bridge.seq


async def act(pilot, key: str) -> None:  # type: ignore[no-untyped-def]
    """What ``key`` does on the screen now, run as its binding's action (a key press
    without the Pilot's wait for the whole process to go idle, for tests of many hands)."""
    active = pilot.app.screen.active_bindings.get(key)
    if active is None:
        await pilot.press(key)
        return
    await pilot.app.run_action(active.binding.action, active.node)


async def all_in(pilot) -> None:  # type: ignore[no-untyped-def]
    """A, and Y when the table asks first (no and pot limit)."""
    from poker_tui.ui.screens.dialogs import ConfirmDialog

    await pilot.press("a")
    await pilot.pause()
    if isinstance(pilot.app.screen, ConfirmDialog):
        await pilot.press("y")


def log_text(app) -> list[str]:  # type: ignore[no-untyped-def]
    from poker_tui.ui.widgets.hand_log import HandLog

    return app.table_screen.query_one(HandLog).lines_text

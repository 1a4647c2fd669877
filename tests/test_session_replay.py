"""The table's view is a function of data (docs/architecture.md, "The view function"):
every step of saved hands, rebuilt from the journal alone with no ``GameSession``, gives
exactly the ``TableState`` a live Pilot game drew, and the state of every other viewer."""

from __future__ import annotations

import random

import pytest

from poker_tui.bots_api import PlayerView
from poker_tui.engine.actions import Action
from poker_tui.engine.games import get_variant
from poker_tui.session import GameConfig, TableState, default_stakes
from poker_tui.session import events as se
from poker_tui.session.replay import EVENT, HANDOVER, TURN, saved_steps
from poker_tui.session.saves import SavedGames
from poker_tui.store.journal import Journal, default_path
from poker_tui.ui.app import PokerApp
from poker_tui.ui.messages import HandoverNeeded, SessionChanged, TableMoved, YourTurn
from poker_tui.ui.screens.dialogs import BustDialog, ConfirmDialog, NoticeDialog
from poker_tui.ui.screens.privacy import PrivacyScreen
from tests.test_ui_support import PolicyBot, act, config, until

KIND = {TableMoved: EVENT, HandoverNeeded: HANDOVER, YourTurn: TURN}
HANDS = 3


def lively(seed: int):  # type: ignore[no-untyped-def]
    """Mostly calls; sometimes raises or folds, so bets, folds and side pots happen."""
    rng = random.Random(seed)

    def policy(view: PlayerView) -> Action:
        legal = view.legal
        if legal.draw_max:
            return Action.draw(tuple(view.hole[:1])) if rng.random() < 0.5 else Action.draw(())
        r = rng.random()
        if r < 0.15 and legal.max_raise_to:
            return Action.raise_to(legal.min_raise_to)
        if r < 0.25 and legal.can_fold and not legal.can_check:
            return Action.fold()
        if legal.bring_in:
            return Action.bring_in()
        return Action.check() if legal.can_check else Action.call()

    return policy


async def play_live(
    cfg: GameConfig, bots: dict[int, object], hands: int, seed: int
) -> tuple[list, list, int]:  # type: ignore[type-arg]
    """Play ``hands`` hands with the keys, journaled; the states drawn (from the messages)
    and, for each step, every viewer's state as the live session had it."""
    rng = random.Random(seed)
    drawn: list[tuple[str, int | None, TableState]] = []
    per_viewer: list[dict[int | None, TableState]] = []
    saves = SavedGames(Journal(default_path()))
    session = saves.new(cfg, bots=bots)
    viewers = [None, *cfg.humans]

    def listen(e: se.SessionEvent) -> None:
        if isinstance(e, (se.TableEvent, se.PrivacyNeeded, se.HumanTurn)):
            per_viewer.append({v: session.state_for(v) for v in viewers})

    session.subscribe(listen)
    seen: set[int] = set()

    def hook(message: object) -> None:  # each message once (the hook may hear it twice)
        if (
            isinstance(message, SessionChanged)
            and type(message) in KIND
            and message.seq not in seen
        ):
            seen.add(message.seq)
            seat = getattr(message.event, "seat", None)
            drawn.append((KIND[type(message)], seat, message.state))

    app = PokerApp(cfg, session=session, saves=saves, misclick_guard=0)
    async with app.run_test(size=(120, 40), message_hook=hook) as pilot:
        await until(pilot, lambda: app.table_screen is not None)

        def ready() -> bool:
            if isinstance(app.screen, (PrivacyScreen, ConfirmDialog, BustDialog, NoticeDialog)):
                return True
            return session.over or session.waiting_for in ("action", "next")

        for _ in range(60 * hands):
            await until(pilot, ready, what="a question for the players")
            await pilot.pause()
            screen = app.screen
            if session.over or isinstance(screen, NoticeDialog) or session.hand_no > hands:
                break
            if isinstance(screen, PrivacyScreen):
                await act(pilot, "enter")
            elif isinstance(screen, ConfirmDialog):
                await act(pilot, "y")
            elif isinstance(screen, BustDialog):
                await act(pilot, "r")
            elif session.waiting_for == "next":
                await act(pilot, "n")
            elif session.waiting_for == "action":
                facing = session.facing
                if facing is not None and facing.is_draw:
                    keys = ["1", "d"] if rng.random() < 0.5 else ["d"]
                else:
                    keys = [rng.choices(["c", "f", "r"], [75, 10, 15])[0]]
                for key in keys:
                    await act(pilot, key)
                if app.table_screen is not None and app.table_screen.raise_panel.is_open:
                    await act(pilot, "enter")  # the amount offered: the minimum
            await pilot.pause()
        session_id = session.session_id
    assert session_id is not None
    return drawn, per_viewer, session_id


def check_rebuilt(drawn, per_viewer, session_id: int) -> int:  # type: ignore[no-untyped-def]
    journal = Journal.reader(default_path())
    assert journal is not None
    try:
        steps = list(saved_steps(journal, session_id))
    finally:
        journal.close()
    hands = {s.hand_no for s in steps}
    assert len(hands) >= 2, "at least two hands were played to the end"
    live = [d for d in drawn if d[2].hand_no in hands]
    live_views = [v for v in per_viewer if v[None].hand_no in hands]
    assert len(steps) == len(live) == len(live_views)
    for i, (step, (kind, seat, state), views) in enumerate(
        zip(steps, live, live_views, strict=True)
    ):
        where = f"hand #{step.hand_no}, step {i} ({kind})"
        assert (step.kind, step.seat) == (kind, seat if kind != EVENT else None), where
        assert step.drawn == state, f"{where}: the state drawn"
        assert step.states == views, f"{where}: a viewer's state"
    return len(steps)


GAMES = [("nlhe", 3), ("plo", 3), ("stud7", 3), ("draw", 3)]


@pytest.mark.parametrize(("code", "players"), GAMES, ids=[g for g, _ in GAMES])
async def test_every_drawn_state_is_rebuilt_from_the_journal_alone(code: str, players: int):
    variant = get_variant(code)
    names = ["You", "Ada", "Ben"][:players]
    cfg = config(
        names,
        [None] + ["random"] * (players - 1),
        variant=code,
        seed=5,
        stakes=default_stakes(variant, 2),
        buy_in=400,
    )
    bots = {i: PolicyBot(lively(i)) for i in range(1, players)}
    drawn, per_viewer, sid = await play_live(cfg, bots, HANDS, seed=1)
    assert check_rebuilt(drawn, per_viewer, sid) > 10


async def test_hot_seat_states_are_rebuilt_for_each_human_and_for_nobody():
    """Two hands (each turn behind a privacy screen takes longer to play than a turn)."""
    cfg = config(["Ann", "Bob", "Cy"], [None, None, "random"], seed=9, buy_in=400)
    drawn, per_viewer, sid = await play_live(cfg, {2: PolicyBot(lively(2))}, 2, seed=2)
    assert any(kind == HANDOVER for kind, _, _ in drawn), "the keyboard changed hands"
    assert {s.viewer for _, _, s in drawn} >= {None, 0, 1}, "drawn for each human and nobody"
    assert check_rebuilt(drawn, per_viewer, sid) > 10

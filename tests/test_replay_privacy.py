"""Hot seat, replayed: no replayed frame shows one human another human's hidden cards.

The rule of tests/test_ui_privacy.py, held to the replayer: a saved hot-seat game
is replayed for each of its humans in turn (``SavedHands.replay``), and every step's
``TableState`` and log, and every frame the replay screen paints, may show another
human's hole card only once it was public: dealt face up (stud) or shown at the
showdown (docs/architecture.md, "The view function"). The public cards are read
from the engine's own record of the hand, not from the states checked.
"""

from __future__ import annotations

import pytest

from poker_tui.engine import events as ev
from poker_tui.engine.cards import CARDS
from poker_tui.engine.games import get_variant
from poker_tui.session import GameSession, SavedHands
from poker_tui.session.config import default_stakes
from poker_tui.store import Journal, default_path
from poker_tui.ui.app import PokerApp
from poker_tui.ui.screens.replay import ReplayScreen
from poker_tui.ui.widgets.table_view import TableView
from tests.test_session_game import drive
from tests.test_ui_privacy import card_texts, lively, varied
from tests.test_ui_support import PolicyBot, config, until

GAMES = ("nlhe", "plo", "stud7", "draw")  # hold'em, Omaha, stud, draw
HANDS = 6


async def hot_seat_game(game: str, humans: int, seed: int) -> int:
    """A hot-seat game with bots, journaled: its id."""
    names = ["Alice", "Bob", "Cleo", "Dev"]
    bots = [None] * humans + ["random"] * (4 - humans)
    stakes = None if game == "nlhe" else default_stakes(get_variant(game), 2)
    session = GameSession(
        config(names, bots, seed=seed, variant=game, stakes=stakes),
        bots={i: PolicyBot(lively(seed + i)) for i in range(humans, 4)},
        journal=Journal(default_path()),
    )
    await drive(session, HANDS, human=varied(seed))
    assert session.session_id is not None
    return session.session_id


def forbidden(replay, viewer: int) -> dict[int, str]:  # type: ignore[no-untyped-def]
    """Each other human's hole card that never became public: card -> its owner."""
    hand = replay.record.hand
    order = [p.seat for p in replay.record.players]
    public: set[int] = set()
    for e in hand.events:
        if isinstance(e, ev.HandShown):
            public.update(e.cards)
        elif isinstance(e, ev.CardsDealt):
            public.update(c for c, up in zip(e.cards, e.up, strict=True) if up)
    humans = [seat for seat, _ in replay.game.humans]
    return {
        c: replay.record.players[p].name
        for p, seat in enumerate(order)
        if seat in humans and seat != viewer
        for c in hand.hole[p]
        if c not in public
    }


def leaks_in(replay, viewer: int) -> list[str]:  # type: ignore[no-untyped-def]
    bad = forbidden(replay, viewer)
    found = []
    for i, step in enumerate(replay.steps):
        state = step.states[viewer]
        where = f"hand #{replay.hand.hand_no} step {i}"
        found += [
            f"{bad[c.card]}'s {CARDS[c.card]} in the state, {where}"
            for s in state.seats
            for c in s.cards
            if c.card in bad
        ]
        log = " ".join(line.text for line in replay.log(i))
        found += [
            f"{owner}'s {CARDS[c]} in the log, {where}"
            for c, owner in bad.items()
            if any(t in log for t in card_texts(c))
        ]
    return found


@pytest.mark.parametrize("humans", [2, 3])
@pytest.mark.parametrize("game", GAMES)
async def test_no_replayed_state_shows_a_human_another_humans_hidden_cards(game, humans):
    sid = await hot_seat_game(game, humans, seed=700 + 7 * humans + GAMES.index(game))
    source = SavedHands()
    (entry,) = [g for g in source.games() if g.session_id == sid]
    assert entry.shared
    leaks, own, checked = [], 0, 0
    for hand in source.hands(entry):
        for viewer in range(humans):
            replay = source.replay(entry, hand.hand_no, viewer)
            leaks += leaks_in(replay, viewer)
            checked += len(replay.steps)
            seats = [p.seat for p in replay.record.players]
            if viewer in seats:  # the viewer does see their own cards
                mine = set(replay.record.hand.hole[seats.index(viewer)])
                own += any(
                    c.card in mine
                    for i in range(len(replay.steps))
                    for c in replay.state(i).seats[viewer].cards
                )
    assert checked > 50 and own > 0
    assert not leaks, leaks[:6]


async def test_no_frame_the_replay_paints_shows_another_humans_hidden_cards(monkeypatch):
    """The same, on every frame the replay screen paints, stepping a hand for Bob (a few
    seconds: each step is a frame painted; the states of every hand are checked above)."""
    sid = await hot_seat_game("nlhe", 2, seed=31)
    source = SavedHands()
    (entry,) = [g for g in source.games() if g.session_id == sid]
    hands = [h for h in source.hands(entry) if forbidden(source.replay(entry, h.hand_no, 1), 1)]
    hands = hands[:1]  # a hand where Alice kept a card hidden from Bob
    frames: list[tuple[int, set[int], str]] = []  # (hand, cards painted face up, the text)
    paint = TableView.paint
    screen = ReplayScreen(source, entry, hands, 0, 1, locked=True)

    def spy(view: TableView):  # type: ignore[no-untyped-def]
        canvas = paint(view)
        frames.append((screen.index, set(view.drawn_cards), canvas.plain()))
        return canvas

    monkeypatch.setattr(TableView, "paint", spy)
    app = PokerApp()
    async with app.run_test(size=(80, 24)) as pilot:
        await until(pilot, lambda: app.screen is not None)
        app.push_screen(screen)
        await until(pilot, lambda: screen.replay is not None)
        bad: dict[int, dict[int, str]] = {}
        for n in range(len(hands)):
            bad[n] = forbidden(screen.replay, 1)
            for _ in range(len(screen.replay.steps)):
                await pilot.press("right")
                await pilot.pause()
            if n + 1 < len(hands):
                await pilot.press("n")
                await until(pilot, lambda n=n: screen.index == n + 1)
    assert len(frames) > 20 and any(bad.values())
    leaks = [(n, c) for n, cards, _ in frames for c in cards & set(bad[n])]
    leaks += [
        (n, c) for n, _, text in frames for c in bad[n] if any(t in text for t in card_texts(c))
    ]
    assert not leaks, "a hidden card of Alice's was painted"

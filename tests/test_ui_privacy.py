"""Hot seat: two humans share the keyboard; neither ever sees the other's hidden cards.

A scripted two-human hand is played from key presses while every frame the
app renders is captured and searched for the hidden cards of each human who
is not at the keys. Cards count as public once shown at showdown.
"""

from __future__ import annotations

import io

from rich.console import Console

from poker_tui.engine import events as ev
from poker_tui.engine.cards import CARDS, RANK_CHARS, SUIT_SYMBOLS
from poker_tui.session import events as se
from poker_tui.ui.app import PokerApp
from poker_tui.ui.screens.privacy import PrivacyScreen
from poker_tui.ui.widgets.table_view import TableView
from tests.test_ui_support import PolicyBot, calls, config, session_of, until, waiting_for


def card_texts(card: int) -> set[str]:
    """Every way a card is written on screen: A♠, 10♠ and (tiny cards) T♠."""
    suit = SUIT_SYMBOLS[card & 3]
    return {CARDS[card].symbol, RANK_CHARS[card >> 2] + suit}


class Spy:
    """Captures each frame the app displays and each card the table paints face up."""

    def __init__(self, app: PokerApp) -> None:
        self.app = app
        self.frames = 0
        self.leaks: list[str] = []
        self.public: set[int] = set()
        original = app._display

        def display(screen, renderable):  # type: ignore[no-untyped-def]
            original(screen, renderable)
            self.check_frame()

        app._display = display  # type: ignore[method-assign]
        paint = TableView.paint

        def spy_paint(view: TableView):  # type: ignore[no-untyped-def]
            canvas = paint(view)
            self.check_cards(view.drawn_cards, "painted on the table")
            return canvas

        TableView.paint = spy_paint  # type: ignore[method-assign]
        self.restore = lambda: setattr(TableView, "paint", paint)

    def forbidden(self) -> dict[int, str]:
        """Hidden cards of every human who is not at the keys: card -> owner."""
        screen = self.app.table_screen
        if screen is None or screen.session.hand is None:
            return {}
        session = screen.session
        holder = session.hotseat.holder
        out = {}
        for p, seat in enumerate(session.order):
            if seat in session.hotseat.humans and seat != holder:
                for c in session.hand.hole[p]:
                    if c not in self.public:
                        out[c] = session.name(seat)
        return out

    def check_cards(self, cards: set[int], where: str) -> None:
        for c, owner in self.forbidden().items():
            if c in cards:
                self.leaks.append(f"{owner}'s {CARDS[c]} {where}")

    def check_frame(self) -> None:
        self.frames += 1
        app = self.app
        width, height = app.size
        console = Console(width=width, height=height, file=io.StringIO(), record=True,
                          force_terminal=True, color_system="truecolor", legacy_windows=False)
        console.print(app.screen._compositor.render_update(full=True))
        text = console.export_text()
        for c, owner in self.forbidden().items():
            for written in card_texts(c):
                if written in text:
                    self.leaks.append(f"{owner}'s {written} in frame {self.frames}"
                                      f" ({type(app.screen).__name__})")

    def on_event(self, e: se.SessionEvent) -> None:
        if isinstance(e, se.TableEvent) and isinstance(e.event, ev.HandShown):
            self.public.update(e.event.cards)


async def test_two_humans_never_see_each_others_hidden_cards():
    app = PokerApp(config(["Alice", "Bob", "Cleo"], [None, None, "random"], seed=21),
                   bots={2: PolicyBot(calls)}, misclick_guard=0)
    spy = Spy(app)
    try:
        async with app.run_test(size=(120, 40)) as pilot:
            await until(pilot, lambda: app.table_screen is not None)
            session_of(app).subscribe(spy.on_event)
            privacy_screens = 0
            turns = {0: 0, 1: 0}
            for _ in range(60):
                await until(pilot, lambda: session_of(app).waiting_for is not None)
                session = session_of(app)
                kind = session.waiting_for
                if kind == "handover":
                    await until(pilot, lambda: isinstance(app.screen, PrivacyScreen))
                    privacy_screens += 1
                    assert app.screen.player == session.name(session.waiting_seat)
                    await pilot.press("enter")
                elif kind == "action":
                    turns[session.waiting_seat] += 1
                    await pilot.pause()
                    await pilot.press("c")
                elif kind == "next":
                    break
                await pilot.pause()
            await waiting_for(pilot, "next")
            assert turns[0] >= 2 and turns[1] >= 2, "both humans acted on several streets"
            assert privacy_screens >= 2
            assert spy.frames > 20
    finally:
        spy.restore()
    assert not spy.leaks, spy.leaks[:5]


async def test_the_privacy_screen_names_the_next_player_and_hides_the_table():
    app = PokerApp(config(["Alice", "Bob"], [None, None], seed=3), misclick_guard=0)
    async with app.run_test(size=(80, 24)) as pilot:
        await until(pilot, lambda: isinstance(app.screen, PrivacyScreen))
        screen = app.screen
        assert screen.player in ("Alice", "Bob")
        text = " ".join(str(w.render()) for w in screen.query("Static"))
        assert f"Pass the keyboard to {screen.player}" in text
        state = session_of(app).state()
        assert state.viewer is None
        assert all(c.card is None for s in state.seats for c in s.cards)


async def test_the_frame_spy_does_catch_a_leak(monkeypatch):
    """The scan above is not vacuous: a table that shows every card is caught."""
    from poker_tui.session.model import TableModel

    original = TableModel.snapshot

    def leaky(self, viewer, hero):  # type: ignore[no-untyped-def]
        saved = [s.shown for s in self.seats]
        for s in self.seats:
            s.shown = s.shown or s.dealt_in  # as if every hand were face up
        try:
            return original(self, viewer, hero)
        finally:
            for s, was in zip(self.seats, saved, strict=True):
                s.shown = was

    monkeypatch.setattr(TableModel, "snapshot", leaky)
    app = PokerApp(config(["Alice", "Bob", "Cleo"], [None, None, "random"], seed=21),
                   bots={2: PolicyBot(calls)}, misclick_guard=0)
    spy = Spy(app)
    try:
        async with app.run_test(size=(120, 40)) as pilot:
            await until(pilot, lambda: app.table_screen is not None
                        and session_of(app).waiting_for is not None)
            await pilot.pause()
    finally:
        spy.restore()
    assert spy.leaks

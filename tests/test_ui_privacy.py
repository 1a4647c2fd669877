"""Hot seat: no human ever sees another human's hidden cards, as a property of many hands.

The rule (docs/architecture.md, "The view function"): with two or more humans, a
human's hidden cards may be shown only from the Enter on that human's privacy
screen until their action is taken; every hand starts with nobody at the keys;
a folded or mucked hand is never drawn; cards shown at showdown (or turned face
up) are everyone's. Seeded hot-seat games of every game family, two and three
humans with bots, are played from key presses at zero pace, and after every
session event (each one a message to the screen) the ``TableState`` is
checked, and every frame the table paints, and the log's rows.

Each leak is named by the way it happens, the three of issue 17: "after the
action" (the cards stay up while others act), "folded or mucked" (a dead hand
drawn), "new hand" (the last holder's new cards up before their privacy screen).
"""

from __future__ import annotations

import random

import pytest

from poker_tui.bots_api import PlayerView
from poker_tui.engine import events as ev
from poker_tui.engine.actions import Action
from poker_tui.engine.cards import CARDS, RANK_CHARS, SUIT_SYMBOLS
from poker_tui.session import events as se
from poker_tui.session.game import GameSession
from poker_tui.ui.app import PokerApp
from poker_tui.ui.screens.dialogs import BustDialog, ConfirmDialog, NoticeDialog
from poker_tui.ui.screens.privacy import PrivacyScreen
from poker_tui.ui.widgets.hand_log import HandLog
from poker_tui.ui.widgets.table_view import TableView
from tests.test_ui_support import PolicyBot, act, config, session_of, until

GAMES = ("nlhe", "plo", "manila2", "stud7", "draw")  # every family: holdem, omaha, manila, stud, draw
HANDS = 2  # per case at the table (drawing costs); 25 per case on the state alone, below


def card_texts(card: int) -> set[str]:
    """Every way a card is written on screen: A♠, 10♠ and (tiny cards) T♠."""
    suit = SUIT_SYMBOLS[card & 3]
    return {CARDS[card].symbol, RANK_CHARS[card >> 2] + suit}


def lively(seed: int):  # type: ignore[no-untyped-def]
    """A bot that mostly calls, sometimes folds or shoves: folds, mucks and all-ins happen."""
    rng = random.Random(seed)

    def policy(view: PlayerView) -> Action:
        legal = view.legal
        if legal.draw_max:
            return Action.draw(())
        r = rng.random()
        if r < 0.08 and legal.max_raise_to:
            return Action.raise_to(legal.max_raise_to)
        if r < 0.2 and legal.can_fold and not legal.can_check:
            return Action.fold()
        if legal.bring_in and not legal.can_fold:
            return Action.bring_in()
        return Action.check() if legal.can_check else Action.call()

    return policy


class Watch:
    """Checks the state after every session event and every frame the table paints."""

    def __init__(self, app: PokerApp) -> None:
        self.app = app
        self.leaks: list[str] = []
        self.kinds: set[str] = set()
        self.states = 0
        self.frames = 0
        self.public: set[int] = set()
        self.acted: set[int] = set()  # humans who acted this hand

    # ------------------------------------------------------------ the rule
    def session(self):  # type: ignore[no-untyped-def]
        return self.app.start_session

    def allowed(self) -> int | None:
        """The one human whose hidden cards may be on screen now, if any."""
        s = self.session()
        if not s.hotseat.shared:
            return s.hero
        return s.waiting_seat if s.waiting_for == "action" else None

    def forbidden(self) -> dict[int, tuple[int, str]]:
        """Hidden cards of every human but the allowed one: card -> (seat, owner)."""
        s = self.session()
        if s is None or s.hand is None:
            return {}
        allowed = self.allowed()
        out = {}
        for p, seat in enumerate(s.order):
            if seat in s.hotseat.humans and seat != allowed:
                for c in s.hand.hole[p]:
                    if c not in self.public:
                        out[c] = (seat, s.name(seat))
        return out

    def leak(self, card: int, seat: int, owner: str, where: str) -> None:
        s = self.session()
        m = s.model.seats[seat]
        if m.folded or m.mucked:
            kind = "folded or mucked"
        elif seat not in self.acted:
            kind = "new hand"
        else:
            kind = "after the action"
        self.kinds.add(kind)
        self.leaks.append(f"{kind}: {owner}'s {CARDS[card]} {where} (hand {s.hand_no})")

    # ---------------------------------------------------------- the checks
    def on_event(self, e: se.SessionEvent) -> None:
        s = self.session()
        if isinstance(e, se.HandStarting):
            self.public = set()
            self.acted = set()
        elif isinstance(e, se.TableEvent):
            if isinstance(e.event, ev.HandShown):
                self.public.update(e.event.cards)
            elif isinstance(e.event, ev.CardsDealt):
                self.public.update(c for c, up in zip(e.event.cards, e.event.up, strict=True) if up)
            elif isinstance(e.event, (ev.PlayerActed, ev.CardsDrawn)) and e.seat is not None:
                self.acted.add(e.seat)
        for i, m in enumerate(getattr(s.model, "seats", [])):  # hands turned face up
            if getattr(m, "shown", False) and i in s.order:
                self.public.update(s.hand.hole[s.order.index(i)])
        self.check_state(s.state(), f"in the state after {type(e).__name__}")
        if isinstance(e, se.LogLine):
            self.check_text(e.text, "in the log")

    def check_state(self, state, where: str) -> None:  # type: ignore[no-untyped-def]
        self.states += 1
        bad = self.forbidden()
        for seat in state.seats:
            for view in seat.cards:
                if view.card in bad:
                    self.leak(view.card, *bad[view.card], where)

    def check_text(self, text: str, where: str) -> None:
        for c, (seat, owner) in self.forbidden().items():
            if any(t in text for t in card_texts(c)):
                self.leak(c, seat, owner, where)

    def check_paint(self, view: TableView, plain: str) -> None:
        self.frames += 1
        bad = self.forbidden()
        for c in view.drawn_cards & set(bad):
            self.leak(c, *bad[c], "painted on the table")
        self.check_text(plain, "in the table's frame")


async def play(app: PokerApp, watch: Watch, hands: int, seed: int,
               size: tuple[int, int] = (120, 40)) -> None:
    rng = random.Random(seed)
    async with app.run_test(size=size) as pilot:
        await until(pilot, lambda: app.table_screen is not None)
        session = session_of(app)

        def ready() -> bool:
            screen = app.screen
            if isinstance(screen, (PrivacyScreen, ConfirmDialog, BustDialog, NoticeDialog)):
                return True
            return session.over or session.waiting_for in ("action", "next")

        for _ in range(40 * hands):
            await until(pilot, ready, what="a question for the players")
            await pilot.pause()
            screen = app.screen
            log = app.table_screen.query_one(HandLog) if app.table_screen else None
            if log is not None:  # the rows of this hand (earlier hands' cards are other deals)
                rows = [r.text for r in log.lines]
                title = f"Hand #{session.hand_no} "
                start = [i for i, r in enumerate(rows) if r.lstrip().startswith(title)]
                if start:
                    watch.check_text("\n".join(rows[start[-1]:]), "in the log's rows")
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
                    keys = [rng.choices(["c", "f", "a"], [70, 20, 10])[0]]
                for key in keys:
                    await act(pilot, key)
            await pilot.pause()


@pytest.fixture
def painted(monkeypatch):  # type: ignore[no-untyped-def]
    """Every frame the table paints goes through the current ``Watch``."""
    box: list[Watch] = []
    paint = TableView.paint

    def spy(view: TableView):  # type: ignore[no-untyped-def]
        canvas = paint(view)
        if box:
            box[0].check_paint(view, canvas.plain())
        return canvas

    monkeypatch.setattr(TableView, "paint", spy)
    return box


PILOT_CASES = [(game, 2) for game in GAMES] + [("nlhe", 3), ("stud7", 3), ("draw", 3)]


@pytest.mark.every_frame  # every frame the table paints is checked: all of them, at the app's rate
@pytest.mark.parametrize("game,humans", PILOT_CASES, ids=[f"{g}-{h}" for g, h in PILOT_CASES])
async def test_no_human_ever_sees_another_humans_hidden_cards(game, humans, painted):
    seed = 100 + 7 * humans + GAMES.index(game)
    names = ["Alice", "Bob", "Cleo", "Dev", "Eve"]
    bots = [None] * humans + ["random"] * (4 - humans)
    session = GameSession(config(names[:4], bots, seed=seed, variant=game,
                                 stakes=None if game == "nlhe" else _stakes(game)),
                          bots={i: PolicyBot(lively(seed + i)) for i in range(humans, 4)})
    app = PokerApp(session=session, misclick_guard=0)
    watch = Watch(app)
    session.subscribe(watch.on_event)  # from the first event on
    painted.append(watch)
    await play(app, watch, hands=HANDS, seed=seed, size=(120, 40) if humans == 2 else (80, 24))
    assert watch.states > 30 and watch.frames > 10, "the check looked at many states and frames"
    assert not watch.leaks, f"{sorted(watch.kinds)}: {watch.leaks[:6]}"


def _stakes(game: str):  # type: ignore[no-untyped-def]
    from poker_tui.engine.games import default_stakes, get_variant

    return default_stakes(get_variant(game), 2)


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


def varied(seed: int):  # type: ignore[no-untyped-def]
    """A scripted human: calls mostly, folds and shoves sometimes, stands pat at draws."""
    rng = random.Random(seed)

    def human(facing):  # type: ignore[no-untyped-def]
        legal = facing.legal
        if legal.draw_max:
            return Action.draw(())
        r = rng.random()
        if r < 0.1 and facing.can_go_all_in:
            return Action.raise_to(legal.max_raise_to)
        if r < 0.3 and legal.can_fold and not legal.can_check:
            return Action.fold()
        if legal.bring_in and not legal.can_fold:
            return Action.bring_in()
        return Action.check() if legal.can_check else Action.call()

    return human


@pytest.mark.parametrize("humans", [2, 3])
@pytest.mark.parametrize("game", GAMES)
async def test_the_state_never_holds_another_humans_hidden_cards(game, humans):
    """The same rule on the ``TableState`` alone, after every event of 25 seeded hands."""
    from tests.test_session_game import drive

    seed = 500 + 7 * humans + GAMES.index(game)
    bots = [None] * humans + ["random"] * (4 - humans)
    session = GameSession(config(["Alice", "Bob", "Cleo", "Dev"], bots, seed=seed, variant=game,
                                 stakes=None if game == "nlhe" else _stakes(game)),
                          bots={i: PolicyBot(lively(seed + i)) for i in range(humans, 4)})
    watch = Watch(PokerApp(session=session))
    await drive(session, 25, human=varied(seed), check=watch.on_event)
    assert watch.states > 300
    assert not watch.leaks, f"{sorted(watch.kinds)}: {watch.leaks[:6]}"

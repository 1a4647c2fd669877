"""Demo tables with stacked decks and scripted bots: snapshot tests and screenshots.

Each scenario builds a ``PokerApp`` that always plays the same way, and a
``run_before(pilot)`` coroutine that presses keys until the picture is ready,
waiting on the session's events (``tests.test_ui_support.until``). Test
fixtures, not part of the package: ``scripts/screenshots.py`` imports them too.
"""

from __future__ import annotations

from collections.abc import Awaitable, Callable
from dataclasses import dataclass

from poker_tui.bots_api import PlayerView, SyncBot, fallback
from poker_tui.engine.actions import Action
from poker_tui.engine.cards import deck as full_deck
from poker_tui.engine.cards import parse_cards
from poker_tui.engine.variant import Stakes
from poker_tui.session.config import GameConfig, Pace, SeatConfig
from poker_tui.ui.app import PokerApp
from tests.test_ui_support import all_in, caught_up, until


class ScriptBot(SyncBot):
    """Plays a script per street ("raise 6", "bet 10", "call", "check", "fold"), then
    checks or calls."""

    name = "script"

    def __init__(self, plan: dict[str, list[str]] | None = None) -> None:
        super().__init__(seed=0)
        self.plan = {k: list(v) for k, v in (plan or {}).items()}

    def decide(self, view: PlayerView) -> Action:
        legal = view.legal
        if legal.draw_max or (legal.bring_in and not legal.can_fold):
            return fallback(view)  # stand pat; the lowest stud card brings it in
        steps = self.plan.get(view.street_name, [])
        if steps:
            word, _, amount = steps.pop(0).partition(" ")
            if word in ("raise", "bet", "shove") and legal.max_raise_to:
                to = legal.max_raise_to if word == "shove" else int(amount)
                return Action.raise_to(max(legal.min_raise_to, min(to, legal.max_raise_to)))
            if word == "fold" and not legal.can_check:
                return Action.fold()
        return Action.check() if legal.can_check else Action.call()


def stacked_source(holes: dict[int, str], board: str):  # type: ignore[no-untyped-def]
    """Deal ``holes[seat]`` and then ``board``, whoever has the button (002 §3.11 order)."""

    def source(hand_no: int, button_seat: int, seats: list[int]) -> list[int]:
        n = len(seats)
        button = seats.index(button_seat)
        spare = [c for c in full_deck(52)]
        wanted = {s: parse_cards(h) for s, h in holes.items()}
        used = {c for cards in wanted.values() for c in cards} | set(parse_cards(board))
        spare = [c for c in spare if c not in used]
        hole = {s: wanted.get(s) or [spare.pop(), spare.pop()] for s in seats}
        order = []
        for j in range(2):
            for i in range(n):
                order.append(hole[seats[(button + 1 + i) % n]][j])
        order += parse_cards(board)
        return order + [c for c in spare if c not in order]

    return source


@dataclass
class Scenario:
    name: str
    make: Callable[[], PokerApp]
    run_before: Callable[[object], Awaitable[None]]


def _config(names: list[str], bots: list[str | None], stacks: list[int | None] | None = None,
            seed: int = 4) -> GameConfig:
    stacks = stacks or [None] * len(names)
    return GameConfig(seats=tuple(SeatConfig(n, b, s) for n, b, s in zip(names, bots, stacks,
                                                                        strict=True)),
                      stakes=Stakes(1, 2), buy_in=200, pace=Pace.instant(), next_hand="key",
                      seed=seed)


def _session(pilot):  # type: ignore[no-untyped-def]
    screen = pilot.app.table_screen
    return screen.session if screen is not None else None


async def _my_turn(pilot) -> None:  # type: ignore[no-untyped-def]
    await until(pilot, lambda: _session(pilot) is not None and caught_up(pilot.app)
                and _session(pilot).waiting_for in ("action", "next"), what="your turn")


def mid_hand() -> PokerApp:
    names = ["You", "Ada", "Ben", "Cleo", "Dev", "Eve"]
    bots = {1: ScriptBot({"Preflop": ["fold"]}), 2: ScriptBot(),
            3: ScriptBot({"Preflop": ["raise 6"], "Flop": ["bet 14"]}),
            4: ScriptBot({"Preflop": ["fold"]}), 5: ScriptBot()}
    holes = {0: "AsQs", 3: "KdKc", 2: "9h8h", 5: "Jc10c"}
    return PokerApp(_config(names, [None] + ["script"] * 5), bots=bots,  # type: ignore[arg-type]
                    deck_for_hand=stacked_source(holes, "Ks7h2s4d9c"), misclick_guard=0)


async def to_flop_bet(pilot) -> None:  # type: ignore[no-untyped-def]
    """Call preflop, check the flop if first, and stop facing the flop bet."""
    for _ in range(10):
        await _my_turn(pilot)
        s = _session(pilot)
        f = s.facing
        if s.waiting_for != "action" or f is None:
            return
        if s.hand.street_name == "Flop" and f.to_call > 0:
            return
        await pilot.press("c")
        await pilot.pause()


async def raise_being_entered(pilot) -> None:  # type: ignore[no-untyped-def]
    await to_flop_bet(pilot)
    await pilot.press("r")
    await pilot.press("backspace", "backspace", "backspace")
    await pilot.press("5", "2")
    await pilot.pause()


def coached() -> PokerApp:
    """The mid-hand table with the coach on (``play --coach``)."""
    app = mid_hand()
    app.coach = True
    return app


async def coach_at_flop_bet(pilot) -> None:  # type: ignore[no-untyped-def]
    """Facing the flop bet, once the coach's finer answer is on screen."""
    from poker_tui.ui.widgets.coach_panel import CoachPanel

    await to_flop_bet(pilot)
    await coach_settled(pilot, pilot.app.screen.query_one(CoachPanel))


async def coach_settled(pilot, panel) -> None:  # type: ignore[no-untyped-def]
    """Until the panel's last question is answered and drawn (its worker done, its message
    handled)."""
    await pilot.pause()
    if panel.worker is not None:
        await pilot.app.workers.wait_for_complete([panel.worker])
    await pilot.pause()


def side_pot_showdown() -> PokerApp:
    names = ["You", "Ada", "Ben", "Cleo"]
    bots = {1: ScriptBot(), 2: ScriptBot(), 3: ScriptBot({"Preflop": ["fold"]})}
    holes = {0: "KsKh", 1: "AsAd", 2: "QcQd", 3: "7c2d"}
    return PokerApp(_config(names, [None] + ["script"] * 3, [100, 40, 200, 200]),
                    bots=bots, deck_for_hand=stacked_source(holes, "Kd9s4c2h7s"),  # type: ignore[arg-type]
                    misclick_guard=0)


async def shove_to_showdown(pilot) -> None:  # type: ignore[no-untyped-def]
    await _my_turn(pilot)
    await all_in(pilot)
    await until(pilot, lambda: caught_up(pilot.app) and _session(pilot).waiting_for == "next",
                what="the result")


def hot_seat() -> PokerApp:
    names = ["Alice", "Bob", "Cleo", "Dev"]
    return PokerApp(_config(names, [None, None, "script", "script"]),
                    bots={2: ScriptBot(), 3: ScriptBot()},  # type: ignore[arg-type]
                    misclick_guard=0)


async def privacy_screen(pilot) -> None:  # type: ignore[no-untyped-def]
    from poker_tui.ui.screens.privacy import PrivacyScreen

    await until(pilot, lambda: isinstance(pilot.app.screen, PrivacyScreen), what="the handover")


async def lobby_ready(pilot) -> None:  # type: ignore[no-untyped-def]
    """The lobby with its bots loaded (a thread loads them after the first frame)."""
    await until(pilot, lambda: getattr(pilot.app.screen, "bots_loaded", False),
                what="the lobby's bots")
    await pilot.pause()


def game_table(code: str) -> Callable[[], PokerApp]:
    """Six seats of one game against calling bots (seeded, so always the same cards)."""

    def make() -> PokerApp:
        from poker_tui.engine.games import default_stakes, get_variant

        v = get_variant(code)
        n = min(6, v.max_players)
        names = ["You", "Ada", "Ben", "Cleo", "Dev", "Eve"][:n]
        cfg = _config(names, [None] + ["script"] * (n - 1), seed=3)
        cfg = GameConfig(seats=cfg.seats, variant=code, stakes=default_stakes(v, 2),
                         buy_in=100 * default_stakes(v, 2).big_blind, pace=Pace.instant(),
                         next_hand="key", seed=3)
        return PokerApp(cfg, bots={i: ScriptBot() for i in range(1, n)},  # type: ignore[arg-type]
                        misclick_guard=0)

    return make


def play_until(street: str, keys: str = "") -> Callable[[object], Awaitable[None]]:
    """Check or call until your turn on ``street`` (or the draw), then press ``keys``."""

    async def run(pilot) -> None:  # type: ignore[no-untyped-def]
        for _ in range(30):
            await _my_turn(pilot)
            s = _session(pilot)
            if s.waiting_for != "action" or s.facing is None:
                return
            if s.facing.is_draw or s.hand.street_name == street:
                break
            await pilot.press("c")
        for key in keys:
            await pilot.press(key)
        await pilot.pause()

    return run


def help_page(page: int) -> Callable[[object], Awaitable[None]]:
    """The table's help (?) at one of its pages: 1 keys, 2 hands, 3 words, 4 rules."""

    async def run(pilot) -> None:  # type: ignore[no-untyped-def]
        from poker_tui.ui.screens.help import HelpScreen

        await to_flop_bet(pilot)
        await pilot.press("question_mark")
        await until(pilot, lambda: isinstance(pilot.app.screen, HelpScreen), what="the help")
        await pilot.press(str(page))
        await pilot.pause()

    return run


def sit_and_go() -> PokerApp:
    """A four-seat turbo: you shove 7-2 into aces and go out first; the aces win every hand."""
    from dataclasses import replace

    from poker_tui.session.config import tournament_config
    from poker_tui.tournament.structure import BUNDLED

    names = ["You", "Ada", "Ben", "Cleo"]
    cfg = tournament_config(BUNDLED["turbo"], names, [None] + ["script"] * 3, seed=4)
    cfg = replace(cfg, pace=Pace.instant(), next_hand="key")
    bots = {1: ScriptBot({"Preflop": ["call", "shove"]}), 2: ScriptBot({"Preflop": ["fold"]}),
            3: ScriptBot({"Preflop": ["fold"]})}  # hand 2: Ada shoves, Ben and Cleo call
    holes = {0: "7c2d", 1: "AsAd", 2: "QcJd", 3: "9c8c"}
    return PokerApp(cfg, bots=bots, deck_for_hand=stacked_source(holes, "Kd9s4c2h3s"),  # type: ignore[arg-type]
                    misclick_guard=0)


async def sit_and_go_results(pilot) -> None:  # type: ignore[no-untyped-def]
    """Shove, go out, and watch the bots play to the results screen."""
    from poker_tui.ui.screens.tournament_results import TournamentResults

    await _my_turn(pilot)
    await all_in(pilot)
    await until(pilot, lambda: isinstance(pilot.app.screen, TournamentResults),
                what="the results")
    await pilot.pause()


SCENARIOS: tuple[Scenario, ...] = (
    Scenario("lobby", lambda: PokerApp(lobby_bots=["tag", "random"]), lobby_ready),
    Scenario("table", mid_hand, to_flop_bet),
    Scenario("raise", mid_hand, raise_being_entered),
    Scenario("showdown", side_pot_showdown, shove_to_showdown),
    Scenario("privacy", hot_seat, privacy_screen),
    Scenario("coach", coached, coach_at_flop_bet),
    Scenario("help-hands", mid_hand, help_page(2)),
    Scenario("help-words", mid_hand, help_page(3)),
    Scenario("help-rules", mid_hand, help_page(4)),
    Scenario("sit-and-go-results", sit_and_go, sit_and_go_results),
)

SIZES: tuple[tuple[int, int], ...] = ((80, 24), (120, 40))

GAMES: tuple[Scenario, ...] = (
    Scenario("game-omaha", game_table("plo"), play_until("Flop")),
    Scenario("game-stud", game_table("stud7"), play_until("Fifth street")),
    Scenario("game-draw", game_table("draw"), play_until("draw", "13")),
    Scenario("game-manila", game_table("manila2"), play_until("Third round")),
    Scenario("game-limit", game_table("lhe"), play_until("Turn")),
)
"""One table per game family, for screenshots/ (issue 6)."""

SHOTS: tuple[Scenario, ...] = (
    Scenario("sit-and-go", sit_and_go, _my_turn),
)
"""Screenshots only (no snapshot test): a sit-and-go's table with its level bar."""

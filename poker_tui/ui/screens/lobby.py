"""The lobby: choose the game, seats, stakes and opponents; Enter deals at once.

Defaults (six seats, one hundred big blinds, five bots) make the first key
press a game. Everything here ends up as a ``GameConfig``, or, when an
unfinished game was saved, the ``SavedGame`` to resume (R or the Resume button;
Enter still deals a new game).
"""

from __future__ import annotations

from textual import on
from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import Grid, Horizontal, VerticalScroll
from textual.screen import Screen
from textual.widgets import Button, Input, Label, Select, Static

from ...bots_api import bot_factories
from ...engine.games import all_variants, get_variant
from ...engine.house_rules import PROFILES
from ...engine.variant import Structure
from ...session.config import PREFERRED_BOTS, GameConfig, Pace, config_for, default_stakes
from ...session.saves import SavedGame

BOT_NAMES = ("Ada", "Ben", "Cleo", "Dev", "Eve", "Finn", "Gus", "Hana", "Ivo", "Jade")
BIG_BLINDS = (2, 10, 20, 50, 100, 200, 1000)
HOUSE_LABELS = {"rws": "RWS 2024 (002)", "rws-2017": "RWS 2017 (000)",
                "casino-001": "Casino rules (001)", "roberts-004": "Robert's Rules (004)"}


def installed_bots() -> list[str]:
    return sorted(k for k, v in bot_factories().items() if v.factory is not None)


def default_bot(names: list[str]) -> str:
    for name in PREFERRED_BOTS:
        if name in names:
            return name
    return names[0] if names else "random"


def stakes_label(variant_code: str, bb: int) -> str:
    v = get_variant(variant_code)
    st = default_stakes(v, bb)
    if not v.blinds:
        return f"{st.small_bet}/{st.big_bet} (ante {st.ante})"
    if v.structure == Structure.FIXED_LIMIT:
        return f"{st.small_bet}/{st.big_bet} limit"
    return f"{st.small_blind}/{st.big_blind}"


class LobbyScreen(Screen[GameConfig | SavedGame]):
    # priority: a text field would otherwise take ^D (delete right) and the hint says "from any field"
    BINDINGS = [Binding("ctrl+d", "deal", "Deal", id="lobby-deal", priority=True),
                Binding("ctrl+r,r", "resume", "Resume", id="lobby-resume", show=False)]
    VERTICAL_BREAKPOINTS = [(0, "-short"), (32, "-tall")]
    DEFAULT_CSS = """
    #resume-line { width: 78; height: auto; color: #e3b341; text-align: center; }
    #resume { width: 24; margin: 0 0 0 2; border: none; text-style: bold; }
    """

    def __init__(self, previous: GameConfig | None = None, *,
                 bots: list[str] | None = None, saved: SavedGame | None = None) -> None:
        super().__init__()
        self.bots = bots or installed_bots() or ["random"]
        self.previous = previous
        self.saved = saved

    def compose(self) -> ComposeResult:
        variants = [(v.name, v.code) for v in all_variants()]
        yield Static("♠ [b]poker-tui[/b] ♥  a terminal poker room", id="lobby-title")
        with VerticalScroll(id="lobby-body", can_focus=False):
            with Grid(id="lobby-form"):
                yield Label("Game")
                yield Select(variants, value="nlhe", allow_blank=False, id="variant")
                yield Label("Seats")
                yield Select([(str(n), n) for n in range(2, 11)], value=6, allow_blank=False,
                             id="seats")
                yield Label("Humans")
                yield Select([("1 (you)", 1)] + [(f"{n} (hot seat)", n) for n in range(2, 7)],
                             value=1, allow_blank=False, id="humans")
                yield Label("Your name")
                yield Input("You", id="name", max_length=12)
                yield Label("Other humans")
                yield Input("Bob, Carol, Dev, Eve, Fay", id="others", disabled=True)
                yield Label("Stakes")
                yield Select([(stakes_label("nlhe", b), b) for b in BIG_BLINDS], value=2,
                             allow_blank=False, id="stakes")
                yield Label("Stack (BB)")
                yield Input("100", id="stack", type="integer", max_length=5)
                yield Label("House rules")
                yield Select([(HOUSE_LABELS.get(k, k), k) for k in PROFILES], value="rws",
                             allow_blank=False, id="house")
                yield Label("Bot pace")
                yield Select([("fast", "fast"), ("normal", "normal"), ("slow", "slow")],
                             value="normal", allow_blank=False, id="pace")
                yield Label("Next hand")
                yield Select([("after a pause", "pause"), ("on a key (N)", "key")],
                             value="pause", allow_blank=False, id="next")
                yield Label("Deck")
                yield Select([("two colours", False), ("four colours", True)], value=False,
                             allow_blank=False, id="deck")
                yield Label("Straddle")
                yield Select([("not offered", False), ("may straddle 2 BB", True)], value=False,
                             allow_blank=False, id="straddle")
            yield Static("Opponents", id="opponents-title")
            with Grid(id="opponents"):
                options = [(b, b) for b in self.bots]
                for i in range(9):
                    yield Label(f"Seat {i + 2}", id=f"seat-label-{i}")
                    yield Select(options, value=default_bot(self.bots), allow_blank=False,
                                 id=f"bot-{i}")
            yield Static("", id="lobby-about")
        if self.saved is not None:
            yield Static(self.saved.text, id="resume-line", markup=False)
        yield Static("[b]Enter[/b] deals ([b]^D[/b] from any field) · [b]Tab[/b] moves ·"
                     " [b]Enter[/b] opens a list · [b]^Q[/b] quits", id="lobby-hint")
        yield Static("", id="lobby-error")
        with Horizontal(id="lobby-buttons"):
            yield Button("Deal  ⏎", variant="success", id="deal")
            if self.saved is not None and self.saved.resumable:
                yield Button("Resume  R", variant="warning", id="resume")

    def on_mount(self) -> None:
        self._sync()
        self.query_one("#deal", Button).focus()

    @on(Select.Changed)
    def _changed(self, event: Select.Changed) -> None:
        if event.select.id == "variant":
            code = str(event.value)
            stakes = self.query_one("#stakes", Select)
            old = stakes.value
            stakes.set_options([(stakes_label(code, b), b) for b in BIG_BLINDS])
            stakes.value = old if old in BIG_BLINDS else 2
            v = get_variant(code)
            seats = self.query_one("#seats", Select)
            top = min(10, v.max_players)
            current = seats.value
            seats.set_options([(str(n), n) for n in range(max(2, v.min_players), top + 1)])
            seats.value = min(int(current), top) if isinstance(current, int) else min(6, top)
            straddle = self.query_one("#straddle", Select)
            straddle.disabled = not v.blinds or v.over_blind  # a blind game's option (002 §3.10)
            if straddle.disabled:
                straddle.value = False
        self._sync()

    def _sync(self) -> None:
        """Show one opponent choice per bot seat."""
        seats = self.query_one("#seats", Select).value
        humans = self.query_one("#humans", Select).value
        n = int(seats) if isinstance(seats, int) else 6
        h = int(humans) if isinstance(humans, int) else 1
        if h > n:
            self.query_one("#humans", Select).value = n
            h = n
        for i in range(9):
            seat = i + 2  # seat numbers as people count them; seat 1 is yours
            show = h < seat <= n
            self.query_one(f"#seat-label-{i}").display = show
            self.query_one(f"#bot-{i}").display = show
        self.query_one("#others", Input).disabled = h <= 1
        self.query_one("#opponents-title").display = n > h
        self._about()

    def _about(self) -> None:
        """The chosen game and house rules, in a few lines (on taller terminals)."""
        variant = self.query_one("#variant", Select).value
        house = self.query_one("#house", Select).value
        if not isinstance(variant, str) or not isinstance(house, str):
            return
        v = get_variant(variant)
        lines = [f"[b]{v.name}[/b] · {v.structure.value} · {v.min_players}-{v.max_players}"
                 f" players" + (f"\n{v.description}" if v.description else ""),
                 f"[b]House rules:[/b] {HOUSE_LABELS.get(house, house)} · press [b]?[/b] at the"
                 " table for the rules in force"]
        bots = bot_factories()
        chosen = {str(self.query_one(f"#bot-{i}", Select).value) for i in range(9)
                  if self.query_one(f"#bot-{i}").display}
        for b in sorted(chosen):
            if b in bots and bots[b].description:
                lines.append(f"[b]{b}[/b]: {bots[b].description}")
        self.query_one("#lobby-about", Static).update("\n".join(lines))

    @on(Input.Submitted)
    def _submitted(self) -> None:
        self.action_deal()

    @on(Button.Pressed, "#deal")
    def _deal_pressed(self) -> None:
        self.action_deal()

    @on(Button.Pressed, "#resume")
    def _resume_pressed(self) -> None:
        self.action_resume()

    def check_action(self, action: str, parameters: tuple[object, ...]) -> bool | None:
        """R resumes only when there is a saved game to resume."""
        return self.saved is not None and self.saved.resumable if action == "resume" else True

    def action_resume(self) -> None:
        if self.saved is not None and self.saved.resumable:
            self.dismiss(self.saved)

    def config(self) -> GameConfig:
        """The game the form describes; ValueError with a sentence when it cannot be played."""
        variant = str(self.query_one("#variant", Select).value)
        n = int(self.query_one("#seats", Select).value)  # type: ignore[arg-type]
        h = int(self.query_one("#humans", Select).value)  # type: ignore[arg-type]
        name = self.query_one("#name", Input).value.strip() or "You"
        others = [x.strip() for x in self.query_one("#others", Input).value.split(",") if x.strip()]
        stack_text = self.query_one("#stack", Input).value.strip()
        if not stack_text.isdigit() or not 1 <= int(stack_text) <= 10000:
            raise ValueError("The stack is a number of big blinds from 1 to 10000.")
        names = [name]
        for i in range(1, h):
            names.append(others[i - 1] if i - 1 < len(others) else f"Player {i + 1}")
        bots: list[str | None] = [None] * h
        for seat in range(h, n):
            bot = self.query_one(f"#bot-{seat - 1}", Select).value
            bots.append(str(bot))
            names.append(BOT_NAMES[seat - 1])
        if len({x.lower() for x in names}) != len(names):
            raise ValueError("Two players have the same name; give everyone a different one.")
        bb = int(self.query_one("#stakes", Select).value)  # type: ignore[arg-type]
        pace = Pace.named(str(self.query_one("#pace", Select).value))
        return config_for(variant, names, bots, big_blind=bb, stack_bb=int(stack_text),
                          straddle=bool(self.query_one("#straddle", Select).value),
                          house=str(self.query_one("#house", Select).value), pace=pace,
                          next_hand=str(self.query_one("#next", Select).value))

    def action_deal(self) -> None:
        try:
            config = self.config()
        except ValueError as exc:
            self.query_one("#lobby-error", Static).update(str(exc))
            self.app.bell()
            return
        self.app.four_color = bool(self.query_one("#deck", Select).value)  # type: ignore[attr-defined]
        self.dismiss(config)

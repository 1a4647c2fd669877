"""The settings screen (^S in the lobby, or "Settings" in the palette): what poker-tui remembers.

Each setting of ``poker_tui.settings`` that has a handful of values is a ``Choice``;
Enter saves them to settings.toml (the only way the app writes over a file it
could not read), Esc leaves everything as it was. The keys are moved in the file's
``[keys]`` table or in keymap.toml, by the ids the help screen lists.
"""

from __future__ import annotations

from typing import Any

from textual import on
from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import Horizontal, Vertical, VerticalScroll
from textual.screen import ModalScreen
from textual.widgets import Static

from ...engine.games import all_variants, get_variant
from ...engine.house_rules import PROFILES
from ...settings import Settings, settings_path
from ..choices import BIG_BLINDS, HOUSE_LABELS, PACES, default_bot, stakes_label
from ..widgets.choice import Choice
from ..widgets.press_button import PressButton
from .answer_once import AnswerOnce

STACKS = (20, 40, 50, 100, 150, 200, 300, 500, 1000)
ON_OFF = [("off", False), ("on", True)]
OPPONENTS_AS_THEY_ARE = ""


def _with(options: list[tuple[str, Any]], value: Any, label: str | None = None) -> list:
    """The options, with ``value`` added when the file holds one the list does not offer."""
    if any(v == value for _, v in options):
        return options
    return [*options, (label or str(value), value)]


class SettingsScreen(AnswerOnce, ModalScreen[Settings | None]):
    """``SettingsScreen(settings, bots=[...])``: dismissed with the new settings, or None."""

    DEFAULT_CSS = """
    SettingsScreen { align: center middle; background: #000000 40%; }
    #settings { width: 80; max-width: 100%; height: auto; max-height: 100%;
                background: #161b22; border: round #218a4e; padding: 0 1; }
    #settings-title { color: #e3b341; text-style: bold; }
    #settings-list { height: auto; max-height: 18; }
    #settings-hint { color: #6e7681; margin: 1 0 0 0; height: auto; }
    #settings-buttons { height: 1; align-horizontal: center; }
    #settings-buttons PressButton { height: 1; min-width: 12; margin: 0 1; }
    #settings-save { background: #218a4e; }
    """
    BINDINGS = [
        Binding("enter", "save", "Save", id="settings-save", priority=True),
        Binding("escape", "cancel", "Cancel", id="settings-cancel"),
    ]

    def __init__(
        self, settings: Settings, *, bots: list[str] | None = None, themes: list[str] | None = None
    ) -> None:
        super().__init__()
        self.settings = settings
        self.bots = bots or []
        self.themes = themes or [str(settings.look["theme"])]

    def compose(self) -> ComposeResult:
        game, table, look = self.settings.game, self.settings.table, self.settings.look
        variants = [(v.name, v.code) for v in all_variants()]
        code = game["variant"] if any(c == game["variant"] for _, c in variants) else "nlhe"
        v = get_variant(code)
        seats = [(str(n), n) for n in range(max(2, v.min_players), min(10, v.max_players) + 1)]
        bots = list(game["bots"])
        same = bots[0] if bots and all(b == bots[0] for b in bots) else None
        opponents = [("as chosen in the lobby", OPPONENTS_AS_THEY_ARE)] + [
            (b, b) for b in self.bots
        ]
        width = 16
        with Vertical(id="settings"):
            yield Static(
                "Settings · what the lobby opens on, and how the table looks", id="settings-title"
            )
            with VerticalScroll(id="settings-list", can_focus=False):
                yield Choice(
                    variants, value=code, id="set-variant", label="Game", label_width=width
                )
                yield Choice(
                    _with(seats, game["seats"]),
                    value=game["seats"],
                    id="set-seats",
                    label="Seats",
                    label_width=width,
                )
                yield Choice(
                    _with([(stakes_label(code, b), b) for b in BIG_BLINDS], game["big_blind"]),
                    value=game["big_blind"],
                    id="set-stakes",
                    label="Stakes",
                    label_width=width,
                )
                yield Choice(
                    _with(
                        [(f"{s} big blinds", s) for s in STACKS],
                        game["stack_bb"],
                        f"{game['stack_bb']} big blinds",
                    ),
                    value=game["stack_bb"],
                    id="set-stack",
                    label="Stack",
                    label_width=width,
                )
                yield Choice(
                    _with(opponents, same or OPPONENTS_AS_THEY_ARE),
                    value=same if same in self.bots else OPPONENTS_AS_THEY_ARE,
                    id="set-bots",
                    label="Every bot seat",
                    label_width=width,
                )
                yield Choice(
                    _with([(HOUSE_LABELS.get(k, k), k) for k in PROFILES], game["house"]),
                    value=game["house"],
                    id="set-house",
                    label="House rules",
                    label_width=width,
                )
                yield Choice(
                    _with([(p, p) for p in PACES], game["pace"]),
                    value=game["pace"],
                    id="set-pace",
                    label="Bot pace",
                    label_width=width,
                )
                yield Choice(
                    _with([("after a pause", "pause"), ("on a key (N)", "key")], game["next_hand"]),
                    value=game["next_hand"],
                    id="set-next",
                    label="Next hand",
                    label_width=width,
                )
                yield Choice(
                    [("drawn table", False), ("plain lines, for a screen reader", True)],
                    value=game["plain"],
                    id="set-display",
                    label="Display",
                    label_width=width,
                )
                yield Choice(
                    [("two colours", False), ("four colours", True)],
                    value=table["four_colour"],
                    id="set-deck",
                    label="Deck",
                    label_width=width,
                )
                yield Choice(
                    [("chips", "chips"), ("big blinds", "bb")],
                    value=table["units"],
                    id="set-units",
                    label="Amounts in",
                    label_width=width,
                )
                yield Choice(
                    ON_OFF, value=table["coach"], id="set-coach", label="Coach", label_width=width
                )
                yield Choice(
                    ON_OFF, value=table["hud"], id="set-hud", label="HUD", label_width=width
                )
                yield Choice(
                    ON_OFF,
                    value=table["review"],
                    id="set-review",
                    label="Review",
                    label_width=width,
                )
                yield Choice(
                    _with([(t, t) for t in self.themes], look["theme"]),
                    value=look["theme"],
                    id="set-theme",
                    label="Theme",
                    label_width=width,
                )
            yield Static(
                f"Enter saves to {settings_path()} · Esc cancels · ←/→ chooses ·"
                " keys: a [keys] table there (ids on the help screen, ?)",
                id="settings-hint",
                markup=False,
            )
            with Horizontal(id="settings-buttons"):
                yield PressButton("Save  ⏎", id="settings-save")
                yield PressButton("Cancel  Esc", id="settings-cancel")

    def on_mount(self) -> None:
        self.query_one("#set-variant", Choice).focus()

    def _value(self, name: str) -> Any:
        return self.query_one(f"#set-{name}", Choice).value

    def chosen(self) -> Settings:
        """The settings the fields describe."""
        s = self.settings
        game = dict(s.game)
        game.update(
            variant=self._value("variant"),
            seats=self._value("seats"),
            big_blind=self._value("stakes"),
            stack_bb=self._value("stack"),
            house=self._value("house"),
            pace=self._value("pace"),
            next_hand=self._value("next"),
            plain=self._value("display"),
        )
        bot = self._value("bots")
        if bot != OPPONENTS_AS_THEY_ARE:
            game["bots"] = [bot] * max(0, game["seats"] - game["humans"])
        elif len(game["bots"]) != game["seats"] - game["humans"]:
            known = [b for b in game["bots"] if b in self.bots] or [default_bot(self.bots)]
            game["bots"] = [known[i % len(known)] for i in range(game["seats"] - game["humans"])]
        return Settings(
            game,
            {
                **s.table,
                "four_colour": self._value("deck"),
                "units": self._value("units"),
                "coach": self._value("coach"),
                "hud": self._value("hud"),
                "review": self._value("review"),
            },
            {**s.look, "theme": self._value("theme")},
            dict(s.keys),
        )

    def action_save(self) -> None:
        if isinstance(self.focused, PressButton):  # Enter on a button is that button
            self.focused.action_press()
            return
        self.dismiss(self.chosen())

    def action_cancel(self) -> None:
        self.dismiss(None)

    @on(PressButton.Pressed)
    def _pressed(self, event: PressButton.Pressed) -> None:
        event.stop()
        if event.button.id == "settings-save":
            self.dismiss(self.chosen())
        else:
            self.dismiss(None)

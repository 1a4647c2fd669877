"""The lobby: choose the game, seats, stakes and opponents; Enter on Deal deals at once.

Defaults (six seats, one hundred big blinds, five bots) make the first key
press a game. Everything here ends up as a ``GameConfig``, or, when unfinished
games were saved, the ``SavedGame`` to resume: every open game is listed,
newest first, Resume comes first and has the focus, so Enter out of habit
resumes and never deals a new game over it (^D asks, then deals a new one). A
game another window plays is looked at again every few seconds: when that
window is gone, Resume comes back. The focused field's label is marked, and
typing on the game list finds a game by name or code (``stud7``, ``omaha``).

A choice the lobby has to narrow (a game for at most four players, a game with
no straddle) is narrowed only while that game is chosen: the player's own
choice comes back with a game that allows it.
"""

from __future__ import annotations

import time
from collections.abc import Callable
from typing import TYPE_CHECKING, Any, cast

from textual import events, on
from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import Grid, Horizontal, VerticalScroll
from textual.screen import Screen
from textual.widget import Widget
from textual.widgets import Input, Label, Static

from ...bot_catalogue import installed_bot_names
from ...engine.games import all_variants, get_variant
from ...engine.house_rules import PROFILES, option_text
from ...session import PREFERRED_BOTS, GameConfig, SavedGame
from .. import choices
from ..choices import (
    BIG_BLINDS,
    HOT_SEAT_NAME,
    HOUSE_LABELS,
    OTHER_HUMANS,
    TableChoice,
    default_bot,
    stakes_label,
)
from ..fmt import plain_words
from ..keys import bound_key, shown
from ..widgets.choice import FOCUS_MARK, Choice
from ..widgets.press_button import PressButton
from .answer_once import AnswerOnce
from .lobby_form import LEFT, BotsRead, table_fields
from .lobby_saved import MAX_LISTED, look_again, show_saved
from .lobby_words import about_text, find_game, resume_text, saved_label

__all__ = ["LobbyScreen", "find_game", "resume_text", "saved_label"]

if TYPE_CHECKING:
    from ...bots_api import BotInfo
    from ..app import PokerApp

FIND_RESET_SECONDS = 1.0
"""Typing on the game list after this pause starts a new search."""
"""The widths of the labels of the form's left and right columns."""
SEAT_LABEL = 7
DEFAULT_SEATS = 6
TALL = 32
"""Terminals this tall show the lobby spaced out, with the game's description."""
RECHECK_SECONDS = 2.0
"""How often a game another window plays is looked at again."""
"""The most saved games the lobby lists (newest first)."""


class LobbyScreen(AnswerOnce, Screen[GameConfig | SavedGame]):
    # priority: a text field would otherwise take ^D (delete right) and the hint says it deals
    BINDINGS = [Binding("ctrl+d", "deal", "Deal", id="lobby-deal", priority=True),
                Binding("ctrl+r,r", "resume", "Resume", id="lobby-resume", show=False),
                Binding("ctrl+o", "house_options", "House options", id="lobby-options",
                        priority=True),
                Binding("ctrl+s", "app.settings", "Settings", id="lobby-settings", show=False,
                        priority=True)]
    VERTICAL_BREAKPOINTS = [(0, "-short"), (TALL, "-tall")]
    DEFAULT_CSS = """
    #resume-line { width: 78; height: auto; color: #e3b341; text-align: center; }
    #saved { width: 78; height: 1; }
    #resume { width: 24; margin: 0 2 0 0; background: #9e6a03; }
    """

    def __init__(self, previous: GameConfig | None = None, *,
                 bots: list[str] | None = None,
                 saved: SavedGame | list[SavedGame] | None = None,
                 recheck: Callable[[], list[SavedGame]] | None = None,
                 start: TableChoice | None = None) -> None:
        """``saved``: the open games, newest first (or one); ``recheck`` reads them again."""
        super().__init__()
        self.start = start  # settings.toml's [game]: set after the first frame (start_from)
        # Listing the installed bots (package metadata) and loading them (numpy, tables) is slow:
        # the lobby draws with the default bot first and lists and loads them right after its
        # first frame, for the other names, the descriptions, and to drop a broken one.
        self.factories: dict[str, BotInfo] = {}
        self.listed_bots = list(bots) if bots else None
        self.bots_loaded = False  # set once the bots are listed and loaded, after the first frame
        self.bots = self.listed_bots or [PREFERRED_BOTS[0]]
        self.ready = False  # the Changed messages of the fields' first values are not changes
        # The breakpoint class set now, before the first layout, spares a restyle of every field.
        self.add_class("-tall" if self.app.size.height >= TALL else "-short")
        self.previous = previous
        listed = [saved] if isinstance(saved, SavedGame) else list(saved or [])
        self.saved_games: list[SavedGame] = listed[:MAX_LISTED]
        self.saved: SavedGame | None = self.saved_games[0] if self.saved_games else None
        self.recheck = recheck
        # the player's own choices of the fields a game may narrow (seats, humans, straddle)
        self.wanted: dict[str, Any] = {"seats": DEFAULT_SEATS, "humans": 1, "straddle": False}
        self.others_edited = False  # the other humans' names were typed: keep them
        self.bot_choices: dict[int, Choice] = {}  # seat index -> its opponent choice, once shown
        self.find_query = ""  # letters typed on the game list
        self.find_at = 0.0
        # options of the house profile chosen otherwise (^O); they stay when the profile changes
        self.house_options: tuple[tuple[str, str], ...] = ()

    def compose(self) -> ComposeResult:
        yield Static("♠ [b]poker-tui[/b] ♥  a terminal poker room", id="lobby-title")
        with VerticalScroll(id="lobby-body", can_focus=False):
            with Grid(id="lobby-form"):
                yield from table_fields()
            yield Static("Opponents", id="opponents-title")
            with Grid(id="opponents"):
                for i in range(DEFAULT_SEATS - 1):  # the others are mounted when seats are added
                    yield self._bot_select(i)
            yield Static("", id="lobby-about")
        if len(self.saved_games) > 1:
            yield Choice([(saved_label(g), g.session_id) for g in self.saved_games],
                         value=self.saved_games[0].session_id, id="saved",
                         label=f"Saved ({len(self.saved_games)})", label_width=LEFT)
        if self.saved is not None:
            yield Static(resume_text(self.saved, 78), id="resume-line", markup=False)
        yield Static(self._hint(), id="lobby-hint")
        yield Static("", id="lobby-error")
        with Horizontal(id="lobby-buttons"):
            if self.resumable:
                yield PressButton("Resume  ⏎", id="resume")
                yield PressButton(f"New game  {self._key('lobby-deal')}", id="deal")
            else:
                yield PressButton("Deal  ⏎", id="deal")

    def _bot_select(self, i: int) -> Choice:
        bot = Choice([(b, b) for b in self.bots], value=default_bot(self.bots), id=f"bot-{i}",
                     label=f"Seat {i + 2}", label_width=SEAT_LABEL)
        self.bot_choices[i] = bot
        return bot

    def _bot(self, i: int) -> Choice | None:
        """The opponent choice for seat ``i + 2``, if it was ever shown."""
        return self.bot_choices.get(i)

    @property
    def resumable(self) -> bool:
        """A saved game this window may resume (not one another window is playing)."""
        return self.saved is not None and self.saved.resumable

    def _key(self, binding_id: str) -> str:
        """How a lobby key is written now: the user's keymap's first key, else the default."""
        return bound_key(self.BINDINGS, binding_id, self.app)

    def _hint(self) -> str:
        """The keys in words: Enter presses the focused button and opens a field's list."""
        deal, quit_ = self._key("lobby-deal"), shown("quit", self.app)
        options = self._key("lobby-options")
        if self.resumable:
            return (f"[b]{self._key('lobby-resume')}[/b] resumes · [b]{deal}[/b] deals a new game"
                    f" · [b]Tab[/b] moves · [b]{options}[/b] house options · [b]{quit_}[/b] quits")
        return (f"[b]{deal}[/b] deals · [b]Tab[/b] moves · [b]←/→[/b] or [b]Enter[/b] chooses ·"
                f" [b]{options}[/b] house options · [b]{quit_}[/b] quits")

    def on_mount(self) -> None:
        self._sync()
        self.query_one("#resume" if self.resumable else "#deal", PressButton).focus()
        self.call_after_refresh(self._listen)
        if self.recheck is not None and any(not g.resumable for g in self.saved_games):
            self.set_interval(RECHECK_SECONDS, self._look_again)

    # ------------------------------------------------------- saved games
    def _look_again(self) -> None:
        """A game another window played: is that window gone? (Its lock went with it.)"""
        look_again(self)

    def _show_saved(self) -> None:
        """The list, the Resume line, the buttons and the hint, after the saved games changed."""
        show_saved(self)

    def _resume_width(self) -> int:
        return max(20, min(78, self.size.width - 2))

    @on(Choice.Changed, "#saved")
    def _saved_chosen(self, event: Choice.Changed) -> None:
        event.stop()
        self.saved = next((g for g in self.saved_games if g.session_id == event.value), None)
        self._show_saved()

    def _listen(self) -> None:
        self.ready = True
        if self.start is not None and self.start != TableChoice():
            self.start_from(self.start)
        for name, toggle in (("deck", "four_color"), ("coach", "coach")):  # the app's toggles
            self.query_one(f"#{name}", Choice).value = bool(getattr(self.app, toggle, False))
        # Listing and loading the bots (package metadata, numpy, tables) takes longer than the
        # first frame: a thread does it while the lobby is on screen and takes keys, and posts
        # the answer to the lobby (BotsRead).
        self.run_worker(self._read_bots, thread=True, exclusive=True, group="bots",
                        name="load the bots")

    def _read_bots(self) -> None:
        from ...bots_api import bot_factories

        names = self.listed_bots or installed_bot_names() or ["random"]
        # post_message is thread-safe, and a lobby already closed (dealt, quit) drops it
        self.post_message(BotsRead(names, bot_factories()))

    @on(BotsRead)
    def _load_bots(self, message: BotsRead) -> None:
        """The installed bots are known: drop a broken one, describe the chosen ones."""
        if self not in self.app.screen_stack:  # dealt or resumed as the bots came
            return
        names, self.factories = message.names, message.factories
        working = [b for b in names if b not in self.factories
                   or self.factories[b].factory is not None] or ["random"]
        if working != self.bots:
            self.bots = working
            for bot in self.query("#opponents Choice").results(Choice):
                value = bot.value if bot.value in working else default_bot(working)
                bot.set_options([(b, b) for b in working])
                bot.value = value
        if self.start is not None:
            self._start_bots(self.start.bots)
        self._about()
        self.bots_loaded = True

    def start_from(self, choice: TableChoice, four_colour: bool | None = None) -> None:
        """The fields set to ``choice`` (settings.toml's last game; ``user_settings``)."""
        from ..user_settings import fill_lobby

        self.start = choice
        fill_lobby(self, choice, four_colour)

    def _start_bots(self, bots: tuple[str, ...]) -> None:
        from ..user_settings import fill_bots

        fill_bots(self, bots)

    def on_resize(self, event: events.Resize) -> None:
        if self.saved is not None:
            width = max(20, min(78, event.size.width - 2))
            self.query_one("#resume-line", Static).update(resume_text(self.saved, width))

    # ------------------------------------------------------------- focus
    def _field_of(self, widget: Widget | None) -> Widget | None:
        """The text field ``widget`` is (a Choice marks its own label)."""
        for node in widget.ancestors_with_self if widget is not None else ():
            if node is self:
                return None
            if isinstance(node, Input) and node.id:
                return node
        return None

    def _mark_label(self, widget: Widget | None, on: bool) -> None:
        field = self._field_of(widget)
        if field is None:
            return
        labels = self.query(f"#label-{field.id}")
        if labels:
            label = labels.first(Label)
            text = str(label.content).removeprefix(FOCUS_MARK)
            label.update(FOCUS_MARK + text if on else text)
            label.set_class(on, "-focused")

    def on_descendant_focus(self, event: events.DescendantFocus) -> None:
        self._mark_label(event.widget, True)
        if event.widget.id == "house":  # the profile's options are one key away
            self.query_one("#lobby-hint", Static).update(
                f"House rules: [b]←/→[/b] chooses a profile · [b]{self._key('lobby-options')}[/b]"
                " changes its options one by one")

    def on_descendant_blur(self, event: events.DescendantBlur) -> None:
        self._mark_label(event.widget, False)
        if event.widget.id == "house":
            self.query_one("#lobby-hint", Static).update(self._hint())

    # ------------------------------------------------------- type to find
    def on_key(self, event: events.Key) -> None:
        """Letters typed on the (closed) game list find a game: ``stud7``, ``omaha``, ``draw``."""
        variant = self.query_one("#variant", Choice)
        if self.focused is not variant or variant.expanded:
            return
        char = event.character
        if event.key == "backspace" and self.find_query:
            self.find_query = self.find_query[:-1]
        elif char and char.isprintable() and char != " " and (char.isalnum() or char in "-/'"):
            now = time.monotonic()
            if now - self.find_at > FIND_RESET_SECONDS:
                self.find_query = ""
            self.find_at = now
            self.find_query += char
        else:
            return
        event.stop()
        event.prevent_default()
        found = find_game(self.find_query, list(all_variants()))
        hint = self.query_one("#lobby-hint", Static)
        if found is None:
            hint.update(f"Find [b]{self.find_query}[/b]: no game matches")
            self.app.bell()
            return
        variant.value = found.code
        hint.update(f"Find [b]{self.find_query}[/b]: {found.name} · keep typing, or"
                    " [b]Tab[/b] moves on")
        self.set_timer(FIND_RESET_SECONDS * 3, self._find_over)

    def _find_over(self) -> None:
        if time.monotonic() - self.find_at >= FIND_RESET_SECONDS * 3 - 0.05:
            self.find_query = ""
            self.query_one("#lobby-hint", Static).update(self._hint())

    @on(Choice.Changed)
    def _changed(self, event: Choice.Changed) -> None:
        if not self.ready:
            return
        if event.choice.id in self.wanted:  # the lobby's own changes post no Changed
            self.wanted[str(event.choice.id)] = event.value
        if event.choice.id == "house":  # options the new profile already has are no change
            base = PROFILES[str(event.value)]
            self.house_options = tuple((f, c) for f, c in self.house_options
                                       if option_text(getattr(base, f)) != c)
            self._house_labels()
        if event.choice.id == "variant":
            code = str(event.value)
            stakes = self.query_one("#stakes", Choice)
            old = stakes.value
            stakes.set_options([(stakes_label(code, b), b) for b in BIG_BLINDS])
            stakes.value = old if old in BIG_BLINDS else 2
            v = get_variant(code)
            seats = self.query_one("#seats", Choice)
            low, top = max(2, v.min_players), min(10, v.max_players)
            straddle = self.query_one("#straddle", Choice)
            with self.prevent(Choice.Changed):  # narrowed for this game, not the player's choice
                seats.set_options([(str(n), n) for n in range(low, top + 1)])
                seats.value = min(max(int(self.wanted["seats"]), low), top)
                straddle.disabled = not v.blinds or v.over_blind  # a blind game's option
                straddle.value = bool(self.wanted["straddle"]) and not straddle.disabled
        self._sync()

    def _sync(self) -> None:
        """Show one opponent choice per bot seat."""
        seats = self.query_one("#seats", Choice).value
        humans = self.query_one("#humans", Choice).value
        n = int(seats) if isinstance(seats, int) else 6
        h = int(humans) if isinstance(humans, int) else 1
        fitted = min(int(self.wanted["humans"]), n)
        if h != fitted:  # fewer seats than humans wanted: narrowed while they are so few
            with self.prevent(Choice.Changed):
                self.query_one("#humans", Choice).value = fitted
            h = fitted
        for i in range(9):
            seat = i + 2  # seat numbers as people count them; seat 1 is yours
            show = h < seat <= n
            bot = self._bot(i)
            if bot is not None:
                bot.display = show
            elif show:
                self.query_one("#opponents", Grid).mount(self._bot_select(i))
        self._default_names(h)
        self.query_one("#opponents-title").display = n > h
        self._about()

    def _default_names(self, humans: int) -> None:
        """Real names in the name fields: ``Ann`` for the first of several humans (a shared
        keyboard cannot be passed to "You"), and ``Bob, Carol`` for the others until typed."""
        name = self.query_one("#name", Input)
        if humans > 1 and name.value.strip().casefold() in ("you", ""):
            name.value = HOT_SEAT_NAME
        elif humans <= 1 and name.value == HOT_SEAT_NAME:
            name.value = "You"
        others = self.query_one("#others", Input)
        others.disabled = humans <= 1
        if not self.others_edited:
            with others.prevent(Input.Changed):
                others.value = ", ".join(OTHER_HUMANS[: humans - 1]) if humans > 1 else ""

    @on(Input.Changed, "#others")
    def _others_typed(self) -> None:
        self.others_edited = True

    def _about(self) -> None:
        """The chosen game and house rules, in a few lines (on taller terminals)."""
        variant = self.query_one("#variant", Choice).value
        house = self.query_one("#house", Choice).value
        if not isinstance(variant, str) or not isinstance(house, str):
            return
        chosen = {str(bot.value) for bot in self.query("#opponents Choice").results(Choice)
                  if bot.display}
        self.query_one("#lobby-about", Static).update(about_text(
            variant, house, self.house_options, self._key("lobby-options"), chosen,
            self.factories))

    def _house_labels(self) -> None:
        """Each profile named with the number of options changed from it: ``RWS 2024 +1``
        (on a short terminal, where the about line is not shown, the field says it)."""
        def label(name: str) -> str:
            base = PROFILES[name]
            n = sum(option_text(getattr(base, f)) != c for f, c in self.house_options)
            return HOUSE_LABELS.get(name, name) + (f" +{n}" if n else "")

        self.query_one("#house", Choice).set_options([(label(k), k) for k in PROFILES])

    def action_house_options(self) -> None:
        """The chosen profile's options, each one a field (a screen built only when asked for)."""
        from .house_options import HouseOptionsScreen

        def done(chosen: tuple[tuple[str, str], ...] | None) -> None:
            if chosen is not None:
                self.house_options = chosen
                self._house_labels()
                self._about()

        self.app.push_screen(HouseOptionsScreen(
            str(self.query_one("#house", Choice).value), self.house_options,
            straddle=bool(self.query_one("#straddle", Choice).value)), done)

    @on(Input.Submitted)
    def _submitted(self) -> None:
        self.action_deal()  # Enter in a field you edited: the game you described

    @on(PressButton.Pressed, "#deal")
    def _deal_pressed(self) -> None:
        self.action_deal(asked=True)  # the New game button says what it does

    @on(PressButton.Pressed, "#resume")
    def _resume_pressed(self) -> None:
        self.action_resume()

    def check_action(self, action: str, parameters: tuple[object, ...]) -> bool | None:
        """R resumes only when there is a saved game to resume."""
        return self.resumable if action == "resume" else True

    def action_resume(self) -> None:
        if self.resumable:
            self.dismiss(self.saved)

    def choice(self) -> TableChoice:
        """Every field's answer; ValueError with a sentence for a stack that is not a number."""
        n = int(self.query_one("#seats", Choice).value)
        h = int(self.query_one("#humans", Choice).value)
        stack_text = self.query_one("#stack", Input).value.strip()
        if not stack_text.isdigit():
            raise ValueError(f"The stack is a number of big blinds from 1 to"
                             f" {choices.MAX_STACK_BB}.")
        others = [x.strip() for x in self.query_one("#others", Input).value.split(",") if x.strip()]
        return TableChoice(
            variant=str(self.query_one("#variant", Choice).value), seats=n, humans=h,
            name=self.query_one("#name", Input).value, others=tuple(others),
            bots=tuple(str(bot.value) if (bot := self._bot(seat - 1)) else default_bot(self.bots)
                       for seat in range(h, n)),
            big_blind=int(self.query_one("#stakes", Choice).value),
            stack_bb=int(stack_text), house=str(self.query_one("#house", Choice).value),
            pace=str(self.query_one("#pace", Choice).value),
            next_hand=str(self.query_one("#next", Choice).value),
            straddle=bool(self.query_one("#straddle", Choice).value),
            house_options=self.house_options,
            show_hands=str(self.query_one("#show", Choice).value),
            practice=bool(self.query_one("#practice", Choice).value),
            plain=bool(self.query_one("#display", Choice).value),
            tournament=str(self.query_one("#tournament", Choice).value))

    def config(self) -> GameConfig:
        """The game the form describes; ValueError with a sentence when it cannot be played."""
        return self.choice().config()

    def action_deal(self, asked: bool = False) -> None:
        """Deal the game the form describes; with a game to resume, ask first (^D)."""
        if self.resumable and not asked:
            from .dialogs import ConfirmDialog

            assert self.saved is not None

            def answer(yes: bool | None) -> None:
                if yes:
                    self.action_deal(asked=True)

            self.app.push_screen(ConfirmDialog(
                f"Deal a new game? Your unfinished {self.saved.game.split(',')[0]} stays saved:"
                " resume it from the lobby later.", "Deal", "Back"), answer)
            return
        try:
            config = self.config()
        except ValueError as exc:
            self.query_one("#lobby-error", Static).update(plain_words(str(exc)))
            self.app.bell()
            return
        app = cast("PokerApp", self.app)
        app.four_color, app.coach = (bool(self.query_one(f"#{f}", Choice).value)
                                     for f in ("deck", "coach"))
        app.dealt_choice = self.choice()  # settings.toml
        self.dismiss(config)

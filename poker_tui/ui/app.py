"""The Textual app: the lobby first, then the table; help, quit and the palette anywhere."""

from __future__ import annotations

import gc
from collections.abc import Iterable
from typing import TYPE_CHECKING, Any

from textual.app import App, SystemCommand
from textual.command import CommandPalette
from textual.screen import Screen

from ..session import SavedGame, SavedGames
from ..settings import Settings, load_settings, save_settings
from .keymap import user_keymap
from .keys import APP_KEYS, bindings
from .screens.lobby import LobbyScreen
from .user_settings import game_of, remember, table_choice
from .widgets.choice import Choice

if TYPE_CHECKING:  # the table and help screens are imported when first shown: a faster start
    from ..bots_api import Bot
    from ..session import DeckSource, GameConfig, GameSession
    from .choices import TableChoice
    from .screens.dialogs import ConfirmDialog
    from .screens.table import TableScreen

_heap_frozen = False
"""Set once ``PokerApp.run`` froze the start's heap (once a process)."""


class PokerApp(App[None]):
    """``PokerApp()`` opens the lobby; ``PokerApp(config)`` sits straight down at a table.

    With ``saves`` every game is journaled and the lobby offers to resume an unfinished
    one; ``session`` (e.g. ``saves.resume()``) sits straight down at that game.
    """

    # The lobby's rules are read with the app's: a screen's own CSS_PATH makes Textual parse every
    # stylesheet again when it is first shown, which the first frame should not wait for.
    CSS_PATH = ["poker.tcss", "screens/lobby.tcss"]
    TITLE = "poker-tui"
    BINDINGS = bindings(APP_KEYS)

    def __init__(self, config: GameConfig | None = None, *,
                 bots: dict[int, Bot] | None = None,
                 deck_for_hand: DeckSource | None = None,
                 misclick_guard: float = 0.5, four_color: bool = False, coach: bool = False,
                 lobby_bots: list[str] | None = None, saves: SavedGames | None = None,
                 session: GameSession | None = None) -> None:
        super().__init__()
        self.saves = saves
        self.start_session = session
        self.lobby_bots = lobby_bots
        self.start_config = config
        self.test_bots = bots
        self.deck_for_hand = deck_for_hand
        self.misclick_guard = misclick_guard
        self.four_color = four_color
        self.coach = coach  # the coach panel at the table (settings, lobby, play --coach)
        self.last_config: GameConfig | None = session.config if session is not None else config
        self._quitting = False
        self._quit_dialog: ConfirmDialog | None = None
        self.user_keymap: dict[str, str] = {}  # binding id -> keys, from keymap.toml
        self.settings = Settings()  # settings.toml, read on mount
        self.dealt_choice: TableChoice | None = None  # the lobby's answers of the game dealt
        self.plain_config: GameConfig | None = None  # dealt in plain lines: played after exit
        self._theme_is_the_players = False  # set after on_mount applies the saved theme

    def run(self, **options: Any) -> None:
        """Textual's ``run``, with the heap loaded so far frozen first (``gc.freeze``): the
        modules, classes and tables imported live as long as the program, and the garbage
        collector walked them again on each full collection, about 4% of the instructions to
        the lobby's first frame (``benchmarks/bench_startup.py --instructions``)."""
        global _heap_frozen
        if not _heap_frozen:  # once a process: each freeze keeps what is garbage by then
            _heap_frozen = True
            gc.freeze()
        return super().run(**options)

    def on_mount(self) -> None:
        self.settings, said = load_settings()
        theme = str(self.settings.look["theme"])
        self.theme = theme if theme in self.available_themes else "textual-dark"
        self.four_color = self.four_color or bool(self.settings.table["four_colour"])
        self.coach = self.coach or bool(self.settings.table["coach"])
        if said:
            self.notify(said, title="Settings", severity="warning", timeout=12, markup=False)
        self.user_keymap, report = user_keymap(self.settings.keys)  # keymap.toml: keys moved by id
        if self.user_keymap:
            self.set_keymap(self.user_keymap)
        if report:
            self.notify(report, title="Keymap", severity="warning", timeout=12, markup=False)
        self._theme_is_the_players = True
        if self.start_session is not None:
            self.push_screen(self._table(self.start_session.config, self.start_session))
        elif self.start_config is not None:
            self.push_screen(self._table(self.start_config))
        else:
            self._lobby(None)

    # ------------------------------------------------------------- screens
    def _table(self, config: GameConfig, session: GameSession | None = None) -> TableScreen:
        from .screens.table import TableScreen

        if session is None and self.saves is not None:
            session = self.saves.new(config, bots=self.test_bots, deck_for_hand=self.deck_for_hand)
            self._say_store_problem()
        if session is None:
            from ..session import GameSession

            session = GameSession(config, bots=self.test_bots, deck_for_hand=self.deck_for_hand)
        screen = TableScreen(session, misclick_guard=self.misclick_guard,
                             four_color=self.four_color)
        if self.settings.table["units"] == "bb":  # settings.toml: amounts in big blinds (B)
            screen.set_reactive(TableScreen.in_bb, True)
        screen.set_reactive(TableScreen.coach, self.coach)
        # with the coach on, the bots say why they act: on their seats and in the log
        session.show_reasons(self.coach)
        return screen

    def _lobby(self, previous: GameConfig | None) -> None:
        saved = self.saves.unfinished() if self.saves is not None else []
        recheck = self.saves.unfinished if self.saves is not None else None
        self.push_screen(LobbyScreen(previous, bots=self.lobby_bots, saved=saved,
                                     recheck=recheck, start=table_choice(self.settings.game)),
                         self._lobby_done)
        self._say_store_problem()

    def _say_store_problem(self) -> None:
        """A journal that cannot be used is said on screen; games go on unsaved (docs/store.md)."""
        problem = self.saves.problem if self.saves is not None else None
        if problem:
            self.notify(problem, title="Saved games", severity="error", timeout=60,
                        markup=False)

    def _lobby_done(self, choice: GameConfig | SavedGame | None) -> None:
        if isinstance(choice, SavedGame):
            self._resume(choice.session_id)
            return
        if choice is None:
            return
        if self.dealt_choice is not None:  # the last game played: the lobby opens on it
            self._remember(self.settings.with_game(**game_of(self.dealt_choice))
                           .with_table(four_colour=self.four_color, coach=self.coach))
        if self.dealt_choice is not None and self.dealt_choice.plain:
            self.plain_config = choice  # commands.play plays it once the drawn screen is gone
            self.exit()
            return
        self.last_config = choice
        self.push_screen(self._table(choice))

    def _remember(self, changed: Settings) -> None:
        self.settings, failed = remember(self.settings, changed)
        if failed:
            self.notify(failed, title="Settings", severity="error", timeout=12, markup=False)

    def watch_theme(self, theme: str) -> None:
        """A theme chosen in the palette is remembered (the one set on mount is no change)."""
        if self._theme_is_the_players and theme != self.settings.look["theme"]:
            self._remember(self.settings.with_look(theme=theme))

    def action_settings(self) -> None:
        """The settings screen; saved settings apply to the lobby at once."""
        from .screens.settings import SettingsScreen

        if isinstance(self.screen, SettingsScreen):
            return
        lobby = self.screen if isinstance(self.screen, LobbyScreen) else None
        bots = lobby.bots if lobby is not None else list(self.lobby_bots or [])

        def done(chosen: Settings | None) -> None:
            if chosen is None:
                return
            self.settings = Settings(chosen.game, chosen.table, chosen.look, chosen.keys)
            failed = save_settings(self.settings)  # the player's change: written even over a
            if failed:  # file that could not be read
                self.notify(failed, title="Settings", severity="error", timeout=12,
                            markup=False)
            self.theme = str(chosen.look["theme"])
            self.four_color = bool(chosen.table["four_colour"])
            self.coach = bool(chosen.table["coach"])
            if isinstance(self.screen, LobbyScreen):
                self.screen.start_from(table_choice(chosen.game), self.four_color)
                self.screen.query_one("#coach", Choice).value = self.coach

        shown = self.settings
        if lobby is not None:  # the settings start from the lobby's fields as they are now
            try:
                shown = shown.with_game(**game_of(lobby.choice())).with_table(
                    four_colour=bool(lobby.query_one("#deck", Choice).value),
                    coach=bool(lobby.query_one("#coach", Choice).value))
            except ValueError:  # a stack that is not a number: the saved game's fields
                pass
        self.push_screen(SettingsScreen(shown, bots=bots or ["random"],
                                        themes=sorted(self.available_themes)), done)

    def _resume(self, session_id: int) -> None:
        """The saved game back at the table; if it cannot be, the lobby again with the reason."""
        assert self.saves is not None
        try:
            session = self.saves.resume(session_id, bots=self.test_bots,
                                        deck_for_hand=self.deck_for_hand)
        except ValueError as exc:
            self.notify(f"This game cannot be resumed: {exc}", severity="error", markup=False)
            self._lobby(self.last_config)
            return
        self.last_config = session.config
        self.push_screen(self._table(session.config, session))

    @property
    def table_screen(self) -> TableScreen | None:
        from .screens.table import TableScreen

        for screen in reversed(self.screen_stack):
            if isinstance(screen, TableScreen):
                return screen
        return None

    # ------------------------------------------------------------- actions
    def action_skip_to_results(self) -> None:
        """G, out of a sit-and-go: the bots play the rest unseen, straight to the results."""
        screen = self.table_screen
        if screen is not None:
            screen.say(screen.session.skip_to_results() or "Skipping to the results…", "note")

    def action_help(self) -> None:
        from ..engine.games import get_variant
        from ..engine.house_rules import RWS
        from .screens.help import HelpScreen

        if isinstance(self.screen, HelpScreen):
            return
        table = self.table_screen
        config = table.config if table is not None else self.last_config
        try:  # the table's rules: its profile with the options the players changed
            house = config.house_rules if config else RWS
        except ValueError:
            house = RWS
        variant = get_variant(config.variant) if config else None
        self.push_screen(HelpScreen(house, variant))

    def action_replayer(self) -> None:
        """The replayer's list of saved games and hands (^Y; Y at the table). From a table it
        opens on that game, drawn for the player at the keys (in hot seat: fixed to them)."""
        from .screens.replay import ReplayScreen
        from .screens.replay_browser import ReplayBrowser

        if any(isinstance(s, (ReplayBrowser, ReplayScreen)) for s in self.screen_stack):
            return
        from ..session import SavedHands

        source = SavedHands(self.saves.path if self.saves is not None else None)
        table = self.table_screen
        state = table.table_state if table is not None else None
        if table is None or state is None:
            self.push_screen(ReplayBrowser(source, four_color=self.four_color))
            return
        viewer = state.viewer if state.shared else state.hero
        self.push_screen(ReplayBrowser(source, session_id=table.session.session_id,
                                       viewer=viewer, locked=True, four_color=self.four_color))

    def action_results(self) -> None:
        """^G: your results from the saved games (the lobby and the table)."""
        from ..store import default_path
        from .screens.results import ResultsScreen

        if isinstance(self.screen, ResultsScreen):
            return
        table = self.table_screen
        state = table.table_state if table is not None else None
        you = state.name(state.viewer) if state is not None and state.viewer is not None else None
        self.push_screen(ResultsScreen(self.saves.path if self.saves else default_path(), you))

    def action_request_quit(self) -> None:
        if self._quitting:
            dialog = self._quit_dialog
            if dialog is not None and self.screen is dialog:  # asked already: ^C again quits
                dialog.dismiss(True)
            return
        self._quitting = True

        def answer(yes: bool | None) -> None:
            self._quitting = False
            if yes:
                words = self._summary()
                self._leave_game()
                self.exit(message=words)

        if self.table_screen is None:
            question = "Quit poker-tui?"
        elif (state := self.table_screen.table_state) is not None and state.saved:
            question = ("Leave the table and quit? The game is saved: start poker-tui again to"
                        " resume it (a hand in play is voided, every bet returned).")
        else:
            question = "Leave the table and quit? This game is not saved."
        from .screens.dialogs import ConfirmDialog

        self._quit_dialog = ConfirmDialog(question, "Quit", "Stay")
        self.push_screen(self._quit_dialog, answer)

    def action_new_game(self, confirm: bool = True) -> None:
        """Back to the lobby (asks first when a game is on)."""
        if self.table_screen is not None and confirm:
            from .screens.dialogs import ConfirmDialog

            def answer(yes: bool | None) -> None:
                if yes:
                    self.action_new_game(confirm=False)
            self.push_screen(ConfirmDialog("Leave this table for a new game? This game ends and"
                                           " cannot be resumed.", "New game", "Stay"), answer)
            return
        words = self._summary()
        self._end_game()
        while len(self.screen_stack) > 1:
            self.pop_screen()
        self._lobby(self.last_config)
        if words:
            self.notify(words, title="Session summary", timeout=20)

    def _summary(self) -> str | None:
        """The table's session summary (docs/stats.md), before the table goes."""
        from .leaving import summary_words

        return summary_words(self.table_screen, self.saves.path if self.saves else None)

    def _end_game(self) -> None:
        """The players chose a new game: the saved one is closed, not resumable."""
        table = self.table_screen
        if table is not None:
            table.session.quit()

    def _leave_game(self) -> None:
        """The players quit for now: the loop stops and the saved game stays open to resume."""
        table = self.table_screen
        if table is not None:
            table.session.close()

    def action_command_palette(self) -> None:
        from .palette import SafeCommandPalette

        if not self.use_command_palette or isinstance(self.screen, CommandPalette):
            return
        if any(s.id == "--command-palette" for s in self.screen_stack):
            return  # one still open beneath, or closing (random keys at 120x40: DuplicateIds)
        from textual._node_list import DuplicateIds

        try:
            self.push_screen(SafeCommandPalette(id="--command-palette"))
        except DuplicateIds:  # the last one is not yet unregistered: this key opens nothing
            pass

    def search_themes(self) -> None:
        """The palette's Theme command, in the guarded palette too."""
        from textual.theme import ThemeProvider

        from .palette import SafeCommandPalette

        self.push_screen(SafeCommandPalette(providers=[ThemeProvider],
                                            placeholder="Search for themes…"))

    def get_system_commands(self, screen: Screen) -> Iterable[SystemCommand]:
        yield SystemCommand("New game", "Leave this table and set up a new game",
                            self.action_new_game)
        yield SystemCommand("Help", "The keys and the house rules in force", self.action_help)
        if isinstance(screen, LobbyScreen):
            yield SystemCommand("House options", "Change the chosen house profile's options one"
                                " by one", screen.action_house_options)
        yield SystemCommand("Quit", "Leave poker-tui (asks first)", self.action_request_quit)
        yield SystemCommand("Results", "Your net chips, bb/100 and bankroll graph from the saved"
                            " games", self.action_results)
        yield SystemCommand("Settings", "What the lobby opens on, the deck, the theme; saved"
                            " to settings.toml", self.action_settings)
        yield SystemCommand("Replay saved hands", "Browse saved games and hands, step through"
                            " one with your decisions reviewed", self.action_replayer)
        for command in super().get_system_commands(screen):
            if command.title not in ("Quit", "Keys"):
                yield command

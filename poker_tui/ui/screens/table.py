"""The table screen: draws the state the session gives it and posts what the keys choose.

The session's loop runs in a Textual worker; bots think in threads, so keys
answer while they do. The screen reads the session only through its public
face: the input methods down (``submit``, ``draw``...), and up the messages
of its source of states (``Bridge``): one class per kind of session event
(``ui/messages.py``), each handled by its own ``on_*`` method and carrying
the one ``TableState`` built for the human at the keys. The screen is given
its session, never builds one; the display choices (chips or big blinds,
four colours, the coach) are reactives here, bound to the widgets."""

from __future__ import annotations

import math
import time
from collections.abc import Callable
from typing import TYPE_CHECKING, Any, cast

from textual import events
from textual.app import ComposeResult
from textual.containers import Horizontal
from textual.reactive import reactive
from textual.screen import Screen
from textual.timer import Timer
from textual.widgets import Static

from ...engine.actions import Action
from ...session import Facing, GameSession, TableState, WaitKind, spell
from .. import messages
from ..bridge import Bridge
from ..fmt import chips, plain_words
from ..keys import TABLE_KEYS, bindings
from ..messages import SessionChanged
from ..review_summary import summarize_hand
from ..status_line import status_line
from ..topbar import topbar_text
from ..widgets.action_bar import ActionBar, BarMode
from ..widgets.coach_panel import CoachPanel
from ..widgets.hand_log import HandLog
from ..widgets.hud_panel import HudPanel
from ..widgets.raise_panel import RaisePanel
from ..widgets.table_view import TableView
from .dialogs import BustDialog, ConfirmDialog
from .privacy import PrivacyScreen
from .tournament_results import TournamentBar, show_game_over

if TYPE_CHECKING:
    from ..app import PokerApp

FLASH_SECONDS = 5.0
"""An error or note stays on the status line this long; then the turn's words come back."""


class TableScreen(Screen[None]):
    CSS_PATH = "table.tcss"
    BINDINGS = bindings(TABLE_KEYS)
    AUTO_FOCUS = None  # the table's keys work with nothing focused; the raise entry takes focus
    HORIZONTAL_BREAKPOINTS = [(0, "-narrow"), (112, "-wide"), (170, "-huge")]

    table_state: reactive[TableState | None] = reactive(None, always_update=True)
    in_bb: reactive[bool] = reactive(False)
    four_color: reactive[bool] = reactive(False)
    coach: reactive[bool] = reactive(False)  # the coach panel (O); bot reasons show with it

    def __init__(self, session: GameSession, *, misclick_guard: float = 0.5,
                 four_color: bool = False) -> None:
        super().__init__()
        self.config = session.config
        self.session = session
        self.bridge = Bridge(session, self)  # the source of the states drawn
        self.state_seq = -1  # the bridge's number of the state drawn
        self.handled_seq = 0  # the bridge's number of the last message handled
        self.misclick_guard = misclick_guard
        self.set_reactive(TableScreen.four_color, four_color)
        self.turn_started = 0.0
        self.flash: tuple[str, str] | None = None
        self.flash_timer: Timer | None = None
        self.between_hands: str | None = None  # the last hand's results, until the next deal
        self.next_at: float | None = None  # when the next hand deals by itself (monotonic)
        self.clock: Timer | None = None  # counts the pause down on the status line

    def compose(self) -> ComposeResult:
        yield Static("", id="topbar")
        yield TournamentBar(id="tournament").data_bind(TableScreen.table_state)
        with Horizontal(id="main"):
            yield TableView(id="table").data_bind(
                TableScreen.table_state, TableScreen.in_bb, TableScreen.four_color)
            yield HudPanel(self.session, id="hud")
            yield HandLog(id="log").data_bind(TableScreen.in_bb, TableScreen.four_color)
        yield CoachPanel(self.config.variant, id="coach").data_bind(
            TableScreen.table_state, TableScreen.coach, TableScreen.in_bb)
        yield RaisePanel(id="raise")
        yield Static("", id="status")
        yield ActionBar(id="actions").data_bind(TableScreen.in_bb, TableScreen.table_state)

    def on_mount(self) -> None:
        self._catch_up()
        self.run_worker(self.session.run(), group="session", name="session", exclusive=True)

    def on_screen_resume(self) -> None:
        """Back from a dialog: the table's keys again, unless an amount is being entered."""
        self.call_after_refresh(self._unfocus_closed_entry)

    def _unfocus_closed_entry(self) -> None:
        panels = self.query(RaisePanel)
        if panels and self.focused is panels.first() and not panels.first().is_open:
            self.set_focus(None)

    def on_unmount(self) -> None:
        self.bridge.close()
        self.session.close()

    # ------------------------------------------------------------- widgets
    @property
    def table(self) -> TableView:
        return self.query_one(TableView)

    @property
    def raise_panel(self) -> RaisePanel:
        return self.query_one(RaisePanel)

    @property
    def facing(self) -> Facing | None:
        state = self.table_state
        return state.facing if state is not None else None

    def _catch_up(self) -> None:
        """Draw the table as it stands now (right after a key's action is played)."""
        self.state_seq, self.table_state = self.bridge.latest()

    # ------------------------------------------------------ session events
    def _draw(self, m: SessionChanged[Any]) -> None:
        """After each message's own work: draw its state, unless a newer one is drawn."""
        self.handled_seq = m.seq
        if m.seq > self.state_seq:
            self.state_seq = m.seq
            self.table_state = m.state  # redraws the table, the bar and the status line
        else:
            self.refresh_view()

    # events that change nothing but the picture
    on_table_moved = on_bot_thinks = on_bot_bought_in = on_player_gone = _draw

    def on_log_said(self, m: messages.LogSaid) -> None:
        self.query_one(HandLog).add(m.event.words, m.event.kind, m.state.unit)
        self._draw(m)

    def on_hand_dealt(self, m: messages.HandDealt) -> None:
        self.between_hands = None
        self.flash = None
        self._stop_clock()
        self._draw(m)

    def on_bot_faulted(self, m: messages.BotFaulted) -> None:
        self.notify(f"{m.state.name(m.event.seat)}: {m.event.message}", title="Bot fault",
                    severity="warning")
        self._draw(m)

    def on_handover_needed(self, m: messages.HandoverNeeded) -> None:
        self._close_raise()
        self.app.push_screen(PrivacyScreen(m.event.name), lambda _: self._handed_over())
        self._draw(m)

    def on_your_turn(self, m: messages.YourTurn) -> None:
        self.turn_started = time.monotonic()
        self.flash = None
        self._draw(m)

    def on_action_played(self, m: messages.ActionPlayed) -> None:
        self._close_raise()
        self._draw(m)

    def on_show_or_muck(self, m: messages.ShowOrMuck) -> None:
        self.app.push_screen(ConfirmDialog(f"{m.event.name}: show your hand to the table?",
                                           "Show", "Muck"), lambda yes: self.session.show_hand(bool(yes)))
        self._draw(m)

    def on_hand_settled(self, m: messages.HandSettled) -> None:
        self.between_hands = " · ".join(m.event.results)
        self.query_one(HudPanel).hand_over()
        summarize_hand(self)  # the review's lines, when the settings ask (docs/review.md)
        self._draw(m)

    def on_busted(self, m: messages.Busted) -> None:
        e = m.event
        self.app.push_screen(BustDialog(e.name, chips(e.buy_in)), self._bust_answer(e.seat))
        self._draw(m)

    def on_next_hand_pause(self, m: messages.NextHandPause) -> None:
        self._stop_clock()
        if m.event.seconds is not None:
            self.next_at = time.monotonic() + m.event.seconds
            self.clock = self.set_interval(0.5, self._tick)
        self._draw(m)

    def on_game_over(self, m: messages.GameOver) -> None:
        show_game_over(cast("PokerApp", self.app), m.event.reason, m.state)
        self._draw(m)

    def _handed_over(self) -> None:
        self.session.hand_over()
        self._catch_up()

    def _bust_answer(self, seat: int) -> Callable[[str | None], None]:
        def answer(choice: str | None) -> None:
            if choice == "rebuy":
                self.session.rebuy(seat)
            else:
                self.session.leave(seat)
        return answer

    def _stop_clock(self) -> None:
        self.next_at = None
        if self.clock is not None:
            self.clock.stop()
            self.clock = None

    def _tick(self) -> None:
        """Count the pause before the next hand down, second by second."""
        state = self.table_state
        if state is None or state.waiting_for != WaitKind.NEXT:
            self._stop_clock()
        self._status()

    # ---------------------------------------------------------------- view
    def watch_table_state(self) -> None:
        self.refresh_view()

    def watch_in_bb(self) -> None:
        self.refresh_view()

    def on_resize(self, event: events.Resize) -> None:
        self._topbar()

    def money(self, amount: int) -> str:
        """An amount as the table shows it now: chips, or big blinds."""
        state = self.table_state
        return chips(amount, state.unit if state is not None else 0, self.in_bb)

    def words(self, text: str) -> str:
        """A session sentence with its amounts as the table shows them."""
        return spell(text, self.money)

    def _topbar(self) -> None:
        """Hand number, game and stakes, house rules, who has the keys: as much as fits."""
        if self.table_state is not None and self.is_mounted:
            changed = len(self.config.house_options)
            bar = topbar_text(self.table_state, changed, self.size.width)
            self.query_one("#topbar", Static).update(bar)

    def refresh_view(self) -> None:
        state = self.table_state
        if state is None or not self.is_mounted:
            return
        facing = state.facing
        if self.focused is self.raise_panel and not self.raise_panel.is_open:
            self.set_focus(None)  # a closed amount entry must not take the table's keys
        self._topbar()
        bar = self.query_one(ActionBar)
        if facing is not None:
            bar.set_mode(BarMode.TURN, facing, marked=state.marked)
        elif state.waiting_for == WaitKind.NEXT:
            bar.set_mode(BarMode.NEXT, away=state.sitting_out)
        else:
            bar.set_mode(BarMode.WAIT, away=state.sitting_out)
        self._status()

    def _status(self) -> None:
        kind, text = self._status_text()
        status = self.query_one("#status", Static)
        wanted = f"-{kind}" if kind else ""
        if status.classes != ({wanted} if wanted else set()):
            status.set_classes(wanted)  # restyling is not free: only when the kind changes
        status.update(f" {plain_words(text)}" if text else "")  # no rule numbers

    def _status_text(self) -> tuple[str, str]:
        if self.flash is not None:
            text, kind = self.flash
            return kind, text
        state = self.table_state
        if state is None:
            return "", ""
        left = None if self.next_at is None else max(1, math.ceil(self.next_at - time.monotonic()))
        return status_line(state, self.between_hands, left, self.money, self.words)

    def say(self, text: str, kind: str = "error") -> None:
        """A message on the status line until the situation changes."""
        self.flash = (text, kind)
        if self.flash_timer is not None:
            self.flash_timer.stop()
        self.flash_timer = self.set_timer(FLASH_SECONDS, self._flash_over)
        if kind == "error":
            self.app.bell()
        self.refresh_view()

    def _flash_over(self) -> None:
        self.flash = None
        self.flash_timer = None
        self.refresh_view()

    # ------------------------------------------------------------- actions
    def _my_turn(self) -> Facing | None:
        facing = self.facing
        if facing is None:
            self.say("It is not your turn yet.", "note")
        return facing

    def submit(self, action: Action) -> str | None:
        error = self.session.submit(action)
        if error:
            self.say(error)
        else:
            self.flash = None
            self._catch_up()
        return error

    def action_fold(self) -> None:
        facing = self._my_turn()
        if facing is None:
            return
        if facing.is_draw:
            self.say("It is the draw: mark cards with 1-5, then D.", "note")
            return
        if not facing.legal.can_fold:
            self.say(f"You must open: C brings it in for {self.money(facing.legal.bring_in)}"
                     + (f", R completes to {self.money(facing.legal.min_raise_to)}."
                        if facing.can_raise else "."), "note")
            return
        if facing.can_check:
            def answer(yes: bool | None) -> None:
                if yes and self.facing is not None:
                    self.submit(Action.fold())
            self.app.push_screen(ConfirmDialog("Checking is free. Fold anyway?", "Fold",
                                               "Keep my cards"), answer)
            return
        self.submit(Action.fold())

    def action_check_call(self) -> None:
        facing = self._my_turn()
        if facing is None:
            return
        if facing.is_draw:
            self.say("It is the draw: mark cards with 1-5, then D.", "note")
            return
        if facing.legal.bring_in:
            self.submit(Action.bring_in())
            return
        if facing.can_check:
            self.submit(Action.check())
            return
        elapsed = time.monotonic() - self.turn_started
        if facing.to_call > facing.unit and elapsed < self.misclick_guard:
            self.say(f"Careful: you now face {self.money(facing.bet_to)}. Press C again to call"
                     f" {self.money(facing.to_call)}.", "note")
            return
        self.submit(Action.call())

    def action_bet_raise(self) -> None:
        facing = self._my_turn()
        if facing is None:
            return
        if not facing.can_raise:
            self.say(f"You cannot {facing.raise_word.lower()} now.", "note")
            return
        if facing.fixed_size:
            self.submit(Action.raise_to(facing.legal.min_raise_to))
            return
        self.raise_panel.open(facing, self.in_bb)
        self.add_class("-raising")

    def action_all_in(self) -> None:
        """A: all chips in, asked once (Y/N) in no and pot limit unless the game skips it."""
        facing = self._my_turn()
        if facing is None:
            return
        if facing.can_go_all_in:
            amount = facing.legal.max_raise_to
            if self.session.config.confirm_all_in and not facing.fixed_size:
                def answer(yes: bool | None) -> None:
                    if yes and self.facing is not None:
                        self.submit(Action.raise_to(amount))
                self.app.push_screen(ConfirmDialog(
                    f"{facing.action_label(amount, self.money)}: all your chips. Go all-in?",
                    "All-in", "Not now"), answer)
                return
            self.submit(Action.raise_to(amount))
        elif facing.call_is_all_in:
            self.submit(Action.call())
        elif facing.can_raise:
            self.say(f"The most you may bet now is {self.money(facing.legal.max_raise_to)}"
                     f" ({facing.structure}); R bets it.", "note")
        else:
            self.say("You cannot go all-in now: call, check or fold.", "note")

    def action_draw(self) -> None:
        facing = self._my_turn()
        if facing is None:
            return
        if not facing.is_draw:
            self.say("There is no draw now.", "note")
            return
        error = self.session.draw()
        if error:
            self.say(error)
        else:
            self._catch_up()

    def check_action(self, action: str, parameters: tuple[object, ...]) -> bool | None:
        """The number keys mark cards only at your draw; otherwise 4 is the four-colour key."""
        if action == "discard":
            facing = self.facing
            return facing is not None and facing.is_draw
        return True

    def action_discard(self, index: int) -> None:
        facing = self._my_turn()
        if facing is None or not facing.is_draw:
            return
        error = self.session.toggle_discard(index)
        if error:
            self.say(error)
        else:
            self._catch_up()

    def action_next_hand(self) -> None:
        state = self.table_state
        if state is not None and state.waiting_for == WaitKind.NEXT:
            self.session.next_hand()

    def action_sit_out(self) -> None:
        """S: sit out from the next hand, or come back (002 §5.7.3, 003); between hands."""
        state = self.table_state
        if state is None:
            return
        if state.sitting_out:
            error = self.session.come_back(state.hero)
        else:
            error = self.session.sit_out(state.hero)
        if error:
            self.say(error)
        else:
            self._catch_up()

    def action_toggle_log(self) -> None:
        if self.has_class("-narrow"):
            self.toggle_class("-show-log")
        else:
            self.toggle_class("-hide-log")

    def action_toggle_hud(self) -> None:
        self.query_one(HudPanel).toggle()

    def action_toggle_bb(self) -> None:
        self.in_bb = not self.in_bb

    def action_toggle_four_color(self) -> None:
        self.four_color = not self.four_color

    def action_toggle_coach(self) -> None:
        self.coach = not self.coach
        self.session.show_reasons(self.coach)  # the bots say why while the coach is on

    # ---------------------------------------------------------- raise entry
    def on_raise_panel_confirmed(self, message: RaisePanel.Confirmed) -> None:
        error = self.session.submit(Action.raise_to(message.amount))
        if error:
            self.raise_panel.show_error(error)
            self.app.bell()
            return
        self._close_raise()
        self._catch_up()
        if message.note:
            state = self.table_state
            self.query_one(HandLog).add(message.note, "info", state.unit if state else 0)
            self.say(message.note, "note")

    def on_raise_panel_cancelled(self) -> None:
        self._close_raise()
        self.refresh_view()

    def _close_raise(self) -> None:
        if not self.raise_panel.is_open:
            return
        self.raise_panel.close()
        self.remove_class("-raising")
        self.set_focus(None)

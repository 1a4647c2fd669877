"""The replayer: one saved hand, step by step, drawn by the table's own widgets.

Each step is the ``TableState`` the live table drew at that moment, rebuilt
from the journal for one viewer (``session.SavedHands.replay``): the felt is
the table's ``TableView``, the log its ``HandLog``; nothing here draws a card.
In a hot-seat game the viewer is one player, so no frame can show them another
player's hidden cards. Beside each of the viewer's decisions: the coach's
numbers and the review's verdict (``session.decision_notes``), worked out in a
thread so the keys answer at once; on a bot's seat and in the side column, the
reason it gave, where the journal kept one.
"""

from __future__ import annotations

from textual import events, work
from textual.app import ComposeResult
from textual.containers import Horizontal, Vertical
from textual.reactive import reactive
from textual.screen import Screen
from textual.widgets import Static

from ...session import (
    DecisionNote,
    GameEntry,
    HandEntry,
    HandReplay,
    SavedHands,
    TableState,
    decision_notes,
    spell,
)
from ..fmt import chips, plain_words
from ..keys import REPLAY_KEYS, bindings, shown
from ..replay_words import HONESTY, note_lines, verdict_line
from ..widgets.hand_log import HandLog
from ..widgets.table_view import TableView
from .privacy import PrivacyScreen


class ReplayScreen(Screen[None]):
    """Hand ``hands[index]`` of ``game`` for ``viewer``; N/P move through ``hands`` (the
    browser's filtered list). ``locked``: the viewer cannot be changed (opened from a hot-seat
    table, the replay is for the player at the keys)."""

    CSS_PATH = ["table.tcss", "replay.tcss"]
    BINDINGS = bindings(REPLAY_KEYS)
    AUTO_FOCUS = None
    HORIZONTAL_BREAKPOINTS = [(0, "-narrow"), (112, "-wide")]

    table_state: reactive[TableState | None] = reactive(None, always_update=True)
    in_bb: reactive[bool] = reactive(False)
    four_color: reactive[bool] = reactive(False)

    def __init__(
        self,
        source: SavedHands,
        game: GameEntry,
        hands: list[HandEntry],
        index: int,
        viewer: int | None,
        *,
        locked: bool = False,
        four_color: bool = False,
    ) -> None:
        super().__init__()
        self.source = source
        self.game = game
        self.hands = hands
        self.index = index
        self.viewer = viewer
        self.locked = locked
        self.set_reactive(ReplayScreen.four_color, four_color)
        self.replay: HandReplay | None = None
        self.step_no = 0
        self.notes: dict[int, DecisionNote] | None = None  # None while being worked out

    def compose(self) -> ComposeResult:
        yield Static("", id="topbar")
        with Horizontal(id="main"):
            yield TableView(id="table").data_bind(
                ReplayScreen.table_state, ReplayScreen.in_bb, ReplayScreen.four_color
            )
            with Vertical(id="replay-side"):
                yield Static("", id="decisions")
                yield HandLog(id="log").data_bind(ReplayScreen.in_bb, ReplayScreen.four_color)
        yield Static("", id="status")
        yield Static("", id="replay-keys")

    def on_mount(self) -> None:
        self.load()

    # ---------------------------------------------------------------- hand
    def load(self) -> None:
        """Step the chosen hand for the viewer, from its deal; the notes follow in a thread."""
        hand = self.hands[self.index]
        self.replay = self.source.replay(self.game, hand.hand_no, self.viewer)
        self.notes = None
        self.show(0)
        self.work_out_notes(self.replay)

    @work(thread=True, exclusive=True, group="replay-notes")
    def work_out_notes(self, replay: HandReplay) -> None:
        notes = decision_notes(replay)
        self.app.call_from_thread(self._notes_ready, replay, notes)

    def _notes_ready(self, replay: HandReplay, notes: dict[int, DecisionNote]) -> None:
        if replay is self.replay:  # a hand left meanwhile: its notes are dropped
            self.notes = notes
            self.refresh_side()

    @property
    def steps(self) -> int:
        return len(self.replay.steps) if self.replay is not None else 0

    def show(self, step: int) -> None:
        """Draw step ``step``: the table, the log as it then stood, the decisions beside it."""
        replay = self.replay
        if replay is None:
            return
        self.step_no = max(0, min(step, self.steps - 1))
        self.table_state = replay.state(self.step_no)
        log = self.query_one(HandLog)
        log.clear_lines()
        for line in replay.log(self.step_no):
            log.add(line.words, line.kind, replay.hand.unit)
        self.refresh_side()

    # ---------------------------------------------------------------- words
    def money(self, amount: int) -> str:
        unit = self.replay.hand.unit if self.replay is not None else 0
        return chips(amount, unit, self.in_bb)

    def current_note(self) -> DecisionNote | None:
        """The viewer's decision at this step, or the last one before it."""
        if not self.notes:
            return None
        passed = [s for s in self.notes if s <= self.step_no]
        return self.notes[max(passed)] if passed else None

    def decisions_text(self) -> str:
        replay = self.replay
        if replay is None:
            return ""
        state = replay.state(self.step_no)
        said = [
            f"{s.name}: {spell(s.reason, self.money)}"
            for s in state.seats
            if s.reason and not s.human
        ]
        why = ["", "Why the bots acted", *said] if said else []
        if self.viewer is None:
            return "\n".join(["Nobody's eyes: only cards dealt face up or shown.", *why])
        if not replay.decisions:
            return "\n".join(["No decision of yours in this hand.", *why])
        if self.notes is None:
            return "Working out the coach's numbers and the review…"
        now = self.current_note()
        lines = ["Your decisions"]
        for step, note in sorted(self.notes.items()):
            mark = "▸" if now is not None and step == now.step else " "
            lines.append(f"{mark}{verdict_line(note, self.money)}")
        if now is not None:
            lines += ["", *note_lines(now, self.money)]
        lines += [*why, "", HONESTY]
        return "\n".join(plain_words(line) for line in lines)

    def status_text(self) -> str:
        replay = self.replay
        if replay is None:
            return ""
        state = replay.state(self.step_no)
        said = replay.log(self.step_no)
        last = spell(said[-1].words, self.money) if said else ""
        where = f"Step {self.step_no + 1}/{self.steps}"
        if self.step_no in replay.decisions and self.notes is not None:
            note = self.notes.get(self.step_no)
            if note is not None:
                last = plain_words(verdict_line(note, self.money)).strip()
                last = f"Your turn · {last}"
        street = state.street or "Deal"
        return " · ".join(x for x in (where, street, plain_words(last)) if x)

    def refresh_side(self) -> None:
        if not self.is_mounted or self.replay is None:
            return
        self.query_one("#decisions", Static).update(self.decisions_text())
        self.query_one("#status", Static).update(f" {self.status_text()}")
        self._topbar()
        self.query_one("#replay-keys", Static).update(self._keys_text())

    def _topbar(self) -> None:
        replay = self.replay
        if replay is None:
            return
        name = "nobody" if self.viewer is None else replay.state(0).name(self.viewer)
        parts = [
            f"Replay · {self.game.title}",
            f"Hand #{replay.hand.hand_no} ({self.index + 1} of {len(self.hands)})",
            f"seen by {name}",
        ]
        text = " " + "  │  ".join(parts)
        if len(text) > self.size.width:
            text = " " + " │ ".join(parts[1:])
        self.query_one("#topbar", Static).update(text)

    def _keys_text(self) -> str:
        app = self.app
        keys = [
            ("replay-step-back", "replay-step", "step"),
            ("replay-street-back", "replay-street", "street"),
            ("replay-showdown", "", "showdown"),
            ("replay-previous-hand", "replay-next-hand", "hand"),
        ]
        if self.game.shared and not self.locked:
            keys.append(("replay-viewer", "", "viewer"))
        keys.append(("replay-close", "", "back"))
        parts = []
        for first, second, words in keys:
            pair = shown(first, app) + (f"/{shown(second, app)}" if second else "")
            parts.append(f"[b]{pair}[/b] {words}")
        return " " + " · ".join(parts) + f" · [b]{shown('help', app)}[/b] help"

    def on_resize(self, event: events.Resize) -> None:
        self._topbar()

    def watch_in_bb(self) -> None:
        self.refresh_side()

    # ------------------------------------------------------------- actions
    def action_step(self, delta: int) -> None:
        self.show(self.step_no + delta)

    def action_street(self, delta: int) -> None:
        if self.replay is None:
            return
        firsts = self.replay.streets
        if delta > 0:
            later = [i for i in firsts if i > self.step_no]
            self.show(later[0] if later else self.steps - 1)
        else:
            earlier = [i for i in firsts if i < self.step_no]
            self.show(earlier[-1] if earlier else 0)

    def action_showdown(self) -> None:
        if self.replay is not None:
            self.show(self.replay.showdown)

    def action_start(self) -> None:
        self.show(0)

    def action_finish(self) -> None:
        self.show(self.steps - 1)

    def action_hand(self, delta: int) -> None:
        index = self.index + delta
        if not 0 <= index < len(self.hands):
            self.notify(
                "That was the last hand in the list."
                if delta > 0
                else "That was the first hand in the list.",
                timeout=3,
            )
            return
        self.index = index
        self.load()

    def action_viewer(self) -> None:
        """Hot seat, opened from the lobby: the next player's eyes (the keys' holder says who
        they are; each sees only their own hidden cards)."""
        if self.locked or not self.game.shared:
            self.notify("This replay is drawn for the player at the keys.", timeout=3)
            return
        seats = [seat for seat, _ in self.game.humans]
        chosen = (
            seats[(seats.index(self.viewer) + 1) % len(seats)]
            if (self.viewer in seats)
            else seats[0]
        )
        name = dict(self.game.humans)[chosen]
        step = self.step_no

        def handed_over(_: None) -> None:  # nothing of the table shows until they are there
            self.viewer = chosen
            self.load()
            self.show(step)

        self.app.push_screen(PrivacyScreen(name), handed_over)

    def action_toggle_bb(self) -> None:
        self.in_bb = not self.in_bb

    def action_toggle_log(self) -> None:
        if self.has_class("-narrow"):
            self.toggle_class("-show-side")
        else:
            self.toggle_class("-hide-side")

    def action_close(self) -> None:
        self.dismiss(None)

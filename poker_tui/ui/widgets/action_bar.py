"""The footer: the keys you can press now, labelled for the situation.

"C Call 40", "R Raise to 80", "A All-in 1,940": the labels follow what you
face, keys that do nothing now are dimmed, and each hint can be clicked.
"""

from __future__ import annotations

from enum import StrEnum

from rich.style import Style
from rich.text import Text
from textual.reactive import reactive
from textual.widget import Widget

from ...session import Facing, TableState
from ..fmt import chips
from ..keys import key, shown


class BarMode(StrEnum):
    TURN = "turn"  # your turn: the action keys, labelled for what you face
    WAIT = "wait"  # someone else acts: the action keys, dimmed
    NEXT = "next"  # between hands: next hand, sit out and the display toggles


class ActionBar(Widget):
    COMPONENT_CLASSES = {"bar--key", "bar--label", "bar--off", "bar--sep"}

    in_bb: reactive[bool] = reactive(False)  # bound to the screen's (data_bind)
    table_state: reactive[TableState | None] = reactive(None)  # bound too: a sit-and-go's keys

    def __init__(self, *, id: str | None = None) -> None:
        super().__init__(id=id)
        self.facing: Facing | None = None
        self.mode = BarMode.WAIT
        self.marked = 0
        self.away = False  # you sit out: "S I'm back" shows while the others play

    def set_mode(self, mode: BarMode, facing: Facing | None = None, *, marked: int = 0,
                 away: bool = False) -> None:
        self.mode, self.facing, self.marked = mode, facing, marked
        self.away = away
        self.refresh()

    def _k(self, id: str) -> str:
        """The key for ``id`` as written now (the user's keymap moves it)."""
        return shown(id, self.app)

    def hints(self) -> list[tuple[str, str, str, bool]]:
        """(key, label, action, enabled) for the bar, in order."""
        f = self.facing
        turn = self.mode == BarMode.TURN and f is not None
        out: list[tuple[str, str, str, bool]] = []
        if turn and f is not None and f.is_draw:
            n = self.marked
            out.append((self._k("discard"), "Mark", "", True))
            out.append((self._k("draw"), f"Draw {n}" if n else "Stand pat", "screen.draw", True))
        else:
            def money(n: int) -> str:
                return chips(n, f.unit if f else 0, self.in_bb)

            call = "Check/Call"
            raise_ = "Bet/Raise"
            allin = "All-in"
            if turn and f is not None:
                if f.legal.bring_in:
                    call = f"Bring in {money(f.legal.bring_in)}"
                elif f.blind_choice:
                    call = "Decline"
                elif f.can_check:
                    call = "Check"
                else:
                    call = f"Call {money(f.to_call)}" + (" all-in" if f.call_is_all_in else "")
                if f.can_raise:
                    raise_ = (f.action_label(f.legal.min_raise_to, money) if f.fixed_size
                              else f.raise_word)
                else:
                    raise_ = f.raise_word
                if f.can_go_all_in or f.call_is_all_in:
                    allin = f"All-in {money(f.all_in_to if f.can_go_all_in else f.to_call)}"
            if self.mode != BarMode.NEXT:
                out.append((self._k("fold"), "Fold", "screen.fold", turn and bool(f and f.legal.can_fold)))
                out.append((self._k("check-call"), call, "screen.check_call", turn))
                out.append((self._k("bet-raise"), raise_, "screen.bet_raise", turn and bool(f and f.can_raise)))
                out.append((self._k("all-in"), allin, "screen.all_in",
                            turn and bool(f and (f.can_go_all_in or f.call_is_all_in))))
        tour = self.table_state.tournament if self.table_state is not None else None
        if tour is not None and tour.humans_out and not (tour.over or tour.skipping):
            out.insert(0, (self._k("skip-results"), "Results", "app.skip_to_results", True))
        if (self.mode == BarMode.NEXT or self.away) and tour is None:  # no sitting out in one
            out.append((self._k("sit-out"), "I'm back" if self.away else key("sit-out").label, "screen.sit_out", True))
        if self.mode == BarMode.NEXT:
            out.append((self._k("next-hand"), key("next-hand").label, "screen.next_hand", True))
            out.append((self._k("hud"), "HUD", "screen.toggle_hud", True))  # dropped first
            out.append((self._k("results"), "Results", "app.results", True))
            out.append((self._k("big-blinds"), "Chips/BB", "screen.toggle_bb", True))
            out.append((self._k("four-colour"), "4-colour", "screen.toggle_four_color", True))
        out.append((self._k("log"), "Log", "screen.toggle_log", True))
        out.append((self._k("help"), "Help", "app.help", True))
        out.append((self._k("quit-table"), "Quit", "app.request_quit", True))
        return out

    def render(self) -> Text:
        def st(name: str) -> Style:
            return self.get_component_rich_style(name, partial=True)

        hints = self.hints()
        # Narrow terminals: drop the extras (from the left of the tail) until the bar fits;
        # the keys still work and the help screen lists them.
        width = self.size.width or 80
        optional = {self._k(k) for k in ("big-blinds", "four-colour", "hud", "results", "log")}
        while sum(len(k) + len(label) + 4 for k, label, _, _ in hints) > width and \
                any(h[0] in optional for h in hints):
            drop = next(h for h in hints if h[0] in optional)
            hints.remove(drop)
        text = Text(no_wrap=True, overflow="ellipsis")
        for k, label, action, enabled in hints:
            meta = {"@click": action} if action and enabled else {}
            key_style = st("bar--key") if enabled else st("bar--off")
            label_style = st("bar--label") if enabled else st("bar--off")
            text.append(f" {k} ", key_style + Style.from_meta(meta))
            text.append(f" {label}", label_style + Style.from_meta(meta))
            text.append(" ", st("bar--sep"))
        return text

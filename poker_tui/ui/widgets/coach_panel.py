"""The coach panel: your hand, your outs, your equity and what the price asks, at your seat.

Why a worker: the numbers take tens of milliseconds (Monte Carlo before the
river, exact enumeration after), so they are computed on a thread
(``session.coaching``) and come back as a ``CoachAnswered`` message; the table
never waits for them. Each answer carries the key of the state it was asked
for (``coaching_key``: hand, viewer, board, actions, turn): one that arrives
after the hand has moved on is dropped. A quick first answer comes first, then
a finer one with the equity against each opponent alone. The panel reads the
``TableState`` only, drawn for the player at the keys, so in hot seat it shows
what that player may see and nothing else (docs/odds.md, "The coach").
"""

from __future__ import annotations

from rich.text import Text
from textual.message import Message
from textual.reactive import reactive
from textual.widgets import Static
from textual.worker import Worker, get_current_worker

from ...session import Coaching, TableState, coaching, coaching_key
from ..fmt import card_text, chips

FIRST_TRIALS = 500
"""Deals of the first answer (about 2.2 points of error, said as "±"): at six seats it costs
about 5 ms of CPU against 8 ms for 2,000 deals (most of the rest is reading the ranges, the
outs and drawing deals whose ranges clash), and while the table redraws for your turn the
worker gets the interpreter in turns, so each millisecond saved here is two or three sooner
on screen (``benchmarks/bench_coach.py``)."""
FINE_TRIALS = 20_000
"""Deals of the finer answer that follows (about 0.35 points)."""


class CoachAnswered(Message):
    """The coach's numbers for one state (``coaching.key`` names it); ``final`` when no finer
    answer follows."""

    def __init__(self, answer: Coaching, final: bool) -> None:
        super().__init__()
        self.answer = answer
        self.final = final


class CoachShown(Message):
    """An answer is on screen (posted on the UI thread, so a test's message hook sees it)."""

    def __init__(self, answer: Coaching, final: bool) -> None:
        super().__init__()
        self.answer = answer
        self.final = final


NOT_HOLDEM = {
    "draw": "ranges are read in hold'em only; hands as they stand, no draw played",
    "": "ranges are read in hold'em only",
}
WIDE = 100
"""Narrower than this (80 columns), the panel says its lines in their short forms."""


def fit(text: str, width: int) -> str:
    """``text`` cut to ``width`` cells with an ellipsis (no cut when the width is not known)."""
    return text if width <= 0 or len(text) <= width else text[: max(0, width - 1)] + "…"


class CoachFailed(Message):
    """The coach could not work out the numbers for one state (``key``): ``why`` in words."""

    def __init__(self, key: tuple[int, ...] | None, why: str) -> None:
        super().__init__()
        self.key = key
        self.why = why


def percent(x: float) -> str:
    return "–" if x != x else f"{100 * x:.0f}%"


class CoachPanel(Static):
    """Shown while the screen's ``coach`` is on; bound to the table's state and units."""

    table_state: reactive[TableState | None] = reactive(None, always_update=True)
    coach: reactive[bool] = reactive(False)
    in_bb: reactive[bool] = reactive(False)

    def __init__(self, variant: str, *, id: str | None = None) -> None:
        super().__init__("", id=id)
        self.variant = variant
        self.wanted: tuple[int, ...] | None = None  # the key of the state asked about last
        self.answer: Coaching | None = None  # the newest answer for ``wanted``
        self.final = False
        self.failed = ""  # why the numbers for ``wanted`` could not be worked out
        self.worker: Worker[None] | None = None  # the last question's (tests wait on it)
        self.tallest = 1  # the most lines an answer has taken: the panel keeps that height

    # ------------------------------------------------------------ asking
    def watch_coach(self, on: bool) -> None:
        self.display = on
        if on:
            self._ask()

    def watch_table_state(self) -> None:
        if self.coach:
            self._ask()

    def watch_in_bb(self) -> None:
        self._draw()

    def on_resize(self) -> None:
        self._draw()  # the lines are cut to the width, and say less when narrow

    def _ask(self) -> None:
        state = self.table_state
        key = coaching_key(state) if state is not None and self._due(state) else None
        if key == self.wanted and key is not None:
            return
        self.wanted, self.answer, self.final, self.failed = key, None, False, ""
        if key is not None and state is not None:
            self.worker = self.run_worker(
                lambda: self._think(state),
                thread=True,
                exclusive=True,
                group="coach",
                name="coach",
                exit_on_error=False,
            )
        self._draw()

    @staticmethod
    def _due(state: TableState) -> bool:
        """Numbers are worked out at your turn, and on each street while you are all-in (no
        turn comes): not after every bot's action, which would keep a thread busy while the
        table moves."""
        if state.facing is not None:
            return True
        mine = state.seats[state.viewer] if state.viewer is not None else None
        return mine is not None and mine.all_in and state.in_hand

    def _think(self, state: TableState) -> None:
        """On a worker thread: a first answer at once, then a finer one."""
        worker = get_current_worker()
        try:
            self._work(state, worker)
        except Exception as exc:  # a question the odds cannot answer: said, the table goes on
            self.post_message(CoachFailed(coaching_key(state), str(exc)))

    def _work(self, state: TableState, worker: Worker[None]) -> None:
        first = coaching(state, self.variant, FIRST_TRIALS, each=False)
        if first is None or worker.is_cancelled:
            return
        self.post_message(CoachAnswered(first, final=False))
        fine = coaching(state, self.variant, FINE_TRIALS, seed=1, stop=lambda: worker.is_cancelled)
        if fine is not None and not worker.is_cancelled:
            self.post_message(CoachAnswered(fine, final=True))

    def on_coach_answered(self, message: CoachAnswered) -> None:
        message.stop()
        if message.answer.key != self.wanted or (self.final and not message.final):
            return  # asked for a state the table has left: stale
        self.answer, self.final = message.answer, message.final
        self._draw()
        self.post_message(CoachShown(message.answer, message.final))

    def on_coach_failed(self, message: CoachFailed) -> None:
        message.stop()
        if message.key == self.wanted and self.answer is None:
            self.failed = message.why
            self._draw()

    # ----------------------------------------------------------- drawing
    def _money(self, amount: int) -> str:
        state = self.table_state
        return chips(amount, state.unit if state is not None else 0, self.in_bb)

    def _draw(self) -> None:
        if not self.coach:
            return
        text = self.text()
        lines = text.plain.count("\n") + 1
        if lines > self.tallest:
            # Keep the height of the tallest answer: "thinking…" and the next answer then
            # repaint the panel alone, where a change of height would lay out and redraw
            # the whole table on the way to the numbers (and make the table jump).
            self.tallest = lines
            self.styles.min_height = lines
        self.update(text)

    def text(self) -> Text:
        """What the panel says now (tests read it): at most four lines, each cut to the width
        (narrower than ``WIDE``, the short forms)."""
        width = self.content_size.width if self.is_mounted else 0
        wide = width == 0 or width >= WIDE
        out = Text()
        out.append("Coach ", style="bold #e3b341")
        a = self.answer
        if self.wanted is None or a is None:
            said = self._waiting() if self.wanted is None else "· thinking…"
            if self.failed:
                said = f"· no numbers this turn: {self.failed}"
            out.append(fit(said, width - 6), style="#8b949e")
            return out
        lines = [(self._equity(a, wide), "bold"), (self._opponents(a, wide), "#c9d1d9")]
        outs, price = self._outs(a, wide), self._price(a, wide)
        if wide:
            lines.append(("  ".join(t for t in (outs, price) if t), "#79c0ff"))
        else:
            lines += [(outs, "#79c0ff"), (price, "#79c0ff")]
        first = True
        for line, style in lines:
            if not line:
                continue
            if not first:
                out.append("\n")
            out.append(fit(line, width - (6 if first else 0)), style=style)
            first = False
        return out

    def _equity(self, a: Coaching, wide: bool) -> str:
        advice = a.advice
        cards = " ".join(card_text(c) for c in a.cards)
        hand = f" · {a.best_hand}" if a.best_hand and wide else ""
        how = "exact" if advice.exact else f"±{100 * advice.stderr:.1f}"
        if not a.ranges:
            return f"{cards}{hand}  Equity {percent(advice.equity_vs_random)} v random hands" + (
                f" ({NOT_HOLDEM.get(self._family(), NOT_HOLDEM[''])})" if wide else ""
            )
        them = "their ranges" if wide else "ranges"
        return (
            f"{cards}{hand}  Equity {percent(advice.equity_vs_ranges)} v {them} ({how}),"
            f" {percent(advice.equity_vs_random)} v random"
        )

    def _family(self) -> str:
        return self.table_state.family if self.table_state is not None else ""

    def _opponents(self, a: Coaching, wide: bool) -> str:
        parts = []
        for o in a.opponents:
            said = f"{o.name} {percent(o.equity)}"
            if a.ranges and o.story:
                share = f"{100 * o.share:.0f}%"
                said += (
                    f" ({share} of hands: {o.story.split(', ')[-1]})"
                    if wide
                    else f" (range {share})"
                )
            elif a.ranges:
                said += " (any hand)"
            parts.append(said)
        return "v " + " · ".join(parts) if parts else ""

    def _waiting(self) -> str:
        """Between your turns: your cards, and when the numbers come."""
        state = self.table_state
        seat = state.seats[state.viewer] if state and state.viewer is not None else None
        if seat is None or not state or not state.in_hand or not seat.dealt_in or seat.folded:
            return "· your numbers come at your next turn (O hides the coach)"
        cards = " ".join(card_text(c.card) for c in seat.cards if c.card is not None)
        return f"· {cards} · your numbers come at your turn (O hides the coach)"

    def _outs(self, a: Coaching, wide: bool = True) -> str:
        if not a.ranges or len(self.table_state.board if self.table_state else ()) not in (3, 4):
            return ""
        if not a.advice.outs:
            return "No outs needed: you are ahead."
        groups: dict[str, int] = {}
        for o in a.advice.outs:
            groups[o.makes] = groups.get(o.makes, 0) + 1
        made = ", ".join(f"{n} to {what}" for what, n in groups.items())
        return (
            f"Outs {len(a.advice.outs)}: {made}." if wide else f"Outs {len(a.advice.outs)} ({made})"
        )

    def _price(self, a: Coaching, wide: bool = True) -> str:
        state = self.table_state
        facing = state.facing if state is not None else None
        advice = a.advice
        if facing is not None and facing.to_call > 0 and not facing.is_draw:
            verdict = "calls" if advice.equity_vs_ranges >= advice.call_needs else "is short of"
            if not wide:
                return (
                    f"Call {self._money(facing.to_call)} to win {self._money(facing.pot)}:"
                    f" needs {percent(advice.call_needs)} (pot odds {advice.pot_odds:.1f} to 1)"
                )
            return (
                f"Call {self._money(facing.to_call)} to win {self._money(facing.pot)}: pot"
                f" odds {advice.pot_odds:.1f} to 1, a call needs {percent(advice.call_needs)}"
                f" (your equity {verdict} it)."
            )
        if a.bets and not any(need for _, _, need in a.bets):
            return "A bet pays even when called: no folds needed."
        if a.bets:
            bets = ", ".join(
                f"{label} ({self._money(size)}) {percent(need)}" for label, size, need in a.bets
            )
            return f"A bet needs folds: {bets}."
        if facing is None:
            return "Prices show on your turn."
        return ""

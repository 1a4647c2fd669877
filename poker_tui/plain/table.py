"""The plain-mode table: session events in, sentences out; keys in, session inputs out.

``PlainTable`` knows nothing of terminals: it is handed a ``say`` function that
appends one line, and is fed keys one at a time (``press``). That keeps it
testable without a terminal and keeps the terminal code (``terminal.py``) small.
Every key is answered in words, and a key that does nothing now says why.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from functools import partial

from ..citations import plain_words
from ..engine.actions import Action
from ..session import (
    ActionTaken,
    BotFault,
    Facing,
    GameSession,
    HandFinished,
    HandStarting,
    HumanTurn,
    LogLine,
    PlayerBusted,
    PrivacyNeeded,
    SessionEvent,
    SessionOver,
    ShowAsked,
    TableState,
    WaitingForNextHand,
    WaitKind,
    plain,
)
from . import speech
from .coach_words import coach_words

KEYS: tuple[tuple[str, str], ...] = (
    ("c", "check, or call"),
    ("f", "fold (asks first when you could check)"),
    ("r", "bet or raise: type the amount, then Enter (m minimum, p pot, x maximum)"),
    ("a", "all-in (asks first)"),
    ("1 to 5, d", "draw games: mark a card to discard, then d draws"),
    ("h", "your cards and your best hand"),
    ("b", "the board"),
    ("p", "the pot"),
    ("s", "every seat: stack, bet and last action"),
    ("l", "this hand's log again"),
    ("w", "whose turn it is and what you face"),
    ("o", "the coach: your equity, outs, and what a call or a bet needs"),
    ("n", "the next hand, when one waits"),
    ("k or ?", "these keys"),
    ("q", "quit (asks first; the game is saved to resume)"),
)


@dataclass
class _Ask:
    """A yes/no question waiting for y or n."""

    question: str
    yes: Callable[[], None]
    no: Callable[[], None] | None = None


class PlainTable:
    """One game in plain lines. ``say`` appends a line; ``press`` takes one key."""

    def __init__(
        self,
        session: GameSession,
        say: Callable[[str], None],
        on_quit: Callable[[], None] | None = None,
        coach: bool = False,
    ) -> None:
        self.session = session
        self.coach = coach  # play --coach: the coach is read out at each of your turns
        self.say: Callable[[str], None] = lambda line: say(plain_words(line))  # no rule numbers
        self.on_quit = on_quit or (lambda: None)
        self.hand_log: list[str] = []
        self.ask: _Ask | None = None
        self.amount: str | None = None  # the raise being typed, or None
        self.handed_over = False  # the keys just changed hands: their cards come first
        session.subscribe(self.hear)

    # ------------------------------------------------------------ events
    def state(self) -> TableState:
        return self.session.state()

    def hear(self, event: SessionEvent) -> None:
        """One session event, said as at most a few lines."""
        if isinstance(event, HandStarting):
            self.hand_log = []
        if isinstance(event, LogLine):
            line = speech.spoken(event.text)
            self.hand_log.append(line)
            self.say(line)
        elif isinstance(event, HumanTurn):
            if self.handed_over:
                self.handed_over = False
                self.say(speech.your_cards(self.state()))
            self.say(self.turn_sentence(event.seat))
            if self.coach:
                self._coach()
        elif isinstance(event, PrivacyNeeded):
            self.say(
                f"Pass the keyboard to {event.name}. {event.name}, press Enter when only"
                " you can hear or see the screen."
            )
        elif isinstance(event, ShowAsked):
            self.ask = _Ask(
                f"{event.name}, show your hand? y shows, n mucks.",
                lambda: self.session.show_hand(True),
                lambda: self.session.show_hand(False),
            )
            self.say(self.ask.question)
        elif isinstance(event, PlayerBusted):
            self.ask = _Ask(
                f"{event.name} has no chips. Buy in again for {event.buy_in}?"
                " y buys in, n leaves the table.",
                partial(self.session.rebuy, event.seat),
                partial(self.session.leave, event.seat),
            )
            self.say(self.ask.question)
        elif isinstance(event, HandFinished):
            self.say(f"Hand {event.hand_no} is over.")
        elif isinstance(event, WaitingForNextHand):
            if event.seconds is None:
                self.say("Press n for the next hand.")
        elif isinstance(event, BotFault):
            self.say(event.message)
        elif isinstance(event, SessionOver):
            self.say(f"The game is over: {event.reason}")
        elif isinstance(event, ActionTaken):
            self.amount = None

    def turn_sentence(self, seat: int) -> str:
        state = self.state()
        facing = state.facing
        name = state.seats[seat].name
        if facing is None:
            return f"{name}, your turn."
        keys = (
            "c"
            + (" f" if facing.to_call or not facing.can_check else "")
            + (" r" if facing.can_raise else "")
            + (" a" if facing.can_go_all_in else "")
        )
        if facing.is_draw:
            keys = "1 to 5 and d"
        return f"{name}, your turn: {facing.status()}. Keys {keys}; h for your cards."

    # ------------------------------------------------------------ keys
    def press(self, key: str) -> None:
        """One key from the player (a character, or "enter", "escape", "backspace")."""
        if self.ask is not None:
            self._answer(key)
            return
        if self.amount is not None:
            self._typing(key)
            return
        handler = {
            "c": self._check_call,
            "f": self._fold,
            "r": self._raise,
            "a": self._all_in,
            "d": self._draw,
            "h": lambda: self.say(speech.your_cards(self.state())),
            "b": lambda: self.say(speech.board(self.state())),
            "p": lambda: self.say(speech.pots(self.state())),
            "s": self._seats,
            "l": self._log,
            "w": self._where,
            "o": self._coach,
            "n": self._next,
            "k": self._keys,
            "?": self._keys,
            "q": self._quit,
            "enter": self._enter,
        }.get(key.lower() if len(key) == 1 else key)
        if handler is not None:
            handler()
        elif key in "12345" and len(key) == 1:
            self._mark(int(key) - 1)
        elif key not in ("escape", "backspace"):
            self.say(f"{key!r} does nothing here; k lists the keys.")

    def _facing(self) -> Facing | None:
        state = self.state()
        if state.facing is None:
            self.say(self._not_your_turn(state))
        return state.facing

    def _not_your_turn(self, state: TableState) -> str:
        if state.waiting_for == WaitKind.HANDOVER:
            return "The keyboard changes hands: press Enter once the next player has it."
        if state.to_act is not None:
            return f"It is not your turn: {state.seats[state.to_act].name} is to act."
        return "It is not your turn."

    def _play(self, action: Action) -> None:
        error = self.session.submit(action)
        if error:
            self.say(plain(error))

    def _check_call(self) -> None:
        facing = self._facing()
        if facing is None:
            return
        if facing.is_draw:
            self.say("This is the draw: 1 to 5 mark cards, d draws.")
            return
        self._play(Action.call() if facing.to_call else Action.check())

    def _fold(self) -> None:
        facing = self._facing()
        if facing is None:
            return
        if facing.can_check and not facing.to_call:
            self.ask = _Ask(
                "You can check for free. Fold anyway? y folds, n keeps the hand.",
                lambda: self._play(Action.fold()),
            )
            self.say(self.ask.question)
            return
        self._play(Action.fold())

    def _raise(self) -> None:
        facing = self._facing()
        if facing is None:
            return
        if not facing.can_raise:
            self.say("You cannot bet or raise now.")
            return
        lo, hi = facing.legal.min_raise_to, facing.legal.max_raise_to
        if lo == hi:
            self.ask = _Ask(
                f"{facing.raise_word} to {lo}? y plays it, n keeps thinking.",
                lambda: self._play(Action.raise_to(lo)),
            )
            self.say(self.ask.question)
            return
        self.amount = ""
        self.say(
            f"{facing.raise_word} to how much? From {lo} to {hi}. Type the amount and press"
            " Enter; m minimum, p pot, x maximum, Escape cancels."
        )

    def _typing(self, key: str) -> None:
        facing = self.state().facing
        if facing is None:
            self.amount = None
            self.say("The bet is cancelled: it is no longer your turn.")
            return
        if key == "escape":
            self.amount = None
            self.say("Cancelled.")
        elif key == "backspace":
            self.amount = (self.amount or "")[:-1]
            self.say(f"Amount: {self.amount or 'empty'}.")
        elif len(key) == 1 and key.isdigit():
            self.amount = (self.amount or "") + key
        elif key in ("m", "p", "x"):
            preset = {"m": "min", "p": "pot", "x": "all_in"}[key]
            self.amount = str(facing.preset(preset))
            self.say(f"Amount: {self.amount}. Enter plays it.")
        elif key == "enter":
            check = facing.check_amount(int(self.amount) if self.amount else None)
            if not check.ok:
                self.say(plain(check.message))
                self.amount = ""
                return
            if check.message:
                self.say(plain(check.message))
            self.amount = None
            self._play(Action.raise_to(check.amount))
        else:
            self.say("Type digits, then Enter; Escape cancels.")

    def _all_in(self) -> None:
        facing = self._facing()
        if facing is None:
            return
        if facing.can_go_all_in:
            to = facing.all_in_to
            self.ask = _Ask(
                f"All-in for {to}? y plays it, n keeps thinking.",
                lambda: self._play(Action.raise_to(to)),
            )
        elif facing.call_is_all_in:
            self.ask = _Ask(
                f"Call all-in for {facing.to_call}? y calls.", lambda: self._play(Action.call())
            )
        else:
            self.say("All-in is not a legal bet now.")
            return
        self.say(self.ask.question)

    def _mark(self, index: int) -> None:
        facing = self._facing()
        if facing is None:
            return
        if not facing.is_draw:
            self.say("Number keys mark cards in the draw only.")
            return
        error = self.session.toggle_discard(index)
        if error:
            self.say(error)
            return
        self.say(f"{self.state().marked} marked to discard.")

    def _draw(self) -> None:
        facing = self._facing()
        if facing is None:
            return
        if not facing.is_draw:
            self.say("There is no draw now.")
            return
        error = self.session.draw()
        if error:
            self.say(plain(error))

    def _seats(self) -> None:
        for line in speech.seats(self.state()):
            self.say(line)

    def _log(self) -> None:
        if not self.hand_log:
            self.say("Nothing has happened in this hand yet.")
        for line in self.hand_log:
            self.say(line)

    def _where(self) -> None:
        state = self.state()
        if state.facing is not None and state.viewer is not None:
            self.say(self.turn_sentence(state.viewer))
        else:
            self.say(self._not_your_turn(state) + f" {speech.pots(state)}")

    def _next(self) -> None:
        if self.state().waiting_for == WaitKind.NEXT:
            self.session.next_hand()
        else:
            self.say("No hand is waiting to be dealt.")

    def _enter(self) -> None:
        if self.state().waiting_for == WaitKind.HANDOVER:
            self.handed_over = True
            self.session.hand_over()  # the turn that follows reads the new holder's cards first
            if self.handed_over and self.state().viewer is not None:
                self.handed_over = False
                self.say(speech.your_cards(self.state()))
        elif self.state().waiting_for == WaitKind.NEXT:
            self.session.next_hand()
        else:
            self.say("Enter does nothing now; k lists the keys.")

    def _coach(self) -> None:
        self.say(coach_words(self.state(), self.session.config.variant))

    def _keys(self) -> None:
        for key, words in KEYS:
            self.say(f"{key}: {words}.")

    def _quit(self) -> None:
        self.ask = _Ask(
            "Leave the table? y leaves (the game is saved to resume), n stays.", self.on_quit
        )
        self.say(self.ask.question)

    def _answer(self, key: str) -> None:
        ask = self.ask
        assert ask is not None
        if key.lower() == "y":
            self.ask = None
            ask.yes()
        elif key.lower() in ("n", "escape"):
            self.ask = None
            if ask.no is not None:
                ask.no()
            else:
                self.say("Kept.")
        else:
            self.say(ask.question)

"""The game session: seats around a table, and the loop that awaits each in turn.

A human seat awaits the action the UI posts (``submit``); a bot seat awaits
its bot through ``decide_safely`` with a thinking delay. Everything that
happens goes out as ``SessionEvent``s to the listeners, and
``state()`` draws the table for whoever holds the keys. No Textual here: a
test drives a session with a listener and a script.

With a journal (``poker_tui.store``) every hand's start and every action is
written the moment it is applied, so ``GameSession.resume`` brings a game
back after the terminal dies: the unfinished hand voided or settled (002 §5.1).
Headless matches (sim, lab) never journal.
"""

from __future__ import annotations

import asyncio
import random
import sqlite3
from collections.abc import Callable
from dataclasses import dataclass, replace
from typing import Any, TypeVar

from ..bots_api import make_bot, safe_default, view_for
from ..engine import events as ev
from ..engine.actions import Action, IllegalAction
from ..engine.games import get_variant
from ..engine.hand import Hand
from ..engine.house_rules import PROFILES
from ..engine.table import Table
from ..engine.variant import Structure
from ..store.journal import LEFT, Journal, RecoveredSession, SeatRecord
from .bot_process import close_bots, seat_bot
from .config import GameConfig, config_from_dict, config_to_dict
from .events import (
    HIDDEN,
    BotFault,
    BotRebought,
    BotThinking,
    HandFinished,
    HandStarting,
    HumanTurn,
    LogLine,
    PlayerBusted,
    PlayerLeft,
    PrivacyNeeded,
    SessionEvent,
    SessionOver,
    TableEvent,
    WaitingForNextHand,
)
from .facing import Facing
from .guard import BotGuard
from .hotseat import HotSeat
from .model import SeatModel, TableModel
from .narration import Narrator, agree, cards_text
from .state import TableState

Listener = Callable[[SessionEvent], None]
DeckSource = Callable[[int, int, list[int]], "list[int] | None"]
"""``(hand_no, button_seat, seats dealt in) -> deck order``: stacked decks for tests and demos."""
T = TypeVar("T")


@dataclass
class Waiter:
    """What the session is waiting for from the UI."""

    kind: str  # "action", "handover", "bust", "next"
    seat: int | None
    future: asyncio.Future[Any]


def redact(e: ev.Event) -> ev.Event:
    """The event as anyone may see it: hidden cards become ``HIDDEN``."""
    if isinstance(e, ev.CardsDealt):
        return replace(e, cards=tuple(c if u else HIDDEN for c, u in zip(e.cards, e.up, strict=True)))
    if isinstance(e, ev.CardsDrawn):
        return replace(e, discarded=(HIDDEN,) * len(e.discarded), drawn=(HIDDEN,) * len(e.drawn))
    return e


def stakes_text(config: GameConfig) -> str:
    st = config.stakes
    v = get_variant(config.variant)
    if not v.blinds or v.structure == Structure.FIXED_LIMIT:
        # a limit game is named by its bet sizes ("2/4"), as the lobby and every card room do
        text = f"{st.small_bet or st.big_blind}/{st.big_bet or 2 * (st.small_bet or st.big_blind)}"
    else:
        text = f"{st.small_blind}/{st.big_blind}"
    if st.ante:
        text += f", ante {st.ante}"
    if st.bring_in and v.bring_in:
        text += f", bring-in {st.bring_in}"
    return text


def owed_text(live: int, dead: int) -> str:
    """The missed blinds a returning player posts (003), or "" when none."""
    parts = ([f"the missed big blind {live}"] if live else []) + (
        [f"a dead small blind {dead}"] if dead else [])
    return f"{' and '.join(parts)} (003)" if parts else ""


class GameSession:
    def __init__(self, config: GameConfig, *, bots: dict[int, object] | None = None,
                 deck_for_hand: DeckSource | None = None, journal: Journal | None = None) -> None:
        self.config = config
        self.variant = get_variant(config.variant)
        if config.house not in PROFILES:
            raise ValueError(f"unknown house rules {config.house!r}; choose one of"
                             f" {', '.join(PROFILES)}")
        self.house = PROFILES[config.house]
        if config.stakes.straddle:  # the table offers the straddle (002 §3.10)
            self.house = self.house.with_(straddle_allowed=True)
        self.table = Table(self.variant, config.stakes, len(config.seats), house=self.house,
                           seed=config.seed)
        master = random.Random(config.seed) if config.seed is not None else random.SystemRandom()
        self.bots: dict[int, object] = {}
        self.guards: dict[int, BotGuard] = {}
        for i, s in enumerate(config.seats):
            self.table.sit(i, s.name, s.stack or config.buy_in)
            if not s.is_human:
                seed = master.randrange(2**32)
                # a bot built here runs in a worker process that can be stopped (bot_process);
                # a bot object handed in is seated as given
                self.bots[i] = (bots or {}).get(i) or seat_bot(make_bot(s.bot or "random", seed=seed),
                                                               config.bot_time_limit)
                self.guards[i] = BotGuard(self.bots[i], config.bot_time_limit)
        self.humans = config.humans
        self.hero = self.humans[0]
        self.hotseat = HotSeat(self.humans)
        self.deck_for_hand = deck_for_hand
        self.unit = config.stakes.unit
        self.model = TableModel(
            [SeatModel(i, s.name, s.is_human, s.stack or config.buy_in)
             for i, s in enumerate(config.seats)],
            self.variant.name, self.variant.family, self.variant.board_cards, self.unit,
            stakes_text(config))
        self.listeners: list[Listener] = []
        self.hand: Hand | None = None
        self.order: list[int] = []
        self.hand_no = 0
        self.facing: Facing | None = None
        self.over = False
        self.over_reason = ""
        self._waiter: Waiter | None = None
        self._seen = 0
        self.narrator: Narrator | None = None
        self.journal = journal
        self.session_id: int | None = None  # the journal's id, once the game is saved
        self._hand_id: int | None = None
        self._journaled = 0  # actions of the current hand written so far
        self.recovered: RecoveredSession | None = None

    @classmethod
    def resume(cls, journal: Journal, session_id: int | None = None, *,
               bots: dict[int, object] | None = None,
               deck_for_hand: DeckSource | None = None) -> GameSession:
        """The saved game (the latest open one by default) as it stood when it stopped.

        ``journal.recover`` voids an unfinished hand, every bet returned, or settles one
        whose actions reached the showdown (002 §5.1). Seats, names and bots (made again
        by name) come back with the recovered stacks; hand numbers and the button go on.
        """
        if session_id is None:
            open_games = journal.open_sessions()
            if not open_games:
                raise ValueError("There is no unfinished game to resume.")
            session_id = open_games[0][0]
        rec = journal.recover(session_id)
        try:
            base = config_from_dict(rec.config)
        except (KeyError, TypeError) as exc:
            raise ValueError(f"saved game {session_id} cannot be read ({exc!r})") from exc
        records = {r.seat: r for r in rec.seats}
        seats = tuple(replace(s, stack=records[i].stack if i in records and records[i].stack > 0
                              else None) for i, s in enumerate(base.seats))
        seed = None if base.seed is None else base.seed + rec.hands_played  # no deck dealt twice
        session = cls(replace(base, seats=seats, seed=seed), bots=bots,
                      deck_for_hand=deck_for_hand, journal=journal)
        session.session_id = session_id
        session.recovered = rec
        for seat, record in records.items():
            if record.left:
                session._unseat(seat)
            elif record.stack == 0:  # busted; asked to rebuy or leave before the next hand
                table_seat = session.table.seats[seat]
                assert table_seat is not None
                table_seat.stack = session.model.seats[seat].stack = 0
        session.hand_no = session.table.hands_played = rec.hands_played
        if rec.button_seat is not None:
            # The table moves the button on as it deals: a voided hand is dealt again with the
            # same button (it has no result, 002 §1.51); after a settled hand it moves on.
            size = session.table.size
            session.table.button = (rec.button_seat - 1) % size if rec.last_voided \
                else rec.button_seat
        return session

    # -------------------------------------------------------------- journal
    def _save(self, write: Callable[[Journal], T]) -> T | None:
        """Write to the journal; a failing disk stops the saving (said once), never the game."""
        if self.journal is None:
            return None
        try:
            return write(self.journal)
        except sqlite3.Error as exc:
            self.journal = None
            self.log(f"⚠ This game is no longer being saved: {exc}", "fault")
            return None

    def _seat_record(self, seat: int) -> SeatRecord:
        s = self.config.seats[seat]
        kind = "human" if s.is_human else f"bot:{s.bot}"
        table_seat = self.table.seats[seat]
        if table_seat is None:
            return SeatRecord(seat, s.name, LEFT + kind, 0)
        return SeatRecord(seat, s.name, kind, table_seat.stack)

    def _open_journal(self) -> None:
        if self.journal is None or self.session_id is not None:
            return
        records = [self._seat_record(i) for i in range(len(self.config.seats))]
        self.session_id = self._save(lambda j: j.open_session(config_to_dict(self.config), records))

    def _save_seat(self, seat: int) -> None:
        """A rebuy, a bot's rebuy or a player leaving, between hands."""
        if self.session_id is not None:
            sid, record = self.session_id, self._seat_record(seat)
            self._save(lambda j: j.set_seat(sid, record))

    def _save_actions(self) -> None:
        """Journal the actions the hand has taken since the last call, one commit each."""
        hand, hid = self.hand, self._hand_id
        if hid is None or hand is None:
            return
        while self._journaled < len(hand.actions):
            seq = self._journaled
            player, action = hand.actions[seq]
            self._save(lambda j: j.record_action(hid, seq, player, action))  # noqa: B023
            self._journaled += 1

    def _announce_recovery(self) -> None:
        rec = self.recovered
        if rec is None:
            return
        for number in rec.voided:
            self.log(f"Hand #{number} was interrupted and voided: every bet returned (002 §5.1)",
                     "info")
        for number in rec.settled:
            self.log(f"Hand #{number} was interrupted after the showdown and settled (002 §5.1)",
                     "info")
        self.log(f"Game resumed: hand #{self.hand_no + 1} is next", "info")

    # ------------------------------------------------------------- listening
    def subscribe(self, listener: Listener) -> None:
        self.listeners.append(listener)

    def emit(self, event: SessionEvent) -> None:
        for listener in list(self.listeners):
            listener(event)

    def log(self, text: str, kind: str = "info") -> None:
        self.emit(LogLine(text, kind))

    # ---------------------------------------------------------------- views
    def state(self) -> TableState:
        """The table as the human at the keys may see it."""
        return self.model.snapshot(self.hotseat.holder, self.hero)

    @property
    def waiting_for(self) -> str | None:
        """``action``, ``handover``, ``bust`` or ``next`` while the session waits on the UI."""
        w = self._waiter
        return w.kind if w is not None and not w.future.done() else None

    @property
    def waiting_seat(self) -> int | None:
        w = self._waiter
        return w.seat if w is not None and not w.future.done() else None

    def name(self, seat: int) -> str:
        return self.config.seats[seat].name

    # ------------------------------------------------------ input from the UI
    def submit(self, action: Action) -> str | None:
        """Play the action of the human to act; a sentence when it cannot be played."""
        w = self._waiter
        if w is None or w.kind != "action" or w.future.done() or self.hand is None \
                or self.order[self.hand.to_act] != w.seat:
            return "It is not your turn."
        try:
            self.hand.apply(action)
        except IllegalAction as exc:
            return str(exc)
        self._save_actions()
        self._resolve("action", action)
        return None

    def toggle_discard(self, index: int) -> str | None:
        """Draw games: mark or unmark the card at ``index`` (0-based) for discarding."""
        if self.waiting_for != "action" or self.hand is None or self.hand.phase != "draw":
            return "There is no draw now."
        hole = self.hand.hole[self.hand.to_act]
        if not 0 <= index < len(hole):
            return f"You hold {len(hole)} cards; there is no card {index + 1}."
        card = hole[index]
        marked = self.model.marked
        if card in marked:
            marked.discard(card)
        elif len(marked) >= self.hand.legal_actions().draw_max:
            return f"You may discard at most {self.hand.legal_actions().draw_max} cards."
        else:
            marked.add(card)
        return None

    def draw(self) -> str | None:
        """Discard the marked cards and draw as many (none marked: stand pat)."""
        if self.hand is None:
            return "There is no draw now."
        hole = self.hand.hole[self.hand.to_act] if self.hand.to_act >= 0 else []
        cards = tuple(c for c in hole if c in self.model.marked)
        return self.submit(Action.draw(cards))

    # ------------------------------------------------------- sitting out
    def sit_out(self, seat: int) -> str | None:
        """A human sits out from the next hand (002 §5.7.3); None, or why not.

        Bots never sit out. Refused when fewer than two would be dealt in, so a
        human out with bots keeps the table running only while two bots can play."""
        t = self.table.seats[seat] if 0 <= seat < len(self.table.seats) else None
        if t is None or seat not in self.hotseat.humans:
            return "Only a seated human player can sit out."
        if t.sitting_out:
            return f"{self.name(seat)} is already sitting out."
        if len([s for s in self.table.in_play() if s != seat]) < 2:
            return "You cannot sit out: fewer than two players would be dealt in."
        self.table.sit_out(seat)
        self.model.seats[seat].sitting_out = True
        self.log(f"{agree(self.name(seat), 'sits')} out from the next hand", "info")
        return None

    def come_back(self, seat: int) -> str | None:
        """Dealt in again from the next hand, posting the missed blinds (003); None, or why not."""
        t = self.table.seats[seat] if 0 <= seat < len(self.table.seats) else None
        if t is None or not t.sitting_out:
            return "Only a player sitting out can come back."
        owed = owed_text(*self.table.come_back(seat))
        self.model.seats[seat].sitting_out = False
        name = self.name(seat)
        posts = agree(name, "posts")[len(name) + 1:]  # "post" when the name is "You"
        self.log(f"{agree(name, 'is')} back" + (f" and {posts} {owed}" if owed else ""), "info")
        return None

    def is_sitting_out(self, seat: int) -> bool:
        t = self.table.seats[seat]
        return t is not None and t.sitting_out

    def return_cost(self, seat: int) -> str:
        """What coming back costs now, for the status line."""
        owed = owed_text(*self.table.owed(seat))
        return f"Coming back posts {owed}" if owed else "Coming back costs nothing"

    def hand_over(self) -> None:
        """The privacy screen was passed: the next human has the keys."""
        self._resolve("handover", True)

    def next_hand(self) -> None:
        """Deal the next hand now."""
        self._resolve("next", True)

    def rebuy(self, seat: int) -> None:
        self._resolve("bust", "rebuy")

    def leave(self, seat: int) -> None:
        self._resolve("bust", "leave")

    def quit(self) -> None:
        """The players chose to end the game: the journal closes it (an unfinished hand is
        voided, 002 §5.1) so it is not offered for resuming, and the loop stops."""
        if self.session_id is not None:
            sid = self.session_id
            self._save(lambda j: j.close_session(sid))
        self.close()

    def close(self) -> None:
        """Stop the loop and every bot's process; a journaled game stays open, to be resumed."""
        self.over = True
        close_bots(self.bots.values())
        w = self._waiter
        if w is not None and not w.future.done():
            w.future.cancel()

    def _resolve(self, kind: str, value: object) -> None:
        w = self._waiter
        if w is not None and w.kind == kind and not w.future.done():
            w.future.set_result(value)

    async def _wait(self, kind: str, seat: int | None, announce: SessionEvent | None,
                    timeout: float | None = None) -> Any:
        """Wait for the UI; the waiter is set before ``announce`` goes out."""
        fut: asyncio.Future[Any] = asyncio.get_running_loop().create_future()
        self._waiter = Waiter(kind, seat, fut)
        try:
            if announce is not None:
                self.emit(announce)
            if timeout is None:
                return await fut
            try:
                return await asyncio.wait_for(fut, timeout)
            except TimeoutError:
                return None
        except asyncio.CancelledError:
            task = asyncio.current_task()
            if self.over and fut.cancelled() and not (task and task.cancelling()):
                return None  # close() ended the wait; the loop sees ``over`` and stops
            raise
        finally:
            self._waiter = None

    # ------------------------------------------------------------- the loop
    async def run(self) -> None:
        """Play hands until every human has left or nobody is left to play."""
        self._open_journal()
        if self.recovered is not None:
            self._announce_recovery()
            await self._seat_changes()  # a bust the players had not answered yet
        while not self.over:
            if len(self.table.in_play()) < 2:
                self._end("Not enough players with chips to deal.")
                break
            await self.play_hand()
            if self.over:
                break
            await self.after_hand()

    def _end(self, reason: str) -> None:
        self.over = True
        self.over_reason = reason
        if self.session_id is not None:
            sid = self.session_id
            self._save(lambda j: j.close_session(sid))
        self.emit(SessionOver(reason))

    def _button_draw(self) -> None:
        """002 §3.8: the first button goes to the high card; said in the log.

        The table moves the button on at the start of every hand, so it is left one
        seat before the winner of the draw, and the session always knows the next button.
        """
        winner = self.table.draw_button()
        card = self.table.draw_for_button[winner]
        self.log(f"{agree(self.name(winner), 'draws')} the high card, {cards_text([card])}:"
                 " the first button (002 §3.8)", "info")
        seats = self.table.in_play()
        self.table.button = seats[seats.index(winner) - 1]

    def _next_button(self) -> int:
        seats = self.table.in_play()
        for i in range(1, self.table.size + 1):
            s = (self.table.button + i) % self.table.size
            if s in seats:
                return s
        return seats[0]

    async def play_hand(self) -> Hand:
        self.hand_no += 1
        if self.table.button < 0:
            self._button_draw()
        deck = None
        if self.deck_for_hand is not None:
            deck = self.deck_for_hand(self.hand_no, self._next_button(), self.table.in_play())
        hand, order = self.table.start_hand(record=True, deck=deck)
        self.hand, self.order, self._seen = hand, order, 0
        self._hand_id, self._journaled = None, 0
        if self.session_id is not None:
            sid, number = self.session_id, self.hand_no
            self._hand_id = self._save(lambda j: j.begin_hand(sid, number, hand.start, order))
        button_seat = order[hand.button]
        self.model.start_hand(self.hand_no, button_seat, order)
        private = None
        if not self.hotseat.shared and self.hero in order:
            private = order.index(self.hero)
        self.narrator = Narrator([self.name(s) for s in order], self.variant, private)
        self.emit(HandStarting(self.hand_no, button_seat, tuple(order)))
        self.log(f"Hand #{self.hand_no} · {agree(self.name(button_seat), 'has')} the button",
                 "hand")
        await self._drain()
        while hand.to_act >= 0 and not self.over:
            p = hand.to_act
            seat = order[p]
            self.model.to_act = seat
            self.model.phase = hand.phase
            if seat in self.bots:
                await self._bot_turn(seat)
            else:
                await self._human_turn(seat)
            self._save_actions()  # bots' actions and fallbacks; a human's went at submit
            self.model.to_act = None
            self.model.thinking = False
            self.facing = None
            await self._drain()
        if self.over and not hand.over:
            return hand  # closed mid-hand: nothing is settled
        self.table.finish_hand(hand, order)
        hid = self._hand_id
        if hid is not None:
            self._save(lambda j: j.end_hand(hid, hand))
        self.model.end_hand()
        self.model.results = self.model.summary()
        self.emit(HandFinished(self.hand_no, tuple(self.model.results)))
        return hand

    def _facing(self, seat: int) -> Facing:
        hand = self.hand
        assert hand is not None
        p = hand.to_act
        legal = hand.legal_actions()
        min_bet = hand.stakes.min_bet
        completes = bool(legal.bring_in) or (bool(self.variant.bring_in)
                                              and 0 < hand.bet_to < min_bet)
        return Facing(seat, legal, hand.pot, hand.bet_to, hand.bets[p], hand.stacks[p], self.unit,
                      self.variant.structure.value, self.house.short_raise, completes,
                      len(hand.hole[p]),
                      hand.phase if hand.phase in ("straddle", "over-blind") else "",
                      hand.raise_terms())

    async def _human_turn(self, seat: int) -> None:
        if self.hotseat.needs_handover(seat):
            self.hotseat.hide()
            await self._wait("handover", seat, PrivacyNeeded(seat, self.name(seat)))
            self.hotseat.take(seat)
        self.facing = self._facing(seat)
        await self._wait("action", seat, HumanTurn(seat, self.facing))

    async def _bot_turn(self, seat: int) -> None:
        hand = self.hand
        assert hand is not None
        bot = self.bots[seat]
        legal = hand.legal_actions()
        view = view_for(hand, legal)
        self.model.thinking = True
        self.emit(BotThinking(seat))
        pause = asyncio.sleep(self.config.pace.bot_think)
        decision, _ = await asyncio.gather(self.guards[seat].decide(view), pause)
        action = decision.action
        fault = decision.fault
        try:
            hand.apply(action)
        except IllegalAction as exc:
            fault = f"{getattr(bot, 'name', 'bot')} chose an illegal action ({exc})"
            self._apply_safe_default()
        if fault:
            self.model.seats[seat].fault = fault
            self.emit(BotFault(seat, fault))
            self.log(f"⚠ {self.name(seat)}: {fault}", "fault")

    def _apply_safe_default(self) -> None:
        """Play the one fallback ladder (``bots_api.safe_default``) on the engine's own options."""
        hand = self.hand
        assert hand is not None
        hand.apply(safe_default(hand.legal_actions()))

    async def _drain(self) -> None:
        """Send the hand's new events out one at a time, pausing where a person would."""
        hand = self.hand
        assert hand is not None and hand.events is not None and self.narrator is not None
        pace = self.config.pace
        while self._seen < len(hand.events):
            e = hand.events[self._seen]
            self._seen += 1
            delay = 0.0
            if isinstance(e, ev.BoardDealt) or (isinstance(e, ev.StreetStarted) and e.street > 0):
                delay = pace.street if isinstance(e, ev.BoardDealt) else 0.0
            elif isinstance(e, (ev.HandShown, ev.HandMucked, ev.PotAwarded)):
                delay = pace.showdown
            if delay > 0:
                await asyncio.sleep(delay)
            player = getattr(e, "player", None)
            seat = self.order[player] if isinstance(player, int) else None
            self.model.apply(e, seat)
            self.emit(TableEvent(redact(e), seat))
            for text, kind in self.narrator.lines(e):
                self.log(text, kind)
            self._observe(e, player)

    def _observe(self, e: ev.Event, player: int | None) -> None:
        """Bots see public events, and the private ones of their own seat."""
        private = isinstance(e, (ev.CardsDealt, ev.CardsDrawn))
        for seat, bot in self.bots.items():
            observe = getattr(bot, "observe", None)
            if observe is None:
                continue
            mine = player is not None and seat in self.order and self.order.index(seat) == player
            try:
                observe(e if (mine or not private) else redact(e))
            except Exception as exc:  # a bot bug must not stop the game
                self.log(f"⚠ {self.name(seat)}: observe failed: {exc}", "fault")

    async def after_hand(self) -> None:
        """Busted humans choose, then the pause (or key) with the result still on the table,
        then busted bots buy in again: a loser's empty seat stays empty while the pot is shown."""
        await self._human_busts()
        if self.over:
            return
        if not self.hotseat.humans:
            self._end("Everyone has left the table.")
            return
        if self.config.next_hand == "key":
            await self._wait("next", None, WaitingForNextHand(None))
        elif self.config.pace.next_hand > 0:
            await self._wait("next", None, WaitingForNextHand(self.config.pace.next_hand),
                             timeout=self.config.pace.next_hand)
        if not self.over:
            self._bot_busts()
            self._check_players()

    async def _seat_changes(self) -> None:
        """Every bust at once (on resuming): humans rebuy or leave, bots rebuy (or leave)."""
        await self._human_busts()
        if self.over:
            return
        self._bot_busts()
        self._check_players()

    async def _human_busts(self) -> None:
        for seat in list(self.hotseat.humans):
            s = self.table.seats[seat]
            if s is not None and s.stack == 0:
                choice = await self._wait("bust", seat, PlayerBusted(
                    seat, self.name(seat), self.config.buy_in))
                if self.over:
                    return
                if choice == "rebuy":
                    self._rebuy(seat)
                else:
                    self._leave(seat)

    def _bot_busts(self) -> None:
        for seat in self.bots:
            s = self.table.seats[seat]
            if s is not None and s.stack == 0:
                if self.config.bot_rebuy:
                    self._rebuy(seat)
                    self.emit(BotRebought(seat, s.stack))
                else:
                    self._leave(seat)

    def _check_players(self) -> None:
        """The game ends when nobody human is left or fewer than two can play."""
        if not self.hotseat.humans:
            self._end("Everyone has left the table.")
        elif len(self.table.in_play()) < 2:
            self._end("Not enough players with chips to deal.")

    def _rebuy(self, seat: int) -> None:
        s = self.table.seats[seat]
        assert s is not None
        s.stack = self.config.buy_in
        self.model.seats[seat].stack = s.stack
        self._save_seat(seat)
        self.log(f"{agree(self.name(seat), 'buys')} in again for {s.stack}", "info")

    def _unseat(self, seat: int) -> None:
        self.table.leave(seat)
        self.hotseat.remove(seat)
        m = self.model.seats[seat]
        m.occupied = False
        m.stack = 0

    def _leave(self, seat: int) -> None:
        self._unseat(seat)
        self._save_seat(seat)
        self.emit(PlayerLeft(seat, self.name(seat)))
        self.log(f"{agree(self.name(seat), 'leaves')} the table", "info")

"""Between hands: hands shown by choice, the pause, busts, rebuys, sitting out, leaving.

The engine's ``Table`` keeps every seat between hands (stack, sitting out,
the button); this part only asks it and says what happened in the log.
"""

from __future__ import annotations

from .bot_turn import BotSeats
from .broadcast import Broadcast
from .config import GameConfig, ShowHands
from .deal import Deal
from .ending import Ending
from .events import (
    BotRebought,
    LogKind,
    PlayerBusted,
    PlayerLeft,
    ShowAsked,
    WaitingForNextHand,
    WaitKind,
)
from .grammar import agree
from .hotseat import HotSeat
from .journaling import JournalWriter
from .narration import cards_text, owed_text
from .roster import Roster
from .tournament_play import TournamentPlay
from .waiting import Waiting


class SeatChanges:
    """What happens to the seats between hands, and the players' choices about them."""

    def __init__(
        self,
        config: GameConfig,
        roster: Roster,
        hotseat: HotSeat,
        bots: BotSeats,
        deal: Deal,
        waiting: Waiting,
        journal: JournalWriter,
        ending: Ending,
        broadcast: Broadcast,
        tournament: TournamentPlay | None = None,
    ) -> None:
        self._config = config
        self._tournament = tournament  # a sit-and-go: no rebuys, a busted player is out
        self._roster = roster
        self._table = roster.table
        self._hotseat = hotseat
        self._bots = bots
        self._deal = deal
        self._waiting = waiting
        self._journal = journal
        self._ending = ending
        self._broadcast = broadcast

    def _log(self, words: str, kind: LogKind = LogKind.INFO) -> None:
        self._broadcast.log(words, kind)

    # ------------------------------------------------------- sitting out
    def sit_out(self, seat: int) -> str | None:
        """A human sits out from the next hand (002 §5.7.3); None, or why not.

        Bots never sit out. Refused when fewer than two would be dealt in, so a
        human out with bots keeps the table running only while two bots can play."""
        table = self._table
        t = table.seats[seat] if 0 <= seat < len(table.seats) else None
        name = self._roster.name
        if t is None or seat not in self._hotseat.humans:
            return "Only a seated human player can sit out."
        if self._tournament is not None:  # docs/rules.md, "Tournaments"
            return "There is no sitting out in a sit-and-go: every player with chips is dealt in."
        if t.sitting_out:
            return f"{name(seat)} is already sitting out."
        if len([s for s in table.in_play() if s != seat]) < 2:
            return "You cannot sit out: fewer than two players would be dealt in."
        table.sit_out(seat)
        self._log(f"{agree(name(seat), 'sits')} out from the next hand")
        return None

    def come_back(self, seat: int) -> str | None:
        """Dealt in again from the next hand, posting the missed blinds (003); None, or why not."""
        table = self._table
        t = table.seats[seat] if 0 <= seat < len(table.seats) else None
        if t is None or not t.sitting_out:
            return "Only a player sitting out can come back."
        owed = owed_text(*table.come_back(seat))
        name = self._roster.name(seat)
        posts = agree(name, "posts")[len(name) + 1 :]  # "post" when the name is "You"
        self._log(f"{agree(name, 'is')} back" + (f" and {posts} {owed}" if owed else ""))
        return None

    # -------------------------------------------------------- after a hand
    async def after_hand(self) -> None:
        """Hands shown by choice, busted humans choose, then the pause (or key) with the
        result still on the table, then busted bots buy in again: a loser's empty seat
        stays empty while the pot is shown."""
        await self._show_choices()
        await self._human_busts()
        if self._ending.over:
            return
        if not self._hotseat.humans:
            self._ending.end("Everyone has left the table.")
            return
        pause = self._config.pace.next_hand
        if len(self._deal.model.awarded) > 1:
            pause *= 2  # a showdown with side pots takes longer to read
        tournament = self._tournament
        if tournament is not None and tournament.humans_out:  # nobody at the keys plays now
            pause = tournament.between_hands(pause)
            if pause > 0:
                await self._waiting.wait(
                    WaitKind.NEXT, None, WaitingForNextHand(pause), timeout=pause
                )
        elif self._config.next_hand == "key":
            await self._waiting.wait(WaitKind.NEXT, None, WaitingForNextHand(None))
        elif pause > 0:
            await self._waiting.wait(WaitKind.NEXT, None, WaitingForNextHand(pause), timeout=pause)
        if not self._ending.over:
            self._bot_busts()
            self._check_players()

    async def _show_choices(self) -> None:
        """Show or muck is the player's (docs/rules.md): a human's hand that nobody had to
        see is shown, mucked or asked about, as the game is set up; in practice games the
        bots' mucked hands are shown too, to learn from."""
        hand = self._deal.hand
        if hand is None or not hand.over:
            return
        choice = self._config.show_hands
        model = self._deal.model
        for p, seat in enumerate(self._deal.order):
            s = model.seats[seat]
            if s.folded or s.shown or not s.dealt_in:
                continue
            if seat in self._bots:
                if self._config.practice and s.mucked:
                    self._show_after(seat, hand.hole[p], "mucked")
                continue
            if choice == ShowHands.MUCK:
                continue
            if choice == ShowHands.ASK:
                yes = await self._waiting.wait(
                    WaitKind.SHOW, seat, ShowAsked(seat, self._roster.name(seat))
                )
                if self._ending.over:
                    return
                if not yes:
                    continue
            self._show_after(seat, hand.hole[p], "shows")

    def _show_after(self, seat: int, cards: list[int], how: str) -> None:
        self._deal.model.reveal(seat, cards)
        name = self._roster.name(seat)
        verb = agree(name, "shows") if how == "shows" else f"{name} mucked"
        self._log(f"{verb} {cards_text(cards)} (after the hand)", LogKind.SHOW)

    async def seat_changes(self) -> None:
        """Every bust at once (on resuming): humans rebuy or leave, bots rebuy (or leave)."""
        await self._human_busts()
        if self._ending.over:
            return
        self._bot_busts()
        self._check_players()

    async def _human_busts(self) -> None:
        if self._tournament is not None:
            return  # out of the sit-and-go: its place is said, nothing to choose
        for seat in list(self._hotseat.humans):
            s = self._table.seats[seat]
            if s is not None and s.stack == 0:
                choice = await self._waiting.wait(
                    WaitKind.BUST,
                    seat,
                    PlayerBusted(seat, self._roster.name(seat), self._config.buy_in),
                )
                if self._ending.over:
                    return
                if choice == "rebuy":
                    self._rebuy(seat)
                else:
                    self._leave(seat)

    def _bot_busts(self) -> None:
        if self._tournament is not None:
            return  # out of the sit-and-go, in its place
        for seat in self._bots.bots:
            s = self._table.seats[seat]
            if s is not None and s.stack == 0:
                if self._config.bot_rebuy:
                    self._rebuy(seat)
                    self._broadcast.emit(BotRebought(seat, s.stack))
                else:
                    self._leave(seat)

    def _check_players(self) -> None:
        """The game ends when nobody human is left or fewer than two can play."""
        if not self._hotseat.humans:
            self._ending.end("Everyone has left the table.")
        elif len(self._table.in_play()) < 2:
            self._ending.end("Not enough players with chips to deal.")

    def _rebuy(self, seat: int) -> None:
        s = self._table.seats[seat]
        assert s is not None
        s.stack = self._config.buy_in
        self._journal.save_seat(seat)
        self._log(f"{agree(self._roster.name(seat), 'buys')} in again for {s.stack}")

    def unseat(self, seat: int) -> None:
        """The seat is empty from now on (a player left; or left before a resume)."""
        self._table.leave(seat)
        self._hotseat.remove(seat)

    def _leave(self, seat: int) -> None:
        self.unseat(seat)
        self._journal.save_seat(seat)
        name = self._roster.name(seat)
        self._broadcast.emit(PlayerLeft(seat, name))
        self._log(f"{agree(name, 'leaves')} the table")

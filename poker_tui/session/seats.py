"""Between hands: hands shown by choice, the pause, busts, rebuys, sitting out, leaving.

The engine's ``Table`` keeps every seat between hands (stack, sitting out,
the button); this module only asks it and says what happened in the log.
"""

from __future__ import annotations

from .config import ShowHands
from .core import SessionCore
from .events import (
    BotRebought,
    LogKind,
    PlayerBusted,
    PlayerLeft,
    ShowAsked,
    WaitingForNextHand,
    WaitKind,
)
from .narration import agree, cards_text, owed_text


class SeatChanges(SessionCore):
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
        self.log(f"{agree(self.name(seat), 'sits')} out from the next hand")
        return None

    def come_back(self, seat: int) -> str | None:
        """Dealt in again from the next hand, posting the missed blinds (003); None, or why not."""
        t = self.table.seats[seat] if 0 <= seat < len(self.table.seats) else None
        if t is None or not t.sitting_out:
            return "Only a player sitting out can come back."
        owed = owed_text(*self.table.come_back(seat))
        name = self.name(seat)
        posts = agree(name, "posts")[len(name) + 1:]  # "post" when the name is "You"
        self.log(f"{agree(name, 'is')} back" + (f" and {posts} {owed}" if owed else ""))
        return None

    # -------------------------------------------------------- after a hand
    async def after_hand(self) -> None:
        """Hands shown by choice, busted humans choose, then the pause (or key) with the
        result still on the table, then busted bots buy in again: a loser's empty seat
        stays empty while the pot is shown."""
        await self._show_choices()
        await self._human_busts()
        if self.over:
            return
        if not self.hotseat.humans:
            self._end("Everyone has left the table.")  # type: ignore[attr-defined]
            return
        pause = self.config.pace.next_hand
        if len(self.model.awarded) > 1:
            pause *= 2  # a showdown with side pots takes longer to read
        if self.config.next_hand == "key":
            await self._wait(WaitKind.NEXT, None, WaitingForNextHand(None))  # type: ignore[attr-defined]
        elif pause > 0:
            await self._wait(WaitKind.NEXT, None, WaitingForNextHand(pause),  # type: ignore[attr-defined]
                             timeout=pause)
        if not self.over:
            self._bot_busts()
            self._check_players()

    async def _show_choices(self) -> None:
        """Show or muck is the player's (docs/rules.md): a human's hand that nobody had to
        see is shown, mucked or asked about, as the game is set up; in practice games the
        bots' mucked hands are shown too, to learn from."""
        hand = self.hand
        if hand is None or not hand.over:
            return
        choice = self.config.show_hands
        for p, seat in enumerate(self.order):
            s = self.model.seats[seat]
            if s.folded or s.shown or not s.dealt_in:
                continue
            if seat in self.bots:
                if self.config.practice and s.mucked:
                    self._show_after(seat, hand.hole[p], "mucked")
                continue
            if choice == ShowHands.MUCK:
                continue
            if choice == ShowHands.ASK:
                yes = await self._wait(WaitKind.SHOW, seat,  # type: ignore[attr-defined]
                                       ShowAsked(seat, self.name(seat)))
                if self.over:
                    return
                if not yes:
                    continue
            self._show_after(seat, hand.hole[p], "shows")

    def _show_after(self, seat: int, cards: list[int], how: str) -> None:
        self.model.reveal(seat, cards)
        name = self.name(seat)
        verb = agree(name, "shows") if how == "shows" else f"{name} mucked"
        self.log(f"{verb} {cards_text(cards)} (after the hand)", LogKind.SHOW)

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
                choice = await self._wait(WaitKind.BUST, seat, PlayerBusted(  # type: ignore[attr-defined]
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
            self._end("Everyone has left the table.")  # type: ignore[attr-defined]
        elif len(self.table.in_play()) < 2:
            self._end("Not enough players with chips to deal.")  # type: ignore[attr-defined]

    def _rebuy(self, seat: int) -> None:
        s = self.table.seats[seat]
        assert s is not None
        s.stack = self.config.buy_in
        self._save_seat(seat)  # type: ignore[attr-defined]
        self.log(f"{agree(self.name(seat), 'buys')} in again for {s.stack}")

    def _unseat(self, seat: int) -> None:
        self.table.leave(seat)
        self.hotseat.remove(seat)

    def _leave(self, seat: int) -> None:
        self._unseat(seat)
        self._save_seat(seat)  # type: ignore[attr-defined]
        self.emit(PlayerLeft(seat, self.name(seat)))
        self.log(f"{agree(self.name(seat), 'leaves')} the table")

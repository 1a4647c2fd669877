"""A sit-and-go at the table: the blind clock, the levels, eliminations, places and prizes.

One part of the session (docs/architecture.md, "The session"), asked by the turn
loop before each hand (``before_hand``: the level in force, TDA: a new level
starts with the next hand) and after it (``after_hand``: who went out, in which
place, for which prize; the winner ends the game). Places are a function of the
journal: each settled hand's starting and final stacks say who went out and in
which order, so ``replay`` rebuilds them on resuming, and a voided hand (002
§5.1) counts for nothing. The clock runs while hands are in play (the time from
a hand's deal to its end), so a game resumed tomorrow goes on with the minutes
it had; the bundled structures count hands.

When every human is out the bots play the rest quickly (``Speed.FAST``), or
unseen (``skip``: only the eliminations and the end are sent out).
"""

from __future__ import annotations

import time
from collections.abc import Awaitable, Callable, Iterable
from datetime import datetime
from enum import StrEnum

from ..engine.hand import Hand
from ..engine.variant import Stakes
from ..tournament.payouts import prizes
from ..tournament.places import finishing_places, shared_prizes
from ..tournament.structure import Structure
from .broadcast import Broadcast
from .ending import Ending
from .events import HandFinished, LogKind, LogLine, SessionEvent, SessionOver
from .grammar import agree
from .hotseat import HotSeat
from .roster import Roster
from .tournament_state import Finish, TournamentStatus, ordinal

ENTRY = 100
"""Each player's entry in prize points: the pool is 100 points a player (the lab's buy-in)."""
FAST = 0.2
"""When every human is out, each pause a person would need lasts this share of itself."""


class Speed(StrEnum):
    NORMAL = "normal"
    FAST = "fast"  # every human is out: the bots play on at a fifth of the pace
    SKIP = "skip"  # ...and unseen: straight to the results


def level_stakes(structure: Structure, index: int) -> Stakes:
    level = structure.levels[index]
    return Stakes(
        level.small_blind, level.big_blind, ante=level.ante, big_blind_ante=level.big_blind_ante
    )


class TournamentPlay:
    """The sit-and-go's state between hands, and what it says about it."""

    def __init__(
        self,
        structure: Structure,
        roster: Roster,
        hotseat: HotSeat,
        broadcast: Broadcast,
        ending: Ending,
    ) -> None:
        self.structure = structure
        self._roster = roster
        self._hotseat = hotseat
        self._humans = list(hotseat.humans)
        self._broadcast = broadcast
        self._ending = ending
        self.entrants = sum(1 for s in roster.table.seats if s is not None)
        self.pool = ENTRY * self.entrants
        paid = prizes(self.pool, structure.payouts)
        self.prize_table = (paid + (0,) * self.entrants)[: self.entrants]
        self.hands = 0  # settled hands: the hands clock
        self.seconds = 0.0  # time hands were in play: the minutes clock
        self.level = 0
        self.finishes: dict[int, Finish] = {}  # by seat
        self.speed = Speed.NORMAL
        self._started: float | None = None
        self._announced = False

    # ------------------------------------------------------------- the clock
    @property
    def minutes(self) -> float:
        return self.seconds / 60

    def level_now(self) -> int:
        return self.structure.level_at(hands=self.hands, minutes=self.minutes)

    def until_next(self) -> str:
        left = self.structure.until_next(hands=self.hands, minutes=self.minutes)
        if left is None:
            return ""
        if self.structure.clock == "hands":
            n = int(left)
            return f"{n} hand{'s' if n != 1 else ''}"
        return f"{max(1, round(left))} min"

    def before_hand(self) -> None:
        """The level in force for the hand about to be dealt: a new level is said, and set."""
        index = self.level_now()
        table = self._roster.table
        if index != self.level or not self._announced:
            self.level = index
            table.set_stakes(level_stakes(self.structure, index))
            words = f"Level {index + 1}: blinds {self.structure.levels[index].describe()}"
            left = self.until_next()
            if left:
                nxt = self.structure.levels[index + 1].describe()
                words += f"; {nxt} in {left}"
            self._say(words, LogKind.HAND)
            self._announced = True
        self._started = time.monotonic()

    # ------------------------------------------------------------ the places
    def after_hand(self, hand: Hand, order: list[int], hand_no: int) -> None:
        """Who went out in this hand, in which place and for which prize; a winner ends it."""
        if self._started is not None:
            self.seconds += time.monotonic() - self._started
            self._started = None
        for finish in self._settle(hand, order, hand_no):
            name = finish.name
            prize = f": prize {finish.prize:,}" if finish.prize else ""
            tie = " (shared)" if finish.shared else ""
            if finish.place == 1:
                self._say(f"{agree(name, 'wins')} the sit-and-go{prize}", LogKind.WIN)
            else:
                self._say(
                    f"{agree(name, 'finishes')} {ordinal(finish.place)}{tie} of"
                    f" {self.entrants}{prize}",
                    LogKind.WIN if finish.prize else LogKind.INFO,
                )
        if self.over:
            winner = next(f for f in self.finishes.values() if f.place == 1)
            self._ending.end(f"{agree(winner.name, 'wins')} the sit-and-go.")
        elif self.humans_out and self.speed == Speed.NORMAL:
            self.speed = Speed.FAST
            self._say("Every human is out: the bots play the rest quickly", LogKind.INFO)

    def _settle(self, hand: Hand, order: list[int], hand_no: int) -> list[Finish]:
        """The places and prizes of the players this hand put out (and of the winner)."""
        self.hands += 1
        remaining = self.entrants - len(self.finishes)
        start = hand.start.stacks
        out = [
            (seat, start[i])
            for i, seat in enumerate(order)
            if hand.stacks[i] == 0 and seat not in self.finishes
        ]
        if not out:
            return []
        places = finishing_places(out, remaining)
        if remaining - len(out) == 1:  # one player left: the winner
            winner = next(
                s
                for s, t in enumerate(self._roster.table.seats)
                if t is not None and s not in self.finishes and s not in places
            )
            places[winner] = 1.0
        won = shared_prizes(places, self.prize_table)
        news = []
        for seat, place in sorted(places.items(), key=lambda x: -x[1]):
            tied = sum(1 for p in places.values() if p == place) > 1
            best = round(place - (sum(1 for p in places.values() if p == place) - 1) / 2)
            finish = Finish(
                best, seat, self._roster.name(seat), won[seat], 0 if best == 1 else hand_no, tied
            )
            self.finishes[seat] = finish
            news.append(finish)
        return news

    def replay(self, hands: Iterable[tuple[int, Hand, list[int]]], seconds: float) -> None:
        """A resumed game: the places and the clock from its settled hands, said nowhere."""
        for number, hand, order in hands:
            self._settle(hand, order, number)
        self.seconds = seconds
        self.level = self.level_now()
        if self.humans_out:
            self.speed = Speed.FAST

    @property
    def over(self) -> bool:
        return any(f.place == 1 for f in self.finishes.values())

    @property
    def humans_out(self) -> bool:
        return all(seat in self.finishes for seat in self._humans)

    # --------------------------------------------------------------- the pace
    def skip(self) -> str | None:
        """Play the rest unseen, straight to the results; None, or why not now."""
        if self.over:
            return "The sit-and-go is over."
        if not self.humans_out:
            return "You can skip to the results once you are out of the sit-and-go."
        self.speed = Speed.SKIP
        return None

    def paced(
        self, sleep: Callable[[float], Awaitable[None]]
    ) -> Callable[[float], Awaitable[None]]:
        """The session's clock, shortened once every human is out."""

        async def tournament_sleep(seconds: float) -> None:
            if self.speed == Speed.SKIP:
                seconds = 0.0
            elif self.speed == Speed.FAST:
                seconds *= FAST
            await sleep(seconds)

        return tournament_sleep

    def between_hands(self, pause: float) -> float:
        """The pause before the next hand once every human is out (nobody needs a key)."""
        return 0.0 if self.speed == Speed.SKIP else pause * FAST

    def heard(self, event: SessionEvent) -> bool:
        """Skipping: only the log's lines, the hands' ends and the end reach the screen."""
        return self.speed != Speed.SKIP or isinstance(event, (LogLine, HandFinished, SessionOver))

    # ------------------------------------------------------------ the picture
    def status(self) -> TournamentStatus:
        s, index = self.structure, self.level
        last = index == len(s.levels) - 1
        finishes = sorted(self.finishes.values(), key=lambda f: (f.place, f.seat))
        return TournamentStatus(
            name=s.name,
            level=index + 1,
            levels=len(s.levels),
            blinds=s.levels[index].describe(),
            next_blinds="" if last else s.levels[index + 1].describe(),
            until_next=self.until_next(),
            entrants=self.entrants,
            left=self.entrants - sum(1 for f in self.finishes.values() if f.place != 1),
            pool=self.pool,
            prizes=tuple(p for p in self.prize_table if p),
            finishes=tuple(finishes),
            over=self.over,
            humans_out=self.humans_out,
            skipping=self.speed == Speed.SKIP,
        )

    def _say(self, words: str, kind: LogKind) -> None:
        self._broadcast.log(words, kind)


def hand_seconds(rows: Iterable[tuple[str, str | None]]) -> float:
    """The time hands were in play, from the journal's (started, finished) of settled hands."""
    total = 0.0
    for started, finished in rows:
        if finished:
            try:
                total += max(
                    0.0,
                    (
                        datetime.fromisoformat(finished) - datetime.fromisoformat(started)
                    ).total_seconds(),
                )
            except ValueError:
                continue
    return total

"""Saved hands as PokerStars-style text, the layout most hand-history tools and players read.

Every line is derived from the replayed hand's events (engine/events.py), in
PokerStars' words: "Ada: raises 4 to 6", "*** FLOP *** [Kc 7h 2s]", "Ada
collected 120 from pot", with our own "poker-tui Hand #<game>-<hand>" prefix.
The file is a player's own record after the game, so every human's hole cards
are written ("Dealt to You [Ah Kd]"); a bot's hidden cards only when it showed
them at the showdown. A headless match has no player to hide cards from, so
``sim --text-dir`` writes everyone's (``every_hand_known``).

Hand-history readers (PokerKit's ``HandHistory.from_pokerstars``, the ``poker``
package, trackers' importers) accept only a hand whose first line reads like
PokerStars' own: ``PokerStars Hand #<number>: ... [<time> ET]``. The default
header does not claim that; ``pokerstars_header=True`` (``--pokerstars-header``)
writes it for such tools, with a numeric id (game * 1,000,000 + hand) and the
time in US Eastern time in brackets, as PokerStars does. Stud and draw follow PokerStars' stud and draw layouts
("*** 3rd STREET ***", "*** DEALING HANDS ***", "*** FIRST DRAW ***").

The table log (session/narration.py) tells the same events to the player at
the table in its own voice ("You raise to 6", card symbols); this module is
PokerStars' voice, and the store may not import the session layer above it.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from datetime import UTC, datetime, timedelta, timezone
from typing import TextIO

from ..engine import events as ev
from ..engine.cards import RANK_NAMES, RANK_PLURALS, format_cards
from ..engine.hand_value import (
    FLUSH,
    FOUR_OF_A_KIND,
    FULL_HOUSE,
    ONE_PAIR,
    STRAIGHT,
    STRAIGHT_FLUSH,
    THREE_OF_A_KIND,
    TWO_PAIR,
    HandValue,
    kickers_of,
    kickers_to_name,
)
from ..engine.showdown import as_value
from ..engine.variant import Structure
from .review import PlayedHand

GAME_NAMES = {
    "holdem": "Hold'em", "omaha": "Omaha", "manila2": "2 Card Manila", "manila3": "3 Card Manila",
    "stud5": "5 Card Stud", "stud7": "7 Card Stud", "draw": "5 Card Draw",
    "lowball": "A-5 Lowball Single Draw",
}
STRUCTURE_NAMES = {
    Structure.NO_LIMIT: "No Limit", Structure.POT_LIMIT: "Pot Limit",
    Structure.HALF_POT_LIMIT: "Half Pot Limit", Structure.FIXED_LIMIT: "Limit",
    Structure.SPREAD_LIMIT: "Spread Limit",
}
ORDINALS = {"Second": "2nd", "Third": "3rd", "Fourth": "4th", "Fifth": "5th", "Sixth": "6th",
            "Seventh": "7th"}
DRAW_ROUNDS = ("FIRST", "SECOND", "THIRD")
POSTS = {"small blind": "posts small blind", "big blind": "posts big blind",
         "straddle": "posts straddle", "over-blind": "posts over-blind", "ante": "posts the ante",
         "bring-in": "brings in for", "dead small blind": "posts dead small blind",
         "missed big blind": "posts missed big blind"}
def bracket(cards: Sequence[int]) -> str:
    return f"[{format_cards(cards)}]"


def stars_hand(value: HandValue) -> str:
    """A hand in PokerStars' words, without kickers: "high card Ace", "a pair of Aces", "two
    pair, Aces and Kings", "a straight, Ace to Five", "a flush, Ace high", "a Royal Flush".
    A low keeps the engine's name ("8-6-4-2-A low")."""
    c, r = value.category_index, value.ranks
    if value.order == "low":
        return str(value)
    if c == STRAIGHT_FLUSH:
        return "a Royal Flush" if r[0] == 12 else f"a straight flush, {_span(r)}"
    if c == FOUR_OF_A_KIND:
        return f"four of a kind, {RANK_PLURALS[r[0]]}"
    if c == FULL_HOUSE:
        return f"a full house, {RANK_PLURALS[r[0]]} full of {RANK_PLURALS[r[3]]}"
    if c == FLUSH:
        return f"a flush, {RANK_NAMES[r[0]]} high"
    if c == STRAIGHT:
        return f"a straight, {_span(r)}"
    if c == THREE_OF_A_KIND:
        return f"three of a kind, {RANK_PLURALS[r[0]]}"
    if c == TWO_PAIR:
        return f"two pair, {RANK_PLURALS[r[0]]} and {RANK_PLURALS[r[2]]}"
    if c == ONE_PAIR:
        return f"a pair of {RANK_PLURALS[r[0]]}"
    return f"high card {RANK_NAMES[r[0]]}"


def _span(ranks: tuple[int, ...]) -> str:
    """``Five to Nine``; a wheel is ``Ace to Five``: a straight from its low card up."""
    return f"{RANK_NAMES[ranks[4]]} to {RANK_NAMES[ranks[0]]}"


def stars_kicker(value: HandValue, earlier: Iterable[HandValue]) -> str:
    """What PokerStars adds at the showdown when an earlier shown hand has the same name:
    `` - lower kicker`` if this one loses on kickers, `` - Ace+King kicker`` (the kickers
    down to the one that decides) if it wins on them, nothing if the two are equal."""
    rivals = [e for e in earlier if stars_hand(e) == stars_hand(value)]
    if not rivals or value.order == "low":
        return ""
    best = max(rivals)
    if value < best:
        return " - lower kicker"
    if value == best:
        return ""
    need = kickers_to_name(value, [best])
    kickers = kickers_of(value)[:need]
    return " - " + "+".join(RANK_NAMES[k] for k in kickers) + " kicker" if kickers else ""


def stars_time(started: str) -> str:
    """``2026-11-23T12:00:00+00:00`` -> ``2026/11/23 12:00:00 UTC``."""
    return datetime.fromisoformat(started).astimezone(UTC).strftime("%Y/%m/%d %H:%M:%S UTC")


def eastern_time(started: str) -> str:
    """``2026-11-23T12:00:00+00:00`` -> ``2026/11/23 7:00:00 ET``, PokerStars' bracketed time."""
    moment = datetime.fromisoformat(started).astimezone(UTC)
    try:
        from zoneinfo import ZoneInfo

        local = moment.astimezone(ZoneInfo("America/New_York"))
    except (ImportError, KeyError, ValueError, OSError):  # no time zone data (some Windows)
        local = moment.astimezone(timezone(timedelta(hours=-4 if _us_summer(moment) else -5)))
    return f"{local:%Y/%m/%d} {local.hour}:{local:%M:%S} ET"


def _us_summer(moment: datetime) -> bool:
    """US daylight time: from the second Sunday of March to the first Sunday of November,
    2:00 local (7:00 and 6:00 UTC)."""
    def sunday(month: int, nth: int) -> datetime:
        first = datetime(moment.year, month, 1, tzinfo=UTC)
        return first + timedelta(days=(6 - first.weekday()) % 7 + 7 * (nth - 1))
    return sunday(3, 2) + timedelta(hours=7) <= moment < sunday(11, 1) + timedelta(hours=6)


def stars_hand_number(played: PlayedHand) -> int:
    """A numeric hand id, as PokerStars-style readers require: game * 1,000,000 + hand."""
    return played.session_id * 1_000_000 + played.number


def game_title(played: PlayedHand) -> str:
    """``Hold'em No Limit (1/2)``: PokerStars' game name, structure and stakes."""
    v, st = played.hand.variant, played.hand.stakes
    name = f"{GAME_NAMES.get(v.game, v.name)} {STRUCTURE_NAMES[v.structure]}"
    if v.deck_size != 52:
        name += f" {v.deck_size}-card deck"
    stakes = f"{st.small_blind}/{st.big_blind}" if v.blinds else \
        f"{st.fixed_bet(False)}/{st.fixed_bet(True)}"
    return f"{name} ({stakes})"


class _Writer:
    """Walks one hand's events once, writing the lines and keeping what the summary needs."""

    def __init__(self, played: PlayedHand, pokerstars_header: bool = False,
                 every_hand_known: bool = False, hide_hidden: bool = False) -> None:
        self.played = played
        self.pokerstars_header = pokerstars_header
        hand = self.hand = played.hand
        n = hand.n
        self.names = [p.name for p in played.players]
        self.seats = [p.seat for p in played.players]
        # Whose hidden cards the record holds: every human's (their own record), every
        # player's when ``every_hand_known`` (the lab), none with ``hide_hidden`` (a hot-seat
        # game still in play: only what was shown, as for bots).
        self.human = [(p.human or every_hand_known) and not hide_hidden for p in played.players]
        v = self.variant = hand.variant
        self.stud = v.up_cards > 0  # cards dealt face up
        self.draw = any(s.draw for s in v.streets)
        self.lines: list[str] = []
        self.street = -1
        self.street_name = ""
        self.draws = 0  # draw rounds so far
        self.bets = [0] * n  # chips in the current betting round
        self.put_in = [False] * n  # any chips beyond the ante
        self.seen: list[list[int]] = [[] for _ in range(n)]  # cards we may write, per player
        self.own: list[list[int]] = [[] for _ in range(n)]  # a human's current hand
        self.forced: dict[int, list[str]] = {}  # player -> forced bets posted ("small blind")
        self.folded_on: dict[int, int] = {}  # player -> street of the fold
        self.shown: dict[int, ev.HandShown] = {}
        self.mucked: set[int] = set()
        self.showdown = False
        self.pots: dict[int, tuple[int, int]] = {}  # pot index -> (amount won, rake)
        self.side_pots = 0  # side pots in the hand (the first pot awarded is the latest)
        self.collected = [0] * n

    def say(self, p: int, words: str, all_in: bool = False) -> None:
        self.lines.append(f"{self.names[p]}: {words}{' and is all-in' if all_in else ''}")

    def write(self) -> list[str]:
        for e in self.hand.events or ():
            self.event(e)
        return self.lines

    def event(self, e: ev.Event) -> None:  # noqa: C901 - one branch per event type
        if isinstance(e, ev.HandStarted):
            self.header()
        elif isinstance(e, ev.ForcedBet):
            self.forced.setdefault(e.player, []).append(e.kind)
            if e.kind not in ("ante", "dead small blind"):
                # a missed big blind is live; a small blind posted before it goes dead
                live = self.bets[e.player] if e.kind != "missed big blind" else 0
                self.bets[e.player] = live + e.amount
                self.put_in[e.player] = True
            self.say(e.player, f"{POSTS.get(e.kind, 'posts ' + e.kind)} {e.amount}", e.all_in)
        elif isinstance(e, ev.StreetStarted):
            self.street_started(e)
        elif isinstance(e, ev.CardsDealt):
            self.dealt(e)
        elif isinstance(e, ev.BoardDealt):
            before = e.board[:len(e.board) - len(e.cards)]
            title = "COMMUNITY CARD" if self.stud else self.street_name.upper()
            shown = f"{bracket(before)} {bracket(e.cards)}" if before else bracket(e.cards)
            self.lines.append(f"*** {title} *** {shown}")
        elif isinstance(e, ev.PlayerActed):
            self.acted(e)
        elif isinstance(e, ev.CardsDrawn):
            self.drawn(e)
        elif isinstance(e, ev.BetsReturned):
            self.lines.append(f"Uncalled bet ({e.amount}) returned to {self.names[e.player]}")
        elif isinstance(e, ev.HandShown | ev.HandMucked):
            if not self.showdown:
                self.showdown = True
                self.lines.append("*** SHOW DOWN ***")
            if isinstance(e, ev.HandShown):
                value = as_value(self.variant, e.value)
                extra = stars_kicker(value, [as_value(self.variant, s.value)
                                             for s in self.shown.values()])
                self.shown[e.player] = e
                self.say(e.player, f"shows {bracket(e.cards)} ({stars_hand(value)}{extra})")
            else:
                self.mucked.add(e.player)
                self.say(e.player, "mucks hand")
        elif isinstance(e, ev.PotAwarded):
            self.awarded(e)
        elif isinstance(e, ev.HandEnded):
            self.summary()

    def header(self) -> None:
        played, hand = self.played, self.hand
        if self.pokerstars_header:
            self.lines.append(f"PokerStars Hand #{stars_hand_number(played)}: {game_title(played)}"
                              f" - {stars_time(played.started)} [{eastern_time(played.started)}]")
        else:
            self.lines.append(f"poker-tui Hand #{played.session_id}-{played.number}:"
                              f" {game_title(played)} - {stars_time(played.started)}")
        table = f"Table 'poker-tui #{played.session_id}' {played.table_size}-max"
        if not self.stud:
            table += f" Seat #{self.seats[hand.button] + 1} is the button"
        self.lines.append(table)
        for p in sorted(range(hand.n), key=self.seats.__getitem__):
            self.lines.append(f"Seat {self.seats[p] + 1}: {self.names[p]}"
                              f" ({hand.start.stacks[p]} in chips)")

    def street_started(self, e: ev.StreetStarted) -> None:
        self.street, self.street_name = e.street, e.name
        if e.street > 0:
            self.bets = [0] * self.hand.n
        street = self.variant.streets[e.street]
        if street.draw:
            self.draws += 1
            self.lines.append(f"*** {DRAW_ROUNDS[min(self.draws, 3) - 1]} DRAW ***")
        elif self.stud:
            first, _, _ = e.name.partition(" ")
            last = e.street == len(self.variant.streets) - 1 and e.street >= 4
            self.lines.append("*** RIVER ***" if last else f"*** {ORDINALS.get(first, first)} STREET ***")
        elif e.street == 0:
            self.lines.append("*** DEALING HANDS ***" if self.draw else "*** HOLE CARDS ***")
        elif not street.board:
            self.lines.append(f"*** {e.name.upper()} ***")

    def dealt(self, e: ev.CardsDealt) -> None:
        p = e.player
        if self.human[p]:
            self.own[p].extend(e.cards)
        new = [c for c, up in zip(e.cards, e.up, strict=True) if up or self.human[p]]
        if not new or not (self.stud or self.human[p]):
            return
        before = self.seen[p][:]
        self.seen[p].extend(new)
        shown = f"{bracket(before)} {bracket(new)}" if before else bracket(new)
        self.lines.append(f"Dealt to {self.names[p]} {shown}")

    def acted(self, e: ev.PlayerActed) -> None:
        p, kind = e.player, e.kind
        top = max(self.bets)
        if kind == "fold":
            self.folded_on[p] = self.street
            words = "folds"
        elif kind == "check":
            words = "checks"
        elif kind == "call":
            words = f"calls {e.amount}"
        elif kind == "bet":
            words = f"bets {e.total - self.bets[p]}"
        elif kind == "raise":
            words = f"raises {e.total - top} to {e.total}"
        elif kind == "complete":
            words = f"completes it to {e.total}"
        elif kind == "bring-in":
            words = f"brings in for {e.amount}"
        else:  # "Declines the straddle"
            words = e.text[:1].lower() + e.text[1:]
        if kind in ("call", "bet", "raise", "complete", "bring-in"):
            self.bets[p] = e.total
            self.put_in[p] = True
        self.say(p, words, e.all_in)

    def drawn(self, e: ev.CardsDrawn) -> None:
        p = e.player
        if not e.drawn:
            self.say(p, "stands pat")
            return
        count = f"{len(e.discarded)} card{'s' if len(e.discarded) != 1 else ''}"
        if not self.human[p]:
            self.say(p, f"discards {count}")
            return
        self.say(p, f"discards {count} {bracket(e.discarded)}")
        kept = [c for c in self.own[p] if c not in e.discarded]
        self.own[p] = kept + list(e.drawn)
        self.lines.append(f"Dealt to {self.names[p]} {bracket(kept)} {bracket(e.drawn)}")

    def awarded(self, e: ev.PotAwarded) -> None:
        if not self.pots:
            self.side_pots = e.pot
        self.pots[e.pot] = (e.amount, e.rake)
        if self.side_pots == 0:
            pot = "pot"
        elif e.pot == 0:
            pot = "main pot"
        else:
            pot = "side pot" if self.side_pots == 1 else f"side pot-{e.pot}"
        for w, share in zip(e.winners, e.shares, strict=True):
            self.collected[w] += share
            self.lines.append(f"{self.names[w]} collected {share} from {pot}")

    def summary(self) -> None:
        hand = self.hand
        add = self.lines.append
        add("*** SUMMARY ***")
        total = sum(a + r for a, r in self.pots.values())
        rake = sum(r for _, r in self.pots.values())
        parts = ""
        if len(self.pots) > 1:
            parts = f" Main pot {sum(self.pots[0])}." + "".join(
                f" Side pot{'' if len(self.pots) == 2 else f'-{i}'} {sum(self.pots[i])}."
                for i in sorted(self.pots) if i)
        add(f"Total pot {total}{parts} | Rake {rake}")
        if hand.board:
            add(f"Board {bracket(hand.board)}")
        for p in sorted(range(hand.n), key=self.seats.__getitem__):
            add(f"Seat {self.seats[p] + 1}: {self.names[p]}{self.position(p)} {self.result(p)}")

    def position(self, p: int) -> str:
        if self.stud:
            return ""
        out = " (button)" if p == self.hand.button else ""
        for kind in ("small blind", "big blind"):
            if kind in self.forced.get(p, ()):
                out += f" ({kind})"
        return out

    def result(self, p: int) -> str:
        if p in self.shown:
            e = self.shown[p]
            name = stars_hand(as_value(self.variant, e.value))
            if self.collected[p]:
                return f"showed {bracket(e.cards)} and won ({self.collected[p]}) with {name}"
            return f"showed {bracket(e.cards)} and lost with {name}"
        if p in self.mucked:
            return f"mucked {bracket(self.own[p])}" if self.human[p] else "mucked"
        if p in self.folded_on:
            return self.folded(p, self.folded_on[p])
        return f"collected ({self.collected[p]})"

    def folded(self, p: int, street: int) -> str:
        streets = self.variant.streets
        if self.stud:
            first, _, _ = streets[street].name.partition(" ")
            return f"folded on the {ORDINALS.get(first, first)} Street"
        if self.draw:
            before = not any(s.draw for s in streets[:street + 1])
            return f"folded {'before' if before else 'after'} the Draw"
        if street == 0:
            nxt = streets[1].name if len(streets) > 1 else "the showdown"
            return f"folded before {nxt}" + ("" if self.put_in[p] else " (didn't bet)")
        return f"folded on the {streets[street].name}"


def hand_history(played: PlayedHand, *, pokerstars_header: bool = False,
                 every_hand_known: bool = False, hide_hidden: bool = False) -> str:
    """One hand as PokerStars-style text, ending with a newline; ``hide_hidden`` writes no
    hidden card of anyone, humans included, unless it was shown."""
    return "\n".join(_Writer(played, pokerstars_header, every_hand_known,
                             hide_hidden).write()) + "\n"


def write_histories(hands: Iterable[PlayedHand], out: TextIO, *,
                    pokerstars_header: bool = False, hide_hidden: bool = False) -> int:
    """Write every hand, blank lines between them as PokerStars does; the count written."""
    count = 0
    for played in hands:
        if count:
            out.write("\n\n")
        out.write(hand_history(played, pokerstars_header=pokerstars_header,
                               hide_hidden=hide_hidden))
        count += 1
    return count

"""The hand told in sentences, street by street, for the hand log.

"Bob raises to 60", "Flop: A♠ K♥ 2♦", "Alice wins 340 with a Flush, Ace high".
Only public facts are told, except the dealt cards of ``private_to`` (the one
human at a table without hot seat), so the log is safe to show anyone.
Amounts are marked (``amounts.money``) so the log can say them in chips or
in big blinds.
"""

from __future__ import annotations

from collections.abc import Sequence

from ..engine import events as ev
from ..engine.cards import CARDS
from ..engine.showdown import read_order
from ..engine.variant import Variant
from .amounts import money
from .grammar import YOU, agree


def cards_text(cards: Sequence[int]) -> str:
    return " ".join(CARDS[c].symbol for c in cards)


def with_hand(description: str) -> str:
    """The hand's name as a sentence says it: ``a Pair of Queens, Ace kicker``, ``a Flush,
    Ace-King high``, ``Two Pair, Aces and Kings``, ``Ace-King-Jack high``, ``an 8-6-4-2-A low``."""
    d = description.strip()
    if not d:
        return ""
    head, _, rest = d.partition(", ")
    if head == "High Card" and rest:  # the engine's names before kickers were named
        return f"{rest} high"
    if head == "One Pair" and rest:
        d = f"Pair of {rest}"
    if head.startswith(("Two Pair", "Three of", "Four of")) or (
            d.endswith(" high") and ", " not in d):  # "Ace-King high" takes no article
        return d
    article = "an" if d[0] in "AEIOU8" else "a"  # "an Ace", "an 8-6-4-2-A low"
    return f"{article} {d}"


def join_names(names: Sequence[str]) -> str:
    if len(names) <= 1:
        return "".join(names)
    return ", ".join(names[:-1]) + " and " + names[-1]


class Narrator:
    """Turns one hand's engine events into log lines ``(text, kind)``."""

    def __init__(self, names: Sequence[str], variant: Variant, private_to: int | None = None) -> None:
        self.names = list(names)
        self.variant = variant
        self.private_to = private_to
        self.pots_seen: int | None = None  # the first pot awarded is the latest side pot
        self.results: list[str] = []
        self._up: list[tuple[int, tuple[int, ...]]] = []

    def _s(self, p: int, verb: str) -> str:
        return agree(self.names[p], verb)

    def _allin(self, p: int) -> str:
        return " and are all-in" if self.names[p] == YOU else " and is all-in"

    def _flush_up(self) -> list[tuple[str, str]]:
        if not self._up:
            return []
        parts = [f"{self.names[p]} {cards_text(c)}" for p, c in self._up]
        self._up = []
        return [("Up cards: " + ", ".join(parts), "action")]

    def lines(self, e: ev.Event) -> list[tuple[str, str]]:
        if isinstance(e, ev.CardsDealt):
            out: list[tuple[str, str]] = []
            up = tuple(c for c, u in zip(e.cards, e.up, strict=True) if u)
            if up:
                self._up.append((e.player, up))
            if e.player == self.private_to:
                down = tuple(c for c, u in zip(e.cards, e.up, strict=True) if not u)
                if down:
                    out.append((f"Dealt to {self.names[e.player]}: {cards_text(down)}", "info"))
            return out
        out = self._flush_up()
        out += self._lines(e)
        return out

    def _lines(self, e: ev.Event) -> list[tuple[str, str]]:
        n = self.names
        if isinstance(e, ev.ForcedBet):
            kind = e.kind
            allin = self._allin(e.player) if e.all_in else ""
            if kind == "ante":
                return [(f"{self._s(e.player, 'posts')} an ante of {money(e.amount)}{allin}", "action")]
            if kind == "bring-in":
                return [(f"{self._s(e.player, 'brings in')} for {money(e.amount)}{allin}", "action")]
            return [(f"{self._s(e.player, 'posts')} the {kind} {money(e.amount)}{allin}", "action")]
        if isinstance(e, ev.StreetStarted):
            street = self.variant.streets[e.street] if e.street < len(self.variant.streets) else None
            if street is not None and street.board:
                return []  # said with the cards when the board is dealt
            return [(e.name, "street")]
        if isinstance(e, ev.BoardDealt):
            named = self._street_name_for_board(len(e.board))
            return [(f"{named}: {cards_text(e.board)}", "street")]
        if isinstance(e, ev.PlayerActed):
            p = e.player
            allin = self._allin(p) if e.all_in else ""
            k = e.kind
            if k == "fold":
                return [(self._s(p, "folds"), "action")]
            if k == "check":
                return [(self._s(p, "checks"), "action")]
            if k == "call":
                return [(f"{self._s(p, 'calls')} {money(e.amount)}{allin}", "action")]
            if k == "bet":
                return [(f"{self._s(p, 'bets')} {money(e.amount)}{allin}", "action")]
            if k == "raise":
                return [(f"{self._s(p, 'raises')} to {money(e.amount)}{allin}", "action")]
            if k == "complete":
                return [(f"{self._s(p, 'completes')} to {money(e.amount)}{allin}", "action")]
            if k == "bring-in":
                return [(f"{self._s(p, 'brings in')} for {money(e.amount)}{allin}", "action")]
            verb, _, rest = e.text.partition(" ")
            return [(f"{agree(n[p], verb.lower())} {rest}".rstrip(), "action")]
        if isinstance(e, ev.CardsDrawn):
            p = e.player
            if not e.drawn:
                return [(self._s(p, "stands pat"), "action")]
            draws = "draw" if n[p] == YOU else "draws"
            text = f"{self._s(p, 'discards')} {len(e.discarded)} and {draws} {len(e.drawn)}"
            out = [(text, "action")]
            if p == self.private_to:
                out.append((f"{n[p]} drew {cards_text(e.drawn)}", "info"))
            return out
        if isinstance(e, ev.BetsReturned):
            return [(f"Uncalled {money(e.amount)} returned to {n[e.player]}", "action")]
        if isinstance(e, ev.HandShown):
            hand = f": {with_hand(e.description)}" if e.description else ""
            shown = cards_text(read_order(e.cards, e.best))
            return [(f"{self._s(e.player, 'shows')} {shown}{hand}", "show")]
        if isinstance(e, ev.HandMucked):
            return [(self._s(e.player, "mucks"), "show")]
        if isinstance(e, ev.PotAwarded):
            return [(self._award(e), "win")]
        return []

    def _street_name_for_board(self, board_len: int) -> str:
        total = 0
        for s in self.variant.streets:
            total += s.board
            if s.board and total >= board_len:
                return s.name
        return "Board"

    def _award(self, e: ev.PotAwarded) -> str:
        if self.pots_seen is None:
            self.pots_seen = e.pot
        many = self.pots_seen > 0
        pot = ("the main pot" if e.pot == 0 else f"side pot {e.pot}") if many else "the pot"
        names = [self.names[w] for w in e.winners]
        hand = f" with {with_hand(e.description)}" if e.description else ""
        rake = f" (rake {money(e.rake)})" if e.rake else ""
        if len(names) == 1:
            wins = self._s(e.winners[0], "wins")
            result = f"{wins} {money(e.amount)}{hand}" if not many else f"{wins} {pot} of {money(e.amount)}{hand}"
            if not e.description:
                result = f"{wins} {money(e.amount)}" + (f" ({pot})" if many else "")
            line = f"{wins} {pot} of {money(e.amount)}{hand}{rake}"
        else:
            shares = ", ".join(f"{self.names[w]} {money(s)}" for w, s in zip(e.winners, e.shares, strict=True))
            result = f"{join_names(names)} split {pot} of {money(e.amount)}{hand} ({shares})"
            line = result + rake
        self.results.append(result)
        return line


def owed_text(live: int, dead: int) -> str:
    """The missed blinds a returning player posts (003), or "" when none."""
    parts = ([f"the missed big blind {live}"] if live else []) + (
        [f"a dead small blind {dead}"] if dead else [])
    return f"{' and '.join(parts)} (003)" if parts else ""

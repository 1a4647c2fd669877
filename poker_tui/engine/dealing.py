"""The deal of a hand: forced bets, optional blinds, cards, streets and the draw.

Why a module of its own: what is posted and dealt, and when a street starts, is
the variant's data played out (001 §4-§17, 002 §3.7-§3.11), apart from the
betting decisions of ``engine.betting``. ``Dealer`` is one part of ``Hand`` (a
mixin with no state of its own); ``engine.hand`` puts the parts together.
"""

from __future__ import annotations

import random
from typing import TYPE_CHECKING

from .actions import Action, ActionKind, IllegalAction
from .events import BoardDealt, CardsDealt, CardsDrawn, ForcedBet, PlayerActed, StreetStarted
from .kinds import DEAD_KINDS, LogKind, Phase

_K_ANTE = LogKind.ANTE
_K_BIG_BLIND_ANTE = LogKind.BIG_BLIND_ANTE
_K_BIG_BLIND = LogKind.BIG_BLIND
_K_DEAD_SMALL_BLIND = LogKind.DEAD_SMALL_BLIND
_K_DECLINE = LogKind.DECLINE
_K_DRAW = LogKind.DRAW
_K_MISSED_BIG_BLIND = LogKind.MISSED_BIG_BLIND
_K_SMALL_BLIND = LogKind.SMALL_BLIND
_P_BET = Phase.BET
_P_DRAW = Phase.DRAW
_P_OVER_BLIND = Phase.OVER_BLIND
_P_STRADDLE = Phase.STRADDLE
"""Enum members bound once: reading ``LogKind.X`` costs an enum lookup on every use (hot path)."""
_BLIND_POSTED = {_P_OVER_BLIND: LogKind.OVER_BLIND, _P_STRADDLE: LogKind.STRADDLE}
"""What the log and the events call an optional blind that was posted."""


_CHECK, _RAISE, _DRAW = ActionKind.CHECK, ActionKind.RAISE, ActionKind.DRAW


if TYPE_CHECKING:
    from .hand_fields import HandFields
else:
    HandFields = object  # the type checker's view only: no base at run time (hot path)


class Dealer(HandFields):
    """Forced bets, optional blinds, dealing and drawing (part of ``Hand``)."""

    __slots__ = ()

    def _post(self, p: int, amount: int, kind: LogKind, to_bet: bool = True) -> int:
        stacks = self.stacks
        stack = stacks[p]
        if amount > stack:
            amount = stack
        stacks[p] = stack - amount
        self.contrib[p] += amount
        if to_bet:
            self.bets[p] += amount
        elif kind in DEAD_KINDS:
            self.dead[p] += amount
        if self.events is not None:
            self.events.append(ForcedBet(p, kind, amount, stacks[p] == 0))
        self.log.append((0, p, kind, amount))
        return amount

    def _post_forced_bets(self) -> None:
        st, v = self.stakes, self.variant
        self._straddled = False
        self._blind_raise = 0  # the optional blind counts toward the raise cap (001 §11.5(g))
        if st.ante:
            for p in self._after[self.button]:
                self._post(p, st.ante, _K_ANTE, to_bet=False)
        if v.blinds:
            n, button = self.n, self.button
            # sb_player and bb_player, inlined (002 §3.9: heads-up the button posts the small blind)
            sb = button if self._hu_button_sb else (button + 1) % n
            self._post(sb, st.small_blind, _K_SMALL_BLIND)
            self._post((sb + 1) % n, st.big_blind, _K_BIG_BLIND)
            if st.big_blind_ante:
                # the blind first, then the ante from what is left (docs/rules.md, "Big
                # blind ante"); dead money in the main pot, whoever wins it
                self._post((sb + 1) % n, st.big_blind_ante, _K_BIG_BLIND_ANTE, to_bet=False)
            # A big blind posted short still sets the bet to call at the full big
            # blind (docs/rules.md, "short big blind").
            self.bet_to = st.big_blind
            self.last_raise = self._plan[0]
            self.level = self.bet_to
            if self.start.posts:
                self._post_missed_blinds()
        else:
            self.last_raise = self._plan[0]

    def _post_missed_blinds(self) -> None:
        """A returning player's missed blinds (003): the small blind dead, in the pot but
        no part of their bet; the big blind live, counting toward their call, and they still
        act when it comes round, so they may raise an unraised pot (003 "option to raise")."""
        for p, live, dead in self.start.posts:
            if dead and self.stacks[p]:
                self._post(p, dead, _K_DEAD_SMALL_BLIND, to_bet=False)
            if live and self.stacks[p]:
                # A small blind posted in the blind seat goes dead (002 §5.7.1(a)).
                self.dead[p] += self.bets[p]
                self.bets[p] = 0
                self._post(p, live, _K_MISSED_BIG_BLIND)

    def _offer_blind_choice(self, phase: Phase) -> bool:
        """Before the deal, the player left of the big blind may post one more blind of
        double it: the over-blind of draw (001 §11.1(c)(iv)) or the straddle (002 §1.47,
        §3.10), never with fewer than three players. Offered as check (decline) or
        raise_to(double); a stack short of it is not offered the choice."""
        if self.n < 3:
            return False
        p = (self.bb_player + 1) % self.n
        if self.stacks[p] < 2 * self.stakes.big_blind:
            return False
        if not any(self.stacks[q] for q in range(self.n) if q != p):
            return False  # everyone else is all-in: nobody could answer it
        self.phase = phase
        self._special = True
        self.to_act = p
        return True

    def _offer_over_blind(self) -> bool:
        return self._offer_blind_choice(_P_OVER_BLIND)

    def _offer_straddle(self) -> bool:
        return self._offer_blind_choice(_P_STRADDLE)

    def _apply_blind_choice(self, p: int, action: Action) -> None:
        """Post or decline the over-blind or straddle; either way the cards are dealt next."""
        phase = self.phase
        amount = 2 * self.stakes.big_blind
        if action[0] == _CHECK:
            self.actions.append((p, action))
            self.log.append((0, p, _K_DECLINE, 0))
            if self.events is not None:
                self.events.append(PlayerActed(p, _K_DECLINE, 0, 0, False, f"Declines the {phase}"))
        elif action[0] == _RAISE and action[1] == amount:
            self._straddled = True  # the round starts left of it; it has the last word (002 §3.10.1)
            # 001 §11.5(g): does the over-blind count as one of the raises? A house reading.
            self._blind_raise = int(phase == _P_STRADDLE or self.house.over_blind_counts_to_cap)
            self.actions.append((p, action))
            self._post(p, amount, _BLIND_POSTED[phase])
            self.bet_to = self.level = amount
            if phase == _P_STRADDLE or not self._fixed:
                self.last_raise = amount  # it plays as the new big blind
        else:
            rule = "001 §11.5(c)" if phase == _P_OVER_BLIND else "002 §1.47"
            raise IllegalAction(f"Post the {phase} of {amount} (double the big blind,"
                                f" {rule}) or check to decline it.")
        self.phase = _P_BET
        self._special = False
        self._next_street()

    def _draw_card(self) -> int:
        if self.deck_pos >= len(self.deck):
            # 001 §11.3(b): when the deck runs out, the earlier discards are reshuffled.
            if not self.discards:
                raise RuntimeError("the deck and the discards are exhausted")
            pile = self.discards
            self.discards = []
            self.deck.extend(self._reshuffle(pile))
        c = self.deck[self.deck_pos]
        self.deck_pos += 1
        return c

    def _reshuffle(self, pile: list[int]) -> list[int]:
        """The order of a reshuffle of ``pile``: the next order supplied with the hand
        (``HandStart.reshuffles``: replays, the journal, tests), else one derived from the
        (secret) deck order, so a replay draws the same cards. Every order used is kept
        in ``reshuffled``."""
        k = len(self.reshuffled)
        supplied = self.start.reshuffles
        if k < len(supplied):
            order = list(supplied[k])
            if sorted(order) != sorted(pile):
                raise ValueError(f"reshuffle {k + 1} supplies the cards {sorted(order)}, but the pile"
                                 f" to reshuffle is {sorted(pile)}")
        else:
            order = list(pile)
            random.Random(hash(tuple(self.deck))).shuffle(order)
        self.reshuffled.append(tuple(order))
        return order

    def _recycle_burns(self) -> None:
        """Shuffle the burns back under the undealt cards (001 §12.4(a), §13.4(a))."""
        pos = self.deck_pos
        pile = self.deck[pos:] + self.burned
        self.burned = []
        self.deck[pos:] = self._reshuffle(pile)

    def _burn(self) -> None:
        """001 §12.3(a), §13.3(a): burn a card before a later street's dealing round."""
        if self.deck_pos < len(self.deck):
            self.burned.append(self.deck[self.deck_pos])
            self.deck_pos += 1

    def _deal_street(self) -> None:
        s = self._game.streets[self.street]
        ev = self.events
        if ev is not None:
            ev.append(StreetStarted(self.street, s.name))
        k = s.hole
        if self._burns and self.street > 0 and (k or s.board):
            self._burn()
        if k:
            # One card at a time clockwise from the left of the button (002 §3.11).
            folded = self.folded
            live = [p for p in self._after[self.button] if not folded[p]] if True in folded \
                else self._after[self.button]
            m = len(live)
            deck, pos = self.deck, self.deck_pos
            ups = s.ups
            if self._burns and pos + k * m > len(deck) and len(deck) - pos + len(self.burned) >= k * m:
                # 001 §12.4(a), §13.4(a): "shuffle the burns and the remaining undealt cards".
                self._recycle_burns()
            if pos + k * m <= len(deck):
                end = pos + k * m
                self.deck_pos = end
                hole, hole_up = self.hole, self.hole_up
                for i, p in enumerate(live):
                    got = deck[pos + i:end:m]
                    hole[p] += got
                    hole_up[p] += ups
                    if ev is not None:
                        ev.append(CardsDealt(p, tuple(got), ups))
            elif self.variant.bring_in and len(deck) - pos + len(self.burned) < k * m:
                # 001 §12.4(a), §13.4(a): too few cards for every live player, burns included:
                # the dealer burns a card and deals one community card face up, which every
                # player uses.
                if self._burns:
                    self._recycle_burns()
                    if self.deck_pos + 1 < len(self.deck):
                        self._burn()
                c = self._draw_card()
                self.board.append(c)
                if ev is not None:
                    ev.append(BoardDealt((c,), tuple(self.board)))
            else:
                dealt: dict[int, list[int]] = {p: [] for p in live}
                for _ in range(k):
                    for p in live:
                        dealt[p].append(self._draw_card())
                for p in live:
                    self.hole[p] += dealt[p]
                    self.hole_up[p] += ups
                    if ev is not None:
                        ev.append(CardsDealt(p, tuple(dealt[p]), ups))
        b = s.board
        if b:
            pos = self.deck_pos
            if pos + b <= len(self.deck):
                new = self.deck[pos:pos + b]
                self.deck_pos = pos + b
            else:
                new = [self._draw_card() for _ in range(b)]
            self.board += new
            if ev is not None:
                ev.append(BoardDealt(tuple(new), tuple(self.board)))

    def _next_street(self) -> None:
        """Deal the next street and open its betting, or go to showdown."""
        streets = self._game.streets
        plan = self._plan
        runout = False  # nobody could bet on the last street: nobody can on this one
        while True:
            street = self.street = self.street + 1
            if street >= len(streets):
                self._settle()
                return
            if street > 0:
                self.bets = [0] * self.n
                self.bet_to = self.level = 0
                self.last_raise = plan[street]
            self._deal_street()
            if streets[street].draw:
                drawers = [p for p in self._order_from(self._first_left_of_button()) if not self.folded[p]]
                if drawers:
                    self.phase = _P_DRAW
                    self._special = True
                    self.needs = [False] * self.n
                    for p in drawers:
                        self.needs[p] = True
                    self.to_act = drawers[0]
                    return
            if runout:
                self.raise_count = 0  # all that _open_betting would change (street > 0)
                continue
            if self._open_betting():
                return
            runout = True

    def _order_from(self, first: int) -> list[int]:
        return [(first + i) % self.n for i in range(self.n)]

    def _first_left_of_button(self) -> int:
        for i in range(1, self.n + 1):
            p = (self.button + i) % self.n
            if not self.folded[p]:
                return p
        return self.button

    def _apply_draw(self, p: int, discards: tuple[int, ...]) -> None:
        hole = self.hole[p]
        if len(set(discards)) != len(discards) or any(c not in hole for c in discards):
            raise IllegalAction("You can only discard cards from your own hand, each once.")
        for c in discards:
            i = hole.index(c)
            hole.pop(i)
            self.hole_up[p].pop(i)
        new = [self._draw_card() for _ in discards]
        self.discards.extend(discards)
        hole.extend(new)
        self.hole_up[p].extend(False for _ in new)
        self.needs[p] = False
        self.actions.append((p, Action(_DRAW, 0, tuple(discards))))
        self.log.append((self.street, p, _K_DRAW, len(discards)))
        if self.events is not None:
            self.events.append(CardsDrawn(p, tuple(discards), tuple(new)))
        for i in range(1, self.n + 1):
            q = (p + i) % self.n
            if self.needs[q]:
                self.to_act = q
                return
        self._special = False
        if not self._open_betting():
            self._next_street()

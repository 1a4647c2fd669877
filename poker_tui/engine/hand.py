"""One hand of poker as a state machine, driven by a ``Variant`` value.

``legal_actions()`` says exactly what the player to act may do; ``apply()``
either advances the hand or raises ``IllegalAction`` and changes nothing.
The hand is fully determined by its start (``HandStart``) plus its actions,
which is what replay, the store and PHH export rely on.

Players are indices 0..n-1 in clockwise order; ``button`` is an index.
The hot path (legal_actions -> apply -> next player) is kept flat: plain
lists, no copies, events only when ``record=True``.
"""

from __future__ import annotations

import random
import secrets
from dataclasses import dataclass, field
from fractions import Fraction

from .actions import Action, ActionKind, IllegalAction, LegalActions
from .events import (
    BetsReturned,
    BoardDealt,
    CardsDealt,
    CardsDrawn,
    Event,
    ForcedBet,
    HandEnded,
    HandMucked,
    HandShown,
    HandStarted,
    PlayerActed,
    PotAwarded,
    StreetStarted,
)
from .house_rules import RWS, HouseRules
from .pots import Pot, build_pots, rake_pots, split
from .showdown import hand_value
from .variant import Opener, Stakes, Structure, Variant

_FOLD, _CHECK, _CALL, _RAISE, _DRAW, _BRING_IN = (
    ActionKind.FOLD, ActionKind.CHECK, ActionKind.CALL, ActionKind.RAISE,
    ActionKind.DRAW, ActionKind.BRING_IN,
)


@dataclass(frozen=True)
class HandStart:
    """Everything a hand starts from; with the action list it replays exactly."""

    variant: Variant
    stakes: Stakes
    stacks: tuple[int, ...]
    button: int
    deck: tuple[int, ...]
    house: HouseRules = RWS
    names: tuple[str, ...] = field(default=())


class Hand:
    """A hand in progress. Read its public fields; change it only through ``apply``."""

    def __init__(
        self,
        variant: Variant,
        stakes: Stakes,
        stacks: list[int] | tuple[int, ...],
        button: int = 0,
        *,
        house: HouseRules = RWS,
        deck: list[int] | tuple[int, ...] | None = None,
        seed: int | None = None,
        rng: random.Random | None = None,
        record: bool = False,
        names: tuple[str, ...] = (),
    ) -> None:
        n = len(stacks)
        if not variant.min_players <= n <= variant.max_players:
            raise ValueError(
                f"{variant.name} is played by {variant.min_players} to {variant.max_players}"
                f" players, not {n} (001 §5.1)"
            )
        if any(s <= 0 for s in stacks):
            raise ValueError("every player dealt in needs chips on the table (002 §3.7)")
        if not 0 <= button < n:
            raise ValueError(f"button {button} is not one of the {n} players")
        self.variant = variant
        self.stakes = stakes
        self.house = house
        self.n = n
        self.button = button
        self.names = names
        if deck is None:
            if rng is None:
                rng = random.Random(seed) if seed is not None else secrets.SystemRandom()
            from .cards import deck as make_deck

            cards = make_deck(variant.deck_size)
            need = variant.cards_needed(n)
            deck = rng.sample(cards, len(cards) if need is None else need)
        self.deck: list[int] = list(deck)
        self.start = HandStart(variant, stakes, tuple(stacks), button, tuple(self.deck), house, names)
        self.deck_pos = 0
        self.discards: list[int] = []

        self.stacks: list[int] = list(stacks)
        self.bets: list[int] = [0] * n  # this betting round
        self.contrib: list[int] = [0] * n  # this hand, including the current round
        self.folded: list[bool] = [False] * n
        self.hole: list[list[int]] = [[] for _ in range(n)]
        self.hole_up: list[list[bool]] = [[] for _ in range(n)]
        self.board: list[int] = []
        self.actions: list[tuple[int, Action]] = []  # (player, action) as applied
        self.log: list[tuple[int, int, str, int]] = []  # public: (street, player, kind, amount)
        self.events: list[Event] | None = [] if record else None

        self.street = -1
        self.to_act = -1
        self.phase = "bet"  # "bet" or "draw"
        self.bet_to = 0  # the bet to call this round
        self.last_raise = 0  # Minimum Raise Amount (002 §1.28)
        self.full_raises = 0  # full bets/raises this round: reopen the betting
        self.raise_count = 0  # bets and raises this round, for a fixed-limit cap
        self.acted_at: list[int] = [-1] * n  # full_raises when the player last acted
        self.needs: list[bool] = [False] * n
        self.aggressor = -1  # last bettor/raiser of the last round with a bet (002 §3.18.2)
        self.round_opened_by = -1
        self.over = False
        self.winnings: list[int] = [0] * n
        self.rake = 0
        self.shown: dict[int, int] = {}  # player -> hand value, for hands shown at showdown
        self.mucked: list[int] = []
        self.showdown_order: list[int] = []
        self.pots_awarded: list[tuple[Pot, dict[int, int], int]] = []
        self.bring_in_player = -1

        if self.events is not None:
            self.events.append(HandStarted(button, tuple(stacks), variant.code))
        self._post_forced_bets()
        self._next_street()

    # ------------------------------------------------------------------ seats
    @property
    def sb_player(self) -> int:
        """002 §3.9: left of the button; heads-up the button posts the small blind."""
        return self.button if self.n == 2 else (self.button + 1) % self.n

    @property
    def bb_player(self) -> int:
        return (self.button + 1) % self.n if self.n == 2 else (self.button + 2) % self.n

    @property
    def straddle_player(self) -> int:
        return (self.bb_player + 1) % self.n if self._straddled else -1

    @property
    def pot(self) -> int:
        """Every chip committed this hand, current bets included."""
        return sum(self.contrib)

    def is_all_in(self, p: int) -> bool:
        return self.stacks[p] == 0 and not self.folded[p]

    def can_act(self, p: int) -> bool:
        return not self.folded[p] and self.stacks[p] > 0

    @property
    def live_players(self) -> list[int]:
        return [p for p in range(self.n) if not self.folded[p]]

    @property
    def street_name(self) -> str:
        return self.variant.streets[self.street].name if self.street >= 0 else ""

    # ----------------------------------------------------------- forced bets
    def _post(self, p: int, amount: int, kind: str, to_bet: bool = True) -> int:
        amount = min(amount, self.stacks[p])
        self.stacks[p] -= amount
        self.contrib[p] += amount
        if to_bet:
            self.bets[p] += amount
        if self.events is not None:
            self.events.append(ForcedBet(p, kind, amount, self.stacks[p] == 0))
        self.log.append((0, p, kind, amount))
        return amount

    def _post_forced_bets(self) -> None:
        st, v = self.stakes, self.variant
        self._straddled = False
        if st.ante:
            for i in range(self.n):
                self._post((self.button + 1 + i) % self.n, st.ante, "ante", to_bet=False)
        if v.blinds:
            self._post(self.sb_player, st.small_blind, "small blind")
            self._post(self.bb_player, st.big_blind, "big blind")
            # A big blind posted short still sets the bet to call at the full big
            # blind (docs/rules.md, "short big blind").
            self.bet_to = st.big_blind
            self.last_raise = st.min_bet
            if st.straddle and self.n >= 3 and self.house.straddle_allowed:
                # 002 §3.10: the first player left of the big blind; never with fewer than 3.
                self._straddled = True
                p = (self.bb_player + 1) % self.n
                self._post(p, st.straddle, "straddle")
                self.bet_to = max(self.bet_to, st.straddle)
                self.last_raise = st.straddle  # the straddle plays as the new big blind
        else:
            self.last_raise = st.min_bet

    # --------------------------------------------------------------- dealing
    def _draw_card(self) -> int:
        if self.deck_pos >= len(self.deck):
            # 001 §11: when the deck runs out, the earlier discards are reshuffled.
            if not self.discards:
                raise RuntimeError("the deck and the discards are exhausted")
            rng = random.Random(self.deck[0] * 7919 + len(self.deck))
            pile = self.discards
            self.discards = []
            rng.shuffle(pile)
            self.deck.extend(pile)
        c = self.deck[self.deck_pos]
        self.deck_pos += 1
        return c

    def _deal_street(self) -> None:
        s = self.variant.streets[self.street]
        ev = self.events
        if ev is not None:
            ev.append(StreetStarted(self.street, s.name))
        k = s.hole_down + s.hole_up
        if k:
            live = [(self.button + 1 + i) % self.n for i in range(self.n)]
            live = [p for p in live if not self.folded[p]]
            got: dict[int, list[int]] = {p: [] for p in live}
            for j in range(k):
                for p in live:
                    c = self._draw_card()
                    self.hole[p].append(c)
                    self.hole_up[p].append(j >= s.hole_down)
                    got[p].append(c)
            if ev is not None:
                for p in live:
                    cards = tuple(got[p])
                    ev.append(CardsDealt(p, cards, tuple(j >= s.hole_down for j in range(k))))
        if s.board:
            new = [self._draw_card() for _ in range(s.board)]
            self.board.extend(new)
            if ev is not None:
                ev.append(BoardDealt(tuple(new), tuple(self.board)))

    def _next_street(self) -> None:
        """Deal the next street and open its betting, or go to showdown."""
        streets = self.variant.streets
        while True:
            self.street += 1
            if self.street >= len(streets):
                self._showdown()
                return
            if self.street > 0:
                for p in range(self.n):
                    self.bets[p] = 0
                self.bet_to = 0
                self.last_raise = self.stakes.fixed_bet(streets[self.street].big_bet) \
                    if self.variant.structure == Structure.FIXED_LIMIT else self.stakes.min_bet
            elif self.variant.structure == Structure.FIXED_LIMIT:
                self.last_raise = self.stakes.fixed_bet(False)
            self._deal_street()
            if streets[self.street].draw:
                drawers = [p for p in self._order_from(self._first_left_of_button()) if not self.folded[p]]
                if drawers:
                    self.phase = "draw"
                    self.needs = [False] * self.n
                    for p in drawers:
                        self.needs[p] = True
                    self.to_act = drawers[0]
                    return
            if self._open_betting():
                return

    def _order_from(self, first: int) -> list[int]:
        return [(first + i) % self.n for i in range(self.n)]

    def _first_left_of_button(self) -> int:
        for i in range(1, self.n + 1):
            p = (self.button + i) % self.n
            if not self.folded[p]:
                return p
        return self.button

    # --------------------------------------------------------------- betting
    def _open_betting(self) -> bool:
        """Start a betting round; False when nobody can bet (all-in run-out)."""
        self.phase = "bet"
        n = self.n
        self.full_raises = 0
        self.raise_count = 0
        self.acted_at = [-1] * n
        actors = [p for p in range(n) if self.can_act(p)]
        facing = [p for p in actors if self.bets[p] < self.bet_to]
        if len(actors) < 2 and not facing:
            self.needs = [False] * n
            return False
        self.needs = [self.can_act(p) for p in range(n)]
        first = self._first_to_act()
        for i in range(n):
            p = (first + i) % n
            if self.needs[p]:
                self.to_act = p
                break
        self.round_opened_by = -1
        return True

    def _first_to_act(self) -> int:
        s = self.variant.streets[self.street]
        if s.opener == Opener.BLINDS:
            if self.street == 0 and self.variant.blinds:
                if self.n == 2:
                    return self.button  # 000 §3.8.1, 002 §3.12.1: heads-up the button acts first
                last_forced = self.straddle_player if self._straddled else self.bb_player
                return (last_forced + 1) % self.n
            return (self.button + 1) % self.n
        from .stud import first_to_act_stud

        return first_to_act_stud(self, s.opener)

    def _may_raise(self, p: int) -> bool:
        if self.acted_at[p] >= self.full_raises:
            return False  # 002 §3.19.3, 004 §26: an incomplete all-in does not reopen
        if self.stacks[p] + self.bets[p] <= self.bet_to:
            return False
        # Someone else must be able to answer a raise.
        for q in range(self.n):
            if q != p and not self.folded[q] and self.stacks[q] > 0:
                break
        else:
            return False
        cap = self.variant.raise_cap
        if cap is not None and self.raise_count >= cap:
            live = sum(1 for f in self.folded if not f)
            if self.variant.cap_heads_up or live > 2:
                return False  # 001 §11.5(g): three raises, except head to head
        return True

    def _raise_bounds(self, p: int) -> tuple[int, int]:
        """(min raise-to, max raise-to) for player p, capped by the stack."""
        all_in = self.stacks[p] + self.bets[p]
        bet_to = self.bet_to
        structure = self.variant.structure
        if structure == Structure.NO_LIMIT:
            lo, hi = bet_to + self.last_raise, all_in
        elif structure == Structure.FIXED_LIMIT:
            size = self.stakes.fixed_bet(self.variant.streets[self.street].big_bet)
            lo = hi = bet_to + size
        elif structure in (Structure.POT_LIMIT, Structure.HALF_POT_LIMIT):
            # 001 §11.5(e): the call is added to the pot before the limit is computed.
            after_call = self.pot + (bet_to - self.bets[p])
            room = after_call if structure == Structure.POT_LIMIT else after_call // 2
            lo = bet_to + self.last_raise
            hi = bet_to + max(room, self.last_raise)
        else:  # spread limit, 001 §11.5(f)
            lo = bet_to + self.last_raise
            hi = bet_to + max(self.stakes.spread_max, self.last_raise)
        if hi > all_in:
            hi = all_in
        if lo > hi:
            lo = hi
        return lo, hi

    def legal_actions(self) -> LegalActions:
        p = self.to_act
        if p < 0:
            raise IllegalAction("The hand is over; nobody is to act.")
        if self.phase == "draw":
            return LegalActions(p, False, False, 0, 0, 0, draw_max=len(self.hole[p]))
        to_call = self.bet_to - self.bets[p]
        if to_call > self.stacks[p]:
            to_call = self.stacks[p]
        if self._may_raise(p):
            lo, hi = self._raise_bounds(p)
        else:
            lo = hi = 0
        bring_in = 0
        if self.bring_in_player == p and self.raise_count == 0 and self.bet_to < self.last_raise:
            bring_in = self.bet_to
        return LegalActions(p, True, to_call <= 0, to_call if to_call > 0 else 0, lo, hi,
                            bring_in=bring_in)

    # --------------------------------------------------------------- actions
    def apply(self, action: Action) -> None:
        """Apply the action of the player to act, or raise IllegalAction and change nothing."""
        p = self.to_act
        if p < 0:
            raise IllegalAction("The hand is over; nobody is to act.")
        kind = action[0]
        if self.phase == "draw":
            if kind != _DRAW:
                raise IllegalAction("It is time to draw: choose the cards to discard (or none).")
            self._apply_draw(p, action[2])
            return
        bets = self.bets
        to_call = self.bet_to - bets[p]
        if kind == _FOLD:
            self.folded[p] = True
            self._record(p, action, "fold", 0)
        elif kind == _CHECK:
            if to_call > 0:
                raise IllegalAction(f"You cannot check: it costs {min(to_call, self.stacks[p])} to call.")
            self._record(p, action, "check", 0)
        elif kind == _CALL:
            if to_call <= 0:
                raise IllegalAction("There is no bet to call; check instead.")
            amount = to_call if to_call < self.stacks[p] else self.stacks[p]
            self.stacks[p] -= amount
            bets[p] += amount
            self.contrib[p] += amount
            self._record(p, action, "call", amount)
        elif kind == _RAISE:
            self._apply_raise(p, action)
            return
        elif kind == _BRING_IN:
            from .stud import apply_bring_in

            apply_bring_in(self, p, action)
            return
        else:
            raise IllegalAction(f"{action} is not a betting action.")
        self.acted_at[p] = self.full_raises
        self.needs[p] = False
        self._advance(p)

    def _apply_raise(self, p: int, action: Action) -> None:
        x = action[1]
        bets = self.bets
        word = "Raise" if self.bet_to > 0 else "Bet"
        if not self._may_raise(p):
            if self.acted_at[p] >= self.full_raises and self.acted_at[p] >= 0:
                raise IllegalAction(
                    "You cannot raise: the all-in since your last action was not a full raise"
                    " and does not reopen the betting (002 §3.19.3); call or fold.")
            if self.variant.raise_cap is not None and self.raise_count >= self.variant.raise_cap:
                raise IllegalAction(f"The betting is capped at {self.variant.raise_cap} raises this round (001 §11.5(g)).")
            raise IllegalAction(f"You cannot {word.lower()} now; call, check or fold.")
        lo, hi = self._raise_bounds(p)
        if x > hi:
            if hi == self.stacks[p] + bets[p]:
                raise IllegalAction(f"{word} to {x} is more than you have; all-in is {word.lower()} to {hi}.")
            raise IllegalAction(f"{word} to {x} is above the maximum {word.lower()} to {hi}.")
        if x < lo:
            if x <= self.bet_to:
                raise IllegalAction(f"{word} to {x} does not raise the bet of {self.bet_to}; call instead.")
            if self.house.short_raise == "minimum":
                x = lo  # 002 §3.5.1(a): a declared raise below the minimum becomes the minimum
            else:
                raise IllegalAction(f"{word} to {x} is below the minimum {word.lower()} to {lo}.")
        add = x - bets[p]
        self.stacks[p] -= add
        bets[p] = x
        self.contrib[p] += add
        increment = x - self.bet_to
        full = increment >= self.last_raise
        if not full:
            # An all-in short of a full raise: 002 §3.19.3 and 004 §26 never count it as a
            # raise; 000 §3.14.3 and, in fixed limit, 001 §10.2 count it from half a raise.
            if self.variant.structure == Structure.FIXED_LIMIT:
                share = Fraction(1, 2) if self.house.half_bet_rule else Fraction(1)
            else:
                share = self.house.allin_reopen_share
            full = increment >= self.last_raise * share
        if full:
            if increment > self.last_raise and self.variant.structure != Structure.FIXED_LIMIT:
                self.last_raise = increment
            self.full_raises += 1
            self.raise_count += 1
        self.bet_to = x if x > self.bet_to else self.bet_to
        self.aggressor = p
        n = self.n
        for q in range(n):
            if q != p and not self.folded[q] and self.stacks[q] > 0:
                self.needs[q] = True
        self.acted_at[p] = self.full_raises
        self.needs[p] = False
        kind = "raise" if word == "Raise" else "bet"
        self._record(p, Action(_RAISE, x), kind, x)
        self._advance(p)

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
        self.log.append((self.street, p, "draw", len(discards)))
        if self.events is not None:
            self.events.append(CardsDrawn(p, tuple(discards), tuple(new)))
        for i in range(1, self.n + 1):
            q = (p + i) % self.n
            if self.needs[q]:
                self.to_act = q
                return
        if not self._open_betting():
            self._next_street()

    def _record(self, p: int, action: Action, kind: str, amount: int) -> None:
        self.actions.append((p, action))
        self.log.append((self.street, p, kind, amount))
        if self.events is not None:
            all_in = self.stacks[p] == 0 and kind != "fold"
            if kind == "call":
                text = f"Call {amount}"
            elif kind in ("bet", "raise", "complete"):
                text = f"{kind.capitalize()} to {amount}" if kind != "bet" else f"Bet {amount}"
            else:
                text = kind.capitalize()
            if all_in:
                text += " (all-in)"
            self.events.append(PlayerActed(p, kind, amount, self.bets[p], all_in, text))

    def _advance(self, p: int) -> None:
        folded = self.folded
        n = self.n
        live = 0
        for f in folded:
            if not f:
                live += 1
        if live == 1:
            self._end_round()
            self._award_uncontested()
            return
        needs = self.needs
        for i in range(1, n + 1):
            q = p + i
            if q >= n:
                q -= n
            if needs[q]:
                self.to_act = q
                return
        self._end_round()
        self._next_street()

    def _end_round(self) -> None:
        """Return the uncalled part of the highest bet (002 §4.3)."""
        bets = self.bets
        top = max(bets)
        if top <= 0:
            return
        p = bets.index(top)
        second = 0
        for q in range(self.n):
            if q != p and bets[q] > second:
                second = bets[q]
        if top > second:
            back = top - second
            bets[p] -= back
            self.stacks[p] += back
            self.contrib[p] -= back
            if self.events is not None:
                self.events.append(BetsReturned(p, back))

    # -------------------------------------------------------------- showdown
    def _finish(self) -> None:
        self.over = True
        self.to_act = -1
        if self.events is not None:
            self.events.append(HandEnded(tuple(self.stacks), tuple(self.net), self.rake))

    @property
    def net(self) -> list[int]:
        return [self.stacks[p] - self.start.stacks[p] for p in range(self.n)]

    def _take_rake(self, pots: list[Pot], showdown_winners: list[list[int]] | None) -> list[int]:
        h = self.house
        rakes = [0] * len(pots)
        if h.rake_percent and not (h.no_flop_no_drop and not self.board and self.variant.board_cards):
            blinds_only = all(k in ("small blind", "big blind", "straddle", "ante")
                              for _, _, k, _ in self.log if k not in ("fold", "check"))
            if not (h.no_rake_blinds_only and blinds_only):
                rakes = rake_pots([pt.amount for pt in pots], h.rake_percent, h.rake_cap)
                if h.no_rake_two_way_split and showdown_winners is not None:
                    contributors = sum(1 for c in self.contrib if c > 0)
                    for i, w in enumerate(showdown_winners):
                        if len(w) == 2 and contributors == 2:
                            rakes[i] = 0  # 001 §8.8
        if h.rake_per_hand_fee and pots:
            fee = min(h.rake_per_hand_fee, pots[0].amount - rakes[0])
            rakes[0] += fee
        return rakes

    def _award_uncontested(self) -> None:
        winner = self.folded.index(False)
        pots = build_pots(self.contrib, self.folded)
        rakes = self._take_rake(pots, None)
        for i, pt in enumerate(pots):
            amount = pt.amount - rakes[i]
            self.rake += rakes[i]
            self.stacks[winner] += amount
            self.winnings[winner] += amount
            self.pots_awarded.append((pt, {winner: amount}, rakes[i]))
            if self.events is not None:
                self.events.append(PotAwarded(i, amount, rakes[i], (winner,), (amount,), ""))
        self._finish()

    def value_of(self, p: int) -> int:
        """The hand value of player p at showdown (greater is better)."""
        return hand_value(self.variant, self.hole[p], self.board)

    def _first_to_show(self) -> int:
        """002 §3.18.2: the last raiser of the final round, else its first bettor, else left of the button."""
        if self.aggressor >= 0 and not self.folded[self.aggressor]:
            return self.aggressor
        return self._first_left_of_button()

    def _showdown(self) -> None:
        self.to_act = -1
        live = [p for p in range(self.n) if not self.folded[p]]
        if len(live) == 1:
            self._award_uncontested()
            return
        pots = build_pots(self.contrib, self.folded)
        values = {p: self.value_of(p) for p in live}
        first = self._first_to_show()
        order = self._order_from(first)
        revealed: list[int] = []
        seen: set[int] = set()
        best_in_pot: list[int] = [-1] * len(pots)
        auto_muck = self.house.auto_muck
        # 002 §3.18.2(d): players in the latest side pot show first.
        for i in range(len(pots) - 1, -1, -1):
            for p in order:
                if p in seen or p not in pots[i].eligible:
                    continue
                seen.add(p)
                my_pots = [j for j, pt in enumerate(pots) if p in pt.eligible]
                v = values[p]
                if not auto_muck or any(v >= best_in_pot[j] for j in my_pots):
                    revealed.append(p)
                    self.shown[p] = v
                    for j in my_pots:
                        if v > best_in_pot[j]:
                            best_in_pot[j] = v
                    if self.events is not None:
                        from .showdown import describe, best_five

                        self.events.append(HandShown(p, tuple(self.hole[p]), v,
                                                     describe(self.variant, v),
                                                     best_five(self.variant, self.hole[p], self.board)))
                else:
                    self.mucked.append(p)
                    if self.events is not None:
                        self.events.append(HandMucked(p))
        self.showdown_order = revealed
        winners_per_pot = []
        for pt in pots:
            contenders = [p for p in pt.eligible if p in self.shown]
            best = max(self.shown[p] for p in contenders)
            winners_per_pot.append([p for p in contenders if self.shown[p] == best])
        rakes = self._take_rake(pots, winners_per_pot)
        awards = []
        for i, pt in enumerate(pots):
            amount = pt.amount - rakes[i]
            self.rake += rakes[i]
            winners = self._odd_chip_order(winners_per_pot[i])
            shares = split(amount, winners)
            for w, s in shares.items():
                self.stacks[w] += s
                self.winnings[w] += s
            self.pots_awarded.append((pt, shares, rakes[i]))
            awards.append((i, amount, rakes[i], winners, shares))
        if self.events is not None:
            from .showdown import describe

            # 002 §3.18.2(d): the latest side pot is resolved first.
            for i, amount, r, winners, shares in reversed(awards):
                v = self.shown[winners[0]]
                self.events.append(PotAwarded(i, amount, r, tuple(winners),
                                              tuple(shares[w] for w in winners),
                                              describe(self.variant, v)))
        self._finish()

    def _odd_chip_order(self, winners: list[int]) -> list[int]:
        if len(winners) == 1:
            return winners
        if self.house.odd_chip == "high-suit":
            from .showdown import high_suit_order

            return high_suit_order(self, winners)
        # 002 §4.5: the first active player to the left of the button first.
        return sorted(winners, key=lambda w: (w - self.button - 1) % self.n)

    # ----------------------------------------------------------------- misc
    def __repr__(self) -> str:
        return (f"<Hand {self.variant.code} street={self.street_name!r} to_act={self.to_act}"
                f" stacks={self.stacks} bets={self.bets} board={self.board}>")


def replay(start: HandStart, actions: list[tuple[int, Action]] | list[Action],
           record: bool = False) -> Hand:
    """Rebuild a hand from its start and its actions (with or without player indices)."""
    hand = Hand(start.variant, start.stakes, start.stacks, start.button, house=start.house,
                deck=start.deck, record=record, names=start.names)
    for item in actions:
        action = item[1] if isinstance(item, tuple) and len(item) == 2 and isinstance(item[1], tuple) else item
        hand.apply(action)  # type: ignore[arg-type]
    return hand

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
from typing import NamedTuple

from .actions import Action, ActionKind, IllegalAction, LegalActions
from .compiled import _GAMES, _HOUSES, _spans, game, house_of
from .evaluator import evaluate
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
from .pots import Pot, build_pots, pot_contributors, rake_pots, split
from .raising import RaiseJudgement, RaiseTerms
from .showdown import hand_value
from .variant import Opener, Stakes, Structure, Variant

_FOLD, _CHECK, _CALL, _RAISE, _DRAW, _BRING_IN = (
    ActionKind.FOLD, ActionKind.CHECK, ActionKind.CALL, ActionKind.RAISE,
    ActionKind.DRAW, ActionKind.BRING_IN,
)


_new_start = _new_legal = _new_action = tuple.__new__
"""Named tuples built without their Python-level ``__new__`` (hot path)."""

_ROUNDS: dict[int, tuple[tuple[int, ...], ...]] = {}


def _rounds(n: int) -> tuple[tuple[int, ...], ...]:
    """``_rounds(n)[p]``: the players after p clockwise, p itself last."""
    hit = _ROUNDS.get(n)
    if hit is None:
        hit = _ROUNDS[n] = tuple(tuple((p + i) % n for i in range(1, n + 1)) for p in range(n))
    return hit


class HandStart(NamedTuple):
    """Everything a hand starts from; with the action list it replays exactly."""

    variant: Variant
    stakes: Stakes
    stacks: tuple[int, ...]
    button: int
    deck: tuple[int, ...]
    house: HouseRules = RWS
    names: tuple[str, ...] = ()
    # (player, live, dead) blinds owed by returning players (003, 002 §5.7.3): see Table.
    posts: tuple[tuple[int, int, int], ...] = ()


class Hand:
    """A hand in progress. Read its public fields; change it only through ``apply``."""

    __slots__ = (
        "_after", "_bring_in_due", "_fixed", "_game", "_house", "_legal", "_no_limit", "_plan", "_rakes",
        "_special", "_straddled",
        "acted_at", "actions", "aggressor", "bet_to", "level",
        "bets", "board", "bring_in_player", "button", "contrib", "deck", "deck_pos", "discards",
        "events", "folded", "full_raises", "hole", "hole_up", "house", "last_raise", "live_count",
        "log", "mucked", "n", "n_actors", "names", "needs", "over", "phase", "pots_awarded",
        "raise_count", "raiser", "rake", "round_opened_by", "showdown_order", "shown", "stacks", "stakes",
        "start", "street", "to_act", "variant", "winnings", "extra",
    )

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
        posts: tuple[tuple[int, int, int], ...] = (),
    ) -> None:
        n = len(stacks)
        if not variant.min_players <= n <= variant.max_players:
            raise ValueError(
                f"{variant.name} is played by {variant.min_players} to {variant.max_players}"
                f" players, not {n} ({variant.players_rule})"
            )
        stacks = list(stacks)
        if stacks and min(stacks) <= 0:
            raise ValueError("every player dealt in needs chips on the table (002 §3.7)")
        if not 0 <= button < n:
            raise ValueError(f"button {button} is not one of the {n} players")
        self.variant = variant
        self.stakes = stakes
        self.house = house
        self.n = n
        self.button = button
        self.names = names
        self._after = _ROUNDS.get(n) or _rounds(n)
        g = self._game = _GAMES.get(id(variant)) or game(variant)
        if g.variant is not variant:
            g = self._game = game(variant)
        if deck is None:
            if rng is None:
                rng = random.Random(seed) if seed is not None else secrets.SystemRandom()
            self.deck: list[int] = shuffled(variant, n, rng)
        else:
            self.deck = list(deck)
        start_stacks = tuple(stacks)
        self.start = _new_start(HandStart, (variant, stakes, start_stacks, button, tuple(self.deck),
                                            house, names, posts))
        self.deck_pos = 0
        self.discards: list[int] = []

        self.stacks: list[int] = stacks
        self.bets: list[int] = [0] * n  # this betting round
        self.contrib: list[int] = [0] * n  # this hand, including the current round
        self.folded: list[bool] = [False] * n
        self.hole: list[list[int]] = [[] for _ in stacks]
        self.hole_up: list[list[bool]] = [[] for _ in stacks]
        self.board: list[int] = []
        self.actions: list[tuple[int, Action]] = []  # (player, action) as applied
        self.log: list[tuple[int, int, str, int]] = []  # public: (street, player, kind, amount)
        self.events: list[Event] | None = [] if record else None

        self.street = -1
        self.to_act = -1
        self.phase = "bet"  # "bet", "draw", "over-blind" (001 §11.1(c)(iv)) or "straddle" (002 §3.10)
        self.bet_to = 0  # the bet to call this round
        self.level = 0  # the bet a raise is measured from (below bet_to after a bring-in
        # or, in fixed limit, a short all-in: 001 §10.2)
        self.last_raise = 0  # Minimum Raise Amount (002 §1.28)
        self.full_raises = 0  # full bets/raises this round: reopen the betting
        self.raise_count = 0  # bets this round, the big blind included, for the cap of 001 §11.5(g)
        self.acted_at: list[int] = [-1] * n  # full_raises when the player last acted
        self.needs: list[bool] = [False] * n
        self.aggressor = -1  # last bettor/raiser of the last round with a bet (002 §3.18.2)
        self.raiser = -1  # its last full Raise, else its first bet (002 §3.18.2(a), (c))
        self.round_opened_by = -1
        self.over = False
        self.winnings: list[int] = [0] * n
        self.rake = 0
        self.shown: dict[int, int] = {}  # player -> hand value, for hands shown at showdown
        self.mucked: list[int] = []
        self.showdown_order: list[int] = []
        self.pots_awarded: list[tuple[Pot, dict[int, int], int]] = []
        self.bring_in_player = -1
        self.extra: dict = {}  # per-game state a variant module keeps (e.g. stud)

        self._legal: LegalActions | None = None
        self._plan = _opening_raises(variant, stakes)
        h = self._house = _HOUSES.get(id(house)) or house_of(house)
        if h.house is not house:
            h = self._house = house_of(house)
        self._rakes = h.rakes
        # The flat NLHE path; anything with a bring-in or limits goes through _raise_bounds.
        self._no_limit = g.no_limit
        self._fixed = g.fixed
        self._special = False  # a draw, an over-blind choice or a bring-in is due
        self._bring_in_due = False
        self.live_count = n
        self.n_actors = n
        if record:
            self.events.append(HandStarted(button, start_stacks, variant.code))  # type: ignore[union-attr]
        self._post_forced_bets()
        if variant.over_blind and self._offer_over_blind():
            return
        if (self.stakes.straddle and self.house.straddle_allowed and variant.blinds
                and not variant.over_blind and self._offer_straddle()):
            return
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
        street = self.street
        if street >= 0:
            streets = self._game.streets  # bots read this every decision: keep it cheap
            return streets[street].name if street < len(streets) else "Showdown"  # hand over
        return {"over-blind": "Over-blind", "straddle": "Straddle"}.get(self.phase, "")

    # ----------------------------------------------------------- forced bets
    def _post(self, p: int, amount: int, kind: str, to_bet: bool = True) -> int:
        stacks = self.stacks
        stack = stacks[p]
        if amount > stack:
            amount = stack
        stacks[p] = stack - amount
        self.contrib[p] += amount
        if to_bet:
            self.bets[p] += amount
        if self.events is not None:
            self.events.append(ForcedBet(p, kind, amount, stacks[p] == 0))
        self.log.append((0, p, kind, amount))
        return amount

    def _post_forced_bets(self) -> None:
        st, v = self.stakes, self.variant
        self._straddled = False
        if st.ante:
            for p in self._after[self.button]:
                self._post(p, st.ante, "ante", to_bet=False)
        if v.blinds:
            n, button = self.n, self.button
            # sb_player and bb_player, inlined (002 §3.9: heads-up the button posts the small blind)
            sb = button if n == 2 else (button + 1) % n
            self._post(sb, st.small_blind, "small blind")
            self._post((sb + 1) % n, st.big_blind, "big blind")
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
                self._post(p, dead, "dead small blind", to_bet=False)
            if live and self.stacks[p]:
                self.bets[p] = 0  # a small blind posted in the blind seat goes dead (002 §5.7.1(a))
                self._post(p, live, "missed big blind")

    def _offer_blind_choice(self, phase: str) -> bool:
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
        return self._offer_blind_choice("over-blind")

    def _offer_straddle(self) -> bool:
        return self._offer_blind_choice("straddle")

    def _apply_blind_choice(self, p: int, action: Action) -> None:
        """Post or decline the over-blind or straddle; either way the cards are dealt next."""
        phase = self.phase
        amount = 2 * self.stakes.big_blind
        if action[0] == _CHECK:
            self.actions.append((p, action))
            self.log.append((0, p, "decline", 0))
            if self.events is not None:
                self.events.append(PlayerActed(p, "decline", 0, 0, False, f"Declines the {phase}"))
        elif action[0] == _RAISE and action[1] == amount:
            self._straddled = True  # the round starts left of it; it has the last word (002 §3.10.1)
            self.actions.append((p, action))
            self._post(p, amount, phase)
            self.bet_to = self.level = amount
            if phase == "straddle" or not self._fixed:
                self.last_raise = amount  # it plays as the new big blind
        else:
            rule = "001 §11.5(c)" if phase == "over-blind" else "002 §1.47"
            raise IllegalAction(f"Post the {phase} of {amount} (double the big blind,"
                                f" {rule}) or check to decline it.")
        self.phase = "bet"
        self._special = False
        self._next_street()

    # --------------------------------------------------------------- dealing
    def _draw_card(self) -> int:
        if self.deck_pos >= len(self.deck):
            # 001 §11: when the deck runs out, the earlier discards are reshuffled.
            if not self.discards:
                raise RuntimeError("the deck and the discards are exhausted")
            # Deterministic from the (secret) deck order, so a replay draws the same cards.
            rng = random.Random(hash(tuple(self.deck)))
            pile = self.discards
            self.discards = []
            rng.shuffle(pile)
            self.deck.extend(pile)
        c = self.deck[self.deck_pos]
        self.deck_pos += 1
        return c

    def _deal_street(self) -> None:
        s = self._game.streets[self.street]
        ev = self.events
        if ev is not None:
            ev.append(StreetStarted(self.street, s.name))
        k = s.hole
        if k:
            # One card at a time clockwise from the left of the button (002 §3.11).
            folded = self.folded
            live = [p for p in self._after[self.button] if not folded[p]] if True in folded \
                else self._after[self.button]
            m = len(live)
            deck, pos = self.deck, self.deck_pos
            ups = s.ups
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
            elif self.variant.bring_in and len(deck) - pos < k * m:
                # 001 §12.4(a), §13.4(a): too few cards for every live player: one
                # community card face up instead, which every player uses.
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
                self._showdown()
                return
            if street > 0:
                self.bets = [0] * self.n
                self.bet_to = self.level = 0
                self.last_raise = plan[street]
            self._deal_street()
            if streets[street].draw:
                drawers = [p for p in self._order_from(self._first_left_of_button()) if not self.folded[p]]
                if drawers:
                    self.phase = "draw"
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

    # --------------------------------------------------------------- betting
    def _open_betting(self) -> bool:
        """Start a betting round; False when nobody can bet (all-in run-out)."""
        self.phase = "bet"
        self._special = False
        n = self.n
        self.full_raises = 0
        # The big blind is the round's opening bet (001 §1.1 "Blind"; a straddle or
        # over-blind is a raise on it), so the cap counts it.
        self.raise_count = (1 + self._straddled) if self.street == 0 and self.variant.blinds else 0
        self.acted_at = [-1] * n
        # Everyone still in with chips must act.
        stacks, folded = self.stacks, self.folded
        needs = [False] * n
        actors = 0
        for p in range(n):
            if stacks[p] > 0 and not folded[p]:
                needs[p] = True
                actors += 1
        self.n_actors = actors
        if actors < 2:
            # Betting opens only for a lone player still facing a bet.
            if not actors or self.bets[needs.index(True)] >= self.bet_to:
                self.needs = [False] * n
                return False
        self.needs = needs
        self.aggressor = -1  # 002 §3.18.2: only the final round's betting sets the showing order
        self.raiser = -1
        if self.street and self._game.streets[self.street].blinds_open:
            first = (self.button + 1) % n  # _first_to_act after the first round
        else:
            first = self._first_to_act()
        if self._bring_in_due:
            self._special = True
        for p in self._after[first - 1]:  # first, then clockwise
            if needs[p]:
                self.to_act = p
                break
        return True

    def _first_to_act(self) -> int:
        if self._game.streets[self.street].blinds_open:
            if self.street == 0 and self.variant.blinds:
                if self.n == 2:
                    return self.button  # 000 §3.8.1, 002 §3.12.1: heads-up the button acts first
                last_forced = self.straddle_player if self._straddled else self.bb_player
                return (last_forced + 1) % self.n
            return (self.button + 1) % self.n
        s = self.variant.streets[self.street]
        if s.opener == Opener.LAST_BLIND:
            # 001 §11.4(a): the first active player left of the last blind (or over-blind).
            return ((self.straddle_player if self._straddled else self.bb_player) + 1) % self.n
        from .stud import first_to_act_stud

        return first_to_act_stud(self, s.opener)

    def _may_raise(self, p: int) -> bool:
        if self.acted_at[p] >= self.full_raises:
            return False  # 002 §3.19.3, 004 §26: an incomplete all-in does not reopen
        if self.stacks[p] + self.bets[p] <= self.bet_to:
            return False
        if self.n_actors < 2:
            return False  # nobody else could answer a raise
        if self._no_limit:
            return True
        cap = self.variant.raise_cap
        if cap is not None and self.raise_count > cap:
            if self.variant.cap_heads_up or self.live_count > 2:
                return False  # 001 §11.5(g): a bet and three raises, except head to head
        return True

    def _raise_bounds(self, p: int) -> tuple[int, int]:
        """(min raise-to, max raise-to) for player p, capped by the stack."""
        all_in = self.stacks[p] + self.bets[p]
        bet_to = self.bet_to
        level = self.level  # bet_to, except after a bring-in or a short fixed-limit all-in
        structure = self.variant.structure
        if structure == Structure.NO_LIMIT:
            lo, hi = level + self.last_raise, all_in
        elif structure == Structure.FIXED_LIMIT:
            # 001 §10.2: raise to the structured level (a completion) or a full bet over it.
            lo = hi = level + self._plan[self.street]
        elif structure in (Structure.POT_LIMIT, Structure.HALF_POT_LIMIT):
            # 001 §11.5(e): the call is added to the pot before the limit is computed.
            after_call = self.pot + (bet_to - self.bets[p])
            room = after_call if structure == Structure.POT_LIMIT else after_call // 2
            lo = level + self.last_raise
            hi = bet_to + room
            if hi < lo:
                hi = lo
        else:  # spread limit, 001 §11.5(f): at least the last bet or raise, up to the maximum
            lo = level + self.last_raise
            hi = level + max(self.stakes.spread_max, self.last_raise)
        if hi > all_in:
            hi = all_in
        if lo > hi:
            lo = hi
        return lo, hi

    def legal_actions(self) -> LegalActions:
        """Exactly the options of the player to act (cached until the state changes)."""
        legal = self._legal
        if legal is not None:
            return legal
        p = self.to_act
        if p < 0:
            raise IllegalAction("The hand is over; nobody is to act.")
        if self._special:
            legal = self._special_legal(p)
        else:
            stack = self.stacks[p]
            bet = self.bets[p]
            bet_to = self.bet_to
            to_call = bet_to - bet
            if to_call > stack:
                to_call = stack
            if self._no_limit:
                # _may_raise and _raise_bounds, flattened for no limit
                if self.acted_at[p] >= self.full_raises or stack + bet <= bet_to or self.n_actors < 2:
                    lo = hi = 0
                else:
                    hi = stack + bet
                    lo = bet_to + self.last_raise
                    if lo > hi:
                        lo = hi
            elif not self._may_raise(p):
                lo = hi = 0
            else:
                lo, hi = self._raise_bounds(p)
            legal = _new_legal(LegalActions, (p, True, to_call <= 0, to_call if to_call > 0 else 0,
                                              lo, hi, 0, 0))
        self._legal = legal
        return legal

    def _special_legal(self, p: int) -> LegalActions:
        """The options of a draw, an over-blind choice or a stud bring-in."""
        if self.phase == "draw":
            return LegalActions(p, False, False, 0, 0, 0, len(self.hole[p]))
        if self.phase in ("over-blind", "straddle"):
            ob = 2 * self.stakes.big_blind
            return LegalActions(p, False, True, 0, ob, ob)
        from .stud import bring_in_legal

        return bring_in_legal(self, p)

    # --------------------------------------------------------------- actions
    def apply(self, action: Action) -> None:
        """Apply the action of the player to act, or raise IllegalAction and change nothing."""
        p = self.to_act
        if p < 0:
            raise IllegalAction("The hand is over; nobody is to act.")
        kind = action[0]
        legal = self._legal
        self._legal = None
        if self._special:
            self._apply_special(p, action, legal)
            return
        if kind == _RAISE:
            self._apply_raise(p, action, legal)
            return
        bets = self.bets
        to_call = self.bet_to - bets[p]
        if kind == _FOLD:
            self.folded[p] = True
            self.live_count -= 1
            self.n_actors -= 1
            word = "fold"
            amount = 0
        elif kind == _CHECK:
            if to_call > 0:
                raise IllegalAction(f"You cannot check: it costs {min(to_call, self.stacks[p])} to call.")
            word = "check"
            amount = 0
        elif kind == _CALL:
            if to_call <= 0:
                raise IllegalAction("There is no bet to call; check instead.")
            stacks = self.stacks
            stack = stacks[p]
            if to_call < stack:
                amount = to_call
                stacks[p] = stack - to_call
            else:
                amount = stack
                stacks[p] = 0
                self.n_actors -= 1
            bets[p] += amount
            self.contrib[p] += amount
            word = "call"
            # 002 §3.19.3: a short all-in shuts out only players who placed a Bet this
            # round; a check places none, so only a call marks the player as having acted.
            self.acted_at[p] = self.full_raises
        elif kind == _BRING_IN:
            raise IllegalAction("Only the player with the lowest up card brings it in, as the"
                                " first action of a stud hand (001 §12.2(a), §13.2(a)).")
        else:
            raise IllegalAction(f"{str(action).capitalize()} is not a betting action.")
        self.actions.append((p, action))
        self.log.append((self.street, p, word, amount))
        if self.events is not None:
            self._event(p, word, amount)
        self.needs[p] = False
        self._advance(p)

    def _apply_special(self, p: int, action: Action, legal: LegalActions | None) -> None:
        kind = action[0]
        if self.phase == "draw":
            if kind != _DRAW:
                raise IllegalAction("It is time to draw: choose the cards to discard (or none).")
            self._apply_draw(p, action[2])
        elif self.phase in ("over-blind", "straddle"):
            self._apply_blind_choice(p, action)
        elif kind == _RAISE:
            self._apply_raise(p, action, legal)  # a completion: a full opening bet
        else:
            from .stud import apply_bring_in

            apply_bring_in(self, p, action)

    def _apply_raise(self, p: int, action: Action, legal: LegalActions | None = None) -> None:
        x = action[1]
        bets = self.bets
        bet_to = self.bet_to
        completing = (self.variant.bring_in and self.street == 0 and self.level == 0
                      and self.stakes.bring_in > 0)
        if legal is None:
            legal = self.legal_actions()
            self._legal = None
        lo, hi = legal[4], legal[5]
        if not (hi and lo <= x <= hi):
            self._legal = legal
            x = self.judge_raise(x).amount
            self._legal = None
        stacks = self.stacks
        add = x - bets[p]
        stacks[p] -= add
        if not stacks[p]:
            self.n_actors -= 1
        bets[p] = x
        self.contrib[p] += add
        if self._fixed:
            full = self._fixed_limit_raise(p, x)
        else:
            increment = x - self.level
            last = self.last_raise
            if increment >= last:
                full = True
                if increment > last:
                    self.last_raise = increment
            elif self._house.partial_reopen:
                # An all-in short of a full raise: 002 §3.19.3 and 004 §26 never count it
                # as a raise; 000 §3.14.3 counts it from half a raise.
                full = increment >= last * self.house.allin_reopen_share
            else:
                full = False
        if full:
            self.full_raises += 1
            self.raise_count += 1
        if x > bet_to:
            self.bet_to = x
        if not self._fixed:
            self.level = self.bet_to
        if self._bring_in_due:
            self._bring_in_due = self._special = False
        self.aggressor = p
        if full or self.raiser < 0:
            self.raiser = p  # a short all-in "shall not be considered a Raise" (002 §3.19.3)
        folded, needs = self.folded, self.needs
        for q in self._after[p]:
            if stacks[q] > 0 and not folded[q]:
                needs[q] = True
        self.acted_at[p] = self.full_raises
        needs[p] = False
        kind = "raise" if bet_to > 0 else "bet"
        if completing:
            kind = "complete"  # a stud opening bet where a smaller bring-in was possible
        self.actions.append((p, _new_action(Action, (_RAISE, x, ()))))
        self.log.append((self.street, p, kind, x))
        if self.events is not None:
            self._event(p, kind, x)
        self._advance(p)

    def raise_terms(self) -> RaiseTerms:
        """The snapshot the raise rule reads for the player to act (see ``engine.raising``)."""
        p = self.to_act
        if p < 0:
            raise IllegalAction("The hand is over; nobody is to act.")
        legal = self.legal_actions()
        bet_to = self.bet_to
        if self.phase in ("over-blind", "straddle"):
            word = self.phase.capitalize()
        elif legal.bring_in or (self.variant.bring_in and 0 < bet_to < self.stakes.min_bet):
            word = "Complete"  # a stud opening bet where a smaller bring-in was possible
        else:
            word = "Raise" if bet_to > 0 else "Bet"
        refusal = ""
        if not legal.max_raise_to:
            if self.acted_at[p] >= self.full_raises and self.acted_at[p] >= 0:
                refusal = ("You cannot raise: the all-in since your last action was not a full raise"
                           " and does not reopen the betting (002 §3.19.3); call or fold.")
            elif self.variant.raise_cap is not None and self.raise_count > self.variant.raise_cap:
                refusal = (f"The betting is capped at a bet and {self.variant.raise_cap}"
                           " raises this round (001 §11.5(g)).")
        house = self.house
        return RaiseTerms(word, legal.min_raise_to, legal.max_raise_to, self.stacks[p] + self.bets[p],
                          bet_to, self.variant.structure.value, house.short_raise, house.over_stake,
                          refusal)

    def judge_raise(self, x: int) -> RaiseJudgement:
        """What declaring a bet or raise to ``x`` would mean for the player to act: the amount
        played and a note (002 §3.5.1(a), (b)), or ``IllegalAction`` with the reason.
        ``apply`` plays raises through this same judgement."""
        return self.raise_terms().judge(x)

    def _fixed_limit_raise(self, p: int, x: int) -> bool:
        """001 §10.2 in fixed limit: is this wager a full bet or raise, and what level do
        later raises build on? A full one, or an all-in of at least half a bet that opens
        the round, counts. A shorter all-in is no raise: after one of less than half,
        later players may complete to the structured level; after one of half or more,
        a raise is a full bet over it (001 §1.1 "Raise")."""
        size = self._plan[self.street]
        inc = x - self.level
        if inc >= size:
            self.level = x
            return True
        half = 2 * inc >= size
        if not self.house.half_bet_rule:
            self.level = x  # every short all-in is a call amount, raised by a full bet
            return False
        if half:
            self.level = x
            if self.raise_count == 0:
                return True  # 001 §10.2: half a bet or more constitutes the bet
            return False
        if self.raise_count == 0:
            # No bet yet this round: the short all-in does not close the betting to
            # players who only checked or brought in; anyone may complete it.
            acted = self.acted_at
            for q in range(self.n):
                if q != p:
                    acted[q] = -1
        return False

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
        self._special = False
        if not self._open_betting():
            self._next_street()

    def _record(self, p: int, action: Action, kind: str, amount: int) -> None:
        self.actions.append((p, action))
        self.log.append((self.street, p, kind, amount))
        if self.events is not None:
            self._event(p, kind, amount)

    def _event(self, p: int, kind: str, amount: int) -> None:
        """The PlayerActed event of an action just applied (recording hands only)."""
        all_in = self.stacks[p] == 0 and kind != "fold"
        if kind == "call":
            text = f"Call {amount}"
        elif kind == "bring-in":
            text = f"Bring-in {amount}"
        elif kind in ("bet", "raise", "complete"):
            text = f"{kind.capitalize()} to {amount}" if kind != "bet" else f"Bet {amount}"
        else:
            text = kind.capitalize()
        if all_in:
            text += " (all-in)"
        self.events.append(PlayerActed(p, kind, amount, self.bets[p], all_in, text))  # type: ignore[union-attr]

    def _advance(self, p: int) -> None:
        if self.live_count == 1:
            self._end_round()
            self._award_uncontested()
            return
        needs = self.needs
        for q in self._after[p]:
            if needs[q]:
                if self.n_actors < 2 and self.bets[q] >= self.bet_to:
                    # Everyone else is all-in and q owes nothing: no raise could be
                    # answered, so q has no decision to make (PokerKit skips it too).
                    needs[q] = False
                    continue
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
        bets[p] = 0
        second = max(bets)  # bets are never negative: the highest other bet, or 0
        bets[p] = top
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
        """001 §8: a percentage with a cap and/or a fee per hand. Uncalled bets were
        returned before this (§8.5); a pot of forced bets only (§8.6) and a split among
        everyone who fed the pot (§8.8) pay no percentage when the profile says so."""
        h = self.house
        rakes = [0] * len(pots)
        if h.rake_percent and not (h.no_flop_no_drop and not self.board and self.variant.board_cards):
            blinds_only = all(k in FORCED_KINDS for _, _, k, _ in self.log
                              if k not in ("fold", "check"))
            if not (h.no_rake_blinds_only and blinds_only):
                rakes = rake_pots([pt.amount for pt in pots], h.rake_percent, h.rake_cap)
                if h.no_rake_two_way_split and showdown_winners is not None:
                    fed = pot_contributors(self.contrib, self.folded)
                    for i, w in enumerate(showdown_winners):
                        if len(w) >= 2 and fed[i] <= set(w):
                            rakes[i] = 0  # 001 §8.8: a tie among everyone who fed the pot
        if h.rake_per_hand_fee and pots:
            fee = min(h.rake_per_hand_fee, pots[0].amount - rakes[0])
            rakes[0] += fee
        return rakes

    def _award_uncontested(self) -> None:
        winner = self.folded.index(False)
        pots = build_pots(self.contrib, self.folded)
        rakes = self._take_rake(pots, None) if self._rakes else [0] * len(pots)
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
        """002 §3.18.2: who shows first. A final round played on the last street: its last
        Raise, else its first bet (a, c; a short all-in is no Raise, 3.19.3). Betting that
        ended on an earlier street: the first to bet the most (e). Else left of the button."""
        final = -1  # the street of the final betting round (002 §1.19)
        for street, _, kind, _ in reversed(self.log):
            if kind not in FORCED_KINDS and kind not in ("draw", "decline"):
                final = street
                break
        shows = (self.raiser, self.aggressor) if final == len(self.variant.streets) - 1 \
            else (self.aggressor,)
        for p in shows:
            if p >= 0 and not self.folded[p]:
                return p
        return self._first_left_of_button()

    def _showdown(self) -> None:
        self.to_act = -1
        if self.live_count == 1:
            self._award_uncontested()
            return
        folded = self.folded
        pots = build_pots(self.contrib, folded)
        npots = len(pots)
        first = self._first_to_show()
        order = [q for q in self._after[first - 1] if not folded[q]]  # first, then clockwise
        shown = self.shown
        if npots == 1:
            # One pot: show in order; a hand that cannot win it may be mucked.
            auto_muck = self.house.auto_muck
            high = self._game.high_any  # hold'em and stud: the best five of all one's cards
            hole, board, value_of = self.hole, self.board, self.value_of
            showing = self.showdown_order
            top = -1
            for p in order:
                v = evaluate(hole[p] + board) if high else value_of(p)
                show = not auto_muck or v >= top
                self._show_or_muck(p, v, show)
                if show:
                    showing.append(p)
                    if v > top:
                        top = v
            winners = []
            for q in pots[0][1]:
                if shown.get(q, -2) == top:
                    winners.append(q)
            winners_per_pot = [winners]
        else:
            if self._game.high_any:
                hole, board = self.hole, self.board
                values = {p: evaluate(hole[p] + board) for p in range(self.n) if not folded[p]}
            else:
                value_of = self.value_of
                values = {p: value_of(p) for p in range(self.n) if not folded[p]}
            best = self._show_side_pots(pots, order, values)
            self.showdown_order = [p for p in order if p in shown]
            winners_per_pot = [[q for q in pt.eligible if shown.get(q, -2) == best[j]]
                               for j, pt in enumerate(pots)]
        events = self.events
        rakes = self._take_rake(pots, winners_per_pot) if self._rakes else [0] * npots
        awards = []
        stacks, winnings = self.stacks, self.winnings
        for i, pt in enumerate(pots):
            amount = pt.amount - rakes[i]
            self.rake += rakes[i]
            winners = winners_per_pot[i]
            if len(winners) == 1:
                w = winners[0]
                stacks[w] += amount
                winnings[w] += amount
                shares = {w: amount}
            else:
                winners = self._odd_chip_order(winners)
                shares = split(amount, winners, self.house.odd_chips_to_one)
                for w, share in shares.items():
                    stacks[w] += share
                    winnings[w] += share
            self.pots_awarded.append((pt, shares, rakes[i]))
            awards.append((i, amount, rakes[i], winners, shares))
        if events is not None:
            from .showdown import describe

            # 002 §3.18.2(d): the latest side pot is resolved first.
            for i, amount, r, winners, shares in reversed(awards):
                v = shown[winners[0]]
                events.append(PotAwarded(i, amount, r, tuple(winners),
                                         tuple(shares[w] for w in winners),
                                         describe(self.variant, v)))
        self._finish()

    def _show_side_pots(self, pots: list[Pot], order: list[int], values: dict[int, int]) -> list[int]:
        """Show or muck with side pots; ``order`` is re-sorted in place. The best value per pot."""
        # top[p]: the latest pot p can win (p is eligible for every pot up to it).
        top = {q: i for i, pt in enumerate(pots) for q in pt.eligible}
        # 002 §3.18.2(d): players in the latest side pot show first (clockwise within).
        order.sort(key=lambda q: -top[q])
        best = [-1] * len(pots)
        auto_muck = self.house.auto_muck
        for p in order:
            v = values[p]
            t = top[p]
            show = not auto_muck or any(v >= best[j] for j in range(t + 1))
            self._show_or_muck(p, v, show)
            if show:
                for j in range(t + 1):
                    if v > best[j]:
                        best[j] = v
        return best

    def _show_or_muck(self, p: int, v: int, show: bool) -> None:
        """Player p shows a hand of value v, or mucks it (002 §3.18.2(f): a hand that
        cannot win may be mucked)."""
        events = self.events
        if show:
            self.shown[p] = v
            if events is not None:
                from .showdown import best_five, describe

                events.append(HandShown(p, tuple(self.hole[p]), v, describe(self.variant, v),
                                        best_five(self.variant, self.hole[p], self.board)))
        else:
            self.mucked.append(p)
            if events is not None:
                events.append(HandMucked(p))

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


FORCED_KINDS = frozenset({"small blind", "big blind", "straddle", "over-blind", "ante", "bring-in",
                          "dead small blind", "missed big blind"})
"""Log kinds of forced bets: a pot of these alone is "blinds only" for 001 §8.6."""

_PLANS: dict[tuple[int, int], tuple[Variant, Stakes, tuple[int, ...]]] = {}
_LAST_PLAN: tuple[Variant | None, Stakes | None, tuple[int, ...]] = (None, None, ())


def _opening_raises(variant: Variant, stakes: Stakes) -> tuple[int, ...]:
    """Per street, the Minimum Raise Amount a round opens with: the big blind in
    big-bet games, the small or big bet in fixed limit. Cached per game and stakes."""
    global _LAST_PLAN
    hit = _LAST_PLAN  # the simulator deals one game at one stakes: check that first
    if hit[0] is variant and hit[1] is stakes:
        return hit[2]
    key = (id(variant), id(stakes))
    hit = _PLANS.get(key)
    if hit is not None and hit[0] is variant and hit[1] is stakes:
        _LAST_PLAN = hit
        return hit[2]
    problem = stakes_problem(variant, stakes)
    if problem:
        raise ValueError(problem)
    fixed = variant.structure == Structure.FIXED_LIMIT
    plan = tuple(stakes.fixed_bet(s.big_bet) if fixed else stakes.min_bet for s in variant.streets)
    if len(_PLANS) > 512:
        _PLANS.clear()
    _PLANS[key] = _LAST_PLAN = (variant, stakes, plan)
    return plan


def stakes_problem(variant: Variant, stakes: Stakes) -> str | None:
    """Why these stakes cannot play this game, as a sentence, or None."""
    if min(stakes.small_blind, stakes.big_blind, stakes.ante, stakes.bring_in, stakes.small_bet,
           stakes.big_bet, stakes.spread_max, stakes.straddle) < 0:
        return "stakes are whole chips, never negative"
    if stakes.min_bet <= 0:
        return f"{variant.name} needs a minimum bet: set the big blind or the small bet"
    if variant.blinds and stakes.big_blind <= 0:
        return f"{variant.name} is played with blinds: set a big blind (001 §11.1(c), §16.1(c))"
    if variant.blinds and stakes.big_blind < stakes.min_bet:
        return (f"the big blind, {stakes.big_blind}, is below the minimum bet of {stakes.min_bet}:"
                " the last blind is at least the table minimum (001 §11.5(b))")
    if not variant.blinds and not (stakes.ante or stakes.bring_in):
        return f"{variant.name} needs antes or a bring-in to start the pot (001 §12.1(b), §13.1(b))"
    if stakes.straddle and stakes.straddle != 2 * stakes.big_blind:
        return (f"a straddle is twice the big blind: {2 * stakes.big_blind}, not"
                f" {stakes.straddle} (002 §1.47); 0 means no straddle")
    if variant.bring_in and stakes.bring_in >= stakes.min_bet:
        return (f"the bring-in ({stakes.bring_in}) must be smaller than the minimum bet"
                f" ({stakes.min_bet}); set it to 0 to have the lowest card open for a full bet"
                " (001 §12.2(a), §13.2(a))")
    return None


def shuffled(variant: Variant, players: int, rng: random.Random) -> list[int]:
    """The deck order for a hand: a partial Fisher-Yates shuffle of just the cards the
    hand can use (all of them when draws make that open-ended)."""
    g = _GAMES.get(id(variant))
    if g is None or g.variant is not variant:
        g = game(variant)
    if g.deck is None:
        from .cards import deck as make_deck

        make_deck(variant.deck_size)  # raises: not a deck size of 001 §4.1
    cards = list(g.deck)
    if 0 <= players < len(g.spans):
        spans = g.spans[players]
    else:
        need = variant.cards_needed(players)
        spans = _spans(len(cards), len(cards) if need is None or need > len(cards) else need)
    rand = rng.random
    for i, m in spans:  # i, and the cards left from i on
        j = i + int(rand() * m)
        cards[i], cards[j] = cards[j], cards[i]
    del cards[len(spans):]
    return cards


def replay(start: HandStart, actions: list[tuple[int, Action]] | list[Action],
           record: bool = False) -> Hand:
    """Rebuild a hand from its start and its actions (with or without player indices)."""
    hand = Hand(start.variant, start.stakes, start.stacks, start.button, house=start.house,
                deck=start.deck, record=record, names=start.names, posts=start.posts)
    for item in actions:
        action = item[1] if isinstance(item, tuple) and len(item) == 2 and isinstance(item[1], tuple) else item
        hand.apply(action)  # type: ignore[arg-type]
    return hand

"""One hand of poker as a state machine, driven by a ``Variant`` value.

``legal_actions()`` says exactly what the player to act may do; ``apply()``
either advances the hand or raises ``IllegalAction`` and changes nothing.
The hand is fully determined by its start (``HandStart``) plus its actions,
which is what replay, the store and PHH export rely on.

Players are indices 0..n-1 in clockwise order; ``button`` is an index.
The hot path (legal_actions -> apply -> next player) is kept flat: plain
lists, no copies, events only when ``record=True``.

The class is assembled from its ideas, each in its own module:
``engine.dealing`` (forced bets, optional blinds, cards, streets, the draw),
``engine.betting`` (legal options, actions, rounds), ``engine.settlement``
(a pure step from the finished betting record to pots, rake, shows and odd
chips), ``engine.stud`` (who opens a stud round, from public fields) and
``engine.start`` (``HandStart``, the deck order, the stakes check).
"""

from __future__ import annotations

import random
import secrets

from .actions import Action, LegalActions
from .betting import BettingRound
from .compiled import _GAMES, _HOUSES, game, house_of
from .dealing import Dealer
from .events import Event, HandEnded, HandStarted
from .house_rules import RWS, HouseRules
from .kinds import BLIND_CHOICES, Phase
from .pots import Pot
from .settlement import Settlement, settle
from .showdown import hand_value
from .start import HandStart, opening_raises, shuffled, stakes_problem
from .variant import Stakes, Variant

_P_BET = Phase.BET
"""Enum members bound once: reading ``LogKind.X`` costs an enum lookup on every use (hot path)."""


__all__ = ["Hand", "HandStart", "replay", "shuffled", "stakes_problem"]

_new_start = _new_settlement = tuple.__new__
"""A ``HandStart`` built without its Python-level ``__new__`` (hot path)."""

_ROUNDS: dict[int, tuple[tuple[int, ...], ...]] = {}


def _rounds(n: int) -> tuple[tuple[int, ...], ...]:
    """``_rounds(n)[p]``: the players after p clockwise, p itself last."""
    hit = _ROUNDS.get(n)
    if hit is None:
        hit = _ROUNDS[n] = tuple(tuple((p + i) % n for i in range(1, n + 1)) for p in range(n))
    return hit


class Hand(BettingRound, Dealer):
    """A hand in progress. Read its public fields; change it only through ``apply``."""

    __slots__ = (
        "_after", "_blind_raise", "_bring_in_due", "_burns", "_cumulative", "_faced", "_hu_button_sb", "_fixed", "_game", "_house", "_legal", "_no_limit", "_plan", "_rakes",
        "_special", "_straddled",
        "acted_at", "actions", "aggressor", "bet_to", "level",
        "bets", "board", "bring_in_player", "burned", "button", "contrib", "dead", "deck", "deck_pos", "discards",
        "events", "folded", "full_raises", "hole", "hole_up", "house", "last_raise", "live_count",
        "log", "n", "n_actors", "names", "needs", "over", "phase",
        "raise_count", "raiser", "reshuffled", "round_opened_by", "settlement", "stacks", "stakes",
        "start", "street", "to_act", "variant", "winnings",
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
        reshuffles: tuple[tuple[int, ...], ...] = (),
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
                                            house, names, posts, reshuffles))
        self.deck_pos = 0
        self.discards: list[int] = []
        self.burned: list[int] = []  # burn cards (001 §12.3(a)), when the house models them
        self.reshuffled: list[tuple[int, ...]] = []  # the order of every reshuffle so far

        self.stacks: list[int] = stacks
        self.bets: list[int] = [0] * n  # this betting round
        self.contrib: list[int] = [0] * n  # this hand, including the current round
        self.dead: list[int] = [0] * n  # the part of contrib posted dead (engine.pots.build_pots)
        self.folded: list[bool] = [False] * n
        self.hole: list[list[int]] = [[] for _ in stacks]
        self.hole_up: list[list[bool]] = [[] for _ in stacks]
        self.board: list[int] = []
        self.actions: list[tuple[int, Action]] = []  # (player, action) as applied
        self.log: list[tuple[int, int, str, int]] = []  # public: (street, player, kind, amount)
        self.events: list[Event] | None = [] if record else None

        self.street = -1
        self.to_act = -1
        self.phase = _P_BET  # or a draw, an over-blind (001 §11.1(c)(iv)) or a straddle (002 §3.10)
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
        # what the finished hand paid and showed: one value, set once by ``_settle``
        self.settlement: Settlement = _new_settlement(Settlement, ([], 0, {}, [], [], []))
        self.bring_in_player = -1

        self._legal: LegalActions | None = None
        self._plan = opening_raises(variant, stakes)
        h = self._house = _HOUSES.get(id(house)) or house_of(house)
        if h.house is not house:
            h = self._house = house_of(house)
        self._rakes = h.rakes
        # The flat NLHE path; anything with a bring-in or limits goes through _raise_bounds.
        # TDA: short all-ins add up (house.short_allins); then betting tracks the bet each
        # player last faced, and no limit leaves the flat path for _may_raise.
        self._cumulative = h.cumulative
        self._faced: list[int] = [0] * n if h.cumulative else []
        self._no_limit = g.no_limit and not h.cumulative
        self._burns = house.burn_cards and variant.bring_in
        # 000 §3.7, 002 §3.9: heads-up the button posts the small blind; not under 001 §16.1(c)
        self._hu_button_sb = n == 2 and house.heads_up_button_small_blind
        self._fixed = g.fixed
        self._special = False  # a draw, an over-blind choice or a bring-in is due
        self._bring_in_due = False
        self.live_count = n
        self.n_actors = n
        if self.events is not None:  # record=True
            self.events.append(HandStarted(button, start_stacks, variant.code))
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
        """002 §3.9: left of the button; heads-up the button posts the small blind (unless
        the house follows 001 §16.1(c), which has no heads-up exception)."""
        return self.button if self._hu_button_sb else (self.button + 1) % self.n

    @property
    def bb_player(self) -> int:
        return (self.button + 1) % self.n if self._hu_button_sb else (self.button + 2) % self.n

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
        return self.phase.capitalize() if self.phase in BLIND_CHOICES else ""

    @property
    def bring_in_due(self) -> bool:
        """Stud: the player to act has the lowest card showing and must open (001 §12.2(a))."""
        return self._bring_in_due

    def round_opening_raise(self, street: int | None = None) -> int:
        """The Minimum Raise Amount a betting round opens with (the big blind, or the
        small or big bet in fixed limit) on ``street`` (default: this one)."""
        return self._plan[self.street if street is None else street]

    # ------------------------------------------------------------ settlement
    @property
    def pots_awarded(self) -> list[tuple[Pot, dict[int, int], int]]:
        """Each pot paid: the pot, each winner's share, the rake taken from it."""
        return self.settlement.awards

    @property
    def rake(self) -> int:
        return self.settlement.rake

    @property
    def shown(self) -> dict[int, int]:
        """Player -> hand value, for hands shown at showdown."""
        return self.settlement.shown

    @property
    def mucked(self) -> list[int]:
        return self.settlement.mucked

    @property
    def showdown_order(self) -> list[int]:
        return self.settlement.showdown_order

    def _settle(self) -> None:
        """Pay out the finished hand (``engine.settlement``) and end it."""
        self.to_act = -1
        events = self.events
        settled = self.settlement = settle(self, self._game.high_any, self._rakes,
                                           events is not None)
        stacks, winnings = self.stacks, self.winnings
        for _, shares, _ in settled.awards:
            for w, amount in shares.items():
                stacks[w] += amount
                winnings[w] += amount
        if events is not None:
            events += settled.events
        self._finish()

    def _finish(self) -> None:
        self.over = True
        self.to_act = -1
        if self.events is not None:
            self.events.append(HandEnded(tuple(self.stacks), tuple(self.net), self.rake))

    @property
    def net(self) -> list[int]:
        return [self.stacks[p] - self.start.stacks[p] for p in range(self.n)]

    def value_of(self, p: int) -> int:
        """The hand value of player p at showdown (greater is better)."""
        return hand_value(self.variant, self.hole[p], self.board)

    def __repr__(self) -> str:
        return (f"<Hand {self.variant.code} street={self.street_name!r} to_act={self.to_act}"
                f" stacks={self.stacks} bets={self.bets} board={self.board}>")


def replay(start: HandStart, actions: list[tuple[int, Action]] | list[Action],
           record: bool = False) -> Hand:
    """Rebuild a hand from its start and its actions (with or without player indices)."""
    hand = Hand(start.variant, start.stakes, start.stacks, start.button, house=start.house,
                deck=start.deck, record=record, names=start.names, posts=start.posts,
                reshuffles=start.reshuffles)
    for item in actions:
        action = item[1] if isinstance(item, tuple) and len(item) == 2 and isinstance(item[1], tuple) else item
        hand.apply(action)
    return hand

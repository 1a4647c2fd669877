"""The fields a hand's parts share, each with its type, declared once.

Why: ``Hand`` is assembled from parts (``engine.betting``, ``engine.dealing``) that read
and write one set of slots (``Hand.__slots__`` names the same fields), and the stud
ordering reads them too. A type checker must know each field's type wherever a part
uses it, so the parts name ``HandFields`` as their base for the type checker only: at
run time they stand on ``object``, and the hot path pays nothing. What a part needs of
another part (``_next_street``, ``_settle``...) is declared here as well, so each part
type-checks on its own.
"""

from __future__ import annotations

from abc import abstractmethod
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from .actions import Action, LegalActions
    from .compiled import Game, House
    from .events import Event
    from .house_rules import HouseRules
    from .kinds import Phase
    from .pots import Pot
    from .start import HandStart
    from .variant import Stakes, Variant


class HandFields:
    """Every field of a ``Hand`` (see ``engine.hand`` for what each means)."""

    # the start: fixed for the whole hand
    variant: Variant
    stakes: Stakes
    house: HouseRules
    n: int
    button: int
    names: tuple[str, ...]
    start: HandStart
    _after: tuple[tuple[int, ...], ...]
    _game: Game
    _house: House
    _plan: tuple[int, ...]
    _rakes: bool
    _cumulative: bool
    _no_limit: bool
    _burns: bool
    _hu_button_sb: bool
    _fixed: bool

    # the cards
    deck: list[int]
    deck_pos: int
    discards: list[int]
    burned: list[int]
    reshuffled: list[tuple[int, ...]]
    hole: list[list[int]]
    hole_up: list[list[bool]]
    board: list[int]

    # the chips and the record
    stacks: list[int]
    bets: list[int]
    contrib: list[int]
    dead: list[int]  # the part of contrib posted dead (engine.pots.build_pots)
    folded: list[bool]
    actions: list[tuple[int, Action]]
    log: list[tuple[int, int, str, int]]  # (street, player, kind, amount): kind a LogKind
    events: list[Event] | None

    # the betting round
    street: int
    to_act: int
    phase: Phase
    bet_to: int
    level: int
    last_raise: int
    full_raises: int
    raise_count: int
    acted_at: list[int]
    needs: list[bool]
    aggressor: int
    raiser: int
    round_opened_by: int
    live_count: int
    n_actors: int
    bring_in_player: int
    _faced: list[int]
    _legal: LegalActions | None
    _special: bool
    _bring_in_due: bool
    _straddled: bool
    _blind_raise: int

    # the result
    over: bool
    winnings: list[int]
    rake: int
    shown: dict[int, int]
    mucked: list[int]
    showdown_order: list[int]
    pots_awarded: list[tuple[Pot, dict[int, int], int]]

    # what one part asks of another (``Hand`` has them all, through its parts)
    @property
    @abstractmethod
    def bb_player(self) -> int: ...
    @property
    @abstractmethod
    def straddle_player(self) -> int: ...
    @property
    @abstractmethod
    def pot(self) -> int: ...
    @abstractmethod
    def _next_street(self) -> None: ...
    @abstractmethod
    def _open_betting(self) -> bool: ...
    @abstractmethod
    def _settle(self) -> None: ...
    @abstractmethod
    def _apply_blind_choice(self, p: int, action: Action) -> None: ...
    @abstractmethod
    def _apply_draw(self, p: int, discards: tuple[int, ...]) -> None: ...

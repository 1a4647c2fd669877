"""Equity for 2 to 10 players in any game: checked input in, win, tie and equity out.

Why one front: the ``equity`` command, the coach and tests ask the same
question with strings or arrays; the checks (cards twice, a board too long,
a card the short deck lacks, a range the other cards empty) live once here,
each a sentence for the person who typed it. The work goes to ``holdem``
(numpy grid and sampler) or ``generic`` (every other game).

Method: exact when asked (``exact=True``) or when nothing is said and the
exact work (matchups x boards x players) is at most ``EXACT_BUDGET``; Monte
Carlo with ``trials`` deals (default ``DEFAULT_TRIALS``, fewer in games the
engine values one hand at a time) and the standard error otherwise.
"""

from __future__ import annotations

import secrets
from collections.abc import Sequence
from dataclasses import dataclass

import numpy as np

from ..engine.cards import deck as make_deck
from ..engine.cards import format_cards, parse_cards
from ..engine.games import get_variant
from ..engine.variant import Variant
from .generic import exact_deals, generic_exact, generic_sampled, numpy_valued
from .holdem_exact import _matchups, exact_work, holdem_exact
from .holdem_sampled import holdem_sampled
from .ranges import Range, RangeError, parse_range
from .result import Result

__all__ = [
    "Answer",
    "DEFAULT_TRIALS",
    "EXACT_BUDGET",
    "OddsError",
    "equity",
    "is_holdem",
    "parse_cards_arg",
    "parse_player",
]

EXACT_BUDGET = 8_000_000
"""Hold'em: enumerate when matchups x boards x players is at most this (about a second)."""
EXACT_BUDGET_OMAHA = 2_000_000
"""Games valued with numpy (Omaha, stud and draw with the 52-card deck): enumerate when the
hands an exact answer values are at most this."""
EXACT_BUDGET_GENERIC = 20_000
"""Games the engine values one hand at a time (Manila, short decks, lowball): a smaller budget."""
EXACT_LIMIT = 2_000_000_000
"""``exact=True`` refuses work beyond this (hours): ask for trials instead."""
DEFAULT_TRIALS = 100_000
"""Monte Carlo deals in hold'em and Omaha when none are given: about 0.15 points of error."""
DEFAULT_TRIALS_SLOW = 10_000
"""Monte Carlo deals in games valued one hand at a time by the engine (Manila, short decks)."""


class OddsError(ValueError):
    """Input that names no possible deal: one sentence for the person who typed it."""


def is_holdem(variant: Variant) -> bool:
    """Two hole cards, any five of seven, the 52-card deck, high hands: the numpy grid applies."""
    return (
        variant.hole_cards == 2
        and variant.board_cards == 5
        and variant.hole_used is None
        and variant.deck_size == 52
        and variant.hand_order == "high"
    )


@dataclass(frozen=True)
class Answer:
    """What was asked (players as printed back, board, dead, game) and the result."""

    players: tuple[str, ...]
    board: tuple[int, ...]
    dead: tuple[int, ...]
    variant: str
    result: Result

    def method(self) -> str:
        r = self.result
        if r.exact:
            return f"exact: every deal, {r.deals:,} in all"
        worst = max(r.stderr or (0.0,)) * 100
        return (
            f"Monte Carlo: {r.deals:,} deals, seed {r.seed}, standard error "
            f"{worst:.2f} points at most"
        )


def parse_cards_arg(text: str, what: str, variant: Variant) -> list[int]:
    """Cards for a board or dead list, each in the variant's deck."""
    if not text.strip():
        return []
    try:
        cards = [int(c) for c in parse_cards(text)]
    except ValueError as exc:
        raise OddsError(f"{what} {text!r}: {exc}.") from None
    in_deck = set(map(int, make_deck(variant.deck_size)))
    for c in cards:
        if c not in in_deck:
            raise OddsError(
                f"{what} {text!r}: {format_cards([c])} is not in the "
                f"{variant.deck_size}-card deck of {variant.name}."
            )
    return cards


def parse_player(text: str, variant: Variant) -> Range | tuple[np.ndarray, np.ndarray]:
    """A hold'em range, or for other games a list of hands (``AsKsQdJd, AhAd2c3c:0.5``) or
    ``random``, as an (N, k) hand array and weights."""
    if is_holdem(variant):
        try:
            return parse_range(text)
        except RangeError as exc:
            raise OddsError(str(exc)) from None
    in_deck = set(map(int, make_deck(variant.deck_size)))
    hands: list[list[int]] = []
    weights: list[float] = []
    for item in text.split(","):
        item = item.strip()
        body, colon, w = item.partition(":")
        if body.lower() in ("random", "any", "*"):
            hand: list[int] = []
        else:
            try:
                hand = [int(c) for c in parse_cards(body)]
            except ValueError as exc:
                raise OddsError(f"{item!r} in {text!r} is not a hand: {exc}.") from None
        bad = [c for c in hand if c not in in_deck]
        if bad:
            raise OddsError(
                f"{item!r} in {text!r}: {format_cards(bad[:1])} is not in the "
                f"{variant.deck_size}-card deck of {variant.name}."
            )
        if len(hand) > variant.hole_cards or (
            hand and len(hand) < variant.hole_cards and (variant.board_cards or variant.has_draw)
        ):
            raise OddsError(
                f"{item!r} in {text!r}: a hand of {variant.name} has "
                f"{variant.hole_cards} cards, not {len(hand)}."
            )
        try:
            weight = float(w.rstrip("%")) / (100 if w.endswith("%") else 1) if colon else 1.0
        except ValueError:
            raise OddsError(
                f"{item!r} in {text!r}: {w!r} is not a weight (write 0.5 or 50%)."
            ) from None
        hands.append(hand)
        weights.append(weight)
    sizes = {len(h) for h in hands}
    if len(sizes) > 1:
        raise OddsError(f"{text!r} mixes hands of different sizes; give one list per player.")
    return (
        np.array(hands, dtype=np.intp).reshape(len(hands), sizes.pop()),
        np.array(weights, dtype=np.float64),
    )


def _hands_text(hands: np.ndarray, weights: np.ndarray) -> str:
    parts = []
    for h, w in zip(hands, weights, strict=True):
        t = format_cards(h).replace(" ", "") if len(h) else "random"
        parts.append(t if w == 1.0 else f"{t}:{w:g}")
    return ", ".join(parts)


def equity(
    players: Sequence[str | Range | tuple[np.ndarray, np.ndarray]],
    board: Sequence[int] | str = (),
    dead: Sequence[int] | str = (),
    variant: str | Variant = "nlhe",
    exact: bool | None = None,
    trials: int | None = None,
    seed: int | None = None,
) -> Answer:
    """Each player's win, tie and equity. ``exact=False`` or ``trials`` force Monte Carlo,
    ``exact=True`` forces enumeration; ``seed`` None draws one (the answer names it)."""
    v = get_variant(variant) if isinstance(variant, str) else variant
    if not 2 <= len(players) <= min(10, v.max_players):
        raise OddsError(
            f"{v.name} equity needs 2 to {min(10, v.max_players)} players, not {len(players)}."
        )
    b = (
        parse_cards_arg(board, "the board", v)
        if isinstance(board, str)
        else [int(c) for c in board]
    )
    d = (
        parse_cards_arg(dead, "the dead cards", v)
        if isinstance(dead, str)
        else [int(c) for c in dead]
    )
    if len(b) > v.board_cards:
        raise OddsError(f"{v.name} has a board of at most {v.board_cards} cards, not {len(b)}.")
    if trials is not None and trials < 1:
        raise OddsError(f"trials must be at least 1, not {trials}.")
    parsed = [parse_player(p, v) if isinstance(p, str) else p for p in players]
    seen: dict[int, str] = {}

    def claim(cards: Sequence[int], who: str) -> None:
        for c in cards:
            if c in seen:
                raise OddsError(f"{format_cards([c])} is given twice ({seen[c]} and {who}).")
            seen[c] = who

    claim(b, "the board")
    claim(d, "the dead cards")
    for i, p in enumerate(parsed):
        single = p.single if isinstance(p, Range) else (p[0][0] if len(p[0]) == 1 else None)
        if single is not None:
            claim([int(c) for c in single], f"player {i + 1}")
    known = set(seen)
    work: list[tuple[np.ndarray, np.ndarray]] = []
    printed: list[str] = []
    for i, p in enumerate(parsed):
        if isinstance(p, Range):
            single = p.single
            own = set(single) if single else set()
            r = p.without(known - own)
            if not len(p):
                raise OddsError(
                    f"player {i + 1}'s range is empty: write a hand (AhKh), "
                    "classes (QQ+, AKs) or random."
                )
            if not len(r):
                raise OddsError(
                    f"player {i + 1}'s range {str(p)!r} holds no hand once the board, "
                    "the dead cards and the other hands are taken."
                )
            printed.append(str(r))
            work.append(r.combos())
        else:
            hands, w = p
            own = {int(c) for c in hands[0]} if len(hands) == 1 else set()
            blocked = known - own
            keep = np.array([not (set(map(int, h)) & blocked) for h in hands], dtype=bool)
            keep &= w > 0
            if not keep.any():
                raise OddsError(
                    f"player {i + 1}'s hands {_hands_text(hands, w)!r} are all "
                    "blocked by the board, the dead cards or the other hands."
                )
            printed.append(_hands_text(hands[keep], w[keep]))
            work.append((hands[keep], w[keep]))
    if seed is None:
        seed = secrets.randbits(32)
    try:
        result = _solve(v, work, b, d, exact, trials, seed)
    except ValueError as exc:
        raise OddsError(str(exc).rstrip(".") + ".") from None
    return Answer(tuple(printed), tuple(b), tuple(d), v.code, result)


_RANDOM = (np.zeros((1, 0), dtype=np.intp), np.ones(1))


def _holdem_sampled(
    work: list[tuple[np.ndarray, np.ndarray]],
    board: list[int],
    dead: list[int],
    trials: int,
    seed: int,
) -> Result:
    """Monte Carlo in hold'em. Players holding every live combo at equal weight (``random``)
    are dealt cards like the board, by the shuffle of other games (``generic``), since
    drawing whole matchups until none clashes is slow with many of them. The shuffle's
    answer is the same in law; it is another use of the stream, so it is used only then."""
    known = set(board) | set(dead)
    for combos, _ in work:
        if len(combos) == 1:
            known |= {int(c) for c in combos[0]}
    live = 1326 - sum(51 - i for i in range(len(known)))  # combos of the unknown cards
    randoms = [len(c) == live and bool((w == 1.0).all()) for c, w in work]
    if not any(randoms):
        few = _matchups(work, 200_000)  # small ranges: is there a deal at all?
        if few is not None and not len(few[0]):
            raise OddsError(
                "no deal gives every player a hand of their range without a card twice."
            )
        return holdem_sampled(work, board, dead, trials, seed)
    players = [_RANDOM if r else p for p, r in zip(work, randoms, strict=True)]
    return generic_sampled(get_variant("nlhe"), players, board, dead, trials, seed)


def _solve(
    v: Variant,
    work: list[tuple[np.ndarray, np.ndarray]],
    board: list[int],
    dead: list[int],
    exact: bool | None,
    trials: int | None,
    seed: int,
) -> Result:
    if is_holdem(v):
        cost = exact_work(work, board, dead)
        if exact or (exact is None and trials is None and cost <= EXACT_BUDGET):
            if cost > EXACT_LIMIT:
                raise OddsError(f"an exact answer would value {cost:,.0f} hands; ask for trials.")
            return holdem_exact(work, board, dead, limit=EXACT_LIMIT)
        return _holdem_sampled(work, board, dead, trials or DEFAULT_TRIALS, seed)
    fast = numpy_valued(v)
    deals = exact_deals(v, work, board, dead)
    budget = EXACT_BUDGET_OMAHA if fast else EXACT_BUDGET_GENERIC
    if exact and deals is None:
        raise OddsError(
            "an exact answer needs every hand complete (no random cards to deal); ask for trials."
        )
    if deals is not None and (exact or (exact is None and trials is None and deals <= budget)):
        if deals > EXACT_LIMIT // 100:
            raise OddsError(f"an exact answer would value {deals:,.0f} hands; ask for trials.")
        return generic_exact(v, work, board, dead)
    default = DEFAULT_TRIALS if fast else DEFAULT_TRIALS_SLOW
    return generic_sampled(v, work, board, dead, trials or default, seed)

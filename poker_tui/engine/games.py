"""The registry of games: each one a ``Variant`` value (see variant.py).

``get_variant("nlhe")`` resolves codes and aliases; ``all_variants()`` lists
every registered game once. Every game of 001 is here (Draw §11, Five Card
Stud §12, Seven Card Stud §13, Two and Three Card Manila §14-15, Hold'em §16,
Omaha §17) in each deck 001 §5.1 allows, plus Limit Hold'em (003) and an
ace-to-five lowball draw using the low order of 001 §9.1(k).

001 lets the house post any betting limits for any game (§11.5, §12.5, ...),
so a name may carry a structure: ``stud7/pl``, ``manila3-32/nl``,
``draw/hpl``. Tokens: nl, pl, hpl (half pot), fl (fixed), sl (spread).
A derived game keeps everything else of its base game.
"""

from __future__ import annotations

from dataclasses import replace
from typing import Any, TypedDict

from .kinds import Family, HandOrder, OddChipCards
from .variant import STRUCTURE_TOKENS, Opener, Stakes, Street, Structure, Variant

HOLDEM_STREETS = (
    Street("Preflop", hole_down=2),
    Street("Flop", board=3),
    Street("Turn", board=1, big_bet=True),
    Street("River", board=1, big_bet=True),
)

OMAHA_STREETS = (
    Street("Preflop", hole_down=4),
    Street("Flop", board=3),
    Street("Turn", board=1, big_bet=True),
    Street("River", board=1, big_bet=True),
)


def manila_streets(hole: int) -> tuple[Street, ...]:
    """001 §14.1(d), §15.1(d): the hole cards and the first community card, then one
    community card a round, five betting rounds in all (§14.2-14.4)."""
    return (
        Street("First round", hole_down=hole, board=1),
        Street("Second round", board=1),
        Street("Third round", board=1, big_bet=True),
        Street("Fourth round", board=1, big_bet=True),
        Street("Final round", board=1, big_bet=True),
    )


STUD5_STREETS = (
    # 001 §12.1(c): one down, one up; the lowest up card brings it in (§12.2(a)).
    Street("Second street", hole_down=1, hole_up=1, opener=Opener.BRING_IN),
    Street("Third street", hole_up=1, opener=Opener.HIGH_HAND),
    Street("Fourth street", hole_up=1, big_bet=True, opener=Opener.HIGH_HAND),
    Street("Fifth street", hole_up=1, big_bet=True, opener=Opener.HIGH_HAND),
)

STUD7_STREETS = (
    # 001 §13.1(c): two down, one up; 4th-6th street up (§13.3); the seventh down (§13.4(a)).
    Street("Third street", hole_down=2, hole_up=1, opener=Opener.BRING_IN),
    Street("Fourth street", hole_up=1, opener=Opener.HIGH_HAND),
    Street("Fifth street", hole_up=1, big_bet=True, opener=Opener.HIGH_HAND),
    Street("Sixth street", hole_up=1, big_bet=True, opener=Opener.HIGH_HAND),
    Street("Seventh street", hole_down=1, big_bet=True, opener=Opener.HIGH_HAND),
)

DRAW_STREETS = (
    # 001 §11.1(d): five cards down; §11.3 the draw; §11.4(a) the final round opens
    # left of the last blind. Fixed limit: the big bet after the draw (docs/rules.md).
    Street("Before the draw", hole_down=5),
    Street("After the draw", draw=True, big_bet=True, opener=Opener.LAST_BLIND),
)

GAME_TITLES = {
    "holdem": "Texas Hold'em",
    "omaha": "Omaha",
    "manila2": "Two Card Manila",
    "manila3": "Three Card Manila",
    "stud5": "Five Card Stud",
    "stud7": "Seven Card Stud",
    "draw": "Five Card Draw",
    "lowball": "Ace-to-Five Lowball Draw",
}

MAX_PLAYERS: dict[str, dict[int, int]] = {
    # 001 §5.1: the most players per game and deck.
    "holdem": {52: 10},
    "omaha": {52: 10},
    "manila2": {32: 11},
    "manila3": {36: 9, 32: 7},
    "stud5": {52: 10, 40: 8, 32: 6},
    "stud7": {52: 8, 40: 6, 32: 4},
    "draw": {52: 8, 40: 6, 32: 5},
    "lowball": {52: 8},
}

POKERKIT_CODES: dict[tuple[str, Structure, int], str] = {
    # The games PokerKit's PHH reader knows that are also games of the rule books.
    ("holdem", Structure.NO_LIMIT, 52): "NT",
    ("holdem", Structure.FIXED_LIMIT, 52): "FT",
    ("omaha", Structure.POT_LIMIT, 52): "PO",
    ("stud7", Structure.FIXED_LIMIT, 52): "F7S",
}


def variant_name(game: str, structure: Structure, deck: int) -> str:
    """"Limit Seven Card Stud (40-card deck)": the deck is named when it is not the game's usual one."""
    deck_text = f" ({deck}-card deck)" if deck != next(iter(MAX_PLAYERS[game])) else ""
    return f"{structure.label} {GAME_TITLES[game]}{deck_text}"


def _game(code: str, game: str, streets: tuple[Street, ...], structure: Structure, deck: int = 52,
          aliases: tuple[str, ...] = (), **kw: Any) -> Variant:
    """A registered game: name, player limit, raise cap and PokerKit code follow from the data."""
    kw.setdefault("max_players", MAX_PLAYERS[game][deck])
    kw.setdefault("hand_order", HandOrder.HIGH if deck == 52 else HandOrder.SHORT)
    return Variant(
        code=code,
        name=variant_name(game, structure, deck),
        streets=streets,
        structure=structure,
        deck_size=deck,
        raise_cap=3 if structure.capped else None,
        aliases=aliases,
        pokerkit=POKERKIT_CODES.get((game, structure, deck)),
        game=game,
        **kw,
    )


NLHE = _game(
    "nlhe", "holdem", HOLDEM_STREETS, Structure.NO_LIMIT,
    aliases=("nl-holdem", "holdem", "nlh", "hold-em", "texas-holdem"),
    rules="001 §16, 002, 000",
    description="Two hole cards, five community cards; any five of seven (000, 002, 001 §16).",
)
LHE = _game(
    "lhe", "holdem", HOLDEM_STREETS, Structure.FIXED_LIMIT,
    aliases=("limit-holdem", "fl-holdem", "flhe", "lh", "fixed-limit-holdem"),
    max_players=11, players_rule="003", rules="003, 001 §16",
    description="Hold'em with fixed bets: the small bet on the first two rounds, the big bet"
                " on the turn and river, three raises a round (003, 001 §16.6).",
)

PLO = _game(
    "plo", "omaha", OMAHA_STREETS, Structure.POT_LIMIT,
    aliases=("omaha", "pl-omaha", "pot-limit-omaha"),
    hole_used=2, board_used=3, family=Family.OMAHA, odd_chip_cards=OddChipCards.USED, rules="001 §17",
    description="Four hole cards; the hand is exactly two of them and three of the board"
                " (001 §17.5(d)).",
)

NLO = _game(
    "nlo", "omaha", OMAHA_STREETS, Structure.NO_LIMIT,
    aliases=("nl-omaha", "no-limit-omaha"),
    hole_used=2, board_used=3, family=Family.OMAHA, odd_chip_cards=OddChipCards.USED, rules="001 §17",
    description="Omaha with no limit on bets (001 §17, §17.6(f)).",
)

MANILA2 = _game(
    "manila2", "manila2", manila_streets(2), Structure.FIXED_LIMIT, deck=32,
    aliases=("two-card-manila", "manila"),
    hole_used=2, board_used=3, family=Family.MANILA, rules="001 §14",
    description="32 cards: two hole cards and a community card, one more community card"
                " each round; the hand is both hole cards and three of the board (001 §14).",
)

MANILA3 = _game(
    "manila3", "manila3", manila_streets(3), Structure.FIXED_LIMIT, deck=36,
    aliases=("three-card-manila",),
    hole_used=2, board_used=3, family=Family.MANILA, odd_chip_cards=OddChipCards.USED, rules="001 §15",
    description="36 cards: three hole cards, a community card dealt with them and one each"
                " round; the hand is two hole cards and three of the board (001 §15).",
)
MANILA3_32 = _game(
    "manila3-32", "manila3", manila_streets(3), Structure.FIXED_LIMIT, deck=32,
    aliases=("three-card-manila-32",),
    hole_used=2, board_used=3, family=Family.MANILA, odd_chip_cards=OddChipCards.USED, rules="001 §15",
    description="Three Card Manila with a 32-card deck, seven players at most (001 §5.1(d)).",
)

class _FamilyTraits(TypedDict, total=False):
    """What every game of a family shares (passed to ``_game`` as keywords)."""

    blinds: bool
    bring_in: bool
    over_blind: bool
    family: Family


_STUD: _FamilyTraits = {"blinds": False, "bring_in": True, "family": Family.STUD}

STUD5 = _game("stud5", "stud5", STUD5_STREETS, Structure.FIXED_LIMIT,
              aliases=("five-card-stud", "5cs"), rules="001 §12",
              description="Antes; one card down and four up; the lowest up card brings it in,"
                          " the best hand showing opens later rounds (001 §12).", **_STUD)
STUD5_40 = _game("stud5-40", "stud5", STUD5_STREETS, Structure.FIXED_LIMIT, deck=40,
                 rules="001 §12", description="Five Card Stud with a 40-card deck (5 to ace).",
                 **_STUD)
STUD5_32 = _game("stud5-32", "stud5", STUD5_STREETS, Structure.FIXED_LIMIT, deck=32,
                 rules="001 §12", description="Five Card Stud with a 32-card deck (7 to ace).",
                 **_STUD)

STUD7 = _game("stud7", "stud7", STUD7_STREETS, Structure.FIXED_LIMIT,
              aliases=("stud", "seven-card-stud", "7cs"), rules="001 §13",
              description="Antes; two down, four up, one down; the lowest up card brings it in,"
                          " the best hand showing opens later rounds; a community card when"
                          " the deck runs short (001 §13).", **_STUD)
STUD7_40 = _game("stud7-40", "stud7", STUD7_STREETS, Structure.FIXED_LIMIT, deck=40,
                 rules="001 §13", description="Seven Card Stud with a 40-card deck (5 to ace).",
                 **_STUD)
STUD7_32 = _game("stud7-32", "stud7", STUD7_STREETS, Structure.FIXED_LIMIT, deck=32,
                 rules="001 §13", description="Seven Card Stud with a 32-card deck (7 to ace).",
                 **_STUD)

_DRAW: _FamilyTraits = {"family": Family.DRAW, "over_blind": True}

DRAW = _game("draw", "draw", DRAW_STREETS, Structure.FIXED_LIMIT,
             aliases=("five-card-draw", "5cd", "blind-draw"), rules="001 §11",
             description="Blinds and an optional over-blind; five cards down, one draw,"
                         " betting before and after it (001 §11).", **_DRAW)
DRAW_40 = _game("draw-40", "draw", DRAW_STREETS, Structure.FIXED_LIMIT, deck=40,
                rules="001 §11", description="Five Card Draw with a 40-card deck (5 to ace).",
                **_DRAW)
DRAW_32 = _game("draw-32", "draw", DRAW_STREETS, Structure.FIXED_LIMIT, deck=32,
                rules="001 §11", description="Five Card Draw with a 32-card deck (7 to ace).",
                **_DRAW)
LOWBALL = _game("lowball", "lowball", DRAW_STREETS, Structure.FIXED_LIMIT,
                aliases=("a5-draw", "ace-to-five"), hand_order=HandOrder.LOW, rules="001 §11, §9.1(k)",
                description="Draw played for the lowest hand: ace-to-five, straights and flushes"
                            " do not count (001 §9.1(k), dealt and bet as 001 §11).", **_DRAW)

VARIANTS: dict[str, Variant] = {}


def register(variant: Variant) -> Variant:
    """Add a game to the registry under its code and aliases."""
    for key in (variant.code, *variant.aliases):
        if key in VARIANTS and VARIANTS[key] is not variant:
            raise ValueError(f"variant name {key!r} is taken by {VARIANTS[key].name}")
        VARIANTS[key] = variant
    return variant


for _v in (NLHE, LHE, PLO, NLO, MANILA2, MANILA3, MANILA3_32, STUD5, STUD5_40, STUD5_32, STUD7,
           STUD7_40, STUD7_32, DRAW, DRAW_40, DRAW_32, LOWBALL):
    register(_v)

STRUCTURE_NAMES: dict[str, Structure] = {
    **{tok: s for s, tok in STRUCTURE_TOKENS.items()},
    **{s.value: s for s in Structure},
    "fixed": Structure.FIXED_LIMIT, "limit": Structure.FIXED_LIMIT,
    "spread": Structure.SPREAD_LIMIT, "pot": Structure.POT_LIMIT,
    "half-pot": Structure.HALF_POT_LIMIT, "nolimit": Structure.NO_LIMIT,
}

_DERIVED: dict[str, Variant] = {}


def with_structure(variant: Variant, structure: Structure) -> Variant:
    """The same game under another betting structure (001 §11.5: the house posts the limits).

    A registered game of that game, deck and structure is returned as is
    (``nlhe/fl`` is ``lhe``); otherwise a derived variant coded ``<code>/<token>``.
    """
    if structure == variant.structure:
        return variant
    for v in all_variants():
        if v.game == variant.game and v.deck_size == variant.deck_size and v.structure == structure:
            return v
    code = f"{variant.code.split('/')[0]}/{structure.short}"
    hit = _DERIVED.get(code)
    if hit is None:
        hit = _DERIVED[code] = replace(
            variant, code=code, aliases=(),
            name=variant_name(variant.game, structure, variant.deck_size),
            structure=structure,
            raise_cap=3 if structure.capped else None,
            pokerkit=POKERKIT_CODES.get((variant.game, structure, variant.deck_size)),
            max_players=MAX_PLAYERS[variant.game][variant.deck_size],
            players_rule="001 §5.1",
        )
    return hit


def get_variant(name: str) -> Variant:
    """A game by code or alias, optionally with a structure: ``stud7``, ``stud7/pl``."""
    key = name.strip().lower()
    base, _, struct = key.partition("/")
    v = VARIANTS.get(base)
    if v is None:
        names = ", ".join(v.code for v in all_variants())
        raise ValueError(f"unknown variant {name!r}; choose one of: {names}"
                         " (add /nl, /pl, /hpl, /fl or /sl for another betting structure)")
    if not struct:
        return v
    structure = STRUCTURE_NAMES.get(struct)
    if structure is None:
        raise ValueError(f"unknown betting structure {struct!r} in {name!r}; use one of"
                         " nl (no limit), pl (pot limit), hpl (half-pot limit), fl (fixed limit),"
                         " sl (spread limit)")
    return with_structure(v, structure)


def all_variants() -> list[Variant]:
    """Each registered game once, in registry order (derived structures not included)."""
    seen: dict[str, Variant] = {}
    for v in VARIANTS.values():
        seen.setdefault(v.code, v)
    return list(seen.values())


def every_structure() -> list[Variant]:
    """Every registered game under every betting structure: what the invariant tests sweep."""
    out: list[Variant] = []
    for v in all_variants():
        for s in Structure:
            w = with_structure(v, s)
            if w not in out:
                out.append(w)
    return out


def default_stakes(variant: Variant, unit: int | None = None) -> Stakes:
    """Sensible stakes in whole chips, from one number: the big blind (the small bet in stud).

    Blind games post half and one big blind; fixed-limit games bet one big blind
    early and two late (003's blind schedule: the blinds are half and one small
    bet); spread limit allows bets up to five big blinds. Stud has no blinds: an
    ante of a tenth and a bring-in of about a third of the small bet, which stays
    below the small bet as PokerKit requires. ``big_blind`` is set to the small
    bet in stud so that "big blinds" measure stacks in every game.
    """
    if not variant.blinds:
        u = max(3, unit or 10)
        fixed = variant.structure == Structure.FIXED_LIMIT
        return Stakes(0, u, ante=max(1, u // 10), bring_in=max(1, u // 3),
                      small_bet=u if fixed else 0, big_bet=2 * u if fixed else 0,
                      spread_max=5 * u if variant.structure == Structure.SPREAD_LIMIT else 0)
    u = max(2, unit or 2)
    if variant.structure == Structure.FIXED_LIMIT:
        return Stakes(u // 2, u, small_bet=u, big_bet=2 * u)
    if variant.structure == Structure.SPREAD_LIMIT:
        return Stakes(u // 2, u, spread_max=5 * u)
    return Stakes(u // 2, u)

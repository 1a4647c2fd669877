"""The registry of games: each one a ``Variant`` value (see variant.py).

``get_variant("nlhe")`` resolves codes and aliases; ``VARIANTS`` lists them all.
"""

from __future__ import annotations

from .variant import Street, Structure, Variant

HOLDEM_STREETS = (
    Street("Preflop", hole_down=2),
    Street("Flop", board=3),
    Street("Turn", board=1, big_bet=True),
    Street("River", board=1, big_bet=True),
)

NLHE = Variant(
    code="nlhe",
    name="No-Limit Texas Hold'em",
    streets=HOLDEM_STREETS,
    structure=Structure.NO_LIMIT,
    max_players=10,
    aliases=("nl-holdem", "holdem", "nlh"),
    pokerkit="NT",
    description="Two hole cards, five community cards; any five of seven (000, 002).",
)

VARIANTS: dict[str, Variant] = {}


def register(variant: Variant) -> Variant:
    """Add a game to the registry under its code and aliases."""
    for key in (variant.code, *variant.aliases):
        if key in VARIANTS and VARIANTS[key] is not variant:
            raise ValueError(f"variant name {key!r} is taken by {VARIANTS[key].name}")
        VARIANTS[key] = variant
    return variant


register(NLHE)


def get_variant(name: str) -> Variant:
    try:
        return VARIANTS[name.lower()]
    except KeyError:
        names = ", ".join(sorted({v.code for v in VARIANTS.values()}))
        raise ValueError(f"unknown variant {name!r}; choose one of: {names}") from None


def all_variants() -> list[Variant]:
    """Each game once, in registry order."""
    seen: dict[str, Variant] = {}
    for v in VARIANTS.values():
        seen.setdefault(v.code, v)
    return list(seen.values())

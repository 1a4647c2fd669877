"""The house rules in force, in words, and where the project's rules document is."""

from __future__ import annotations

from importlib import resources
from pathlib import Path

from ..engine.house_rules import OPTIONS, PROFILES, HouseRules, changed_options
from ..engine.variant import Structure, Variant


def house_summary(house: HouseRules, variant: Variant | None = None) -> str:
    """A short Markdown list of the rules a player meets at this table."""
    lines: list[str] = []
    if variant is not None:
        lines.append(f"**{variant.name}** ({variant.structure.value})"
                     + (f": {variant.description}" if variant.description else ""))
        if variant.structure == Structure.FIXED_LIMIT and variant.raise_cap:
            lines.append(f"- At most {variant.raise_cap} raises a round, except head to head"
                         " (001 §11.5(g)).")
        if variant.structure == Structure.POT_LIMIT:
            lines.append("- Pot limit: the call is added to the pot before the largest raise is"
                         " worked out (001 §11.5(e)).")
    from .choices import HOUSE_LABELS

    lines.append(f"\n**House rules: {HOUSE_LABELS.get(house.name, house.name)}**\n")
    labels = {f: label for f, label, _ in OPTIONS}
    changed = [f"{labels[f]}: **{c}**" for f, c in changed_options(house, PROFILES.get(house.name, house))
               if f != "straddle_allowed"]  # the straddle is the table's stakes, said below
    if changed:
        lines.append(f"- Options changed for this table ({len(changed)}): " + "; ".join(changed) + ".")
    if house.short_raise == "minimum":
        lines.append("- A declared raise below the minimum becomes the minimum raise"
                     " (002 §3.5.1).")
    else:
        lines.append("- A declared raise below the minimum is refused.")
    if house.over_stake == "all-in":
        lines.append("- A declared raise above your stake plays as all-in (002 §3.5.1(b)).")
    else:
        lines.append("- A declared raise above your stake is refused, naming the all-in amount.")
    if house.short_allins == "cumulative":
        lines.append("- Short all-ins that together make a full raise reopen the betting for a"
                     " player facing at least a full raise (TDA).")
    if not house.heads_up_button_small_blind:
        lines.append("- Heads-up, the player left of the button posts the small blind: no"
                     " heads-up exception (001 §16.1(c)).")
    if house.burn_cards:
        lines.append("- Stud: burn cards count when the deck runs short; a community card only"
                     " when even the burns are too few (001 §12.4(a), §13.4(a)).")
    if not house.over_blind_counts_to_cap:
        lines.append("- Draw: the over-blind does not count toward the raise cap (001 §11.5(g)).")
    if house.allin_reopen_share >= 1:
        lines.append("- An all-in that is less than a full raise does not reopen the betting for"
                     " players who already acted (002 §3.19.3).")
    else:
        lines.append(f"- An all-in of at least {house.allin_reopen_share} of a raise counts as a"
                     " raise and reopens the betting (000 §3.14.3).")
    if house.odd_chip == "high-suit":
        lines.append("- Odd chips of a split pot go to the highest card by suit, spades first"
                     " (001).")
    else:
        lines.append("- Odd chips of a split pot go to the first winner left of the button"
                     " (002 §4.5).")
    if house.odd_chips_to_one:
        lines.append("- All the odd chips go to that one winner (001).")
    if not house.half_bet_rule:
        lines.append("- Fixed limit: an all-in short of a full bet is never a bet or raise"
                     " (no half-bet rule, 001 §10.2).")
    if house.all_in_face_up:
        lines.append("- All-in hands are turned face up before the board is run out (TDA).")
    if house.rake_percent:
        cap = f", at most {house.rake_cap} a hand" if house.rake_cap else ""
        lines.append(f"- Rake: {float(house.rake_percent) * 100:g}% of each pot{cap}; none on"
                     " uncalled bets.")
    else:
        lines.append("- No rake.")
    if house.rake_percent or house.rake_per_hand_fee:
        for on, words in ((house.no_rake_blinds_only, "a pot of blinds only (001 §8.6)"),
                          (house.no_rake_two_way_split, "a split nobody else fed (001 §8.8)"),
                          (house.no_flop_no_drop, "a hand that ends before the flop")):
            if on:
                lines.append(f"- No rake on {words}.")
    if house.rake_per_hand_fee:
        lines.append(f"- A fee of {house.rake_per_hand_fee} a hand.")
    lines.append("- Straddles are " + ("allowed (002 §3.10)." if house.straddle_allowed
                                         else "not played."))
    lines.append("- At showdown the last aggressor shows first; losing hands are "
                 + ("mucked" if house.auto_muck else "shown") + " (002 §3.18.2).")
    lines.append("- Uncalled bets go back to the bettor and are never raked (002 §4.3).")
    return "\n".join(lines)


def rules_path() -> Path | None:
    """Where docs/rules.md is: in the installed package, or in the source tree; None if absent."""
    try:
        doc = resources.files("poker_tui").joinpath("docs/rules.md")
        if doc.is_file():
            return Path(str(doc))
    except (FileNotFoundError, ModuleNotFoundError, OSError):
        pass
    here = Path(__file__).resolve()
    for parent in here.parents[1:4]:
        candidate = parent / "docs" / "rules.md"
        if candidate.is_file():
            return candidate
    return None


def rules_document() -> str | None:
    """docs/rules.md, the rules with their rule-book numbers for readers of the code."""
    path = rules_path()
    try:
        return path.read_text(encoding="utf-8") if path is not None else None
    except OSError:
        return None

"""The help screen's pages for players: the hand rankings of the game in play and a glossary.

Why a module of its own: the words are data a test can read without a screen,
and the help screen only lays them out. docs/rules.md stays the reference for
readers of the code, with the rule-book numbers; these pages say the same
things in a player's words.
"""

from __future__ import annotations

from ..engine.variant import Variant

RANKS = "23456789TJQKA"

HIGH = (
    ("Straight flush", "five in sequence, one suit", "9♠ 8♠ 7♠ 6♠ 5♠"),
    ("Four of a kind", "four of one rank", "Q♠ Q♥ Q♦ Q♣ 4♥"),
    ("Full house", "three of one rank and two of another", "J♠ J♥ J♦ 5♣ 5♥"),
    ("Flush", "five of one suit", "A♦ J♦ 8♦ 6♦ 2♦"),
    ("Straight", "five in sequence", "T♣ 9♦ 8♥ 7♠ 6♦"),
    ("Three of a kind", "three of one rank", "7♣ 7♦ 7♥ K♠ 2♥"),
    ("Two pair", "two pairs", "K♠ K♥ 4♦ 4♣ 9♥"),
    ("Pair", "two of one rank", "A♥ A♣ Q♦ 8♠ 3♥"),
    ("High card", "none of the above: the highest card plays", "A♠ J♦ 8♣ 5♥ 3♠"),
)
"""Every hand of the usual order, best first, with an example."""

GLOSSARY = (
    ("All-in", "every chip you have is in the pot; you can win only what others matched"),
    ("Ante", "a small forced bet from every player before the deal"),
    ("BB", "big blinds: amounts counted in big blinds (B at the table switches chips and BB)"),
    ("Big blind", "the larger forced bet, posted two seats left of the button"),
    (
        "Bring-in",
        "in stud, the forced opening bet of the player showing the lowest card;"
        " that player may instead open for a full bet",
    ),
    ("Burn card", "a card dealt face down to nobody before a street"),
    (
        "Button",
        "the dealer's position; it moves one seat left every hand and acts last after"
        " the first round",
    ),
    ("Call", "put in as much as the bet you face"),
    ("Cap", "in fixed limit, the most raises allowed in one betting round"),
    ("Check", "pass without betting, when nobody has bet"),
    (
        "Coach",
        "O at the table: your equity against random hands and against each opponent's"
        " likely hands, read from what it did this hand (a first raise keeps the top 12 to 60%"
        " of hands, fewer the more players are behind; a re-raise the top 9%; a call the"
        " middle; after the flop a bet keeps the hands that hit, a raise the strongest; a"
        " check drops a little of the top). A model of a typical player, not a read of"
        " this one; ranges are read in hold'em only, other games count random hands",
    ),
    (
        "Dead blind",
        "a blind paid by a player coming back after missing blinds: it goes into"
        " the pot and does not count toward calling",
    ),
    (
        "Equity",
        "your share of the pot if the hand were played out many times: a call pays when"
        " your equity is above what the call needs, call / (pot + call)",
    ),
    ("Fixed limit", "every bet and raise is one set size (the small bet, then the big bet)"),
    ("Fold", "give up the hand and any chips already in the pot"),
    (
        "Fold equity",
        "how often a bet must make everyone fold to pay, given your equity when called",
    ),
    ("Hot seat", "several humans share one keyboard; the screen hides the cards between turns"),
    ("Kicker", "the highest card beside a pair or set, which breaks a tie"),
    ("Muck", "throw a hand away without showing it"),
    ("No limit", "any bet from the minimum up to all your chips"),
    (
        "Odd chip",
        "a chip that cannot be split evenly between winners; the house rules say who gets it",
    ),
    ("Outs", "the cards still to come that take your hand from behind to ahead"),
    (
        "Over-blind",
        "in draw, the player left of the big blind may post a double blind before"
        " the deal; it plays like a straddle",
    ),
    ("Pot limit", "a bet or raise may be at most the size of the pot, counted after your call"),
    ("Pot odds", "the pot against the price of a call: 30 to win 90 is 3 to 1, needing 25%"),
    ("Rake", "the house's share of a pot"),
    (
        "Raise",
        "bet more than the bet you face; the raise must be at least the last full bet or raise",
    ),
    ("Range", "the hands a player may hold, given what they did"),
    (
        "Review",
        "with Review on in the settings, after each hand a line per decision of yours: your"
        " equity against each opponent's range as estimated from their actions, the price,"
        " the big blinds of estimated EV given up and a verdict (best, correct, inaccuracy,"
        " mistake, blunder). A model, not a solver; `poker-tui history review` reviews a saved"
        " game",
    ),
    ("Showdown", "after the last betting round, the hands still in are shown and the best wins"),
    ("Side pot", "a pot only some players can win, formed when a player is all-in for less"),
    ("Sit out", "skip hands while keeping your seat (S); you post the missed blinds on return"),
    ("Small blind", "the smaller forced bet, posted left of the button"),
    (
        "Straddle",
        "a voluntary blind of twice the big blind, posted before the deal; the"
        " straddler acts last in the first round",
    ),
    (
        "VPIP",
        "voluntarily put money in the pot: how often a player calls or raises before the"
        " flop, a measure of how loose they play",
    ),
    ("Wheel", "the lowest straight, 5-4-3-2-A; in ace-to-five low, the best hand"),
)
"""Words a player meets at the table and in the lab, in alphabetical order."""


def lowest_rank(deck_size: int) -> str:
    """The deck's lowest rank: 2 in 52 cards, 6 in 36, 7 in 32 (four suits each)."""
    return RANKS[13 - deck_size // 4]


def rankings_markdown(variant: Variant | None) -> str:
    """The hand rankings of ``variant`` (the usual order when there is none), best first."""
    order = str(variant.hand_order.value) if variant is not None else "high"
    name = variant.name if variant is not None else "Most games"
    if order == "low":
        return "\n".join(
            [
                f"**{name}**: ace-to-five low. The lowest hand wins; aces are low, and straights"
                " and flushes do not count against a hand.\n",
                "1. **5-4-3-2-A** (the wheel), the best hand",
                "2. **6-4-3-2-A**, then 6-5-3-2-A ... up to 6-5-4-3-2",
                "3. Then 7-high hands, 8-high hands, and so on: compare the highest card first,"
                " then the next",
                "4. Any hand with no pair beats any hand with a pair; a pair beats two pair",
                "",
                "Example: 7-5-4-3-2 beats 7-6-3-2-A, because 5 is lower than 6.",
            ]
        )
    rows = list(HIGH)
    lines = [f"**{name}**: the highest hand wins. Best first:\n"]
    if order == "short":
        low = lowest_rank(variant.deck_size) if variant is not None else "6"
        flush, full = rows.index(HIGH[3]), rows.index(HIGH[2])
        rows[flush], rows[full] = rows[full], rows[flush]
        lines[0] = (
            f"**{name}**: the highest hand wins; with fewer cards a flush is harder"
            " to make, so **a flush beats a full house**. Best first:\n"
        )
    examples = variant is None or variant.deck_size == 52  # the examples hold low cards
    for i, (hand, words, example) in enumerate(rows, 1):
        lines.append(f"{i}. **{hand}**: {words}" + (f" ({example})" if examples else ""))
    lines.append("")
    if order == "short":
        lines.append(
            f"The deck's lowest rank is {low}; the ace plays high, or below the {low}"
            f" in the lowest straight (for example {_low_straight(low)})."
        )
    else:
        lines.append("The ace plays high, or low in the lowest straight, 5-4-3-2-A.")
    lines.append(
        "Equal hands compare their cards from the highest down; suits never break a"
        " tie, so equal hands split the pot."
    )
    return "\n".join(lines)


def _low_straight(low: str) -> str:
    i = RANKS.index(low)
    return "-".join(reversed(RANKS[i : i + 4])) + "-A"


def glossary_markdown() -> str:
    return "\n".join(f"- **{word}**: {meaning}." for word, meaning in GLOSSARY)

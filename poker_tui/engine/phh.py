"""Export a finished hand as PHH, the TOML hand-history format PokerKit reads.

PHH numbers players p1..pn starting left of the button (p1 posts the small
blind, pn holds the button), except heads-up, where PokerKit puts the big
blind first and the button second (its reversed heads-up seats; see
docs/rules.md). Every hand shown at showdown gets an ``sm`` line with its
cards and every mucked one an empty ``sm``, so a replay can award the pots.

PokerKit's PHH reader knows four games of the rule books: No-Limit and
Fixed-Limit Hold'em (NT, FT), Pot-Limit Omaha (PO) and Fixed-Limit Seven Card
Stud (F7S). It has no five-card draw for high (its draw games are deuce-to-
seven and badugi), no Manila, no Five Card Stud and no short decks of 001, so
those games cannot be exported. Where PokerKit plays a rule differently
(docs/rules.md, "PokerKit"), ``pokerkit_deviation`` names the first
place a hand depends on it; ``to_phh`` still writes the hand, with that
sentence as a comment, since it is a faithful record of what happened.
"""

from __future__ import annotations

from .actions import ActionKind
from .cards import format_cards
from .hand import Hand
from .kinds import LogKind, Phase, ShortAllIns
from .variant import Opener, Structure, Variant

POKERKIT_MAX_BETS = 4
"""PokerKit caps a fixed-limit round at four completions, bets or raises, head to head too."""


def phh_order(hand: Hand) -> list[int]:
    """Hand player indices in PHH order (p1 first)."""
    n, b = hand.n, hand.button
    if n == 2:
        return [(b + 1) % 2, b]
    return [(b + 1 + i) % n for i in range(n)]


def _cards(cards: list[int] | tuple[int, ...]) -> str:
    return format_cards(cards).replace(" ", "")


def to_phh(hand: Hand, *, hand_id: str | int | None = None) -> str:
    """The hand as PHH text. The hand must be over."""
    if not hand.over:
        raise ValueError("only a finished hand can be exported")
    v, st = hand.variant, hand.stakes
    if v.pokerkit is None:
        raise ValueError(f"PokerKit has no PHH game matching {v.name}, so it cannot be exported"
                         " (PokerKit knows No-Limit and Limit Hold'em, Pot-Limit Omaha and Limit"
                         " Seven Card Stud of the rule books)")
    order = phh_order(hand)
    pnum = {p: i + 1 for i, p in enumerate(order)}
    n = hand.n
    start = hand.start
    words, deviation = _walk(hand, pnum)
    lines: list[str] = []
    add = lines.append
    if deviation:
        add(f"# PokerKit would not replay this hand to the same stacks: {deviation}")
    add(f"variant = '{v.pokerkit}'")
    add("ante_trimming_status = false")
    antes = [st.ante] * n
    if st.big_blind_ante and v.blinds:
        antes[1] += st.big_blind_ante  # PHH's p2 posts the big blind (heads-up too)
    add(f"antes = [{', '.join(map(str, antes))}]")
    if v.blinds:
        blinds = [0] * n
        if n == 2:
            blinds = [st.small_blind, st.big_blind]  # PokerKit reverses heads-up seats itself
        else:
            blinds[0], blinds[1] = st.small_blind, st.big_blind
            if hand.straddle_player >= 0:
                blinds[2] = st.straddle
        add(f"blinds_or_straddles = [{', '.join(map(str, blinds))}]")
    if v.bring_in:
        add(f"bring_in = {st.bring_in}")
    if v.structure == Structure.FIXED_LIMIT:
        add(f"small_bet = {st.fixed_bet(False)}")
        add(f"big_bet = {st.fixed_bet(True)}")
    else:
        add(f"min_bet = {st.min_bet}")
    add(f"starting_stacks = [{', '.join(str(start.stacks[p]) for p in order)}]")
    add("actions = [")
    for a in words:
        add(f"  '{a}',")
    add("]")
    if hand.names:
        add("players = [" + ", ".join(_toml_str(hand.names[p]) for p in order) + "]")
    add(f"finishing_stacks = [{', '.join(str(hand.stacks[p]) for p in order)}]")
    if hand_id is not None:
        add(f"hand = {_toml_str(str(hand_id))}")
    return "\n".join(lines) + "\n"


def phh_refusal(variant: Variant) -> str | None:
    """Why this game's hands cannot be written as PHH (the start of a sentence), or None.

    One wording for every command that writes PHH (``sim --phh-dir``, ``history export``),
    each adding what to do instead.
    """
    if variant.pokerkit is None:
        return (f"PHH hand histories exist only for games PokerKit plays, and {variant.name}"
                " is not one of them")
    return None


def _toml_str(s: str) -> str:
    return '"' + s.replace("\\", "\\\\").replace('"', '\\"') + '"'


def pokerkit_deviation(hand: Hand) -> str | None:
    """Why PokerKit would replay this finished hand differently, or None when it will not.

    The rule books and PokerKit part ways in a few places (docs/rules.md):
    no rake in a replay; odd chips all to the first winner in PHH order; at most
    four bets a fixed-limit round even head to head; a raise after a short all-in
    is always a full bet over it (no 001 §10.2 completion); a player who acted may
    not raise after all-ins that add up to less than a full raise; in stud, ties for
    the best hand showing go to the first seat rather than the highest suit, and an
    all-in low card still "brings in"; and no stud community card.
    """
    if hand.variant.pokerkit is None:
        return f"PokerKit has no PHH game matching {hand.variant.name}"
    order = phh_order(hand)
    return _walk(hand, {p: i + 1 for i, p in enumerate(order)})[1]


class _PokerKitBetting:
    """PokerKit's betting bookkeeping for one round, to spot where it would refuse ours."""

    def __init__(self, h: Hand) -> None:
        self.max_bets = max(h.bets)
        self.cbr_amount = 0  # the largest completion/bet/raise increment this round
        self.count = 0
        self.completion = bool(h.variant.bring_in and h.street == 0 and h.stakes.bring_in > 0)
        self.acted: set[int] = set()
        self.shorts: list[int] = []
        self.street_min = h.round_opening_raise()

    def check(self, h: Hand, p: int, kind: ActionKind, x: int) -> str | None:
        if kind in (ActionKind.CHECK, ActionKind.CALL):
            self.acted.add(p)
        elif kind == ActionKind.BRING_IN:
            self.acted.add(p)
            self.max_bets = max(self.max_bets, min(h.stakes.bring_in, h.stacks[p]) + h.bets[p])
        elif kind == ActionKind.RAISE:
            fixed = h.variant.structure == Structure.FIXED_LIMIT
            if fixed and self.count >= POKERKIT_MAX_BETS:
                return ("PokerKit allows four bets and raises a fixed-limit round even head to"
                        " head; 001 §11.5(g) lifts the cap head to head")
            if not any(q != p and not h.folded[q] and h.stacks[q] + h.bets[q] > self.max_bets
                       for q in range(h.n)):
                return ("PokerKit allows no raise that no other player could call; this engine"
                        " lets it stand and returns the uncalled part (002 §4.3)")
            if self.shorts and sum(self.shorts) < self.cbr_amount and p in self.acted:
                if h.house.short_allins == ShortAllIns.CUMULATIVE:
                    return ("PokerKit lets no player who acted raise after these short all-ins;"
                            " this house (TDA) lets short all-ins add up to a full raise")
                return ("PokerKit lets no player who acted raise after short all-ins; this house"
                        " counts an all-in of half a raise as a raise")
            all_in = h.stacks[p] + h.bets[p]
            low = max(self.cbr_amount, self.street_min) + (0 if self.completion else self.max_bets)
            low = min(low, all_in)
            if x < low or (fixed and x > low):
                return (f"PokerKit would raise to {low} here, not {x}: it has no 001 §10.2"
                        " completion after a short all-in")
            inc = x - self.max_bets
            if inc >= self.cbr_amount:
                self.acted = {p}
            else:
                self.acted.add(p)
            self.cbr_amount = max(self.cbr_amount, inc)
            self.count += 1
            self.completion = False
            if x == all_in:
                self.shorts.append(inc)
            else:
                self.shorts.clear()
            if sum(self.shorts) >= self.cbr_amount:
                self.shorts.clear()
            self.max_bets = max(self.max_bets, x)
        return None


def _pokerkit_stud_opener(h: Hand, pnum: dict[int, int]) -> int:
    """Who PokerKit would have open this stud round: the lowest up card (all-in players
    too) or the best rank pattern showing with ties to the first PHH seat, then the
    first player from there who has chips."""
    from .stud import showing_strength, up_cards

    live = sorted((p for p in range(h.n) if not h.folded[p]), key=pnum.__getitem__)
    if h.variant.streets[h.street].opener == Opener.BRING_IN:
        first = min(live, key=lambda p: min(up_cards(h, p)))
    else:
        first = max(live, key=lambda p: (showing_strength(up_cards(h, p)), -pnum[p]))
    for i in range(h.n):
        q = (first + i) % h.n
        if not h.folded[q] and h.stacks[q] > 0:
            return q
    return first


def _walk(hand: Hand, pnum: dict[int, int]) -> tuple[list[str], str | None]:
    """Replay the hand from its start, writing each deal and action in PHH words, and
    noting the first place PokerKit would play it differently."""
    from .events import BoardDealt, CardsDealt, CardsDrawn, HandMucked, HandShown
    from .hand import Hand as _Hand

    start = hand.start
    h = _Hand(start.variant, start.stakes, start.stacks, start.button, house=start.house,
              deck=start.deck, record=True, posts=start.posts)
    stud = h.variant.up_cards > 0  # cards dealt face up: stud
    out: list[str] = []
    deviation: str | None = None
    seen = 0

    def flush_events() -> None:
        nonlocal seen, deviation
        events = h.events or []
        for e in events[seen:]:
            if isinstance(e, CardsDealt):
                out.append(f"d dh p{pnum[e.player]} {_cards(e.cards)}")
            elif isinstance(e, BoardDealt):
                out.append(f"d db {_cards(e.cards)}")
                if stud and deviation is None:
                    deviation = ("the deck ran short and a community card was dealt (001 §13.4(a));"
                                 " PokerKit's stud has no community card")
            elif isinstance(e, CardsDrawn):
                out.append(f"d dh p{pnum[e.player]} {_cards(e.drawn)}" if e.drawn else "")
            elif isinstance(e, HandShown):
                out.append(f"p{pnum[e.player]} sm {_cards(e.cards)}")
            elif isinstance(e, HandMucked):
                out.append(f"p{pnum[e.player]} sm")
        seen = len(events)

    flush_events()
    if h.variant.blinds and any(kind == LogKind.BIG_BLIND and amount < h.stakes.big_blind
                                for _, _, kind, amount in h.log):
        deviation = ("the big blind was all-in for less than a big blind: this engine keeps the"
                     " bet to call at the full big blind (docs/rules.md), PokerKit at the chips"
                     " posted")
    if h.n == 2 and h.variant.blinds and not h.house.heads_up_button_small_blind:
        deviation = ("heads-up, the player left of the button posted the small blind and the button"
                     " the big blind, as at a full table (001 §16.1(c)); PokerKit has the button"
                     " post the small blind")
    if start.posts and deviation is None:
        deviation = ("a returning player posted missed blinds (003, 002 §5.7.3): PHH's"
                     " blinds_or_straddles has no blind out of position and no dead small blind")
    betting: _PokerKitBetting | None = None
    round_key = None
    for p, action in hand.actions:
        k = action.kind
        if h.phase == Phase.STRADDLE:  # a choice before the deal: blinds_or_straddles says it
            h.apply(action)
            flush_events()
            continue
        if h.phase == Phase.BET and (h.street, h.phase) != round_key:
            round_key = (h.street, h.phase)
            betting = _PokerKitBetting(h)
            if stud and deviation is None and _pokerkit_stud_opener(h, pnum) != h.to_act:
                deviation = ("PokerKit would have another player open this round: it breaks ties"
                             " for the best hand showing by seat, not by the highest suit (001"
                             " §13.3(b)), and lets an all-in low card bring it in (001 §19.17)")
        if betting is not None and deviation is None and h.phase == Phase.BET:
            deviation = betting.check(h, p, k, action.amount)
        if k == ActionKind.FOLD:
            out.append(f"p{pnum[p]} f")
        elif k in (ActionKind.CHECK, ActionKind.CALL):
            out.append(f"p{pnum[p]} cc")
        elif k == ActionKind.RAISE:
            out.append(f"p{pnum[p]} cbr {action.amount}")
        elif k == ActionKind.BRING_IN:
            out.append(f"p{pnum[p]} pb")
        elif k == ActionKind.DRAW:
            out.append(f"p{pnum[p]} sd {_cards(action.cards)}" if action.cards else f"p{pnum[p]} sd")
        h.apply(action)
        flush_events()
    if deviation is None:
        deviation = _settlement_deviation(hand, pnum)
    return [a for a in out if a], deviation


def _settlement_deviation(hand: Hand, pnum: dict[int, int]) -> str | None:
    if hand.rake:
        return f"the house raked {hand.rake}; a PHH replay in PokerKit takes no rake"
    if _pokerkit_stacks(hand, pnum) != hand.stacks:
        return ("PokerKit settles split pots otherwise: it merges pots whose remaining players"
                " are the same once hands are mucked, and gives every odd chip to the first"
                " winner in PHH order (002 §4.5, 001 §11.4(d) split pot by pot)")
    return None


def _pokerkit_stacks(hand: Hand, pnum: dict[int, int]) -> list[int]:
    """The finishing stacks PokerKit's pot building and chip pushing would produce."""
    n = hand.n
    ante = hand.stakes.ante
    antes = [min(ante, hand.start.stacks[p]) for p in range(n)]
    bb_ante = sum(a for _, p, k, a in hand.log if k == "big blind ante" and p == hand.bb_player)
    if bb_ante:
        antes[hand.bb_player] += bb_ante
    contributions = [hand.contrib[p] - antes[p] for p in range(n)]
    if hand.live_count == 1:
        in_hand = {hand.folded.index(False)}
    else:
        in_hand = set(hand.shown)
    amount = sum(antes)
    previous = 0
    pots: list[tuple[int, tuple[int, ...]]] = []
    for level in sorted(set(contributions)):
        amount += sum(level - previous for c in contributions if c >= level)
        eligible = tuple(p for p in sorted(range(n), key=pnum.__getitem__)
                         if contributions[p] >= level and p in in_hand)
        while pots and pots[-1][1] == eligible:
            amount += pots.pop()[0]
        if amount:
            pots.append((amount, eligible))
        amount = 0
        previous = level
    stacks = [hand.start.stacks[p] - hand.contrib[p] for p in range(n)]
    for amount, eligible in pots:
        if not eligible:
            continue
        if len(eligible) == 1:
            stacks[eligible[0]] += amount
            continue
        best = max(hand.shown[p] for p in eligible)
        winners = [p for p in eligible if hand.shown[p] == best]
        q, r = divmod(amount, len(winners))
        for p in winners:
            stacks[p] += q
        stacks[winners[0]] += r
    return stacks

"""Hand values: 001 §9.1 (52 cards), §9.2-9.3 (short decks), §9.1(k) (low), §14-17 (which cards).

The evaluator is table-driven; these tests check it against an independent,
obviously-correct reference written from the rule text, against every
5-card hand, and against treys/eval7 where installed.
"""

from __future__ import annotations

import ast
import pickle
import random
import subprocess
import sys
from collections import Counter
from itertools import combinations, combinations_with_replacement
from math import comb
from pathlib import Path

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from poker_tui.engine.cards import CARDS, Card, deck, parse_cards
from poker_tui.engine.evaluator import (
    CATEGORIES,
    RANK_KEYS,
    HandValue,
    best_cards,
    best_of,
    describe,
    evaluate,
    evaluate_low,
    evaluate_short,
    value_table,
)
from poker_tui.engine.hand_value import value_object

from .conftest import examples

# ---------------------------------------------------------------- reference


def ref_high(cards: tuple[int, ...], low: int = 0, short: bool = False) -> tuple:
    """A 5-card hand's strength straight from 001 §9.1 / §9.3: (category strength, tie-break)."""
    ranks = sorted((c >> 2 for c in cards), reverse=True)
    flush = len({c & 3 for c in cards}) == 1
    counts = Counter(ranks)
    groups = sorted(counts.items(), key=lambda rc: (rc[1], rc[0]), reverse=True)
    shape = tuple(n for _, n in groups)
    high = None
    if len(counts) == 5:
        if ranks[0] - ranks[4] == 4:
            high = ranks[0]
        elif set(ranks) == {12, low, low + 1, low + 2, low + 3}:  # ace plays low
            high = low + 3
    if high is not None and flush:
        cat = 8
    elif shape == (4, 1):
        cat = 7
    elif shape == (3, 2):
        cat = 6
    elif flush:
        cat = 5
    elif high is not None:
        cat = 4
    elif shape == (3, 1, 1):
        cat = 3
    elif shape == (2, 2, 1):
        cat = 2
    elif shape == (2, 1, 1, 1):
        cat = 1
    else:
        cat = 0
    strength = {5: 6, 6: 5}.get(cat, cat) if short else cat  # 001 §9.3: flush over full house
    tie = (high,) if high is not None else tuple(r for r, _ in groups)
    return strength, tie


LOW_SHAPES = [(1, 1, 1, 1, 1), (2, 1, 1, 1), (2, 2, 1), (3, 1, 1), (3, 2), (4, 1)]


def ref_low(cards: tuple[int, ...]) -> tuple:
    """001 §9.1(k) ace-to-five: a key where GREATER is the better low."""
    lows = [((c >> 2) + 1) % 13 for c in cards]  # ace lowest
    counts = Counter(lows)
    groups = sorted(counts.items(), key=lambda rc: (rc[1], rc[0]), reverse=True)
    badness = (LOW_SHAPES.index(tuple(n for _, n in groups)), tuple(r for r, _ in groups))
    return (-badness[0], tuple(-r for r in badness[1]))


def sign(x: int) -> int:
    return (x > 0) - (x < 0)


def h(text: str) -> list[Card]:
    return parse_cards(text)


# ---------------------------------------------------------------- all 5-card hands

ALL_FIVE_ON_ONE_WORKER = pytest.mark.xdist_group("all_five")
"""The tests of every five-card hand share one worker, so its 2.6 million hands are evaluated
once (``--dist loadgroup``), not once on each."""


@pytest.fixture(scope="module")
def all_five() -> list[HandValue]:
    return list(map(evaluate, combinations(range(52), 5)))


@ALL_FIVE_ON_ONE_WORKER
def test_all_five_card_hands_category_counts_001_9_1(all_five: list[HandValue]) -> None:
    cats = Counter()
    for v, n in Counter(all_five).items():
        cats[v.category] += n
    assert cats == {
        "Straight Flush": 40, "Four of a Kind": 624, "Full House": 3744, "Flush": 5108,
        "Straight": 10200, "Three of a Kind": 54912, "Two Pair": 123552,
        "One Pair": 1098240, "High Card": 1302540,
    }
    assert len(all_five) == 2_598_960


@ALL_FIVE_ON_ONE_WORKER
def test_exactly_7462_distinct_values_1_to_7462(all_five: list[HandValue]) -> None:
    values = set(all_five)
    assert len(values) == 7462
    assert min(values) == 1 and max(values) == 7462
    assert str(evaluate(h("AsKsQsJsTs"))) == "Royal Flush" and evaluate(h("AsKsQsJsTs")) == 7462
    assert evaluate(h("7c5d4h3s2c")) == 1


@ALL_FIVE_ON_ONE_WORKER
def test_values_follow_the_rule_book_order_001_9_1(all_five: list[HandValue]) -> None:
    """One hand per value: sorted by value, the reference strengths strictly increase."""
    rep: dict[int, tuple[int, ...]] = {}
    for hand, v in zip(combinations(range(52), 5), all_five, strict=True):
        if v not in rep:
            rep[v] = hand
    keys = [ref_high(rep[v]) for v in sorted(rep)]
    assert all(a < b for a, b in zip(keys, keys[1:], strict=False))
    for v, hand in rep.items():
        assert CATEGORIES.index(value_table()[v].category) == evaluate(hand).category_index


@settings(max_examples=examples(400), deadline=None)
@given(st.lists(st.integers(0, 51), min_size=10, max_size=10, unique=True))
def test_random_five_card_pairs_compare_like_reference(cards: list[int]) -> None:
    a, b = tuple(cards[:5]), tuple(cards[5:])
    assert sign(evaluate(a) - evaluate(b)) == sign((ref_high(a) > ref_high(b)) - (ref_high(a) < ref_high(b)))


# ---------------------------------------------------------------- 6 and 7 cards

def brute_high(cards: list[int]) -> HandValue:
    return max(map(evaluate, combinations(cards, 5)))


@settings(max_examples=examples(600), deadline=None)
@given(st.lists(st.integers(0, 51), min_size=5, max_size=7, unique=True))
def test_six_and_seven_cards_are_best_five_of_them(cards: list[int]) -> None:
    v = evaluate(cards)
    assert v is brute_high(cards)
    best = max(combinations(cards, 5), key=ref_high)
    assert v is evaluate(best)


def test_many_random_seven_card_hands_match_brute_force() -> None:
    rng = random.Random(7)
    for _ in range(20_000):
        cards = rng.sample(range(52), rng.choice((6, 7)))
        assert evaluate(cards) is brute_high(cards)


def test_treys_agrees_exactly_on_random_hands() -> None:
    treys = pytest.importorskip("treys")
    ev = treys.Evaluator()
    tcards = [treys.Card.new(str(c)) for c in CARDS]
    rng = random.Random(11)
    for _ in range(3000):
        cards = rng.sample(range(52), 7)
        # treys ranks 1 (royal) .. 7462 (7-5-4-3-2); ours is the same order reversed.
        assert evaluate(cards) == 7463 - ev.evaluate([tcards[c] for c in cards[:2]],
                                                     [tcards[c] for c in cards[2:]])


def test_eval7_orders_random_pairs_the_same() -> None:
    eval7 = pytest.importorskip("eval7")
    ecards = [eval7.Card(str(c)) for c in CARDS]
    rng = random.Random(13)
    for _ in range(3000):
        cards = rng.sample(range(52), 14)
        a, b = cards[:7], cards[7:]
        ea = eval7.evaluate([ecards[c] for c in a])
        eb = eval7.evaluate([ecards[c] for c in b])
        assert sign(evaluate(a) - evaluate(b)) == sign(ea - eb)


def test_flush_with_six_or_seven_suited_cards_takes_the_top_five() -> None:
    assert evaluate(h("As9s8s7s6s5s2d")) == evaluate(h("Kh9h8h7h6h5hAd"))
    assert evaluate(h("As9s8s7s6s5s2d")) > evaluate(h("Kh8h7h6h5h4hAd"))
    assert str(evaluate(h("As9s8s7s6s5s2d"))) == "Straight Flush, Nine high"
    assert str(evaluate(h("AsJs8s6s4s3s2s"))) == "Flush, Ace high"
    assert evaluate(h("AsJs8s6s4s3s2s")).ranks == (12, 9, 6, 4, 2)


@pytest.mark.parametrize(("n", "count"), [(5, 6175), (6, 18395), (7, 49205)])
def test_rank_keys_separate_every_rank_multiset_of_a_size(n: int, count: int) -> None:
    """The tables index hands by rank-key sum, so equal-size multisets must never collide."""
    sums = [sum(RANK_KEYS[r] for r in m) for m in combinations_with_replacement(range(13), n)
            if max(Counter(m).values()) <= 4]
    assert len(sums) == count == len(set(sums))


# ---------------------------------------------------------------- the value object

@pytest.mark.parametrize(("cards", "name", "described"), [
    ("KcKdKhJsJd", "Full House, Kings full of Jacks", "Full House, Kings full of Jacks"),
    ("AsKs9s7s2s", "Flush, Ace high", "Flush, Ace-King-Nine-Seven-Two high"),
    ("5c4d3h2sAd", "Straight, Five high", "Straight, Five high"),
    ("AcAdTsTh2c", "Two Pair, Aces and Tens", "Two Pair, Aces and Tens, Two kicker"),
    ("9c9d2h3s4c", "Pair of Nines", "Pair of Nines, Four-Three-Two kickers"),
    ("KcJd9h5s3c", "King high", "King-Jack-Nine-Five-Three high"),
    ("QcQdQhQs2c", "Four of a Kind, Queens", "Four of a Kind, Queens, Two kicker"),
    ("7c7d7h2s3d", "Three of a Kind, Sevens", "Three of a Kind, Sevens, Three-Two kickers"),
    ("9h8h7h6h5h", "Straight Flush, Nine high", "Straight Flush, Nine high"),
    ("AhKhQhJhTh", "Royal Flush", "Royal Flush"),
    ("5d4d3d2dAd", "Straight Flush, Five high", "Straight Flush, Five high"),
    ("TcJdQhKsAc", "Straight, Ace high", "Straight, Ace high"),
])
def test_names_001_9_1(cards: str, name: str, described: str) -> None:
    """``str()`` is the plain name players say; ``describe()`` adds every kicker of the five."""
    v = evaluate(h(cards))
    assert str(v) == name == v.name == describe(v, 0)
    assert describe(v) == described
    assert name in repr(v)


def test_value_attributes() -> None:
    v = evaluate(h("AhKhQhJhTh 2c 3d"))
    assert isinstance(v, int) and type(v) is HandValue
    assert v.category == "Straight Flush" and v.category_index == 8 and v.order == "high"
    fh = evaluate(h("KcKdKhJsJd"))
    assert fh.category_index == CATEGORIES.index("Full House") == 6
    assert fh.ranks == (11, 11, 11, 9, 9)
    assert CATEGORIES[0] == "High Card" and CATEGORIES[-1] == "Straight Flush" and len(CATEGORIES) == 9


def test_values_are_shared_objects_not_built_per_call() -> None:
    a = evaluate(h("AsAd 7c 8d 2h 3s 9c"))
    b = evaluate(h("AhAc 7s 8h 2d 3c 9s"))
    assert a is b
    assert value_table()[int(a)] is a


def test_input_types_5_6_7_lists_tuples_generators_cards_and_ints() -> None:
    cards = h("AsKdQh9c2s7d8h")
    ints = [int(c) for c in cards]
    for n in (5, 6, 7):
        expected = brute_high(ints[:n])
        assert evaluate(cards[:n]) is expected
        assert evaluate(tuple(ints[:n])) is expected
        assert evaluate(c for c in ints[:n]) is expected
        assert evaluate(iter(cards[:n])) is expected
    flush7 = h("As2s5s9sJs3d4d")
    assert evaluate(c for c in flush7) is evaluate(flush7)


@pytest.mark.parametrize("n", [0, 3, 4, 8])
def test_wrong_number_of_cards_is_an_error(n: int) -> None:
    with pytest.raises(ValueError):
        evaluate(list(range(0, 4 * n, 4))[:n] if n <= 13 else list(range(n)))


def test_pickle_gives_back_the_shared_object() -> None:
    for v in (evaluate(h("AsKsQsJsTs")), evaluate_short(h("AsKsQsJs9s"), 36),
              evaluate_low(h("5c4d3h2sAs"))):
        assert pickle.loads(pickle.dumps(v)) is v
    assert value_object(7462) is evaluate(h("AsKsQsJsTs"))


FRESH = """
import threading
from poker_tui.engine import evaluator as E
from poker_tui.engine import hand_tables as T
from poker_tui.engine.cards import parse_cards as p
assert not T.BUILT_TABLES and not T.HIGH_NONFLUSH7, "tables are built on first use, not at import"
first = p({first!r})
out = []
ts = [threading.Thread(target=lambda: out.append(str(E.evaluate(first)))) for _ in range(4)]
for t in ts: t.start()
for t in ts: t.join()
assert out == [{name!r}] * 4, out
assert str(E.evaluate(p("AsAdKcKh2c"))) == "Two Pair, Aces and Kings"
assert str(E.evaluate(p("AsAdKcKh2c3d4h"))) == "Two Pair, Aces and Kings"
# built exactly once, under the right key
assert list(T.BUILT_TABLES) == [("high", 52)] and len(T.HIGH_VALUES) == 7463, (list(T.BUILT_TABLES), len(T.HIGH_VALUES))
"""


@pytest.mark.parametrize(("first", "name"), [
    ("AsKsQsJs9s2c3d", "Flush, Ace high"),     # first call takes the flush path
    ("AsKdQhJc9s2c3d", "Ace high"),            # ... the non-flush path
    ("AsKsQsJsTs", "Royal Flush"),             # ... the 5-card path
])
def test_first_call_in_a_fresh_process_builds_the_tables(first: str, name: str) -> None:
    subprocess.run([sys.executable, "-c", FRESH.format(first=first, name=name)], check=True,
                   cwd=Path(__file__).parent.parent)


def test_evaluator_modules_use_only_the_stdlib() -> None:
    """The evaluator is stdlib-only (docs/architecture.md, "The engine"): numpy is in the batch path."""
    allowed = {"__future__", "array", "collections", "itertools", "operator", "threading", "typing"}
    for name in ("evaluator.py", "hand_classes.py", "hand_tables.py", "hand_lookup.py",
                 "best_five.py", "hand_value.py"):
        path = Path(__file__).parent.parent / "poker_tui" / "engine" / name
        for node in ast.walk(ast.parse(path.read_text())):
            if isinstance(node, ast.Import):
                assert {a.name.split(".")[0] for a in node.names} <= allowed
            elif isinstance(node, ast.ImportFrom) and node.level == 0:
                assert node.module.split(".")[0] in allowed



def test_numpy_only_in_the_engines_batch_path() -> None:
    """README and docs/architecture.md ("The engine"): the engine imports the standard library
    only, numpy in the batch path (batch valuation and the equity built on it) alone."""
    batch_path = {"batch.py", "board_sums.py", "card_draws.py", "batch_equity.py", "range_equity.py"}
    engine = Path(__file__).parent.parent / "poker_tui" / "engine"
    with_numpy = set()
    for path in engine.glob("*.py"):
        for node in ast.walk(ast.parse(path.read_text())):
            names = [a.name for a in node.names] if isinstance(node, ast.Import) else (
                [node.module or ""] if isinstance(node, ast.ImportFrom) and node.level == 0 else [])
            if any(n.split(".")[0] == "numpy" for n in names):
                with_numpy.add(path.name)
    assert with_numpy == batch_path


# ---------------------------------------------------------------- short decks 001 §9.2-9.3

def short_counts(n_ranks: int) -> dict[str, int]:
    """Category counts of all 5-card hands of a deck with ``n_ranks`` ranks of 4 suits."""
    r = n_ranks
    s = r - 3  # straights: r-4 windows plus the ace-low one (001 §9.3(f))
    plain = 4 ** 5 - 4
    return {
        "Straight Flush": 4 * s, "Four of a Kind": r * (r - 1) * 4,
        "Full House": r * 4 * (r - 1) * 6, "Flush": 4 * comb(r, 5) - 4 * s,
        "Straight": s * plain, "Three of a Kind": r * 4 * comb(r - 1, 2) * 16,
        "Two Pair": comb(r, 2) * 36 * (r - 2) * 4, "One Pair": r * 6 * comb(r - 1, 3) * 64,
        "High Card": (comb(r, 5) - s) * plain,
    }


def test_short_count_formula_matches_52_card_counts() -> None:
    assert short_counts(13)["Straight"] == 10200 and short_counts(13)["High Card"] == 1302540


@pytest.mark.parametrize("size", [40, 36, 32])
def test_short_deck_every_five_card_hand_in_order_001_9_3(size: int) -> None:
    low = {40: 3, 36: 4, 32: 5}[size]
    hands = list(combinations(deck(size), 5))
    values = [evaluate_short(x, size) for x in hands]
    cats = Counter(v.category for v in values)
    assert cats == short_counts(13 - low)
    rep: dict[int, tuple] = {}
    for x, v in zip(hands, values, strict=True):
        rep.setdefault(v, x)
    assert sorted(rep) == list(range(1, len(rep) + 1)) == list(range(1, len(value_table("short", size))))
    keys = [ref_high(rep[v], low, short=True) for v in sorted(rep)]
    assert all(a < b for a, b in zip(keys, keys[1:], strict=False))


def test_flush_beats_full_house_short_deck_001_9_3() -> None:
    flush = evaluate_short(h("AsKsQs9s7s"), 36)
    full = evaluate_short(h("KcKdKhJsJd"), 36)
    assert flush > full
    assert str(flush) == "Flush, Ace high" and str(full) == "Full House, Kings full of Jacks"
    # ... but in the 52-card order the full house wins (001 §9.1(d)-(e)).
    assert evaluate(h("AsKsQs9s7s")) < evaluate(h("KcKdKhJsJd"))
    # Lowest flush still beats the best full house; quads still beat any flush.
    assert evaluate_short(h("6s7s8sTsJs"), 36) > evaluate_short(h("AcAdAhKsKd"), 36)
    assert evaluate_short(h("6c6d6h6sJd"), 36) > evaluate_short(h("AsKsQsJs9s"), 36)


@pytest.mark.parametrize(("size", "wheel", "name"), [
    (40, "As5d6h7c8s", "Straight, Eight high"),   # 001 §9.2(a)
    (36, "As6d7h8c9s", "Straight, Nine high"),    # 001 §9.2(b)
    (32, "As7d8h9cTs", "Straight, Ten high"),     # 001 §9.2(c)
])
def test_ace_plays_low_in_the_smallest_short_deck_straight_001_9_2(size: int, wheel: str,
                                                                    name: str) -> None:
    v = evaluate_short(h(wheel), size)
    assert str(v) == name and v.category == "Straight"
    assert v.ranks[-1] == 12  # the ace is written last: 9-8-7-6-A
    straights = sorted({x for x in map(lambda c: evaluate_short(c, size),
                                       combinations(deck(size), 5)) if x.category == "Straight"})
    assert straights[0] is v  # the smallest straight
    assert str(evaluate_short(h(wheel[:2] + "Kd" + wheel[4:]), size)) != name


def test_short_deck_ace_low_straight_flush_001_9_3_b() -> None:
    v = evaluate_short(h("6h7h8h9hAh"), 36)
    assert str(v) == "Straight Flush, Nine high" and v < evaluate_short(h("6h7h8h9hTh"), 36)
    assert str(evaluate_short(h("AsKsQsJsTs"), 36)) == "Royal Flush"


@settings(max_examples=examples(300), deadline=None)
@given(st.sampled_from([40, 36, 32]), st.data())
def test_short_deck_seven_cards_best_five(size: int, data: st.DataObject) -> None:
    cards = data.draw(st.lists(st.sampled_from(deck(size)), min_size=5, max_size=7, unique=True))
    assert evaluate_short(cards, size) is max(evaluate_short(c, size) for c in combinations(cards, 5))


def test_short_deck_rejects_cards_outside_the_deck_and_52() -> None:
    with pytest.raises(ValueError):
        evaluate_short(h("2c6d7h8s9c"), 36)
    with pytest.raises(ValueError):
        evaluate_short(h("2s6s7s8s9sTs"), 36)
    with pytest.raises(ValueError):
        evaluate_short(h("As6d7h8s9c"), 52)


# ---------------------------------------------------------------- low 001 §9.1(k)

def test_six_low_beats_seven_low_001_9_1_k() -> None:
    seven, six = evaluate_low(h("7c5d4h3s2c")), evaluate_low(h("6c5d4h3s2c"))
    assert six > seven
    assert str(seven) == "7-5-4-3-2 low" and seven.category == "Low"


def test_straights_and_flushes_do_not_spoil_a_low_001_9_1_k() -> None:
    wheel = evaluate_low(h("5c4c3c2cAc"))
    assert wheel == max(value_table("low")[1:]) == 6175
    assert str(wheel) == "5-4-3-2-A low"
    assert evaluate_low(h("6h5h4h3h2h")) == evaluate_low(h("6c5d4h3s2c"))


def test_ace_is_low_and_pairs_are_bad_001_9_1_k() -> None:
    assert evaluate_low(h("Ac2d3h4s6c")) > evaluate_low(h("2c3d4h5s6c"))
    paired = evaluate_low(h("AcAd2c3d4h"))
    assert paired.category == "One Pair" and str(paired) == "Pair of Aces (A-A-4-3-2)"
    assert paired < evaluate_low(h("KcQdJhTs8c"))  # any unpaired low beats a pair
    assert evaluate_low(h("AcAd2c3d4h")) > evaluate_low(h("2c2d3c4d5h"))  # lower pair better
    assert evaluate_low(h("2c2d3c3dAh")) < evaluate_low(h("KcKdQhJs9c"))  # one pair beats two


def test_best_low_of_seven_cards() -> None:
    assert str(evaluate_low(h("8c7d6h5s4c2d3h"))) == "6-5-4-3-2 low"
    assert str(evaluate_low(h("KcKdKhKs9c9d9h"))) == "Full House, Nines full of Kings (9-9-9-K-K)"


def test_low_order_is_the_reference_order_on_all_rank_patterns() -> None:
    rep: dict[int, tuple] = {}
    for x in combinations(range(52), 5):
        if len(rep) == 6175:
            break
        rep.setdefault(evaluate_low(x), x)
    rng = random.Random(3)
    hands = [tuple(rng.sample(range(52), 5)) for _ in range(20000)]
    for x in hands:
        rep.setdefault(evaluate_low(x), x)
    keys = [ref_low(rep[v]) for v in sorted(rep)]
    assert all(a < b for a, b in zip(keys, keys[1:], strict=False))


@settings(max_examples=examples(300), deadline=None)
@given(st.lists(st.integers(0, 51), min_size=5, max_size=7, unique=True))
def test_low_of_six_or_seven_is_best_five(cards: list[int]) -> None:
    assert evaluate_low(cards) is max(evaluate_low(c) for c in combinations(cards, 5))


# ---------------------------------------------------------------- which cards play 001 §14-§17

def test_omaha_four_spades_in_hand_one_on_board_is_no_flush_001_17_5_d() -> None:
    v = best_of(h("AsKsQsJs"), h("2s3d4h9c9d"), 2, 3)
    assert v.category == "One Pair" and str(v) == "Pair of Nines"
    assert evaluate(h("AsKsQsJs2s3d4h")).category == "Flush"  # any-five would say flush


def test_omaha_board_four_hearts_one_heart_in_hand_is_no_flush_001_17_5_d() -> None:
    v = best_of(h("Ah2c3d4s"), h("KhQhJh9h5c"), 2, 3)
    assert v.category != "Flush"
    assert best_of(h("Ah2h3d4s"), h("KhQhJh9h5c"), 2, 3).category == "Flush"


def test_omaha_board_quads_play_as_full_house_001_17_5_d() -> None:
    v = best_of(h("2c2d7h8s"), h("AcAdAhAsKc"), 2, 3)
    assert str(v) == "Full House, Aces full of Twos"
    assert str(best_cards(h("2c2d7h8s"), h("AcAdAhAsKc"), 2, 3)[3]) in ("2c", "2d")


def test_omaha_board_straight_needs_two_hole_cards_001_17_5_d() -> None:
    assert best_of(h("AcAdKsKh"), h("5c6d7h8s9c"), 2, 3).category == "One Pair"


def test_three_card_manila_two_of_three_hole_cards_short_deck_001_15() -> None:
    v = best_of(h("AsKsQd"), h("QsJsTs7c6d"), 2, 3, "short", 36)
    assert str(v) == "Royal Flush"
    assert str(best_of(h("AsKsQd"), h("JsTs9s7c6d"), 2, 3, "short", 36)) == "Flush, Ace high"
    assert best_of(h("AsKdQd"), h("JsTs9s7s6d"), 2, 3, "short", 36).category == "Straight"
    with pytest.raises(ValueError):
        best_of(h("AsKdQd"), h("JsTs9s"), 2, 2, "short", 36)


def test_two_card_manila_both_hole_cards_32_deck_001_14() -> None:
    v = best_of(h("AsAh"), h("AdAcKsQs9d"), 2, 3, "short", 32)
    assert str(v) == "Four of a Kind, Aces"  # As Ah + Ad Ac Ks: two hole and three board
    # Both hole cards must play: a board flush with one spade in hand is no flush.
    assert best_of(h("As7c"), h("KsQs9sTs8d"), 2, 3, "short", 32).category != "Flush"


def test_best_of_any_five_matches_evaluate_and_low_and_short() -> None:
    hole, board = h("AsKd"), h("QhJcTd2s3c")
    assert best_of(hole, board) is evaluate(hole + board)
    assert best_of(hole, board, None, None, "low") is evaluate_low(hole + board)
    assert best_of(h("As9d"), h("6h7c8d")) is evaluate(h("As9d6h7c8d"))


def test_best_cards_are_the_hand_in_tie_break_order() -> None:
    cards = best_cards(h("Ah2c"), h("3d4s5h9c9d"))
    assert [str(c) for c in cards] == ["5h", "4s", "3d", "2c", "Ah"]
    assert all(isinstance(c, Card) for c in cards)
    fh = best_cards(h("KcKd"), h("KhJsJd2c3c"))
    assert [str(c) for c in fh] == ["Kh", "Kd", "Kc", "Js", "Jd"]
    flush = best_cards(h("AhKh"), h("QhJh9h2h3c"))
    assert [str(c) for c in flush] == ["Ah", "Kh", "Qh", "Jh", "9h"]
    low = best_cards(h("Ah2c"), h("3d4s8h9cKd"), None, None, "low")
    assert [str(c) for c in low] == ["8h", "4s", "3d", "2c", "Ah"]
    omaha = best_cards(h("AsKsQsJs"), h("2s3d4h9c9d"), 2, 3)
    assert sorted(map(str, omaha)) == sorted(["9d", "9c", "As", "Ks", "4h"])


def test_best_cards_prefers_higher_suits_when_sets_tie() -> None:
    # Board plays a straight; either ace makes the same value: the spade is chosen.
    cards = best_cards(h("As2c"), h("AdKhQcJdTh"))
    assert str(evaluate(cards)) == "Straight, Ace high"
    assert "As" in map(str, cards)

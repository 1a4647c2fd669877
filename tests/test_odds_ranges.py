"""Range strings in the PokerStove/Equilab grammar (docs/odds.md, "Ranges").

Cases marked eval7 come from eval7's own tests (julianandrews/pyeval7,
tests/test_rangestring.py); the side-by-side test runs every string of
eval7's and the ``poker`` package's (pokerregion/poker, tests/test_range.py)
test files that both libraries accept through all three parsers.
"""

from __future__ import annotations

from pathlib import Path

import pytest

from poker_tui.engine.cards import parse_card, parse_cards
from poker_tui.odds.ranges import ALL_COMBOS, RangeError, parse_range

FIXTURES = Path(__file__).parent / "fixtures" / "range_strings.txt"


@pytest.mark.parametrize(
    ("text", "count", "printed"),
    [
        ("QQ+", 18, "QQ+"),
        ("AKs", 4, "AKs"),
        ("KQo", 12, "KQo"),
        ("AK", 16, "AK"),
        ("A5s-A2s", 16, "A5s-A2s"),
        ("T9s+", 4, "T9s"),
        ("22+", 78, "22+"),
        ("random", 1326, "random"),
        ("AKo:0.5, AA", 18, "AA, AKo:0.5"),
        ("AhKh", 1, "AhKh"),
        ("K9s+", 16, "K9s+"),
        ("T9s-54s", 24, "T9s, 98s, 87s, 76s, 65s, 54s"),
        ("QQ-99, AKs, AKo:50%", 40, "QQ-99, AKs, AKo:0.5"),
        ("A2s+, A2o+", 192, "A2+"),
        ("KK, QQ, JJ", 18, "KK-JJ"),
        ("AsKs, AhKh, AdKd, AcKc", 4, "AKs"),
    ],
)
def test_grammar_counts_and_prints_back_short(text, count, printed):
    r = parse_range(text)
    assert len(r) == count
    assert str(r) == printed
    assert parse_range(printed).weights == r.weights  # the short form names the same combos


@pytest.mark.parametrize(
    ("text", "count"),
    [  # eval7's expand_handtype_group cases
        ("ATs-AQs", 12),
        ("JTn-J8n", 48),
        ("55-99", 30),
        ("T7o+", 36),
        ("88+", 42),
    ],
)
def test_eval7_expansions(text, count):
    assert len(parse_range(text)) == count


def test_eval7_weights_in_group_form():
    """eval7: 'KK+, 0.2(As2d)' is the twelve KK+ combos at 1 and As2d at 0.2."""
    r = parse_range("KK+, 0.2(As2d)")
    assert len(r) == 13
    a, d = parse_cards("As2d")
    assert r.weights[(min(a, d), max(a, d))] == 0.2
    assert parse_range("ATs+, 80%(22-55)").weights[tuple(sorted(parse_cards("2c2d")))] == 0.8


def test_dead_cards_are_removed_and_the_short_form_stays():
    r = parse_range("AA, AKs", dead=parse_cards("As"))
    assert len(r) == 3 + 3
    assert str(r) == "AA, AKs"
    assert len(parse_range("random", parse_cards("AsKs"))) == 1225


@pytest.mark.parametrize(
    ("text", "quoted"),
    [
        ("AX+", "'AX+'"),
        ("77s", "'77s'"),
        ("AK,,KQ", "empty item"),
        ("94o-97s", "'94o-97s'"),
        ("AKo:abc", "'abc'"),
        ("(AK", "never closes"),
        ("ATs+, KQ, .2(4s4s)", "'4s4s'"),
        ("KQs-T9s-", "'KQs-T9s-'"),
        ("AKs+:2x", "'2x'"),
    ],
)
def test_a_malformed_string_gets_one_sentence_naming_the_bad_part(text, quoted):
    with pytest.raises(RangeError) as err:
        parse_range(text)
    message = str(err.value)
    assert quoted in message
    assert message.endswith(".") and "\n" not in message


def test_every_combo_once():
    assert len(set(ALL_COMBOS)) == 1326 == len(ALL_COMBOS)


def _ours(text: str) -> dict:
    return parse_range(text).weights


@pytest.mark.filterwarnings("ignore::DeprecationWarning")
def test_side_by_side_with_eval7_and_poker():
    """Every string of eval7's and poker's own range tests that both accept parses to the
    same combos (and eval7's weights) here."""
    eval7 = pytest.importorskip("eval7", reason="eval7 is in the bench extra")
    poker_hand = pytest.importorskip("poker.hand", reason="poker is in the bench extra")
    strings = [s for s in FIXTURES.read_text(encoding="utf-8").split("\n") if not s.startswith("#")]
    compared = 0
    for text in strings:
        try:
            theirs7 = {
                tuple(sorted(parse_card(str(c)) for c in h)): w
                for h, w in eval7.HandRange(text).hands
            }
            theirs_p = {
                tuple(sorted((parse_card(str(c.first)), parse_card(str(c.second)))))
                for c in poker_hand.Range(text).combos
            }
        except Exception:  # noqa: BLE001 - not accepted by one of them: not compared
            continue
        assert set(theirs7) == theirs_p, text
        assert _ours(text) == theirs7, text
        compared += 1
    assert compared >= 150  # the files hold about 190 strings both accept

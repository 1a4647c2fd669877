"""Tournament structures: the bundled ones, the level clock, and a user's TOML file."""

from __future__ import annotations

import os

import pytest

from poker_tui.tournament.structure import BUNDLED, Level
from poker_tui.tournament.structure_file import load_structure, parse_structure

GOOD = """\
name = "mine"
clock = "minutes"
level_length = 5
starting_stack = 2000
seats = 4
payouts = [60, 40]

[[levels]]
small_blind = 10
big_blind = 20

[[levels]]
small_blind = 20
big_blind = 40
big_blind_ante = 40
"""


@pytest.mark.parametrize("name", sorted(BUNDLED))
def test_bundled_structures_are_sound(name):
    s = load_structure(name)
    assert s.name == name and s.levels and s.starting_stack > s.levels[0].big_blind
    assert 1 <= len(s.payouts) <= s.seats
    for before, after in zip(s.levels, s.levels[1:], strict=False):
        assert after.big_blind >= before.big_blind
    for level in s.levels:
        assert 0 <= level.small_blind <= level.big_blind
        assert not (level.ante and level.big_blind_ante)


def test_the_level_clock_counts_hands_and_the_last_level_goes_on():
    s = BUNDLED["turbo"]
    assert s.level_at(hands=0) == 0 and s.until_next(hands=0) == 6
    assert s.level_at(hands=5) == 0 and s.until_next(hands=5) == 1
    assert s.level_at(hands=6) == 1
    last = len(s.levels) - 1
    assert s.level_at(hands=10**6) == last and s.until_next(hands=10**6) is None


def test_a_users_file_reads_with_minutes_and_a_big_blind_ante():
    s = parse_structure(GOOD)
    assert s.clock == "minutes" and s.level_length == 5 and s.seats == 4
    assert s.levels == (Level(10, 20), Level(20, 40, 0, 40))
    assert s.level_at(minutes=4.9) == 0 and s.level_at(minutes=5) == 1
    assert s.levels[1].describe() == "20/40, big blind ante 40"


@pytest.mark.parametrize(
    "edit, words",
    [
        (
            ("big_blind = 40\n", "big_blind = 15\n"),
            "Level 2 of the structure file's small blind (20) is"
            " above its big blind (15) (line 14)",
        ),
        (("seats = 4", "seats = 11"), "seats must be from 2 to 10 (line 5)"),
        (("payouts = [60, 40]", "payouts = [60, 20, 10, 5, 5]"), "pays 5 places at a table of 4"),
        (('clock = "minutes"', 'clock = "days"'), "line 2"),
        (("starting_stack = 2000", "starting_stack = 20"), "must be above the first big blind"),
        (("big_blind_ante = 40", "big_blind_ante = 40\nante = 5"), "both an ante and a big blind"),
        (
            ("small_blind = 10", "small_blind = -1"),
            "small_blind must be from 0 to 1,000,000,000,000 (line 9)",
        ),
        (('name = "mine"', 'name = "mine"\nsmall_blinds = 3'), "unknown setting 'small_blinds'"),
        (("level_length = 5", "level_length = 5.5"), "level_length must be a whole number"),
        (("seats = 4", 'seats = 4\nvariant = "nope"'), "unknown variant 'nope'"),
        (
            ("[[levels]]\nsmall_blind = 20", "[[levels]]\nsmall_blind = 20\nbig_blind = [1"),
            "not valid TOML",
        ),
    ],
)
def test_a_bad_file_gets_one_sentence_naming_its_line(edit, words):
    text = GOOD.replace(*edit, 1)
    assert text != GOOD
    with pytest.raises(ValueError, match=None) as caught:
        parse_structure(text)
    assert words in str(caught.value)


def test_an_unknown_name_lists_the_bundled_structures():
    with pytest.raises(ValueError, match="turbo, regular, deep, heads-up"):
        load_structure("hyper")


def test_a_fifo_a_directory_and_a_huge_file_are_refused_without_hanging(tmp_path):
    fifo = tmp_path / "fifo.toml"
    os.mkfifo(fifo)
    with pytest.raises(ValueError, match="not a regular file"):
        load_structure(str(fifo))
    folder = tmp_path / "dir.toml"
    folder.mkdir()
    with pytest.raises(ValueError, match="not a regular file"):
        load_structure(str(folder))
    huge = tmp_path / "huge.toml"
    huge.write_bytes(b"#" * (300 * 1024))
    with pytest.raises(ValueError, match="more than the 256 kB"):
        load_structure(str(huge))


def test_a_deeply_nested_file_is_a_sentence_not_a_crash(tmp_path):
    deep = tmp_path / "deep.toml"
    deep.write_text("x = " + "[" * 5000 + "]" * 5000 + "\n")
    with pytest.raises(ValueError):
        load_structure(str(deep))

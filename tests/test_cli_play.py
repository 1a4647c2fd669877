"""``poker-tui --version`` and ``poker-tui play``: every lobby field as an option."""

from __future__ import annotations

import subprocess
import sys

import pytest

from poker_tui import __version__
from poker_tui.cli import build_parser, main
from poker_tui.commands.play_options import request_from
from poker_tui.session.config import Pace
from poker_tui.ui.app import PokerApp
from poker_tui.ui.screens.table import TableScreen
from tests.test_ui_support import until


def request(*argv: str):  # type: ignore[no-untyped-def]
    return request_from(build_parser().parse_args(["play", *argv]))


def test_version_prints_the_version(capsys):
    with pytest.raises(SystemExit) as exit:
        main(["--version"])
    assert exit.value.code == 0
    assert capsys.readouterr().out.strip() == f"poker-tui {__version__}"


def test_the_defaults_are_the_lobbys():
    r = request()
    config = r.choice.config()
    assert config.variant == "nlhe" and len(config.seats) == 6
    assert [s.is_human for s in config.seats] == [True] + [False] * 5
    assert config.seats[0].name == "You"
    assert (config.stakes.small_blind, config.stakes.big_blind) == (1, 2)
    assert config.buy_in == 200 and config.house == "rws" and config.next_hand == "pause"
    assert r.save and not r.four_color


def test_every_lobby_field_is_an_option():
    r = request("--variant", "stud7", "--seats", "6", "--bots", "tag,equity,tag,equity",
                "--stakes", "3/6", "--stack", "50", "--humans", "2", "--name", "Mia",
                "--others", "Zed", "--house", "casino-001", "--pace", "fast", "--next", "key",
                "--deck", "four", "--no-save")
    config = r.choice.config()
    assert config.variant == "stud7"
    assert [s.name for s in config.seats] == ["Mia", "Zed", "Ben", "Cleo", "Dev", "Eve"]
    assert [s.bot for s in config.seats] == [None, None, "tag", "equity", "tag", "equity"]
    assert (config.stakes.small_bet, config.stakes.big_bet) == (3, 6)
    assert config.buy_in == 50 * config.stakes.unit
    assert config.house == "casino-001" and config.next_hand == "key"
    assert config.pace == Pace.named("fast")
    assert r.four_color and not r.save


def test_one_bot_name_fills_every_bot_seat_and_stakes_may_be_a_big_blind():
    config = request("--bots", "rock", "--stakes", "10", "--straddle").choice.config()
    assert [s.bot for s in config.seats[1:]] == ["rock"] * 5
    assert config.stakes.big_blind == 10 and config.stakes.straddle == 20


def test_house_options_change_the_profile_for_this_table():
    config = request("--house", "casino-001", "--house-option", "heads-up-button-small-blind=yes",
                     "--house-option", "odd_chip=left-of-button").choice.config()
    assert config.house == "casino-001"
    assert config.house_options == (("odd_chip", "left-of-button"),
                                    ("heads_up_button_small_blind", "yes"))
    rules = config.house_rules
    assert rules.heads_up_button_small_blind and rules.odd_chip == "left-of-button"
    assert rules.burn_cards, "the options not named stay the profile's"
    assert request().choice.config().house_options == ()


def test_a_structure_suffix_plays_another_structure():
    assert request("--variant", "stud7/pl").choice.config().variant == "stud7/pl"


@pytest.mark.parametrize(("argv", "said"), [
    (["--variant", "zzz"], "--variant 'zzz' is not a game; poker-tui variants lists them."),
    (["--seats", "twelve"], "--seats is a number from 2 to 10, not 'twelve'."),
    (["--variant", "stud7-32", "--seats", "6"], "--seats is a number from 2 to 4, not '6'."),
    (["--humans", "7"], "--humans is a number from 1 to 6, not '7'."),
    (["--stack", "0"], "--stack is a number from 1 to 10000, not '0'."),
    (["--bots", "foo"], "--bots: foo is not an installed bot; choose from"),
    (["--bots", "rock,tag"], "--bots names 2 bots for 5 bot seats"),
    (["--stakes", "1/3/5"], "--stakes '1/3/5' is not a stake this game is dealt at"),
    (["--variant", "stud7", "--stakes", "1/2"], "try 3/6, 10/20, 20/40"),
    (["--house", "vegas"], "--house 'vegas' is not a house-rules profile"),
    (["--pace", "warp"], "--pace 'warp' is not a pace; choose from fast, normal, slow."),
    (["--next", "now"], "--next 'now' is not a choice; say pause or key."),
    (["--deck", "five"], "--deck 'five' is not a choice; say two or four."),
    (["--variant", "stud5", "--straddle"], "--straddle: Limit Five Card Stud has no straddle"),
    (["--humans", "2", "--name", "You"], "With more than one human, give the first player a"),
    (["--humans", "2", "--others", "ann"], "Two players have the same name"),
    (["--house-option", "burn_cards"], "--house-option 'burn_cards' is not FIELD=CHOICE; for"
                                       " example --house-option burn_cards=yes."),
    (["--house-option", "burns=yes"], "--house-option 'burns=yes': 'burns' is not a house-rules"
                                      " option; the options are odd_chip, odd_chips_to_one,"),
    (["--house-option", "burn_cards=maybe"], "--house-option 'burn_cards=maybe': The house-rules"
     " option burn_cards (Burn cards, counted for the community card) is no or yes, not 'maybe'."),
    (["--house-option", "straddle_allowed=yes"], "Straddles are the table's stakes to offer"),
])
def test_a_bad_value_is_one_sentence_and_exit_status_2(argv, said, capsys, monkeypatch):
    def no_table(self):  # type: ignore[no-untyped-def]
        raise AssertionError(f"{argv} opened the table")

    monkeypatch.setattr(PokerApp, "run", no_table)
    assert main(["play", *argv]) == 2
    err = capsys.readouterr().err
    assert err.startswith("poker-tui: ") and said in err
    assert err.count("\n") == 1 and err.rstrip().endswith(".")


async def test_play_opens_the_table_directly():
    r = request("--variant", "stud7", "--seats", "4", "--bots", "random", "--pace", "fast",
                "--no-save")
    app = PokerApp(r.choice.config(), four_color=r.four_color)
    async with app.run_test(size=(120, 40)) as pilot:
        await until(pilot, lambda: isinstance(app.screen, TableScreen), what="the table")
        assert app.screen.config.variant == "stud7" and len(app.screen.config.seats) == 4
        app.screen.session.close()


def test_the_installed_command_answers_version_and_refuses_a_bad_value():
    done = subprocess.run([sys.executable, "-m", "poker_tui.cli", "--version"],
                          capture_output=True, text=True, timeout=60)
    assert done.returncode == 0 and done.stdout.strip() == f"poker-tui {__version__}"
    done = subprocess.run([sys.executable, "-m", "poker_tui.cli", "play", "--seats", "1"],
                          capture_output=True, text=True, timeout=60)
    assert done.returncode == 2
    assert done.stderr == "poker-tui: --seats is a number from 2 to 10, not '1'.\n"


def test_the_readme_play_example_is_a_valid_table():
    """The Commands table's ``poker-tui play`` example parses into the game it names."""
    import re
    import shlex
    from pathlib import Path

    readme = (Path(__file__).parent.parent / "README.md").read_text(encoding="utf-8")
    line = re.search(r"\| `poker-tui (play --variant [^`]+)` \|", readme)
    assert line is not None
    r = request(*shlex.split(line.group(1))[1:])
    config = r.choice.config()
    assert config.variant == "stud7" and len(config.seats) == 6 and config.house == "casino-001"

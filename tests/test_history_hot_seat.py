"""A hot-seat game still being played: ``history export`` in a second terminal does not
hand one player the others' hidden cards (docs/store.md, "Reviewing your games"); the flag
that writes them says what it does, and a game that has ended is the players' own record."""

from __future__ import annotations

import pytest

from poker_tui.cli import main
from poker_tui.engine import NLHE, Hand, Stakes
from poker_tui.session.config import config_to_dict
from poker_tui.store import Journal, default_path
from tests.conftest import stacked_deck
from tests.test_history import C, F, R, X, journal_hand, seats_of
from tests.test_ui_support import config

NAMES = ["You", "Ada", "Ben"]
HIDDEN = ("Qs Qh", "Jc Tc")  # Ada mucked queens; Ben folded jack-ten


def hot_seat_hand(journal: Journal) -> int:
    """Three humans at one keyboard; You shows AhKd, Ada mucks QsQh, Ben folds JcTc."""
    cfg = config(NAMES, [None, None, None])
    sid = journal.open_session(config_to_dict(cfg), seats_of(NAMES, ["human"] * 3, [200, 100, 200]))
    deck = stacked_deck(3, 0, ["AhKd", "QsQh", "JcTc"], "Kc7h2s9d4c")
    hand = Hand(NLHE, Stakes(1, 2), [200, 100, 200], 0, deck=deck, names=tuple(NAMES))
    journal_hand(
        journal, sid, 1, hand, [R(6), C, C, X, R(10), R(30), C, F, X, R(164), C], [0, 1, 2]
    )
    return sid


def export(capsys, *argv: str) -> tuple[int, str, str]:
    code = main(["history", "export", *argv])
    out, err = capsys.readouterr()
    return code, out, err


def test_an_open_hot_seat_game_exports_no_hidden_card_unless_shown(capsys):
    journal = Journal(default_path())
    sid = hot_seat_hand(journal)
    code, out, err = export(capsys, str(sid), "--text", "-")
    assert code == 0
    assert "You: shows [Ah Kd]" in out  # shown at the showdown: everyone saw it
    assert not any(cards in out for cards in HIDDEN)
    assert "Dealt to" not in out and "Seat 2: Ada (small blind) mucked\n" in out
    assert "hot-seat game still being played" in err and "--show-hidden-cards" in err
    journal.close()


def test_the_flag_that_writes_hidden_cards_of_an_open_hot_seat_game_says_what_it_does(capsys):
    journal = Journal(default_path())
    sid = hot_seat_hand(journal)
    code, out, _ = export(capsys, str(sid), "--text", "-", "--show-hidden-cards")
    assert code == 0 and "Dealt to Ada [Qs Qh]" in out and "mucked [Qs Qh]" in out
    with pytest.raises(SystemExit):
        main(["history", "export", "--help"])
    assert "even while a hot-seat game is still being played" in " ".join(
        capsys.readouterr().out.split()
    )
    journal.close()


def test_an_open_hot_seat_game_is_not_exported_as_phh_which_holds_every_card(capsys, tmp_path):
    journal = Journal(default_path())
    sid = hot_seat_hand(journal)
    code, _, err = export(capsys, str(sid), "--phh", str(tmp_path / "phh"))
    assert code == 2 and "PHH holds every player's cards" in err
    assert not (tmp_path / "phh").exists() or not list((tmp_path / "phh").iterdir())
    code, _, _ = export(capsys, str(sid), "--phh", str(tmp_path / "phh"), "--show-hidden-cards")
    assert code == 0 and len(list((tmp_path / "phh").iterdir())) == 1
    journal.close()


def test_a_hot_seat_game_that_has_ended_is_every_players_own_record(capsys):
    journal = Journal(default_path())
    sid = hot_seat_hand(journal)
    journal.close_session(sid)
    code, out, err = export(capsys, str(sid), "--text", "-")
    assert code == 0 and "Dealt to Ada [Qs Qh]" in out and "Dealt to Ben [Jc Tc]" in out
    assert "hot-seat" not in err
    journal.close()

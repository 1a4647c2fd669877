"""``history export --ohh/--pokerstars-header`` and ``sim --text-dir/--ohh``: what the CLI writes."""

from __future__ import annotations

import warnings

import pytest

from poker_tui.cli import main
from poker_tui.store.ohh_export import read_ohh
from tests.ohh_validator import validate
from tests.test_history import play, run


async def test_history_export_writes_ohh_that_passes_the_checks_and_stars_text(capsys, tmp_path):
    sid = await play("nlhe", 6, seed=5)
    ohh, text = tmp_path / "game.ohh", tmp_path / "game.txt"
    code, out, _ = run(
        capsys, "export", str(sid), "--ohh", str(ohh), "--text", str(text), "--pokerstars-header"
    )
    assert code == 0 and f"Open Hand History to {ohh}" in out
    hands = read_ohh(ohh.read_text(encoding="utf-8"))
    assert len(hands) >= 5
    for hand in hands:
        validate(hand)
        assert hand["ohh"]["hero_player_id"] == 0  # You, the human, in seat 1
    first = text.read_text(encoding="utf-8").splitlines()[0]
    assert first.startswith(f"PokerStars Hand #{sid * 1_000_000 + 1}: Hold'em No Limit (1/2) - ")
    assert first.endswith(" ET]")


async def test_ohh_of_a_game_it_cannot_describe_and_a_header_without_text_are_sentences(
    capsys, tmp_path
):
    sid = await play("stud7", 2)
    code, out, err = run(capsys, "export", str(sid), "--ohh", str(tmp_path / "x.ohh"))
    assert (code, out) == (2, "")
    assert err == (
        "poker-tui: Open Hand History describes Hold'em and Omaha (no-limit, pot-limit"
        " or fixed-limit) dealt from 52 cards, not Limit Seven Card Stud; export it"
        " with --text instead\n"
    )
    assert not (tmp_path / "x.ohh").exists()
    code, _, err = run(capsys, "export", str(sid), "--phh", str(tmp_path), "--pokerstars-header")
    assert code == 2 and err == "poker-tui: --pokerstars-header goes with --text FILE\n"


def test_sim_writes_a_text_file_per_hand_and_one_ohh_file(capsys, tmp_path):
    code = main(
        [
            "sim",
            "--bots",
            "tag,random",
            "--players",
            "3",
            "--hands",
            "12",
            "--seed",
            "2",
            "--jobs",
            "1",
            "--no-progress",
            "--text-dir",
            str(tmp_path / "txt"),
            "--pokerstars-header",
            "--ohh",
            str(tmp_path / "all.ohh"),
        ]
    )
    capsys.readouterr()
    assert code == 0
    files = sorted((tmp_path / "txt").glob("hand-*.txt"))
    assert len(files) == 12
    hands = read_ohh((tmp_path / "all.ohh").read_text(encoding="utf-8"))
    assert [h["ohh"]["game_number"] for h in hands] == [f"0-{i}" for i in range(1, 13)]
    for hand in hands:
        validate(hand)
    pokerkit = pytest.importorskip("pokerkit")
    for path in files[:4]:
        with warnings.catch_warnings():
            warnings.simplefilter("ignore")
            parsed = list(pokerkit.HandHistory.from_pokerstars(path.read_text(), error_status=True))
        assert len(parsed) == 1


@pytest.mark.parametrize(
    "argv, sentence",
    [
        (["--variant", "draw", "--ohh", "x.ohh"], "Open Hand History describes Hold'em and Omaha"),
        (["--pokerstars-header"], "--pokerstars-header goes with --text-dir DIR"),
    ],
)
def test_sim_refuses_what_it_cannot_write_in_one_sentence(
    capsys, tmp_path, monkeypatch, argv, sentence
):
    monkeypatch.chdir(tmp_path)
    code = main(["sim", "--hands", "2", "--no-progress", *argv])
    _, err = capsys.readouterr()
    assert code == 2 and sentence in err and err.count("\n") == 1
    assert not (tmp_path / "x.ohh").exists()

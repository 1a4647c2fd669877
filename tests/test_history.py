"""``poker-tui history``: saved games listed, measured and exported from the journal."""

from __future__ import annotations

import json
import math
import re
import subprocess
import sys
from fractions import Fraction

import pytest

from poker_tui.cli import main
from poker_tui.commands.history import bankroll_chart
from poker_tui.engine import NLHE, Action, Hand, Stakes
from poker_tui.engine import events as ev
from poker_tui.engine.games import get_variant
from poker_tui.engine.phh import phh_order
from poker_tui.lab.statistics import Z95
from poker_tui.lab.tally import Tally
from poker_tui.session.config import config_to_dict, default_stakes
from poker_tui.session.game import GameSession
from poker_tui.store import Journal, SeatRecord, default_path
from poker_tui.store.review import played_hands
from poker_tui.store.text_export import bracket, hand_history
from tests.conftest import stacked_deck
from tests.test_session_game import drive
from tests.test_ui_support import PolicyBot, calls, config, shoves

R, C, X, F = Action.raise_to, Action.call(), Action.check(), Action.fold()


def run(capsys, *argv: str) -> tuple[int, str, str]:
    code = main(["history", *argv])
    out, err = capsys.readouterr()
    return code, out, err


async def play(variant: str = "nlhe", hands: int = 8, seed: int = 4) -> int:
    """A game played headless into the journal at ``default_path()``: its id."""
    stakes = default_stakes(get_variant(variant), 2)
    session = GameSession(config(["You", "Ada", "Ben"], [None, "tag", "random"], variant=variant,
                                 stakes=stakes, seed=seed),
                          bots={1: PolicyBot(shoves), 2: PolicyBot(calls)},
                          journal=Journal(default_path()))
    await drive(session, hands)
    assert session.session_id is not None
    return session.session_id


def seats_of(names: list[str], kinds: list[str], stacks: list[int]) -> list[SeatRecord]:
    return [SeatRecord(i, n, k, s) for i, (n, k, s) in enumerate(zip(names, kinds, stacks, strict=True))]


def journal_hand(journal: Journal, sid: int, number: int, hand: Hand, actions: list[Action],
                 order: list[int]) -> Hand:
    """Play ``actions`` on ``hand`` and journal it as the session layer does."""
    hid = journal.begin_hand(sid, number, hand.start, order)
    for seq, action in enumerate(actions):
        player = hand.to_act
        hand.apply(action)
        journal.record_action(hid, seq, player, action)
    assert hand.over
    journal.end_hand(hid, hand)
    return hand


# ------------------------------------------------------------------ the list
async def test_history_lists_games_newest_first_with_the_replayed_nets(capsys, monkeypatch):
    first, second = await play("nlhe", 8, seed=4), await play("stud7", 5, seed=5)
    code, out, _ = run(capsys, "--json")
    assert code == 0
    games = json.loads(out)
    assert [g["id"] for g in games] == [second, first]
    journal = Journal(default_path())
    for g in games:
        replayed = list(journal.hands(g["id"]))
        assert g["hands"] == len(replayed) > 0
        net: dict[int, int] = {}
        for _, hand, order in replayed:
            for i, seat in enumerate(order):
                net[seat] = net.get(seat, 0) + hand.stacks[i] - hand.start.stacks[i]
        assert {p["seat"] - 1: p["net"] for p in g["players"]} == net
        assert sum(p["net"] for p in g["players"]) == 0  # no rake at these tables
        you = g["players"][0]
        assert (you["name"], you["human"], g["status"]) == ("You", True, "open")
        unit = default_stakes(get_variant(g["variant"]), 2)
        chips = unit.big_blind or unit.small_bet
        assert you["bb_per_100"] == pytest.approx(100 * you["net"] / (you["hands"] * chips))
    monkeypatch.setenv("COLUMNS", "160")  # one line per game
    code, out, _ = run(capsys)
    assert code == 0
    assert "No-Limit Texas Hold'em 1/2" in out and "Seven Card" in out and "You" in out


# --------------------------------------------------------------------- stats
async def test_stats_count_vpip_pfr_aggression_and_showdowns_as_the_lab_does(capsys):
    await play("nlhe", 12, seed=7)
    await play("nlhe", 6, seed=8)
    code, out, _ = run(capsys, "stats", "--all", "--json")
    assert code == 0
    mine = {s["player"]: s for s in json.loads(out)}
    assert set(mine) == {"You", "bot:tag", "bot:random"}
    players = ["You", "bot:tag", "bot:random"]
    tally = Tally(len(players))
    hands = {p: 0 for p in players}
    for played in played_hands(Journal(default_path())):
        seating = tuple(players.index(p.identity) for p in played.players)
        tally.count_hand(played.hand, seating)
        for e in seating:
            hands[players[e]] += 1
    for e, p in enumerate(players):
        counts = mine[p]["counts"]
        assert (mine[p]["hands"], mine[p]["net"]) == (hands[p], tally.net[e])
        assert (counts["vpip"], counts["pfr"]) == (tally.vpip[e], tally.pfr[e])
        assert (counts["bets_and_raises"], counts["calls"]) == (tally.aggressive[e], tally.calls[e])
        assert (counts["showdowns"], counts["showdowns_won"]) == (tally.showdowns[e], tally.sd_won[e])
        assert mine[p]["bankroll"][-1] == mine[p]["net"] and len(mine[p]["bankroll"]) == hands[p]
    code, out, _ = run(capsys, "stats", "--json")  # the humans only, by default
    assert [s["player"] for s in json.loads(out)] == ["You"]
    code, out, _ = run(capsys, "stats", "--player", "tag", "--json")  # tag finds bot:tag
    assert [s["player"] for s in json.loads(out)] == ["bot:tag"]


def test_bb_per_100_and_its_interval_are_exact_across_stakes(capsys):
    """You: -1 chip at 1/2, +1 at 1/2, +5 at 5/10: -0.5, +0.5 and +0.5 big blinds."""
    journal = Journal(default_path())
    kinds = ["human", "bot:rock"]
    for number, (stakes, button, you) in enumerate([(Stakes(1, 2), 0, -1), (Stakes(1, 2), 1, 1),
                                                    (Stakes(5, 10), 1, 5)]):
        cfg = config(["You", "Rex"], [None, "rock"], stakes=stakes)
        sid = journal.open_session(config_to_dict(cfg), seats_of(["You", "Rex"], kinds, [200, 200]))
        hand = journal_hand(journal, sid, number + 1, Hand(NLHE, stakes, [200, 200], button, seed=1),
                            [F], [0, 1])
        assert hand.stacks[0] - 200 == you
    code, out, _ = run(capsys, "stats", "--all", "--json")
    you, rex = json.loads(out)
    samples = [Fraction(-1, 2), Fraction(1, 2), Fraction(1, 2)]
    mean = sum(samples) / 3
    assert (you["hands"], you["net"], you["bankroll"]) == (3, 5, [-1, 0, 5])
    assert you["bb_per_100"] == float(100 * mean) == pytest.approx(50 / 3)
    half = Z95 * math.sqrt(float(sum((x - mean) ** 2 for x in samples) / 2) / 3)
    assert you["bb_per_100_ci95"] == pytest.approx([100 * (float(mean) - half),
                                                    100 * (float(mean) + half)])
    assert rex["player"] == "bot:rock" and rex["net"] == -5
    assert rex["bb_per_100"] == pytest.approx(-50 / 3)


def test_the_bankroll_chart_fits_80_columns_with_axes_a_zero_line_and_the_last_hand():
    """plotext draws it (docs/stats.md): whole-number ticks, 0 on the y axis, the last hand."""
    points = [x * (-1) ** x for x in range(1, 400)]  # swings both ways, 399 hands
    chart = bankroll_chart(points, width=60, height=12).plain.splitlines()
    assert len(chart) <= 12 and max(len(line) for line in chart) <= 60
    ticks = [line.split("┤")[0].split("├")[0].strip() for line in chart if "┤" in line or "├" in line]
    assert f"{max(points):+,}" in ticks and f"{min(points):+,}" in ticks and "0" in ticks
    assert chart[-2].split()[0] == "0" and chart[-2].split()[-1] == "399"
    assert chart[-1].split() == ["chips", "hands"]
    rising = bankroll_chart(list(range(-5, 20)), width=60, height=12).plain.splitlines()
    zero_row = next(line for line in rising if line.lstrip().startswith("0├"))
    assert zero_row.count("─") > 20  # the zero line runs across


# -------------------------------------------------------------------- export
def known_hand(journal: Journal) -> int:
    """You (AhKd, button) against Ada (QsQh, 100 chips) and Ben (JcTc): an uncalled bet,
    an all-in, a run-out and a showdown Ada loses."""
    cfg = config(["You", "Ada", "Ben"], [None, "tag", "random"])
    sid = journal.open_session(config_to_dict(cfg), seats_of(
        ["You", "Ada", "Ben"], ["human", "bot:tag", "bot:random"], [200, 100, 200]))
    deck = stacked_deck(3, 0, ["AhKd", "QsQh", "JcTc"], "Kc7h2s9d4c")
    hand = Hand(NLHE, Stakes(1, 2), [200, 100, 200], 0, deck=deck, names=("You", "Ada", "Ben"))
    journal_hand(journal, sid, 1, hand, [R(6), C, C, X, R(10), R(30), C, F, X, R(164), C], [0, 1, 2])
    journal.db.execute("UPDATE hands SET started = '2026-11-23T12:00:00+00:00'")
    journal.db.commit()
    return sid


KNOWN_HAND = """\
poker-tui Hand #1-1: Hold'em No Limit (1/2) - 2026/11/23 12:00:00 UTC
Table 'poker-tui #1' 3-max Seat #1 is the button
Seat 1: You (200 in chips)
Seat 2: Ada (100 in chips)
Seat 3: Ben (200 in chips)
Ada: posts small blind 1
Ben: posts big blind 2
*** HOLE CARDS ***
Dealt to You [Ah Kd]
You: raises 4 to 6
Ada: calls 5
Ben: calls 4
*** FLOP *** [Kc 7h 2s]
Ada: checks
Ben: bets 10
You: raises 20 to 30
Ada: calls 30
Ben: folds
*** TURN *** [Kc 7h 2s] [9d]
Ada: checks
You: bets 164 and is all-in
Ada: calls 64 and is all-in
Uncalled bet (100) returned to You
*** RIVER *** [Kc 7h 2s 9d] [4c]
*** SHOW DOWN ***
You: shows [Ah Kd] (a pair of Kings)
Ada: mucks hand
You collected 216 from pot
*** SUMMARY ***
Total pot 216 | Rake 0
Board [Kc 7h 2s 9d 4c]
Seat 1: You (button) showed [Ah Kd] and won (216) with a pair of Kings
Seat 2: Ada (small blind) mucked
Seat 3: Ben (big blind) folded on the Flop
"""


def test_text_export_of_a_known_hand_is_pokerstars_style_line_for_line(capsys, tmp_path):
    sid = known_hand(Journal(default_path()))
    code, out, err = run(capsys, "export", str(sid), "--text", "-")
    assert (code, err) == (0, "")
    assert out == KNOWN_HAND
    for hidden in ("Qs", "Qh", "Jc", "Tc"):  # the bots' cards were never shown
        assert not re.search(rf"\b{hidden}\b", out)
    path = tmp_path / "hands.txt"
    code, out, _ = run(capsys, "export", str(sid), "--text", str(path))
    assert code == 0 and path.read_text() == KNOWN_HAND and "Wrote 1 hands" in out


def bracketed_cards(text: str) -> set[str]:
    return {card for group in re.findall(r"\[([^\]]*)\]", text) for card in group.split()}


@pytest.mark.parametrize("variant", ["nlhe", "stud7", "draw"])
async def test_text_export_shows_the_humans_cards_and_a_bots_only_when_shown(variant):
    sid = await play(variant, 8, seed=3)
    heading = {"nlhe": "*** HOLE CARDS ***", "stud7": "*** 3rd STREET ***",
               "draw": "*** DEALING HANDS ***"}[variant]
    for played in played_hands(Journal(default_path()), sid):
        text = hand_history(played)
        events = played.hand.events or []
        written = bracketed_cards(text)
        shown = {e.player for e in events if isinstance(e, ev.HandShown)}
        hidden: set[str] = set()  # bots' cards nobody at the table saw
        for e in events:
            if isinstance(e, ev.CardsDealt) and not played.players[e.player].human:
                hidden |= {str(c) for c, up in zip(e.cards, e.up, strict=True) if not up}
            if isinstance(e, ev.CardsDrawn) and not played.players[e.player].human:
                hidden |= {str(c) for c in e.discarded + e.drawn}
        hidden -= {str(c) for p in shown for c in played.hand.hole[p]}
        assert not hidden & written, text
        first = next(e for e in events if isinstance(e, ev.CardsDealt)
                     and played.players[e.player].human)
        assert f"Dealt to You {bracket(first.cards)}" in text
        assert heading in text and text.splitlines()[-1].startswith("Seat ")


async def test_phh_export_replays_in_pokerkit_to_the_journaled_final_stacks(capsys, tmp_path):
    pokerkit = pytest.importorskip("pokerkit")
    sids = [await play("nlhe", 10, seed=s) for s in (11, 12)]
    journal = Journal(default_path())
    finals = {(sid, number): (order, json.loads(final)) for sid in sids
              for number, order, final in [
                  (n, json.loads(o), f) for n, o, f in journal.db.execute(
                      "SELECT number, seats, final_stacks FROM hands WHERE session_id = ?"
                      " AND status = 'settled'", (sid,))]}
    replayed = 0
    for sid in sids:
        folder = tmp_path / str(sid)
        code, out, _ = run(capsys, "export", str(sid), "--phh", str(folder))
        assert code == 0 and out.startswith("Wrote ")
        for played in played_hands(journal, sid):
            path = folder / f"game-{sid}-hand-{played.number:05d}.phh"
            text = path.read_text()
            _, final = finals[sid, played.number]
            ours = [final[p] for p in phh_order(played.hand)]  # the journal's stacks, PHH order
            with open(path, "rb") as f:
                hh = pokerkit.HandHistory.load(f)
            assert list(hh.finishing_stacks) == ours
            if text.startswith("#"):
                continue  # a hand PokerKit settles otherwise says so (docs/rules.md)
            states = [state for state, _ in hh.state_actions]
            assert not states[-1].status, text
            assert list(states[-1].stacks) == ours, text
            replayed += 1
    assert replayed >= 15


async def test_phh_export_of_a_game_pokerkit_does_not_play_is_one_sentence(capsys, tmp_path):
    sid = await play("draw", 3)
    code, out, err = run(capsys, "export", str(sid), "--phh", str(tmp_path / "x"))
    assert code == 2 and out == ""
    assert err == ("poker-tui: PHH hand histories exist only for games PokerKit plays, and Limit"
                   " Five Card Draw is not one of them; export it with --text instead\n")
    assert not (tmp_path / "x").exists()


# ------------------------------------------------------- empty and bad input
def test_an_empty_journal_says_so_and_creates_nothing(capsys):
    assert run(capsys) == (0, "No saved games yet: play a game with `poker-tui`.\n", "")
    assert run(capsys, "--json") == (0, "[]\n", "")
    assert run(capsys, "stats") == (0, "No finished hands yet: play a game with `poker-tui`.\n", "")
    assert not default_path().exists()


@pytest.mark.parametrize("argv", [
    ["export", "99", "--text", "-"],
    ["export", "99", "--phh", "somewhere"],
    ["stats", "--game", "99"],
])
def test_a_bad_id_is_one_sentence_and_status_2(capsys, argv):
    known_hand(Journal(default_path()))  # game 1 exists; 99 does not
    code, out, err = run(capsys, *argv)
    assert (code, out) == (2, "")
    assert err == "poker-tui: there is no saved game 99; `poker-tui history` lists them\n"


def test_export_without_a_destination_and_an_unknown_player_are_sentences(capsys):
    known_hand(Journal(default_path()))
    code, _, err = run(capsys, "export", "1")
    assert code == 2 and err.startswith("poker-tui: say where to write: --phh DIR")
    code, _, err = run(capsys, "stats", "--player", "Zed")
    assert code == 2 and err == ("poker-tui: no player 'Zed' in the saved hands; the players are:"
                                 " You, bot:random, bot:tag\n")


def test_history_runs_without_textual_and_without_a_traceback(tmp_path):
    code = ("import sys; from poker_tui.cli import main; rc = main(['history', 'export', '5',"
            " '--text', '-']); print(rc, 'textual' in sys.modules)")
    result = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True,
                            env={"POKER_TUI_DATA": str(tmp_path), "PATH": ""})
    assert result.stdout == "2 False\n"
    assert "Traceback" not in result.stderr and result.stderr.count("\n") == 1


def test_a_hand_that_no_longer_replays_to_its_result_is_left_out_and_said(capsys):
    journal = Journal(default_path())
    sid = known_hand(journal)
    hand = Hand(NLHE, Stakes(1, 2), [200, 100, 200], 1, seed=2)
    journal_hand(journal, sid, 2, hand, [F, F], [0, 1, 2])  # the button's turn: both fold
    journal.db.execute("UPDATE hands SET final_stacks = '[1, 2, 3]' WHERE number = 1")
    journal.db.commit()
    code, out, err = run(capsys, "stats", "--json")
    assert code == 0 and [s["hands"] for s in json.loads(out)] == [1]
    assert err == ("poker-tui: 1 saved hand left out (#1-1): this version does not replay them"
                   " to the journaled result.\n")
    code, out, _ = run(capsys, "export", str(sid), "--text", "-")
    assert code == 0 and out.startswith("poker-tui Hand #1-2:") and "Hand #1-1" not in out

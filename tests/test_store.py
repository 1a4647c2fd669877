"""The journal: nothing lost when a terminal dies (002 §5.1)."""

from __future__ import annotations

import subprocess
import sys
import textwrap

from poker_tui.engine import NLHE, Action, Hand, Stakes
from poker_tui.store import Journal
from poker_tui.store.codec import start_from_json, start_to_json
from poker_tui.store.journal import SeatRecord


def _seats():
    return [SeatRecord(0, "Ann", "human", 200), SeatRecord(1, "Bob", "bot:random", 200),
            SeatRecord(2, "Cy", "bot:random", 200)]


def test_hand_start_round_trips_through_json():
    hand = Hand(NLHE, Stakes(1, 2, ante=1), [100, 200, 300], 1, seed=4, names=("a", "b", "c"))
    assert start_from_json(start_to_json(hand.start)) == hand.start


def test_crash_mid_hand_voids_it_and_returns_the_bets_002_5_1(tmp_path):
    j = Journal(tmp_path / "p.db")
    sid = j.open_session({"variant": "nlhe"}, _seats())
    hand = Hand(NLHE, Stakes(1, 2), [200, 200, 200], 0, seed=1)
    hid = j.begin_hand(sid, 1, hand.start, [0, 1, 2])
    for seq, action in enumerate([Action.raise_to(10), Action.call()]):
        player = hand.to_act
        hand.apply(action)
        j.record_action(hid, seq, player, action)
    j.db.close()  # the terminal dies here, mid-hand

    j2 = Journal(tmp_path / "p.db")
    rec = j2.recover(sid)
    assert rec.voided == [1] and rec.settled == []
    assert [s.stack for s in rec.seats] == [200, 200, 200]  # every bet returned


def test_crash_after_showdown_settles_the_hand_002_5_1(tmp_path):
    j = Journal(tmp_path / "p.db")
    sid = j.open_session({"variant": "nlhe"}, _seats())
    hand = Hand(NLHE, Stakes(1, 2), [200, 200, 200], 0, seed=2)
    hid = j.begin_hand(sid, 1, hand.start, [0, 1, 2])
    seq = 0
    while not hand.over:
        legal = hand.legal_actions()
        action = Action.raise_to(legal.max_raise_to) if legal.can_raise else Action.call()
        if legal.can_check and not legal.can_raise:
            action = Action.check()
        player = hand.to_act
        hand.apply(action)
        j.record_action(hid, seq, player, action)
        seq += 1
    j.db.close()  # died before end_hand was written

    rec = Journal(tmp_path / "p.db").recover(sid)
    assert rec.settled == [1]
    assert [s.stack for s in rec.seats] == hand.stacks


def test_journal_survives_a_killed_process(tmp_path):
    """A real process is killed mid-hand; the next one recovers the session."""
    db = tmp_path / "p.db"
    script = textwrap.dedent(f"""
        import os
        from poker_tui.engine import NLHE, Action, Hand, Stakes
        from poker_tui.store import Journal
        from poker_tui.store.journal import SeatRecord
        j = Journal({str(db)!r})
        sid = j.open_session({{}}, [SeatRecord(0, "a", "human", 100), SeatRecord(1, "b", "bot:x", 100)])
        h = Hand(NLHE, Stakes(1, 2), [100, 100], 0, seed=3)
        hid = j.begin_hand(sid, 1, h.start, [0, 1])
        p = h.to_act; h.apply(Action.raise_to(50)); j.record_action(hid, 0, p, Action.raise_to(50))
        os._exit(9)
    """)
    subprocess.run([sys.executable, "-c", script], check=False)
    j = Journal(db)
    (sid, _, _), = j.open_sessions()
    rec = j.recover(sid)
    assert rec.voided == [1] and [s.stack for s in rec.seats] == [100, 100]


def test_finished_hands_replay_for_exports(tmp_path):
    j = Journal(tmp_path / "p.db")
    sid = j.open_session({}, _seats())
    hand = Hand(NLHE, Stakes(1, 2), [200, 200, 200], 0, seed=5)
    hid = j.begin_hand(sid, 1, hand.start, [0, 1, 2])
    seq = 0
    while not hand.over:
        p = hand.to_act
        a = Action.check() if hand.legal_actions().can_check else Action.call()
        hand.apply(a)
        j.record_action(hid, seq, p, a)
        seq += 1
    j.end_hand(hid, hand)
    (number, again, order), = list(j.hands(sid))
    assert number == 1 and again.stacks == hand.stacks and order == [0, 1, 2]


def _cut_off(j: Journal) -> int:
    """A session whose hand #1 was cut off after a raise and a call."""
    sid = j.open_session({}, _seats())
    hand = Hand(NLHE, Stakes(1, 2), [200, 200, 200], 1, seed=1)
    hid = j.begin_hand(sid, 1, hand.start, [0, 1, 2])
    for seq, action in enumerate([Action.raise_to(10), Action.call()]):
        player = hand.to_act
        hand.apply(action)
        j.record_action(hid, seq, player, action)
    return sid


def test_preview_says_what_recover_will_do_and_writes_nothing(tmp_path):
    j = Journal(tmp_path / "p.db")
    sid = _cut_off(j)
    before = j.db.execute("SELECT status FROM hands").fetchall()
    seen = j.preview(sid)
    assert j.db.execute("SELECT status FROM hands").fetchall() == before == [("playing",)]
    done = j.recover(sid)
    assert (seen.voided, seen.button_seat, seen.last_voided) == (done.voided, 1, True)
    assert [s.stack for s in seen.seats] == [s.stack for s in done.seats]


def test_a_voided_hand_keeps_its_button_on_a_second_recovery(tmp_path):
    """Recovering twice (the terminal died again before the next deal) changes nothing."""
    j = Journal(tmp_path / "p.db")
    sid = _cut_off(j)
    first, again = j.recover(sid), j.recover(sid)
    assert again.voided == [] and again.last_voided and again.button_seat == first.button_seat
    assert [s.stack for s in again.seats] == [200, 200, 200]


def test_closing_a_session_voids_its_unfinished_hand_002_5_1(tmp_path):
    j = Journal(tmp_path / "p.db")
    sid = _cut_off(j)
    j.close_session(sid)
    assert j.open_sessions() == []
    assert j.db.execute("SELECT status FROM hands").fetchall() == [("void",)]
    assert [s.stack for s in j.seats(sid)] == [200, 200, 200]


def test_a_seat_that_left_says_so_and_keeps_its_bot_name():
    left = SeatRecord(3, "Dev", "left:bot:tag", 0)
    assert left.left and left.bot == "tag"
    assert not SeatRecord(0, "Ann", "human", 10).left and SeatRecord(0, "Ann", "human", 10).bot is None

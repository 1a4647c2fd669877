"""The session journals every hand and action; a dead terminal's game resumes (002 §5.1)."""

from __future__ import annotations

import asyncio
import json
import subprocess
import sys
import textwrap
from pathlib import Path

import pytest

from poker_tui.cli import main
from poker_tui.engine.actions import Action
from poker_tui.engine.games import get_variant
from poker_tui.session import events as se
from poker_tui.session.config import config_from_dict, config_to_dict, default_stakes
from poker_tui.session.game import GameSession
from poker_tui.session.saves import SavedGames
from poker_tui.store import Journal
from tests.test_layers import ROOT, _files, _imports
from tests.test_session_game import drive
from tests.test_ui_support import PolicyBot, calls, config, shoves


class Crash(Exception):
    """The terminal dies: the session object is abandoned where it stands."""


def live_stacks(session: GameSession) -> dict[int, int]:
    return {i: s.stack for i, s in enumerate(session.table.seats) if s is not None}


def test_a_config_round_trips_through_the_journal_json():
    cfg = config(["You", "Ada", "Ben"], [None, "random", "tag"], stacks=[120, None, None],
                 variant="stud7", stakes=default_stakes(get_variant("stud7"), 2),
                 next_hand="pause")
    assert config_from_dict(json.loads(json.dumps(config_to_dict(cfg)))) == cfg


@pytest.mark.parametrize("variant", ["nlhe", "draw", "stud7"])
async def test_every_action_is_journaled_and_replays_to_the_live_stacks(tmp_path, variant):
    journal = Journal(tmp_path / "p.db")
    stakes = default_stakes(get_variant(variant), 2)
    session = GameSession(config(["You", "Ada", "Ben"], variant=variant, stakes=stakes, seed=4),
                          bots={1: PolicyBot(shoves), 2: PolicyBot(calls)}, journal=journal)
    live: dict[int, tuple[int, dict[int, int]]] = {}

    def check(e: se.SessionEvent) -> None:
        if isinstance(e, se.HandFinished):
            assert session.hand is not None
            live[e.hand_no] = (len(session.hand.actions),
                               {s: session.table.seats[s].stack for s in session.order})

    await drive(session, 8, check=check)
    assert session.session_id is not None
    replayed = {number: (len(hand.actions), {seat: hand.stacks[i] for i, seat in enumerate(order)})
                for number, hand, order in journal.hands(session.session_id)}
    assert replayed == live and len(live) == 8
    # The seats (rebuys of the busted bots included) are what the live table holds.
    assert {r.seat: r.stack for r in journal.seats(session.session_id)} == live_stacks(session)


async def test_a_bots_fault_is_journaled_as_the_fallback_it_played(tmp_path):
    def crashes(view):  # type: ignore[no-untyped-def]
        raise RuntimeError("boom")

    journal = Journal(tmp_path / "p.db")
    session = GameSession(config(["You", "Ada"], seed=2), bots={1: PolicyBot(crashes, "crashy")},
                          journal=journal)
    events = await drive(session, 3)
    assert any(isinstance(e, se.BotFault) for e in events)
    for _, hand, order in journal.hands(session.session_id):
        assert hand.over and len(order) == 2


async def test_killed_mid_hand_resumes_with_the_hand_voided_002_5_1(tmp_path):
    """002 §5.1.2: a round interrupted before showdown is void; every bet goes back."""
    path = tmp_path / "p.db"
    session = GameSession(config(["You", "Ada", "Ben"], seed=9),
                          bots={1: PolicyBot(calls), 2: PolicyBot(calls)}, journal=Journal(path))
    at_start: dict[int, tuple[dict[int, int], int]] = {}

    def check(e: se.SessionEvent) -> None:
        if isinstance(e, se.HandStarting):
            at_start[e.hand_no] = (live_stacks(session), e.button_seat)
        if isinstance(e, se.HumanTurn) and e.facing.to_call == 0 and session.hand_no == 4:
            raise Crash  # mid-hand: blinds posted, the preflop calls made

    with pytest.raises(Crash):
        await drive(session, 99, check=check)
    assert session.hand is not None and session.hand.actions  # bets were made in hand #4

    resumed = GameSession.resume(Journal(path), bots={1: PolicyBot(calls), 2: PolicyBot(calls)})
    assert resumed.recovered is not None and resumed.recovered.voided == [4]
    stacks, button = at_start[4]
    assert live_stacks(resumed) == stacks  # every bet of the voided hand returned
    events = await drive(resumed, 5)
    first = next(e for e in events if isinstance(e, se.HandStarting))
    assert (first.hand_no, first.button_seat) == (5, button)  # numbering goes on; same button
    logs = [e.text for e in events if isinstance(e, se.LogLine)]
    assert "Hand #4 was interrupted and voided: every bet returned (002 §5.1)" in logs


async def test_a_hand_past_showdown_but_not_ended_is_settled_on_resume_002_5_1(tmp_path):
    """002 §5.1.1: showdown has taken place, so the round is concluded."""
    path = tmp_path / "p.db"

    class DiesBeforeTheEnd(Journal):
        def end_hand(self, hand_id, hand, status="settled"):  # type: ignore[no-untyped-def]
            if hand_id == 2:
                raise Crash  # every action is written; the result never is
            super().end_hand(hand_id, hand, status)

    session = GameSession(config(["You", "Ada"], seed=3), bots={1: PolicyBot(calls)},
                          journal=DiesBeforeTheEnd(path))
    with pytest.raises(Crash):
        await drive(session, 99)
    assert session.hand is not None and session.hand.over
    final = {seat: session.hand.stacks[i] for i, seat in enumerate(session.order)}
    button = session.order[session.hand.button]

    resumed = GameSession.resume(Journal(path), bots={1: PolicyBot(calls)})
    assert resumed.recovered is not None and resumed.recovered.settled == [2]
    assert live_stacks(resumed) == final
    events = await drive(resumed, 3)
    first = next(e for e in events if isinstance(e, se.HandStarting))
    assert first.hand_no == 3 and first.button_seat != button  # a settled hand moves the button


def test_a_killed_process_resumes_with_the_hand_voided_002_5_1(tmp_path):
    """A real process dies mid-hand (os._exit, no clean-up at all); the next one resumes."""
    path = tmp_path / "p.db"
    script = textwrap.dedent(f"""
        import asyncio, json, os
        from poker_tui.session import events as se
        from poker_tui.session.game import GameSession
        from poker_tui.store import Journal
        from tests.test_session_game import drive
        from tests.test_ui_support import config

        s = GameSession(config(["You", "Ada", "Ben"], seed=5), journal=Journal({str(path)!r}))
        def check(e):
            if isinstance(e, se.HandStarting):
                stacks = {{i: x.stack for i, x in enumerate(s.table.seats) if x is not None}}
                print(json.dumps([e.hand_no, e.button_seat, stacks]), flush=True)
            if s.hand_no >= 3 and isinstance(e, (se.HumanTurn, se.BotThinking)) and s.hand.actions:
                os._exit(9)
        asyncio.run(drive(s, 99, check=check))
    """)
    out = subprocess.run([sys.executable, "-c", script], cwd=ROOT, capture_output=True, text=True,
                         timeout=60)
    assert out.returncode == 9, out.stderr
    number, button, stacks = json.loads(out.stdout.splitlines()[-1])

    saves = SavedGames(Journal(path))
    saved = saves.latest()
    assert saved is not None and saved.interrupted and saved.hand_no == number
    resumed = saves.resume()  # the bots come back by name ("random")
    assert resumed.recovered is not None and resumed.recovered.voided == [number]
    assert live_stacks(resumed) == {int(k): v for k, v in stacks.items()}
    assert resumed.hand_no == number and resumed.table.next_button() == button


async def test_a_bust_left_unanswered_is_asked_again_after_resuming(tmp_path):
    path = tmp_path / "p.db"
    session = GameSession(config(["You", "Ada"], seed=1), bots={1: PolicyBot(shoves)},
                          journal=Journal(path))

    def check(e: se.SessionEvent) -> None:
        if isinstance(e, se.PlayerBusted):
            raise Crash  # the terminal dies with the rebuy question on screen

    with pytest.raises(Crash):
        await drive(session, 99, human=lambda f: Action.call(), check=check)
    resumed = GameSession.resume(Journal(path), bots={1: PolicyBot(shoves)})
    assert live_stacks(resumed)[0] == 0
    rebought: list[int] = []

    def on_start(e: se.SessionEvent) -> None:
        if isinstance(e, se.HandStarting):  # the rebuy is journaled before the next deal
            rebought.append(Journal(path).seats(resumed.session_id)[0].stack)

    events = await drive(resumed, resumed.hand_no + 1, check=on_start)  # drive answers: rebuy
    assert any(isinstance(e, se.PlayerBusted) for e in events)
    assert rebought == [200]


async def test_leaving_the_table_closes_the_saved_game(tmp_path):
    journal = Journal(tmp_path / "p.db")
    session = GameSession(config(["You", "Ada"], seed=1), bots={1: PolicyBot(shoves)},
                          journal=journal)
    seen: list[se.SessionEvent] = []

    def on(e: se.SessionEvent) -> None:
        seen.append(e)
        if isinstance(e, se.HumanTurn):
            asyncio.get_running_loop().call_soon(lambda: session.submit(Action.call()))
        elif isinstance(e, se.PlayerBusted):
            asyncio.get_running_loop().call_soon(lambda: session.leave(e.seat))

    session.subscribe(on)
    await asyncio.wait_for(session.run(), 20)
    assert any(isinstance(e, se.SessionOver) for e in seen)
    assert journal.open_sessions() == []
    assert journal.seats(session.session_id)[0].kind == "left:human"


async def test_quitting_mid_hand_voids_the_hand_and_closes_the_game(tmp_path):
    journal = Journal(tmp_path / "p.db")
    session = GameSession(config(["You", "Ada"], seed=1), bots={1: PolicyBot(calls)},
                          journal=journal)

    def check(e: se.SessionEvent) -> None:
        if isinstance(e, se.HumanTurn):
            asyncio.get_running_loop().call_soon(session.quit)

    await drive(session, 99, human=lambda f: Action.check(), check=check)
    assert journal.open_sessions() == []
    status = journal.db.execute("SELECT status FROM hands").fetchall()
    assert status == [("void",)]
    assert [r.stack for r in journal.seats(session.session_id)] == [200, 200]


async def test_a_failing_disk_is_said_once_and_the_game_goes_on(tmp_path):
    journal = Journal(tmp_path / "p.db")
    session = GameSession(config(["You", "Ada"], seed=1), bots={1: PolicyBot(calls)},
                          journal=journal)

    def check(e: se.SessionEvent) -> None:
        if isinstance(e, se.HandFinished) and e.hand_no == 1:
            journal.db.close()  # every later write fails

    events = await drive(session, 3, check=check)
    faults = [e.text for e in events if isinstance(e, se.LogLine) and "no longer" in e.text]
    assert len(faults) == 1 and sum(isinstance(e, se.HandFinished) for e in events) == 3


def test_resume_with_nothing_saved_says_so_in_one_sentence(tmp_path, capsys, monkeypatch):
    monkeypatch.setenv("POKER_TUI_DATA", str(tmp_path))
    assert main(["--resume"]) != 0
    err = capsys.readouterr().err
    assert err.strip() == "poker-tui: There is no unfinished game to resume."


def test_resume_and_no_save_together_are_refused(capsys):
    assert main(["--resume", "--no-save"]) != 0
    assert "--no-save" in capsys.readouterr().err


def test_headless_matches_never_journal():
    """sim and lab play thousands of hands: they must never open the journal (the store's
    exporters, which read engine hands only, write their hand histories)."""
    files = [ROOT / "poker_tui" / "sim.py", *_files("lab")]
    for f in files:
        for mod in _imports(f):
            assert not mod.startswith(("poker_tui.store.journal", "poker_tui.session.saves")), \
                f"{f.relative_to(ROOT)} imports {mod}"


def test_default_path_follows_poker_tui_data(tmp_path, monkeypatch):
    from poker_tui.store import default_path

    monkeypatch.setenv("POKER_TUI_DATA", str(tmp_path))
    assert default_path() == Path(tmp_path) / "poker.db"

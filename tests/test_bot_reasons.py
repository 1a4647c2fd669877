"""Bots that say why: a decision may carry a reason, in-process and over the process protocol;
old bots without one still play; the reasons are judged, journaled and replayed
(docs/bot-protocol.md, "Reasons"; docs/store.md)."""

from __future__ import annotations

import json
import pickle
import re
import sqlite3
import sys
from pathlib import Path

import pytest

from poker_tui.bots_api import Action, PlayerView, because, reason_of, view_for
from poker_tui.engine import NLHE, Hand, Stakes
from poker_tui.process_bot import ProcessBot, action_from_json
from poker_tui.reasons import MAX_REASON, Reasoned, clean_reason
from poker_tui.referee import judge
from poker_tui.session import events as se
from poker_tui.session.game import GameSession
from poker_tui.session.replay import saved_steps
from poker_tui.store import Journal
from tests.test_session_game import drive
from tests.test_ui_support import PolicyBot, calls, config

ROOT = Path(__file__).resolve().parents[1]


def heads_up() -> Hand:
    return Hand(NLHE, Stakes(1, 2), [200, 200], 0, seed=3)


# ----------------------------------------------------------------- the value
def test_a_reasoned_action_plays_compares_and_prints_as_the_plain_action():
    call = because(Action.call(), "call: {:.0%} and the price is {:.0%}", 0.38, 0.25)
    assert call == Action.call() and hash(call) == hash(Action.call())
    assert str(call) == "call" and call.kind == Action.call().kind
    assert reason_of(call) == "call: 38% and the price is 25%"
    assert reason_of(Action.call()) is None
    hand = heads_up()
    hand.apply(call)  # the engine takes it as the action it is
    assert hand.actions[-1][1] == Action.call()


def test_a_reason_survives_the_pickle_to_and_from_a_seat_worker():
    sent = pickle.loads(pickle.dumps(because(Action.raise_to(6), "raise: {} outs", 9)))
    assert isinstance(sent, Reasoned) and sent == Action.raise_to(6)
    assert reason_of(sent) == "raise: 9 outs"


def test_a_template_that_does_not_fit_its_numbers_says_nothing_and_never_raises():
    assert reason_of(because(Action.fold(), "fold: {:.0%} and {}", "not a number")) is None


def test_a_foreign_reason_becomes_one_short_printable_line():
    assert (
        clean_reason("raise:\x1b[2J\x1b[31m red\nnext line\u202e")
        == "raise: [2J [31m red next line"
    )
    assert clean_reason("a\ue000100\ue001 chips") == "a 100 chips"  # no fake amounts
    long = clean_reason("why " * 100)
    assert long is not None and len(long) == MAX_REASON and long.endswith("…")
    assert clean_reason("   ") is None and clean_reason(42) is None


# ---------------------------------------------------------------- the referee
def test_the_verdict_carries_the_reason_and_a_fault_carries_none():
    hand = heads_up()
    view = view_for(hand)
    played = judge(view, because(Action.call(), "call: cheap"), "b", hand.raise_terms)
    assert played.action == Action.call() and played.reason == "call: cheap"
    low = judge(view, because(Action.raise_to(3), "raise: small"), "b", hand.raise_terms)
    assert low.fault and low.action == Action.raise_to(4)  # 002 §3.5.1(a): the minimum
    assert low.reason == "raise: small"  # still raised for the bot's reason
    illegal = judge(view, because(Action.check(), "check: free?"), "b", hand.raise_terms)
    assert illegal.fault and illegal.reason is None  # the fallback is not the bot's choice
    assert judge(view, Action.call(), "b", hand.raise_terms).reason is None  # an old bot


# ------------------------------------------------------------ process bots
REASONED = r"""
import json, sys
for line in sys.stdin:
    msg = json.loads(line)
    if msg["type"] == "act":
        legal = msg["view"]["legal"]
        act = "check" if legal["can_check"] else "call"
        print(json.dumps({"id": msg["id"], "action": act,
                          "reason": act + ": \u001b[31mthe price\nis right"}), flush=True)
"""


def test_a_process_bot_may_send_a_reason_and_an_old_one_still_plays(tmp_path):
    script = tmp_path / "reasoned.py"
    script.write_text(REASONED)
    view = view_for(heads_up())
    with ProcessBot([sys.executable, str(script)], seed=1) as bot:
        action = bot.decide(view)
    assert action == Action.call() and reason_of(action) == "call: [31mthe price is right"
    # the example bot of docs/bot-protocol.md gives reasons; a bot written before them,
    # answering with no "reason", plays as before with none
    with ProcessBot([sys.executable, str(ROOT / "examples" / "process_bot.py")], seed=1) as bot:
        assert reason_of(bot.decide(view))
    old = tmp_path / "old.py"
    old.write_text(
        REASONED.replace(
            ',\n                          "reason": act + ": \\u001b[31mthe price\\nis right"', ""
        )
    )
    assert '"reason"' not in old.read_text()
    with ProcessBot([sys.executable, str(old)], seed=1) as bot:
        action = bot.decide(view)
    assert action == Action.call() and reason_of(action) is None


# ------------------------------------------------------------------ the table
def says(view: PlayerView) -> Action:
    """Calls, saying so (the in-process bot API)."""
    return because(calls(view), "{}: it always does", "call" if view.legal.call else "check")


async def test_reasons_are_journaled_shown_when_asked_and_replayed(tmp_path):
    """Reasons reach the journal whether shown or not; shown, each is on its bot's seat and a
    line of the log; the replay draws the very states the live table drew."""
    journal = Journal(tmp_path / "p.db")
    cfg = config(["You", "Ada", "Ben"], [None, "policy", "tag"], seed=5)
    session = GameSession(cfg, bots={1: PolicyBot(says, "Ada")}, journal=journal)
    session.show_reasons(True)
    lines: list[str] = []
    seat_reasons: set[tuple[int, str]] = set()
    live: list[object] = []

    def check(e: se.SessionEvent) -> None:
        if isinstance(e, se.LogLine) and e.kind == se.LogKind.REASON:
            lines.append(e.words)
        if isinstance(e, (se.TableEvent, se.HumanTurn)):  # the steps of a replay
            state = session.state()
            live.append(state)
            seat_reasons.update((s.seat, s.reason) for s in state.seats if s.reason)

    await drive(session, 3, check=check)
    assert session.session_id is not None
    kept = journal.reasons(session.session_id)
    ada = [r for hand in kept.values() for r in hand.values() if "always" in r]
    assert ada and all(r in ("call: it always does", "check: it always does") for r in ada)
    tag = [r for hand in kept.values() for r in hand.values() if "always" not in r]
    assert tag, "the built-in bot in its worker process gave reasons too"
    assert any(line.startswith("↳ Ada: ") for line in lines)
    assert {s for s, _ in seat_reasons} == {1, 2}  # the bots' seats only, never the human's
    steps = list(saved_steps(journal, session.session_id, reasons=True))
    assert {(s.seat, s.reason) for st in steps for s in st.drawn.seats if s.reason} <= seat_reasons
    assert any(s.reason for st in steps for s in st.drawn.seats)
    hands = {st.hand_no for st in steps}
    assert [v for v in live if v.hand_no in hands] == [st.drawn for st in steps]  # type: ignore[attr-defined]
    journal.close()


async def test_reasons_are_not_in_the_state_or_the_log_unless_asked(tmp_path):
    session = GameSession(
        config(["You", "Ada"], [None, "policy"], seed=2),
        bots={1: PolicyBot(says, "Ada")},
        journal=Journal(tmp_path / "p.db"),
    )
    shown: list[object] = []

    def check(e: se.SessionEvent) -> None:
        if isinstance(e, se.LogLine) and e.kind == se.LogKind.REASON:
            shown.append(e)
        if isinstance(e, se.TableEvent):
            shown.extend(s.reason for s in session.state().seats if s.reason)

    await drive(session, 2, check=check)
    assert shown == [] and not session.reasons_shown
    assert session.session_id is not None and session.journal is not None
    assert session.journal.reasons(session.session_id), "saved all the same, for the replayer"


def test_an_old_journal_reads_with_no_reasons_and_migrates_to_keep_them(tmp_path):
    old = tmp_path / "poker.db"
    old.write_bytes((ROOT / "tests" / "fixtures" / "journal-v1.db").read_bytes())
    reader = Journal.reader(old)
    assert reader is not None and reader.version == 1
    game = reader.open_ids() or [r[0] for r in reader.rows("SELECT id FROM sessions")]
    assert reader.reasons(game[0]) == {}  # read as it is: no reason column, no error
    assert list(saved_steps(reader, game[0], [None], reasons=True))
    reader.close()
    Journal(old).close()  # a writer migrates it
    db = sqlite3.connect(old)
    columns = [r[1] for r in db.execute("PRAGMA table_info(actions)")]
    db.close()
    assert columns[-1] == "reason"


def test_the_documented_answers_with_a_reason_play_as_documented():
    """docs/bot-protocol.md: its example answers carrying a reason are read as it says."""
    text = (ROOT / "docs" / "bot-protocol.md").read_text()
    answers = [
        json.loads(line.strip("`< "))
        for line in re.findall(r'[`<] ?(\{"id".*"reason".*\})`?', text)
    ]
    assert len(answers) >= 2
    view = view_for(heads_up())
    for answer in answers:
        action = action_from_json(answer, view)
        assert reason_of(action) == answer["reason"]
        assert str(action).split()[0] == answer["action"]


# ------------------------------------------------------------- built-in bots
BUILT_IN = ("random", "station", "rock", "maniac", "tag", "equity", "pushfold")


@pytest.mark.parametrize("variant", ["nlhe", "plo", "stud7", "draw"])
def test_every_built_in_bot_gives_a_reason_for_every_decision(variant):
    """Each family, six seats of different bots (and a short-stacked push/fold seat), a few
    hands: every decision says why, in one line that starts with what the seat did."""
    from poker_tui.bots_api import make_bot
    from poker_tui.engine.games import get_variant
    from poker_tui.session.config import default_stakes

    game = get_variant(variant)
    names = BUILT_IN[:6] if variant == "stud7" else BUILT_IN
    stacks = [200] * len(names)
    stacks[-1] = 24 if "pushfold" in names else 200  # 12 big blinds: it pushes or folds
    bots = [make_bot(name, seed=i) for i, name in enumerate(names)]
    said: dict[str, set[str]] = {name: set() for name in names}
    for deal in range(6):
        hand = Hand(game, default_stakes(game, 2), stacks, deal % len(names), seed=deal)
        while hand.to_act >= 0:
            p = hand.to_act
            action = bots[p].decide(view_for(hand))
            reason = reason_of(action)
            assert reason, f"{names[p]} gave no reason for {action}"
            word = reason.split(":")[0]
            assert word in (
                "fold",
                "check",
                "call",
                "bet",
                "raise",
                "all-in",
                "bring in",
                "stand pat",
            ) or word.startswith("draw "), reason
            said[names[p]].add(reason)
            hand.apply(action)
    assert all(said.values()), said


# ------------------------------------------------------------------ the screen
@pytest.mark.parametrize("coach", [True, False])
async def test_with_the_coach_on_the_table_shows_the_bots_reasons(coach):
    """settings.toml's coach on: the bot's reason is on its seat (italic, in place of its last
    action) and a line of the hand log; off: neither, though the game is the same."""
    from poker_tui.settings import Settings, save_settings
    from poker_tui.ui.app import PokerApp
    from poker_tui.ui.widgets.hand_log import HandLog
    from poker_tui.ui.widgets.table_view import TableView
    from tests.test_ui_support import caught_up, session_of, until

    assert save_settings(Settings().with_table(coach=coach)) == ""
    app = PokerApp(
        config(["You", "Ada"], [None, "policy"], seed=3),
        bots={1: PolicyBot(says, "Ada")},
        misclick_guard=0,
    )
    async with app.run_test(size=(120, 40)) as pilot:
        drawn: list[str] = []
        for _ in range(8):  # a few turns and hands: Ada acts between them
            await until(
                pilot,
                lambda: caught_up(app) and session_of(app).waiting_for in ("action", "next"),
                what="a turn or the next hand",
            )
            session = session_of(app)
            screen = app.table_screen
            assert screen is not None
            drawn.append(screen.query_one(TableView).paint().plain())
            if session.waiting_for == "next":
                session.next_hand()
            else:
                session.submit(calls(view_for(session.hand)))  # type: ignore[arg-type]
        await until(
            pilot,
            lambda: caught_up(app) and session_of(app).waiting_for in ("action", "next"),
            what="a turn or the next hand",
        )
        screen = app.table_screen
        assert screen is not None
        said = [w for w, kind, _ in screen.query_one(HandLog).entries if kind == "reason"]
        on_seat = [d for d in drawn if "all: it al" in d or "heck: it al" in d]  # (C)all, (C)heck
        if coach:
            assert said and all(w.startswith("↳ Ada: c") and "it always does" in w for w in said)
            assert on_seat
        else:
            assert said == [] and on_seat == []
        screen.session.close()

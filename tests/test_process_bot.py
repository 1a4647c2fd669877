"""Process bots: JSON lines on stdin/stdout, killed and restarted when they hang,
restarted when they crash, sat out when they keep failing (docs/bot-protocol.md)."""

from __future__ import annotations

import json
import os
import sys
import time
from dataclasses import replace
from pathlib import Path

import pytest

from poker_tui.bots_api import make_bot, view_for
from poker_tui.engine import NLHE, Hand, Stakes, all_variants
from poker_tui.process_bot import BotFault, ProcessBot, view_to_json
from poker_tui.referee import ask, check_legal
from poker_tui.session.config import default_stakes
from poker_tui.session.guard import BotGuard

ROOT = Path(__file__).resolve().parents[1]
EXAMPLE = ROOT / "examples" / "process_bot.py"

# A bot that answers its first two decisions, then behaves as told by its mode.
SCRIPT = r'''
import json, sys, time
mode = sys.argv[1]
n = 0
for line in sys.stdin:
    msg = json.loads(line)
    if msg["type"] != "act":
        continue
    n += 1
    legal = msg["view"]["legal"]
    if n > 2 or mode == "crash-first":
        if mode in ("crash", "crash-first"):
            print("my strategy blew up", file=sys.stderr)
            sys.exit(3)
        if mode == "hang":
            time.sleep(3600)
        if mode == "garbage":
            print("I think I will call", flush=True)
            continue
        if mode == "illegal":
            print(json.dumps({"id": msg["id"], "action": "raise", "amount": 10**9}), flush=True)
            continue
    act = {"action": "check"} if legal["can_check"] else {"action": "call"}
    act["id"] = msg["id"]
    print(json.dumps(act), flush=True)
'''


@pytest.fixture
def script(tmp_path: Path) -> Path:
    path = tmp_path / "bot.py"
    path.write_text(SCRIPT)
    return path


def bot_for(script: Path, mode: str, **kw: object) -> ProcessBot:
    kw.setdefault("time_limit", 0.3)
    kw.setdefault("startup_grace", 2.0)
    return ProcessBot([sys.executable, str(script), mode], name=f"bot-{mode}", **kw)  # type: ignore[arg-type]


def new_view():
    return view_for(Hand(NLHE, Stakes(1, 2), [200, 200], 0, seed=3))


def alive(pid: int) -> bool:
    try:
        os.kill(pid, 0)
    except ProcessLookupError:
        return False
    # a zombie is dead too
    try:
        state = Path(f"/proc/{pid}/stat").read_text().split()[2]
    except OSError:
        return False
    return state != "Z"


def test_the_example_bot_plays_every_game_legally() -> None:
    with ProcessBot([sys.executable, str(EXAMPLE)], seed=1, name="example") as bot:
        station = make_bot("station", seed=2)
        decisions = 0
        for i, variant in enumerate(all_variants()):
            for h in range(3):
                stakes = default_stakes(variant, 10)
                if variant.bring_in and h == 2:
                    stakes = replace(stakes, bring_in=0)  # the lowest card must bet
                hand = Hand(variant, stakes, [300, 300, 300], h % 3, seed=100 * i + h)
                while not hand.over:
                    view = view_for(hand)
                    if hand.to_act == 0:
                        action = bot.decide(view)
                        assert check_legal(view, action) is None, (variant.code, action)
                        decisions += 1
                    else:
                        action = station.decide(view)
                    hand.apply(action)
        assert decisions > 20
        assert bot.restarts == 0 and bot.failures == 0


def test_make_bot_runs_a_command_given_as_process_prefix() -> None:
    bot = make_bot(f"process:{sys.executable} {EXAMPLE}", seed=4)
    try:
        assert isinstance(bot, ProcessBot)
        action = bot.decide(new_view())
        assert check_legal(new_view(), action) is None
    finally:
        bot.close()
    assert not bot.running


def test_a_hanging_process_is_killed_and_restarted(script: Path) -> None:
    bot = bot_for(script, "hang")
    view = new_view()
    try:
        bot.decide(view)
        bot.decide(view)
        pid = bot.pid
        assert pid is not None
        t0 = time.perf_counter()
        with pytest.raises(BotFault, match=r"ran out of time \(0\.3 s\)") as caught:
            bot.decide(view)
        assert time.perf_counter() - t0 < 1.5
        assert caught.value.ruling == "late"  # the referee words it as for every bot
        assert not alive(pid)
        bot.decide(view)  # a fresh process answers its first decisions again
        assert bot.pid != pid and bot.restarts == 1 and bot.failures == 0
    finally:
        bot.close()


def test_a_crashed_process_is_reported_and_restarted(script: Path) -> None:
    bot = bot_for(script, "crash")
    view = new_view()
    try:
        bot.decide(view)
        bot.decide(view)
        with pytest.raises(BotFault, match=r"crashed: its process exited with code 3 \(my strategy blew up\)"):
            bot.decide(view)
        bot.decide(view)
        assert bot.restarts == 1
    finally:
        bot.close()


def test_a_process_that_keeps_crashing_sits_out(script: Path) -> None:
    bot = bot_for(script, "crash-first", max_failures=3)
    view = new_view()
    for _ in range(3):
        with pytest.raises(BotFault, match="crashed"):
            bot.decide(view)
    assert bot.sitting_out and not bot.running
    with pytest.raises(BotFault, match="sitting out after 3 faults in a row"):
        bot.decide(view)
    bot.sit_in()
    assert not bot.sitting_out
    bot.close()


def test_an_unreadable_reply_is_a_fault_but_the_process_keeps_running(script: Path) -> None:
    bot = bot_for(script, "garbage")
    view = new_view()
    try:
        bot.decide(view)
        bot.decide(view)
        pid = bot.pid
        with pytest.raises(BotFault, match="not JSON"):
            bot.decide(view)
        assert bot.pid == pid and bot.running
    finally:
        bot.close()


async def test_the_guard_turns_process_faults_into_fallbacks_and_the_game_goes_on(
        script: Path) -> None:
    """Through the session's guard: hang, crash and illegal answers all end in a legal action
    (a raise of 10**9 chips is all-in by the RWS house rule, 002 §3.5.1(b), and a fault)."""
    for mode, expect in (("hang", "ran out of time"), ("crash", "crashed"),
                         ("illegal", "more than it has: it plays as all-in"),
                         ("crash-first", "crashed")):
        bot = bot_for(script, mode)
        guard = BotGuard(bot, time_limit=0.3, max_faults=2)
        faults = []
        try:
            for seed in range(4):
                hand = Hand(NLHE, Stakes(1, 2), [200, 200], seed % 2, seed=seed)
                other = make_bot("station", seed=seed)
                while not hand.over:
                    view = view_for(hand)
                    if hand.to_act == 0:
                        decision = await guard.decide(view, hand.raise_terms)
                        if decision.fault:
                            faults.append(decision.fault)
                        action = decision.action
                    else:
                        action = other.decide(view)
                    assert check_legal(view, action) is None
                    hand.apply(action)
            assert faults and expect in faults[0], (mode, faults)
            # a bot that fails every time sits out after two faults in a row; the
            # hanging and crashing ones answer well after each restart and keep their seat
            assert guard.sitting_out == (mode in ("crash-first", "illegal")), mode
        finally:
            bot.close()


async def test_the_referee_gives_a_process_bot_its_own_time_limit(script: Path) -> None:
    bot = bot_for(script, "hang", time_limit=5.0)
    hand = Hand(NLHE, Stakes(1, 2), [200, 200], 0, seed=1)
    view = view_for(hand)
    try:
        await ask(bot, view, 0.2, hand.raise_terms)
        await ask(bot, view, 0.2, hand.raise_terms)
        pid = bot.pid
        decision = await ask(bot, view, 0.2, hand.raise_terms)
        assert bot.time_limit == 0.2
        assert decision.fault == "bot-hang ran out of time (0.2 s)"
        assert pid is not None and not alive(pid)  # the bot killed its own process in time
    finally:
        bot.close()


def test_the_request_is_plain_json_with_cards_as_text() -> None:
    data = view_to_json(new_view())
    text = json.dumps(data)
    assert json.loads(text) == data
    assert all(len(c) == 2 for c in data["hole"])
    assert data["legal"]["call"] == 1 and data["variant"]["code"] == "nlhe"


async def test_kill_ends_a_decision_in_progress_at_once():
    """The table closing kills a process bot mid-decision; its thread returns at once (issue 19)."""
    import asyncio
    import sys
    import time

    from poker_tui.bots_api import view_for
    from poker_tui.engine import NLHE, Hand, Stakes
    from poker_tui.process_bot import BotFault, ProcessBot

    bot = ProcessBot([sys.executable, "-c", "import time; time.sleep(60)"], time_limit=30)
    view = view_for(Hand(NLHE, Stakes(1, 2), [200, 200], 0, seed=1))
    thinking = asyncio.ensure_future(bot.act(view))
    await asyncio.sleep(0.3)
    t0 = time.monotonic()
    bot.kill()
    try:
        await asyncio.wait_for(thinking, 2)
        raise AssertionError("a killed bot cannot answer")
    except BotFault as fault:
        assert "crashed: its process" in str(fault)
    assert time.monotonic() - t0 < 1.0
    bot.close()

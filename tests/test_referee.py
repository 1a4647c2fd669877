"""One referee for bots: a misbehaving bot means the same at the table and in ``sim`` (issue 24).

Each bot below answers its first decision in one wrong way, then checks or
calls. It plays the first hand of a heads-up table (a ``GameSession`` with a
scripted human who checks or calls) and the first hand of a ``sim`` match
(``run_match`` in this process, against a bot that checks or calls) from the
same seat, and both must play the same action for it and say the same
sentence. The policy is docs/bot-protocol.md's "The referee" table.
"""

from __future__ import annotations

import sys
import time
from dataclasses import replace
from pathlib import Path
from typing import Any, ClassVar

import pytest

from poker_tui import referee
from poker_tui.bots_api import Action, BotInfo, PlayerView, SyncBot, view_for
from poker_tui.engine import NLHE, Hand, Stakes
from poker_tui.engine import events as ev
from poker_tui.engine.house_rules import PROFILES
from poker_tui.lab import MatchConfig, lineup, run_match
from poker_tui.process_bot import ProcessBot
from poker_tui.session import events as se
from poker_tui.session.game import GameSession
from tests.test_session_game import drive
from tests.test_ui_support import config

LIMIT = 0.3


def check_or_call(view: PlayerView) -> Action:
    return Action.check() if view.legal.can_check else Action.call()


class Misbehaving(SyncBot):
    """Answers its first decision wrongly (``wrong``), then checks or calls."""

    name = "misbehaving"

    def __init__(self, seed: int | None = None) -> None:
        super().__init__(seed)
        self.asked = 0

    def decide(self, view: PlayerView) -> Any:
        self.asked += 1
        return self.wrong(view) if self.asked == 1 else check_or_call(view)

    def wrong(self, view: PlayerView) -> Any:
        raise NotImplementedError


class ShortRaise(Misbehaving):
    name = "short-raise"

    def wrong(self, view: PlayerView) -> Any:
        return Action.raise_to(view.legal.min_raise_to - 1)


class OverStack(Misbehaving):
    name = "over-stack"

    def wrong(self, view: PlayerView) -> Any:
        return Action.raise_to(view.stack + view.bets[view.player] + 100)


class ReturnsNone(Misbehaving):
    name = "returns-none"

    def wrong(self, view: PlayerView) -> Any:
        return None


class ReturnsDict(Misbehaving):
    name = "returns-dict"

    def wrong(self, view: PlayerView) -> Any:
        return {"action": "call"}


class Raises(Misbehaving):
    name = "raises"

    def wrong(self, view: PlayerView) -> Any:
        raise ValueError("no strategy for this spot")


class Sleeps(Misbehaving):
    name = "sleeps"

    def wrong(self, view: PlayerView) -> Any:
        time.sleep(3 * LIMIT)
        return check_or_call(view)


class Witness(SyncBot):
    """The sim opponent: checks or calls, and keeps every action it sees."""

    name = "witness"
    seen: ClassVar[list[ev.PlayerActed]] = []

    def decide(self, view: PlayerView) -> Action:
        return check_or_call(view)

    def observe(self, event: ev.Event) -> None:
        if isinstance(event, ev.PlayerActed):
            Witness.seen.append(event)


EXITS = """\
import json, os, sys
marker = sys.argv[1]
for line in sys.stdin:
    msg = json.loads(line)
    if msg.get("type") != "act":
        continue
    if not os.path.exists(marker):  # the first decision: the process ends
        open(marker, "w").close()
        print("going away", file=sys.stderr, flush=True)
        sys.exit(3)
    legal = msg["view"]["legal"]
    print(json.dumps({"id": msg["id"], "action": "call" if legal["call"] else "check"}), flush=True)
"""


def exits_command(tmp: Path) -> list[str]:
    """A process bot (``exits.py``) whose process exits at its first decision, then plays."""
    script = tmp / "exits.py"
    script.write_text(EXITS)
    return [sys.executable, str(script), str(tmp / "exited")]


def outcome(acted: ev.PlayerActed) -> tuple[str, int, int, bool, str]:
    return acted.kind, acted.amount, acted.total, acted.all_in, acted.text


async def at_the_table(bot: Any) -> tuple[bool, str, tuple]:
    """(the bot had the button, its first fault, what its seat first played) in hand 1."""
    cfg = replace(config(["You", bot.name], [None, "random"], seed=7), bot_time_limit=LIMIT)
    session = GameSession(cfg, bots={1: bot})
    try:
        events = await drive(session, 1)
    finally:
        session.close()
    faults = [e.message for e in events if isinstance(e, se.BotFault)]
    acted = [e.event for e in events
             if isinstance(e, se.TableEvent) and isinstance(e.event, ev.PlayerActed) and e.seat == 1]
    # heads-up the button posts the small blind and acts first before the flop
    first = next(e for e in events if isinstance(e, se.TableEvent)
                 and isinstance(e.event, ev.PlayerActed))
    assert faults, "the bot's fault was not reported at the table"
    return first.seat == 1, faults[0], outcome(acted[0])


def in_sim(monkeypatch: pytest.MonkeyPatch, spec: str, kind: type | None,
           bot_first: bool) -> tuple[str, tuple]:
    """(its first fault, what its seat first played) in the first hand of a sim match."""
    factories = {"witness": BotInfo("witness", "", "", Witness)}
    if kind is not None:
        factories[spec] = BotInfo(spec, "", "", kind)
    monkeypatch.setattr(lineup, "bot_factories", lambda: factories)
    Witness.seen = []
    bots = (spec, "witness") if bot_first else ("witness", spec)
    result = run_match(MatchConfig(players=2, bots=bots, hands=1, seed=1, time_limit=LIMIT),
                       isolate=False)
    entry = 0 if bot_first else 1
    notes = result.tally.fault_notes[entry]
    assert notes, "the bot's fault was not reported in sim"
    player = entry  # deal 1: seat 0 holds the button, and the line-up is seated in order
    return notes[0], outcome(next(a for a in Witness.seen if a.player == player))


FOLD_OR_CHECK = {True: ("fold", 0, 1, False, "Fold"), False: ("check", 0, 2, False, "Check")}
"""The fallback, on the button facing the big blind (fold) or in the big blind (check)."""


@pytest.mark.parametrize(("bot", "sentence", "played"), [
    (ShortRaise, "short-raise declared a raise to 3, below the minimum: it plays as the minimum,"
                 " a raise to 4 (002 §3.5.1(a))", lambda button: ("raise", 4, 4, False, "Raise to 4")),
    (OverStack, "over-stack declared a raise to 300, more than it has: it plays as all-in,"
                " a raise to 200 (002 §3.5.1(b))",
     lambda button: ("raise", 200, 200, True, "Raise to 200 (all-in)")),
    (ReturnsNone, "returns-none returned None, not an Action (did decide() forget a return?)",
     FOLD_OR_CHECK.get),
    (ReturnsDict, "returns-dict returned a dict ({'action': 'call'}), not an Action",
     FOLD_OR_CHECK.get),
    (Raises, "raises crashed: ValueError: no strategy for this spot", FOLD_OR_CHECK.get),
    (Sleeps, f"sleeps ran out of time ({LIMIT:g} s)", FOLD_OR_CHECK.get),
])
async def test_a_misbehaving_bot_means_the_same_at_the_table_and_in_sim(
        monkeypatch, bot, sentence, played) -> None:
    button, table_fault, table_played = await at_the_table(bot())
    sim_fault, sim_played = in_sim(monkeypatch, bot.name, bot, button)
    assert table_fault == sim_fault == sentence
    assert table_played == sim_played == played(button)


async def test_a_process_bot_that_exits_means_the_same_at_the_table_and_in_sim(
        monkeypatch, tmp_path) -> None:
    (tmp_path / "table").mkdir()
    (tmp_path / "sim").mkdir()
    bot = ProcessBot(exits_command(tmp_path / "table"))
    try:
        button, table_fault, table_played = await at_the_table(bot)
    finally:
        bot.close()
    spec = "cmd:" + " ".join(exits_command(tmp_path / "sim"))
    sim_fault, sim_played = in_sim(monkeypatch, spec, None, button)
    assert table_fault == sim_fault
    assert sim_fault.startswith("exits.py crashed: its process exited with code 3 (going away)")
    assert table_played == sim_played == FOLD_OR_CHECK[button]


@pytest.mark.parametrize("profile", ["casino-001", "roberts-004", "tda"])
def test_a_raise_above_the_stake_is_a_fault_and_the_fallback_where_the_house_refuses_it(
        profile) -> None:
    """Profiles with ``over_stake = "reject"`` refuse a declared raise above the stake from
    anyone: a bot's is then illegal, and the seat checks or folds (docs/rules.md)."""
    hand = Hand(NLHE, Stakes(1, 2), [200, 200], 0, house=PROFILES[profile], seed=1)
    view = view_for(hand)
    verdict = referee.judge(view, Action.raise_to(300), "over-stack", hand.raise_terms)
    assert verdict.ruling == referee.Ruling.ILLEGAL
    assert verdict.action == Action.fold()
    assert verdict.fault == "over-stack chose an illegal raise to 300 (allowed: 4 to 200)"


def test_a_legal_answer_is_played_as_given_and_says_nothing() -> None:
    hand = Hand(NLHE, Stakes(1, 2), [200, 200], 0, seed=1)
    view = view_for(hand)
    for answer in (Action.fold(), Action.call(), Action.raise_to(4), Action.raise_to(200)):
        assert referee.judge(view, answer, "good", hand.raise_terms) == referee.Verdict(answer)

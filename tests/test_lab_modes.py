"""Cash and table mode, faulty bots, async and listening bots, process bots."""

from __future__ import annotations

import csv
import sys
from pathlib import Path

import pytest

from poker_tui.bots_api import BotInfo, SyncBot, bot_factories
from poker_tui.engine.actions import CALL, CHECK, Action
from poker_tui.engine.events import CardsDealt, HandShown
from poker_tui.lab import MatchConfig, run_match

ROOT = Path(__file__).resolve().parent.parent


class Shover(SyncBot):
    """All in at every chance: busts often, so table mode must rebuy."""

    def decide(self, view):
        legal = view.legal
        if legal.max_raise_to:
            return Action.raise_to(legal.max_raise_to)
        return CHECK if legal.can_check else CALL


class Crasher(SyncBot):
    def decide(self, view):
        raise RuntimeError("boom")


class Illegal(SyncBot):
    def decide(self, view):
        return Action.raise_to(1)  # never a legal raise: at most the bet to call


class Garbage(SyncBot):
    def decide(self, view):
        return "all in"


class AsyncCaller:
    """Only an async act(), like an I/O bot: the runner needs an event loop."""

    name = "async-caller"

    def __init__(self, seed=None):
        self.decisions = 0

    async def act(self, view):
        return CHECK if view.legal.can_check else CALL


SEEN: list[tuple[int, object]] = []


class Listener(SyncBot):
    """Calls everything and records the events it is shown."""

    def __init__(self, seed=None):
        super().__init__(seed)
        self.me = None

    def decide(self, view):
        self.me = view.player
        return CHECK if view.legal.can_check else CALL

    def observe(self, event):
        SEEN.append((self.me, event))


@pytest.fixture
def test_bots(monkeypatch):
    infos = dict(bot_factories())
    for name, cls in (("shover", Shover), ("crasher", Crasher), ("illegal", Illegal),
                      ("garbage", Garbage), ("async-caller", AsyncCaller), ("listener", Listener)):
        infos[name] = BotInfo(name, "test", "", cls)
    monkeypatch.setattr("poker_tui.lab.lineup.bot_factories", lambda: infos)


def read_csv(path):
    with open(path, newline="") as f:
        return list(csv.DictReader(f))


def test_cash_mode_resets_stacks_every_hand(tmp_path, test_bots):
    run_match(MatchConfig(players=3, bots=("shover", "station", "random"), hands=60, seed=1),
              csv_path=tmp_path / "h.csv")
    rows = read_csv(tmp_path / "h.csv")
    assert {r["stack"] for r in rows} == {"200"}
    assert {r["rebuy"] for r in rows} == {"0"}


def test_table_mode_carries_stacks_and_rebuys_the_busted(tmp_path, test_bots):
    config = MatchConfig(players=3, bots=("shover", "station", "random"), hands=80, seed=1,
                         mode="table")
    result = run_match(config, csv_path=tmp_path / "h.csv")
    rows = read_csv(tmp_path / "h.csv")
    assert {r["stack"] for r in rows} != {"200"}
    rebuys = sum(s.rebuys for s in result.summaries())
    assert rebuys > 0
    assert sum(int(r["rebuy"]) for r in rows) == rebuys
    # a seat's stack is its previous stack plus its net, or a fresh buy-in after busting
    last: dict[str, int] = {}
    for r in rows:
        seat, stack, net = r["seat"], int(r["stack"]), int(r["net"])
        if seat in last:
            assert stack == (200 if r["rebuy"] == "1" else last[seat])
            assert (last[seat] == 0) == (r["rebuy"] == "1")
        last[seat] = stack + net
    assert sum(result.tally.net) == 0


@pytest.mark.parametrize("bad", ["crasher", "illegal", "garbage"])
def test_a_faulty_bot_is_checked_or_folded_and_the_match_goes_on(bad, test_bots):
    result = run_match(MatchConfig(players=2, bots=(bad, "station"), hands=50, seed=2))
    faulty, station = result.summaries()
    assert result.hands == 50
    assert faulty.faults > 0 and station.faults == 0
    assert faulty.fault_notes and faulty.fault_notes[0].startswith(bad)
    assert faulty.vpip == 0  # it never put a chip in by choice


def test_async_only_bots_run_on_an_event_loop(test_bots):
    result = run_match(MatchConfig(players=2, bots=("async-caller", "station"), hands=30, seed=2))
    a, b = result.summaries()
    assert a.faults == 0 and a.hands == 30 and a.showdowns == 30


def test_listening_bots_never_see_another_players_hidden_cards(test_bots):
    SEEN.clear()
    run_match(MatchConfig(players=3, bots=("listener",), hands=20, seed=5), isolate=False)
    dealt = [(me, e) for me, e in SEEN if isinstance(e, CardsDealt)]
    assert dealt and any(isinstance(e, HandShown) for _, e in SEEN)
    for me, e in dealt:
        if me is not None and e.player != me:
            assert all(c < 0 or c >= 52 for c in e.cards), e  # redacted
    own = [e for me, e in dealt if me == e.player]
    assert own and all(0 <= c < 52 for e in own for c in e.cards)


def test_a_process_bot_plays_through_cmd(tmp_path):
    cmd = f"cmd:{sys.executable} {ROOT / 'examples' / 'process_bot.py'}"
    config = MatchConfig(players=2, bots=(cmd, "station"), hands=40, seed=1, duplicate=True)
    result = run_match(config, jobs=2)
    bot, station = result.summaries()
    assert bot.label == "process_bot.py"
    assert bot.hands == 40 and bot.faults == 0
    assert bot.net == -station.net


@pytest.mark.parametrize("variant", ["lhe", "plo", "stud7", "draw", "lowball"])
def test_every_kind_of_game_runs_in_the_lab(variant):
    from poker_tui.engine.games import get_variant
    from poker_tui.session.config import default_stakes

    v = get_variant(variant)
    config = MatchConfig(variant=variant, players=3, bots=("random", "station"), hands=60, seed=4,
                         stakes=default_stakes(v, 2), duplicate=True)
    result = run_match(config)
    assert result.hands == 60
    assert sum(result.tally.net) + result.tally.rake == 0
    for s in result.summaries():
        assert 0 <= s.pfr <= s.vpip <= 1 and s.faults == 0


def test_process_bots_repeat_the_same_match_with_one_or_two_jobs():
    cmd = f"cmd:{sys.executable} {ROOT / 'examples' / 'process_bot.py'}"
    config = MatchConfig(players=2, bots=(cmd, "random"), hands=1100, seed=6)  # two blocks
    one = run_match(config, jobs=1).to_json()
    two = run_match(config, jobs=2).to_json()
    assert one == two and one["hands"] == 1100
    assert one["bots"][0]["faults"] == 0

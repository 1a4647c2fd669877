"""A sit-and-go at the table (docs/tournaments.md; docs/rules.md, "Tournaments"): blind levels
by the structure, chips conserved through every level change and elimination, places and prizes
that add up to the pool, exactly one winner, and a resumed game at the same level and places."""

from __future__ import annotations

import asyncio
from dataclasses import replace

import pytest

from poker_tui.engine import events as ev
from poker_tui.engine.actions import Action
from poker_tui.session import Facing
from poker_tui.session import events as se
from poker_tui.session.config import Pace, config_from_dict, config_to_dict, tournament_config
from poker_tui.session.game import GameSession
from poker_tui.store import Journal
from poker_tui.tournament.places import shared_prizes
from poker_tui.tournament.structure import BUNDLED, Level, Structure
from tests.test_session_game import human_calls
from tests.test_ui_support import PolicyBot, calls, folds, shoves

QUICK = replace(BUNDLED["turbo"], level_length=2, name="quick", title="Quick")
"""The turbo's levels, two hands each: several level changes in a short game."""


def sng(players: int = 4, structure: Structure = QUICK, seed: int = 3, **kw: object):
    names = ["You", "Ada", "Ben", "Cleo", "Dan", "Eve"][:players]
    cfg = tournament_config(structure, names, [None] + ["random"] * (players - 1), seed=seed, **kw)
    return replace(cfg, pace=Pace.instant())


def human_shoves(f: Facing) -> Action:
    return Action.raise_to(f.legal.max_raise_to) if f.legal.max_raise_to else human_calls(f)


def bots(players: int, policy=shoves) -> dict[int, object]:  # type: ignore[no-untyped-def]
    return {s: PolicyBot(policy) for s in range(1, players)}


async def play(session: GameSession, human=human_shoves, stop=None) -> list[se.SessionEvent]:  # type: ignore[no-untyped-def]
    """Run the sit-and-go to its end (or until ``stop`` says so); every event heard."""
    seen: list[se.SessionEvent] = []
    loop = asyncio.get_running_loop()

    def on(e: se.SessionEvent) -> None:
        seen.append(e)
        if stop is not None and stop(e):
            loop.call_soon(session.close)
        elif isinstance(e, se.HumanTurn):
            loop.call_soon(lambda: session.submit(human(e.facing)))
        elif isinstance(e, se.WaitingForNextHand):
            loop.call_soon(session.next_hand)

    session.subscribe(on)
    await asyncio.wait_for(session.run(), 30)
    return seen


async def test_chips_are_conserved_through_every_level_change_and_elimination():
    session = GameSession(sng(seed=5), bots=bots(4, calls))
    total = 4 * QUICK.starting_stack
    checked: list[tuple[int, int]] = []  # (hand, its big blind)

    def stacks_now() -> int:
        return sum(s.stack for s in session.table.seats if s is not None)

    def check(e: se.SessionEvent) -> bool:
        if isinstance(e, se.HandStarting):
            assert stacks_now() == total, "every chip is on the table before each deal"
            hand = session.hand
            assert hand is not None
            tour = session.tournament
            assert tour is not None
            expected = QUICK.levels[QUICK.level_at(hands=tour.hands)]
            assert hand.stakes.big_blind == expected.big_blind  # TDA Rule 23: the level in force
            assert hand.stakes.ante == expected.ante
            checked.append((e.hand_no, hand.stakes.big_blind))
        if isinstance(e, se.HandFinished):
            assert stacks_now() == total
        return False

    events = await play(session, human=human_calls, stop=check)
    assert stacks_now() == total  # the winner holds them all
    assert len({bb for _, bb in checked}) >= 2, "the blinds rose at least once"
    over = [e for e in events if isinstance(e, se.SessionOver)]
    assert len(over) == 1 and "wins the sit-and-go" in over[0].reason


async def test_exactly_one_winner_and_places_and_prizes_add_up_to_the_pool():
    session = GameSession(sng(players=5, seed=8), bots=bots(5, calls))
    events = await play(session, human=human_calls)
    assert not [e for e in events if isinstance(e, (se.PlayerBusted, se.BotRebought))]  # no rebuy
    status = session.tournament_status()
    assert status is not None and status.over and status.left == 1
    places = sorted(f.place for f in status.finishes)
    assert places.count(1) == 1
    assert len(places) == 5
    assert sum(f.prize for f in status.finishes) == status.pool == 500
    assert [f.place for f in status.finishes] == sorted(f.place for f in status.finishes)
    winner = status.finishes[0]
    assert winner.place == 1 and session.table.seats[winner.seat].stack == 5 * 1500


async def test_eliminations_are_said_in_the_log_with_places_and_prizes():
    session = GameSession(sng(players=3, seed=2), bots=bots(3, calls))
    events = await play(session, human=human_calls)
    lines = [e.text for e in events if isinstance(e, se.LogLine)]
    assert lines[0] == "Level 1: blinds 10/20; 15/30 in 2 hands"
    status = session.tournament_status()
    assert status is not None and status.prizes == (195, 105)
    third, second, first = sorted(status.finishes, key=lambda f: -f.place)
    assert f"{third.name} finish" in " ".join(lines) and "3rd of 3" in " ".join(lines)
    assert any(line.endswith("2nd of 3: prize 105") for line in lines)
    assert lines[-1].endswith("the sit-and-go: prize 195")
    assert status.finishes[0] == first and first.place == 1 and first.hand_no == 0
    assert third.hand_no <= second.hand_no


async def test_two_players_out_in_one_hand_with_the_same_chips_share_their_places():
    """Both busted by one hand from equal stacks: 2nd and 3rd shared, 105 split in whole chips."""
    session = GameSession(sng(players=3, seed=2), bots=bots(3))
    await play(session)
    status = session.tournament_status()
    assert status is not None
    shared = [f for f in status.finishes if f.shared]
    assert [f.place for f in shared] == [2, 2]
    assert sorted(f.prize for f in shared) == [52, 53]
    assert sum(f.prize for f in status.finishes) == status.pool


def test_tied_players_share_the_prizes_of_their_places_in_whole_chips():
    table = (65, 35, 0, 0)
    assert shared_prizes({3: 1.5, 4: 1.5}, table) == {3: 50, 4: 50}
    won = shared_prizes({0: 3.0, 1: 3.0, 2: 3.0}, (100, 50, 30, 21))  # 2nd to 4th
    assert won == {0: 34, 1: 34, 2: 33} and sum(won.values()) == 101


def test_a_sit_and_go_round_trips_through_the_journal_json():
    cfg = sng()
    assert config_from_dict(config_to_dict(cfg)) == cfg
    own = Structure(
        "club",
        (Level(25, 50), Level(50, 100, 0, 100)),
        10,
        "minutes",
        3000,
        8,
        (50.0, 30.0, 20.0),
        title="Club night",
    )
    cfg = tournament_config(own, ["You", "Ada"], [None, "random"])
    assert config_from_dict(config_to_dict(cfg)).tournament == own


def test_there_is_no_sitting_out_in_a_sit_and_go():
    session = GameSession(sng(), bots=bots(4))
    error = session.sit_out(0)
    assert error is not None and error.endswith(".") and "sit-and-go" in error
    assert not session.table.seats[0].sitting_out  # type: ignore[union-attr]


async def test_when_the_human_is_out_the_bots_play_on_quickly_and_can_be_skipped():
    caller_and_folders = {1: PolicyBot(calls), 2: PolicyBot(folds), 3: PolicyBot(folds)}
    cfg = replace(sng(players=4, seed=4), pace=Pace(1.0, 1.0, 1.0, 1.0))
    session = GameSession(cfg, bots=caller_and_folders)
    slept: list[tuple[str, float]] = []  # (speed, a pause asked for)

    async def clock(seconds: float) -> None:
        status = session.tournament_status()
        assert status is not None
        slept.append(("out" if status.humans_out else "in", seconds))

    session.sleep = clock
    heard_after_skip: list[se.SessionEvent] = []
    skipped = False

    def folds_every_hand(e: se.SessionEvent) -> bool:
        nonlocal skipped
        status = session.tournament_status()
        assert status is not None
        if skipped:
            heard_after_skip.append(e)
        elif status.humans_out:
            assert session.skip_to_results() is None
            skipped = True
        return False

    assert session.skip_to_results() is not None  # not while the human still plays
    await play(session, human=human_shoves, stop=folds_every_hand)
    status = session.tournament_status()
    assert status is not None and status.over and status.skipping
    human = next(f for f in status.finishes if f.seat == 0)
    assert human.place > 1
    assert {t for speed, t in slept if speed == "in"} >= {1.0}  # a person's pace while you play
    assert {t for speed, t in slept if speed == "out"} <= {0.2, 0.0}  # quick once you are out
    assert heard_after_skip and all(
        isinstance(e, (se.LogLine, se.HandFinished, se.SessionOver)) for e in heard_after_skip
    )


async def test_a_resumed_sit_and_go_goes_on_at_the_same_level_with_the_same_places(tmp_path):
    """002 §5.1: the hand in play at the crash is voided; the level and places stand."""
    path = tmp_path / "p.db"
    session = GameSession(sng(players=4, seed=6), bots=bots(4, calls), journal=Journal(path))
    before: dict[str, object] = {}

    def crash_after_an_elimination(e: se.SessionEvent) -> bool:
        status = session.tournament_status()
        assert status is not None
        if isinstance(e, se.HandStarting) and status.finishes and status.level >= 2:
            before.update(status=status, hands=session.tournament.hands)  # type: ignore[union-attr]
            return False
        if before and isinstance(e, se.TableEvent) and isinstance(e.event, ev.ForcedBet):
            raise Crash  # mid-hand: the blinds are in
        return False

    class Crash(Exception):
        pass

    with pytest.raises(Crash):
        await play(session, human=human_calls, stop=crash_after_an_elimination)
    was = before["status"]
    resumed = GameSession.resume(Journal(path), bots=bots(4, calls))
    assert resumed.recovered is not None and resumed.recovered.voided
    now = resumed.tournament_status()
    assert now is not None
    assert (now.level, now.finishes, now.left) == (was.level, was.finishes, was.left)  # type: ignore[attr-defined]
    assert resumed.tournament.hands == before["hands"]  # type: ignore[union-attr]
    await play(resumed, human=human_calls)
    end = resumed.tournament_status()
    assert end is not None and end.over
    assert sum(f.prize for f in end.finishes) == end.pool
    assert set(was.finishes) <= set(end.finishes)  # type: ignore[attr-defined]


SHORT = Structure("short", (Level(10, 20, 5),), 10, starting_stack=1000, seats=3, payouts=(100.0,))


@pytest.mark.parametrize("seed,wins", [(0, True), (3, False)])
async def test_a_player_all_in_for_less_than_the_ante_and_blinds_plays_for_what_they_posted(
    seed, wins
):
    """docs/rules.md, "Tournaments": Ben (12 chips) posts the ante first, then 7 of his small
    blind; he can win 12 from each player (36), and losing he is out in 3rd place."""
    cfg = tournament_config(SHORT, ["You", "Ada", "Ben"], [None, "random", "random"], seed=seed)
    seats = (cfg.seats[0], cfg.seats[1], replace(cfg.seats[2], stack=12))
    session = GameSession(replace(cfg, pace=Pace.instant(), seats=seats), bots=bots(3, calls))
    first: list[tuple[list[tuple[str, int]], list[int], list[int], int]] = []

    def after_hand_one(e: se.SessionEvent) -> bool:
        if isinstance(e, se.HandFinished) and e.hand_no == 1:
            hand, p = session.hand, session.order.index(2)
            assert hand is not None
            posts = [(str(k), a) for _, who, k, a in hand.log if who == p and a and k != "win"]
            first.append((posts[:2], list(hand.start.stacks), list(hand.stacks), hand.stacks[p]))
            return True
        return False

    await play(session, human=human_calls, stop=after_hand_one)
    posts, start, end, ben = first[0]
    assert posts == [("ante", 5), ("small blind", 7)]
    assert sum(end) == sum(start) == 2012
    if wins:
        assert ben == 36
    else:
        assert ben == 0
        status = session.tournament_status()
        assert status is not None and (status.finishes[0].seat, status.finishes[0].place) == (2, 3)


def test_a_minutes_clock_counts_the_time_hands_were_in_play():
    """Levels by minutes: the clock runs while hands are dealt, so a resumed game goes on with
    the minutes it had (docs/tournaments.md); TDA Rule 23: a new level starts with a hand."""
    from poker_tui.session.tournament_play import hand_seconds

    club = Structure("club", (Level(25, 50), Level(50, 100)), 10, "minutes", 3000, 3, (100.0,))
    session = GameSession(sng(players=3, structure=club), bots=bots(3))
    tour = session.tournament
    assert tour is not None
    tour.before_hand()
    assert (tour.level, tour.until_next()) == (0, "10 min")
    tour.seconds = 9.5 * 60
    assert tour.until_next() == "1 min"
    tour.before_hand()
    assert session.table.stakes.big_blind == 50
    tour.seconds = 10 * 60
    tour.before_hand()
    assert (tour.level, session.table.stakes.big_blind, tour.until_next()) == (1, 100, "")
    rows = [
        ("2026-01-01T10:00:00+00:00", "2026-01-01T10:01:30+00:00"),
        ("2026-01-02T09:00:00+00:00", "2026-01-02T09:00:45+00:00"),  # resumed the next day
        ("2026-01-02T09:01:00+00:00", None),  # voided: no end
    ]
    assert hand_seconds(rows) == 135.0

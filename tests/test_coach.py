"""The coach's numbers from a table state (docs/odds.md, "The coach"): the ranges read from the
public actions, the prices, and privacy in hot seat."""

from __future__ import annotations

import asyncio

import pytest

from poker_tui.engine.cards import parse_cards
from poker_tui.odds import equity
from poker_tui.odds.reads import Seen, read_range
from poker_tui.session import TableState, coaching, coaching_key
from poker_tui.session import events as se
from poker_tui.session.advice import _behind
from poker_tui.session.game import GameSession
from tests.scenarios import ScriptBot
from tests.test_session_game import drive
from tests.test_ui_support import config, stacked


def cards(text: str) -> list[int]:
    return [int(c) for c in parse_cards(text)]


def test_each_raise_narrows_the_range_and_a_check_from_the_big_blind_keeps_all():
    opened = read_range([Seen(0, 3, "raise", 6)], 3, (), behind={3: 3})
    three_bet = read_range([Seen(0, 3, "raise", 6), Seen(0, 4, "raise", 18)], 4, (), behind={4: 2})
    checked = read_range([Seen(0, 1, "call", 2), Seen(0, 2, "check", 2)], 2, ())
    assert 0.15 < opened.share < 0.3 and three_bet.share < 0.15 < opened.share
    assert checked.share == 1.0 and checked.story == "" and opened.story == "raised first in"
    assert three_bet.story == "re-raised"
    # the strongest hands keep full weight, the weakest only the floor left for bluffs
    w = three_bet.range().weights
    assert w[tuple(sorted(cards("AsAh")))] == 1.0  # type: ignore[index]
    assert w.get(tuple(sorted(cards("7c2d"))), 0.0) < 0.05  # type: ignore[arg-type]


def test_a_flop_bet_keeps_the_hands_that_hit_and_cards_known_elsewhere_are_gone():
    board = cards("Ks7h2c")
    before = read_range([Seen(0, 1, "raise", 6)], 1, board, known=cards("AhKh"), behind={1: 2})
    bet = read_range(
        [Seen(0, 1, "raise", 6), Seen(1, 1, "bet", 8)], 1, board, known=cards("AhKh"), behind={1: 2}
    )
    assert bet.share < before.share and bet.story == "raised first in, bet the flop"
    combos = bet.range().weights
    assert all(not {a, b} & set(board + cards("AhKh")) for a, b in combos)
    kings = combos[tuple(sorted(cards("KdKc")))]  # type: ignore[index]
    air = combos.get(tuple(sorted(cards("QdJd"))), 0.0)  # type: ignore[arg-type]
    assert kings == 1.0 and air < kings


async def states_at_turns(
    holes: dict[int, str],
    board: str,
    humans: int = 1,
    plans: dict[int, dict[str, list[str]]] | None = None,
) -> list[tuple[TableState, dict[int, TableState]]]:
    """Play one hand (humans check or call), keeping the state at each human turn: the one the
    screen draws, and the one every seat would see."""
    names = ["Ann", "Bob", "Cleo", "Dev"]
    bots = {i: ScriptBot((plans or {}).get(i)) for i in range(humans, 4)}
    session = GameSession(
        config(names, [None] * humans + ["script"] * (4 - humans), seed=5),
        bots=bots,
        deck_for_hand=stacked(holes, board),
    )  # type: ignore[arg-type]
    seen: list[tuple[TableState, dict[int, TableState]]] = []

    def keep(e: se.SessionEvent) -> None:
        if isinstance(e, se.HumanTurn):
            seen.append((session.state(), {v: session.state_for(v) for v in range(4)}))

    await drive(session, 1, check=keep)  # the humans check or call
    return seen


async def test_the_coach_prices_the_call_against_the_raisers_read_range():
    plans = {1: {"Preflop": ["raise 6"], "Flop": ["bet 10"]}}
    turns = await states_at_turns({0: "AhKh"}, "2h7hTc9s3d", plans=plans)
    flop = next(s for s, _ in turns if s.street == "Flop" and s.facing and s.facing.to_call)
    c = coaching(flop, "nlhe")
    assert c is not None and c.cards == tuple(cards("AhKh")) and c.ranges
    bob = next(o for o in c.opponents if o.name == "Bob")
    assert bob.story == "raised first in, bet the flop" and bob.share < 0.3
    assert c.advice.call_needs == pytest.approx(10 / (flop.facing.pot + 10))  # type: ignore[union-attr]
    assert {o.makes for o in c.advice.outs} >= {"Flush"}
    # one opponent alone: the same number the equity command gives for the read range
    alone = coaching(flop, "nlhe", each=True)
    assert alone is not None
    reads = read_range(flop.actions, 1, cards("2h7hTc"), known=cards("AhKh"), behind=_behind(flop))
    found = equity(["AhKh", reads.range()], "2h7hTc", exact=True).result
    assert bob.equity == pytest.approx(found.equity[0], abs=1e-9)  # exact both ways


async def test_a_free_check_prices_the_bets_instead_and_the_river_is_exact_heads_up():
    folds = {"Preflop": ["fold"]}
    turns = await states_at_turns({0: "AhKh"}, "2h7hTc9s3d", plans={2: folds, 3: folds})
    river = next(s for s, _ in turns if s.street == "River")
    c = coaching(river, "nlhe")
    assert c is not None and c.advice.exact and c.advice.stderr == 0.0
    assert [label for label, _, _ in c.bets] == ["½ pot", "pot"]
    assert all(0.0 <= need <= 1.0 for _, _, need in c.bets)


async def test_in_hot_seat_the_coach_uses_only_what_the_player_at_the_keys_sees():
    """Two deals alike but for Bob's hidden cards: Ann's coach gives the same numbers."""
    ann = []
    for bob in ("QdQc", "4s5s"):
        turns = await states_at_turns({0: "AhKh", 1: bob}, "2h7hTc9s3d", humans=2)
        ann.append([states[0] for _, states in turns if states[0].facing is not None])
        for drawn, _ in turns:  # the state the screen draws is the one of the seat to act
            c = coaching(drawn, "nlhe")
            assert c is not None and c.seat == drawn.viewer
            assert c.cards == tuple(x.card for x in drawn.seats[c.seat].cards)
    first, second = (coaching(s, "nlhe") for s in (ann[0][0], ann[1][0]))
    assert first is not None and second is not None
    assert first.advice == second.advice and first.opponents == second.opponents


def test_nothing_to_advise_without_a_viewer_or_once_the_hand_is_over():
    turns = asyncio.run(states_at_turns({0: "AhKh"}, "2h7hTc9s3d"))
    state = turns[0][0]
    assert coaching_key(state) is not None
    from dataclasses import replace

    assert coaching_key(replace(state, viewer=None)) is None
    assert coaching(replace(state, in_hand=False), "nlhe") is None


async def test_outside_holdem_the_coach_counts_random_hands_and_says_so():
    session = GameSession(
        config(["Ann", "Bob", "Cleo"], [None, "script", "script"], seed=5, variant="plo"),
        bots={1: ScriptBot(), 2: ScriptBot()},
    )  # type: ignore[dict-item]
    got: list[TableState] = []
    loop = asyncio.get_running_loop()

    def on(e: se.SessionEvent) -> None:
        if isinstance(e, se.HumanTurn) and not got:
            got.append(session.state())
            loop.call_soon(session.close)

    session.subscribe(on)
    await asyncio.wait_for(session.run(), 20)
    c = coaching(got[0], "plo")
    assert c is not None and not c.ranges and len(c.cards) == 4
    assert 0 < c.advice.equity_vs_random < 1 and c.advice.outs == ()
    assert all(o.story == "" and o.share == 1.0 for o in c.opponents)

"""Every game of the registry played at the table from the keyboard, one hand each.

Stud shows up cards to everyone and down cards only to their owner; the draw
is played with the number keys and D, and each seat shows how many it drew;
Manila's board grows a card a round; limit games put the fixed bet on R.
"""

from __future__ import annotations

import pytest

from poker_tui.engine import all_variants
from poker_tui.engine.games import default_stakes
from poker_tui.ui.app import PokerApp
from tests.scenarios import ScriptBot
from tests.test_ui_support import config, log_text, session_of, until

VARIANTS = all_variants()


@pytest.mark.parametrize("variant", VARIANTS, ids=[v.code for v in VARIANTS])
async def test_one_hand_of_every_game_from_the_keyboard(variant):
    n = min(3, variant.max_players)
    names = ["You", "Ada", "Ben"][:n]
    cfg = config(names, [None] + ["script"] * (n - 1), variant=variant.code,
                 stakes=default_stakes(variant, 2), seed=5)
    app = PokerApp(cfg, bots={i: ScriptBot() for i in range(1, n)}, misclick_guard=0)
    boards: list[int] = []
    async with app.run_test(size=(100, 30)) as pilot:
        await until(pilot, lambda: app.table_screen is not None)
        session = session_of(app)
        for _ in range(30):
            await until(pilot, lambda: session.waiting_for in ("action", "next"))
            if session.waiting_for == "next":
                break
            state = session.state()
            boards.append(len(state.board))
            me = state.seats[0]
            assert all(c.card is not None for c in me.cards), "you see all your own cards"
            for other in state.seats[1:]:
                for c in other.cards:
                    assert (c.card is not None) == c.up, "others: up cards only"
            facing = session.facing
            if facing.is_draw:
                await pilot.press("1", "2", "d")  # throw two away
            elif facing.fixed_size and not facing.can_check and not facing.legal.bring_in:
                await pilot.press("r")  # the fixed raise, straight from the key
            else:
                await pilot.press("c")
        assert session.waiting_for == "next", "the hand was played to its end"
        lines = log_text(app)
        assert any(" win" in line or " split" in line for line in lines)
        if variant.has_draw:
            assert any(line.startswith("You discard 2 and draw 2") for line in lines)
            assert session.state().seats[0].drawn == 2
        if variant.family == "manila":
            grown = [b for i, b in enumerate(boards) if i == 0 or b != boards[i - 1]]
            assert grown == sorted(grown) and len(set(grown)) >= 2, "the board grows a card a round"
        if variant.family == "stud":
            assert any(line.startswith("Up cards:") for line in lines)

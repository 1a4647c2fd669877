"""The amount entry reads and shows the unit the table shows, and names presets for what they do.

With the chips/BB toggle (B) on big blinds a typed 3 is 3 BB, the arrows and
presets move in big blinds, and the amount sent is whole chips; in pot limit
the top preset is ``max``, and ``all-in`` shows only where it is all-in.
"""

from __future__ import annotations

from poker_tui.ui.app import PokerApp
from poker_tui.ui.widgets.raise_panel import RaisePanel, bb_text
from tests.test_ui_support import PolicyBot, calls, config, log_text, waiting_for

SIZE = (110, 32)


def heads_up(variant: str = "nlhe", buy_in: int = 200) -> PokerApp:
    return PokerApp(config(["You", "Bot"], [None, "random"], variant=variant, buy_in=buy_in),
                    bots={1: PolicyBot(calls)}, misclick_guard=0)


async def open_panel(pilot, *, in_bb: bool) -> RaisePanel:  # type: ignore[no-untyped-def]
    await waiting_for(pilot, "action")
    if in_bb:
        await pilot.press("b")
    await pilot.press("r")
    panel = pilot.app.screen.query_one(RaisePanel)
    assert panel.is_open
    return panel


def test_chips_are_written_as_big_blinds_to_two_decimals():
    assert bb_text(6, 2) == "3"
    assert bb_text(5, 2) == "2.5"
    assert bb_text(25, 100) == "0.25"
    assert bb_text(1000, 2) == "500"


async def test_a_typed_3_with_big_blinds_shown_is_3_big_blinds():
    app = heads_up()
    async with app.run_test(size=SIZE) as pilot:
        panel = await open_panel(pilot, in_bb=True)
        unit = panel.facing.unit
        assert panel.text == bb_text(panel.facing.legal.min_raise_to, unit)
        await pilot.press("3")
        assert panel.text == "3" and panel.amount == 3 * unit
        assert "(= 6 chips)" in panel.render().plain
        await pilot.press("enter")
        await waiting_for(pilot, "action")
        assert any(line.startswith(f"You raise to {3 * unit}") for line in log_text(app))


async def test_big_blinds_take_halves_and_a_rounded_amount_says_its_chips():
    app = heads_up()
    async with app.run_test(size=SIZE) as pilot:
        panel = await open_panel(pilot, in_bb=True)
        await pilot.press("2", "full_stop", "5")
        assert panel.text == "2.5" and panel.amount == 5 and not panel.rounded
        await pilot.press("backspace", "backspace", "backspace", "3", "full_stop", "2", "5")
        assert panel.text == "3.25" and panel.amount == 7 and panel.rounded  # 6.5 chips
        assert "it is 7 chips" in panel.message
        await pilot.press("full_stop", "9")
        assert panel.text == "3.25", "a second point or a third decimal is not typed"
        await pilot.press("enter")
        await waiting_for(pilot, "action")
        assert any(line.startswith("You raise to 7") for line in log_text(app))


async def test_arrows_and_presets_move_and_show_in_big_blinds():
    app = heads_up()
    async with app.run_test(size=SIZE) as pilot:
        panel = await open_panel(pilot, in_bb=True)
        facing = panel.facing
        start = panel.amount
        await pilot.press("up")
        assert panel.amount == start + facing.unit
        assert panel.text == bb_text(start + facing.unit, facing.unit)
        await pilot.press("p")
        assert panel.amount == facing.preset("pot")
        assert panel.text == bb_text(facing.preset("pot"), facing.unit)
        labels = [label for _, label in panel.preset_hints()]
        assert labels[0] == "±1 BB"
        assert all(label.endswith(" BB") for label in labels)


async def test_the_engines_sentences_are_said_in_big_blinds_when_they_are_shown():
    app = heads_up()
    async with app.run_test(size=SIZE) as pilot:
        panel = await open_panel(pilot, in_bb=True)
        await pilot.press(*"999")
        # above the stake: all-in by the house rule (002 §3.5.1(b)), said in big blinds
        assert panel.message_kind == "note"
        assert "more than you have" in panel.message
        assert "999 BB" in panel.message and "100 BB" in panel.message
        assert "1998" not in panel.message and "200" not in panel.message


async def test_chips_stay_chips_with_the_toggle_off():
    app = heads_up()
    async with app.run_test(size=SIZE) as pilot:
        panel = await open_panel(pilot, in_bb=False)
        await pilot.press("3")
        assert panel.amount == 3
        await pilot.press("full_stop")
        assert panel.text == "3", "no decimals in chips"
        assert "BB" not in panel.render().plain


async def test_no_limit_names_the_top_preset_all_in():
    app = heads_up()
    async with app.run_test(size=SIZE) as pilot:
        panel = await open_panel(pilot, in_bb=False)
        hints = dict(panel.preset_hints())
        assert hints["A"] == f"all-in {panel.facing.all_in_to}"
        assert "X" not in hints
        await pilot.press("a")
        assert panel.amount == panel.facing.all_in_to


async def test_pot_limit_names_the_top_preset_max_and_all_in_is_not_offered():
    app = heads_up("plo", buy_in=2000)
    async with app.run_test(size=SIZE) as pilot:
        panel = await open_panel(pilot, in_bb=False)
        facing = panel.facing
        assert facing.legal.max_raise_to < facing.all_in_to
        hints = dict(panel.preset_hints())
        assert hints["X"] == f"max {facing.legal.max_raise_to}"
        assert "A" not in hints and not any("all-in" in label for label in hints.values())
        await pilot.press("a")
        assert panel.message_kind == "error" and "All-in is not a legal raise now" in panel.message
        await pilot.press("x")
        assert panel.amount == facing.legal.max_raise_to
        await pilot.press("enter")
        await waiting_for(pilot, "action")
        assert any(line.startswith(f"You raise to {facing.legal.max_raise_to}")
                   for line in log_text(app))


async def test_pot_limit_sentences_end_in_big_blinds_too():
    app = heads_up("plo", buy_in=2000)
    async with app.run_test(size=(80, 24)) as pilot:
        panel = await open_panel(pilot, in_bb=True)
        top = panel.facing.legal.max_raise_to
        await pilot.press(*str(top), "0")  # ten times the most, in big blinds
        assert panel.message_kind == "error"
        assert panel.message.endswith(f"maximum, a raise to {bb_text(top, panel.facing.unit)} BB.")


async def test_the_first_two_lines_fit_80_columns_and_never_wrap():
    app = heads_up("plo", buy_in=2000)
    async with app.run_test(size=(80, 24)) as pilot:
        panel = await open_panel(pilot, in_bb=True)
        lines = panel.render().plain.split("\n")
        assert all(len(line) <= 80 for line in lines[:2])
        assert "X  max" in lines[1] and "Enter" in lines[0] and "Esc" in lines[0]


async def test_a_short_raise_in_big_blinds_names_the_minimum_once_in_big_blinds():
    """The note was turned into big blinds twice: "a raise to 2 BB BB" when the minimum was
    4 BB (its 4 read as chips again)."""
    app = heads_up()
    async with app.run_test(size=SIZE) as pilot:
        panel = await open_panel(pilot, in_bb=True)
        facing = panel.facing
        lowest = facing.legal.min_raise_to
        short = bb_text(lowest - 1, facing.unit)
        await pilot.press(*("full_stop" if c == "." else c for c in short))
        await pilot.press("enter")
        await waiting_for(pilot, "action")
        note = next(line for line in log_text(app) if "short of the minimum" in line)
        assert f"to {bb_text(lowest, facing.unit)} BB" in note
        assert "BB BB" not in note


async def test_shift_b_toggles_big_blinds_as_b_does():
    """The README writes keys in capitals: Shift+B (or Caps Lock) was a dead key."""
    app = heads_up()
    async with app.run_test(size=SIZE) as pilot:
        await waiting_for(pilot, "action")
        table = app.table_screen
        await pilot.press("B")
        assert table.in_bb
        await pilot.press("b")
        assert not table.in_bb

"""A Choice draws its own line (``ui/widgets/choice.py``): its looks follow the field's state.

The lobby snapshots hold the looks of the first frame; these follow a field through focus,
an open list, being disabled (faded as Textual fades every disabled field) and a width too
narrow for it, each redrawn when it changes.
"""

from __future__ import annotations

from rich.segment import Segment
from textual.app import App, ComposeResult
from textual.color import Color

from poker_tui.ui.widgets.choice import (
    DISABLED_VALUE,
    FOCUS_MARK,
    FOCUSED_VALUE,
    LABEL,
    MARKED_LABEL,
    VALUE,
    Choice,
    ChoiceList,
)
from tests.test_ui_support import until


class TwoFields(App[None]):
    CSS = "#narrow { width: 6; }"

    def compose(self) -> ComposeResult:
        yield Choice(
            [("off", False), ("on", True)], value=False, id="deck", label="Deck", label_width=12
        )
        yield Choice(
            [("fast", "fast"), ("slow", "slow")],
            value="fast",
            id="pace",
            label="Bot pace",
            label_width=12,
        )
        yield Choice([("fast", "fast")], value="fast", id="narrow", label="Bot pace")


def drawn(choice: Choice) -> list[Segment]:
    """The field's row as the screen draws it (the styles cache, then its render_line)."""
    return list(choice.render_lines(choice.size.region)[0])


def looks(choice: Choice) -> tuple[str, str, str, str]:
    """(label text, label colour, value text, value background) as drawn."""
    label, value = drawn(choice)[:2]
    assert label.style is not None and value.style is not None
    assert label.style.color is not None and value.style.bgcolor is not None
    return (
        label.text.strip(),
        label.style.color.name,
        " ".join(value.text.split()),
        value.style.bgcolor.name,
    )


async def test_the_focused_field_marks_its_label_and_lights_its_value():
    app = TwoFields()
    async with app.run_test(size=(60, 6)) as pilot:
        deck, pace = app.query_one("#deck", Choice), app.query_one("#pace", Choice)
        deck.focus()
        await pilot.pause()
        assert looks(deck) == (
            FOCUS_MARK + "Deck",
            MARKED_LABEL.color,
            "off ▾",
            FOCUSED_VALUE.background,
        )
        assert all(segment.style and segment.style.bold for segment in drawn(deck))
        assert looks(pace) == ("Bot pace", LABEL.color, "fast ▾", VALUE.background)
        pace.focus()
        await pilot.pause()
        assert looks(deck) == ("Deck", LABEL.color, "off ▾", VALUE.background)
        assert looks(pace)[0] == FOCUS_MARK + "Bot pace"


async def test_a_disabled_field_is_greyed_at_once_and_an_open_list_keeps_the_label_marked():
    app = TwoFields()
    async with app.run_test(size=(60, 6)) as pilot:
        deck, pace = app.query_one("#deck", Choice), app.query_one("#pace", Choice)
        pace.disabled = True  # greyed, and faded as Textual fades every disabled field
        await pilot.pause()
        grey = looks(pace)[3]
        assert grey not in (VALUE.background, FOCUSED_VALUE.background)
        assert (
            Color.parse(grey).brightness < Color.parse(DISABLED_VALUE.background or "").brightness
        )
        pace.disabled = False
        await pilot.pause()
        assert looks(pace)[3] == VALUE.background
        deck.focus()
        await pilot.press("enter")
        await until(pilot, lambda: isinstance(app.screen, ChoiceList), what="the open list")
        assert looks(deck)[:2] == (FOCUS_MARK + "Deck", MARKED_LABEL.color)
        await pilot.press("down", "enter")
        await until(pilot, lambda: deck.value is True, what="the choice taken")
        assert looks(deck)[2] == "on ▾"


async def test_a_field_too_narrow_for_its_label_is_cut_at_its_edge():
    app = TwoFields()
    async with app.run_test(size=(60, 6)) as pilot:
        await pilot.pause()
        narrow = app.query_one("#narrow", Choice)
        assert "".join(segment.text for segment in drawn(narrow)) == "  Bot "

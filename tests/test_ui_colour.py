"""The table without colour (NO_COLOR, a monochrome terminal) and on a light theme.

NO_COLOR turns Textual's monochrome filter on; it once ended the app on the
first hand-log line (a cell drawn with no style at all). Every screen is drawn
here in greys, and snapshots pin the monochrome table and a light theme with the
four-colour deck (docs/accessibility.md, "Colour and contrast").
"""

from __future__ import annotations

import re

import pytest

from tests.scenarios import GAMES, SCENARIOS

FILL = re.compile(r'fill="#([0-9a-f]{6})"')
FRAME = {"ff5f57", "febc2e", "28c840"}
"""The three buttons of the window the SVG export draws around the terminal."""


def greys_only(svg: str) -> set[str]:
    """The colours of an exported screen that are not greys (red, green and blue equal)."""
    colours = set()
    for hexa in FILL.findall(svg):
        r, g, b = (int(hexa[i : i + 2], 16) for i in (0, 2, 4))
        if max(r, g, b) - min(r, g, b) > 4 and hexa not in FRAME:  # near greys: rounding
            colours.add(hexa)
    return colours


@pytest.mark.parametrize("scenario", SCENARIOS + GAMES, ids=lambda s: s.name)
async def test_every_screen_draws_in_greys_with_no_color(monkeypatch, scenario):
    monkeypatch.setenv("NO_COLOR", "1")
    app = scenario.make()
    async with app.run_test(size=(120, 40)) as pilot:
        await scenario.run_before(pilot)
        await pilot.pause()
        svg = app.export_screenshot()
    assert app.no_color
    assert "poker-tui" in svg
    assert not greys_only(svg), sorted(greys_only(svg))


def _showdown():
    return next(s for s in SCENARIOS if s.name == "showdown")


def test_snapshot_table_in_monochrome(snap_compare, monkeypatch):
    monkeypatch.setenv("NO_COLOR", "1")
    scenario = _showdown()
    assert snap_compare(scenario.make(), terminal_size=(80, 24), run_before=scenario.run_before)


def test_snapshot_four_colour_deck_on_a_light_theme(snap_compare):
    scenario = _showdown()
    app = scenario.make()
    app.four_color = True

    async def light(pilot) -> None:  # type: ignore[no-untyped-def]
        pilot.app.theme = "textual-light"
        await scenario.run_before(pilot)

    assert snap_compare(app, terminal_size=(120, 40), run_before=light)

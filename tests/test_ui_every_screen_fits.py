"""Every screen fits 80x24 and 120x40, opened at one size and resized to the other: no word split across lines or cut at an edge, no card
cut off or drawn under the log.

Words: each fully visible text widget's words appear whole in the rows it draws (a word
wrapped in two, "Yo u", or cut at the edge, "(po", is missing). Cards: every card the table
draws lies inside the table's canvas, and no panel covers the table. The screens: the lobby,
a table of each game family (stud at showdown with the log open), the raise entry, the
README's side-pot showdown, the help's pages, the dialogs, the house options and the
hot-seat privacy screen.
"""

from __future__ import annotations

import re
from collections.abc import Awaitable, Callable

import pytest
from rich.markdown import Markdown
from textual.widget import Widget
from textual.widgets import Label, Static

from poker_tui.ui.widgets.choice import Choice
from poker_tui.ui.widgets.press_button import PressButton
from poker_tui.ui.widgets.table_view import TableView
from tests import scenarios as sc
from tests.test_ui_support import until

SIZES = [(80, 24), (120, 40)]
WORD = re.compile(r"[A-Za-z][A-Za-z'’-]*[A-Za-z]")


def words_of(widget: Widget) -> set[str]:
    """The words a text widget means to show."""
    shown = widget.content if isinstance(widget, Static) else widget.render()
    if isinstance(shown, Markdown):
        text = re.sub(r"[*`|#_]", " ", shown.markup)
    else:
        text = getattr(shown, "plain", None) or str(shown)
        if isinstance(widget, Static) and "[" in text and widget.render() is not None:
            text = getattr(widget.render(), "plain", text)  # the words after markup
    return set(WORD.findall(text))


def rows_of(widget: Widget) -> list[str]:
    """The rows the widget draws, as text."""
    region = widget.outer_size.region  # padding included: a label may sit in it
    return ["".join(seg.text for seg in strip) for strip in widget.render_lines(region)]


def fully_visible(widget: Widget) -> bool:
    screen = widget.screen
    geometry = screen._compositor.full_map.get(widget)  # noqa: SLF001  (the compositor's layout)
    if geometry is None or not widget.display or not widget.size.area:
        return False
    return geometry.clip.contains_region(geometry.region)


def split_words(app) -> list[str]:  # type: ignore[no-untyped-def]
    problems = []
    for widget in app.screen.query("Static, Label, PressButton").results(Widget):
        if isinstance(widget, TableView) or not isinstance(widget, (Static, Label, PressButton)):
            continue
        if not fully_visible(widget):
            continue
        drawn = set()
        for row in rows_of(widget):
            drawn.update(WORD.findall(row))
        missing = sorted(w for w in words_of(widget) - drawn if len(w) > 1)
        if missing:
            problems.append(f"#{widget.id or type(widget).__name__}: {missing[:6]}")
    for choice in app.screen.query(Choice):
        if fully_visible(choice) and choice.shown not in rows_of(choice)[0]:
            problems.append(f"#{choice.id}: {choice.shown!r} cut")
    return problems


class CardSpy:
    """Records every card row the table draws that does not fit its canvas."""

    def __init__(self, monkeypatch: pytest.MonkeyPatch) -> None:
        from poker_tui.ui.card_art import SIZES as CARD_SIZES
        from poker_tui.ui.card_art import row_width

        self.outside: list[str] = []
        drawn = TableView._cards  # noqa: SLF001

        def spy(view, canvas, x, y, cards, size, pal, gap=1):  # type: ignore[no-untyped-def]
            w = row_width(len(cards), size, gap)
            h = CARD_SIZES[size][1]
            if cards and (x < 0 or y < 0 or x + w > canvas.width or y + h > canvas.height):
                self.outside.append(
                    f"{len(cards)} {size} cards at {x},{y} ({w}x{h}) on a"
                    f" {canvas.width}x{canvas.height} table"
                )
            return drawn(view, canvas, x, y, cards, size, pal, gap)

        monkeypatch.setattr(TableView, "_cards", spy)


def words_in_two_styles(app) -> list[str]:  # type: ignore[no-untyped-def]
    """Words the table draws in two styles: a screenshot's SVG draws them in two pieces
    ("Yo u" on the showdown banner, where the felt's shading changed under the word)."""
    out = []
    for table in app.screen.query(TableView):
        for strip in table.paint().strips():
            segments = [seg for seg in strip if seg.text]
            for a, b in zip(segments, segments[1:], strict=False):
                if a.text[-1:].isalpha() and b.text[:1].isalpha() and a.style != b.style:
                    word = WORD.findall(a.text)[-1:] + WORD.findall(b.text)[:1]
                    out.append(f"{''.join(word)!r} drawn in two styles")
    return out


def covered_table(app) -> list[str]:  # type: ignore[no-untyped-def]
    tables = [t for t in app.screen.query(TableView) if t.display]
    if not tables:
        return []
    table = tables[0]
    region = app.screen._compositor.full_map[table].region  # noqa: SLF001
    out = []
    for other in app.screen.query("#log, RaisePanel"):
        geometry = app.screen._compositor.full_map.get(other)  # noqa: SLF001
        if geometry is not None and other.display and geometry.region.overlaps(region):
            out.append(
                f"#{other.id or type(other).__name__} covers {geometry.region.intersection(region)}"
            )
    return out


async def stud_showdown_log_open(pilot) -> None:  # type: ignore[no-untyped-def]
    for _ in range(40):
        await sc._my_turn(pilot)  # noqa: SLF001
        s = sc._session(pilot)  # noqa: SLF001
        if s.waiting_for != "action" or s.facing is None:
            break
        await pilot.press("c")
    await until(pilot, lambda: sc._session(pilot).waiting_for == "next", what="the showdown")  # noqa: SLF001
    await pilot.press("l")
    await pilot.pause()


def then(first: Callable, *keys: str) -> Callable[[object], Awaitable[None]]:  # type: ignore[type-arg]
    async def run(pilot) -> None:  # type: ignore[no-untyped-def]
        await first(pilot)
        for key in keys:
            await pilot.press(key)
            await pilot.pause()
        await pilot.pause()

    return run


SCREENS = [
    *(s for s in sc.SCENARIOS),
    sc.Scenario("showdown-log", sc.side_pot_showdown, then(sc.shove_to_showdown, "l")),
    sc.Scenario("table-log", sc.mid_hand, then(sc.to_flop_bet, "l")),
    *(s for s in sc.GAMES),
    sc.Scenario("stud-showdown-log", sc.game_table("stud7"), stud_showdown_log_open),
    *(
        sc.Scenario(f"help-{n}", sc.mid_hand, then(sc.to_flop_bet, "question_mark", str(n)))
        for n in (1, 2, 3, 4)
    ),
    sc.Scenario("help-numbers", sc.mid_hand, then(sc.to_flop_bet, "question_mark", "n")),
    sc.Scenario("quit-question", sc.mid_hand, then(sc.to_flop_bet, "ctrl+q")),
    sc.Scenario(
        "house-options", lambda: sc.PokerApp(lobby_bots=["random"]), then(sc.lobby_ready, "ctrl+o")
    ),
    sc.Scenario(
        "lobby-list", lambda: sc.PokerApp(lobby_bots=["random"]), then(sc.lobby_ready, "enter")
    ),
]


def problems_at(app, cards: CardSpy) -> list[str]:  # type: ignore[no-untyped-def]
    for table in app.screen.query(TableView):
        table.paint()  # drawn now, at this size, with the spy watching
    return split_words(app) + covered_table(app) + cards.outside + words_in_two_styles(app)


@pytest.mark.parametrize("screen", SCREENS, ids=lambda s: s.name)
async def test_every_screen_fits(screen, monkeypatch):
    """Each screen at both sizes in one app: opened at one and the terminal then resized to
    the other (a player's resize must fit as well as a fresh start). Half the screens open at
    80x24, half at 120x40, so each size is also checked fresh."""
    cards = CardSpy(monkeypatch)
    first, second = SIZES if SCREENS.index(screen) % 2 == 0 else SIZES[::-1]
    app = screen.make()
    async with app.run_test(size=first) as pilot:
        await screen.run_before(pilot)
        await pilot.pause()
        opened = problems_at(app, cards)
        name = type(app.screen).__name__
        assert not opened, f"{screen.name} at {first[0]}x{first[1]} ({name}): {opened}"
        await pilot.resize_terminal(*second)
        await pilot.pause()
        await pilot.pause()
        assert (app.screen.size.width, app.screen.size.height) == second
        resized = problems_at(app, cards)
        name = type(app.screen).__name__
    assert not resized, f"{screen.name} resized to {second[0]}x{second[1]} ({name}): {resized}"

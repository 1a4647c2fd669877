"""The lobby as a new player meets it: a visible focus, type-to-find on the game list,
real default names, and a Resume line that fits."""

from __future__ import annotations

from textual.widgets import Input, Label

from poker_tui.engine.games import all_variants, get_variant
from poker_tui.session.saves import SavedGame
from poker_tui.ui.app import PokerApp
from poker_tui.ui.screens.lobby import FOCUS_MARK, LobbyScreen, find_game, resume_text
from poker_tui.ui.widgets.choice import Choice
from tests.test_ui_support import until

VARIANTS = list(all_variants())


def test_a_few_letters_find_a_game_by_code_alias_or_name():
    assert find_game("stud7", VARIANTS).code == "stud7"
    assert find_game("omaha", VARIANTS).code == "plo"
    assert find_game("seven", VARIANTS).code == "stud7"
    assert find_game("draw", VARIANTS).code == "draw"
    assert find_game("low", VARIANTS).code == "lowball"
    assert find_game("manila", VARIANTS).code == "manila2"
    assert find_game("three", VARIANTS).code == "manila3"
    assert find_game("zzz", VARIANTS) is None
    assert find_game("", VARIANTS) is None


def stud_save(names: tuple[str, ...]) -> SavedGame:
    v = get_variant("stud7-32")
    return SavedGame(7, f"{v.name} 3/6, ante 1, bring-in 1", 123, True,
                     tuple((n, 12345) for n in names))


def test_the_resume_line_fits_for_a_stud_game_with_long_names():
    saved = stud_save(("Maximiliana", "Bartholomew", "Christabella", "Wilhelmina", "Ann", "Bob"))
    for width in (78, 118, 40):
        text = resume_text(saved, width)
        assert len(text) <= width
        assert text.startswith("Resume: ")
    assert resume_text(saved, 78) == ("Resume: Limit Seven Card Stud (32-card deck) 3/6 · hand"
                                      " #123 interrupted")
    two = stud_save(("Maximiliana", "Bartholomew"))
    assert resume_text(two, 118) == ("Resume: Limit Seven Card Stud (32-card deck) 3/6 · hand #123"
                                     " interrupted · Maximiliana 12,345, Bartholomew 12,345")
    short = stud_save(("You",))
    assert resume_text(short, 118) == short.text, "the whole sentence when it fits"


async def lobby(pilot) -> LobbyScreen:  # type: ignore[no-untyped-def]
    await until(pilot, lambda: isinstance(pilot.app.screen, LobbyScreen), what="the lobby")
    await pilot.pause()
    return pilot.app.screen


def label_of(screen: LobbyScreen, field_id: str) -> str:
    """The field's label as drawn: a Choice draws its own, a text field has a Label beside it."""
    field = screen.query_one(f"#{field_id}")
    if isinstance(field, Choice):
        row = "".join(segment.text for segment in field.render_line(0))
        return row[: field.label_width].strip()
    return str(screen.query_one(f"#label-{field_id}", Label).content)


async def test_the_focused_field_is_marked_on_its_label():
    app = PokerApp(lobby_bots=["random"])
    async with app.run_test(size=(80, 24)) as pilot:
        screen = await lobby(pilot)
        screen.query_one("#name", Input).focus()
        await pilot.pause()
        label = screen.query_one("#label-name", Label)
        assert label.has_class("-focused") and label_of(screen, "name").startswith(FOCUS_MARK)
        assert label_of(screen, "stakes") == "Stakes"
        await pilot.press("tab")  # to the stakes (the other humans' field is disabled)
        await pilot.pause()
        assert not label.has_class("-focused") and label_of(screen, "name") == "Your name"
        assert screen.focused.id == "stakes"
        assert label_of(screen, "stakes") == FOCUS_MARK + "Stakes"


async def test_every_field_has_a_label_that_marks_its_focus():
    app = PokerApp(lobby_bots=["random"])
    async with app.run_test(size=(80, 24)) as pilot:
        screen = await lobby(pilot)
        fields = [f for f in screen.query("Choice, Input") if f.display and not f.disabled]
        # 14 choices (Coach, Sit-and-go, Display), 2 text fields (the third waits for hot seat), 5 bots
        assert len(fields) == 21
        for field in fields:
            assert label_of(screen, field.id) and not label_of(screen, field.id).startswith(
                FOCUS_MARK), field.id
            field.focus()
            await pilot.pause()
            assert label_of(screen, field.id).startswith(FOCUS_MARK), field.id
            assert sum(label_of(screen, f.id).startswith(FOCUS_MARK) for f in fields) == 1


async def test_typing_on_the_game_list_finds_a_game():
    app = PokerApp(lobby_bots=["random"])
    async with app.run_test(size=(80, 24)) as pilot:
        screen = await lobby(pilot)
        variant = screen.query_one("#variant", Choice)
        variant.focus()
        await pilot.press(*"stud7")
        assert variant.value == "stud7"
        assert "Limit Seven Card Stud" in str(screen.query_one("#lobby-hint").render())
        await pilot.press("backspace", "5")
        assert variant.value == "stud5"
        assert not variant.expanded, "finding does not open the list"
        await pilot.press("enter")
        assert variant.expanded, "Enter still opens it"


async def test_hot_seat_names_are_real_defaults_and_typed_ones_are_kept():
    app = PokerApp(lobby_bots=["random"])
    async with app.run_test(size=(80, 24)) as pilot:
        screen = await lobby(pilot)
        others = screen.query_one("#others", Input)
        assert others.disabled and others.value == ""
        screen.query_one("#humans", Choice).value = 3
        await pilot.pause()
        assert screen.query_one("#name", Input).value == "Ann"
        assert not others.disabled and others.value == "Bob, Carol"
        assert [s.name for s in screen.config().seats[:3]] == ["Ann", "Bob", "Carol"]
        others.value = "Zed, Yul"
        screen.query_one("#humans", Choice).value = 2
        await pilot.pause()
        assert others.value == "Zed, Yul", "typed names stay"
        screen.query_one("#name", Input).value = "Mia"
        assert [s.name for s in screen.config().seats[:2]] == ["Mia", "Zed"]
        screen.query_one("#name", Input).value = "You"
        try:
            screen.config()
        except ValueError as exc:
            assert "give the first player a name" in str(exc)
        else:
            raise AssertionError("'You' names nobody at a shared keyboard")


async def test_a_choice_keeps_its_mark_after_its_list_closes():
    app = PokerApp(lobby_bots=["random"])
    async with app.run_test(size=(80, 24)) as pilot:
        screen = await lobby(pilot)
        humans = screen.query_one("#humans", Choice)
        humans.focus()
        await pilot.press("enter")
        await until(pilot, lambda: humans.expanded, what="the list to open")
        assert label_of(screen, "humans").startswith(FOCUS_MARK), "marked while its list is open"
        await pilot.press("down", "enter")
        await until(pilot, lambda: not humans.expanded, what="the list to close")
        await pilot.pause()
        assert humans.value == 2 and screen.focused is humans
        assert label_of(screen, "humans") == FOCUS_MARK + "Humans"


async def test_up_and_down_move_between_fields_and_left_right_change_one():
    app = PokerApp(lobby_bots=["random"])
    async with app.run_test(size=(80, 24)) as pilot:
        screen = await lobby(pilot)
        seats = screen.query_one("#seats", Choice)
        seats.focus()
        await pilot.press("down")
        assert screen.focused.id == "humans" and not seats.expanded
        await pilot.press("up")
        assert screen.focused is seats
        await pilot.press("right")
        assert seats.value == 7 and not seats.expanded
        await pilot.press("left", "left")
        assert seats.value == 5
        await pilot.press("space")
        await until(pilot, lambda: seats.expanded, what="Space to open the list")


async def test_dealing_before_the_bots_are_loaded_plays_and_the_late_answer_is_dropped(
        monkeypatch):
    """The bots load on a thread after the first frame; a player quicker than that deals with
    the default bot, and the answer that comes after the lobby closed changes nothing."""
    import threading

    from poker_tui import bots_api

    release, answered = threading.Event(), threading.Event()
    real = bots_api.bot_factories

    def slow():  # slow on the lobby's loading thread only; the table builds its bots at once
        if threading.current_thread() is threading.main_thread():
            return real()
        release.wait(10)
        try:
            return real()
        finally:
            answered.set()

    monkeypatch.setattr(bots_api, "bot_factories", slow)
    app = PokerApp(lobby_bots=["random"])
    async with app.run_test(size=(80, 24)) as pilot:
        lobby_screen = await lobby(pilot)
        assert not lobby_screen.bots_loaded
        await pilot.press("ctrl+d")
        await until(pilot, lambda: not isinstance(app.screen, LobbyScreen), what="the table")
        release.set()
        await until(pilot, answered.is_set, what="the late answer")
        await pilot.pause()
        assert not lobby_screen.bots_loaded and not isinstance(app.screen, LobbyScreen)

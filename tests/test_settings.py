"""settings.toml: what survives a restart, and files that must never hang or crash the app."""

from __future__ import annotations

import os
import tomllib
from pathlib import Path

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from poker_tui.settings import (
    MAX_BYTES,
    Settings,
    load_settings,
    parse_settings,
    save_settings,
    settings_path,
    settings_text,
)
from poker_tui.ui.app import PokerApp
from poker_tui.ui.screens.lobby import LobbyScreen
from poker_tui.ui.screens.settings import SettingsScreen
from poker_tui.ui.screens.table import TableScreen
from poker_tui.ui.widgets.choice import Choice
from tests.conftest import examples
from tests.test_ui_support import until


def _lobby_value(app: PokerApp, field: str) -> object:
    return app.screen.query_one(f"#{field}", Choice).value


async def _lobby_ready(pilot) -> LobbyScreen:
    app = pilot.app
    await until(
        pilot,
        lambda: isinstance(app.screen, LobbyScreen) and app.screen.bots_loaded,
        what="the lobby with its bots",
    )
    await pilot.pause()
    return app.screen


async def test_a_setting_a_palette_theme_and_the_last_game_survive_a_restart():
    app = PokerApp()
    async with app.run_test(size=(100, 40)) as pilot:
        lobby = await _lobby_ready(pilot)
        lobby.query_one("#variant", Choice).value = "plo"
        await pilot.pause()
        lobby.query_one("#seats", Choice).value = 4
        await pilot.pause()
        await pilot.press("ctrl+s")  # the settings screen, from the lobby
        await until(pilot, lambda: isinstance(app.screen, SettingsScreen))
        app.screen.query_one("#set-units", Choice).value = "bb"
        app.screen.query_one("#set-hud", Choice).value = True
        await pilot.press("enter")
        await until(pilot, lambda: isinstance(app.screen, LobbyScreen))
        assert _lobby_value(app, "variant") == "plo" and _lobby_value(app, "seats") == 4
        app.theme = "nord"  # what the palette's "Change theme" does
        await pilot.press("ctrl+d")
        await until(pilot, lambda: isinstance(app.screen, TableScreen), what="the table")
        assert app.screen.in_bb  # amounts in big blinds, as just set
        app.screen.session.close()
    saved = tomllib.loads(settings_path().read_text(encoding="utf-8"))
    assert saved["table"]["units"] == "bb" and saved["table"]["hud"] is True
    assert saved["look"]["theme"] == "nord"
    assert saved["game"]["variant"] == "plo" and saved["game"]["seats"] == 4

    again = PokerApp()  # a restart
    async with again.run_test(size=(100, 40)) as pilot:
        await _lobby_ready(pilot)
        assert again.theme == "nord"
        assert _lobby_value(again, "variant") == "plo" and _lobby_value(again, "seats") == 4
        assert len(again.screen.choice().bots) == 3
        assert again.settings.table["units"] == "bb" and again.settings.table["hud"] is True


async def test_the_palette_offers_the_settings_screen():
    app = PokerApp()
    async with app.run_test(size=(100, 40)) as pilot:
        await _lobby_ready(pilot)
        titles = [c.title for c in app.get_system_commands(app.screen)]
        assert "Settings" in titles
        app.action_settings()
        await until(pilot, lambda: isinstance(app.screen, SettingsScreen))
        await pilot.press("escape")
        await until(pilot, lambda: isinstance(app.screen, LobbyScreen))
    assert not settings_path().exists()  # nothing changed, nothing written


async def test_a_broken_file_opens_with_the_defaults_one_sentence_and_is_kept():
    path = settings_path()
    path.parent.mkdir(parents=True, exist_ok=True)
    text = '[game]\nvariant = "plo"\nseats = = 4\n'
    path.write_text(text, encoding="utf-8")
    app = PokerApp()
    async with app.run_test(size=(100, 40)) as pilot:
        await _lobby_ready(pilot)
        said = [n.message for n in app._notifications]
        assert any(
            m.startswith(f"The settings file {path} is not valid TOML (line 3: ")
            and m.endswith("; the default settings apply.")
            and "\n" not in m
            for m in said
        ), said
        assert _lobby_value(app, "variant") == "nlhe"
        app.theme = "nord"  # not a change to a file the app could not read
        await pilot.press("ctrl+d")
        await until(pilot, lambda: isinstance(app.screen, TableScreen), what="the table")
        app.screen.session.close()
    assert path.read_text(encoding="utf-8") == text


def test_a_wrong_value_is_named_and_the_rest_applies():
    settings, problems = parse_settings(
        '[game]\nseats = "six"\nvariant = "lhe"\n[table]\nunits = "euros"\nwho = 1\n[colour]\n'
    )
    assert settings.game["variant"] == "lhe" and settings.game["seats"] == 6
    assert settings.table["units"] == "chips"
    assert problems == [
        "[colour] is not a settings table",
        "game.seats = 'six' is not a int",
        "table.who is not a setting",
        "table.units is one of chips, bb",
    ]


def test_the_file_written_reads_back_the_same(tmp_path):
    s = (
        Settings()
        .with_game(
            name='Ann "the hand"',
            others=["Bob"],
            bots=["tag", "equity"],
            house_options={"burn_cards": "yes"},
        )
        .with_look(theme="nord")
    )
    s = Settings(s.game, s.table, s.look, {"fold": "x", "amount-confirm": "enter,space"})
    assert save_settings(s, tmp_path / "settings.toml") == ""
    back, problems = load_settings(tmp_path / "settings.toml")
    assert problems == "" and back == s
    assert tomllib.loads(settings_text(s))["keys"]["fold"] == "x"


@pytest.mark.skipif(not hasattr(os, "mkfifo"), reason="no FIFOs on this system")
def test_a_fifo_is_refused_at_once_not_waited_on(tmp_path):
    path = tmp_path / "settings.toml"
    os.mkfifo(path)
    settings, said = load_settings(path)  # a blocking open would wait for a writer forever
    assert settings == Settings(writable=False)
    assert said == f"The settings file {path} is not a regular file; the default settings apply."


@pytest.mark.parametrize(
    "make, words",
    [
        (lambda p: p.mkdir(), "is not a regular file"),
        (lambda p: p.write_text("# " + "x" * (MAX_BYTES + 10)), "more than the 64 kB it may be"),
        (
            lambda p: p.write_text("[game]\nbots = " + "[" * 5000 + "]" * 5000 + "\n"),
            "nests its values too deeply",
        ),
        (lambda p: p.write_bytes(b'[game]\nname = "\xff"\n'), "is not UTF-8 text"),
    ],
)
def test_unreadable_files_give_the_defaults_and_one_sentence(tmp_path, make, words):
    path: Path = tmp_path / "settings.toml"
    make(path)
    settings, said = load_settings(path)
    assert settings == Settings(writable=False)
    assert words in said and said.endswith("; the default settings apply.")
    assert "\n" not in said


def test_the_journal_found_at_the_earlier_xdg_path_is_kept(tmp_path, monkeypatch):
    from poker_tui.store import default_path

    monkeypatch.delenv("POKER_TUI_DATA")
    monkeypatch.setenv("XDG_DATA_HOME", str(tmp_path / "xdg"))
    monkeypatch.setattr(
        "platformdirs.user_data_path", lambda *a, **k: tmp_path / "platform" / "poker-tui"
    )
    assert default_path() == tmp_path / "platform" / "poker-tui" / "poker.db"
    earlier = tmp_path / "xdg" / "poker-tui" / "poker.db"
    earlier.parent.mkdir(parents=True)
    earlier.write_bytes(b"")
    assert default_path() == earlier
    monkeypatch.setenv("POKER_TUI_DATA", str(tmp_path / "mine"))
    assert default_path() == tmp_path / "mine" / "poker.db"


PIECES = [
    "[game]",
    "[look]",
    "[game.house_options]",
    "[game]\n[game.x]",
    'name = "a"',
    'name = "a\\"b"',
    'name = "tab\there"',
    "seats = 4",
    "seats = 04",
    "seats = +4",
    "big = 123456789012345678901",
    "x = true",
    'x = ["a", "b"]',
    'x = ["a",]',
    "x = []",
    "x = {}",
    'x = {a = "b"}',
    "# a comment",
    "x=1",
    "x = 1 # c",
    "",
    "x = 1.5",
    'key = "é"',
    '"quoted" = 1',
    "a.b = 1",
    "x = 1\nx = 2",
    "[a]\n[a]",
]


@settings(max_examples=examples(400), deadline=None)
@given(st.lists(st.sampled_from(PIECES), max_size=8))
def test_the_quick_reader_reads_what_tomllib_reads_or_leaves_it_to_tomllib(pieces):
    from poker_tui.settings import _plain_toml

    text = "\n".join(pieces) + "\n"
    quick = _plain_toml(text)
    try:
        full = tomllib.loads(text)
    except tomllib.TOMLDecodeError:
        assert quick is None
    else:
        assert quick is None or quick == full


def test_the_file_the_app_writes_takes_the_quick_path():
    from poker_tui.settings import _plain_toml

    s = Settings().with_game(name='Ann "A" \\', house_options={"burn_cards": "yes"})
    text = settings_text(Settings(s.game, s.table, s.look, {"fold": "x"}))
    assert _plain_toml(text) == tomllib.loads(text)

"""A user keymap moves keys by id: read from keymap.toml, applied with set_keymap, shown on screen."""

from __future__ import annotations

import os
from pathlib import Path

from poker_tui.ui.app import PokerApp
from poker_tui.ui.keymap import keymap_path, load_keymap, parse_keymap
from poker_tui.ui.keys import key_name
from poker_tui.ui.screens.help import HelpScreen
from poker_tui.ui.widgets.action_bar import ActionBar
from poker_tui.ui.widgets.raise_panel import RaisePanel
from tests.test_ui_support import PolicyBot, calls, config, log_text, until, waiting_for


def write_keymap(text: str) -> Path:
    path = keymap_path()
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(text, encoding="utf-8")
    return path


def test_the_keymap_lives_in_the_data_directory_when_one_is_set():
    assert keymap_path() == Path(os.environ["POKER_TUI_DATA"]) / "keymap.toml"


def test_the_keymap_lives_in_the_config_directory_otherwise(monkeypatch, tmp_path):
    monkeypatch.delenv("POKER_TUI_DATA")
    monkeypatch.setenv("XDG_CONFIG_HOME", str(tmp_path))
    assert keymap_path() == tmp_path / "poker-tui" / "keymap.toml"


def test_entries_by_id_are_kept_with_characters_named_as_textual_names_them():
    keymap, problems = parse_keymap('fold = "x"\ncheck-call = ["k", "?"]\n'
                                    'amount-confirm = "enter,space"\n')
    assert problems == []
    assert keymap == {"fold": "x", "check-call": "k,question_mark",
                      "amount-confirm": "enter,space"}


def test_a_keys_section_is_read_too():
    assert parse_keymap('[keys]\nfold = "x"\n') == ({"fold": "x"}, [])


def test_bad_entries_are_left_out_and_named():
    keymap, problems = parse_keymap('fodl = "x"\nfold = "two words"\ncheck-call = 3\n'
                                    'bet-raise = "c"\nlog = "k"\n')
    assert keymap == {"log": "k"}
    assert problems == ["'fodl' is not a key id", "fold = 'two words' is not a key name",
                        "check-call = 3 is not a key name",
                        "bet-raise = 'c' takes c from check-call"]


def test_a_key_may_move_to_one_another_key_gave_up():
    keymap, problems = parse_keymap('check-call = "k"\nbet-raise = "c"\n')
    assert problems == [] and keymap == {"check-call": "k", "bet-raise": "c"}


def test_the_same_key_may_serve_in_different_places():
    """A at the table is all-in; in the amount entry it is the all-in preset: no clash."""
    assert parse_keymap('amount-all-in = "a"\namount-max = "m"\n')[1] == [
        "amount-max = 'm' takes m from amount-min"]


def test_a_file_that_is_not_toml_is_one_sentence_and_no_keys():
    path = write_keymap("fold = \n")
    keymap, report = load_keymap()
    assert keymap == {}
    assert report.startswith(f"The keymap {path} was applied except: it is not valid TOML")
    assert report.endswith(".") and "\n" not in report


def test_no_file_no_report():
    assert load_keymap() == ({}, "")


def test_key_names_are_written_as_on_the_keyboard():
    assert [key_name(k) for k in ("x", "ctrl+k", "question_mark", "enter", "up", "f5")] == [
        "X", "^K", "?", "Enter", "↑", "F5"]


async def test_moved_keys_act_and_the_footer_and_help_say_them():
    write_keymap('check-call = "k"\nbet-raise = "e"\namount-confirm = "space"\n'
                 'help = "f2"\n')
    app = PokerApp(config(["You", "Bot"]), bots={1: PolicyBot(calls)}, misclick_guard=0)
    async with app.run_test(size=(110, 32)) as pilot:
        session = await waiting_for(pilot, "action")
        bar = app.screen.query_one(ActionBar)
        keys = [k for k, _, _, _ in bar.hints()]
        assert "K" in keys and "E" in keys and "C" not in keys and "R" not in keys
        assert "F2" in keys
        await pilot.press("c")  # the old key does nothing now
        await pilot.pause()
        assert session.waiting_for == "action" and not any("You call" in x for x in log_text(app))
        await pilot.press("e")
        panel = app.screen.query_one(RaisePanel)
        assert panel.is_open
        assert " Space " in panel.render().plain
        amount = panel.amount
        await pilot.press("space")
        await until(pilot, lambda: not panel.is_open, what="the raise to go in")
        assert any(x.startswith(f"You raise to {amount}") for x in log_text(app))
        await waiting_for(pilot, "action")
        await pilot.press("f2")
        await until(pilot, lambda: isinstance(app.screen, HelpScreen), what="help on F2")
        assert "| `K` | Check, or call the bet you face | `check-call` |" in app.screen.keys_text
        assert "keymap.toml" in app.screen.keys_text


async def test_a_bad_keymap_is_reported_and_the_game_starts(monkeypatch):
    write_keymap('fodl = "x"\n')
    said: list[str] = []
    monkeypatch.setattr(PokerApp, "notify", lambda self, message, **kw: said.append(message))
    app = PokerApp(config(["You", "Bot"]), bots={1: PolicyBot(calls)}, misclick_guard=0)
    async with app.run_test(size=(110, 32)) as pilot:
        await waiting_for(pilot, "action")
        assert len(said) == 1 and "'fodl' is not a key id" in said[0]


async def test_the_lobby_hint_says_the_moved_deal_and_quit_keys_and_the_moved_key_deals():
    from poker_tui.ui.screens.lobby import LobbyScreen

    write_keymap('lobby-deal = "ctrl+n"\nquit = "ctrl+x"\n')
    app = PokerApp(lobby_bots=["random"])
    async with app.run_test(size=(100, 30)) as pilot:
        await until(pilot, lambda: isinstance(app.screen, LobbyScreen), what="the lobby")
        hint = str(app.screen.query_one("#lobby-hint").render())
        assert "^N deals" in hint and "^X quits" in hint and "^O house options" in hint
        assert "^D" not in hint and "^Q" not in hint
        app.screen.query_one("#stack").focus()
        await pilot.press("ctrl+n")  # deals from a text field, as the hint says
        await until(pilot, lambda: not isinstance(app.screen, LobbyScreen), what="the table")

"""A hostile keymap.toml (a FIFO, a device, 35 MB, nested 5,000 deep, not UTF-8, markup in a
value) costs the player one sentence and the default keys: no hang, no crash, no gigabyte."""

from __future__ import annotations

import os
import threading

import pytest

from poker_tui.small_file import FileRefused, read_small_text
from poker_tui.ui.app import PokerApp
from poker_tui.ui.keymap import MAX_BYTES, keymap_path, load_keymap
from poker_tui.ui.screens.lobby import LobbyScreen
from tests.test_ui_support import until


def loaded_within(seconds: float) -> tuple[dict[str, str], str]:
    """``load_keymap()`` on a thread: a read that blocks fails the test instead of hanging it."""
    out: list[tuple[dict[str, str], str]] = []
    reader = threading.Thread(target=lambda: out.append(load_keymap()), daemon=True)
    reader.start()
    reader.join(seconds)
    assert out, f"reading the keymap took more than {seconds} s"
    return out[0]


def keymap_file():  # type: ignore[no-untyped-def]
    path = keymap_path()
    path.parent.mkdir(parents=True, exist_ok=True)
    return path


@pytest.mark.skipif(not hasattr(os, "mkfifo"), reason="no FIFOs on this system")
def test_a_keymap_that_is_a_fifo_is_refused_at_once():
    os.mkfifo(keymap_file())
    keymap, report = loaded_within(5)
    assert keymap == {}
    assert report == f"The keymap {keymap_path()} is not a regular file; the default keys apply."


def test_a_keymap_that_is_a_directory_is_refused_in_one_sentence():
    keymap_file().mkdir()
    keymap, report = loaded_within(5)
    assert keymap == {} and report.endswith("; the default keys apply.")


def test_a_keymap_of_35_megabytes_is_refused_without_reading_it():
    with keymap_file().open("wb") as f:
        f.truncate(35 * 1024 * 1024)  # sparse: the size is what matters
    keymap, report = loaded_within(5)
    assert keymap == {}
    assert "is 35,840 kB, more than the 64 kB it may be; the default keys apply." in report


def test_a_keymap_just_under_the_cap_is_read():
    keymap_file().write_text('fold = "x"\n' + "#" * (MAX_BYTES - 20) + "\n", encoding="utf-8")
    assert loaded_within(5) == ({"fold": "x"}, "")


def test_a_keymap_nested_5000_deep_is_one_sentence():
    keymap_file().write_text("fold = " + "[" * 5000 + "]" * 5000 + "\n", encoding="utf-8")
    keymap, report = loaded_within(5)
    assert keymap == {}
    assert "it nests arrays or tables too deeply to be a keymap" in report


def test_a_keymap_that_is_not_utf8_is_one_sentence():
    keymap_file().write_bytes(b'fold = "\xff"\n')
    keymap, report = loaded_within(5)
    assert keymap == {} and "is not UTF-8 text (byte 8)" in report


def test_many_bad_lines_are_counted_not_all_named():
    keymap_file().write_text("".join(f'bad{i} = "x"\n' for i in range(500)), encoding="utf-8")
    _, report = loaded_within(5)
    assert report.endswith(
        "'bad0' is not a key id; 'bad1' is not a key id; 'bad2' is not a key id; 497 more."
    )


def test_control_characters_in_a_value_are_not_echoed():
    keymap_file().write_text('fold = "\\u001b[2J"\n', encoding="utf-8")
    _, report = loaded_within(5)
    assert "\x1b" not in report and "is not a key name" in report


def test_a_device_is_not_a_keymap():
    if not os.path.exists("/dev/zero"):
        pytest.skip("no /dev/zero here")
    with pytest.raises(FileRefused, match="is not a regular file"):
        read_small_text(__import__("pathlib").Path("/dev/zero"), 10, "The file")


@pytest.mark.skipif(not hasattr(os, "mkfifo"), reason="no FIFOs on this system")
async def test_the_lobby_opens_over_a_fifo_keymap_with_markup_in_the_sentence(monkeypatch):
    os.mkfifo(keymap_file())
    said: list[tuple[str, bool]] = []
    monkeypatch.setattr(
        PokerApp,
        "notify",
        lambda self, message, **kw: said.append((message, kw.get("markup", True))),
    )
    app = PokerApp(lobby_bots=["random"])
    async with app.run_test(size=(80, 24)) as pilot:
        await until(pilot, lambda: isinstance(app.screen, LobbyScreen), what="the lobby")
    assert said == [
        (f"The keymap {keymap_path()} is not a regular file; the default keys apply.", False)
    ]


async def test_markup_in_a_keymap_value_is_shown_as_written():
    keymap_file().write_text('fold = "[/]"\n', encoding="utf-8")
    app = PokerApp(lobby_bots=["random"])
    async with app.run_test(size=(80, 24)) as pilot:
        await until(pilot, lambda: isinstance(app.screen, LobbyScreen), what="the lobby")
        await pilot.pause()
    assert app.return_code in (None, 0)

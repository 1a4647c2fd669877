"""``poker-tui serve`` refuses what it should before any server starts."""

from __future__ import annotations

import sys

import pytest

from poker_tui.cli import main
from poker_tui.commands.serve import app_words, is_loopback
from poker_tui.web import TEMPLATES


@pytest.mark.parametrize(
    "argv, words",
    [
        (["--host", "0.0.0.0"], "Add --public"),
        (["--host", "192.0.2.7"], "Add --public"),
        (["--port", "0"], "--port must be from 1 to 65535"),
        (["lobby"], "only `play ...` may follow"),
        (["play", "--seats", "99"], "--seats is a number from 2 to 10"),
        (["play", "--bogus"], "'--bogus' is not an option of play"),
    ],
)
def test_serve_refuses_with_one_sentence_and_exit_2(capsys, argv, words):
    assert main(["serve", *argv]) == 2
    err = capsys.readouterr().err
    assert words in err and "Traceback" not in err


def test_loopback_addresses_are_this_machine_only():
    assert is_loopback("127.0.0.1") and is_loopback("::1") and is_loopback("localhost")
    assert not is_loopback("0.0.0.0") and not is_loopback("example.org")


def test_each_tab_runs_play_with_the_given_table_and_no_save():
    assert app_words(True, ["play", "--seats", "2"]) == ["play", "--seats", "2", "--no-save"]
    assert app_words(False, []) == []


def test_the_page_asks_no_other_host_for_its_font():
    page = (TEMPLATES / "app_index.html").read_text()
    assert "googleapis" not in page and "gstatic" not in page
    assert "@font-face" in page and "{{ config.static.url }}fonts/" in page


def test_without_the_web_extra_serve_says_how_to_install_it(capsys, monkeypatch):
    """The refusals above need no extra; a good command without it names the extra to add."""
    monkeypatch.setitem(sys.modules, "textual_serve", None)  # import fails as if absent
    monkeypatch.setitem(sys.modules, "textual_serve.server", None)
    assert main(["serve", "play", "--seats", "3"]) == 2
    err = capsys.readouterr().err
    assert "pip install 'poker-tui-room[web]'" in err and "Traceback" not in err


@pytest.mark.parametrize("argv", [["lobby"], ["play", "--seats", "99"]])
def test_a_bad_table_is_refused_before_the_web_extra_is_looked_for(capsys, monkeypatch, argv):
    monkeypatch.setitem(sys.modules, "textual_serve", None)
    monkeypatch.setitem(sys.modules, "textual_serve.server", None)
    assert main(["serve", *argv]) == 2
    assert "web extra" not in capsys.readouterr().err

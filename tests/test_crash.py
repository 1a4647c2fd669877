"""No exception reaches the player as a traceback: a crash report in the data directory, one
sentence saying where, a non-zero exit status (the CLI and the TUI)."""

from __future__ import annotations

import sys
import textwrap
from pathlib import Path

import pytest

from poker_tui import __version__
from poker_tui.cli import main
from poker_tui.commands import history
from poker_tui.crash import EXIT_CRASH, report_app_crashes
from poker_tui.ui.app import PokerApp
from poker_tui.ui.screens.lobby import LobbyScreen
from tests.terminal import play
from tests.test_ui_support import until


class Boom(RuntimeError):
    """A bug nobody expected."""


def the_report(folder: Path) -> Path:
    reports = sorted(folder.glob("crash-*.txt"))
    assert len(reports) == 1, reports
    return reports[0]


def test_a_cli_command_that_crashes_leaves_a_report_and_one_sentence(tmp_path, monkeypatch,
                                                                      capsys):
    monkeypatch.setenv("POKER_TUI_DATA", str(tmp_path))

    def broken(args):  # type: ignore[no-untyped-def]
        raise Boom("the list broke")

    monkeypatch.setattr(history, "run_list", broken)
    assert main(["history", "--json"]) == EXIT_CRASH
    out, err = capsys.readouterr()
    report = the_report(tmp_path)
    assert out == "" and err.count("\n") == 1 and str(report) in err and "Traceback" not in err
    text = report.read_text()
    assert f"poker-tui {__version__}" in text and "command: poker-tui history --json" in text
    assert "Traceback (most recent call last)" in text and "Boom: the list broke" in text


def test_a_user_error_is_still_one_sentence_without_a_report(tmp_path, monkeypatch, capsys):
    monkeypatch.setenv("POKER_TUI_DATA", str(tmp_path))
    assert main(["history", "export", "7", "--text", "-"]) == 2
    assert "there is no saved game 7" in capsys.readouterr().err
    assert not list(tmp_path.glob("crash-*"))


async def test_an_app_crash_is_saved_not_printed(tmp_path, monkeypatch):
    monkeypatch.setenv("POKER_TUI_DATA", str(tmp_path))
    app = PokerApp(misclick_guard=0)
    crash = report_app_crashes(app)

    def broken() -> None:
        raise Boom("the help screen broke")

    app.action_help = broken  # type: ignore[method-assign]
    with pytest.raises(Boom):  # run_test still hands the exception to the test
        async with app.run_test(size=(120, 40)) as pilot:
            await until(pilot, lambda: isinstance(app.screen, LobbyScreen))
            await pilot.press("question_mark")
            await pilot.pause()
    assert crash.crashed and app.return_code == 1
    assert crash.report == the_report(tmp_path)
    assert "Boom: the help screen broke" in crash.report.read_text()
    assert not app._exit_renderables  # no Rich traceback queued for the terminal


CRASHING_TUI = textwrap.dedent("""
    import sys
    from poker_tui.cli import main
    from poker_tui.ui.app import PokerApp

    def broken(self):
        raise RuntimeError("the help screen broke")

    PokerApp.action_help = broken
    sys.exit(main([]))
""")


def test_the_tui_exits_non_zero_with_one_sentence_after_a_crash(tmp_path):
    done = play([sys.executable, "-c", CRASHING_TUI], {"POKER_TUI_DATA": str(tmp_path)},
                [("Deal", b"?")])
    report = the_report(tmp_path)
    assert done.status == EXIT_CRASH, done
    assert "Traceback" not in done.screen
    said = done.after.replace("\n", "")  # one sentence, wrapped by the terminal
    assert said.startswith("poker-tui: an internal error stopped it; the crash report is in")
    assert str(report) in said
    assert "RuntimeError: the help screen broke" in report.read_text()

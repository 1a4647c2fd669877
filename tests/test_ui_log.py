"""The hand log keeps every line the narration says, in order, and every action the journal has.

Scripted hands of every game are played at zero pace from the keyboard, with
the log hidden and shown (L) and the terminal resized between hands. Then the
panel's kept lines must equal the narration (every ``LogLine`` the session
sent), its drawn rows must be exactly those lines wrapped, the newest in view,
and every action of ``poker-tui history export --text`` for the same hands
must be in the panel, for the same player, as many times.
"""

from __future__ import annotations

import os
import re
from collections import Counter

import pytest

from poker_tui.cli import main
from poker_tui.engine import all_variants
from poker_tui.engine.games import default_stakes
from poker_tui.session import events as se
from poker_tui.session.saves import SavedGames
from poker_tui.store import Journal, default_path
from poker_tui.ui.app import PokerApp
from poker_tui.ui.bridge import SessionChanged
from poker_tui.ui.screens.dialogs import BustDialog, ConfirmDialog
from poker_tui.ui.widgets.hand_log import HandLog
from tests.test_ui_privacy import lively
from tests.test_ui_support import PolicyBot, caught_up, config, session_of, until

ALL_GAMES = all_variants()
IN_CI = ("nlhe", "plo", "nlo", "manila3-32", "stud7", "stud5-40", "draw", "lowball")
"""Each family, deck and kind of pot (hold'em, Omaha, hi-lo, Manila, stud, a short deck, draw,
lowball): at about 3 s a game the suite cannot afford all 17; ``POKER_TUI_SLOW_TESTS=1`` runs
every game."""
VARIANTS = ALL_GAMES if os.environ.get("POKER_TUI_SLOW_TESTS") else [
    v for v in ALL_GAMES if v.code in IN_CI]
VERBS = ("folds", "checks", "calls", "bets", "raises", "completes", "shows", "mucks")
EXPORT_ACTION = re.compile(rf"^(\w+): ({'|'.join(VERBS)})\b")
PANEL_ACTION = re.compile(rf"^(\w+) ({'|'.join(v[:-1] for v in VERBS)}|{'|'.join(VERBS)})\b")
SIZES = ((120, 40), (80, 24), (100, 30), (170, 45))


def panel_actions(lines: list[str]) -> list[Counter[tuple[str, str]]]:
    """Per hand: (player, verb) -> how many times the panel says it."""
    hands: list[Counter[tuple[str, str]]] = []
    for line in lines:
        if line.startswith("Hand #"):
            hands.append(Counter())
        elif hands and (m := PANEL_ACTION.match(line)) and "(after the hand)" not in line \
                and "no more betting" not in line:
            verb = m.group(2) if m.group(2).endswith("s") else m.group(2) + "s"
            hands[-1][(m.group(1), verb)] += 1
    return hands


def export_actions(text: str) -> list[Counter[tuple[str, str]]]:
    hands: list[Counter[tuple[str, str]]] = []
    for line in text.splitlines():
        if line.startswith("poker-tui Hand #"):
            hands.append(Counter())
        elif hands and (m := EXPORT_ACTION.match(line)):
            hands[-1][(m.group(1), m.group(2))] += 1
    return hands


async def laid_out(pilot, log: HandLog) -> None:  # type: ignore[no-untyped-def]
    """A panel just shown (L) has no width until the next frame lays it out: it draws nothing
    yet, so its rows are checked once it has one (Textual draws few frames a second in tests)."""
    for _ in range(50):
        if not log.display or log.size.width:
            return
        await pilot.pause(0.02)


def check_panel(log: HandLog, said: list[str]) -> None:
    assert log.lines_text == said, "the panel keeps every line the narration said, in order"
    if not log.display:
        return
    rows = " ".join(r.rstrip() for r in log.rows_text()).split()
    words = " ".join(log.shown_lines()).replace("── ", "").split()
    assert [w for w in rows if w != "──"] == words, (
        "the rows are the lines, wrapped", log.size, log.wrapped_at, len(log.entries))
    assert log.scroll_y >= log.max_scroll_y - 1, (
        "the newest line is in view", log.virtual_size, log.size, log.wrapped_at)


@pytest.mark.parametrize("variant", VARIANTS, ids=[v.code for v in VARIANTS])
async def test_the_log_panel_shows_every_line_and_every_exported_action(variant, tmp_path,
                                                                          monkeypatch, capsys):
    monkeypatch.setenv("POKER_TUI_DATA", str(tmp_path))
    n = min(4, variant.max_players)
    names = ["You", "Ada", "Ben", "Cleo"][:n]
    cfg = config(names, [None] + ["random"] * (n - 1), variant=variant.code, seed=11,
                 stakes=default_stakes(variant, 2), stacks=[None, 30, None, None][:n])
    saves = SavedGames(Journal(default_path()))
    app = PokerApp(cfg, bots={i: PolicyBot(lively(i)) for i in range(1, n)}, saves=saves,
                   misclick_guard=0)
    said: dict[int, str] = {}

    def hook(message: object) -> None:  # every line the session sends (by its number)
        if isinstance(message, SessionChanged) and isinstance(message.event, se.LogLine):
            said.setdefault(message.seq, message.event.text)

    async with app.run_test(size=SIZES[0], message_hook=hook) as pilot:
        await until(pilot, lambda: app.table_screen is not None)
        session = session_of(app)
        log = app.table_screen.query_one(HandLog)
        hands, step = 3, 0
        while session.hand_no <= hands and not session.over:
            await until(pilot, lambda: caught_up(app) and (
                session.waiting_for in ("action", "next") or session.over
                or isinstance(app.screen, (ConfirmDialog, BustDialog))), what="a turn")
            await laid_out(pilot, log)
            check_panel(log, list(said.values()))
            step += 1
            if isinstance(app.screen, ConfirmDialog):
                await pilot.press("y")
            elif isinstance(app.screen, BustDialog):
                await pilot.press("r")
            elif session.waiting_for == "next":
                await pilot.resize_terminal(*SIZES[session.hand_no % len(SIZES)])
                if session.hand_no == 2:
                    await pilot.press("l")  # hidden for a hand, shown again after it
                await pilot.press("n")
            elif session.waiting_for == "action":
                facing = session.facing
                if session.hand_no == 3 and step % 5 == 0:
                    await pilot.press("l")
                await pilot.press("d" if facing.is_draw else ("a" if step % 7 == 0 else "c"))
        if log.display is False and not app.table_screen.has_class("-narrow"):
            await pilot.press("l")
        await pilot.pause()
        await laid_out(pilot, log)
        check_panel(log, list(said.values()))
        number = session.session_id
        lines = list(log.lines_text)
    assert number is not None and main(["history", "export", str(number), "--text", "-"]) == 0
    exported = export_actions(capsys.readouterr().out)
    in_panel = panel_actions(lines)
    assert len(exported) >= hands
    assert in_panel[:len(exported)] == exported, "every exported action is in the panel"

"""The layers of DESIGN.md, enforced: imports point down only."""

from __future__ import annotations

import ast
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
PKG = ROOT / "poker_tui"


def _imports(path: Path) -> set[str]:
    """Absolute module names a file imports (relative imports resolved)."""
    tree = ast.parse(path.read_text(encoding="utf-8"))
    rel = path.relative_to(ROOT).with_suffix("")
    package = list(rel.parts[:-1]) if rel.name != "__init__" else list(rel.parts[:-1])
    found: set[str] = set()
    for node in ast.walk(tree):
        if isinstance(node, ast.Import):
            found.update(a.name for a in node.names)
        elif isinstance(node, ast.ImportFrom):
            if node.level:
                base = package[: len(package) - node.level + 1]
                mod = ".".join(base + ([node.module] if node.module else []))
            else:
                mod = node.module or ""
            found.add(mod)
            found.update(f"{mod}.{a.name}" for a in node.names)
    return found


def _files(sub: str) -> list[Path]:
    return sorted((PKG / sub).rglob("*.py")) if sub else sorted(PKG.rglob("*.py"))


def _assert_imports_none_of(layer: str, banned: tuple[str, ...]) -> None:
    for f in _files(layer):
        for mod in _imports(f):
            assert not any(mod == b or mod.startswith(b + ".") for b in banned), f"{f}: imports {mod}"


def test_engine_is_pure_no_ui_asyncio_or_store():
    _assert_imports_none_of("engine", (
        "textual", "rich", "asyncio", "sqlite3", "poker_tui.store", "poker_tui.session",
        "poker_tui.ui", "poker_tui.bots_api", "poker_tui.sim", "bots"))


def test_engine_import_loads_no_textual_or_rich():
    code = ("import poker_tui.engine, sys; "
            "bad = [m for m in ('textual', 'rich', 'asyncio') if m in sys.modules]; "
            "print(bad); sys.exit(1 if bad else 0)")
    result = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True)
    assert result.returncode == 0, result.stdout + result.stderr


def test_poker_tui_never_imports_bots():
    for f in _files(""):
        for mod in _imports(f):
            assert not any(mod == b or mod.startswith(b + ".") for b in ("bots", "poker_tui_bots")), \
                f"{f}: imports {mod}"


def test_ui_talks_to_session_not_engine_state():
    """The UI may use engine value types (cards, actions, events) but never drives a Hand."""
    banned = ("poker_tui.engine.hand", "poker_tui.engine.table", "poker_tui.engine.Hand",
              "poker_tui.engine.Table", "poker_tui.engine.replay", "poker_tui.sim")
    for f in _files("ui"):
        for mod in _imports(f):
            assert not any(mod == b or mod.startswith(b + ".") for b in banned), f"{f}: imports {mod}"


def test_session_never_imports_textual():
    for f in _files("session"):
        for mod in _imports(f):
            assert not (mod.startswith("textual") or mod.startswith("poker_tui.ui")), f"{f}: imports {mod}"


def test_store_stands_on_the_engine_only():
    """The store journals and replays hands: it knows the engine, nothing above it."""
    _assert_imports_none_of("store", (
        "textual", "rich", "asyncio", "poker_tui.session", "poker_tui.ui", "poker_tui.lab",
        "poker_tui.sim", "poker_tui.commands", "poker_tui.bots_api", "bots"))


SESSION_FACE = {
    # down: what the players say
    "submit", "draw", "toggle_discard", "hand_over", "next_hand", "rebuy", "leave", "show_hand",
    "sit_out", "come_back", "quit", "close", "run",
    # up: the one state per viewer, the events, and the game's settings
    "state", "subscribe", "unsubscribe", "config",
}
"""``GameSession``'s public face toward the UI (DESIGN.md, "Session and UI: one seam")."""


def _session_attributes(path: Path) -> set[tuple[int, str]]:
    """(line, attribute) for every ``<...>.session.<attribute>`` or ``session.<attribute>``."""
    found = set()
    for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
        if not isinstance(node, ast.Attribute):
            continue
        owner = node.value
        is_session = (isinstance(owner, ast.Name) and owner.id == "session") or (
            isinstance(owner, ast.Attribute) and owner.attr == "session")
        if is_session:
            found.add((node.lineno, node.attr))
    return found


def test_ui_reads_the_session_only_through_its_public_face():
    """The screen draws the ``TableState`` and hears ``SessionChanged`` messages; it never
    reaches into the session's model, hot seat, journal, house, table or hand."""
    wrong = [f"{f.relative_to(ROOT)}:{line}: session.{attr}"
             for f in _files("ui") for line, attr in sorted(_session_attributes(f))
             if attr not in SESSION_FACE]
    assert not wrong, wrong


def test_the_face_check_sees_a_reach_into_the_session(tmp_path):
    bad = tmp_path / "bad.py"
    bad.write_text("def f(self):\n    return self.session.model.hand_no, session.hotseat\n")
    assert {a for _, a in _session_attributes(bad)} == {"model", "hotseat"}


def test_no_session_or_ui_module_is_over_500_lines():
    """One idea per file (the engine's own split is checked with the engine)."""
    long = [f"{f.relative_to(ROOT)}: {n}" for f in _files("session") + _files("ui")
            if (n := len(f.read_text(encoding="utf-8").splitlines())) > 500]
    assert not long, long


def test_test_fixtures_are_not_in_the_package():
    """Scripted bots and stacked decks live in tests/ (and scripts/), not in the wheel."""
    for f in _files(""):
        text = f.read_text(encoding="utf-8")
        assert "class ScriptBot" not in text and "def stacked_source" not in text, f

"""The odds library stands on the engine and numpy only (docs/odds.md): a layer above the
engine, below the session, so the command, the coach and the bots may all use it."""

from __future__ import annotations

import ast
import subprocess
import sys
from pathlib import Path

ODDS = Path(__file__).resolve().parent.parent / "poker_tui" / "odds"
ALLOWED = (
    "numpy",
    "__future__",
    "collections",
    "dataclasses",
    "functools",
    "itertools",
    "math",
    "re",
    "secrets",
    "base64",
    "typing",
)


def test_odds_imports_only_the_engine_numpy_and_the_standard_library():
    for path in sorted(ODDS.glob("*.py")):
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if isinstance(node, ast.ImportFrom) and node.level:
                assert node.level == 1 or (node.module or "").startswith("engine"), path
            elif isinstance(node, ast.ImportFrom):
                assert node.module.split(".")[0] in ALLOWED, f"{path.name}: {node.module}"
            elif isinstance(node, ast.Import):
                for alias in node.names:
                    assert alias.name.split(".")[0] in ALLOWED, f"{path.name}: {alias.name}"


def test_importing_odds_loads_no_ui_session_store_or_bots():
    code = (
        "import poker_tui.odds, poker_tui.odds.coach, sys; "
        "bad = [m for m in sys.modules if m.split('.')[0] in ('textual', 'rich', 'poker_tui_bots')"
        " or m.startswith(('poker_tui.session', 'poker_tui.ui', 'poker_tui.store'))]; "
        "print(bad); sys.exit(1 if bad else 0)"
    )
    result = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True)
    assert result.returncode == 0, result.stdout + result.stderr

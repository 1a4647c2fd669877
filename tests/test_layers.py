"""The layers of docs/architecture.md, enforced: imports point down only."""

from __future__ import annotations

import ast
import contextlib
import re
import subprocess
import sys
import tomllib
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent
PKG = ROOT / "poker_tui"


def _imports(path: Path) -> set[str]:
    """Absolute module names a file imports (relative imports resolved)."""
    tree = ast.parse(path.read_text(encoding="utf-8"))
    package = list(path.relative_to(ROOT).with_suffix("").parts[:-1])
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


def test_the_import_contracts_hold():
    """Every layer rule of docs/architecture.md ("The layers") is an import-linter contract in
    pyproject.toml: engine below store below session below ui, the lab and the commands
    included, ``poker_tui`` never importing ``bots``, the UI importing only the session's
    public names. ``lint-imports`` (also run by .ci/run) must keep them all."""
    cli = pytest.importorskip("importlinter.cli", reason="import-linter is in the test extra")
    with contextlib.chdir(ROOT):
        assert cli.lint_imports(no_cache=True, no_logo=True) == 0, "run `lint-imports` to see why"


def test_every_package_is_in_a_layer():
    """The layers contract is exhaustive: each module directly under poker_tui is placed."""
    config = tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))
    layers = next(c for c in config["tool"]["importlinter"]["contracts"] if c["id"] == "layers")
    assert layers["exhaustive"] is True
    placed = {
        name.strip(" ()")
        for layer in layers["layers"]
        for name in layer.replace("|", ":").split(":")
    }
    present = {p.stem for p in PKG.glob("*.py") if p.stem != "__init__"} | {
        p.name for p in PKG.iterdir() if (p / "__init__.py").exists()
    }
    assert present <= placed, present - placed


def test_engine_import_loads_no_textual_or_rich():
    """The contracts read the source; this checks what an import really loads."""
    code = (
        "import poker_tui.engine, sys; "
        "bad = [m for m in ('textual', 'rich', 'asyncio') if m in sys.modules]; "
        "print(bad); sys.exit(1 if bad else 0)"
    )
    result = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True)
    assert result.returncode == 0, result.stdout + result.stderr


SESSION_FACE = {
    # down: what the players say
    "submit",
    "draw",
    "toggle_discard",
    "hand_over",
    "next_hand",
    "rebuy",
    "leave",
    "show_hand",
    "sit_out",
    "come_back",
    "show_reasons",
    "quit",
    "close",
    "run",
    "skip_to_results",
    # up: the one state per viewer, the events, and the game's settings
    "state",
    "subscribe",
    "unsubscribe",
    "config",
    "session_id",  # the game's number in the journal: its saved hands, for the session summary
}
"""``GameSession``'s public face toward the UI (docs/architecture.md, "The seam")."""


def _session_attributes(path: Path) -> set[tuple[int, str]]:
    """(line, attribute) for every ``<...>.session.<attribute>`` or ``session.<attribute>``."""
    found = set()
    for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
        if not isinstance(node, ast.Attribute):
            continue
        owner = node.value
        is_session = (isinstance(owner, ast.Name) and owner.id == "session") or (
            isinstance(owner, ast.Attribute) and owner.attr == "session"
        )
        if is_session:
            found.add((node.lineno, node.attr))
    return found


def test_ui_reads_the_session_only_through_its_public_face():
    """The screen draws the ``TableState`` and hears ``SessionChanged`` messages; it never
    reaches into the session's model, hot seat, journal, house, table or hand."""
    wrong = [
        f"{f.relative_to(ROOT)}:{line}: session.{attr}"
        for f in _files("ui")
        for line, attr in sorted(_session_attributes(f))
        if attr not in SESSION_FACE
    ]
    assert not wrong, wrong


def test_the_face_check_sees_a_reach_into_the_session(tmp_path):
    bad = tmp_path / "bad.py"
    bad.write_text("def f(self):\n    return self.session.model.hand_no, session.hotseat\n")
    assert {a for _, a in _session_attributes(bad)} == {"model", "hotseat"}


def test_no_session_or_ui_module_is_over_500_lines():
    """One idea per file (the engine's own split is checked with the engine)."""
    long = [
        f"{f.relative_to(ROOT)}: {n}"
        for f in _files("session") + _files("ui")
        if (n := len(f.read_text(encoding="utf-8").splitlines())) > 500
    ]
    assert not long, long


def test_test_fixtures_are_not_in_the_package():
    """Scripted bots and stacked decks live in tests/ (and scripts/), not in the wheel."""
    for f in _files(""):
        text = f.read_text(encoding="utf-8")
        assert "class ScriptBot" not in text and "def stacked_source" not in text, f


def test_every_citation_of_the_architecture_names_one_of_its_sections():
    """Tests and docstrings cite docs/architecture.md by section ("The seam"), never a design
    file outside the repository: each section cited must be a heading there."""
    headings = set(
        re.findall(r"^## (.+)$", (ROOT / "docs" / "architecture.md").read_text("utf-8"), re.M)
    )
    cited, outside = set(), []
    for folder in ("poker_tui", "tests", "bots", "docs"):
        for f in (ROOT / folder).rglob("*.*"):
            if f.suffix not in (".py", ".md") or "__snapshots__" in f.parts:
                continue
            text = f.read_text(encoding="utf-8")
            cited |= {(m, f.name) for m in re.findall(r'architecture\.md, "([^"]+)"', text)}
            if re.search(r"\bDESIGN\.md", text) and f != Path(__file__):
                outside.append(f.name)
    assert not outside, outside
    assert cited, "nothing cites docs/architecture.md"
    assert not {c for c in cited if c[0] not in headings}

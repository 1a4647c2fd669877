"""What a user installs: the sdist, a wheel built from it, and that wheel in a fresh venv.

The help screen shows docs/rules.md from the package (``poker_tui/ui/rules_text.py``); a
wheel built from the sdist used to lose it. The wheel carries the LICENSE, installs the
built-in bots as ``poker_tui_bots`` (never a top-level ``bots`` that collides with other
projects) and lists every package of the source tree.
"""

from __future__ import annotations

import os
import shutil
import subprocess
import sys
import tarfile
import tomllib
import venv
import zipfile
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]
PYPROJECT = tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))
SOURCES = ("poker_tui", "bots", "docs", "README.md", "LICENSE", "pyproject.toml", "setup.py")


def _setuptools_can_build() -> str | None:
    """Why the build cannot run here, or None."""
    try:
        import setuptools
    except ImportError:
        return "setuptools is not installed (the test extra brings it)"
    major = int(setuptools.__version__.split(".")[0])
    return None if major >= 77 else f"setuptools {setuptools.__version__} predates PEP 639 (77)"


def _build(hook: str, source: Path, out: Path) -> Path:
    """Run one PEP 517 hook of the declared backend in ``source``; the file it made."""
    out.mkdir(exist_ok=True)
    code = f"import setuptools.build_meta as b; print(b.{hook}({str(out)!r}))"
    done = subprocess.run(
        [sys.executable, "-c", code], cwd=source, capture_output=True, text=True, timeout=300
    )
    assert done.returncode == 0, done.stderr[-3000:]
    return out / done.stdout.strip().splitlines()[-1]


def test_every_package_of_the_source_tree_is_listed():
    """pyproject lists the packages by hand (two are mapped): none may be left out."""
    on_disk = {
        ".".join(p.parent.relative_to(ROOT).parts)
        for p in (ROOT / "poker_tui").rglob("__init__.py")
    }
    on_disk |= {
        "poker_tui_bots" + "".join("." + x for x in p.parent.relative_to(ROOT / "bots").parts)
        for p in (ROOT / "bots").rglob("__init__.py")
    }
    listed = set(PYPROJECT["tool"]["setuptools"]["packages"])
    assert on_disk - listed == set(), "add these to [tool.setuptools] packages"
    assert listed - on_disk == {"poker_tui.docs"}


def test_the_metadata_is_the_modern_form():
    project = PYPROJECT["project"]
    assert project["license"] == "MIT" and project["license-files"] == ["LICENSE"]
    assert "rich>=14.2" in " ".join(project["dependencies"])
    assert project["scripts"] == {"poker-tui": "poker_tui.cli:main"}
    for target in project["entry-points"]["poker_tui.bots"].values():
        assert target.startswith("poker_tui_bots."), target


FRESH_VENV_CHECK = """
import asyncio, importlib.metadata as md, pathlib, sys
import poker_tui
assert pathlib.Path(poker_tui.__file__).is_relative_to(sys.prefix), poker_tui.__file__
from poker_tui.engine.house_rules import PROFILES
from poker_tui.ui.app import PokerApp
from poker_tui.ui.screens.help import HelpScreen

async def main():
    app = PokerApp()
    async with app.run_test(size=(100, 40)) as pilot:
        await app.push_screen(HelpScreen(next(iter(PROFILES.values()))))
        await pilot.pause()
        print(app.screen.query_one("#help-link").render())
    app.exit()

asyncio.run(main())
bots = {ep.name: ep.load().__module__ for ep in md.entry_points(group="poker_tui.bots")
        if ep.dist.name == "poker-tui-room"}
assert bots and all(m.startswith("poker_tui_bots.") for m in bots.values()), bots
import importlib.util
assert importlib.util.find_spec("bots") is None
from poker_tui.ui.rules_text import rules_document
print(rules_document())
"""


@pytest.mark.xdist_group("build")
def test_a_wheel_built_from_the_sdist_installs_and_the_help_links_the_rules(tmp_path):
    """About 10 s: two builds and a fresh venv; this
    is the only test that proves what a user installs."""
    why = _setuptools_can_build()
    if why:
        pytest.skip(why)
    checkout = tmp_path / "checkout"
    checkout.mkdir()
    junk = shutil.ignore_patterns("__pycache__", "*.so", "*.egg-info", "build")
    for name in SOURCES:
        src = ROOT / name
        if src.is_dir():
            shutil.copytree(src, checkout / name, ignore=junk)
        else:
            shutil.copy2(src, checkout / name)
    sdist = _build("build_sdist", checkout, tmp_path / "dist")
    with tarfile.open(sdist) as tar:
        tar.extractall(tmp_path / "unpacked", filter="data")
    (unpacked,) = (tmp_path / "unpacked").iterdir()
    wheel = _build("build_wheel", unpacked, tmp_path / "dist")

    names = zipfile.ZipFile(wheel).namelist()
    assert "poker_tui/docs/rules.md" in names
    assert any(n.endswith(".dist-info/licenses/LICENSE") for n in names)
    assert "poker_tui_bots/tag.py" in names
    assert not [n for n in names if n.split("/")[0] == "bots"]

    target = tmp_path / "venv"
    venv.EnvBuilder(with_pip=False).create(target)
    python = target / ("Scripts/python.exe" if os.name == "nt" else "bin/python")
    done = subprocess.run(
        [
            sys.executable,
            "-m",
            "pip",
            "--python",
            str(python),
            "install",
            "-q",
            "--no-deps",
            "--no-index",
            "--no-compile",
            str(wheel),
        ],
        capture_output=True,
        text=True,
        timeout=300,
    )
    assert done.returncode == 0, done.stderr[-3000:]
    site = subprocess.run(
        [str(python), "-c", "import sysconfig; print(sysconfig.get_path('purelib'))"],
        capture_output=True,
        text=True,
        check=True,
    ).stdout.strip()
    # The dependencies (textual, rich, numpy) come from this venv, after the fresh one's own.
    ours = [p for p in sys.path if p.endswith("site-packages")]
    Path(site, "_deps_from_the_test_venv.pth").write_text("\n".join(ours) + "\n")
    env = {
        **os.environ,
        "POKER_TUI_DATA": str(tmp_path / "data"),
        "XDG_CONFIG_HOME": str(tmp_path / "config"),
        "PYTHONPATH": "",
    }
    shown = subprocess.run(
        [str(python), "-c", FRESH_VENV_CHECK],
        cwd=tmp_path,
        env=env,
        capture_output=True,
        text=True,
        timeout=120,
    )
    assert shown.returncode == 0, shown.stderr[-3000:]
    rules = (ROOT / "docs" / "rules.md").read_text(encoding="utf-8")
    assert shown.stdout.endswith(rules + "\n")
    link = shown.stdout.splitlines()[0]  # the help names the installed rules, not the checkout's
    assert link.startswith("The full rules, with the rule books' numbers for each choice: ")
    assert link.endswith(os.path.join("poker_tui", "docs", "rules.md")) and str(ROOT) not in link

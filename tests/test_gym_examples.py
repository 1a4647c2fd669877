"""The twenty-line bot of docs/bots.md and the gym policy of docs/gym.md, installed as a
user installs them (pip, from examples/) and played by the commands the docs show.

Why these tests are slow (about 4 s of CPU to install, 1 s per command): they run pip and
``python -m poker_tui`` in subprocesses, as a user does. They share one xdist worker
(``--dist loadgroup``), so the examples are installed once.
"""

from __future__ import annotations

import importlib.util
import json
import os
import re
import shlex
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent
EXAMPLES = ROOT / "examples"
DOCS = ROOT / "docs"
pytestmark = pytest.mark.xdist_group("gym_examples")


def _code_blocks(text: str, lang: str) -> list[str]:
    return re.findall(rf"```{lang}\n(.*?)```", text, flags=re.S)


def _section(path: Path, heading: str) -> str:
    text = path.read_text(encoding="utf-8")
    start = text.index(heading)
    end = text.find("\n## ", start + len(heading))
    return text[start : end if end >= 0 else None]


def _builds_wheels_here() -> bool:
    """setuptools can build a wheel with no download: 70.1 and later, or with ``wheel``."""
    try:
        from importlib.metadata import version

        major, minor = (int(x) for x in version("setuptools").split(".")[:2])
    except Exception:  # not installed, or an odd version string
        return False
    return (major, minor) >= (70, 1) or importlib.util.find_spec("wheel") is not None


@pytest.fixture(scope="module")
def installed(tmp_path_factory: pytest.TempPathFactory) -> dict[str, str]:
    """The examples pip-installed into a fresh directory; the environment that finds them."""
    target = tmp_path_factory.mktemp("site")
    local_build = _builds_wheels_here()
    cmd = [sys.executable, "-m", "pip", "install", "-q", "--no-deps", "--target", str(target)]
    if local_build:  # build with this environment's setuptools, no download
        cmd += ["--no-build-isolation", "--no-index"]
    cmd += [str(EXAMPLES / "first_bot"), str(EXAMPLES / "policy_agent")]
    proc = subprocess.run(cmd, capture_output=True, text=True, timeout=300)
    if proc.returncode:
        lines = [x for x in proc.stderr.splitlines() if x.strip() and "WARNING" not in x]
        pytest.skip(f"pip could not install the examples: {(lines or ['no message'])[-1]}")
    return dict(os.environ, PYTHONPATH=os.pathsep.join([str(target), str(ROOT)]))


def _poker_tui(env: dict[str, str], *argv: str) -> subprocess.CompletedProcess[str]:
    return subprocess.run(
        [sys.executable, "-m", "poker_tui", *argv],
        capture_output=True,
        text=True,
        env=env,
        timeout=120,
        cwd=ROOT,
    )


def _smaller(argv: list[str], hands: str) -> list[str]:
    """The docs' command with fewer hands, one job and JSON out, so it is quick to check."""
    out = list(argv)
    out[out.index("--hands") + 1] = hands
    return [*out, "--jobs", "1", "--json", "--no-progress"]


def test_the_docs_show_the_example_bot_verbatim_in_twenty_lines() -> None:
    section = _section(DOCS / "bots.md", "## A bot in twenty lines")
    bot = (EXAMPLES / "first_bot" / "first_bot.py").read_text(encoding="utf-8")
    assert _code_blocks(section, "python")[0] == bot
    assert (
        _code_blocks(section, "toml")[0] == (EXAMPLES / "first_bot" / "pyproject.toml").read_text()
    )
    assert len(bot.splitlines()) <= 20
    assert (DOCS / "bots.md").read_text(encoding="utf-8").index("## A bot in twenty lines") < 20


def test_the_twenty_line_bot_installs_and_plays_the_docs_commands(
    installed: dict[str, str],
) -> None:
    section = _section(DOCS / "bots.md", "## A bot in twenty lines")
    commands = [
        shlex.split(line.split("#")[0]) for line in _code_blocks(section, "sh")[0].splitlines()
    ]
    assert commands[0][:3] == ["pip", "install", "-e"]  # done by the fixture, into a temp dir
    assert commands[1] == ["poker-tui", "bots"]
    listed = _poker_tui(installed, "bots")
    assert listed.returncode == 0 and re.search(r"^first\b", listed.stdout, flags=re.M), (
        listed.stderr
    )

    sim = commands[2]
    assert sim[:2] == ["poker-tui", "sim"] and "--duplicate" in sim
    proc = _poker_tui(installed, *_smaller(sim[1:], "60"))
    assert proc.returncode == 0, proc.stderr
    result = json.loads(proc.stdout)
    first = next(b for b in result["bots"] if b["bot"] == "first")
    assert result["duplicate"] and result["hands"] == 60 and first["hands"] == 60
    assert result["players"] == 6 and sum(b["net"] for b in result["bots"]) == -result["rake"]
    assert all(b["faults"] == 0 for b in result["bots"])

    exploit = commands[3]
    assert exploit[:3] == ["poker-tui", "exploit", "first"]
    proc = _poker_tui(installed, *_smaller(exploit[1:], "20"))
    assert proc.returncode == 0, proc.stderr
    lbr = json.loads(proc.stdout)
    assert lbr["hands"] == 20 and lbr["bot"] == "first" and lbr["bot_faults"] == 0


def test_a_gym_policy_is_measured_by_sim_and_exploit(installed: dict[str, str]) -> None:
    proc = _poker_tui(
        installed,
        "sim",
        "--bots",
        "policy-agent,tag",
        "--players",
        "2",
        "--duplicate",
        "--hands",
        "40",
        "--seed",
        "3",
        "--jobs",
        "1",
        "--json",
    )
    assert proc.returncode == 0, proc.stderr
    result = json.loads(proc.stdout)
    agent = next(b for b in result["bots"] if b["bot"] == "policy-agent")
    assert agent["hands"] == 40 and agent["faults"] == 0
    proc = _poker_tui(
        installed,
        "exploit",
        "policy-agent",
        "--hands",
        "10",
        "--holdings",
        "30",
        "--seed",
        "3",
        "--jobs",
        "1",
        "--json",
    )
    assert proc.returncode == 0, proc.stderr
    lbr = json.loads(proc.stdout)
    assert lbr["hands"] == 10 and lbr["bot_faults"] == 0

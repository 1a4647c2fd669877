"""docs/gym.md's promises: its observation table is the codec's layout, its sizes are the
codec's, its code runs, and its policy example is the one in examples/."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

pytest.importorskip(
    "pettingzoo", reason="the gym needs the rl extra: pip install 'poker-tui-room[rl]'"
)

from poker_tui.rl import raw_env  # noqa: E402

ROOT = Path(__file__).resolve().parent.parent
GYM = (ROOT / "docs" / "gym.md").read_text(encoding="utf-8")


def _table_rows() -> list[tuple[str, str, str, str]]:
    table = GYM.split("<!-- layout:begin -->")[1].split("<!-- layout:end -->")[0]
    rows = re.findall(r"^\| `(\w+)` \| ([^|]+) \| (\w+) \| (.+) \|$", table, flags=re.M)
    return [(name, size.strip(), where, meaning) for name, size, where, meaning in rows]


@pytest.mark.parametrize(
    ("variant", "players"), [("nlhe", 2), ("stud7", 6), ("draw", 3), ("manila3", 4)]
)
def test_the_observation_table_is_the_codec_layout(variant: str, players: int) -> None:
    env = raw_env(variant=variant, players=players)
    v = env.spec_.variant
    symbols = {"H": v.hole_cards, "n": players, "S": len(v.streets)}
    present = {"all": True, "stud": v.up_cards > 0, "draw": v.has_draw}
    expected = [
        (name, eval(size, {}, symbols), meaning)  # noqa: S307 (the docs' own size formulas)
        for name, size, where, meaning in _table_rows()
        if present[where]
    ]
    assert [(b.name, b.size, b.meaning) for b in env.codec.layout] == expected


def test_the_sizes_the_docs_give() -> None:
    sizes = {
        (v, n): raw_env(variant=v, players=n).codec.size
        for v, n in [("nlhe", 2), ("nlhe", 6), ("stud7", 6)]
    }
    assert "Heads-up No-Limit Hold'em has 208 numbers, 6-max 280, 6-max Seven Card Stud 876" in GYM
    assert sizes == {("nlhe", 2): 208, ("nlhe", 6): 280, ("stud7", 6): 876}


def test_the_docs_code_runs() -> None:
    blocks = [
        b for b in re.findall(r"```python\n(.*?)```", GYM, flags=re.S) if b.startswith("import")
    ]
    assert len(blocks) == 2
    for block in blocks:
        exec(compile(block, "docs/gym.md", "exec"), {})  # noqa: S102 (the docs' own examples)


def test_the_policy_example_is_the_one_in_examples() -> None:
    example = (ROOT / "examples" / "policy_agent" / "policy_agent.py").read_text(encoding="utf-8")
    project = (ROOT / "examples" / "policy_agent" / "pyproject.toml").read_text(encoding="utf-8")
    shown = next(
        b for b in re.findall(r"```python\n(.*?)```", GYM, flags=re.S) if "policy_bot(act" in b
    )
    assert shown.strip().splitlines()[-1] in example.splitlines()
    entry = next(b for b in re.findall(r"```toml\n(.*?)```", GYM, flags=re.S))
    assert entry in project

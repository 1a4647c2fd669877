"""Render the table's screenshots headless: ``python scripts/screenshots.py [out_dir] [--only
NAME,NAME]`` (``--only``: those scenarios alone, e.g. ``--only sit-and-go,sit-and-go-results``).

Each scenario of ``tests/scenarios.py`` (lobby, a table mid-hand, a raise being
entered, a showdown with a side pot, the hot-seat privacy screen, the coach, a sit-and-go
and its results), one table per game family (Omaha, Stud, Draw, Manila, Limit), the HUD
and the results screen (``tests/scenarios_stats.py``, each with a journal of its own) is
saved as an SVG at 80x24 and at 120x40.
"""

from __future__ import annotations

import asyncio
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))  # the repo: tests/ holds the scenes

from tests.scenarios import GAMES, SCENARIOS, SHOTS, SIZES  # noqa: E402
from tests.scenarios_stats import STATS_SCENES  # noqa: E402


async def render(out: Path, only: set[str] | None = None) -> list[Path]:
    written = []
    for scenario in SCENARIOS + GAMES + SHOTS + STATS_SCENES:
        if only is not None and scenario.name not in only:
            continue
        for width, height in SIZES:
            app = scenario.make()
            async with app.run_test(size=(width, height)) as pilot:
                await scenario.run_before(pilot)
                await pilot.pause()
                path = out / f"{scenario.name}-{width}x{height}.svg"
                path.write_text(app.export_screenshot(title=f"poker-tui · {scenario.name}"),
                                encoding="utf-8")
                written.append(path)
    return written


def main() -> int:
    args = sys.argv[1:]
    only = None
    if "--only" in args:
        at = args.index("--only")
        only = set(args[at + 1].split(",")) if at + 1 < len(args) else set()
        del args[at : at + 2]
    out = Path(args[0]) if args else Path(__file__).resolve().parents[1] / "screenshots"
    out.mkdir(parents=True, exist_ok=True)
    for path in asyncio.run(render(out, only)):
        print(path)
    return 0


if __name__ == "__main__":
    sys.exit(main())

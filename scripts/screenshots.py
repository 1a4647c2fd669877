"""Render the table's screenshots headless: ``python scripts/screenshots.py [out_dir]``.

Each scenario of ``tests/scenarios.py`` (lobby, a table mid-hand, a raise being
entered, a showdown with a side pot, the hot-seat privacy screen, the replayer at
a reviewed decision) and one
table per game family (Omaha, Stud, Draw, Manila, Limit) is saved as an SVG
at 80x24 and at 120x40.
"""

from __future__ import annotations

import asyncio
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))  # the repo: tests/ holds the scenes

from tests.scenarios import GAMES, SCENARIOS, SIZES  # noqa: E402


async def render(out: Path) -> list[Path]:
    written = []
    for scenario in SCENARIOS + GAMES:
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
    out = Path(sys.argv[1]) if len(sys.argv) > 1 else Path(__file__).resolve().parents[1] / "screenshots"
    out.mkdir(parents=True, exist_ok=True)
    for path in asyncio.run(render(out)):
        print(path)
    return 0


if __name__ == "__main__":
    sys.exit(main())

"""The bankroll graph: net chips after each hand, drawn by plotext with axes and a zero line.

One drawing for the command line (``history stats``, as text) and the results
screen (``textual-plotext``'s widget hands over a plotext ``Plot`` with the
same calls), so both show the same graph. The line starts at 0 before the
first hand; the x axis counts hands, the y axis chips.
"""

from __future__ import annotations

from typing import Any


def draw_bankroll(plt: Any, points: list[int], title: str = "") -> None:
    """Draw ``points`` (net chips after each hand) on a plotext figure or module ``plt``."""
    plt.clear_data()
    plt.clear_figure() if hasattr(plt, "clear_figure") else None
    hands = list(range(len(points) + 1))
    plt.plot(hands, [0, *points], marker="braille", color="cyan")
    plt.horizontal_line(0, color="gray")
    plt.xticks(*whole_ticks(0, len(points)))
    plt.yticks(*whole_ticks(min([0, *points]), max([0, *points]), zero=True))
    if title:
        plt.title(title)
    plt.xlabel("hands")
    plt.ylabel("chips")


def whole_ticks(lo: int, hi: int, zero: bool = False) -> tuple[list[int], list[str]]:
    """About five ticks at whole numbers: both ends (and 0), then quarters that keep clear."""
    kept = {lo, hi} | ({0} if zero else set())
    gap = (hi - lo) / 6
    for t in ((3 * lo + hi) // 4, (lo + hi) // 2, (lo + 3 * hi) // 4):
        if all(abs(t - k) > gap for k in kept):
            kept.add(t)
    ordered = sorted(kept)
    return ordered, [f"{t:+,}" if zero and t else f"{t:,}" for t in ordered]


def bankroll_text(points: list[int], width: int = 60, height: int = 12, title: str = "") -> str:
    """The graph as text ``width`` by ``height`` cells (ANSI colours; rich strips them for pipes)."""
    import plotext

    draw_bankroll(plotext, points, title)
    plotext.plotsize(width, height)
    plotext.theme("clear")
    text: str = plotext.build()
    plotext.clear_figure()
    return text

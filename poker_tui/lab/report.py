"""The results on screen: a rich table per bot and a verdict a person can act on."""

from __future__ import annotations

from typing import TYPE_CHECKING

from rich import box
from rich.console import Console, Group
from rich.table import Table
from rich.text import Text

from ..console import stdout_console
from ..names import printable

if TYPE_CHECKING:
    from .match import MatchResult
    from .statistics import BotSummary


def _pct(x: float) -> str:
    return f"{100 * x:.1f}%"


def _ci(s: BotSummary) -> str:
    if s.bb_ci is None:
        return "n/a"
    return f"{s.bb_ci[0]:+.2f} .. {s.bb_ci[1]:+.2f}"


def _style(s: BotSummary) -> str:
    if not s.significant:
        return ""
    return "green" if s.mbb_per_hand > 0 else "red"


def hands_to_separate(s: BotSummary) -> int | None:
    """Hands that would put the interval clear of zero if the observed edge is the true one.

    The half-width shrinks as one over the square root of the hands, so the hands
    needed grow with (half-width / edge) squared. None when there is no edge to measure.
    """
    if s.mbb_ci is None or s.mbb_per_hand == 0:
        return None
    half = (s.mbb_ci[1] - s.mbb_ci[0]) / 2
    return int(s.hands * (half / abs(s.mbb_per_hand)) ** 2) + 1


def verdict(summaries: list[BotSummary], duplicate: bool = False) -> Text:
    """Who is ahead and whether the interval says it is more than luck, read from every
    bot's interval (not only the best and the worst by mean: a bot with a smaller edge
    but a narrower interval may be the one separated from zero)."""
    if not summaries or summaries[0].hands == 0:
        return Text("No hands were played.")
    measured = [s for s in summaries if s.mbb_ci is not None]
    if not measured:
        return Text("Too few hands for a confidence interval.")
    winners = sorted((s for s in measured if s.significant and s.mbb_per_hand > 0),
                     key=lambda s: -s.mbb_per_hand)
    losers = sorted((s for s in measured if s.significant and s.mbb_per_hand < 0),
                    key=lambda s: s.mbb_per_hand)
    out = Text()
    for i, s in enumerate(winners):
        out.append("; " if i else "")
        out.append(s.label, "bold green")
        out.append(f" wins {s.bb_per_100:+.2f} bb/100 ({s.mbb_per_hand:+.1f} mbb/hand); its 95%"
                   f" interval {_ci(s)} lies above zero")
    for s in losers:
        out.append("; " if out else "")
        out.append(s.label, "bold red")
        out.append(f" loses {s.bb_per_100:+.2f} bb/100; its 95% interval {_ci(s)} lies below zero")
    if winners:
        out.append(".")
        return out
    if losers:
        out.append("; no winner is separated from zero at 95%.")
        return out
    best = max(measured, key=lambda s: s.mbb_per_hand)
    advice = "play more hands" if duplicate else "play more hands or use --duplicate"
    needed = hands_to_separate(best)
    if needed is not None and needed > best.hands:
        advice += (f"; at {best.label}'s edge of {best.mbb_per_hand:+.1f} mbb/hand about"
                   f" {needed:,} hands would separate it")
    return Text(f"No bot is separated from zero at 95%: {advice}.")


def overrun_note(result: MatchResult) -> str:
    """Why a match with interrupted decisions may not repeat exactly for its seed."""
    n = result.overruns
    return (f"{n:,} decision{'s' if n != 1 else ''} ran out of time ({result.config.time_limit:g} s)"
            " and were checked or folded: where an interrupt lands varies, so this match may not"
            " repeat exactly with the same seed.")


def render(result: MatchResult) -> Group:
    cfg = result.config
    summaries = result.summaries()
    title = (f"{cfg.game.name}, {cfg.players} seats, {cfg.mode} mode"
             f"{', duplicate' if cfg.duplicate else ''}")
    results = Table(title=title, title_style="bold", header_style="bold cyan", box=box.SIMPLE_HEAD)
    results.add_column("bot", no_wrap=True)
    results.add_column("hands", justify="right")
    results.add_column("net chips", justify="right")
    results.add_column("bb/100", justify="right")
    results.add_column("95% CI (bb/100)", justify="right", no_wrap=True)
    results.add_column("mbb/hand", justify="right")
    for s in summaries:
        results.add_row(s.label, f"{s.hands:,}", f"{s.net:+,}", f"{s.bb_per_100:+.2f}", _ci(s),
                        f"{s.mbb_per_hand:+.1f}", style=_style(s))
    style = Table(title="How they played", title_style="bold", header_style="bold cyan",
                  box=box.SIMPLE_HEAD)
    style.add_column("bot", no_wrap=True)
    style.add_column("VPIP", justify="right")
    style.add_column("PFR", justify="right")
    style.add_column("AF", justify="right")
    style.add_column("showdowns", justify="right")
    style.add_column("won", justify="right")
    style.add_column("won %", justify="right")
    if cfg.mode == "table":
        style.add_column("rebuys", justify="right")
    faults = any(s.faults for s in summaries)
    if faults:
        style.add_column("faults", justify="right")
    for s in summaries:
        row = [s.label, _pct(s.vpip), _pct(s.pfr),
               "-" if s.aggression is None else f"{s.aggression:.2f}",
               f"{s.showdowns:,}", f"{s.showdowns_won:,}",
               "-" if s.showdown_share is None else _pct(s.showdown_share)]
        if cfg.mode == "table":
            row.append(f"{s.rebuys:,}")
        if faults:
            row.append(f"{s.faults:,}")
        style.add_row(*row)
    unit = "deal groups" if cfg.duplicate else "hands"
    run_line = Text(f"{result.hands:,} hands ({result.deals:,} deals), seed {cfg.seed}, "
                     f"{result.seconds:.2f} s, {result.hands_per_second:,.0f} hands/s on "
                     f"{result.jobs} job{'s' if result.jobs != 1 else ''}; CI over {unit}", style="dim")
    if result.interrupted:
        run_line.append(" (stopped early)", style="yellow")
    parts: list = [results, run_line, verdict(summaries, cfg.duplicate), style]
    if result.failure:
        parts.insert(0, Text(f"Match ended early: {printable(result.failure)}. The results below are the"
                             " deals played before it.", style="bold red"))
    if result.overruns:
        parts.append(Text(overrun_note(result), style="yellow"))
    shared = result.tally.shared_showdowns
    if shared:
        parts.append(Text(f"won counts a showdown for every bot that took chips in it: in"
                          f" {shared:,} showdown{'s' if shared != 1 else ''} two or more did (a"
                          " split pot, or the main and a side pot to different bots), so the"
                          " column adds up to more than the showdowns.", style="dim"))
    for s in summaries:
        for note in s.fault_notes:
            parts.append(Text(f"fault: {printable(note)}", style="yellow"))
    if result.tally.rake:
        parts.append(Text(f"rake taken: {result.tally.rake:,} chips"))
    return Group(*parts)


def print_report(result: MatchResult, console: Console | None = None) -> None:
    (console or stdout_console()).print(render(result))

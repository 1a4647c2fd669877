"""Run ``--tournaments`` sit-and-gos on every job and report each bot's places and ROI.

The blocks (tournaments) go to supervised worker processes like ``sim``'s hands
(``parallel.supervise``), or to Ray tasks with ``--backend ray`` (``lab.backends``,
the cash blocks' driver, retries and stops), and come back in block order, so the
totals, the JSON and the CSV are the same for a seed whatever ``--jobs`` and backend.
"""

from __future__ import annotations

import functools
import time
from dataclasses import dataclass
from typing import Any

from .interrupt import stop_on_interrupt
from .lineup import BotMaker, make_lineup
from .parallel import Watch, shared_flag, supervise
from .tournament import TournamentConfig, TournamentResult, TournamentRunner, TournamentTotals


@dataclass
class TournamentMatch:
    config: TournamentConfig
    labels: list[str]
    specs: list[str]
    totals: TournamentTotals
    seconds: float
    jobs: int
    interrupted: bool
    failure: str | None = None

    def to_json(self) -> dict[str, Any]:
        cfg, s = self.config, self.config.structure
        return {
            "mode": "tournament",
            "variant": cfg.match.variant,
            "players": cfg.match.players,
            "structure": {
                "name": s.name,
                "starting_stack": s.starting_stack,
                "level_length": s.level_length,
                "clock": s.clock,
                "payouts": list(s.payouts),
            },
            "seed": cfg.match.seed,
            "duplicate": cfg.match.duplicate,
            "tournaments": self.totals.tournaments,
            "hands": self.totals.hands,
            "chip_counts": self.totals.chip_counts,
            "interrupted": self.interrupted,
            "bots": [
                {
                    "label": e.label,
                    "spec": e.spec,
                    "played": e.played,
                    "places": e.place_counts,
                    "mean_place": e.mean_place,
                    "mean_prize": e.mean_prize,
                    "roi": e.roi,
                    "roi_ci95": [e.roi_low, e.roi_high],
                    "hands_per_tournament": e.hands_per_tournament,
                    "faults": self.totals.faults[i],
                }
                for i, e in enumerate(self.totals.summaries(self.labels, self.specs))
            ],
        }

    def csv_text(self) -> str:
        """One row per bot: its places, prize and ROI with the interval."""
        n = self.config.match.players
        head = [
            "label",
            "spec",
            "played",
            *[f"place_{p}" for p in range(1, n + 1)],
            "mean_place",
            "mean_prize",
            "roi",
            "roi_low",
            "roi_high",
        ]
        rows = [",".join(head)]
        for e in self.totals.summaries(self.labels, self.specs):
            rows.append(
                ",".join(
                    str(x)
                    for x in (
                        e.label,
                        e.spec,
                        e.played,
                        *e.place_counts,
                        f"{e.mean_place:.4f}",
                        f"{e.mean_prize:.4f}",
                        f"{e.roi:.4f}",
                        f"{e.roi_low:.4f}",
                        f"{e.roi_high:.4f}",
                    )
                )
            )
        return "\n".join(rows) + "\n"


ENDS = "the tournaments stop here"
"""How the sentence of a bot or a worker that ended the tournaments closes."""


def run_tournament_match(
    config: TournamentConfig,
    jobs: int = 1,
    isolate: bool = True,
    *,
    backend: str = "local",
    address: str | None = None,
) -> TournamentMatch:
    """Play the tournaments; Ctrl-C (or SIGTERM) stops them after the hands in play and
    reports the tournaments finished, in order. ``backend="ray"`` plays them as Ray tasks
    (``address`` a cluster, or a private local Ray with ``jobs`` CPUs): the same bytes."""
    entries = make_lineup(config.match.seat_specs)
    labels = [e.label for e in entries]
    totals = TournamentTotals(config.match.players)
    stop = shared_flag(jobs)
    failure: str | None = None
    started = time.perf_counter()

    def on_block(result: TournamentResult) -> None:
        totals.add(result)

    with stop_on_interrupt(stop):
        if not isolate:
            runner = TournamentRunner(config, stop)
            try:
                for b in range(config.blocks):
                    result = runner.play_block(b)
                    on_block(result)
                    if result.fatal:
                        failure = f"{result.fatal}; {ENDS}"
                        break
                    if stop.value:
                        break
            finally:
                runner.close()
            used = 1
        else:
            maker = BotMaker(entries, config.match.time_limit)  # unknown bots: refused here
            allowances = maker.allowances()
            maker.close()
            if backend != "local":
                from .backends import remote_backend

                outcome = remote_backend(backend)(
                    config, jobs, stop, False, on_block, address=address, ends=ENDS
                )
            else:
                watch = Watch(
                    labels,
                    allowances,
                    config.match.time_limit,
                    ends=ENDS,
                    name="poker-tui sim tournaments",
                )
                outcome = supervise(
                    functools.partial(TournamentRunner, config),
                    config.blocks,
                    jobs,
                    stop,
                    on_block,
                    watch,
                )
            failure, used = outcome.failure, outcome.jobs
    return TournamentMatch(
        config,
        labels,
        [e.spec for e in entries],
        totals,
        time.perf_counter() - started,
        used,
        bool(stop.value),
        failure,
    )


def print_tournament_report(match: TournamentMatch) -> None:
    from rich.table import Table

    from ..console import stdout_console

    cfg = match.config
    t = match.totals
    s = cfg.structure
    title = (
        f"{t.tournaments:,} sit-and-gos of {cfg.match.game.name}, {cfg.match.players} players,"
        f" structure {s.name} ({s.starting_stack:,} chips, pays"
        f" {'/'.join(f'{p:g}' for p in s.payouts)})"
        + (", duplicate" if cfg.match.duplicate else "")
    )
    table = Table(title=title, title_justify="left")
    for col in (
        "bot",
        "played",
        "1st",
        "2nd",
        "3rd",
        "mean place",
        "mean prize",
        "ROI",
        "95% interval",
    ):
        table.add_column(col, justify="left" if col == "bot" else "right")
    for e in sorted(t.summaries(match.labels, match.specs), key=lambda x: -x.roi):
        places = e.place_counts + [0, 0, 0]
        interval = (
            f"{100 * e.roi_low:+.1f}% .. {100 * e.roi_high:+.1f}%"
            if e.roi_high != float("inf")
            else "-"
        )
        table.add_row(
            e.label,
            f"{e.played:,}",
            *(f"{c:,}" for c in places[:3]),
            f"{e.mean_place:.2f}",
            f"{e.mean_prize:.2f}",
            f"{100 * e.roi:+.1f}%",
            interval,
        )
    stdout_console(highlight=False).print(table)
    per = t.hands / t.tournaments if t.tournaments else 0
    print(
        f"{t.hands:,} hands ({per:.0f} a tournament) in {match.seconds:.1f} s"
        f" ({t.tournaments / match.seconds if match.seconds else 0:.1f} tournaments/s,"
        f" {match.jobs} job{'s' if match.jobs != 1 else ''}). ROI: prize less the buy-in, over"
        " the buy-in; the interval is 95%."
    )
    if t.chip_counts:
        print(f"{t.chip_counts} tournament(s) reached the hand limit and ended in a chip count.")

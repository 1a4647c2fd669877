"""Run a match: blocks of deals on every job, counters merged, CSV streamed, progress shown.

``run_match(config)`` is the library entry point (``poker-tui sim`` is a thin
layer over it). Memory stays flat however many hands are played: the parent
keeps one set of integer counters and writes CSV text as blocks arrive.
"""

from __future__ import annotations

import contextlib
import time
from dataclasses import dataclass
from pathlib import Path
from typing import TextIO

from .config import MatchConfig
from .interrupt import stop_on_interrupt
from .lineup import BotMaker, make_lineup
from .output_files import append, cannot_write, option_for, write_file
from .parallel import play_blocks, shared_flag
from .progress import MatchProgress
from .runner import BlockResult
from .statistics import BotSummary, summarise
from .tally import Tally


@dataclass
class MatchResult:
    config: MatchConfig
    labels: list[str]
    specs: list[str]
    tally: Tally
    seconds: float
    jobs: int
    interrupted: bool
    failure: str | None = None  # why the match ended early: a bot exited or could not be stopped
    sat_out: tuple[int, ...] = ()  # entries that sat out after repeated overruns

    @property
    def overruns(self) -> int:
        """Decisions interrupted at the time limit: a match with any is not exactly repeatable."""
        return sum(self.tally.overruns)

    @property
    def hands(self) -> int:
        return self.tally.hands_total

    @property
    def deals(self) -> int:
        return self.tally.deals

    @property
    def hands_per_second(self) -> float:
        return self.hands / self.seconds if self.seconds > 0 else 0.0

    def summaries(self) -> list[BotSummary]:
        return summarise(self.tally, self.labels, self.specs, self.config.replays, self.config.unit)

    def to_json(self) -> dict:
        from .json_out import result_json

        return result_json(self)


def run_match(config: MatchConfig, *, jobs: int = 1, csv_path: str | Path | None = None,
              progress: bool = False, isolate: bool = True, backend: str = "local",
              address: str | None = None) -> MatchResult:
    """Play the match; Ctrl-C (or SIGTERM) stops it after the deals in play and returns what was
    played, as does a bot that ends its process (``MatchResult.failure`` says how).

    Bots play in worker processes, one per job, even for one job, so that no bot can end
    this process; ``isolate=False`` plays a one-job match in this process instead (to step
    through a bot in a debugger, or to look inside it afterwards). ``backend="ray"`` plays
    the blocks as Ray tasks (``address`` a cluster, or a private local Ray with ``jobs``
    CPUs); the results are the same bytes as ``jobs=1``.
    """
    entries = make_lineup(config.seat_specs)
    BotMaker(entries, config.time_limit).close()  # unknown bots are refused here, in one sentence
    for folder in (config.phh_dir, config.text_dir):  # the parent writes what remote workers send
        if folder is not None:
            Path(folder).mkdir(parents=True, exist_ok=True)
    ohh_out: TextIO | None = None
    if config.ohh_path is not None:
        try:
            ohh_out = open(config.ohh_path, "w", encoding="utf-8")  # noqa: SIM115 - closed below
        except OSError as exc:
            raise cannot_write("--ohh", config.ohh_path, exc) from None
    tally = Tally(config.players)
    stop = shared_flag(jobs)
    bar = MatchProgress(config.deals * config.replays, enabled=progress)
    out: TextIO | None = None
    if csv_path is not None:
        from .csv_rows import header

        try:
            out = open(csv_path, "w", newline="", encoding="utf-8")  # noqa: SIM115 - closed below
        except OSError as exc:
            raise cannot_write("--csv", csv_path, exc) from None
        append(out, header(), "--csv")
    told = False

    def on_block(result: BlockResult) -> None:
        nonlocal told
        tally.merge(result.tally)
        if out is not None and result.csv:
            append(out, result.csv, "--csv")  # OutputFailed (a full disk): one sentence, exit 2
        if result.phh:  # hand histories played elsewhere, written here
            for path, text in result.phh:
                write_file(Path(path), text, option_for(path))  # OutputFailed: a sentence
        if ohh_out is not None and result.ohh:
            append(ohh_out, result.ohh, "--ohh")
        bar.advance(result.tally.hands_total)
        if stop.value and not told:
            told = True
            bar.note("stopped: counting the deals already played (Ctrl-C again to abort)")

    t0 = time.perf_counter()
    try:
        with stop_on_interrupt(stop):
            outcome = play_blocks(config, jobs, stop, out is not None, on_block, isolate,
                                  backend=backend, address=address,
                                  note=bar.note if progress else None)
    finally:
        bar.close()
        if out is not None:
            with contextlib.suppress(OSError):  # a full disk was said where it was met
                out.close()
        if ohh_out is not None:
            with contextlib.suppress(OSError):
                ohh_out.close()
    seconds = time.perf_counter() - t0
    return MatchResult(config, [e.label for e in entries], [e.spec for e in entries], tally,
                       seconds, outcome.jobs, bool(stop.value) and outcome.failure is None,
                       outcome.failure, tuple(sorted(outcome.sat_out)))

"""The hot loop: play one block of deals and count what happened.

A block is a run of consecutive deals with its own deck and bot seeds
(``seeds.derive``), so it plays identically in any process. The loop is
kept flat: legal actions -> view -> bot -> apply, the next seat, with no
events unless a bot listens, no per-hand records kept, and counters added
in place. Ctrl-C sets a stop flag that the loop reads between deals, so a
block stops after a whole deal (a whole duplicate group) and still reports.

Every decision is timed by the ``DecisionClock`` (``lab.watchdog``): two integer
stores around the call, and an overrun is interrupted inside the bot, counted
as a fault and played as the fallback, as at the table; a bot that overruns
``MAX_OVERRUNS`` times sits out for the rest of the match. A bot that calls
``sys.exit`` ends the match: the block returns what it played, with a sentence.
"""

from __future__ import annotations

import random
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from ..bots_api import view_for
from ..engine.actions import Action, ActionKind, IllegalAction
from ..engine.events import redact
from ..engine.hand import Hand, shuffled
from ..reasons import Reasoned
from ..referee import (
    DEFAULT_MAX_FAULTS,
    Verdict,
    failed,
    fallback,
    judge,
    late,
    refused,
    tried_to_exit,
)
from .config import MatchConfig
from .csv_rows import CsvRows
from .hand_files import hand_exports, now
from .lineup import BotMaker, Decider, make_lineup, observer, reset
from .seating import rotations
from .seeds import derive
from .tally import Tally
from .watchdog import STEP, THINKING, BotOverran, DecisionClock, local_where

MAX_OVERRUNS = DEFAULT_MAX_FAULTS
"""Overruns after which a bot sits out for the rest of the match (as at the table)."""
_PLAIN = frozenset((ActionKind.FOLD, ActionKind.CHECK, ActionKind.CALL))
_RAISE = ActionKind.RAISE


class StopFlag:
    """A flag with ``.value``, like the shared ``multiprocessing.RawValue`` the jobs read."""

    __slots__ = ("value",)

    def __init__(self) -> None:
        self.value = 0


@dataclass
class BlockResult:
    block: int
    tally: Tally
    csv: str | None = None
    fatal: str | None = None  # a bot ended the match: the sentence (the deals before it count)
    sat_out: frozenset[int] = frozenset()  # entries sitting out after repeated overruns
    phh: list[tuple[str, str]] | None = None  # (path, text) of hand files the parent writes
    ohh: str | None = None  # the block's hands as Open Hand History (--ohh), for the parent


@dataclass
class Seated:
    """The bots of a block (or of one duplicate deal) and how each seating asks them."""

    bots: list[Any]
    deciders: list[Decider]  # per entry
    asks: list[list[Decider]]  # per rotation, per seat
    listeners: list[Any]  # per entry: its ``observe``, or None
    record: bool  # some bot listens, so the hands keep their events


@dataclass
class Block:
    """What one block keeps while it plays: counters, seeds, stacks and this hand's faults."""

    number: int
    tally: Tally
    rows: CsvRows | None
    deck_rng: random.Random
    seed_rng: random.Random
    tables: list[list[int]]  # table mode: the stacks of each rotation's table
    hand_faults: list[int]  # this hand's faults per seat, for the CSV
    ohh: list[str] | None  # the block's hands as Open Hand History (--ohh)
    group: list[int] = field(default_factory=list)  # duplicate: chips per entry over the deal
    seated: Seated | None = None
    fatal: str | None = None  # a bot ended the match: the sentence


class Runner:
    """Plays blocks of one match; one per process."""

    def __init__(self, config: MatchConfig, stop: Any = None, csv: bool = False,
                 where: memoryview | None = None, phh_in_result: bool = False) -> None:
        self.config = config
        self.stop = stop if stop is not None else StopFlag()
        self.csv = csv
        self.entries = make_lineup(config.seat_specs)
        self.labels = [e.label for e in self.entries]
        self.maker = BotMaker(self.entries, config.time_limit)
        self.where = where if where is not None else local_where()
        self.clock = DecisionClock(self.where, self.maker.allowances())
        self.asked = self.where[THINKING] // STEP * STEP  # 16 * decisions asked (watchdog.thinker)
        self.overruns = [0] * len(self.entries)  # this process's count, for sitting out
        self.sat_out: set[int] = set()
        self.variant = config.game
        self.rotations = rotations(config.players, config.duplicate)
        self.tags = [[e + 1 for e in seating] for seating in self.rotations]  # entry + 1 per seat
        self.buy_ins = [config.stack] * config.players
        self.no_rebuys = [False] * config.players
        self.phh_dir = Path(config.phh_dir) if config.phh_dir else None
        self.names = tuple(self.labels) if self.phh_dir else ()
        # A remote worker hands its hand histories back with the block instead of writing
        # them on its own disk (poker_tui.lab.backends).
        self.phh_texts: list[tuple[str, str]] | None = [] if phh_in_result else None
        if self.phh_dir and self.phh_texts is None:
            self.phh_dir.mkdir(parents=True, exist_ok=True)
        if config.text_dir and self.phh_texts is None:
            Path(config.text_dir).mkdir(parents=True, exist_ok=True)
        self.histories = bool(config.phh_dir or config.text_dir or config.ohh_path)  # to write
        self.started = now()
        if config.text_dir and self.phh_texts is None:
            Path(config.text_dir).mkdir(parents=True, exist_ok=True)
        self.started = now()

    def close(self) -> None:
        self.maker.close()

    # ----------------------------------------------------------------- bots
    def _seat(self, seeds: random.Random, tally: Tally) -> Seated:
        """Fresh (or reset) bots seeded from ``seeds``, and the deciders that ask them."""
        bots = [self.maker.build(e, seeds.getrandbits(63)) for e in self.entries]
        deciders = [self._sitter(i, tally) if i in self.sat_out else self.maker.decider(bot)
                    for i, bot in enumerate(bots)]
        asks = [[deciders[e] for e in seating] for seating in self.rotations]
        listeners = [observer(b) for b in bots]
        return Seated(bots, deciders, asks, listeners, any(listeners))

    def _sitter(self, entry: int, tally: Tally) -> Decider:
        """The decisions of a bot sitting out: the fallback, each counted as a fault."""
        note = (f"{self.labels[entry]} sits out after {MAX_OVERRUNS} overruns: the rest of its"
                " decisions are checks or folds")

        def sit(view: Any) -> Action:
            tally.note_fault(entry, note)
            return fallback(view)
        return sit

    def _overran(self, entry: int, view: Any, tally: Tally, seated: Seated) -> Verdict:
        """An interrupted decision: the referee's verdict; the third sits the bot out."""
        tally.overruns[entry] += 1
        self.overruns[entry] += 1
        if self.overruns[entry] >= MAX_OVERRUNS and entry not in self.sat_out:
            self.sat_out.add(entry)
            seated.deciders[entry] = self._sitter(entry, tally)
            for seating, ask in zip(self.rotations, seated.asks, strict=True):
                for s, e in enumerate(seating):
                    if e == entry:
                        ask[s] = seated.deciders[entry]
        return late(view, self.labels[entry], self.config.time_limit)

    # ----------------------------------------------------------------- play
    def play_block(self, block: int) -> BlockResult:
        with self.clock.armed():
            return self._play_block(block)

    def _play_block(self, number: int) -> BlockResult:
        """Deal after deal until the block ends, a stop is asked for, or a bot ends the match."""
        cfg = self.config
        n = cfg.players
        tally = Tally(n)
        block = Block(number, tally, CsvRows() if self.csv else None,
                      random.Random(derive(cfg.seed, "deck", number)),
                      random.Random(derive(cfg.seed, "bots", number)),
                      [[cfg.stack] * n for _ in self.rotations], [0] * n,
                      [] if cfg.ohh_path is not None else None)
        if not cfg.duplicate:
            block.seated = self._seat(block.seed_rng, tally)
        for deal in cfg.block_range(number):
            if self.stop.value or block.fatal:
                break
            self._play_deal(block, deal)
        tally.close_block()
        phh_texts = None
        if self.phh_texts is not None and self.histories:
            phh_texts, self.phh_texts = self.phh_texts, []
        return BlockResult(number, tally, block.rows.text() if block.rows is not None else None,
                           block.fatal, frozenset(self.sat_out), phh_texts,
                           "".join(block.ohh) if block.ohh else None)

    def _play_deal(self, block: Block, deal: int) -> None:
        """One deal: one hand, or in duplicate one per rotation of the same cards."""
        cfg = self.config
        self.where[1] = deal + 1  # watchdog.DEAL
        deck = None
        if cfg.duplicate:
            deck = shuffled(self.variant, cfg.players, block.deck_rng)
            block.seated = self._seat(block.seed_rng, block.tally)
            block.group = [0] * cfg.players
        seated = block.seated
        assert seated is not None
        for r, seating in enumerate(self.rotations):
            if cfg.duplicate and r:
                for b in seated.bots:
                    reset(b)
            stacks, rebuys = self._stacks(block, r, seating)
            hand = Hand(self.variant, cfg.stakes, stacks, deal % cfg.players, house=cfg.house,
                        deck=deck, rng=block.deck_rng, record=seated.record, names=self.names)
            block.fatal = self._play_hand(block, hand, r, deal)
            if block.fatal:
                return  # the hand cut short is not counted
            self._count_hand(block, hand, deal, r, rebuys)
        if cfg.duplicate:
            block.tally.count_group(block.group)
        block.tally.deals += 1

    def _stacks(self, block: Block, r: int, seating: tuple[int, ...]) -> tuple[list[int], list[bool]]:
        """The stacks a hand starts with, and who rebought: cash resets every hand to the
        buy-in; table mode plays on each rotation's stacks, a busted bot buying in again."""
        n = self.config.players
        if self.config.mode == "cash":
            return self.buy_ins, self.no_rebuys  # the hand copies its stacks: shared, unchanged
        stacks = block.tables[r]
        rebuys = [x == 0 for x in stacks]
        if True in rebuys:
            for s in range(n):
                if rebuys[s]:
                    stacks[s] = self.config.stack
                    block.tally.rebuys[seating[s]] += 1
        return stacks, rebuys

    def _play_hand(self, block: Block, hand: Hand, r: int, deal: int,
                   seating: tuple[int, ...] | None = None) -> str | None:
        """The hot loop: legal actions -> view -> bot -> the referee -> apply, until the hand
        ends; the sentence when a bot tried to end the program (the hand is not counted).
        ``seating`` (a tournament's players still in) replaces the rotation's seats.

        A legal fold, check, call or raise goes straight to the engine (the referee would
        pass it as it is: the engine refuses exactly what the referee would, and the referee
        is asked then); anything else is judged first."""
        seated = block.seated
        assert seated is not None
        if seating is None:  # every seat plays: the rotation's seating
            seating, ask, tag = self.rotations[r], seated.asks[r], self.tags[r]
        else:  # the entries still in a tournament, in seat order
            ask = [seated.deciders[e] for e in seating]
            tag = [e + 1 for e in seating]
        where = self.where
        asked = self.asked
        labels = self.labels
        legal_actions, apply = hand.legal_actions, hand.apply
        hear = [seated.listeners[e] for e in seating] if seated.record else None
        seen = _tell(hand, 0, hear) if hear is not None else 0
        while True:
            p = hand.to_act
            if p < 0:
                break
            legal = legal_actions()
            view = view_for(hand, legal)
            try:
                asked += 16  # watchdog: where[THINKING] = 16 * decisions + entry + 1
                where[0] = asked + tag[p]
                answer = ask[p](view)
                where[0] = 0
            except BotOverran:  # the clock stopped a decision past the time limit
                where[0] = 0
                verdict = self._overran(seating[p], view, block.tally, seated)
            except SystemExit as exc:  # the bot tried to end the program: end the match
                where[0] = 0
                self.asked = asked
                return f"{labels[seating[p]]} {tried_to_exit(exc)} in deal {deal + 1}"
            except Exception as exc:  # the bot crashed, or its program failed
                where[0] = 0
                verdict = failed(view, labels[seating[p]], exc, self.config.time_limit)
            else:
                if (answer.__class__ is Action or answer.__class__ is Reasoned) and (
                        answer[0] in _PLAIN or (answer[0] == _RAISE and answer[1].__class__ is int
                                                and legal[4] <= answer[1] <= legal[5] and legal[5])):
                    try:
                        apply(answer)
                    except IllegalAction as exc:
                        verdict = refused(view, answer, labels[seating[p]], hand.raise_terms, exc)
                    else:
                        if hear is not None:
                            seen = _tell(hand, seen, hear)
                        continue
                else:
                    verdict = judge(view, answer, labels[seating[p]], hand.raise_terms)
            if verdict.fault is not None:
                block.tally.note_fault(seating[p], verdict.fault)
                block.hand_faults[p] += 1
            apply(verdict.action)
            if hear is not None:
                seen = _tell(hand, seen, hear)
        self.asked = asked
        return None

    def _count_hand(self, block: Block, hand: Hand, deal: int, r: int, rebuys: list[bool]) -> None:
        """Add a finished hand to the counters, the duplicate group, the table's stacks, and
        the CSV and PHH files when asked for."""
        cfg = self.config
        seating = self.rotations[r]
        block.tally.count_hand(hand, seating, not cfg.duplicate)
        if cfg.duplicate:
            final, begin = hand.stacks, hand.start.stacks
            for s, e in enumerate(seating):
                block.group[e] += final[s] - begin[s]
        if cfg.mode != "cash":
            block.tables[r] = list(hand.stacks)
        if block.rows is None and not self.histories:
            return
        hand_id = deal * len(self.rotations) + r + 1
        if block.rows is not None:
            block.rows.add_hand(hand, hand_id, deal, r, seating, self.labels, rebuys,
                                block.hand_faults)
        if self.histories:
            self._write_histories(hand, hand_id, seating, block.ohh)
        for s in range(cfg.players):
            block.hand_faults[s] = 0

    def _write_histories(self, hand: Hand, hand_id: int, seating: tuple[int, ...],
                         ohh: list[str] | None) -> None:
        from .output_files import option_for, write_file

        files, block = hand_exports(self.config, hand, hand_id, self.labels, seating, self.started)
        if ohh is not None and block is not None:
            ohh.append(block)
        for path, text in files:
            if self.phh_texts is not None:
                self.phh_texts.append((str(path), text))
            else:
                write_file(path, text, option_for(path))  # OutputFailed: a sentence


def _tell(hand: Hand, seen: int, listeners: list[Any]) -> int:
    """Pass the new events to the seats that listen, each seeing only what it may see
    (another player's hidden cards arrive as ``HIDDEN``, as at the table)."""
    events = hand.events or []
    for event in events[seen:]:
        private = getattr(event, "private_to", None)
        public = None
        for s, listen in enumerate(listeners):
            if listen is None:
                continue
            if private is None or private == s:
                listen(event)
            else:
                if public is None:
                    public = redact(event)
                listen(public)
    return len(events)

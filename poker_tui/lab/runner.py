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
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from ..bots_api import view_for
from ..engine.actions import Action, IllegalAction
from ..engine.hand import Hand, shuffled
from ..session.guard import DEFAULT_MAX_FAULTS, fallback, not_an_action
from .config import MatchConfig
from .csv_rows import CsvRows
from .hand_files import hand_exports, now
from .lineup import BotMaker, fault_text, make_lineup, observer, reset
from .seating import rotations
from .seeds import derive
from .tally import Tally
from .watchdog import STEP, THINKING, BotOverran, DecisionClock, local_where

_ASKING = object()  # the bot has not answered yet (so an exception is the bot's)
MAX_OVERRUNS = DEFAULT_MAX_FAULTS
"""Overruns after which a bot sits out for the rest of the match (as at the table)."""


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
        self.overruns = [0] * len(self.entries)  # this process's count, for sitting out
        self.sat_out: set[int] = set()
        self.variant = config.game
        self.rotations = rotations(config.players, config.duplicate)
        self.phh_dir = Path(config.phh_dir) if config.phh_dir else None
        # A remote worker hands its hand histories back with the block instead of writing
        # them on its own disk (poker_tui.lab.backends).
        self.phh_texts: list[tuple[str, str]] | None = [] if phh_in_result else None
        if self.phh_dir and self.phh_texts is None:
            self.phh_dir.mkdir(parents=True, exist_ok=True)
        if config.text_dir and self.phh_texts is None:
            Path(config.text_dir).mkdir(parents=True, exist_ok=True)
        self.started = now()

    def close(self) -> None:
        self.maker.close()

    # ----------------------------------------------------------------- bots
    def _bots(self, seeds: random.Random) -> list[Any]:
        return [self.maker.build(e, seeds.getrandbits(63)) for e in self.entries]

    def _deciders(self, bots: list[Any], tally: Tally, hand_faults: list[int], seat_of: list[int]) -> list:
        out = []
        for i, bot in enumerate(bots):
            def on_fault(message: str, i: int = i) -> None:
                tally.note_fault(i, message)
                hand_faults[seat_of[i]] += 1
            out.append(self._sitter(i, tally) if i in self.sat_out else self.maker.decider(bot, on_fault))
        return out

    def _sitter(self, entry: int, tally: Tally):  # -> Decider
        """The decisions of a bot sitting out: the fallback, each counted as a fault."""
        note = (f"{self.labels[entry]} sits out after {MAX_OVERRUNS} overruns: the rest of its"
                " decisions are checks or folds")

        def sit(view: Any) -> Action:
            tally.note_fault(entry, note)
            return fallback(view)
        return sit

    def _overran(self, entry: int, tally: Tally, asks: list[list], deciders: list) -> None:
        """Count an interrupted decision; the third one sits the bot out."""
        tally.note_fault(entry, f"{self.labels[entry]} ran out of time ({self.config.time_limit:g} s)")
        tally.overruns[entry] += 1
        self.overruns[entry] += 1
        if self.overruns[entry] >= MAX_OVERRUNS and entry not in self.sat_out:
            self.sat_out.add(entry)
            deciders[entry] = self._sitter(entry, tally)
            for seating, ask in zip(self.rotations, asks, strict=True):
                for s, e in enumerate(seating):
                    if e == entry:
                        ask[s] = deciders[entry]

    # ----------------------------------------------------------------- play
    def play_block(self, block: int) -> BlockResult:
        with self.clock.armed():
            return self._play_block(block)

    def _play_block(self, block: int) -> BlockResult:
        cfg = self.config
        n = cfg.players
        v, stakes, house = self.variant, cfg.stakes, cfg.house
        tally = Tally(n)
        rows = CsvRows() if self.csv else None
        deck_rng = random.Random(derive(cfg.seed, "deck", block))
        seed_rng = random.Random(derive(cfg.seed, "bots", block))
        duplicate = cfg.duplicate
        cash = cfg.mode == "cash"
        buyin = cfg.stack
        replays = len(self.rotations)
        tables = [[buyin] * n for _ in range(replays)]  # table mode: stacks per rotation
        start = [buyin] * n
        no_rebuys = [False] * n
        names = tuple(self.labels) if self.phh_dir else ()
        stop = self.stop
        labels = self.labels
        phh = bool(cfg.phh_dir or cfg.text_dir or cfg.ohh_path)  # hand histories to write
        ohh: list[str] | None = [] if cfg.ohh_path is not None else None
        hand_faults = [0] * n  # this hand's faults per seat, for the CSV
        seat_of = list(range(n))  # the seat of each entry in this replay
        deck = None
        group = [0] * n
        where = self.where
        asked = where[THINKING] // STEP * STEP  # 16 * decisions asked (see watchdog.thinker)
        tags = [[e + 1 for e in seating] for seating in self.rotations]  # entry + 1 per seat
        fatal: str | None = None
        if not duplicate:
            bots = self._bots(seed_rng)
            deciders = self._deciders(bots, tally, hand_faults, seat_of)
            asks = [[deciders[e] for e in seating] for seating in self.rotations]
            listeners = [observer(b) for b in bots]
            record = any(listeners)
        for deal in self.config.block_range(block):
            if stop.value or fatal:
                break
            where[1] = deal + 1  # watchdog.DEAL
            button = deal % n
            if duplicate:
                deck = shuffled(v, n, deck_rng)
                bots = self._bots(seed_rng)
                deciders = self._deciders(bots, tally, hand_faults, seat_of)
                asks = [[deciders[e] for e in seating] for seating in self.rotations]
                listeners = [observer(b) for b in bots]
                record = any(listeners)
                group = [0] * n
            for r, seating in enumerate(self.rotations):
                if duplicate:
                    if r:
                        for b in bots:
                            reset(b)
                    for s, e in enumerate(seating):
                        seat_of[e] = s
                if cash:
                    stacks, rebuys = start, no_rebuys
                else:
                    stacks = tables[r]
                    rebuys = [x == 0 for x in stacks]
                    if True in rebuys:
                        for s in range(n):
                            if rebuys[s]:
                                stacks[s] = buyin
                                tally.rebuys[seating[s]] += 1
                hand = Hand(v, stakes, stacks, button, house=house, deck=deck, rng=deck_rng,
                            record=record, names=names)
                ask = asks[r]
                tag = tags[r]
                legal_actions, apply = hand.legal_actions, hand.apply
                if record:
                    hear = [listeners[e] for e in seating]
                    seen = _tell(hand, 0, hear)
                while True:
                    p = hand.to_act
                    if p < 0:
                        break
                    view = view_for(hand, legal_actions())
                    action = _ASKING
                    try:
                        asked += 16  # watchdog: where[THINKING] = 16 * decisions + entry + 1
                        where[0] = asked + tag[p]
                        action = ask[p](view)
                        where[0] = 0
                        apply(action)
                    except BotOverran:  # the clock stopped a decision past the time limit
                        where[THINKING] = 0
                        self._overran(seating[p], tally, asks, deciders)
                        hand_faults[p] += 1
                        apply(fallback(view))
                    except SystemExit as exc:  # the bot tried to end the program: end the match
                        where[THINKING] = 0
                        fatal = (f"{labels[seating[p]]} tried to end the program"
                                 f" (SystemExit({exc.code!r})) in deal {deal + 1}")
                        break
                    except Exception as exc:
                        # The bot crashed, or answered something illegal: check or fold for
                        # it, as the table does. Anything else is an engine bug: raise it.
                        where[THINKING] = 0
                        if action is not _ASKING and not isinstance(exc, IllegalAction) \
                                and isinstance(action, Action):
                            raise
                        e = seating[p]
                        wrong = action is not _ASKING and not isinstance(action, Action)
                        tally.note_fault(e, f"{labels[e]} {not_an_action(action)}" if wrong
                                         else fault_text(labels[e], exc))
                        hand_faults[p] += 1
                        apply(fallback(view))
                    if record:
                        seen = _tell(hand, seen, hear)
                if fatal:
                    break  # the hand cut short is not counted
                tally.count_hand(hand, seating, not duplicate)
                if duplicate:
                    final, begin = hand.stacks, hand.start.stacks
                    for s, e in enumerate(seating):
                        group[e] += final[s] - begin[s]
                if not cash:
                    tables[r] = list(hand.stacks)
                if rows is not None or phh:
                    hand_id = deal * replays + r + 1
                    if rows is not None:
                        rows.add_hand(hand, hand_id, deal, r, seating, labels, rebuys, hand_faults)
                    if phh:
                        self._write_histories(hand, hand_id, seating, ohh)
                    for s in range(n):
                        hand_faults[s] = 0
            if fatal:
                break
            if duplicate:
                tally.count_group(group)
            tally.deals += 1
        tally.close_block()
        phh_texts = None
        if self.phh_texts is not None and phh:
            phh_texts, self.phh_texts = self.phh_texts, []
        return BlockResult(block, tally, rows.text() if rows is not None else None, fatal,
                           frozenset(self.sat_out), phh_texts, "".join(ohh) if ohh else None)

    def _write_histories(self, hand: Hand, hand_id: int, seating: list[int],
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


def _tell(hand: Hand, seen: int, listeners: list) -> int:
    """Pass the new events to the seats that listen, each seeing only what it may see
    (another player's hidden cards arrive as ``HIDDEN``, as at the table)."""
    from ..session.game import redact

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

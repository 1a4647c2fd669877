"""The hand histories a match writes: PHH and PokerStars-style text files per hand, OHH per block.

A headless match has no saved game, so a hand is numbered by the match (game 0,
hand ``hand_id``) and every player's cards are written: no player is there to hide
them from. The text and OHH writers need the hand's events, which the lab does not
record while playing (events cost time), so a hand that is written is replayed once
with them.
"""

from __future__ import annotations

from collections.abc import Sequence
from datetime import UTC, datetime
from pathlib import Path

from ..engine.hand import Hand, replay
from ..store.review import PlayedHand, Player
from .config import MatchConfig


def played(
    hand: Hand, hand_id: int, labels: list[str], seating: Sequence[int], started: str
) -> PlayedHand:
    """The lab's hand as the store's exporters take it: seat s holds entry ``seating[s]``."""
    full = hand if hand.events is not None else replay(hand.start, hand.actions, record=True)
    players = tuple(Player(s, labels[e], f"bot:{labels[e]}", False) for s, e in enumerate(seating))
    return PlayedHand(0, hand_id, started, full, players, hand.n)


def now() -> str:
    return datetime.now(UTC).replace(microsecond=0).isoformat()


def hand_exports(
    config: MatchConfig,
    hand: Hand,
    hand_id: int,
    labels: list[str],
    seating: Sequence[int],
    started: str,
) -> tuple[list[tuple[Path, str]], str | None]:
    """(path, text) of each per-hand file the match asked for (``--phh-dir``,
    ``--text-dir``), and the hand as an OHH block for ``--ohh FILE`` (None without it),
    with the blank line that separates hands."""
    from ..engine.phh import to_phh

    files: list[tuple[Path, str]] = []
    if config.phh_dir is not None:
        files.append(
            (Path(config.phh_dir) / f"hand-{hand_id:06d}.phh", to_phh(hand, hand_id=hand_id))
        )
    if config.text_dir is None and config.ohh_path is None:
        return files, None
    record = played(hand, hand_id, labels, seating, started)
    if config.text_dir is not None:
        from ..store.text_export import hand_history

        text = hand_history(
            record, pokerstars_header=config.pokerstars_header, every_hand_known=True
        )
        files.append((Path(config.text_dir) / f"hand-{hand_id:06d}.txt", text))
    if config.ohh_path is None:
        return files, None
    from ..store.ohh_export import ohh_text

    return files, ohh_text(record, every_hand_known=True) + "\n"

"""PokerStars-style text that other tools read: PokerKit's PokerStars reader replays our
No-Limit Hold'em hands to our final stacks, and the ``poker`` package parses them.

Both readers take only a hand whose first line is PokerStars' own
(``--pokerstars-header``). Hands where PokerKit's rules differ from ours are left to
the PHH export's comment (``engine.phh.pokerkit_deviation``: a raise nobody can call,
raises after short all-ins); every other hand must replay exactly.
"""

from __future__ import annotations

import importlib.metadata
import os
import sys
import types
import warnings

import pytest

from poker_tui.engine.events import PotAwarded
from poker_tui.engine.phh import pokerkit_deviation
from poker_tui.store.text_export import hand_history
from tests.generated_hands import random_hand

HANDS = int(os.environ.get("POKER_TUI_READER_HANDS", "120"))
"""570 hands (about 500 without a PokerKit deviation, over 300 with side pots) take about
40 s here, too long for every run: ``POKER_TUI_READER_HANDS=570 pytest
tests/test_text_export_readers.py`` runs them; the suite plays 120."""


def _replayed_stacks(text: str) -> tuple[list[str], list[int]]:
    """The players and final stacks of PokerKit's own replay: the reader plays every hand
    through PokerKit's state machine and hands the last state to ``from_game_state``,
    where it is kept (replaying it a second time would double this test's time)."""
    pokerkit = pytest.importorskip("pokerkit")
    finals = []
    original = pokerkit.HandHistory.from_game_state.__func__

    def keep(cls, game, state, **fields):
        finals.append(state)
        return original(cls, game, state, **fields)

    with warnings.catch_warnings(), pytest.MonkeyPatch.context() as patch:
        warnings.simplefilter("ignore")  # PokerKit warns about fields of its own reader
        patch.setattr(pokerkit.HandHistory, "from_game_state", classmethod(keep))
        (hh,) = list(pokerkit.HandHistory.from_pokerstars(text, error_status=True))
    (final,) = finals
    assert not final.status, "PokerKit did not finish the hand"
    return list(hh.players), list(final.stacks)


def test_500_nlhe_hands_with_side_pots_replay_in_pokerkit_to_our_final_stacks():
    """About 8 s for 120 hands: PokerKit's reader replays each one in its generic state
    machine (tens of ms a hand here)."""
    pytest.importorskip("pokerkit")
    replayed = side_pots = 0
    for seed in range(HANDS):
        played = random_hand(seed)
        if pokerkit_deviation(played.hand) is not None:
            continue
        text = hand_history(played, pokerstars_header=True, every_hand_known=True)
        names, stacks = _replayed_stacks(text)
        ours = {p.name: played.hand.stacks[i] for i, p in enumerate(played.players)}
        assert stacks == [ours[name] for name in names], text
        replayed += 1
        side_pots += any(isinstance(e, PotAwarded) and e.pot > 0 for e in played.hand.events)
    assert replayed >= HANDS * 0.85 and side_pots >= HANDS // 2, (replayed, side_pots)


def _poker_package():
    """The ``poker`` package (0.30) imports ``pkg_resources`` for its version only; newer
    setuptools dropped that module, so a stand-in answers from importlib.metadata."""
    try:
        importlib.metadata.version("poker")
    except importlib.metadata.PackageNotFoundError:
        pytest.skip("the poker package is not installed (the bench extra brings it)")
    if "pkg_resources" not in sys.modules:
        try:
            import pkg_resources  # noqa: F401
        except ImportError:
            shim = types.ModuleType("pkg_resources")
            shim.get_distribution = lambda name: types.SimpleNamespace(  # type: ignore[attr-defined]
                version=importlib.metadata.version(name)
            )
            sys.modules["pkg_resources"] = shim
    from poker.room.pokerstars import PokerStarsHandHistory

    return PokerStarsHandHistory


def test_the_poker_package_parses_every_hand():
    reader = _poker_package()
    for seed in range(200):
        played = random_hand(seed)
        # the poker package needs one "Dealt to" line (a hero): a human's, or everyone's
        text = hand_history(played, pokerstars_header=True, every_hand_known=seed % 2 == 0)
        parsed = reader(text)
        parsed.parse()
        assert int(parsed.ident) == 1_000_000 + played.number
        assert parsed.total_pot == sum(
            e.amount + e.rake for e in played.hand.events if isinstance(e, PotAwarded)
        )
        assert [p.name for p in parsed.players if p.name] == [p.name for p in played.players]


def test_the_default_header_does_not_claim_pokerstars_and_the_option_does():
    played = random_hand(3)
    plain = hand_history(played)
    assert plain.startswith(
        "poker-tui Hand #1-4: Hold'em No Limit (1/2) - 2026/11/23 12:00:00 UTC\n"
    )
    assert "PokerStars" not in plain
    stars = hand_history(played, pokerstars_header=True)
    assert stars.startswith(
        "PokerStars Hand #1000004: Hold'em No Limit (1/2) -"
        " 2026/11/23 12:00:00 UTC [2026/11/23 7:00:00 ET]\n"
    )
    assert stars.split("\n", 1)[1] == plain.split("\n", 1)[1]


def test_eastern_time_follows_us_daylight_time():
    from datetime import UTC, datetime

    from poker_tui.store.text_export import _us_summer, eastern_time

    assert eastern_time("2026-07-01T12:00:00+00:00") == "2026/07/01 8:00:00 ET"
    assert eastern_time("2026-01-01T03:00:00+00:00") == "2025/12/31 22:00:00 ET"
    assert _us_summer(datetime(2026, 3, 8, 7, 0, tzinfo=UTC))
    assert not _us_summer(datetime(2026, 3, 8, 6, 59, tzinfo=UTC))
    assert not _us_summer(datetime(2026, 11, 1, 6, 0, tzinfo=UTC))

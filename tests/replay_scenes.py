"""A saved game for the replayer's tests, snapshots and screenshots: always the same hands.

Hand 1: You call an all-in with 7-2 offsuit against Ada's aces (the review's blunder);
hand 2: Ada and Ben fold to You in the big blind. Written into a journal of its own
(``scene_journal``), so a screenshot run never touches the player's saved games.
"""

from __future__ import annotations

import tempfile
from pathlib import Path

from poker_tui.engine import NLHE, Action, Hand, Stakes
from poker_tui.session import SavedGames
from poker_tui.session.config import GameConfig, Pace, SeatConfig, config_to_dict
from poker_tui.store import Journal, SeatRecord
from poker_tui.ui.app import PokerApp
from tests.conftest import stacked_deck
from tests.test_ui_support import until

NAMES = ["You", "Ada", "Ben"]
C, F = Action.call(), Action.fold()


def _play(journal: Journal, sid: int, number: int, hand: Hand, actions: list[Action]) -> None:
    hid = journal.begin_hand(sid, number, hand.start, [0, 1, 2])
    for seq, action in enumerate(actions):
        player = hand.to_act
        hand.apply(action)
        journal.record_action(hid, seq, player, action)
    journal.end_hand(hid, hand)


def saved_game(journal: Journal, humans: int = 1) -> int:
    """The two hands, journaled; ``humans`` 2 makes Ada a second human (hot seat)."""
    kinds = [None, None if humans > 1 else "tag", "random"]
    cfg = GameConfig(
        seats=tuple(SeatConfig(n, k) for n, k in zip(NAMES, kinds, strict=True)),
        stakes=Stakes(1, 2),
        buy_in=200,
        pace=Pace.instant(),
        next_hand="key",
        seed=4,
    )
    seats = [
        SeatRecord(i, n, "human" if k is None else f"bot:{k}", 200)
        for i, (n, k) in enumerate(zip(NAMES, kinds, strict=True))
    ]
    sid = journal.open_session(config_to_dict(cfg), seats)
    first = Hand(
        NLHE,
        Stakes(1, 2),
        [200, 200, 200],
        0,
        names=tuple(NAMES),
        deck=stacked_deck(3, 0, ["7h2c", "AsAd", "Jd9c"], "Kc9d4s3hQd"),
    )
    _play(journal, sid, 1, first, [C, Action.raise_to(200), F, C])
    stacks = [first.stacks[0] or 200, *first.stacks[1:]]  # You bought in again
    second = Hand(
        NLHE,
        Stakes(1, 2),
        stacks,
        1,
        names=tuple(NAMES),
        deck=stacked_deck(3, 1, ["5s4s", "QhJh", "8c3d"], "Ah6s2d9h7c"),
    )
    _play(journal, sid, 2, second, [F, F])
    return sid


def scene_journal() -> Path:
    """A journal in a fresh folder holding the saved game."""
    path = Path(tempfile.mkdtemp(prefix="poker-tui-replay-")) / "games.sqlite"
    journal = Journal(path)
    saved_game(journal)
    journal.close()
    return path


def replay_app() -> PokerApp:
    return PokerApp(lobby_bots=["tag", "random"], saves=SavedGames.at(scene_journal()))


async def to_the_list(pilot) -> None:  # type: ignore[no-untyped-def]
    """^Y from the lobby: the saved game's two hands listed."""
    from poker_tui.ui.screens.replay_browser import ReplayBrowser

    app = pilot.app
    await until(pilot, lambda: type(app.screen).__name__ == "LobbyScreen", what="the lobby")
    await pilot.press("ctrl+y")
    await until(
        pilot,
        lambda: isinstance(app.screen, ReplayBrowser) and len(app.screen.hands) == 2,
        what="the list of hands",
    )


async def to_the_blunder(pilot) -> None:  # type: ignore[no-untyped-def]
    """^Y from the lobby, the first hand, stepped to your call of the all-in, its review in."""
    from poker_tui.ui.screens.replay import ReplayScreen

    app = pilot.app
    await to_the_list(pilot)
    await pilot.press("tab", "down", "enter")  # the hands are listed newest first
    await until(pilot, lambda: isinstance(app.screen, ReplayScreen), what="the replay")
    screen = app.screen
    await until(pilot, lambda: screen.notes is not None, what="the review")
    decision = max(screen.replay.decisions)
    while screen.step_no < decision:
        await pilot.press("right")
    await pilot.pause()

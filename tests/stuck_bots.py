"""Bots with the commonest bugs, for the fault tests (issue 19); never installed with the package.

``tests/fixtures`` holds a ``*.dist-info`` whose entry points name them, so a
``poker-tui sim`` run with ``PYTHONPATH=tests/fixtures:.`` finds them through the
``poker_tui.bots`` entry point exactly as it finds a real bot package.
"""

from __future__ import annotations

import os
import time

from poker_tui.bots_api import Action, PlayerView, SyncBot


def _polite(view: PlayerView) -> Action:
    return Action.check() if view.legal.can_check else Action.call()


class Loop(SyncBot):
    """Loops forever: the interrupt must stop it."""

    name = "loop"

    def decide(self, view: PlayerView) -> Action:
        while True:
            pass


class Stubborn(SyncBot):
    """Loops forever and swallows every exception, even the interrupt."""

    name = "stubborn"

    def decide(self, view: PlayerView) -> Action:
        while True:
            try:
                while True:
                    pass
            except BaseException:  # noqa: S110 - the point of this bot
                pass


class Sleepy(SyncBot):
    """Blocks for 10 s (a call that waits on something that never comes)."""

    name = "sleepy"

    def decide(self, view: PlayerView) -> Action:
        time.sleep(10)
        return _polite(view)


class Exits(SyncBot):
    """Ends the process from under the match, as a library calling ``os._exit`` would."""

    name = "exits"

    def decide(self, view: PlayerView) -> Action:
        os._exit(1)


class SysExit(SyncBot):
    """Raises ``SystemExit(3)``, as ``sys.exit(3)`` in a library would."""

    name = "sysexit"

    def decide(self, view: PlayerView) -> Action:
        raise SystemExit(3)


class Dict(SyncBot):
    """Answers with a dict, a common first attempt."""

    name = "dict"

    def decide(self, view: PlayerView) -> object:  # type: ignore[override]
        return {"action": "call"}


class Slow(SyncBot):
    """Thinks a while once in a while, but always within a generous limit."""

    name = "slow"

    def decide(self, view: PlayerView) -> Action:
        time.sleep(0.001)
        return _polite(view)


class ExitsLater(SyncBot):
    """Plays its first block well, then calls ``os._exit`` at the first decision of the next."""

    name = "exits-later"
    built = 0  # bots built in this process
    spared = 1  # bots built before the doomed one: sim builds one per block of deals

    def __init__(self, seed: int | None = None) -> None:
        super().__init__(seed)
        kind = type(self)
        kind.built += 1
        self.doomed = kind.built > kind.spared

    def decide(self, view: PlayerView) -> Action:
        if self.doomed:
            os._exit(9)
        return _polite(view)


class ExitsInSecondBlock(ExitsLater):
    """The same for ``exploit``, which builds the bot and the oracle's copy for every block."""

    name = "exits-block-2"
    built = 0
    spared = 2


class ExitsOnce(SyncBot):
    """Ends its process once, for every process that shares the marker file named by the
    environment's ``POKER_TUI_EXITS_ONCE`` (a Ray worker that dies in a task), then plays on."""

    name = "exits-once"

    def __init__(self, seed: int | None = None) -> None:
        super().__init__(seed)
        self.armed = bool(os.environ.get("POKER_TUI_EXITS_ONCE"))

    def decide(self, view: PlayerView) -> Action:
        if self.armed:
            self.armed = False
            try:  # O_EXCL: exactly one process, the first to ask, creates it and exits
                os.close(os.open(os.environ["POKER_TUI_EXITS_ONCE"], os.O_CREAT | os.O_EXCL | os.O_WRONLY))
            except FileExistsError:
                pass
            else:
                os._exit(1)
        return _polite(view)


class StubbornSays(Stubborn):
    """Stubborn, after writing the file ``$STUCK_BOT_MARK`` (when set) as it starts its
    first decision: a test knows the bot is stuck before it presses Ctrl-C."""

    name = "stubborn-says"

    def decide(self, view: PlayerView) -> Action:
        mark = os.environ.get("STUCK_BOT_MARK")
        if mark:
            with open(mark, "w", encoding="utf-8") as f:
                f.write(str(os.getpid()))
        return super().decide(view)

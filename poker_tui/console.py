"""The Rich console the commands print their tables on.

Why: Rich's own answer to a reader that went away (``poker-tui history | head -1``)
is ``SystemExit(1)``, an exit status that says the command failed. Here the broken
pipe is raised as such, so ``cli.main`` ends quietly with the status a shell gives a
Unix tool that met SIGPIPE (141), as it does for plain ``print``.
"""

from __future__ import annotations

from typing import Any

from rich.console import Console


class _PipeConsole(Console):
    def on_broken_pipe(self) -> None:
        self.quiet = True  # nothing more is written to a reader that is gone
        raise BrokenPipeError


def stdout_console(**options: Any) -> Console:
    """A ``rich.console.Console`` on standard output whose broken pipe is a ``BrokenPipeError``."""
    return _PipeConsole(**options)

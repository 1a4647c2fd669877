"""Where a match's blocks are played: this machine's processes (``--jobs``) or a Ray cluster.

A backend takes the same deterministic blocks as ``--jobs`` (``MatchConfig.block_range``),
plays them wherever it likes and hands each ``BlockResult`` back in block order, so
the results of a seed are the same bytes on any backend. ``local`` lives in
``poker_tui.lab.parallel``; the others are imported only when asked for, so their
libraries stay optional.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from ..parallel import Outcome

BACKENDS = ("local", "ray")


def remote_backend(name: str) -> Callable[..., Outcome]:
    """The ``play_blocks`` of a backend other than ``local``."""
    if name == "ray":
        from .ray_backend import play_blocks_on_ray

        return play_blocks_on_ray
    raise ValueError(f"unknown backend {name!r}; choose one of: {', '.join(BACKENDS)}")


def check_backend(name: str, address: str | None) -> None:
    """Refuse a backend we cannot use, in one sentence, before anything is played."""
    if name not in BACKENDS:
        raise ValueError(f"unknown backend {name!r}; choose one of: {', '.join(BACKENDS)}")
    if name == "local" and address is not None:
        raise ValueError("--address names a Ray cluster; add --backend ray")
    if name == "ray":
        from .ray_backend import check_reachable, ray_or_refusal

        if address is not None:
            check_reachable(address)  # a sentence in seconds, where Ray waits for minutes
        ray_or_refusal(local=address is None)


__all__: list[Any] = ["BACKENDS", "check_backend", "remote_backend"]

"""A package's public names, loaded from their modules on first use (PEP 562).

Why: ``poker_tui.engine`` and ``poker_tui.session`` export many names, and a
program that needs a few of them (the lobby: the games' catalogue and a
``GameConfig``) should not pay for importing every module behind the others.
"""

from __future__ import annotations

import sys
from collections.abc import Callable
from importlib import import_module
from typing import Any


def lazy_exports(package: str, homes: dict[str, tuple[str, ...]]
                 ) -> tuple[Callable[[str], Any], Callable[[], list[str]]]:
    """The ``__getattr__`` and ``__dir__`` of ``package``, whose names live in the modules
    ``homes`` maps them from (``{"hand": ("Hand", "replay")}``); a name, once loaded, is kept
    in the package so the next use is a plain lookup."""
    module_of = {name: module for module, names in homes.items() for name in names}
    namespace = sys.modules[package].__dict__

    def __getattr__(name: str) -> Any:
        module = module_of.get(name)
        if module is None:
            raise AttributeError(f"module {package!r} has no attribute {name!r}")
        value = getattr(import_module(f".{module}", package), name)
        namespace[name] = value
        return value

    def __dir__() -> list[str]:
        return sorted(set(namespace) | set(module_of))

    return __getattr__, __dir__

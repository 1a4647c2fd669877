"""The narration's grammar: "You" takes the plural verb ("You raise", "Alice raises").

Its own module so the lobby's resume line can agree without loading the narration
(and through it the engine's showdown code).
"""

from __future__ import annotations

YOU = "You"
"""A player named You is spoken to: "You raise to 60"."""


def agree(name: str, verb: str) -> str:
    """``Alice raises`` or ``You raise``: the subject with its verb agreeing."""
    if name != YOU:
        return f"{name} {verb}"
    first, _, rest = verb.partition(" ")
    plain = {"is": "are", "has": "have"}.get(first) or (
        first[:-2] if first.endswith(("shes", "ches", "sses")) else first[:-1])
    return f"{name} {plain}{(' ' + rest) if rest else ''}"

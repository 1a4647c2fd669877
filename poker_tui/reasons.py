"""A bot's reason for a decision: an ``Action`` that says why ("call: 38%, the price is 25%").

Why a kind of ``Action`` and not a second return value: ``decide(view)`` keeps
returning an ``Action`` for every caller (the table, ``sim``, ``exploit``, the
gym, tests that compare a decision with ``Action.call()``), and a bot that has
no reason to give changes nothing. ``because(action, why)`` returns a
``Reasoned`` action: it compares, hashes, prints and applies as the plain
action, is pickled to and from a seat's worker process with its reason, and
the referee hands its reason on with the verdict (``Verdict.reason``). A
process bot sends ``"reason"`` beside its ``"action"`` (docs/bot-protocol.md).

The words are formatted only when someone reads them (``reason_of``): a match
of a million hands builds no sentences. ``reason_of`` is the one reader, and
makes any reason, a foreign program's included, one short line of plain text.
"""

from __future__ import annotations

import re
from typing import Any

from .engine.actions import Action

__all__ = ["MAX_REASON", "Reasoned", "because", "clean_reason", "keep_reason", "reason_of"]

MAX_REASON = 120
"""The most characters of a reason kept: one line beside a seat, one line of the log."""

_new = tuple.__new__
_UNSAFE = re.compile(r"[\x00-\x1f\x7f-\x9f\u200b-\u200f\u2028-\u202e\u2066-\u2069\ue000-\uf8ff\s]+")
"""Control characters (terminal escapes among them), bidirectional overrides, line breaks,
and private-use characters (the session marks amounts with two of them)."""


class Reasoned(Action):
    """An ``Action`` with its bot's reason: equal to the plain action in every respect but
    ``reason``. Build one with ``because``."""

    _why: str | tuple[str, tuple[Any, ...]]

    @property
    def reason(self) -> str | None:
        """The reason as a clean line, or None when it is empty or cannot be formatted."""
        return reason_of(self)

    def __reduce__(self) -> tuple[Any, ...]:
        return (_rebuild, (tuple(self), self._why))


def _rebuild(fields: tuple[Any, ...], why: str | tuple[str, tuple[Any, ...]]) -> Reasoned:
    action = _new(Reasoned, fields)
    action._why = why
    return action


def because(action: Action, why: str, *args: Any) -> Action:
    """``action`` carrying a reason; with ``args`` the reason is ``why.format(*args)``, formatted
    only when read: ``because(Action.call(), "call: {:.0%} against a raising range", 0.41)``."""
    made = _new(Reasoned, action)
    made._why = (why, args) if args else why
    return made


def keep_reason(source: object, action: Action) -> Action:
    """``action`` with ``source``'s reason, if it had one (a declared raise the house reads as
    another amount is still raised for the bot's reason)."""
    if not isinstance(source, Reasoned):
        return action
    made = _new(Reasoned, action)
    made._why = source._why
    return made


def reason_of(answer: object) -> str | None:
    """The reason that came with a bot's answer, as one clean line, or None."""
    why = getattr(answer, "_why", None) if isinstance(answer, Reasoned) else None
    if why is None:
        return None
    if isinstance(why, tuple):
        try:
            why = why[0].format(*why[1])
        except (ValueError, TypeError, IndexError, KeyError, AttributeError):
            return None  # a template that does not fit its numbers says nothing, never crashes
    return clean_reason(why)


def clean_reason(text: object) -> str | None:
    """Any reason made one printable line of at most ``MAX_REASON`` characters (None if empty):
    a foreign program's words must not move the cursor, colour the screen or fill the log."""
    if not isinstance(text, str):
        return None
    line = _UNSAFE.sub(" ", text).strip()
    if not line:
        return None
    if len(line) > MAX_REASON:
        line = line[: MAX_REASON - 1].rstrip() + "…"
    return line

"""Rule-book citations left out of the sentences a player reads.

Why: the engine's refusals and notes cite the rule books ("a raise to 8 (002 §3.5.1)"),
which is what tests and readers of the code need; a player needs the words. Every
place that shows such a sentence to a player (the table, the lobby, dialogs, plain
mode, the command line's one-sentence errors) passes it through ``plain_words``; the
numbers stay in docs/rules.md and the tests, and on the help screen when asked for.
"""

from __future__ import annotations

import re
from functools import cache

_CITATION = (
    r"(?:\b0\d\d\b(?:\s*§\s*\d+(?:\.\d+)*(?:\([a-z0-9]+\))*)?|§\s*\d+(?:\.\d+)*(?:\([a-z0-9]+\))*"
    r"|\bTDA\b)"
)
"""A rule-book citation: ``002 §3.5.1(b)``, ``§13.4(a)``, ``003``, ``TDA``."""
_GROUP = r"\s*\(((?:[^()]|\([a-z0-9]+\))*)\)"
"""A parenthesis, which may hold a citation's own ``(b)``."""


@cache
def _compiled() -> tuple[re.Pattern[str], re.Pattern[str]]:
    """Compiled on first use: most sentences hold no citation, and start-up needs none."""
    return re.compile(_CITATION), re.compile(_GROUP)


def plain_words(text: str) -> str:
    """A sentence for a player: rule-book citations left out (docs/rules.md keeps them).

    ``a raise to 8 (002 §3.5.1).`` → ``a raise to 8.``; ``(no half-bet rule, 001 §10.2)`` →
    ``(no half-bet rule)``; a parenthesis with no citation is left as it is."""
    if "§" not in text and "TDA" not in text and not re.search(r"\b0\d\d\b", text):
        return text
    citation, group = _compiled()

    def without(m: re.Match[str]) -> str:
        parts = [p.strip() for p in re.split(r"[,;]", m.group(1))]
        kept = [p for p in parts if p and not citation.fullmatch(p)]
        if len(kept) == len(parts):
            return m.group(0)
        return f" ({', '.join(kept)})" if kept else ""

    return group.sub(without, text)

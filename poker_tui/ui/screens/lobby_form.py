"""The lobby's form: the table's fields in reading order (the lobby screen lays them out)."""

from __future__ import annotations

from collections.abc import Iterator
from typing import TYPE_CHECKING

from textual.message import Message
from textual.widget import Widget
from textual.widgets import Input, Label

from ...engine.games import all_variants
from ...engine.house_rules import PROFILES
from ..choices import BIG_BLINDS, HOUSE_LABELS, SHOW_HANDS, SIT_AND_GOS, stakes_label
from ..widgets.choice import Choice
from ..widgets.sit_and_go_choice import SitAndGoChoice

if TYPE_CHECKING:
    from ...bots_api import BotInfo

LEFT = 13
RIGHT = 13


def table_fields() -> Iterator[Widget]:
    """Every field of the table the lobby deals: game, seats, humans, names, stakes..."""
    variants = [(v.name, v.code) for v in all_variants()]
    yield Choice(variants, value="nlhe", id="variant", label="Game", label_width=LEFT)
    yield Choice(
        [(str(n), n) for n in range(2, 11)], value=6, id="seats", label="Seats", label_width=LEFT
    )
    yield Choice(
        [("1 (you)", 1)] + [(f"{n} (hot seat)", n) for n in range(2, 7)],
        value=1,
        id="humans",
        label="Humans",
        label_width=RIGHT,
    )
    yield Label("Your name", id="label-name")
    yield Input("You", id="name", max_length=12)
    yield Label("Other humans", id="label-others")
    yield Input("", placeholder="(hot seat only)", id="others", disabled=True)
    yield Choice(
        [(stakes_label("nlhe", b), b) for b in BIG_BLINDS],
        value=2,
        id="stakes",
        label="Stakes",
        label_width=LEFT,
    )
    yield Label("Stack (BB)", id="label-stack")
    yield Input("100", id="stack", type="integer", max_length=5)
    yield Choice(
        [(HOUSE_LABELS.get(k, k), k) for k in PROFILES],
        value="rws",
        id="house",
        label="House rules",
        label_width=LEFT,
    )
    yield Choice(
        [("fast", "fast"), ("normal", "normal"), ("slow", "slow")],
        value="normal",
        id="pace",
        label="Bot pace",
        label_width=RIGHT,
    )
    yield Choice(
        [("after a pause", "pause"), ("on a key (N)", "key")],
        value="pause",
        id="next",
        label="Next hand",
        label_width=LEFT,
    )
    yield Choice(
        [("two colours", False), ("four colours", True)],
        value=False,
        id="deck",
        label="Deck",
        label_width=RIGHT,
    )
    yield Choice(
        [("not offered", False), ("may straddle 2 BB", True)],
        value=False,
        id="straddle",
        label="Straddle",
        label_width=LEFT,
    )
    yield Choice(
        [(words, key) for key, words in SHOW_HANDS.items()],
        value="muck",
        id="show",
        label="Unseen hand",
        label_width=RIGHT,
    )
    yield Choice(
        [("off", False), ("show bots' mucks", True)],
        value=False,
        id="practice",
        label="Practice",
        label_width=LEFT,
    )
    yield Choice(
        [("off", False), ("on (O at the table)", True)],
        value=False,
        id="coach",
        label="Coach",
        label_width=RIGHT,
    )
    yield SitAndGoChoice(
        [(words, name) for name, words in SIT_AND_GOS.items()],
        value="",
        id="tournament",
        label="Sit-and-go",
        label_width=LEFT,
    )
    yield Choice(
        [("drawn table", False), ("plain lines", True)],
        value=False,
        id="display",
        label="Display",
        label_width=RIGHT,
    )


class BotsRead(Message):
    """The installed bots, listed and loaded on the worker thread."""

    def __init__(self, names: list[str], factories: dict[str, BotInfo]) -> None:
        super().__init__()
        self.names = names
        self.factories = factories

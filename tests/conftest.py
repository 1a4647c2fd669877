"""Shared test helpers: stacked decks so rule tests know every card; a private save directory;
hypothesis profiles.

Hypothesis profiles: ``dev`` (the default: few examples, so the suite stays fast) and ``ci``
(the thorough example counts, about a minute more on two cores), chosen by
``HYPOTHESIS_PROFILE=ci``. CI runs ``dev`` too: its whole run must stay within four minutes on
two cores; run the thorough profile before changing the engine. Tests give their thorough count
through ``examples(n)``.

Bytecode: the tests write Python's caches even where PYTHONDONTWRITEBYTECODE is set (below).

Frames: Textual draws a screen at most ``TEST_FPS`` times a second in tests (60 in the app);
a test that checks every frame drawn asks for the app's rate with ``@pytest.mark.every_frame``.
"""

from __future__ import annotations

import os
import sys

import pytest
from hypothesis import settings

from poker_tui.engine import NLHE, Hand, Stakes, parse_cards
from poker_tui.engine.cards import deck as make_deck
from poker_tui.engine.house_rules import RWS, HouseRules

# The suite starts hundreds of Python processes (``poker-tui`` commands, bots, pseudo-terminals)
# and two test workers: where PYTHONDONTWRITEBYTECODE is set (as on our machines) each would
# compile the package, and rewrite every test module's asserts, from source again. The tests
# keep Python's bytecode caches, as an installed wheel has them.
sys.dont_write_bytecode = False
os.environ.pop("PYTHONDONTWRITEBYTECODE", None)

settings.register_profile("ci", deadline=None, print_blob=True)
settings.register_profile("dev", deadline=None, max_examples=20)
PROFILE = os.environ.get("HYPOTHESIS_PROFILE") or "dev"
settings.load_profile(PROFILE)


def examples(thorough: int) -> int:
    """``thorough`` examples under the ``ci`` profile; a twentieth (at least 10) under ``dev``."""
    return thorough if PROFILE == "ci" else max(10, thorough // 20)


def stacked_deck(n: int, button: int, holes: list[str], board: str = "") -> list[int]:
    """A deck order that deals ``holes[p]`` to player p and then ``board``.

    Hole cards go one at a time clockwise from the left of the button (002 §3.11).
    Unnamed cards are filled in from the rest of the deck.
    """
    hole_cards = [parse_cards(h) for h in holes]
    k = len(hole_cards[0])
    order = []
    for j in range(k):
        for i in range(n):
            p = (button + 1 + i) % n
            order.append(hole_cards[p][j])
    order += parse_cards(board) if board else []
    rest = [c for c in make_deck(52) if c not in order]
    return order + rest


def make_hand(stacks: list[int], button: int = 0, holes: list[str] | None = None, board: str = "",
              stakes: Stakes | None = None, house: HouseRules = RWS, variant=NLHE,
              record: bool = True) -> Hand:
    n = len(stacks)
    if holes is None:
        defaults = ["AsAh", "KsKh", "QsQh", "JsJh", "TsTh", "9s9h", "8s8h", "7s7h", "6s6h", "5s5h"]
        holes = defaults[:n]
        board = board or "2c3d4h8c9d"
    deck = stacked_deck(n, button, holes, board)
    return Hand(variant, stakes or Stakes(1, 2), stacks, button, house=house, deck=deck,
                record=record)


TEST_FPS = 15
"""At zero pace a session sends its events far faster than anyone reads them; drawing each
burst at 60 frames a second was a fifth of the Pilot tests' time. Each frame is still drawn
whole, and a Pilot ``pause()`` still draws the screen at once."""


@pytest.fixture(autouse=True)
def frame_rate(request, monkeypatch):
    """``TEST_FPS`` for the screens a test opens, unless it is marked ``every_frame``."""
    screen = sys.modules.get("textual.screen")  # imported by the UI tests only
    if screen is not None and request.node.get_closest_marker("every_frame") is None:
        monkeypatch.setattr(screen, "UPDATE_PERIOD", 1 / TEST_FPS)


IDLE_GRANULARITY = 1 / 200
"""Pilot's ``pause()`` and each key press wait until the app is idle, judged by sleeping in
steps of Textual's ``SLEEP_GRANULARITY`` (1/50 s) until a step passes with almost no work. On
two cores a third of a Pilot test's wall time was those sleeps; steps of 5 ms judge the same
idleness (a step with under a twentieth of its time busy) four times sooner."""


@pytest.fixture(autouse=True)
def idle_granularity(monkeypatch):
    """``IDLE_GRANULARITY`` for Pilot's idle wait, where the UI tests loaded Textual."""
    wait = sys.modules.get("textual._wait")
    if wait is not None and hasattr(wait, "SLEEP_GRANULARITY"):
        monkeypatch.setattr(wait, "SLEEP_GRANULARITY", IDLE_GRANULARITY)
        monkeypatch.setattr(wait, "SLEEP_IDLE", IDLE_GRANULARITY / 20)


_PARSED_CSS: dict[tuple[object, ...], list[object]] = {}
"""Every app a Pilot test starts parses the same style sheets again (the app's and each
widget's DEFAULT_CSS): about a tenth of a Pilot test's CPU. Parsed once per worker, keyed by
the text, where it came from and the theme's variables (which the parse reads), the rules
are the same objects Textual would build: it never changes a parsed rule set."""


@pytest.fixture(autouse=True)
def shared_css_parse(monkeypatch):
    """One parse of each style sheet per worker, where the UI tests loaded Textual."""
    stylesheet = sys.modules.get("textual.css.stylesheet")
    parse = getattr(getattr(stylesheet, "Stylesheet", None), "_parse_rules", None)
    if parse is None:
        return
    parse = getattr(parse, "__wrapped__", parse)

    def parse_once(self, css, read_from, is_default_rules=False, tie_breaker=0, scope=""):  # type: ignore[no-untyped-def]
        variables = tuple(sorted(self._variables.items()))
        key = (css, read_from, is_default_rules, tie_breaker, scope, variables)
        if key not in _PARSED_CSS:
            _PARSED_CSS[key] = parse(self, css, read_from, is_default_rules, tie_breaker, scope)
        return _PARSED_CSS[key]

    parse_once.__wrapped__ = parse  # type: ignore[attr-defined]
    monkeypatch.setattr(stylesheet.Stylesheet, "_parse_rules", parse_once)


@pytest.fixture(autouse=True)
def private_saves(tmp_path_factory, monkeypatch):
    """Every test saves games under a temporary directory, never in the user's home."""
    monkeypatch.setenv("POKER_TUI_DATA", str(tmp_path_factory.mktemp("saves")))


@pytest.fixture
def hand_factory():
    return make_hand

"""The HUD's numbers equal numbers computed independently from ``history export`` text.

The test reads the PokerStars-style text the export writes (never the journal,
never the engine's log) with its own small parser, counts each opponent's
hands, VPIP, PFR, 3-bets, aggression and showdowns as docs/stats.md defines
them, and holds the HUD's book (``stats.hud.OpponentBook``) to those counts,
over two games against you and one game you did not play.
"""

from __future__ import annotations

import re
from collections import defaultdict
from dataclasses import dataclass, field

from poker_tui.cli import main
from poker_tui.engine.games import get_variant
from poker_tui.session.config import default_stakes
from poker_tui.session.game import GameSession
from poker_tui.stats.hud import OpponentBook, hud_sentence, hud_text
from poker_tui.store import Journal, default_path
from tests.test_session_game import drive, keys_at_random
from tests.test_ui_support import config

ACTION = re.compile(
    r"^(?P<name>[^:]+): (?P<verb>folds|checks|calls|bets|raises|completes|brings in)\b"
)
STREET = re.compile(r"^\*\*\* (?P<street>.+?) \*\*\*")
FIRST_ROUND = ("HOLE CARDS", "3rd STREET")


@dataclass
class Counts:
    hands: int = 0
    vpip: int = 0
    pfr: int = 0
    three_bets: int = 0
    three_bet_chances: int = 0
    aggressive: int = 0
    calls: int = 0
    showdowns: int = 0


@dataclass
class ParsedHand:
    seated: list[str] = field(default_factory=list)
    actions: list[tuple[int, str, str]] = field(default_factory=list)  # (round, name, verb)


def parse(text: str) -> list[ParsedHand]:
    """Hands of the export: who sat, and every decision with its betting round (0 = first)."""
    hands: list[ParsedHand] = []
    current: ParsedHand | None = None
    round_no = -1
    for line in text.splitlines():
        if line.startswith("poker-tui Hand #"):
            current, round_no = ParsedHand(), -1
            hands.append(current)
            continue
        if current is None:
            continue
        seat = re.match(r"^Seat \d+: (.+) \(\d+ in chips\)", line)
        if seat and round_no < 0:
            current.seated.append(seat[1])
            continue
        street = STREET.match(line)
        if street:
            name = street["street"]
            if name in ("SHOW DOWN", "SUMMARY"):
                round_no = 99
            elif name in FIRST_ROUND:
                round_no = 0
            elif not name.startswith(("FLOP", "TURN", "RIVER")) or round_no < 99:
                round_no += 1
            continue
        act = ACTION.match(line)
        if act and 0 <= round_no < 99:
            current.actions.append((round_no, act["name"], act["verb"]))
    return hands


def count(hands: list[ParsedHand], identity: dict[str, str], you: str) -> dict[str, Counts]:
    """Each opponent's counts over the hands where ``you`` sat too."""
    out: dict[str, Counts] = defaultdict(Counts)
    for hand in hands:
        if you not in (identity[n] for n in hand.seated):
            continue
        folded = {n for _, n, v in hand.actions if v == "folds"}
        live = [n for n in hand.seated if n not in folded]
        wagers, opener, chanced = 0, None, set()
        facts: dict[str, Counts] = defaultdict(Counts)
        for round_no, name, verb in hand.actions:
            aggressive = verb in ("bets", "raises", "completes")
            c = facts[name]
            if round_no == 0:
                if verb == "brings in":
                    continue
                if wagers == 1 and name != opener and name not in chanced:
                    chanced.add(name)
                    c.three_bet_chances = 1
                    c.three_bets = int(aggressive)
                if verb in ("calls", "bets", "raises", "completes"):
                    c.vpip = 1
                if aggressive:
                    c.pfr = 1
                    wagers += 1
                    opener = name if wagers == 1 else opener
            elif aggressive:
                c.aggressive += 1
            elif verb == "calls":
                c.calls += 1
        for name in hand.seated:
            who = identity[name]
            if who == you:
                continue
            total, c = out[who], facts[name]
            total.hands += 1
            total.showdowns += int(len(live) > 1 and name in live)
            for key in ("vpip", "pfr", "three_bets", "three_bet_chances", "aggressive", "calls"):
                setattr(total, key, getattr(total, key) + getattr(c, key))
    return out


async def play(
    names: list[str], bots: list[str | None], variant: str, hands: int, seed: int
) -> int:
    stakes = default_stakes(get_variant(variant), 2)
    session = GameSession(
        config(names, bots, variant=variant, stakes=stakes, seed=seed),
        journal=Journal(default_path()),
    )
    await drive(session, hands, keys_at_random(seed))
    assert session.session_id is not None
    return session.session_id


def exported(capsys, game: int) -> str:
    assert main(["history", "export", str(game), "--text", "-"]) == 0
    return capsys.readouterr().out


async def test_the_hud_equals_the_counts_of_the_exported_text(capsys):
    seats = ["You", "Ada", "Ben", "Cleo"]
    kinds: list[str | None] = [None, "random", "maniac", "station"]
    games = [
        await play(seats, kinds, "nlhe", 12, seed=5),
        await play(seats, kinds, "stud7", 8, seed=6),
        await play(["Zed", "Ada", "Ben"], [None, "random", "maniac"], "nlhe", 6, seed=7),
    ]
    identity = {
        "You": "You",
        "Zed": "Zed",
        "Ada": "bot:random",
        "Ben": "bot:maniac",
        "Cleo": "bot:station",
    }
    parsed = [h for g in games for h in parse(exported(capsys, g))]
    expected = count(parsed, identity, "You")
    journal = Journal.reader(default_path())
    assert journal is not None
    book = OpponentBook(["You"])
    book.read(journal)
    journal.close()
    assert set(book.table) == set(expected) == {"bot:random", "bot:maniac", "bot:station"}
    for who, want in expected.items():
        got = book.of(who)
        assert got is not None
        assert (
            got.hands,
            got.vpip,
            got.pfr,
            got.three_bets,
            got.three_bet_chances,
            got.aggressive,
            got.calls,
            got.showdowns,
        ) == (
            want.hands,
            want.vpip,
            want.pfr,
            want.three_bets,
            want.three_bet_chances,
            want.aggressive,
            want.calls,
            want.showdowns,
        ), who
    assert expected["bot:random"].hands == 20  # Zed's game is not against you
    assert sum(c.three_bets for c in expected.values()) > 0  # the test saw 3-bets to count


async def test_the_book_reads_new_hands_only_and_ends_where_a_full_read_does():
    await play(["You", "Ada", "Ben"], [None, "maniac", "station"], "nlhe", 4, seed=8)
    journal = Journal.reader(default_path())
    assert journal is not None
    book = OpponentBook(["You"])
    book.read(journal)
    before = book.of("bot:maniac")
    assert before is not None and before.hands == 4
    journal.close()
    await play(["You", "Ada", "Ben"], [None, "maniac", "station"], "nlhe", 3, seed=9)
    journal = Journal.reader(default_path())
    assert journal is not None
    book.read(journal)  # the new game's hands only
    book.read(journal)  # nothing new: nothing counted twice
    fresh = OpponentBook(["You"])
    fresh.read(journal)
    journal.close()
    for who in ("bot:maniac", "bot:station"):
        a, b = book.of(who), fresh.of(who)
        assert a is not None and b is not None
        assert a.hands == b.hands == 7 and a.results == b.results and a.vpip == b.vpip


def test_the_seat_line_fits_its_width_and_the_panel_names_every_number():
    from poker_tui.stats.players import PlayerStats

    s = PlayerStats(
        "bot:tag",
        False,
        hands=42,
        vpip=10,
        pfr=8,
        aggressive=6,
        calls=3,
        showdowns=12,
        three_bets=2,
        three_bet_chances=10,
    )
    assert hud_text(s, 40) == "n42 24/19/20/2.0/29"
    for width in range(3, 20):
        assert len(hud_text(s, width)) <= width
    assert hud_text(s, 9) == "n42 24/19"
    assert hud_sentence(s) == "hands 42 VPIP 24% PFR 19% 3B 20% AF 2.0 WTSD 29%"
    assert hud_sentence(None) == "no hands against you yet"

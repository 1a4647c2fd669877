"""Open Hand History 1.4.6 exports pass rs-poker's validator checks (ported in ohh_validator)."""

from __future__ import annotations

import copy
import json

import pytest

from poker_tui.engine.events import PotAwarded
from poker_tui.engine.games import get_variant
from poker_tui.store.ohh_export import ohh_refusal, read_ohh, to_ohh, write_ohh
from tests.generated_hands import random_hand
from tests.ohh_validator import InvalidOHH, validate

OHH_GAMES = ("nlhe", "lhe", "plo", "nlo")


@pytest.mark.parametrize("variant", OHH_GAMES)
def test_every_game_ohh_describes_passes_the_checks_and_ends_at_our_stacks(variant):
    side_pots = 0
    for seed in range(120):
        played = random_hand(seed, variant)
        ohh = to_ohh(played, every_hand_known=seed % 3 == 0)
        final = validate(json.loads(json.dumps(ohh)))  # what a reader gets back
        assert final == dict(enumerate(played.hand.stacks)), seed
        side_pots += any(isinstance(e, PotAwarded) and e.pot > 0 for e in played.hand.events)
    assert side_pots > 3  # the checks met side pots


def _hand(seed: int = 7) -> dict:
    ohh = to_ohh(random_hand(seed), every_hand_known=True)
    validate(ohh)
    return ohh


def _first(ohh: dict, kind: str) -> dict:
    return next(a for r in ohh["ohh"]["rounds"] for a in r["actions"] if a["action"] == kind)


def test_the_checks_catch_a_card_seen_twice():
    ohh = _hand()
    dealt = [a for a in ohh["ohh"]["rounds"][0]["actions"] if a["action"] == "Dealt Cards"]
    dealt[1]["cards"][0] = dealt[0]["cards"][0]
    with pytest.raises(InvalidOHH, match="seen twice"):
        validate(ohh)


def test_the_checks_catch_a_player_acting_out_of_turn():
    ohh = _hand()
    acts = [
        a
        for a in ohh["ohh"]["rounds"][0]["actions"]
        if a["action"] in ("Fold", "Call", "Raise", "Check")
    ]
    acts[0]["player_id"], acts[1]["player_id"] = acts[1]["player_id"], acts[0]["player_id"]
    with pytest.raises(InvalidOHH, match="out of turn"):
        validate(ohh)


def test_the_checks_catch_a_raise_below_the_minimum():
    for seed in range(50):
        ohh = to_ohh(random_hand(seed), every_hand_known=True)
        raises = [
            a
            for a in ohh["ohh"]["rounds"][0]["actions"]
            if a["action"] == "Raise" and not a["is_allin"]
        ]
        if raises:
            break
    broken = copy.deepcopy(ohh)
    first = next(
        a
        for a in broken["ohh"]["rounds"][0]["actions"]
        if a["action"] == "Raise" and not a["is_allin"]
    )
    first["amount"] = 3  # to 3 over a big blind of 2: a raise by 1
    with pytest.raises(InvalidOHH, match="below the minimum|puts in|does not balance|owing"):
        validate(broken)


def test_the_checks_catch_chips_the_pots_do_not_hold():
    ohh = _hand()
    ohh["ohh"]["pots"][0]["amount"] += 1
    with pytest.raises(InvalidOHH, match="does not balance"):
        validate(ohh)


def test_the_checks_catch_a_big_blind_from_the_wrong_player():
    ohh = _hand()
    bb = _first(ohh, "Post BB")
    bb["player_id"] = _first(ohh, "Post SB")["player_id"]
    with pytest.raises(InvalidOHH, match="big blind"):
        validate(ohh)


@pytest.mark.parametrize(
    "code", ["stud7", "stud5", "draw", "lowball", "manila2", "manila3", "draw-32"]
)
def test_games_ohh_cannot_describe_are_refused_in_one_sentence(code):
    refusal = ohh_refusal(get_variant(code))
    assert refusal and refusal.startswith("Open Hand History describes Hold'em and Omaha")
    assert "\n" not in refusal


def test_a_file_is_objects_separated_by_a_blank_line(tmp_path):
    import io

    out = io.StringIO()
    hands = [random_hand(seed) for seed in range(3)]
    assert write_ohh(hands, out) == 3
    text = out.getvalue()
    assert text.count("\n\n{") == 2 and text.startswith('{\n  "ohh": {')
    read = read_ohh(text)
    assert [h["ohh"]["game_number"] for h in read] == ["1-1", "1-2", "1-3"]
    assert all(h["ohh"]["spec_version"] == "1.4.6" for h in read)


def test_the_hand_docs_store_md_shows_is_what_the_writer_writes():
    from pathlib import Path

    from poker_tui.store.ohh_export import ohh_text

    doc = (Path(__file__).resolve().parents[1] / "docs" / "store.md").read_text(encoding="utf-8")
    shown = doc.split("the writer's output):\n\n", 1)[1]
    block = (
        "\n".join(
            line[4:] for line in shown.splitlines() if line.startswith("    ") or not line
        ).strip()
        + "\n"
    )
    assert block == ohh_text(random_hand(259))
    validate(read_ohh(block)[0])

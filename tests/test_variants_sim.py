"""``poker-tui sim --variant X`` plays every listed game with the random bots, no faults."""

from __future__ import annotations

import json

import pytest

from poker_tui.cli import main
from poker_tui.engine.games import all_variants

CODES = [v.code for v in all_variants()] + ["stud7/pl", "draw/nl", "manila3/sl", "plo/hpl"]


@pytest.mark.parametrize("code", CODES)
def test_sim_plays_every_variant_without_an_error(code, capsys):
    rc = main(["sim", "--variant", code, "--hands", "150", "--seed", "11", "--jobs", "1",
               "--no-progress", "--json"])  # six seats, or as many as the game seats
    out = capsys.readouterr().out
    assert rc == 0
    data = json.JSONDecoder().raw_decode(out)[0]
    assert data["variant"] == code and data["hands"] == 150 and data["complete"]
    assert data["bots"] and all(b["faults"] == 0 for b in data["bots"])

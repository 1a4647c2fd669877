"""The straddle is a choice before the deal (002 §1.47 "optional", §3.10 "may"): bots make it, sim offers it."""

from __future__ import annotations

import json
from collections import Counter

from poker_tui.bots_api import bot_factories, make_bot, view_for
from poker_tui.cli import main
from poker_tui.engine import Hand, Stakes, get_variant
from poker_tui.engine.house_rules import RWS

STRADDLE = RWS.with_(straddle_allowed=True)


def straddle_choices(bot_name: str, code: str, hands: int = 60) -> Counter[str]:
    """Play seeded hands with one bot in every seat; count what it chose before the deal."""
    variant = get_variant(code)
    stakes = Stakes(1, 2, straddle=4) if not variant.structure.value == "fixed-limit" \
        else Stakes(1, 2, straddle=4, small_bet=2, big_bet=4)
    bots = [make_bot(bot_name, seed=i) for i in range(6)]
    seen: Counter[str] = Counter()
    for h in range(hands):
        hand = Hand(variant, stakes, [200] * 6, h % 6, seed=h, house=STRADDLE)
        while hand.to_act >= 0:
            legal = hand.legal_actions()
            before_deal = hand.phase == "straddle"
            action = bots[hand.to_act].decide(view_for(hand, legal))
            if before_deal:
                seen[action.kind.name.lower()] += 1
            hand.apply(action)  # an illegal answer would raise here
    return seen


def test_every_bot_answers_the_straddle_choice_legally_002_3_10():
    for name in sorted(bot_factories()):
        for code in ("nlhe", "lhe", "plo"):
            seen = straddle_choices(name, code)
            assert sum(seen.values()) == 60 and set(seen) <= {"check", "raise"}, (name, code, seen)


def test_tight_bots_decline_and_the_maniac_straddles():
    assert straddle_choices("tag", "nlhe") == Counter(check=60)
    assert straddle_choices("rock", "nlhe") == Counter(check=60)
    maniac = straddle_choices("maniac", "nlhe")
    assert maniac["raise"] > maniac["check"] > 0


def test_sim_straddle_option(capsys):
    code = main(["sim", "--no-progress", "--bots", "maniac,tag,station", "--hands", "60",
                 "--seed", "2", "--straddle", "--json", "--jobs", "1"])
    out, _ = capsys.readouterr()
    assert code == 0
    data = json.loads(out)
    assert data["stakes"]["straddle"] == 4 and data["hands"] == 60
    assert sum(b["net"] for b in data["bots"]) == 0


def test_sim_refuses_a_straddle_in_a_game_without_blinds(capsys):
    code = main(["sim", "--no-progress", "--variant", "stud7", "--straddle", "--hands", "5"])
    _, err = capsys.readouterr()
    assert code == 2
    # the sentence in words; its rule (002 §3.10) stays in docs/rules.md (issue 31)
    assert err.strip() == ("poker-tui: Limit Seven Card Stud has no straddle: it is a blind posted"
                           " left of the big blind in blind games")


def test_straddled_hands_replay_in_pokerkit(tmp_path, capsys):
    """The straddle goes into PHH's blinds_or_straddles; the choice itself is no PHH action."""
    from tests.test_phh_pokerkit import replay_in_pokerkit

    code = main(["sim", "--no-progress", "--bots", "maniac,tag,station,random", "--straddle",
                 "--hands", "80", "--seed", "4", "--jobs", "1", "--phh-dir", str(tmp_path)])
    capsys.readouterr()
    assert code == 0
    files = sorted(tmp_path.glob("*.phh"))
    straddled = [f for f in files if "blinds_or_straddles = [1, 2, 4" in f.read_text()]
    assert len(files) == 80 and straddled
    for path in files:
        if path.read_text().startswith("# PokerKit would not replay"):
            continue  # a documented deviation (docs/rules.md, "Where PokerKit differs")
        theirs, ours = replay_in_pokerkit(path)
        assert theirs == ours, path.read_text()

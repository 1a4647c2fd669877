"""Any profile can override any option (issue 15): the options written as text, kept in the
saved config, refused with one sentence when unknown, and played by the session."""

from __future__ import annotations

import json
from dataclasses import replace

import pytest

from poker_tui.engine.house_rules import (
    OPTIONS,
    PROFILES,
    RWS,
    changed_options,
    normal_options,
    option_choice,
    option_text,
    with_options,
)
from poker_tui.engine.kinds import LogKind
from poker_tui.session.config import config_from_dict, config_to_dict
from poker_tui.session.game import GameSession
from poker_tui.store import Journal
from tests.test_session_game import drive
from tests.test_ui_support import PolicyBot, calls, config


@pytest.mark.parametrize(("field", "label", "choices"), OPTIONS, ids=[o[0] for o in OPTIONS])
def test_every_option_and_choice_round_trips_through_text(field, label, choices):
    for choice in choices:
        text = option_text(choice)
        assert option_choice(field, text) == choice
        assert type(option_choice(field, text)) is type(choice)
        for name, profile in PROFILES.items():
            house = with_options(profile, [(field, text)])
            assert getattr(house, field) == choice and house.name == name
            others = [f for f, _, _ in OPTIONS if f != field]
            assert all(getattr(house, f) == getattr(profile, f) for f in others)
            assert changed_options(house, profile) == (
                () if getattr(profile, field) == choice else ((field, text),))


def test_options_are_written_one_way_and_the_last_given_wins():
    assert normal_options([("burn-cards", "YES"), ("auto_muck", "false"), ("burn_cards", "on")]) \
        == (("burn_cards", "yes"), ("auto_muck", "no"))
    assert normal_options([("allin_reopen_share", "1/2"), ("over_stake", "reject")]) \
        == (("over_stake", "reject"), ("allin_reopen_share", "1/2"))
    assert with_options(RWS, []) is RWS


@pytest.mark.parametrize(("option", "sentence"), [
    (("burn_card", "yes"), "'burn_card' is not a house-rules option; the options are odd_chip,"),
    (("burn_cards", "maybe"), "The house-rules option burn_cards (Burn cards, counted for the"
                              " community card) is no or yes, not 'maybe'."),
    (("allin_reopen_share", "1/3"), "is 1 or 1/2, not '1/3'."),
    (("short_allins", "double"), "is single or cumulative, not 'double'."),
])
def test_an_unknown_option_or_choice_is_one_sentence(option, sentence):
    with pytest.raises(ValueError) as refused:
        with_options(RWS, [option])
    assert sentence in str(refused.value)
    with pytest.raises(ValueError) as too:  # the saved config and the lobby say the same
        replace(config(["You", "Ada"]), house_options=(option,))
    assert str(too.value) == str(refused.value)


def test_the_straddle_is_the_tables_stakes_not_an_option():
    with pytest.raises(ValueError, match="Straddles are the table's stakes to offer"):
        replace(config(["You", "Ada"]), house_options=(("straddle_allowed", "yes"),))


def test_the_config_keeps_the_options_and_its_rules_follow_them():
    cfg = replace(config(["You", "Ada"], house="casino-001"),
                  house_options=(("heads-up-button-small-blind", "yes"), ("burn_cards", "no")))
    assert cfg.house_options == (("heads_up_button_small_blind", "yes"), ("burn_cards", "no"))
    rules = cfg.house_rules
    assert rules.name == "casino-001" and rules.heads_up_button_small_blind and not rules.burn_cards
    assert rules.odd_chip == PROFILES["casino-001"].odd_chip
    saved = json.loads(json.dumps(config_to_dict(cfg)))
    assert saved["house_options"] == [["heads_up_button_small_blind", "yes"], ["burn_cards", "no"]]
    assert config_from_dict(saved) == cfg


def test_a_game_saved_before_house_options_loads_with_its_profile_as_it_stands():
    cfg = config(["You", "Ada"], house="tda")
    old = config_to_dict(cfg)
    del old["house_options"]
    loaded = config_from_dict(old)
    assert loaded == cfg and loaded.house_options == ()
    assert loaded.house_rules == PROFILES["tda"]


async def test_a_session_plays_by_an_overridden_option_heads_up_blinds_001_16_1_c(tmp_path):
    """rws with no heads-up exception: the player left of the button posts the small blind."""
    journal = Journal(tmp_path / "p.db")
    cfg = replace(config(["You", "Ada"], seed=3),
                  house_options=(("heads_up_button_small_blind", "no"),))
    session = GameSession(cfg, bots={1: PolicyBot(calls)}, journal=journal)
    assert session.house.name == "rws" and not session.house.heads_up_button_small_blind
    await drive(session, 3)
    hands = list(journal.hands(session.session_id))
    assert len(hands) == 3
    for _number, hand, _order in hands:
        assert not hand.house.heads_up_button_small_blind
        small = next(p for _, p, kind, _ in hand.log if kind == LogKind.SMALL_BLIND)
        big = next(p for _, p, kind, _ in hand.log if kind == LogKind.BIG_BLIND)
        assert small == (hand.button + 1) % 2 and big == hand.button
    journal.close()


async def test_without_the_override_the_button_posts_the_small_blind_heads_up_002_3_9():
    session = GameSession(config(["You", "Ada"], seed=3), bots={1: PolicyBot(calls)})
    seen: list[tuple[int, int]] = []

    def check(e) -> None:  # type: ignore[no-untyped-def]
        hand = session.hand
        if hand is not None and hand.log and (hand.button, hand.log[0][1]) not in seen:
            seen.append((hand.button, next(p for _, p, kind, _ in hand.log
                                           if kind == LogKind.SMALL_BLIND)))

    await drive(session, 2, check=check)
    assert seen and all(button == small for button, small in seen)


def test_sim_takes_house_options_and_its_json_names_them():
    from poker_tui.cli import build_parser
    from poker_tui.commands.sim import config_from_args
    from poker_tui.lab.json_out import house_options

    args = build_parser().parse_args(["sim", "--house", "casino-001", "--straddle",
                                      "--house-option", "burn_cards=no"])
    cfg = config_from_args(args)
    assert cfg.house.name == "casino-001" and not cfg.house.burn_cards
    assert cfg.house.straddle_allowed and house_options(cfg.house) == {"burn_cards": "no"}
    bad = build_parser().parse_args(["sim", "--house-option", "burn_cards=maybe"])
    with pytest.raises(ValueError, match="--house-option 'burn_cards=maybe': The house-rules"):
        config_from_args(bad)


async def test_a_resumed_game_plays_by_its_house_options(tmp_path):
    from poker_tui.session.saves import SavedGames

    cfg = replace(config(["You", "Ada"], [None, "random"], seed=2),
                  house_options=(("heads_up_button_small_blind", "no"),))
    saves = SavedGames(Journal(tmp_path / "p.db"))
    session = saves.new(cfg)
    await drive(session, 1)
    resumed = saves.resume(session.session_id)
    assert resumed.config.house_options == (("heads_up_button_small_blind", "no"),)
    assert not resumed.house.heads_up_button_small_blind and resumed.house.name == "rws"
    resumed.close()
    saves.close()

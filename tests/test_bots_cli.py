"""``poker-tui bots`` lists the ladder found through the entry points (issue 4 item 2)."""

from __future__ import annotations

import json

from poker_tui.cli import main

LADDER = {"random", "station", "rock", "maniac", "tag", "equity", "pushfold"}


def test_bots_lists_name_style_and_description(capsys) -> None:
    assert main(["bots"]) == 0
    lines = capsys.readouterr().out.splitlines()
    names = {line.split()[0] for line in lines}
    assert LADDER <= names
    tag = next(line for line in lines if line.startswith("tag "))
    assert "tight-aggressive" in tag and "charts" in tag


def test_bots_json_is_a_list_of_name_style_description(capsys) -> None:
    assert main(["bots", "--json"]) == 0
    data = json.loads(capsys.readouterr().out)
    by_name = {d["name"]: d for d in data}
    assert LADDER <= set(by_name)
    assert by_name["station"]["style"] == "loose-passive"
    assert all(d["description"] for d in data if d["name"] in LADDER)


def test_every_commands_help_prints_its_text_as_written():
    """A '%' doubled for argparse shows doubled where argparse does not format (descriptions)."""
    import argparse

    from poker_tui.cli import build_parser

    parser = build_parser()
    subs = next(a for a in parser._actions if isinstance(a, argparse._SubParsersAction))
    for name, sub in {"poker-tui": parser, **subs.choices}.items():
        text = sub.format_help()
        assert "%%" not in text, name
        assert text.strip(), name

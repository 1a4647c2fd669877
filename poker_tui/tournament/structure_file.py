"""A tournament structure from the user's own TOML file, or one sentence naming the bad line.

Why a sentence with a line number: a structure file is written by hand, and
"level 7's big blind is below its small blind (line 41)" is fixable where a
traceback is not. The file is opened without blocking and read with a size cap,
so a FIFO or a huge file cannot hang the program (docs/tournaments.md).
"""

from __future__ import annotations

import re
import tomllib
from pathlib import Path
from typing import Any

from ..small_file import read_small_text
from .payouts import parse_payouts
from .structure import BUNDLED, CLOCKS, Level, Structure

MAX_BYTES = 256 * 1024
MAX_LEVELS = 200
MAX_CHIPS = 10**12


def load_structure(name_or_path: str) -> Structure:
    """A bundled structure by name (``turbo``, ``regular``, ``deep``, ``heads-up``) or a file."""
    if name_or_path in BUNDLED:
        return BUNDLED[name_or_path]
    path = Path(name_or_path)
    if path.suffix.lower() != ".toml" and not path.exists():
        raise ValueError(
            f"Unknown tournament structure {name_or_path!r}: choose one of"
            f" {', '.join(BUNDLED)}, or give a .toml file."
        )
    text = read_small_text(path, MAX_BYTES, "The structure file")
    if text is None:
        raise ValueError(f"There is no structure file {path}.")
    return parse_structure(text, source=str(path))


def _line_of(text: str, key: str, occurrence: int = 0) -> int:
    """The line where ``key = ...`` (or a ``[[levels]]`` table) is written, 1-based."""
    pattern = re.compile(
        r"^[ \t]*\[\[[ \t]*levels[ \t]*\]\]"
        if key == "[[levels]]"
        else rf"^[ \t]*{re.escape(key)}[ \t]*=",
        re.M,
    )
    hits = [text.count("\n", 0, m.start()) + 1 for m in pattern.finditer(text)]
    return hits[occurrence] if occurrence < len(hits) else 1


def _level_line(text: str, index: int, key: str) -> int:
    """The line of ``key`` inside the ``index``-th ``[[levels]]`` table, else its header's."""
    header = _line_of(text, "[[levels]]", index)
    lines = text.splitlines()
    for number in range(header, len(lines)):
        line = lines[number].strip()
        if line.startswith("["):
            break
        if re.match(rf"{re.escape(key)}\s*=", line):
            return number + 1
    return header


def _whole(value: Any, what: str, line: int, low: int = 0) -> int:
    if isinstance(value, bool) or not isinstance(value, int):
        raise ValueError(f"{what} must be a whole number of chips (line {line}).")
    if not low <= value <= MAX_CHIPS:
        raise ValueError(f"{what} must be from {low:,} to {MAX_CHIPS:,} (line {line}).")
    return value


def parse_structure(text: str, source: str = "the structure file") -> Structure:
    """A ``Structure`` from TOML text; a ValueError with one sentence names the bad line."""
    try:
        data = tomllib.loads(text)
    except tomllib.TOMLDecodeError as exc:
        raise ValueError(f"{source} is not valid TOML: {exc}.") from None
    except RecursionError:
        raise ValueError(f"{source} nests its values too deeply to be a structure.") from None
    known = {
        "name",
        "clock",
        "level_length",
        "starting_stack",
        "seats",
        "payouts",
        "variant",
        "levels",
        "title",
    }
    for key in data:
        if key not in known:
            raise ValueError(
                f"{source}: unknown setting {key!r} (line {_line_of(text, key)});"
                f" the settings are {', '.join(sorted(known))}."
            )
    rows = data.get("levels")
    if not isinstance(rows, list) or not rows:
        raise ValueError(
            f"{source} has no blind levels: add [[levels]] tables with small_blind and big_blind."
        )
    if len(rows) > MAX_LEVELS:
        raise ValueError(f"{source} has {len(rows)} levels: at most {MAX_LEVELS}.")
    levels = []
    for i, row in enumerate(rows):
        line = _line_of(text, "[[levels]]", i)
        where = f"Level {i + 1} of {source}"
        if not isinstance(row, dict):
            raise ValueError(f"{where} is not a table (line {line}).")
        extra = set(row) - {"small_blind", "big_blind", "ante", "big_blind_ante"}
        if extra:
            raise ValueError(
                f"{where} has an unknown setting {sorted(extra)[0]!r} (line"
                f" {line}); a level has small_blind, big_blind, ante and"
                " big_blind_ante."
            )
        if "big_blind" not in row:
            raise ValueError(f"{where} has no big_blind (line {line}).")
        sb, bb, ante, bba = (
            _whole(
                row.get(key, 0),
                f"{where}'s {key}",
                _level_line(text, i, key),
                low=1 if key == "big_blind" else 0,
            )
            for key in ("small_blind", "big_blind", "ante", "big_blind_ante")
        )
        if sb > bb:
            raise ValueError(
                f"{where}'s small blind ({sb:,}) is above its big blind ({bb:,})"
                f" (line {_level_line(text, i, 'big_blind')})."
            )
        if ante and bba:
            raise ValueError(
                f"{where} has both an ante and a big blind ante"
                f" (line {_level_line(text, i, 'ante')}): choose one."
            )
        levels.append(Level(sb, bb, ante, bba))
    clock = data.get("clock", "hands")
    if clock not in CLOCKS:
        raise ValueError(
            f'{source}: clock must be "hands" or "minutes", not {clock!r}'
            f" (line {_line_of(text, 'clock')})."
        )
    length_line = _line_of(text, "level_length")
    length = data.get("level_length", 10)
    if isinstance(length, bool) or not isinstance(length, int) or not 1 <= length <= 10_000:
        raise ValueError(
            f"{source}: level_length must be a whole number from 1 to 10,000 (line {length_line})."
        )
    stack = _whole(
        data.get("starting_stack", 1500),
        f"{source}'s starting_stack",
        _line_of(text, "starting_stack"),
        low=1,
    )
    if stack <= levels[0].big_blind:
        raise ValueError(
            f"{source}: the starting stack ({stack:,}) must be above the first"
            f" big blind ({levels[0].big_blind:,})"
            f" (line {_line_of(text, 'starting_stack')})."
        )
    seats = data.get("seats", 6)
    if isinstance(seats, bool) or not isinstance(seats, int) or not 2 <= seats <= 10:
        raise ValueError(f"{source}: seats must be from 2 to 10 (line {_line_of(text, 'seats')}).")
    payouts = _payouts(data.get("payouts", [65, 35]), source, _line_of(text, "payouts"))
    if len(payouts) > seats:
        raise ValueError(
            f"{source} pays {len(payouts)} places at a table of {seats}"
            f" (line {_line_of(text, 'payouts')})."
        )
    variant = data.get("variant", "nlhe")
    try:
        from ..engine.games import get_variant

        get_variant(str(variant))
    except ValueError as exc:
        raise ValueError(f"{source}: {exc} (line {_line_of(text, 'variant')}).") from None
    name = str(data.get("name", Path(source).stem))
    return Structure(
        name,
        tuple(levels),
        length,
        clock,
        stack,
        seats,
        payouts,
        str(variant),
        title=str(data.get("title", name)),
    )


def _payouts(value: Any, source: str, line: int) -> tuple[float, ...]:
    try:
        if isinstance(value, str):
            return parse_payouts(value)
        if isinstance(value, list) and all(
            isinstance(v, int | float) and not isinstance(v, bool) for v in value
        ):
            return parse_payouts(",".join(str(v) for v in value))
    except ValueError as exc:
        raise ValueError(f"{source}: {exc} (line {line})") from None
    raise ValueError(f"{source}: payouts must be a list such as [50, 30, 20] (line {line}).")

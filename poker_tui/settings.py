"""The player's settings: one small TOML file in the user's config directory.

``settings.toml`` lives in the data directory when ``$POKER_TUI_DATA`` is set (as
``keymap.toml`` does, so a test or a second profile never touches the real one), else
in the config directory platformdirs gives (``~/.config/poker-tui`` on Linux,
``~/Library/Application Support/poker-tui`` on macOS, ``%LOCALAPPDATA%\\poker-tui`` on
Windows). Its tables:

- ``[game]``: the lobby's fields (game, seats, stakes, bots per seat, stack, house rules
  and options, bot pace, next-hand mode, straddle, display: the drawn table or plain lines
  for a screen reader, ``plain``); the lobby opens on them, and dealing
  a game writes them, so the lobby opens on the last game played;
- ``[table]``: four-colour deck, amounts in chips or big blinds, coach and HUD toggles,
  the decision review after each hand and its thresholds;
- ``[look]``: the theme (the palette's "Change theme" writes it);
- ``[keys]``: key ids and keys, as ``keymap.toml`` takes them (docs in ``ui/keymap.py``).

The file is read without blocking, regular files only, at most 64 kB
(``small_file``). A file that cannot be used gives one sentence (naming the line for
bad TOML) and the defaults, and is then never written over by the app on its own: only
a change the player makes on the settings screen replaces it. A value of the wrong
kind is dropped with its name in the sentence; the rest of the file applies.
"""

from __future__ import annotations

import os
import re
from dataclasses import dataclass, field, replace
from pathlib import Path
from typing import Any

from .small_file import KIB, FileRefused, read_small_text

FILE_NAME = "settings.toml"
MAX_BYTES = 64 * KIB
APP_NAME = "poker-tui"

GAME_DEFAULTS: dict[str, Any] = {
    "variant": "nlhe",
    "seats": 6,
    "humans": 1,
    "name": "You",
    "others": [],
    "bots": [],
    "big_blind": 2,
    "stack_bb": 100,
    "house": "rws",
    "pace": "normal",
    "next_hand": "pause",
    "straddle": False,
    "house_options": {},
    "show_hands": "muck",
    "practice": False,
    "plain": False,
    "tournament": "",
}
"""The lobby's fields (``ui.choices.TableChoice``) as the file writes them."""
TABLE_DEFAULTS: dict[str, Any] = {
    "four_colour": False,
    "units": "chips",
    "coach": False,
    "hud": False,
    "review": False,  # a line per decision of yours in the log after each hand (docs/review.md)
    "review_thresholds": "0.1,0.5,1,2",  # least bb lost: correct, inaccuracy, mistake, blunder
}
LOOK_DEFAULTS: dict[str, Any] = {"theme": "textual-dark"}
UNITS = ("chips", "bb")


def config_dir() -> Path:
    """Where settings.toml (and keymap.toml) live: ``$POKER_TUI_DATA``; else the XDG
    directory earlier versions used (``$XDG_CONFIG_HOME/poker-tui``) when it exists, so
    a keymap written there is still read on macOS and Windows; else platformdirs'."""
    data = os.environ.get("POKER_TUI_DATA")
    if data:
        return Path(data)
    xdg = Path(os.environ.get("XDG_CONFIG_HOME") or Path.home() / ".config") / APP_NAME
    if xdg.is_dir():
        return xdg
    from platformdirs import user_config_path

    return user_config_path(APP_NAME, appauthor=False)


def settings_path() -> Path:
    return config_dir() / FILE_NAME


@dataclass(frozen=True)
class Settings:
    game: dict[str, Any] = field(default_factory=lambda: dict(GAME_DEFAULTS))
    table: dict[str, Any] = field(default_factory=lambda: dict(TABLE_DEFAULTS))
    look: dict[str, Any] = field(default_factory=lambda: dict(LOOK_DEFAULTS))
    keys: dict[str, str] = field(default_factory=dict)
    writable: bool = True  # False when the file on disk could not be used: keep it as it is

    def with_game(self, **values: Any) -> Settings:
        return replace(self, game={**self.game, **values})

    def with_table(self, **values: Any) -> Settings:
        return replace(self, table={**self.table, **values})

    def with_look(self, **values: Any) -> Settings:
        return replace(self, look={**self.look, **values})


def _same_kind(value: Any, default: Any) -> bool:
    if isinstance(default, bool):
        return isinstance(value, bool)
    if isinstance(default, int):
        return isinstance(value, int) and not isinstance(value, bool)
    if isinstance(default, list):
        return isinstance(value, list) and all(isinstance(v, str) for v in value)
    if isinstance(default, dict):
        return isinstance(value, dict) and all(isinstance(v, str) for v in value.values())
    return isinstance(value, type(default))


def _table(
    data: dict[str, Any], name: str, defaults: dict[str, Any], problems: list[str]
) -> dict[str, Any]:
    given = data.get(name, {})
    out = dict(defaults)
    if not isinstance(given, dict):
        problems.append(f"[{name}] is not a table")
        return out
    for key, value in given.items():
        if key not in defaults:
            problems.append(f"{name}.{key} is not a setting")
        elif not _same_kind(value, defaults[key]):
            problems.append(f"{name}.{key} = {value!r} is not a {type(defaults[key]).__name__}")
        else:
            out[key] = value
    return out


_STRING = r'"(?:[^"\\\x00-\x1f\x7f]|\\[\\"])*"'
_PLAIN_VALUE = re.compile(
    rf"{_STRING}|-?(?:0|[1-9][0-9]{{0,17}})|true|false|\[(?:{_STRING}(?:, {_STRING})*)?\]"
)
_PLAIN_PAIR = re.compile(r"([A-Za-z0-9_-]+) = (.*)")
_PLAIN_HEADER = re.compile(r"\[([A-Za-z0-9_-]+)(?:\.([A-Za-z0-9_-]+))?\]")
_CONTROL = re.compile(r"[\x00-\x08\x0a-\x1f\x7f]")


def _plain_toml(text: str) -> dict[str, Any] | None:
    """The file as tomllib would read it, when it is written as ``settings_text`` writes
    (tables, ``key = value`` with strings, integers, booleans, lists of strings); None for
    anything else, which tomllib then reads. Why: importing tomllib compiles its regular
    expressions, a good part of the app's start-up; the file the app writes needs none of it.
    """
    import json

    root: dict[str, Any] = {}
    table, explicit, implicit = root, set(), set()
    for line in text.removesuffix("\n").split("\n"):
        if not line or line.startswith("#"):
            if _CONTROL.search(line):
                return None
            continue
        if header := _PLAIN_HEADER.fullmatch(line):
            name, sub = header.groups()
            full = f"{name}.{sub}" if sub else name
            if full in explicit or full in implicit or not isinstance(root.get(name, {}), dict):
                return None
            explicit.add(full)
            parent = root.setdefault(name, {})
            if sub is None:
                table = parent
                continue
            if name not in explicit:
                implicit.add(name)
            if sub in parent:
                return None
            table = parent[sub] = {}
            continue
        pair = _PLAIN_PAIR.fullmatch(line)
        if pair is None or pair[1] in table or not _PLAIN_VALUE.fullmatch(pair[2]):
            return None
        table[pair[1]] = json.loads(pair[2])
    return root


def parse_settings(text: str) -> tuple[Settings, list[str]]:
    """The settings a file's text gives, and what in it was left out."""
    data = _plain_toml(text)
    if data is None:
        import tomllib

        try:
            data = tomllib.loads(text)
        except tomllib.TOMLDecodeError as exc:
            raise FileRefused(f"is not valid TOML ({_line_of(exc)})") from exc
        except RecursionError as exc:
            raise FileRefused("nests its values too deeply to be read") from exc
    problems: list[str] = []
    for name in data:
        if name not in ("game", "table", "look", "keys"):
            problems.append(f"[{name}] is not a settings table")
    keys = data.get("keys", {})
    if not isinstance(keys, dict) or not all(isinstance(v, str) for v in keys.values()):
        problems.append("[keys] takes key ids and keys in quotes")
        keys = {}
    settings = Settings(
        _table(data, "game", GAME_DEFAULTS, problems),
        _table(data, "table", TABLE_DEFAULTS, problems),
        _table(data, "look", LOOK_DEFAULTS, problems),
        dict(keys),
    )
    if settings.table["units"] not in UNITS:
        problems.append(f"table.units is one of {', '.join(UNITS)}")
        settings = settings.with_table(units="chips")
    return settings, problems


def _line_of(exc: Exception) -> str:
    """tomllib's message ends ``(at line 3, column 7)``: say the line first."""
    text = str(exc)
    m = re.search(r"\(at line (\d+), column \d+\)", text)
    if not m:
        return text
    return f"line {m.group(1)}: {text[: m.start()].strip()}"


def load_settings(path: Path | None = None) -> tuple[Settings, str]:
    """The settings, and a sentence when the file could not be used whole ("" otherwise)."""
    path = path or settings_path()
    try:
        text = read_small_text(path, MAX_BYTES, "The settings file")
        if text is None:
            return Settings(), ""
        settings, problems = parse_settings(text)
    except FileRefused as exc:
        words = str(exc)
        if not words.startswith("The settings file"):
            words = f"The settings file {path} {words}"
        return Settings(writable=False), f"{words}; the default settings apply."
    if problems:
        return settings, (f"The settings file {path} was applied except: {'; '.join(problems)}.")
    return settings, ""


def _value(value: Any) -> str:
    if isinstance(value, bool):
        return "true" if value else "false"
    if isinstance(value, int):
        return str(value)
    if isinstance(value, list):
        return "[" + ", ".join(_value(v) for v in value) + "]"
    if isinstance(value, dict):
        return "{" + ", ".join(f"{_key(k)} = {_value(v)}" for k, v in value.items()) + "}"
    import json

    return json.dumps(str(value), ensure_ascii=False)  # JSON's escapes are TOML's too


def _key(key: str) -> str:
    return key if re.fullmatch(r"[A-Za-z0-9_-]+", key) else _value(key)


def settings_text(settings: Settings) -> str:
    """The file as the settings screen writes it."""
    lines = [
        "# poker-tui settings: the settings screen (lobby ^S, or the palette) writes this",
        "# file; you may edit it too. Key ids are listed on the help screen (?).",
    ]
    for name in ("game", "table", "look", "keys"):
        table = getattr(settings, name)
        lines.append(f"\n[{name}]")
        lines += [f"{_key(k)} = {_value(v)}" for k, v in table.items() if not isinstance(v, dict)]
        for key, sub in table.items():  # house_options: a table of its own, when there are any
            if isinstance(sub, dict) and sub:
                lines.append(f"\n[{name}.{_key(key)}]")
                lines += [f"{_key(k)} = {_value(v)}" for k, v in sub.items()]
    return "\n".join(lines) + "\n"


def save_settings(settings: Settings, path: Path | None = None) -> str:
    """Write the file whole (a file beside it, then renamed); a sentence if it failed."""
    path = path or settings_path()
    try:
        path.parent.mkdir(parents=True, exist_ok=True)
        temporary = path.with_name(path.name + ".new")
        temporary.write_text(settings_text(settings), encoding="utf-8")
        os.replace(temporary, path)
    except OSError as exc:
        return f"The settings could not be saved to {path} ({exc.strerror or exc})."
    return ""

"""The user's keymap: move any key by its id, from a small TOML file.

``keymap.toml`` sits beside settings.toml (``poker_tui.settings.config_dir``: the data
directory with ``$POKER_TUI_DATA``, else the user config directory). Each line
names a key id from the help screen and the keys it should be::

    fold = "x"
    check-call = "k"
    amount-confirm = "enter,space"

It is applied with Textual's ``App.set_keymap``, so every binding with that id
moves, and the footer, the amount entry and the help screen say the new key.
A file that cannot be read, an unknown id, a key that is not a key name or
one another key already uses at the same place is left out and reported in
one sentence; the game never stops for a keymap. The file is read as every
start-up file is (``small_file``): a FIFO, a device or a file over
``MAX_BYTES`` is refused at once, never waited on.
"""

from __future__ import annotations

import re
from pathlib import Path

from ..small_file import KIB, FileRefused, read_small_text
from .keys import AMOUNT_KEYS, APP_KEYS, REPLAY_KEYS, TABLE_KEYS, Key

FILE_NAME = "keymap.toml"
MAX_BYTES = 64 * KIB
"""A keymap moves a few dozen keys: a file a thousand times that size is not a keymap."""
MAX_PROBLEMS = 3
"""The report names this many problems and counts the rest."""

_KEY = re.compile(r"^((ctrl|shift|alt)\+)*([a-z0-9]|[A-Z]|[a-z]+(_[a-z]+)*[0-9]*)$")
"""A Textual key name: ``x``, ``X``, ``f5``, ``ctrl+k``, ``pageup``, ``question_mark``."""

_CHARACTERS = {"?": "question_mark", ".": "full_stop", ",": "comma", " ": "space",
               "/": "slash", "-": "minus", "+": "plus", "=": "equals_sign", "!": "exclamation_mark",
               "#": "number_sign", "*": "asterisk", "<": "less_than_sign", ">": "greater_than_sign",
               ";": "semicolon", ":": "colon", "'": "apostrophe", "[": "left_square_bracket",
               "]": "right_square_bracket"}
"""Characters a player may write as themselves, as Textual names them."""


def keymap_path() -> Path:
    """Beside settings.toml (``poker_tui.settings.config_dir``)."""
    from ..settings import config_dir

    return config_dir() / FILE_NAME


def _keys_of(k: Key) -> list[str]:
    return [x.strip() for x in k.keys.split(",") if x.strip()]


def scopes() -> dict[str, dict[str, list[str]]]:
    """Where keys live together (a key used twice in one scope would hide one of them):
    scope → binding id → its default keys."""
    from textual.binding import Binding

    from .screens.dialogs import BustDialog, ConfirmDialog, NoticeDialog
    from .screens.help import HelpScreen
    from .screens.house_options import HouseOptionsScreen
    from .screens.lobby import LobbyScreen

    table = {k.id: _keys_of(k) for k in TABLE_KEYS if k.action and k.id != "discard"}
    discard = next(k for k in TABLE_KEYS if k.id == "discard")
    table.update({f"discard-{i + 1}": [key] for i, key in enumerate(_keys_of(discard))})
    out = {"table": table,
           "amount": {k.id: _keys_of(k) for k in AMOUNT_KEYS if k.action},
           "replay": {k.id: _keys_of(k) for k in REPLAY_KEYS},
           "anywhere": {k.id: _keys_of(k) for k in APP_KEYS}}
    for name, screen in (("lobby", LobbyScreen), ("question", ConfirmDialog),
                         ("out of chips", BustDialog), ("notice", NoticeDialog),
                         ("help", HelpScreen), ("house options", HouseOptionsScreen)):
        out[name] = {b.id: [x.strip() for x in b.key.split(",")]
                     for b in screen.BINDINGS if isinstance(b, Binding) and b.id}
    return out


def _normalize(text: str) -> list[str] | None:
    keys = []
    for part in text.split(","):
        part = part.strip()
        if not part and "," in text:  # "," itself
            part = ","
        part = _CHARACTERS.get(part, part)
        if not _KEY.match(part):
            return None
        keys.append(part)
    return keys or None


def parse_keymap(text: str) -> tuple[dict[str, str], list[str]]:
    """The valid entries of a keymap file (id → comma-separated keys) and what was wrong."""
    import tomllib  # only when there is a keymap file: most starts have none

    try:
        data = tomllib.loads(text)
    except tomllib.TOMLDecodeError as exc:
        return {}, [f"it is not valid TOML ({exc})"]
    except RecursionError:  # tomllib parses nested arrays and tables by recursion
        return {}, ["it nests arrays or tables too deeply to be a keymap"]
    table = data.get("keys", data) if isinstance(data.get("keys"), dict) else data
    return check_keymap(table)


def check_keymap(table: dict[str, object]) -> tuple[dict[str, str], list[str]]:
    """The valid entries of key id → keys (a keymap file's, or settings.toml's ``[keys]``)."""
    known = scopes()
    scope_of = {id: scope for scope, ids in known.items() for id in ids}
    final = {scope: dict(ids) for scope, ids in known.items()}
    accepted: dict[str, str] = {}
    problems: list[str] = []
    for id, value in table.items():
        if id not in scope_of:
            problems.append(f"{id!r} is not a key id")
            continue
        if isinstance(value, list) and all(isinstance(v, str) for v in value):
            value = ",".join(value)
        keys = _normalize(value) if isinstance(value, str) else None
        if keys is None:
            problems.append(f"{id} = {value!r} is not a key name")
            continue
        scope = scope_of[id]
        taken = {k: other for other, ks in final[scope].items() if other != id for k in ks}
        clash = next((k for k in keys if k in taken), None)
        if clash is not None:
            problems.append(f"{id} = {value!r} takes {clash} from {taken[clash]}")
            continue
        final[scope][id] = keys
        accepted[id] = ",".join(keys)
    return accepted, problems


def load_keymap(path: Path | None = None) -> tuple[dict[str, str], str]:
    """The keymap to apply and a one-sentence report of what was left out ("" when all is well)."""
    path = path or keymap_path()
    try:
        text = read_small_text(path, MAX_BYTES, "The keymap")
    except FileRefused as exc:
        return {}, f"{exc}; the default keys apply."
    if text is None:
        return {}, ""
    keymap, problems = parse_keymap(text)
    if not problems:
        return keymap, ""
    named = [_short(p) for p in problems[:MAX_PROBLEMS]]
    if len(problems) > MAX_PROBLEMS:
        named.append(f"{len(problems) - MAX_PROBLEMS} more")
    return keymap, f"The keymap {path} was applied except: {'; '.join(named)}."


def _short(problem: str, width: int = 100) -> str:
    """One problem, printable and at most ``width`` long (a key's value is the user's text)."""
    text = "".join(c if c.isprintable() else "?" for c in problem)
    return text if len(text) <= width else text[: width - 1] + "…"


def user_keymap(settings_keys: dict[str, str] | None = None) -> tuple[dict[str, str], str]:
    """The user's keymap (binding id -> keys, for ``App.set_keymap`` and the words on screen)
    and the report sentence, if any. settings.toml's ``[keys]`` come first; keymap.toml's
    lines move the same ids again."""
    keymap, report = load_keymap()
    if settings_keys:
        from_settings, problems = check_keymap(dict(settings_keys))
        keymap = {**from_settings, **keymap}
        if problems:
            report = " ".join(x for x in (report, "The settings' [keys] were applied except:"
                              f" {'; '.join(_short(p) for p in problems[:MAX_PROBLEMS])}.") if x)
    return keymap, report

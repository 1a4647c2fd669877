"""Every key as data: an id, the keys, the action, and words for the footer and help.

The action bar, the help screen and the Textual bindings all read these
tables, so a key is described once.
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass

from textual.binding import Binding, BindingType


@dataclass(frozen=True, slots=True)
class Key:
    id: str
    keys: str  # Textual key names, comma separated
    action: str
    description: str  # for the help screen
    display: str  # how the key is written: "F", "Space", "↑↓"
    label: str = ""  # short footer label (when it does not depend on the situation)
    priority: bool = False


APP_KEYS: tuple[Key, ...] = (
    Key("help", "question_mark,f1", "app.help", "Show the keys and the house rules", "?", "Help"),
    Key("quit", "ctrl+q,ctrl+c", "app.request_quit", "Quit (asks first; ^Q or ^C again quits)",
        "^Q", "Quit", priority=True),
    Key("palette", "ctrl+p", "app.command_palette", "Command palette: new game, help, quit",
        "^P", "Menu"),
    Key("results", "ctrl+g", "app.results", "Your results: net chips, bb/100 and a bankroll"
        " graph by game, stakes, position and opponent", "^G", "Results"),
    Key("replayer", "ctrl+y", "app.replayer", "Replay saved hands: browse games and hands, step"
        " through one, your decisions reviewed", "^Y", "Replay", priority=True),
)

TABLE_KEYS: tuple[Key, ...] = (
    Key("fold", "f", "fold", "Fold (asks first when checking is free)", "F", "Fold"),
    Key("check-call", "c", "check_call", "Check, or call the bet you face", "C", "Check/Call"),
    Key("bet-raise", "r", "bet_raise", "Bet or raise: opens the amount entry", "R", "Bet/Raise"),
    Key("all-in", "a", "all_in", "All-in (or call all-in when you cannot raise)", "A", "All-in"),
    Key("draw", "d", "draw", "Draw: discard the marked cards (none marked: stand pat)", "D",
        "Draw"),
    Key("discard", "1,2,3,4,5", "discard", "Draw games: mark or unmark card 1 to 5", "1-5",
        "Mark"),
    Key("next-hand", "n,space,enter", "next_hand", "Deal the next hand now", "N", "Next hand"),
    Key("sit-out", "s", "sit_out", "Sit out from the next hand, or come back (posting any missed"
        " blinds)", "S", "Sit out"),
    Key("skip-results", "g,end", "app.skip_to_results", "Sit-and-go, once you are out: go straight"
        " to the results (the bots play the rest unseen)", "G", "Results"),
    Key("log", "l", "toggle_log", "Show or hide the hand log", "L", "Log"),
    Key("hud", "h", "toggle_hud", "HUD: each opponent's hands, VPIP, PFR, 3-bet, AF and WTSD"
        " over the hands played against you, on their seat", "H", "HUD"),
    Key("big-blinds", "b", "toggle_bb", "Show amounts in chips or in big blinds", "B", "Chips/BB"),
    Key("four-colour", "4", "toggle_four_color", "Four-colour deck on or off", "4", "4-colour"),
    Key("coach", "o", "toggle_coach", "The coach on or off: your equity against random hands"
        " and against each opponent's range read from its actions, outs, and what a call or a"
        " bet needs (docs/odds.md)", "O", "Coach"),
    Key("replay-hands", "y", "app.replayer", "Replay this game's finished hands, your decisions"
        " reviewed", "Y", "Replay"),
    Key("quit-table", "q", "app.request_quit", "Leave the table and quit (asks first)", "Q",
        "Quit"),
)

REPLAY_KEYS: tuple[Key, ...] = (
    Key("replay-step", "right,space", "step(1)", "The next step of the hand (an action, a card)",
        "→", "Step"),
    Key("replay-step-back", "left", "step(-1)", "The step before", "←", "Back"),
    Key("replay-street", "down", "street(1)", "The next street (flop, turn, river; the next"
        " card in stud, the draw)", "↓", "Street"),
    Key("replay-street-back", "up", "street(-1)", "The street before (its first step)", "↑",
        "Street back"),
    Key("replay-showdown", "s", "showdown", "Jump to the showdown (or the hand's end)", "S",
        "Showdown"),
    Key("replay-start", "home", "start", "Back to the deal", "Home", "Deal"),
    Key("replay-end", "end", "finish", "The hand's last step: who won what", "End", "End"),
    Key("replay-next-hand", "n,right_square_bracket", "hand(1)", "The next hand in the list",
        "N", "Next hand"),
    Key("replay-previous-hand", "p,left_square_bracket", "hand(-1)", "The hand before in the"
        " list", "P", "Prev hand"),
    Key("replay-viewer", "v", "viewer", "Hot seat: whose eyes the replay uses (each player sees"
        " only their own hidden cards)", "V", "Viewer"),
    Key("replay-bb", "b", "toggle_bb", "Show amounts in chips or in big blinds", "B",
        "Chips/BB"),
    Key("replay-log", "l", "toggle_log", "Show or hide the hand log", "L", "Log"),
    Key("replay-close", "escape,q", "close", "Back to the list of hands (Esc again: back where"
        " you were)", "Esc", "Back"),
)
"""The replayer's keys (``ui/screens/replay.py``): every move through a saved hand."""

AMOUNT_KEYS: tuple[Key, ...] = (
    Key("amount-digits", "0-9", "", "Type the amount (a round total: raise to), in the unit the"
        " table shows: chips, or big blinds with the B toggle (a point for halves: 2.5)", "0-9 .",
        "Amount"),
    Key("amount-up", "up", "step(1)", "One big blind more", "↑", "+BB"),
    Key("amount-down", "down", "step(-1)", "One big blind less", "↓", "-BB"),
    Key("amount-min", "m", "preset('min')", "The minimum bet or raise", "M", "Min"),
    Key("amount-half", "h", "preset('half')", "Half the pot", "H", "½ pot"),
    Key("amount-three-quarter", "t", "preset('three_quarter')", "Three quarters of the pot", "T",
        "¾ pot"),
    Key("amount-pot", "p", "preset('pot')", "The pot (counted after your call, as pot limit counts it)", "P", "Pot"),
    Key("amount-max", "x", "preset('max')", "The most the limit allows, when that is less than"
        " all-in (pot limit, spread limit)", "X", "Max"),
    Key("amount-all-in", "a", "preset('all_in')", "All-in, where all your chips are a legal"
        " bet or raise", "A", "All-in"),
    Key("amount-confirm", "enter", "confirm", "Bet or raise this amount", "Enter", "Confirm"),
    Key("amount-cancel", "escape", "cancel", "Close the amount entry", "Esc", "Cancel"),
)



@dataclass(frozen=True, slots=True)
class Preset:
    """A bet-size preset of the amount entry, named for what it does."""

    key_id: str  # its key in AMOUNT_KEYS
    label: str  # "½ pot", "max", "all-in"
    facing_name: str  # the amount: ``Facing.preset(facing_name)``
    max_only: bool = False  # shown only where the most allowed is less than all-in
    all_in_only: bool = False  # shown only where all-in is a legal amount


PRESETS: dict[str, Preset] = {
    "min": Preset("amount-min", "min", "min"),
    "half": Preset("amount-half", "½ pot", "half"),
    "three_quarter": Preset("amount-three-quarter", "¾ pot", "three_quarter"),
    "pot": Preset("amount-pot", "pot", "pot"),
    "max": Preset("amount-max", "max", "all_in", max_only=True),  # Facing's top preset
    "all_in": Preset("amount-all-in", "all-in", "all_in", all_in_only=True),
}
"""The amount entry's presets, in the order shown; ``preset('<name>')`` actions name them."""

GROUPS: tuple[tuple[str, tuple[Key, ...]], ...] = (
    ("At the table", TABLE_KEYS),
    ("Bet or raise amount", AMOUNT_KEYS),
    ("Replaying a hand", REPLAY_KEYS),
    ("Anywhere", APP_KEYS),
)


def with_capitals(keys: str) -> str:
    """``f`` also as ``F``: the help and the README write keys in capitals, and Shift or
    Caps Lock must not make a key dead."""
    out = [k.strip() for k in keys.split(",")]
    out += [k.upper() for k in out if len(k) == 1 and k.islower() and k.upper() not in out]
    return ",".join(out)


def bindings(keys: tuple[Key, ...]) -> list[BindingType]:
    """Textual bindings for a key table (keys with no action are handled by hand); a letter
    key answers with Shift too."""
    out: list[BindingType] = []
    for k in keys:
        if not k.action:
            continue
        if k.id == "discard":
            for i, key in enumerate(k.keys.split(",")):
                out.append(Binding(key, f"discard({i})", f"Mark card {i + 1}", show=False,
                                   id=f"discard-{i + 1}"))
            continue
        out.append(Binding(with_capitals(k.keys), k.action, k.label or k.description,
                           show=False, key_display=k.display, priority=k.priority, id=k.id))
    return out


def key(id: str) -> Key:
    for _, table in GROUPS:
        for k in table:
            if k.id == id:
                return k
    raise KeyError(id)


KEY_NAMES = {"up": "↑", "down": "↓", "left": "←", "right": "→", "enter": "Enter",
             "escape": "Esc", "space": "Space", "question_mark": "?", "full_stop": ".",
             "pageup": "PgUp", "pagedown": "PgDn", "backspace": "Bksp", "tab": "Tab",
             "delete": "Del", "home": "Home", "end": "End", "comma": ",", "slash": "/",
             "minus": "-", "plus": "+", "equals_sign": "="}
"""How Textual key names are written on the screen."""


def key_name(textual_key: str) -> str:
    """``ctrl+q`` → ``^Q``, ``f`` → ``F``, ``question_mark`` → ``?``."""
    k = textual_key.strip()
    if k.startswith("ctrl+"):
        return "^" + key_name(k[5:])
    if k in KEY_NAMES:
        return KEY_NAMES[k]
    return k.upper() if len(k) == 1 else k.replace("_", " ").title()


def shown(id: str, app: object | None = None) -> str:
    """How the key with ``id`` is written now: its default, or the user's keymap's first key."""
    keymap: dict[str, str] = getattr(app, "user_keymap", None) or {}
    if id in keymap:
        return key_name(keymap[id].split(",")[0])
    return key(id).display


def bound_key(bindings: Iterable[BindingType], binding_id: str, app: object | None = None) -> str:
    """How the key of a screen's own binding ``binding_id`` is written now: the user's keymap's
    first key, else the binding's default (``lobby-deal`` -> ``^D``)."""
    keymap: dict[str, str] = getattr(app, "user_keymap", None) or {}
    default = next(b.key for b in bindings if isinstance(b, Binding) and b.id == binding_id)
    return key_name(keymap.get(binding_id, default).split(",")[0])

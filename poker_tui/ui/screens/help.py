"""Help (?): every key from the key tables, and the rules in force."""

from __future__ import annotations

from collections.abc import Mapping

from rich.markdown import Markdown
from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import VerticalScroll
from textual.screen import ModalScreen
from textual.widgets import Static

from ...engine.house_rules import HouseRules
from ...engine.variant import Variant
from ..keymap import keymap_path
from ..keys import GROUPS, key_name
from ..rules_text import house_summary, rules_document
from .answer_once import AnswerOnce


def keys_markdown(keymap: Mapping[str, str] | None = None) -> str:
    """Every key table as markdown, with each key as the user's keymap has it and its id."""
    keymap = keymap or {}
    out = []
    for title, table in GROUPS:
        out.append(f"### {title}\n")
        out.append("| Key | Does | Id |\n|---|---|---|")
        for k in table:
            moved = keymap.get(k.id)
            shown = ", ".join(key_name(x) for x in moved.split(",")) if moved else k.display
            shown = shown.replace("|", "\\|")
            out.append(f"| `{shown}` | {k.description} | `{k.id}` |")
        out.append("")
    out.append("### Your own keys\n")
    out.append(f"Any key with an id can be moved: write `id = \"key\"` lines (for example"
               f" `fold = \"x\"`, or `amount-confirm = \"enter,space\"`) in `{keymap_path()}`"
               " and start poker-tui again. The keys to mark cards are `discard-1` to `discard-5`;"
               " the lobby's are `lobby-deal`, `lobby-resume` and `lobby-options`; the house"
               " options' are `house-options-keep`, `house-options-cancel` and"
               " `house-options-reset`; the questions' are"
               " `confirm-yes`, `confirm-no`, `bust-rebuy`, `bust-leave`, `notice-ok` and"
               " `help-close`. A line that cannot be used is left out and named when the game"
               " starts.\n")
    return "\n".join(out)


class HelpScreen(AnswerOnce, ModalScreen[None]):
    """Keys and rules; the markdown texts stay readable as ``keys_text`` and ``rules_text``."""
    CSS_PATH = "help.tcss"

    BINDINGS = [Binding("escape,question_mark,q,f1", "close", "Close", id="help-close")]

    def __init__(self, house: HouseRules, variant: Variant | None = None) -> None:
        super().__init__()
        self.house = house
        self.variant = variant
        self.keys_text = keys_markdown(getattr(self.app, "user_keymap", None))
        self.rules_text = house_summary(house, variant)

    def compose(self) -> ComposeResult:
        with VerticalScroll(id="help-body"):
            yield Static("Help · ↑↓ PgUp PgDn scroll · Esc closes", id="help-title")
            # Rich's Markdown renders in one widget: the help opens at once.
            yield Static(Markdown(self.keys_text), id="help-keys")
            yield Static(Markdown("## Rules at this table\n\n"
                                  + house_summary(self.house, self.variant)), id="help-rules")
            doc = rules_document()
            if doc:
                yield Static(Markdown(doc), id="help-doc")

    def action_close(self) -> None:
        self.dismiss(None)

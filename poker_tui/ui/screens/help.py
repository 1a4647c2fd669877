"""Help (?): every key from the key tables, and the rules in force."""

from __future__ import annotations

from rich.markdown import Markdown
from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import VerticalScroll
from textual.screen import ModalScreen
from textual.widgets import Static

from ...engine.house_rules import HouseRules
from ...engine.variant import Variant
from ..keys import GROUPS
from ..rules_text import house_summary, rules_document


def keys_markdown() -> str:
    out = []
    for title, table in GROUPS:
        out.append(f"### {title}\n")
        out.append("| Key | Does |\n|---|---|")
        for k in table:
            shown = k.display.replace("|", "\\|")
            out.append(f"| `{shown}` | {k.description} |")
        out.append("")
    return "\n".join(out)


class HelpScreen(ModalScreen[None]):
    """Keys and rules; the markdown texts stay readable as ``keys_text`` and ``rules_text``."""

    BINDINGS = [Binding("escape,question_mark,q,f1", "close", "Close", id="help-close")]

    def __init__(self, house: HouseRules, variant: Variant | None = None) -> None:
        super().__init__()
        self.house = house
        self.variant = variant
        self.keys_text = keys_markdown()
        self.rules_text = house_summary(house, variant)

    def compose(self) -> ComposeResult:
        with VerticalScroll(id="help-body"):
            yield Static("Help · ↑↓ PgUp PgDn scroll · Esc closes", id="help-title")
            # Rich's Markdown renders in one widget: the help opens at once.
            yield Static(Markdown(keys_markdown()), id="help-keys")
            yield Static(Markdown("## Rules at this table\n\n"
                                  + house_summary(self.house, self.variant)), id="help-rules")
            doc = rules_document()
            if doc:
                yield Static(Markdown(doc), id="help-doc")

    def action_close(self) -> None:
        self.dismiss(None)

"""Help (?): every key from the key tables, and the rules in force."""

from __future__ import annotations

from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import VerticalScroll
from textual.screen import ModalScreen
from textual.widgets import Markdown, Static

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
    BINDINGS = [Binding("escape,question_mark,q,f1", "close", "Close", id="help-close")]

    def __init__(self, house: HouseRules, variant: Variant | None = None) -> None:
        super().__init__()
        self.house = house
        self.variant = variant

    def compose(self) -> ComposeResult:
        with VerticalScroll(id="help-body"):
            yield Static("Help · Esc closes", id="help-title")
            yield Markdown(keys_markdown(), id="help-keys")
            yield Markdown("## Rules at this table\n\n" + house_summary(self.house, self.variant),
                           id="help-rules")
            doc = rules_document()
            if doc:
                yield Markdown(doc, id="help-doc")

    def action_close(self) -> None:
        self.dismiss(None)

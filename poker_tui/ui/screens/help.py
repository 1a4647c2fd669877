"""Help (?): pages for players: the keys, the hand rankings of the game in play, a glossary,
and the house rules in force in plain words.

Rule-book numbers stay in docs/rules.md (linked at the foot of every page) and
appear here only when the player asks for them (N on the rules page).
"""

from __future__ import annotations

from collections.abc import Mapping
from pathlib import Path

from rich.markdown import Markdown
from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import Vertical, VerticalScroll
from textual.screen import ModalScreen
from textual.widgets import Static

from ...engine.house_rules import HouseRules
from ...engine.variant import Variant
from ..fmt import plain_words
from ..help_pages import glossary_markdown, rankings_markdown
from ..keymap import keymap_path
from ..keys import GROUPS, key_name
from ..rules_text import house_summary, rules_path
from .answer_once import AnswerOnce

PAGES = (("keys", "Keys"), ("hands", "Hands"), ("words", "Words"), ("rules", "Rules"))
"""The help's pages: an id and the title on the tab line."""


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


def rules_link() -> str:
    """The foot of every page: where the full rules, with their rule-book numbers, are."""
    path = rules_path()
    where = _short(path) if path is not None else "docs/rules.md in the poker-tui source"
    return f"The full rules, with the rule books' numbers for each choice: {where}"


def _short(path: Path) -> str:
    """``docs/rules.md`` below the working directory, ``~/...`` below home, else the path."""
    for base, prefix in ((Path.cwd(), ""), (Path.home(), "~/")):
        try:
            return prefix + path.relative_to(base).as_posix()
        except ValueError:
            continue
    return str(path)


class HelpScreen(AnswerOnce, ModalScreen[None]):
    """Four pages; the markdown stays readable as ``keys_text``, ``hands_text``,
    ``words_text`` and ``rules_text`` (the last with its rule numbers)."""

    CSS_PATH = "help.tcss"

    BINDINGS = [
        Binding("escape,question_mark,q,f1", "close", "Close", id="help-close"),
        Binding("right,tab", "turn(1)", "Next page", id="help-next"),
        Binding("left,shift+tab", "turn(-1)", "Previous page", id="help-previous"),
        Binding("n", "numbers", "Rule numbers", id="help-numbers"),
        *(Binding(str(i + 1), f"page('{page}')", title, show=False)
          for i, (page, title) in enumerate(PAGES)),
    ]

    def __init__(self, house: HouseRules, variant: Variant | None = None) -> None:
        super().__init__()
        self.house = house
        self.variant = variant
        self.keys_text = keys_markdown(getattr(self.app, "user_keymap", None))
        self.hands_text = rankings_markdown(variant)
        self.words_text = glossary_markdown()
        self.rules_text = house_summary(house, variant)
        self.page = PAGES[0][0]
        self.numbers = False  # the rule-book numbers on the rules page, when asked for

    def compose(self) -> ComposeResult:
        with Vertical(id="help-box"):
            yield Static(self._tabs(), id="help-title")
            with VerticalScroll(id="help-body"):
                # Rich's Markdown renders in one widget per page: the help opens at once.
                for page, text in (("keys", Markdown(self.keys_text)),
                                   ("hands", Markdown(self.hands_text)),
                                   ("words", Markdown(self.words_text)), ("rules", self._rules())):
                    shown = Static(text, id=f"help-{page}")
                    shown.display = page == self.page
                    yield shown
            yield Static(rules_link(), id="help-link", markup=False)

    def _tabs(self) -> str:
        tabs = "".join(f"[reverse] {i + 1} {title} [/]" if page == self.page
                       else f" {i + 1} {title} " for i, (page, title) in enumerate(PAGES))
        more = " · N numbers" if self.page == "rules" else ""
        return f"{tabs} [dim]←/→ pages{more} · Esc closes[/]"

    def _rules(self) -> Markdown:
        text = self.rules_text if self.numbers else plain_words(self.rules_text)
        return Markdown("## Rules at this table\n\n" + text)

    def _show(self) -> None:
        """The chosen page, from its top (queries, not query_one: a key may come as the
        screen closes)."""
        for page, _ in PAGES:
            for widget in self.query(f"#help-{page}"):
                widget.display = page == self.page
        for title in self.query("#help-title").results(Static):
            title.update(self._tabs())
        for body in self.query("#help-body"):
            body.scroll_home(animate=False)

    def action_turn(self, step: int) -> None:
        ids = [page for page, _ in PAGES]
        self.page = ids[(ids.index(self.page) + step) % len(ids)]
        self._show()

    def action_page(self, page: str) -> None:
        self.page = page
        self._show()

    def action_numbers(self) -> None:
        """The rule-book numbers beside the house rules, or not (on the rules page)."""
        self.numbers = not self.numbers
        for rules in self.query("#help-rules").results(Static):
            rules.update(self._rules())
        self.action_page("rules")

    def action_close(self) -> None:
        self.dismiss(None)

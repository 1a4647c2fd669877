"""Build hook: ship docs/*.md inside the package.

The docs live at the top of the repository for readers on the web; an installed
poker-tui reads them as package data (``poker_tui/docs/rules.md``, see
``poker_tui/ui/rules_text.py``). Everything else is in pyproject.toml.
"""

import shutil
from pathlib import Path

from setuptools import setup
from setuptools.command.build_py import build_py


class BuildWithDocs(build_py):
    def run(self) -> None:
        super().run()
        target = Path(self.build_lib) / "poker_tui" / "docs"
        target.mkdir(parents=True, exist_ok=True)
        for doc in sorted(Path(__file__).parent.joinpath("docs").glob("*.md")):
            shutil.copy2(doc, target / doc.name)


setup(cmdclass={"build_py": BuildWithDocs})

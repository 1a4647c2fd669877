"""Build hooks: ship docs/*.md inside the package, and build the equity bot's C sampler.

The docs live at the top of the repository for readers on the web; an installed
poker-tui reads them as package data (``poker_tui/docs/rules.md``, see
``poker_tui/ui/rules_text.py``).

``bots._equity_sampler`` is optional: where no C compiler is at hand the
install still succeeds, and the equity bot uses the numpy path, which decides
exactly the same, only slower (``bots/equity_sampler.py``). Everything else is
in pyproject.toml.
"""

import shutil
from pathlib import Path

from setuptools import Extension, setup
from setuptools.command.build_py import build_py


class BuildWithDocs(build_py):
    def run(self) -> None:
        super().run()
        target = Path(self.build_lib) / "poker_tui" / "docs"
        target.mkdir(parents=True, exist_ok=True)
        for doc in sorted(Path(__file__).parent.joinpath("docs").glob("*.md")):
            shutil.copy2(doc, target / doc.name)


SAMPLER = Extension(
    "bots._equity_sampler",
    sources=["bots/_equity_sampler.c"],
    extra_compile_args=["-O2"],
    optional=True,  # no compiler: the numpy path, same decisions
)

setup(cmdclass={"build_py": BuildWithDocs}, ext_modules=[SAMPLER])

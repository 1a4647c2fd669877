"""Build hook: the equity bot's optional C sampler. Everything else is in pyproject.toml.

``poker_tui_bots._equity_sampler`` is optional: where no C compiler is at hand the
install still succeeds, and the equity bot uses the numpy path, which decides
exactly the same, only slower (``bots/equity_sampler.py``).
"""

from setuptools import Extension, setup

SAMPLER = Extension(
    "poker_tui_bots._equity_sampler",
    sources=["bots/_equity_sampler.c"],
    extra_compile_args=["-O2"],
    optional=True,  # no compiler: the numpy path, same decisions
)

setup(ext_modules=[SAMPLER])

"""Build hook. Everything is in pyproject.toml; setuptools still expects this file.

The equity bot's C sampler (a copy of numpy's generator) went with the odds
library (issue 25): the bots draw from the project's own stream in numpy.
"""

from setuptools import setup

setup()

"""poker-tui: a terminal poker room played by the casino rule books."""

__version__ = "0.1.0"

"""Built-in bots. Registered through the ``poker_tui.bots`` entry point group in
pyproject.toml, exactly as a third-party bot package would register its own."""

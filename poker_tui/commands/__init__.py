"""One module per ``poker-tui`` subcommand; each adds its parser with ``register(sub)``."""

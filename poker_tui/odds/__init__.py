"""Odds for every game: ranges, equity, outs and prices (docs/odds.md)."""

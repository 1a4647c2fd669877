"""Async orchestration of a game: seats, the turn loop, bots' time limits.

The UI talks to this layer only; it never changes engine state itself.
"""

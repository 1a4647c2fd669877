"""Numbers about play read from the journal: players' statistics, the HUD, your results.

Above the store (it reads saved hands through ``store.review``) and the
session (games and stakes named as the table names them); the lab, the
commands and the UI count through it, so a VPIP means one thing everywhere.
"""

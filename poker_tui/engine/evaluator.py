"""Hand evaluation by table lookup: high (001 §9.1), short deck (001 §9.3), A-5 low (001 §9.1(k)).

Why tables: showdowns, bots and headless sims evaluate millions of hands, so
``evaluate()`` on seven cards is one tuple index per card, an add, and two
list/array lookups, with no per-call objects (about 3M calls/s in CPython
3.11 here, faster than eval7's C code called from Python).

How: every card has a key ``RANK_KEYS[rank] + (SUIT_KEYS[suit] << RANK_BITS)``.

- The rank keys (SKPokerEval's) are chosen so that the sum over any multiset
  of up to seven ranks, each at most four times, is unique among multisets
  with the same number of cards (tests/test_evaluator.py checks it). The low
  ``RANK_BITS`` of a hand's key sum therefore name its ranks. For seven cards
  a 16-bit array indexed by that sum holds the best non-flush value (15.6 MB:
  an array index is ~1.6x faster than a dict lookup and degrades less when
  other processes crowd the caches); 5 and 6 cards use one dict per size.
- The suit keys are octal digits, so the high part of the key sum holds the
  count of each suit: a 4096-entry list says which suit (if any) has five or
  more cards. Only then (about 3% of seven-card hands) are that suit's ranks
  OR-ed into a 13-bit mask and looked up in an 8192-entry flush table. With
  at most seven cards a flush excludes quads and full houses, so the flush
  value is the answer in both the standard and the short-deck orders.

The tables are built from rank counts (the 5-card classes, then "one more
card" steps taking the max), not by enumerating 5-card subsets. Each order's
tables are built on first use (about 0.1 s; :func:`warm` builds them ahead),
so importing the engine costs a few milliseconds.

Inputs are 5 to 7 distinct card ints (``rank * 4 + suit``, see cards.py).
Distinctness is not checked on the fast path: repeated cards give a wrong
value or a ValueError.

Where: hand_classes.py lists each order's 5-card hands (the rule books'
rankings); hand_tables.py holds the keys and builds the tables; hand_lookup.py
is the hot path (evaluate, evaluate_short, evaluate_low); best_five.py picks
the five cards a showdown rule allows (best_of, best_cards). This module is
their public face: import from here.
"""

from __future__ import annotations

from .best_five import best_cards, best_of
from .hand_lookup import describe, evaluate, evaluate_low, evaluate_short, evaluator_for
from .hand_tables import (
    CARD_KEYS,
    CARD_RANK_KEYS,
    FLUSH_SUIT,
    ORDERS,
    RANK_BITS,
    RANK_KEYS,
    RANK_MASK,
    SUIT_KEYS,
    SUIT_RANK_BITS,
    Tables,
    tables,
    value_table,
    warm,
)
from .hand_value import CATEGORIES, HandValue, value_object

__all__ = [
    "CATEGORIES", "HandValue", "evaluate", "evaluate_short", "evaluate_low", "best_of",
    "best_cards", "describe", "value_table", "value_object", "ORDERS", "tables", "warm",
    "evaluator_for", "Tables", "RANK_KEYS", "RANK_BITS", "RANK_MASK", "SUIT_KEYS",
    "CARD_KEYS", "CARD_RANK_KEYS", "SUIT_RANK_BITS", "FLUSH_SUIT",
]

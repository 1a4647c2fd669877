"""Seeds derived from the master seed and a position in the match, never from the job layout.

Every block of deals gets its own deck and bot seeds from ``derive(master,
label, block)``, so a block plays the same cards and the same bot choices in
whichever process runs it: ``--jobs 1`` and ``--jobs 8`` give the same match.
"""

from __future__ import annotations

import hashlib
import secrets


def derive(master: int, *parts: object) -> int:
    """A 64-bit seed from the master seed and labels such as ("deck", 12)."""
    text = ":".join(str(p) for p in (master, *parts)).encode()
    return int.from_bytes(hashlib.blake2b(text, digest_size=8).digest(), "big")


def fresh_master_seed() -> int:
    """A master seed for a run that was given none; the result reports it so the run repeats."""
    return secrets.randbits(48)

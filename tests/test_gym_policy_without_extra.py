"""The lab loads a trained policy without the ``rl`` extra: ``policy_bot`` and its codecs
need numpy only (docs/gym.md), so PettingZoo and Gymnasium are never imported."""

from __future__ import annotations

import subprocess
import sys

CODE = """
import sys
sys.modules["pettingzoo"] = None  # importing it now raises ImportError
sys.modules["gymnasium"] = None
from poker_tui.rl import policy_bot
from poker_tui.engine import Hand, NLHE, Stakes
from poker_tui.bots_api import view_for
Bot = policy_bot(lambda observation: 1, name="caller")
hand = Hand(NLHE, Stakes(1, 2), [200, 200], seed=1)
print(Bot(seed=1).decide(view_for(hand)))
"""


def test_policy_bot_needs_neither_pettingzoo_nor_gymnasium() -> None:
    done = subprocess.run([sys.executable, "-c", CODE], capture_output=True, text=True, timeout=60)
    assert done.returncode == 0, done.stderr
    assert done.stdout.strip() == "call"

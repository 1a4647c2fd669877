"""The equity bot as it was at commit f9d6717, before the odds library: the yardstick that
shows the bot on the library is not weaker (docs/bots.md, "The equity bot on the odds library").

Then its Monte Carlo after the flop drew from numpy's own Generator
(``np.random.default_rng(seed)``, through ``engine.range_equity.sampled_equity_vs_range``;
its C and numpy replays returned the same float for every call), 300 boards
per opponent on every street, the river too. Everything else is today's bot:
in No-Limit Hold'em the two differ only there. Never installed with the
package: ``tests/fixtures/old_equity_bot_for_tests-1.0.dist-info`` names it
``equity-old`` for ``poker-tui sim`` run with ``PYTHONPATH=tests/fixtures:.``.
"""

from __future__ import annotations

import numpy as np
from poker_tui_bots.equity_bot import SAMPLES, EquityBot
from poker_tui_bots.opponent_model import COMBOS, combo_weights, sampling_weights

from poker_tui.bots_api import PlayerView
from poker_tui.engine.range_equity import sampled_equity_vs_range


class OldEquityBot(EquityBot):
    name = "equity-old"
    description = "The equity bot before the odds library (numpy's Generator, 300 boards)."

    def equity(self, view: PlayerView) -> float:
        eq = 1.0
        for q in view.opponents:
            weights = sampling_weights(combo_weights(view, q))
            if weights is None:
                continue
            nz = np.flatnonzero(weights)
            eq *= sampled_equity_vs_range(
                view.hole, view.board, COMBOS[nz], weights[nz], SAMPLES, self.rng.getrandbits(32)
            )
        return eq

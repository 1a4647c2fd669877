"""The bot API's view for any seat, not only the one to act.

PettingZoo asks for every agent's observation at any time (``observe(agent)``),
while ``bots_api.view_for`` builds the view of the player to act. The public
part of a view is the same for every seat, so a waiting seat's view is the
acting seat's view with its own cards and no options.
"""

from __future__ import annotations

from dataclasses import replace

from ..bots_api import PlayerView, view_for
from ..engine.actions import LegalActions
from ..engine.hand import Hand


def no_options(player: int) -> LegalActions:
    """What a seat that is not to act may do: nothing."""
    return LegalActions(player, False, False, 0, 0, 0)


def seat_view(hand: Hand, player: int) -> PlayerView:
    """The view of ``player``: ``view_for`` when it is to act, else only its own cards
    added to the public state, with no options (also once the hand is over)."""
    if hand.to_act == player:
        return view_for(hand)
    public = view_for(hand, no_options(player))
    return replace(
        public, player=player, hole=tuple(hand.hole[player]), hole_up=tuple(hand.hole_up[player])
    )

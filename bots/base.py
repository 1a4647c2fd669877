"""What every ladder bot shares: reading the betting situation and sizing legal actions.

Why one place: every bot must stay legal in every betting structure (no
limit, pot limit, fixed limit where min == max, spread limit), in stud with
its bring-in and in draw games. Bots decide in poker terms ("bet two thirds
of the pot", "call", "give up") and these helpers turn that into an action
the engine accepts, clamped to ``view.legal``.
"""

from __future__ import annotations

from collections.abc import Callable

from poker_tui.bots_api import Action, PlayerView, SyncBot, because, fallback
from poker_tui.engine.actions import CALL, CHECK, FOLD, ActionKind
from poker_tui.engine.variant import Variant

from .draw import choose_discards
from .money import mind_the_money

BRING_IN = Action.bring_in()


class LadderBot(SyncBot):
    """A SyncBot that splits the draw and the blind choice from the betting, with sizing helpers."""

    blind_share = 0.0
    """How often the bot posts an optional blind before the deal (a straddle, 002 §3.10, or
    draw's over-blind, 001 §11.1(c)(iv)): a blind bet blind is a loss in the long run, so
    only the loose styles post it."""

    payouts: tuple[float, ...] = ()
    """A sit-and-go's payouts, set by the table that seats the bot (empty: chips are money)."""
    minds_the_money = True
    """Near the money, fold an all-in call that ICM prices above the hand (``bots.money``)."""

    def decide(self, view: PlayerView) -> Action:
        if view.legal.draw_max:
            discards = choose_discards(view)
            return said(view, Action.draw(discards),
                        "keeps the cards that play" if discards else "the hand is made")
        if view.street < 0:  # before the deal: post the optional blind, or decline it
            return self.blind_choice(view)
        action = self.bet(view)
        if self.payouts and self.minds_the_money:
            return mind_the_money(view, action, self.payouts, self.rng)
        return action

    def blind_choice(self, view: PlayerView) -> Action:
        if self.blind_share and self.rng.random() < self.blind_share:
            return said(view, Action.raise_to(view.legal.min_raise_to),
                        "the optional blind, as a loose player posts it")
        return said(view, Action.check(), "no optional blind: a bet made blind loses in the long run")

    def bet(self, view: PlayerView) -> Action:
        raise NotImplementedError


# ------------------------------------------------------------------ reasons

def said(view: PlayerView, action: Action, why: str, *args: object) -> Action:
    """``action`` with its reason, led by what the seat does: "raise: 64% against a calling
    range". ``why`` is a ``str.format`` template of ``args``, formatted only when read."""
    return because(action, "{}: " + why, action_word(view, action), *args)


def action_word(view: PlayerView, action: Action) -> str:
    """What the seat does, as a player says it: fold, check, call, bet, raise, all-in..."""
    kind = action.kind
    if kind == _RAISE:
        if action.amount >= view.stack + view.bets[view.player]:
            return "all-in"
        return "raise" if max(view.bets) else "bet"
    if kind == _DRAW:
        return f"draw {len(action.cards)}" if action.cards else "stand pat"
    return _WORDS[kind]


def count(n: int, thing: str) -> str:
    """"1 player", "3 players": a number in a reason."""
    return f"{n} {thing}" if n == 1 else f"{n} {thing}s"


_RAISE, _DRAW = ActionKind.RAISE, ActionKind.DRAW  # an enum's members cost a lookup each read
_WORDS = {ActionKind.FOLD: "fold", ActionKind.CHECK: "check", ActionKind.CALL: "call",
          ActionKind.BRING_IN: "bring in"}


# ------------------------------------------------------------------ reading

def per_game(test: Callable[[Variant], bool]) -> Callable[[Variant], bool]:
    """``test(variant)`` answered once per game: questions like ``uses_charts`` add up the
    variant's streets on every call, and bots ask them on every decision."""
    answers: dict[int, tuple[Variant, bool]] = {}

    def answer(variant: Variant) -> bool:
        hit = answers.get(id(variant))
        if hit is None or hit[0] is not variant:
            hit = answers[id(variant)] = (variant, test(variant))
        return hit[1]

    return answer


def bet_to(view: PlayerView) -> int:
    """The round total a call would match."""
    return view.bets[view.player] + view.legal.call


def pot_after_call(view: PlayerView) -> int:
    return view.pot + view.legal.call


def pot_odds(view: PlayerView) -> float:
    """Share of the final pot a call pays for: call / (pot + call)."""
    c = view.legal.call
    return c / (view.pot + c) if c else 0.0


def raises_this_street(view: PlayerView) -> int:
    """Bets and raises made so far in the current betting round (forced bets excluded)."""
    st = view.street
    n = 0  # a plain loop: every bot asks on every decision after the flop
    for s, _, kind, _ in view.log:
        if s == st and (kind == "raise" or kind == "bet" or kind == "complete"):
            n += 1
    return n


def voluntary_raises(view: PlayerView, street: int) -> list[int]:
    """Players who bet or raised on a street, in order (one entry per bet/raise)."""
    return [p for s, p, kind, _ in view.log if s == street and kind in ("bet", "raise", "complete")]


def last_aggressor(view: PlayerView, street: int) -> int:
    """The last player to bet or raise on a street, or -1."""
    for s, p, kind, _ in reversed(view.log):
        if s == street and kind in ("bet", "raise", "complete"):
            return p
    return -1


def effective_stack(view: PlayerView) -> int:
    """The most this seat can win or lose: its chips against the deepest live opponent's."""
    p = view.player
    stacks, bets, folded = view.stacks, view.bets, view.folded
    deepest = 0  # a plain loop: this runs on every decision of every chart bot
    for q in range(len(stacks)):
        if q != p and not folded[q]:
            chips = stacks[q] + bets[q]
            if chips > deepest:
                deepest = chips
    mine = stacks[p] + bets[p]
    return mine if mine < deepest else deepest


# ------------------------------------------------------------------ acting

def passive(view: PlayerView) -> Action:
    """Check if free, else call (the bring-in counts as free)."""
    legal = view.legal
    if legal.can_check:
        return CHECK
    if legal.call:
        return CALL
    return _forced_open(view)


def give_up(view: PlayerView) -> Action:
    """Check if free, else fold (posting the bring-in when it is owed): the fallback ladder
    every seat shares (``bots_api.fallback``)."""
    return fallback(view)


def _forced_open(view: PlayerView) -> Action:
    """Stud's lowest card may neither check nor fold: bring it in, or bet the minimum."""
    legal = view.legal
    if legal.bring_in:
        return BRING_IN
    if legal.max_raise_to:
        return Action.raise_to(legal.min_raise_to)
    return FOLD


def raise_to(view: PlayerView, target: float) -> Action:
    """A bet or raise to ``target`` chips, clamped to the legal range; a call/check when
    raising is not allowed. In fixed limit the range is one amount, so any target works."""
    legal = view.legal
    if not legal.max_raise_to:
        return passive(view)
    amount = int(target)
    if amount < legal.min_raise_to:
        amount = legal.min_raise_to
    elif amount > legal.max_raise_to:
        amount = legal.max_raise_to
    return Action.raise_to(amount)


def pot_raise(view: PlayerView, fraction: float) -> Action:
    """Bet or raise by ``fraction`` of the pot after calling (a pot-sized raise is 1.0)."""
    return raise_to(view, bet_to(view) + fraction * pot_after_call(view))


def all_in(view: PlayerView) -> Action:
    return raise_to(view, view.legal.max_raise_to) if view.legal.max_raise_to else passive(view)
